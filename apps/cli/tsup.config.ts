import { type Options, defineConfig } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * Ink connects to React's devtools when DEV=true and the package can be found, and prints a warning over the board
 * when no devtools server runs. The game has no use for them: Ink's module that loads them is bundled empty.
 */
export const withoutInkDevtools: Plugin = {
  name: 'without-ink-devtools',
  setup(build) {
    const inInk = /[\\/]ink[\\/]build[\\/]/;
    build.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) =>
      inInk.test(args.importer) ? { path: 'ink-devtools', namespace: 'without-ink-devtools' } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'without-ink-devtools' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

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
  noExternal: [/./],
  esbuildPlugins: [withoutInkDevtools],
  define: { 'process.env.NODE_ENV': '"production"' },
  banner: {
    // Bundled CommonJS (React) may call require(); an ES module has none unless given one.
    js: "#!/usr/bin/env node\nimport { createRequire as __solitaireCreateRequire } from 'node:module';\nconst require = __solitaireCreateRequire(import.meta.url);",
  },
});
