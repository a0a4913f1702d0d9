// Browsers refuse module scripts on file:// pages, so the build ships one classic, deferred script instead:
// the game then opens from a folder on disk as well as from any web server.
import { basename } from 'node:path';
import { type Plugin, type ResolvedConfig, build } from 'vite';

/** Bundles the app as one IIFE and loads it with a plain `<script defer>`. */
export const classicScript = (): Plugin => ({
  name: 'solitaire-classic-script',
  apply: 'build',
  config: () => ({ build: { rolldownOptions: { output: { format: 'iife' } } } }),
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<script type="module" crossorigin src=/g, '<script defer src='),
  },
});

/**
 * Makes a worker file work two ways. Run as a worker, it does its job. Loaded by a page as a plain script (the only
 * way a file:// page can read a file next to it), it only stores its own source in `self[globalName]`, from which
 * the page starts the worker as a blob: Chrome refuses workers from file:// scripts but not from blobs.
 */
export const selfLoadingWorker = (globalName: string): Plugin => ({
  name: 'solitaire-self-loading-worker',
  apply: 'build',
  renderChunk(code, chunk) {
    if (!chunk.isEntry) return null;
    const name = '__solitaireWorkerMain';
    return `(function ${name}(){if(typeof document!=="undefined"){self[${JSON.stringify(globalName)}]="("+${name}+")()";return}\n${code}\n})();\n`;
  },
});

const lazyPrefix = '\0solitaire-lazy-script:';

/**
 * `import load from './x.ts?script'` gives `load()`, a promise of module x loaded on first call. An IIFE bundle has
 * no chunks, so the build bundles x apart as one more classic script that leaves its exports in a global, and `load`
 * adds it to the page with `loader` (a module exporting `loadScript(url, globalName)`); x's imports are bundled into
 * it, so x must not share state with the app. The development server and the tests import x directly.
 */
export const lazyScript = (loader: string): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'solitaire-lazy-script',
    enforce: 'pre',
    configResolved(c) {
      config = c;
    },
    async resolveId(source, importer) {
      if (!source.endsWith('?script')) return null;
      const target = await this.resolve(source.slice(0, -'?script'.length), importer, { skipSelf: true });
      return target ? `${lazyPrefix}${target.id}` : null;
    },
    async load(id) {
      if (!id.startsWith(lazyPrefix)) return null;
      const file = id.slice(lazyPrefix.length);
      if (config.command === 'serve') return `export default () => import(${JSON.stringify(file)});`;
      const name = basename(file).replace(/\.[^.]+$/, '');
      const globalName = `__solitaireLazy_${name}`;
      const out = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify(config.mode) },
        build: {
          write: false,
          target: config.build.target,
          minify: config.build.minify,
          sourcemap: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          lib: { entry: file, formats: ['iife'], name: globalName, fileName: () => `${name}.js` },
        },
      });
      const chunk = (Array.isArray(out) ? out : [out])
        .flatMap((o) => ('output' in o ? o.output : []))
        .find((o) => o.type === 'chunk');
      if (!chunk || chunk.type !== 'chunk') throw new Error(`lazy script ${file}: the build gave no chunk`);
      const ref = this.emitFile({ type: 'asset', name: `${name}.js`, source: chunk.code });
      // The URL is read when the app's script runs, while the browser still knows which file that script is.
      return `import { loadScript } from ${JSON.stringify(loader)};\nconst url = import.meta.ROLLUP_FILE_URL_${ref};\nexport default () => loadScript(url, ${JSON.stringify(globalName)});\n`;
    },
  };
};
