// What a first visit downloads before any interaction: the scripts and style sheets index.html names (the lazy
// files, the solver worker and the rules text, come later). Shared by the benchmark and the budget test.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The files index.html in `dist` loads before any interaction, relative to `dist`. */
export const firstLoadFiles = (dist) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  return [
    ...html.matchAll(/<script[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
};

/** Their total size in bytes, raw and gzipped at level 9. */
export const firstLoadBytes = (dist) => {
  let raw = 0,
    gzip = 0;
  for (const f of firstLoadFiles(dist)) {
    const body = readFileSync(join(dist, f));
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { raw, gzip };
};
