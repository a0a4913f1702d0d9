import { describe, expect, it } from 'vitest';
import { rankNames } from '@solitaire/engine';
import { cliCatalogs, cliText } from './cliCatalog.js';
import { catalogs } from './format.js';
import { type Noun, type Verb, glossaries, nounKeys } from './glossary.js';
import { type Locale, locales } from './locales.js';
import { renderRules } from './render.js';
import { allDefinitions, glossaryProblems, mentions } from './testing.js';
import { webCatalogs, webText } from './webCatalog.js';

// One word per thing, per language: what the terminal, the web game and the rules pages say must use the same
// glossary words, with their gender respected. Catalog sources are checked whole (every branch of every select);
// the rules pages are checked as rendered for every game, option value and cousin definition.

const rulesPages = (locale: Locale): string[] =>
  allDefinitions().flatMap((def) => {
    const doc = renderRules(def, locale);
    return [doc.title, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs.map((p) => p.text)])];
  });

const texts = (locale: Locale) => ({
  cli: Object.values(cliCatalogs[locale]) as string[],
  web: Object.values(webCatalogs[locale]) as string[],
  game: Object.values(catalogs[locale]),
  pages: rulesPages(locale),
});

const formsOf = (entry: Noun | Verb): string[] => ('one' in entry ? [entry.one, entry.other] : [entry.infinitive]);

describe.each(locales)('%s', (locale) => {
  const all = texts(locale);
  const g = glossaries[locale];

  it.each(Object.keys(all) as (keyof typeof all)[])('%s use only glossary words, with their gender', (source) => {
    const problems = all[source].flatMap((text) =>
      glossaryProblems(locale, text).map((p) => `${p} in: ${text.slice(0, 140)}`),
    );
    expect(problems).toEqual([]);
  });

  // The things both apps name and the pages explain: each is found, spelled the glossary's way, on each side.
  const shared = ['foundation', 'pile', 'stock', 'waste', 'reserve', 'card', 'move'] as const;
  it.each(shared)('the apps and the pages both name the %s with the glossary word', (key) => {
    const forms = formsOf(g.nouns[key]);
    for (const source of ['cli', 'web', 'pages'] as const)
      expect(
        all[source].some((text) => mentions(text, forms)),
        `${source}: ${forms.join('/')}`,
      ).toBe(true);
  });

  it('the apps and the pages both name fans, the redeal and the draw with the glossary words', () => {
    expect(
      all.web.some((t) => mentions(t, formsOf(g.nouns.fan))),
      'web fan',
    ).toBe(true);
    for (const key of ['fan', 'redeal'] as const) {
      const forms = formsOf(g.nouns[key]);
      for (const source of ['cli', 'pages'] as const)
        expect(
          all[source].some((t) => mentions(t, forms)),
          `${source} ${key}`,
        ).toBe(true);
    }
    const draw = [...formsOf(g.nouns.draw), ...formsOf(g.verbs.draw)];
    for (const source of ['cli', 'web', 'pages'] as const)
      expect(
        all[source].some((t) => mentions(t, draw)),
        `${source} draw`,
      ).toBe(true);
  });

  it('hints name every card and every place grammatically, on the board and aloud', () => {
    const targets: Record<string, string>[] = [
      { target: 'foundation' },
      { target: 'onto', onto: 'X', ontoRank: 'queen' },
      { target: 'onto', onto: 'X', ontoRank: 'ace' },
      { target: 'empty', place: 'pile' },
      { target: 'empty', place: 'fan' },
      { target: 'other', to: cliText(locale, 'pile.reserve') },
    ];
    for (const rank of rankNames)
      for (const values of targets) {
        const texts = [
          cliText(locale, 'notice.hintMove', { label: cliText(locale, 'hint.proven'), card: 'X', rank, ...values }),
          webText(locale, 'announce.hintMove', { card: 'X', rank, ...values }),
        ];
        for (const text of texts) expect(glossaryProblems(locale, text), text).toEqual([]);
      }
  });
});

describe('glossaries', () => {
  it('define every noun in every language, with its synonyms distinct from its own forms', () => {
    for (const locale of locales)
      for (const key of nounKeys) {
        const noun = glossaries[locale].nouns[key];
        expect(noun.one && noun.other, `${locale} ${key}`).toBeTruthy();
        for (const a of noun.avoid) expect([noun.one, noun.other]).not.toContain(a);
      }
  });

  it('catch what the apps used to say', () => {
    expect(glossaryProblems('es', 'Fundación 2')).toEqual(['synonym "fundación"']);
    expect(glossaryProblems('es', 'Columna 3')).toHaveLength(1);
    expect(glossaryProblems('fr', 'le rebut')).toEqual(['synonym "rebut"']);
    expect(glossaryProblems('fr', 'Colonne 3')).toHaveLength(1);
    expect(glossaryProblems('es', 'mover el 7 de el montón 3')).toEqual(['"de el montón" should contract']);
    expect(glossaryProblems('es', 'Una montón vacía')).toHaveLength(2);
    expect(glossaryProblems('fr', 'le défausse')).toHaveLength(1);
    expect(glossaryProblems('es', 'Un montón vacío, la base, del mazo')).toEqual([]);
  });
});
