import { type Card, KING, rankOf, suitIndexOf } from './card.js';
import type { Move, MoveError } from './moves.js';
import type { Rules } from './rules.js';
import { type GameState, type Pile, type PileRef, pileAt, samePile, topOf, withPile, withTopUp } from './state.js';
import { isUncovered, turnUpUncovered } from './table.js';

/** The zones whose top card may be discarded or paired: the tableau, the waste, the reserve and the cells. */
const freeZones: readonly string[] = ['tableau', 'waste', 'reserve', 'cell'];

/** Whether the stock's top card, the next to be turned, is free to pair (`stockTopFree`). */
export const stockTopFree = (rules: Rules): boolean =>
  rules.discard?.by === 'rankSum' && rules.discard.stockTopFree === true;

/**
 * The position with the stock's top card face up where that card is free to pair (Q3): a card the player may use
 * must be one the player can see, as Microsoft shows it. Other games' stocks stay face down.
 */
export const withStockTopShown = (rules: Rules, state: GameState): GameState => {
  const stock = shownStock(rules, state.stock);
  return stock === state.stock ? state : { ...state, stock };
};

/** A stock as it lies: face down, its top turned up where that card is free to pair. */
export const shownStock = (rules: Rules, stock: Pile): Pile => (stockTopFree(rules) ? withTopUp(stock) : stock);

/**
 * The card on top of `ref` when it is free to leave: face up and, on a table of overlapping cards, covered by none,
 * or the stock's top where the rule frees it; otherwise the reason it is not.
 */
const freeCardAt = (rules: Rules, state: GameState, ref: PileRef): Card | MoveError => {
  const pile = pileAt(state, ref);
  if (!pile) return 'ERR_NO_SUCH_PILE';
  const fromStock = ref.zone === 'stock' && stockTopFree(rules);
  if (!freeZones.includes(ref.zone) && !fromStock) return 'ERR_NOT_A_SOURCE';
  const top = topOf(pile);
  if (!top) return 'ERR_EMPTY_SOURCE';
  if (fromStock) return top.card;
  if (ref.zone === 'tableau' && !isUncovered(rules, state.tableau, ref.index)) return 'ERR_CARD_COVERED';
  return top.up ? top.card : 'ERR_FACE_DOWN';
};

/** The rank of a card with the Ace above the King, as a higher card of the suit is reckoned for discards. */
const aceHigh = (card: Card): number => (rankOf(card) === 1 ? KING + 1 : rankOf(card));

/** Whether a higher card of `card`'s suit lies face up on top of a tableau pile other than pile `except`. */
const higherCardShows = (state: GameState, card: Card, except: PileRef): boolean =>
  state.tableau.some((p, i) => {
    const top = topOf(p);
    if (!top?.up || samePile(except, { zone: 'tableau', index: i })) return false;
    return suitIndexOf(top.card) === suitIndexOf(card) && aceHigh(top.card) > aceHigh(card);
  });

/** Why a discard or a pair move is illegal in this position, or null when it is legal. */
export const removalRefusal = (
  rules: Rules,
  state: GameState,
  move: Move & { kind: 'discard' | 'pair' },
): MoveError | null => {
  const rule = rules.discard;
  if (!rule) return 'ERR_NO_DISCARD';
  if (move.kind === 'discard') {
    const card = freeCardAt(rules, state, move.from);
    if (typeof card === 'string') return card;
    if (rule.by === 'rankSum') return rankOf(card) === rule.total ? null : 'ERR_PAIR_TOTAL';
    return higherCardShows(state, card, move.from) ? null : 'ERR_NO_HIGHER_CARD';
  }
  if (rule.by !== 'rankSum') return 'ERR_NO_PAIRS';
  if (samePile(move.first, move.second)) return 'ERR_SAME_PILE';
  const a = freeCardAt(rules, state, move.first);
  if (typeof a === 'string') return a;
  const b = freeCardAt(rules, state, move.second);
  if (typeof b === 'string') return b;
  return rankOf(a) + rankOf(b) === rule.total ? null : 'ERR_PAIR_TOTAL';
};

/** Plays a legal discard or pair: the top card of each named pile goes face up onto the discard pile, in order. */
export const playRemoval = (rules: Rules, state: GameState, move: Move & { kind: 'discard' | 'pair' }): GameState => {
  let next = state;
  for (const from of move.kind === 'pair' ? [move.first, move.second] : [move.from]) {
    const pile = pileAt(next, from)!;
    const discard = next.foundations[0]!;
    // A face-down card left on top of a pile or the reserve turns up, as after any move (A5); the stock's stay down.
    const rest = pile.slice(0, -1);
    next = withPile(next, from, from.zone === 'stock' ? rest : withTopUp(rest));
    next = withPile(next, { zone: 'foundation', index: 0 }, [
      ...discard,
      { card: pile[pile.length - 1]!.card, up: true },
    ]);
  }
  return turnUpUncovered(rules, next);
};
