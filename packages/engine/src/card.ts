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
 * How many suits a game's cards come in. Fewer suits keep the number of cards and repeat each suit instead: two
 * decks in one suit are eight copies of it (Spider's one-suit game).
 */
export const suitCounts = [4, 2, 1] as const;
/** A suit count. */
export type SuitCount = (typeof suitCounts)[number];

/**
 * The suits a composition of `count` suits uses: all four, or spades and hearts, or spades alone, as in Microsoft's
 * Spider (PySolFC takes clubs and hearts, or clubs: which suits changes nothing in play, only one red and one black
 * suit in the two-suit game does for the eye).
 */
const suitsOf = (count: SuitCount): readonly Suit[] =>
  count === 4 ? suits : count === 2 ? ['hearts', 'spades'] : ['spades'];

/** Card ids stay below this: two decks of one suit are eight copies of one deck's worth of ids. */
export const CARD_ID_LIMIT = 8 * DECK_SIZE;

/**
 * A card as a small integer: `copy * 52 + suitIndex * 13 + (rank - 1)`, where `copy` counts the copies of its suit
 * and rank (the deck, when the cards come in four suits). Integers keep states compact and JSON-friendly; copies
 * stay distinct, and a suit and rank read the same whatever the composition.
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
/** Which copy of its suit and rank the card is, from 0 (its deck, in four suits). */
export const deckOf = (card: Card): number => Math.floor(card / DECK_SIZE);
/** The card's colour. */
export const colourOf = (card: Card): Colour => (isRed(card) ? 'red' : 'black');
/** Whether the card is a heart or a diamond. */
export const isRed = (card: Card): boolean => {
  const s = suitIndexOf(card);
  return s === 1 || s === 2;
};

/**
 * Every card of `decks` decks' worth of cards in `suitCount` suits, in numbering order: in four suits the standard
 * decks, in fewer each suit's thirteen cards as many times over as the count is short.
 */
export const fullDeck = (decks: number, suitCount: SuitCount = 4): Card[] => {
  const present = suitsOf(suitCount).map((s) => suits.indexOf(s));
  const copies = (decks * 4) / suitCount;
  const out: Card[] = [];
  for (let copy = 0; copy < copies; copy++)
    for (const s of present) for (let r = 0; r < 13; r++) out.push(copy * DECK_SIZE + s * 13 + r);
  return out;
};

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
 * Parses `7H`, `10H`, `TH`, `qs` (rank then suit). `deck` picks the copy where a card comes more than once.
 */
export const parseCard = (code: string, deck = 0): Result<Card, CardCodeError> => {
  const m = /^(10|[2-9tjqka])([cdhs])$/i.exec(code.trim());
  if (!m) return err('ERR_CARD_CODE', code);
  const r = m[1]!.toUpperCase();
  const rank = r === '10' ? 10 : RANK_CODES.indexOf(r as (typeof RANK_CODES)[number]) + 1;
  const suit = SUIT_CODES.indexOf(m[2]!.toUpperCase() as (typeof SUIT_CODES)[number]);
  return ok(deck * DECK_SIZE + suit * 13 + rank - 1);
};
