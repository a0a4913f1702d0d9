import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { locales } from '@solitaire/game-text';
import { allDefinitions } from '@solitaire/game-text/testing';
import { renderHtmlIndex } from './html.js';
import { headingLevels, headingsInOrder, htmlProblems } from './htmlCheck.js';
import { sitePages } from './pages.js';
import { pictureFiles } from './pictures.js';
import { writeSite } from './site.js';
import { htmlPage, markdownPage } from './testing.js';

describe('page snapshots', () => {
  for (const def of variants)
    for (const locale of locales)
      it(`${locale}/${def.id}`, async () => {
        await expect(markdownPage(def, locale, { results: null })).toMatchFileSnapshot(
          `__snapshots__/${locale}/${def.id}.md`,
        );
        await expect(htmlPage(def, locale, { results: null })).toMatchFileSnapshot(
          `__snapshots__/${locale}/${def.id}.html`,
        );
      });
});

describe('HTML pages', () => {
  it('are well formed with headings in order, for every game, option value and cousin', () => {
    for (const def of allDefinitions())
      for (const locale of locales) {
        const html = htmlPage(def, locale);
        expect(htmlProblems(html), `${def.id} ${locale}`).toEqual([]);
        expect(headingsInOrder(headingLevels(html)), `${def.id} ${locale}`).toBe(true);
      }
    for (const locale of locales) expect(htmlProblems(renderHtmlIndex(variants, locale))).toEqual([]);
  });

  it('declare their language, link to the same page in the other languages and anchor every sentence once', () => {
    for (const def of variants)
      for (const locale of locales) {
        const html = htmlPage(def, locale);
        expect(html).toContain(`<html lang="${locale}">`);
        for (const other of locales.filter((l) => l !== locale))
          expect(html).toContain(`href="../${other}/${def.id}.html"`);
        const paragraphs = [...html.matchAll(/<p id="([^"]+)" data-rules="([^"]*)">/g)];
        expect(paragraphs.length).toBeGreaterThan(12);
        const ids = paragraphs.map((m) => m[1]);
        expect(new Set(ids).size).toBe(ids.length);
        expect(html).toMatch(/<svg [^>]*role="img"/);
      }
  });

  it('draw the pinned deal as the engine deals it: one back per face-down card, one face per face-up card', () => {
    const athena = variants.find((d) => d.id === 'athena')!;
    const svg = htmlPage(athena, 'en', { results: null }).match(
      /<figure class="wide" id="deal">[\s\S]*?<\/figure>/,
    )![0];
    // 14 down on the tableau, 3 backs drawn for the stock's stack, the legend's swatch; 14 faces up.
    expect(svg.match(/class="back"/g)).toHaveLength(14 + 3 + 1);
    expect(svg.match(/class="face"/g)).toHaveLength(14);
  });
});

describe('site', () => {
  it('lists, per locale, Markdown and HTML pages, the pictures Markdown links, an index, a glossary', () => {
    const paths = sitePages(variants).map((p) => p.path);
    const pictures = variants.reduce((n, def) => n + pictureFiles(def, 'en').length, 0);
    expect(paths).toHaveLength(1 + locales.length * (variants.length * 2 + pictures + 4));
    for (const locale of locales) for (const def of variants) expect(paths).toContain(`${locale}/${def.id}-deal.svg`);
    for (const locale of locales) expect(paths).toContain(`${locale}/glossary.md`);
    for (const locale of locales) for (const def of variants) expect(paths).toContain(`${locale}/${def.id}.html`);
    for (const locale of locales) expect(paths).toContain(`${locale}/index.md`);
    for (const locale of locales) expect(paths).toContain(`${locale}/glossary.html`);
  });

  it('writes the pages and removes pages of games no longer registered, leaving other files alone', () => {
    const out = mkdtempSync(join(tmpdir(), 'rules-doc-'));
    try {
      writeSite(out, variants);
      writeFileSync(join(out, 'en', 'gone.html'), 'old');
      writeFileSync(join(out, 'en', 'notes.txt'), 'mine');
      const count = writeSite(out, variants.slice(0, 1));
      expect(count).toBe(1 + locales.length * (6 + pictureFiles(variants[0]!, 'en').length));
      expect(existsSync(join(out, 'en', 'gone.html'))).toBe(false);
      expect(existsSync(join(out, 'en', 'klondike.md'))).toBe(false);
      expect(readFileSync(join(out, 'en', 'notes.txt'), 'utf8')).toBe('mine');
      expect(readdirSync(join(out, 'fr')).sort()).toEqual([
        'athena-deal.svg',
        'athena-example-playBack.svg',
        'athena-example-run.svg',
        'athena.html',
        'athena.md',
        'glossary.html',
        'glossary.md',
        'index.html',
        'index.md',
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
