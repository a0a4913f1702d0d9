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
  /** Text as the terminal can show it: as it is, or with every character beyond ASCII given its stand-in. */
  readonly text: (text: string) => string;
}

/**
 * ASCII stand-ins for the characters beyond ASCII that the game's words and marks use (letters lose their accents
 * by themselves, below). A character missing here comes out as `?`: the tests read every text for one.
 */
const asciiStandIns: Readonly<Record<string, string>> = {
  // Quotes and dashes.
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '«': '"',
  '»': '"',
  '–': '-',
  '—': '-',
  // Marks and arrows.
  '…': '...',
  '·': '-',
  '×': 'x',
  '←': '<-',
  '→': '->',
  '↑': '^',
  '↓': 'v',
  '¡': '!',
  '¿': '?',
  º: 'o',
  ª: 'a',
  // Letters no accent makes.
  œ: 'oe',
  Œ: 'OE',
  æ: 'ae',
  Æ: 'AE',
  ß: 'ss',
  // Spaces that do not break, and the board's symbols.
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '♣': 'C',
  '♦': 'D',
  '♥': 'H',
  '♠': 'S',
  '░': '#',
  '∞': 'unlimited',
};

/** Text in ASCII only, for a terminal whose locale is not UTF-8: accents dropped, symbols given their stand-ins. */
export const asciiText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\n\x20-\x7e]/g, (c) => asciiStandIns[c] ?? '?');

/** Suit symbols and shaded backs, for UTF-8 terminals. */
export const unicodeGlyphs: Glyphs = {
  suits: ['♣', '♦', '♥', '♠'],
  back: '░░░',
  empty: ' · ',
  infinity: '∞',
  text: (text) => text,
};
/** ASCII only, for terminals that cannot show the symbols (a locale that is not UTF-8): words included. */
export const asciiGlyphs: Glyphs = {
  suits: ['C', 'D', 'H', 'S'],
  back: '###',
  empty: ' . ',
  infinity: 'unlimited',
  text: asciiText,
};
/** ASCII cards on a terminal that shows any character (`--ascii` in a UTF-8 locale): the words stay as written. */
const asciiCardGlyphs: Glyphs = { ...asciiGlyphs, text: (text) => text };

/** The glyphs for a terminal: ASCII everywhere outside UTF-8, ASCII cards when asked for. */
export const glyphsFor = (asciiCards: boolean, utf8: boolean): Glyphs =>
  !utf8 ? asciiGlyphs : asciiCards ? asciiCardGlyphs : unicodeGlyphs;

/** A card's face without padding, for messages: rank letter (in the player's language) and suit. */
export const cardName = (card: Card, glyphs: Glyphs, locale: Locale = 'en'): string =>
  `${rankLetter(card, locale)}${glyphs.suits[suitIndexOf(card)]}`;

/** A card's face in exactly three columns: " 7♥", "10♠", " K♣", " R♣" in French (or " 7H" in ASCII). */
export const cardFace = (card: Card, glyphs: Glyphs, locale: Locale = 'en'): string =>
  cardName(card, glyphs, locale).padStart(3);

/** The colour a card is drawn in. */
export const cardColour = (card: Card): 'red' | 'black' => (isRed(card) ? 'red' : 'black');
