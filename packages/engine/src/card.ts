import { type Result, err, ok } from './result.js';

/** The four suits, in the order used to number cards and to seat foundations. */
export const suits = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
/** A suit name. */
export type Suit = (typeof suits)[number];

/**
 * Card colours: hearts and diamonds are red, clubs and spades black.
 * @public
 */
export const colours = ['black', 'red'] as const;
/** A card colour. */
export type Colour = (typeof colours)[number];

/** Ranks from Ace (1) to King (13). */
export const ranks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** A rank: 1 is the Ace, 11 the Jack, 12 the Queen, 13 the King. */
export type Rank = (typeof ranks)[number];

/** Rank names, used as message keys by the rules pages and front ends. */
export const rankNames = [
  'ace',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
] as const;
/** A rank's name. */
export type RankName = (typeof rankNames)[number];

/** The King's rank. */
export const KING: Rank = 13;
/** Cards in one standard deck. */
export const DECK_SIZE = 52;

/**
 * A card as a small integer: `deck * 52 + suitIndex * 13 + (rank - 1)`.
 * Integers keep states compact and JSON-friendly; two decks give 0..103, so copies stay distinct.
 */
export type Card = number;

/** Builds a card id from its parts (deck counts from 0). */
export const makeCard = (suit: Suit, rank: Rank, deck = 0): Card =>
  deck * DECK_SIZE + suits.indexOf(suit) * 13 + (rank - 1);

/** The card's suit. */
export const suitOf = (card: Card): Suit => suits[Math.floor((card % DECK_SIZE) / 13)]!;
/** The card's suit index (0 clubs .. 3 spades). */
export const suitIndexOf = (card: Card): number => Math.floor((card % DECK_SIZE) / 13);
/** The card's rank (1..13). */
export const rankOf = (card: Card): Rank => ((card % 13) + 1) as Rank;
/** Which deck (0 or 1) the card belongs to. */
export const deckOf = (card: Card): number => Math.floor(card / DECK_SIZE);
/** The card's colour. */
export const colourOf = (card: Card): Colour => (isRed(card) ? 'red' : 'black');
/** Whether the card is a heart or a diamond. */
export const isRed = (card: Card): boolean => {
  const s = suitIndexOf(card);
  return s === 1 || s === 2;
};

/** Every card of `decks` standard decks, in numbering order. */
export const fullDeck = (decks: number): Card[] => Array.from({ length: decks * DECK_SIZE }, (_, i) => i);

const RANK_CODES = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;
const SUIT_CODES = ['C', 'D', 'H', 'S'] as const;

/** A short code such as `7H`, `TS` or `AC` (the deck is not shown). */
export const cardCode = (card: Card): string => `${RANK_CODES[rankOf(card) - 1]}${SUIT_CODES[suitIndexOf(card)]}`;

/**
 * Reasons a card code is refused.
 * @public
 */
export const cardCodeErrors = ['ERR_CARD_CODE'] as const;
/** A card-code error. */
export type CardCodeError = (typeof cardCodeErrors)[number];

/**
 * Parses `7H`, `10H`, `TH`, `qs` (rank then suit). `deck` picks the copy in multi-deck games.
 */
export const parseCard = (code: string, deck = 0): Result<Card, CardCodeError> => {
  const m = /^(10|[2-9tjqka])([cdhs])$/i.exec(code.trim());
  if (!m) return err('ERR_CARD_CODE', code);
  const r = m[1]!.toUpperCase();
  const rank = r === '10' ? 10 : RANK_CODES.indexOf(r as (typeof RANK_CODES)[number]) + 1;
  const suit = SUIT_CODES.indexOf(m[2]!.toUpperCase() as (typeof SUIT_CODES)[number]);
  return ok(deck * DECK_SIZE + suit * 13 + rank - 1);
};
