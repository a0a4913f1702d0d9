// Every RULES.md statement a definition implements must be stated on its pages, in every language. RULES.md lives
// beside the repository (../shared/RULES.md from the repo root); where it is absent the checks against it skip.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { locales } from '@solitaire/game-text';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesPath = resolve(repoRoot, '../shared/RULES.md');
const rulesText = existsSync(rulesPath) ? readFileSync(rulesPath, 'utf8') : null;
if (!rulesText) console.warn(`rules-doc coverage: ${rulesPath} not found, the checks against RULES.md are skipped`);
/** The ids RULES.md defines, in its order ("- A3. ..." lines). */
const referenceIds = rulesText ? [...rulesText.matchAll(/^- ([A-Z]\d+)\./gm)].map((m) => m[1]!) : [];

const listed = (def: (typeof variants)[number]) => [...new Set(Object.values(def.ruleIds).flat())];
const htmlIds = (html: string) => new Set([...html.matchAll(/data-rules="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean)));
const mdIds = (md: string) => new Set([...md.matchAll(/<sup>([^<]*)<\/sup>/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean)));
const family = (id: string) => id.replace(/\d+$/, '');

describe('rule ids on the pages', () => {
  for (const def of variants)
    it(`${def.id}: every id its definition lists appears in every language, HTML and Markdown`, () => {
      for (const locale of locales) {
        const html = htmlIds(renderHtml(def, locale)), md = mdIds(renderMarkdown(def, locale));
        for (const id of listed(def)) {
          expect(html.has(id), `${locale} html ${id}`).toBe(true);
          expect(md.has(id), `${locale} md ${id}`).toBe(true);
        }
        // and nothing that the definition does not list
        expect([...html].filter((id) => !listed(def).includes(id))).toEqual([]);
      }
    });
});

describe.skipIf(!rulesText)('rule ids against RULES.md', () => {
  it('finds the ids in RULES.md', () => {
    expect(referenceIds.length).toBeGreaterThan(10);
    expect(new Set(referenceIds).size).toBe(referenceIds.length);
  });

  it('every id a definition lists exists in RULES.md', () => {
    for (const def of variants) for (const id of listed(def)) expect(referenceIds, `${def.id} lists ${id}`).toContain(id);
  });

  // A family (A, S, F, K...) that any registered game uses must be stated in full: each of its ids is listed by some
  // game of the registry (Athena's two rule sets share A1-A7 and split A8 from A9-A10) and so printed on its pages.
  const usedFamilies = new Set(variants.flatMap((d) => listed(d).map(family)));
  const statedAnywhere = new Set(variants.flatMap(listed));
  for (const id of referenceIds.filter((i) => usedFamilies.has(family(i)))) {
    if (statedAnywhere.has(id)) {
      it(`${id} is stated on the pages of every game that lists it`, () => {
        for (const def of variants.filter((d) => listed(d).includes(id)))
          for (const locale of locales) expect(htmlIds(renderHtml(def, locale)).has(id), `${def.id} ${locale}`).toBe(true);
      });
    } else {
      // Not a rules-doc failure: no definition claims this id yet (packages/variants must add it to a ruleIds aspect).
      it.todo(`${id}: no registered definition lists it in its ruleIds`);
    }
  }
});

// The seed pages give facts, never wording: no run of eight words from them may reach a page.
const seedsDir = resolve(repoRoot, '../shared/seeds');
const seedTexts = existsSync(seedsDir)
  ? readdirSync(seedsDir).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(resolve(seedsDir, f), 'utf8'))
  : [];
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}’']+/gu) ?? [];
const runs = (text: string, n = 8) => {
  const w = words(text);
  return new Set(w.slice(0, Math.max(0, w.length - n + 1)).map((_, i) => w.slice(i, i + n).join(' ')));
};

describe.skipIf(!seedTexts.length)('wording of the seed pages', () => {
  it('never appears on a page, in any language', () => {
    const seedRuns = new Set(seedTexts.flatMap((t) => [...runs(t)]));
    for (const def of variants)
      for (const locale of locales) {
        const copied = [...runs(renderMarkdown(def, locale).replace(/<[^>]+>/g, ' '))].filter((r) => seedRuns.has(r));
        expect(copied, `${def.id} ${locale}`).toEqual([]);
      }
  });
});
