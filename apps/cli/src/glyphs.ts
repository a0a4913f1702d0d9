import { type Card, isRed, rankOf, suitIndexOf } from '@solitaire/engine';

/** How cards are drawn: suit symbols or plain ASCII letters. */
export interface Glyphs {
  readonly suits: readonly [string, string, string, string];
  /** A face-down card, as wide as a face. */
  readonly back: string;
  /** An empty pile, as wide as a face. */
  readonly empty: string;
  readonly infinity: string;
}

/** Suit symbols and shaded backs, for UTF-8 terminals. */
export const unicodeGlyphs: Glyphs = { suits: ['♣', '♦', '♥', '♠'], back: '░░░', empty: ' · ', infinity: '∞' };
/** ASCII only, for terminals that cannot show the symbols. */
export const asciiGlyphs: Glyphs = { suits: ['C', 'D', 'H', 'S'], back: '###', empty: ' . ', infinity: 'unlimited' };

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/** A card's face in exactly three columns: " 7♥", "10♠", " K♣" (or " 7H" in ASCII). */
export const cardFace = (card: Card, glyphs: Glyphs): string => `${RANKS[rankOf(card) - 1]}${glyphs.suits[suitIndexOf(card)]}`.padStart(3);

/** A card's face without padding, for messages. */
export const cardName = (card: Card, glyphs: Glyphs): string => `${RANKS[rankOf(card) - 1]}${glyphs.suits[suitIndexOf(card)]}`;

/** The colour a card is drawn in. */
export const cardColour = (card: Card): 'red' | 'black' => (isRed(card) ? 'red' : 'black');
