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
