import { defineConfig } from 'tsup';

// The workspace packages are bundled in (one file less to resolve at start); Ink and React stay external
// because they load optional parts (devtools, wasm) that a bundle would have to carry for nothing.
export default defineConfig({
  entry: { cli: 'src/cli.tsx' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  splitting: true,
  noExternal: [/^@solitaire\//],
  banner: { js: '#!/usr/bin/env node' },
});
