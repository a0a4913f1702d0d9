import { type RankName, type Suit, rankNames, suits } from '@solitaire/engine';

// Catalogs stay plain ICU strings; these helpers only spell out long `select`s over a closed vocabulary,
// so every rank or suit gets its own grammatically complete form (gender, article, elision) in each language.

/** An ICU `select` over the thirteen rank names, one form each (the last form doubles as `other`). */
export const rankSelect = (arg: string, forms: Readonly<Record<RankName, string>>): string =>
  `{${arg}, select, ${rankNames.map((r) => `${r} {${forms[r]}}`).join(' ')} other {${forms.king}}}`;

/** An ICU `select` over the four suits. */
export const suitSelect = (arg: string, forms: Readonly<Record<Suit, string>>): string =>
  `{${arg}, select, ${suits.map((s) => `${s} {${forms[s]}}`).join(' ')} other {${forms.spades}}}`;

/**
 * A count in words from one to ten (style for running text), in figures above: `forms` holds the ten words,
 * already agreeing with the noun that follows where the language needs it (una carta, un éventail).
 */
export const countWords = (arg: string, forms: readonly string[]): string =>
  `{${arg}, plural, ${forms.map((f, i) => `=${i + 1} {${f}}`).join(' ')} other {#}}`;

/** An ICU `select` over any closed vocabulary; `fallback` is the `other` branch (defaults to the first form). */
export const choose = (arg: string, forms: Readonly<Record<string, string>>, fallback?: string): string =>
  `{${arg}, select, ${Object.entries(forms)
    .map(([k, v]) => `${k} {${v}}`)
    .join(' ')} other {${fallback ?? Object.values(forms)[0]!}}}`;
