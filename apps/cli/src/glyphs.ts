import { type Card, isRed, suitIndexOf } from '@solitaire/engine';
import { type Locale, rankLetter } from '@solitaire/game-text';

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

/** A card's face without padding, for messages: rank letter (in the player's language) and suit. */
export const cardName = (card: Card, glyphs: Glyphs, locale: Locale = 'en'): string => `${rankLetter(card, locale)}${glyphs.suits[suitIndexOf(card)]}`;

/** A card's face in exactly three columns: " 7♥", "10♠", " K♣", " R♣" in French (or " 7H" in ASCII). */
export const cardFace = (card: Card, glyphs: Glyphs, locale: Locale = 'en'): string => cardName(card, glyphs, locale).padStart(3);

/** The colour a card is drawn in. */
export const cardColour = (card: Card): 'red' | 'black' => (isRed(card) ? 'red' : 'black');
