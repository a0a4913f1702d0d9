import { type Card, CARD_ID_LIMIT } from './card.js';
import type { RandomState } from './random.js';

/** One card as it lies on the table. */
export interface PileCard {
  readonly card: Card;
  readonly up: boolean;
}

/** A pile, bottom card first. */
export type Pile = readonly PileCard[];

/** The places cards lie. */
export const zones = ['tableau', 'foundation', 'stock', 'waste', 'reserve', 'cell'] as const;
/** A zone. */
export type Zone = (typeof zones)[number];

/** Names one pile: its zone and, for tableau, foundations and cells, its index from 0. */
export interface PileRef {
  readonly zone: Zone;
  readonly index: number;
}

/**
 * A position: plain, immutable, JSON-serialisable data. Score and verdicts are derived from it.
 */
export interface GameState {
  readonly tableau: readonly Pile[];
  readonly foundations: readonly Pile[];
  /** Top of the stock is the last element: it is dealt first. */
  readonly stock: Pile;
  readonly waste: Pile;
  /** The reserve (empty in games without one); only its top card is face up. */
  readonly reserve: Pile;
  /** The free cells (none in most games), each empty or holding one face-up card. */
  readonly cells: readonly Pile[];
  /** Redeals used so far. */
  readonly redeals: number;
  /** Moves made, draws and redeals included. */
  readonly moveCount: number;
  /** Random state for shuffling redeals, carried so that replays are exact. */
  readonly rng: RandomState;
  /** Cards the player has taken back off a foundation; automatic moves leave them alone until moved again. */
  readonly playedBack: readonly Card[];
}

/** The pile a reference names, or undefined when the reference is out of range. */
export const pileAt = (state: GameState, ref: PileRef): Pile | undefined => {
  switch (ref.zone) {
    case 'tableau':
      return state.tableau[ref.index];
    case 'foundation':
      return state.foundations[ref.index];
    case 'stock':
      return ref.index === 0 ? state.stock : undefined;
    case 'waste':
      return ref.index === 0 ? state.waste : undefined;
    case 'reserve':
      return ref.index === 0 ? state.reserve : undefined;
    case 'cell':
      return state.cells[ref.index];
    default:
      return undefined;
  }
};

/** Returns a new state with one pile replaced. */
export const withPile = (state: GameState, ref: PileRef, pile: Pile): GameState => {
  switch (ref.zone) {
    case 'tableau':
      return { ...state, tableau: state.tableau.map((p, i) => (i === ref.index ? pile : p)) };
    case 'foundation':
      return { ...state, foundations: state.foundations.map((p, i) => (i === ref.index ? pile : p)) };
    case 'stock':
      return { ...state, stock: pile };
    case 'waste':
      return { ...state, waste: pile };
    case 'reserve':
      return { ...state, reserve: pile };
    case 'cell':
      return { ...state, cells: state.cells.map((p, i) => (i === ref.index ? pile : p)) };
  }
};

/** Every card in play, in a fixed order (tableau, foundations, stock, waste, reserve, cells). */
export const cardsInPlay = (state: GameState): Card[] => {
  const out: Card[] = [];
  const add = (p: Pile) => {
    for (const c of p) out.push(c.card);
  };
  state.tableau.forEach(add);
  state.foundations.forEach(add);
  add(state.stock);
  add(state.waste);
  add(state.reserve);
  state.cells.forEach(add);
  return out;
};

/** Cards on the foundations. */
export const foundationCount = (state: GameState): number => state.foundations.reduce((n, p) => n + p.length, 0);

/** The pile with its top card turned face up (the same pile when it is face up already, or empty). */
export const withTopUp = (pile: Pile): Pile => {
  const top = pile[pile.length - 1];
  return top && !top.up ? [...pile.slice(0, -1), { card: top.card, up: true }] : pile;
};

/** The top card of a pile, if any. */
export const topOf = (pile: Pile): PileCard | undefined => pile[pile.length - 1];

/** Whether two pile references name the same pile. */
export const samePile = (a: PileRef, b: PileRef): boolean => a.zone === b.zone && a.index === b.index;

const samePiles = (a: Pile, b: Pile): boolean =>
  a.length === b.length && a.every((c, i) => c.card === b[i]!.card && c.up === b[i]!.up);
const samePileLists = (a: readonly Pile[], b: readonly Pile[]): boolean =>
  a.length === b.length && a.every((p, i) => samePiles(p, b[i]!));

/**
 * A string naming the position: every field but the move counter, so two states get the same key exactly when they
 * differ at most in how many moves led to them (a line that comes back to a position, a loop of hints).
 */
export const positionKey = (s: GameState): string => {
  let text = '';
  // A card is one code unit (its number, and whether it shows); a pile ends with a unit no card takes, a zone with
  // another: so two positions that differ give different texts. A sixteenth the length of their JSON, and faster.
  const zone = (piles: readonly Pile[]) => {
    for (const p of piles) {
      for (const c of p) text += CARD_UNITS[c.card * 2 + (c.up ? 1 : 0)];
      text += PILE_END;
    }
    text += ZONE_END;
  };
  zone(s.tableau);
  zone(s.foundations);
  zone([s.stock, s.waste, s.reserve]);
  zone(s.cells);
  text += String.fromCharCode(s.redeals & 0xffff, s.redeals >>> 16, s.rng & 0xffff, s.rng >>> 16);
  for (const c of s.playedBack) text += CARD_UNITS[c * 2];
  return text;
};

// One code unit per card id and face (ids below CARD_ID_LIMIT: 832 units), and two no card takes. A card keeps
// its unit whatever the limit, so the keys of positions of four-suit games never change.
const CARD_UNITS = Array.from({ length: 2 * CARD_ID_LIMIT }, (_, i) => String.fromCharCode(i));
const PILE_END = '\ufffe';
const ZONE_END = '\uffff';

/** Whether two positions are identical in every field. */
export const statesEqual = (a: GameState, b: GameState): boolean =>
  samePileLists(a.tableau, b.tableau) &&
  samePileLists(a.foundations, b.foundations) &&
  samePiles(a.stock, b.stock) &&
  samePiles(a.waste, b.waste) &&
  samePiles(a.reserve, b.reserve) &&
  samePileLists(a.cells, b.cells) &&
  a.redeals === b.redeals &&
  a.moveCount === b.moveCount &&
  a.rng === b.rng &&
  a.playedBack.length === b.playedBack.length &&
  a.playedBack.every((c, i) => c === b.playedBack[i]);
