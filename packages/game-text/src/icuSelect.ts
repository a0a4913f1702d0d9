import { type RankName, type Suit, rankNames, suits } from '@solitaire/engine';

// Catalogs stay plain ICU strings; these helpers only spell out long `select`s over a closed vocabulary,
// so every rank or suit gets its own grammatically complete form (gender, article, elision) in each language.

/** An ICU `select` over the thirteen rank names, one form each (the last form doubles as `other`). */
export const rankSelect = (arg: string, forms: Readonly<Record<RankName, string>>): string =>
  `{${arg}, select, ${rankNames.map((r) => `${r} {${forms[r]}}`).join(' ')} other {${forms.king}}}`;

/** An ICU `select` over the four suits. */
export const suitSelect = (arg: string, forms: Readonly<Record<Suit, string>>): string =>
  `{${arg}, select, ${suits.map((s) => `${s} {${forms[s]}}`).join(' ')} other {${forms.spades}}}`;
