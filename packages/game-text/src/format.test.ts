import { IntlMessageFormat } from 'intl-messageformat';
import { describe as group, expect, it } from 'vitest';
import { differences } from './compare.js';
import { describe } from './describe.js';
import { catalogs, formatMessage } from './format.js';
import { locales } from './locales.js';
import { renderRules } from './render.js';
import { allDefinitions } from './testing.js';

const keys = (o: object) => Object.keys(o).sort();

group('catalogs', () => {
  it('have exactly the same keys in every locale', () => {
    for (const locale of locales) expect(keys(catalogs[locale]), locale).toEqual(keys(catalogs.en));
  });

  it('parse as ICU MessageFormat', () => {
    for (const locale of locales)
      for (const [key, source] of Object.entries(catalogs[locale]))
        expect(
          () => new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }),
          `${locale} ${key}`,
        ).not.toThrow();
  });

  it('use every message somewhere: each clause key of the describe layer exists in each locale', () => {
    const used = new Set<string>();
    for (const def of allDefinitions())
      for (const s of describe(def).sections) {
        used.add(s.heading.key);
        for (const c of s.paragraphs.flatMap((p) => p.clauses))
          for (const x of [c, ...(c.items ?? [])]) used.add(x.key);
      }
    for (const def of allDefinitions()) for (const c of describe(def).summary) used.add(c.key);
    // A difference a waiting game will state once registered, against any other definition (the wording tests
    // format every such pair).
    for (const a of allDefinitions())
      for (const b of allDefinitions()) for (const d of differences(a, b)) used.add(`related.diff.${d.aspect}`);
    for (const key of used)
      for (const locale of locales) expect(catalogs[locale][key], `${locale} ${key}`).toBeDefined();
    const rulesKeys = keys(catalogs.en).filter((k) =>
      /^(overview|summary|goal|layout|foundations|tableau|stock|scoring|variations|related|about|tips|section)\./.test(
        k,
      ),
    );
    expect(
      rulesKeys.filter((k) => !used.has(k)),
      'messages no definition reaches',
    ).toEqual([]);
  });

  it('format every clause of every definition in every locale into finished sentences', () => {
    for (const def of allDefinitions())
      for (const locale of locales)
        for (const s of renderRules(def, locale).sections) {
          expect(s.heading).not.toMatch(/[{}#]/);
          for (const p of s.paragraphs) {
            expect(p.text, `${def.id} ${locale} ${p.key}`).not.toMatch(/[{}]|undefined|NaN|-1/);
            expect(p.text, `${def.id} ${locale} ${p.key}`).toMatch(/^[A-ZÀ-Ý0-9¿¡].*[.!?]$/su);
          }
        }
  });

  it('never render the same clause identically in two languages (nothing left untranslated)', () => {
    for (const def of allDefinitions()) {
      const [en, es, fr] = locales.map((l) =>
        renderRules(def, l).sections.flatMap((s) => s.paragraphs.map((p) => p.text)),
      );
      en!.forEach((text, i) => {
        expect(es![i]).not.toBe(text);
        expect(fr![i]).not.toBe(text);
      });
    }
  });

  it('follow French typography: a non-breaking space before : ; ? ! and typographic apostrophes', () => {
    const texts = allDefinitions().flatMap((d) =>
      renderRules(d, 'fr').sections.flatMap((s) => [s.heading, ...s.paragraphs.map((p) => p.text)]),
    );
    for (const text of texts) {
      expect(text).not.toMatch(/[^\u00a0\u202f][:;?!]/);
      expect(text).not.toMatch(/'/);
    }
    expect(formatMessage('fr', 'scoring.scheme', { scoring: 'none', max: 52 })).toBe(
      'Aucun score n’est tenu\u00a0: une partie est simplement gagnée ou perdue.',
    );
  });

  it('throws on a key missing from a catalog rather than printing it', () => {
    expect(() => formatMessage('es', 'no.such.key')).toThrow(/missing/);
  });
});
