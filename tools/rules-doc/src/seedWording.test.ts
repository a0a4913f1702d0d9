// The seed pages give facts, never wording: no run of eight words from them may reach a rules page (every game,
// option value and cousin, every language, Markdown and HTML, the indexes) or the rules reference docs/RULES.md.
// The seed pages are not the project's to ship: this is the one test that reads outside the repository, from
// ../shared/seeds beside it (or the folder SEEDS_DIR names, e.g. from a git worktree that has no ../shared). Where
// they are absent it is reported as skipped, by name, never passed in silence.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allDefinitions } from '@solitaire/game-text/testing';
import { describe, expect, it } from 'vitest';
import { sitePages } from './pages.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const seedsName = process.env.SEEDS_DIR || '../shared/seeds';
const seedsDir = resolve(repoRoot, seedsName);
const seedFiles = existsSync(seedsDir)
  ? readdirSync(seedsDir)
      .filter((f) => f.endsWith('.txt'))
      .sort()
  : [];
if (!seedFiles.length) console.warn(`rules-doc: seed wording check skipped: ${seedsName} not found`);

/** Text as the seed-wording hook compares it: lowercase, accents stripped, every run of non-alphanumerics one space. */
const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
/** Every run of `n` consecutive words of `text`, normalised. */
const runs = (text: string, n = 8): Set<string> => {
  const w = normalise(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
};
const entities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
/** The words a reader sees on a page: markup and inline CSS dropped, entities decoded. */
const visibleText = (page: string) =>
  page
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#?\w+);/g, (m, e: string) => entities[e] ?? m);

describe('seed wording normalisation', () => {
  it('lowercases, strips accents and turns punctuation into spaces, as the hook does', () => {
    expect(normalise('  Él REY—¡sí!, l’as  ')).toBe('el rey si l as');
    expect([...runs('a b c d e f g h i', 8)]).toEqual(['a b c d e f g h', 'b c d e f g h i']);
    expect(visibleText('<p id="x">Un &amp; d&#39;as</p>')).toBe(" Un & d'as ");
  });
});

describe.skipIf(!seedFiles.length)(
  seedFiles.length
    ? `wording of the seed pages (${seedFiles.length} in ${seedsName})`
    : `wording of the seed pages: skipped: ${seedsName} not found`,
  () => {
    const seedRuns = new Map<string, string>();
    for (const f of seedFiles) for (const r of runs(readFileSync(resolve(seedsDir, f), 'utf8'))) seedRuns.set(r, f);
    const copiedRuns = (text: string) =>
      [...runs(visibleText(text))].filter((r) => seedRuns.has(r)).map((r) => `"${r}" (${seedRuns.get(r)})`);

    it('is found by this check when a page does copy it', () => {
      const [someRun] = seedRuns.keys();
      expect(copiedRuns(`<p>Intro. ${someRun!} and more.</p>`)).toHaveLength(1);
    });

    it('never appears on a rules page, for any game, option value or cousin, in any language', () => {
      const pages = sitePages(allDefinitions());
      expect(pages.length).toBeGreaterThan(100);
      for (const page of pages) expect(copiedRuns(page.content), page.path).toEqual([]);
    });

    it('never appears in the rules reference docs/RULES.md', () => {
      expect(copiedRuns(readFileSync(resolve(repoRoot, 'docs/RULES.md'), 'utf8'))).toEqual([]);
    });
  },
);
