import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@solitaire/game-text';
import { variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { sitePages } from './pages.js';
import { type Finding, type WrittenPage, reviewKinds, reviewPage } from './review.js';

// The review step (README.md, "Review"): every check, on every page of the site in every language. By default the
// pages are written afresh; REVIEW_PAGES=<folder> reviews a site written earlier instead (for instance the pages of
// an old commit, `node tools/rules-doc/dist/cli.js --out <folder>` there), so a reviewer can see what each kind finds.
const folder = process.env.REVIEW_PAGES;
const written = (dir: string): WrittenPage[] =>
  locales.flatMap((l) =>
    readdirSync(join(dir, l))
      .filter((f) => /\.(md|html)$/.test(f))
      .map((f) => ({ path: `${l}/${f}`, content: readFileSync(join(dir, l, f), 'utf8') })),
  );
const pages: WrittenPage[] = folder ? written(folder) : sitePages(variants);

const findings: Finding[] = pages.flatMap(reviewPage);

describe.each(locales)('%s pages', (locale) => {
  it.each(reviewKinds)('pass the review’s %s check', (kind) => {
    const mine = findings.filter((f) => f.kind === kind && f.page.startsWith(`${locale}/`));
    expect(mine.map((f) => `${f.page}: ${f.found}`)).toEqual([]);
  });
});

describe('the review', () => {
  it('reads every game page and glossary in every language', () => {
    const paths = new Set(pages.map((p) => p.path));
    for (const locale of locales) {
      for (const def of variants)
        for (const ext of ['md', 'html']) expect(paths.has(`${locale}/${def.id}.${ext}`)).toBe(true);
      expect(paths.has(`${locale}/glossary.html`)).toBe(true);
    }
  });
});
