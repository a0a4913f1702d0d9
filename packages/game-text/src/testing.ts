// Definitions for tests: the registered games, every option value they offer, and cousins built as pure data
// (reserve, two decks, fans that build in suit, shuffling redeals, Aces dealt to the foundations) so that every
// branch of every message is formatted somewhere. Also: the arguments a message reads, and the glossary checks
// that the catalogs' and the rules pages' tests run.
import { type VariantDefinition, optionValue, resolveRules, validateDefinition } from '@solitaire/engine';
import {
  athena,
  canfield,
  fortyThieves,
  klondike,
  shamrocks,
  spider,
  unregistered,
  variants,
  yukon,
} from '@solitaire/variants';
import { IntlMessageFormat } from 'intl-messageformat';
import { glossaries } from './glossary.js';
import type { Locale } from './locales.js';

const check = (def: VariantDefinition): VariantDefinition => {
  const r = validateDefinition(def);
  if (!r.ok) throw new Error(`test definition ${def.id} is invalid: ${r.error}`);
  return def;
};

/** A definition, then the same with each value of each of its options applied one at a time. */
const withEachOption = (def: VariantDefinition): VariantDefinition[] => [
  def,
  ...def.options.flatMap((spec) =>
    spec.choices
      .filter((value) => value !== optionValue(def, spec.key))
      .map((value) => {
        const r = resolveRules(def, { [spec.key]: value });
        if (!r.ok) throw new Error(`${def.id}: ${spec.key}=${String(value)} refused: ${r.error}`);
        return { ...r.value, id: `${def.id}+${spec.key}=${String(value)}` };
      }),
  ),
];

/** Cousins of the registered games, as the engine could play them. */
export const cousins: readonly VariantDefinition[] = [
  check({
    ...athena,
    id: 'minerva-like',
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
    deal: { ...athena.deal, reserve: 11 },
    foundations: { ...athena.foundations, playBack: false },
    options: [{ key: 'playBack', choices: [false, true] }],
  }),
  check({
    ...athena,
    id: 'bureau-like',
    decks: 2,
    foundations: { ...athena.foundations, count: 8, build: 'alternateColour' },
    tableau: { ...athena.tableau, count: 13, whenEmpty: 'never' },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
    options: [],
  }),
  check({
    ...shamrocks,
    id: 'fan-like',
    tableau: {
      ...shamrocks.tableau,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      capacity: null,
      whenEmpty: 'kingOnly',
    },
    deal: { ...shamrocks.deal, afterDeal: [] },
    options: [],
  }),
  check({
    ...shamrocks,
    id: 'lucie-like',
    tableau: { ...shamrocks.tableau, build: { direction: 'down', suit: 'sameSuit', wrap: false }, capacity: null },
    deal: { ...shamrocks.deal, afterDeal: [] },
    redeal: { kind: 'shuffleTableau', limit: 2 },
    options: [{ key: 'redeals', choices: [2, 'unlimited', 1, 0] }],
  }),
  // Its Aces never leave the foundations (as in Trefoil), so a shuffle deals at most 48 cards into its 16 fans of 3.
  check({
    ...shamrocks,
    id: 'trefoil-like',
    tableau: {
      ...shamrocks.tableau,
      count: 16,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      capacity: null,
    },
    foundations: { ...shamrocks.foundations, baseFixed: true },
    deal: { ...shamrocks.deal, acesToFoundations: true, afterDeal: [] },
    redeal: { kind: 'shuffleTableau', limit: 'unlimited' },
    options: [],
  }),
  check({
    ...klondike,
    id: 'odd-klondike',
    tableau: {
      ...klondike.tableau,
      build: { direction: 'up', suit: 'any', wrap: true },
      capacity: 1,
      whenEmpty: 'anyCard',
    },
    stock: { draw: 2 },
    redeal: null,
    options: [],
  }),
  check({
    ...shamrocks,
    id: 'odd-fans',
    tableau: {
      ...shamrocks.tableau,
      count: 13,
      build: { direction: 'up', suit: 'alternateColour', wrap: false },
      whenEmpty: 'anyCard',
      capacity: 4,
    },
    deal: { ...shamrocks.deal, tableau: { kind: 'fans', size: 4 } },
    options: [],
  }),
  check({
    ...klondike,
    id: 'rows-and-reserve',
    deal: { ...klondike.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'up', 'down', 'up'] }, reserve: 4 },
    tableau: { ...klondike.tableau, whenEmpty: 'anyCard' },
    options: [],
  }),
  // Defined but not yet registered (a layer still has to learn them): their words are formatted already, with each
  // of their option values.
  ...unregistered.flatMap(withEachOption).map(check),
  // Spider's suit counts, as its setting offers them, so the one- and two-suit branches are formatted too.
  ...([1, 2] as const).map((suits) => check({ ...spider, id: `spider-${suits}-suits`, suits })),
  check({ ...yukon, id: 'yukon-open', tableau: { ...yukon.tableau, whenEmpty: 'anyCard' } }),
  // Forty Thieves dealt in fans, so the fan branches of its tips are formatted too.
  check({ ...fortyThieves, id: 'forty-fans', tableau: { ...fortyThieves.tableau, fans: true } }),
  // Canfield's primitives in the branches its two registered games do not reach: wrapping foundations built in
  // alternating colours, whole piles into King-only spaces, a single face-down row.
  check({
    ...canfield,
    id: 'canfield-odd',
    foundations: { ...canfield.foundations, build: 'alternateColour' },
    tableau: { ...canfield.tableau, whenEmpty: 'kingOnly' },
    deal: { ...canfield.deal, tableau: { kind: 'rows', rows: ['down'] } },
    options: [],
  }),
];

/** Every registered game with each of its option values applied one at a time, then the cousins. */
export const allDefinitions = (): VariantDefinition[] => {
  const out: VariantDefinition[] = [];
  for (const def of variants) {
    out.push(def);
    for (const spec of def.options)
      for (const value of spec.choices) {
        const r = resolveRules(def, { [spec.key]: value });
        if (!r.ok) throw new Error(`${def.id}: ${spec.key}=${String(value)} refused: ${r.error}`);
        out.push({ ...r.value, id: `${def.id}+${spec.key}=${String(value)}` });
      }
  }
  return [...out, ...cousins];
};

/** The argument names a message reads, found on the ICU syntax tree (plural and select branches included), sorted. */
export const messageArguments = (source: string, locale = 'en'): string[] => {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    // Node types 0 (literal) and 7 (the # of a plural) name no argument.
    for (const n of nodes as { type: number; value?: unknown; options?: Record<string, { value: unknown[] }> }[]) {
      if (n.type !== 0 && n.type !== 7 && typeof n.value === 'string') names.add(n.value);
      for (const o of Object.values(n.options ?? {})) walk(o.value);
    }
  };
  walk(new IntlMessageFormat(source, locale, undefined, { ignoreTag: true }).getAst() as unknown[]);
  return [...names].sort();
};

// Determiners that contradict a noun's gender when written right before it, and adjectives that do right after it.
const wrongBefore: Readonly<
  Record<'es' | 'fr', Readonly<Record<'m' | 'f', { one: readonly string[]; other: readonly string[] }>>>
> = {
  es: {
    m: {
      one: ['la', 'una', 'esta', 'esa', 'otra', 'dicha', 'ninguna'],
      other: ['las', 'unas', 'estas', 'esas', 'otras'],
    },
    f: {
      one: ['el', 'un', 'del', 'al', 'este', 'ese', 'otro', 'dicho', 'ningún'],
      other: ['los', 'unos', 'estos', 'esos', 'otros'],
    },
  },
  fr: {
    m: { one: ['la', 'une', 'cette'], other: [] },
    f: { one: ['le', 'un', 'du', 'au', 'ce', 'cet'], other: [] },
  },
};
const wrongAfter: Readonly<Record<'es' | 'fr', Readonly<Record<'m' | 'f', readonly string[]>>>> = {
  es: { m: ['vacía', 'llena'], f: ['vacío', 'lleno'] },
  fr: { m: ['pleine', 'vidée'], f: ['plein', 'vidé'] },
};
// Prepositions Spanish and French contract with the masculine article: "de el montón" must read "del montón".
const uncontracted: Readonly<Record<Locale, readonly string[]>> = {
  en: [],
  es: ['de el', 'a el'],
  fr: ['de le', 'à le', 'de les', 'à les'],
};

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordRe = (alternatives: readonly string[], flags = 'giu'): RegExp =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.map(escape).join('|')})(?![\\p{L}\\p{N}])`, flags);

type Check = { readonly re: RegExp; readonly why: (found: string) => string };

/** The checks of one locale, each one regular expression, built once. */
const checksOf = (locale: Locale): readonly Check[] => {
  const g = glossaries[locale];
  const checks: Check[] = [];
  for (const entry of [...Object.values(g.nouns), ...Object.values(g.verbs)])
    for (const word of entry.avoid) checks.push({ re: wordRe([word]), why: () => `synonym "${word}"` });
  for (const phrase of g.avoidPhrases) checks.push({ re: wordRe([phrase]), why: () => `phrase "${phrase}"` });
  if (locale !== 'en')
    for (const noun of Object.values(g.nouns)) {
      if (noun.gender === 'n') continue;
      const gender = noun.gender === 'm' ? 'masculine' : 'feminine';
      const before = wrongBefore[locale][noun.gender];
      const why = (found: string) => `"${found}": ${noun.one} is ${gender}`;
      checks.push({
        re: wordRe([...before.one.map((d) => `${d} ${noun.one}`), ...before.other.map((d) => `${d} ${noun.other}`)]),
        why,
      });
      checks.push({ re: wordRe(wrongAfter[locale][noun.gender].map((a) => `${noun.one} ${a}`)), why });
    }
  const nouns = Object.values(g.nouns).flatMap((noun) => [noun.one, noun.other]);
  if (uncontracted[locale].length)
    checks.push({
      re: wordRe(uncontracted[locale].flatMap((p) => nouns.map((n) => `${p} ${n}`))),
      why: (found) => `"${found}" should contract`,
    });
  return checks;
};
const checks = new Map<Locale, readonly Check[]>();

/**
 * What in `text` departs from the locale's glossary: a synonym the glossary rules out, an article or adjective of
 * the wrong gender next to a glossary noun, or a preposition left uncontracted before an article. Empty when clean.
 */
export const glossaryProblems = (locale: Locale, text: string): string[] => {
  let list = checks.get(locale);
  if (!list) checks.set(locale, (list = checksOf(locale)));
  return list.flatMap((c) => [...text.matchAll(c.re)].map((m) => c.why(m[0])));
};

/** Whether `text` names a glossary entry (either number of a noun, or a verb), whatever its case. */
export const mentions = (text: string, forms: readonly string[]): boolean => wordRe(forms, 'iu').test(text);

export { type LanguageKind, languageKinds, languageProblems } from './review.js';
