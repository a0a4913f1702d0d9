import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { VariantDefinition } from '@solitaire/engine';
import { locales } from '@solitaire/game-text';
import { sitePages } from './pages.js';

/** Writes the rules site into `out` and returns how many files were written. */
export const writeSite = (out: string, defs: readonly VariantDefinition[]): number => {
  const pages = sitePages(defs);
  // Drop pages of games renamed or removed, touching only the page files this tool writes (never the folder itself,
  // which the user may have pointed at a folder holding other things).
  const wanted = new Set(pages.map((p) => p.path));
  for (const locale of locales) {
    const dir = join(out, locale);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir))
      if (/\.(md|html|svg)$/.test(name) && !wanted.has(`${locale}/${name}`)) rmSync(join(dir, name));
  }
  for (const page of pages) {
    const file = join(out, page.path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.content);
  }
  return pages.length;
};
