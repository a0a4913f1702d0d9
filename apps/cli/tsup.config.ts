import { defineConfig } from 'tsup';

// Everything is bundled, Ink and React included: Node then loads three files instead of about two hundred
// modules, which is most of the time to the first frame. Ink's devtools (loaded only with DEV=true) stay out.
export default defineConfig({
  // Solver threads have entries of their own (dist/assistWorker.js for play, dist/solveWorker.js for `solve`):
  // they load the engine and the games, no Ink.
  entry: { cli: 'src/cli.tsx', assistWorker: 'src/assistWorker.ts', solveWorker: 'src/solve/worker.ts' },
  format: ['esm'],
  target: 'node22',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: true,
  minify: true,
  noExternal: [/^(?!react-devtools-core)/],
  external: ['react-devtools-core'],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: {
    // Bundled CommonJS (React) may call require(); an ES module has none unless given one.
    js: "#!/usr/bin/env node\nimport { createRequire as __solitaireCreateRequire } from 'node:module';\nconst require = __solitaireCreateRequire(import.meta.url);",
  },
});
