import { type Card, rankNames, rankOf, suitOf } from '@solitaire/engine';
import { formatMessage } from './format.js';
import type { Locale } from './locales.js';

/** A card read aloud, e.g. "seven of hearts", "siete de corazones", "sept de cœur"; a face-down card stays anonymous. */
export const cardLabel = (card: Card, locale: Locale, up = true): string =>
  up ? formatMessage(locale, 'card.label', { rank: rankNames[rankOf(card) - 1]!, suit: suitOf(card) }) : formatMessage(locale, 'card.faceDown');
