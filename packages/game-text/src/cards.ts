import { type Card, rankNames, rankOf, suitOf } from '@solitaire/engine';
import { tableMessage } from './tableText.js';
import type { Locale } from './locales.js';

/**
 * A card read aloud, e.g. "seven of hearts", "siete de corazones", "sept de cœur"; a face-down card stays
 * anonymous.
 */
export const cardLabel = (card: Card, locale: Locale, up = true): string =>
  up
    ? tableMessage(locale, 'card.label', { rank: rankNames[rankOf(card) - 1]!, suit: suitOf(card) })
    : tableMessage(locale, 'card.faceDown');

const numerals = ['2', '3', '4', '5', '6', '7', '8', '9', '10'] as const;

/**
 * The rank letters printed in a card's corner, Ace to King, as players of each language read them. French decks
 * print V, D, R (valet, dame, roi). Spanish players of the French-suited deck read the poker deck's J, Q, K: the
 * jack is even named after its letter (jota), and the queen (reina) and king (rey) share their initial.
 */
const rankLetters: Readonly<Record<Locale, readonly string[]>> = {
  en: ['A', ...numerals, 'J', 'Q', 'K'],
  es: ['A', ...numerals, 'J', 'Q', 'K'],
  fr: ['A', ...numerals, 'V', 'D', 'R'],
};

/** A rank (1 for the Ace to 13 for the King) as printed in a card's corner, in a language. */
export const rankMark = (rank: number, locale: Locale): string => rankLetters[locale][rank - 1]!;

/** A card's rank as printed in its corner ("10", "K", "R"), in a language. */
export const rankLetter = (card: Card, locale: Locale): string => rankMark(rankOf(card), locale);
