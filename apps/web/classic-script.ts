// Browsers refuse module scripts on file:// pages, so the build ships one classic, deferred script instead:
// the game then opens from a folder on disk as well as from any web server.
import type { Plugin } from 'vite';

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
