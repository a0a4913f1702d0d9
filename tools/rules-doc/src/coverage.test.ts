// Every rule id a definition implements must exist in the project's rules reference, docs/RULES.md, and be stated on
// its pages, in every language.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { unregistered, variants } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { locales } from '@solitaire/game-text';
import { htmlPage, markdownPage } from './testing.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesText = readFileSync(resolve(repoRoot, 'docs/RULES.md'), 'utf8');
/** The ids docs/RULES.md defines, in its order ("- A3. ..." lines). */
const referenceIds = [...rulesText.matchAll(/^- ([A-Z]\d+)\./gm)].map((m) => m[1]!);

const listed = (def: (typeof variants)[number]) => [...new Set(Object.values(def.ruleIds).flat())];
const htmlIds = (html: string) =>
  new Set([...html.matchAll(/data-rules="([^"]*)"/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean)));
const mdIds = (md: string) =>
  new Set([...md.matchAll(/<!-- rules: ([^>]*) -->/g)].flatMap((m) => m[1]!.split(' ').filter(Boolean)));
const family = (id: string) => id.replace(/\d+$/, '');

describe('rule ids on the pages', () => {
  for (const def of variants)
    it(`${def.id}: every id its definition lists appears in every language, HTML and Markdown`, () => {
      for (const locale of locales) {
        const html = htmlIds(htmlPage(def, locale)),
          md = mdIds(markdownPage(def, locale));
        for (const id of listed(def)) {
          expect(html.has(id), `${locale} html ${id}`).toBe(true);
          expect(md.has(id), `${locale} md ${id}`).toBe(true);
        }
        // and nothing that the definition does not list
        expect([...html].filter((id) => !listed(def).includes(id))).toEqual([]);
      }
    });
});

describe('rule ids on the pages of the games waiting to be registered', () => {
  for (const def of unregistered)
    it(`${def.id}: every id it lists, and only those, in every language, HTML and Markdown`, () => {
      for (const locale of locales) {
        const html = htmlIds(htmlPage(def, locale)),
          md = mdIds(markdownPage(def, locale));
        expect(
          listed(def).filter((id) => !html.has(id) || !md.has(id)),
          locale,
        ).toEqual([]);
        expect(
          [...html].filter((id) => !listed(def).includes(id)),
          locale,
        ).toEqual([]);
        for (const id of listed(def)) expect(referenceIds, `${def.id} lists ${id}`).toContain(id);
      }
    });
});

describe('rule ids against docs/RULES.md', () => {
  it('finds the ids in docs/RULES.md', () => {
    expect(referenceIds.length).toBeGreaterThan(10);
    expect(new Set(referenceIds).size).toBe(referenceIds.length);
  });

  it('every id a definition lists exists in docs/RULES.md', () => {
    for (const def of variants)
      for (const id of listed(def)) expect(referenceIds, `${def.id} lists ${id}`).toContain(id);
  });

  // A family (A, S, F, K...) that any registered game uses must be stated in full: each of its ids is listed by some
  // game of the registry (Athena's two rule sets share A1-A7 and split A8 from A9-A10) and so printed on its pages.
  const usedFamilies = new Set(variants.flatMap((d) => listed(d).map(family)));
  const statedAnywhere = new Set(variants.flatMap(listed));
  for (const id of referenceIds.filter((i) => usedFamilies.has(family(i)))) {
    if (statedAnywhere.has(id)) {
      it(`${id} is stated on the pages of every game that lists it`, () => {
        for (const def of variants.filter((d) => listed(d).includes(id)))
          for (const locale of locales)
            expect(htmlIds(htmlPage(def, locale)).has(id), `${def.id} ${locale}`).toBe(true);
      });
    } else {
      // Not a rules-doc failure: no definition claims this id yet (packages/variants must add it to a ruleIds aspect).
      it.todo(`${id}: no registered definition lists it in its ruleIds`);
    }
  }
});
