import { type Move, legalMoves, playUnchecked } from './moves.js';
import { type Rules } from './rules.js';
import { type GameState, cardsInPlay, foundationCount } from './state.js';

/**
 * Where a game stands: won, blocked (nothing but fruitless stock turns is left), or still in play.
 * @public
 */
export const gameStatuses = ['won', 'blocked', 'playing'] as const;
/** A game status. */
export type GameStatus = (typeof gameStatuses)[number];

/** Whether every card in play is on the foundations. */
export const isWon = (state: GameState): boolean => foundationCount(state) === cardsInPlay(state).length;

const isStockAction = (m: Move) => m.kind === 'draw' || m.kind === 'redeal';

// Moving a whole pile onto an empty pile only renames it; it cannot unblock anything.
const isPileSwap = (state: GameState, m: Move) =>
  m.kind === 'move' &&
  m.from.zone === 'tableau' &&
  m.to.zone === 'tableau' &&
  state.tableau[m.from.index]!.length === m.count &&
  state.tableau[m.to.index]!.length === 0;

/**
 * Whether no move can change the game any more: no card move exists now, nor after any number of draws and
 * waste redeals (which only cycle the same cards). A shuffling redeal still available counts as a way on.
 */
const isBlocked = (rules: Rules, state: GameState): boolean => {
  if (isWon(state)) return false;
  let s = state;
  // Without card moves, each pass through the stock shows the same cards; two passes see every reachable top.
  const passes = rules.stock ? 2 : 0;
  const maxSteps = (state.stock.length + state.waste.length + 2) * (passes + 1);
  for (let step = 0; step <= maxSteps; step++) {
    const moves = legalMoves(rules, s);
    if (moves.some((m) => !isStockAction(m) && !isPileSwap(s, m))) return false;
    if (rules.redeal?.kind === 'shuffleTableau' && moves.some((m) => m.kind === 'redeal')) return false;
    const stockMove = moves.find(isStockAction);
    if (!stockMove) return true;
    if (stockMove.kind === 'redeal' && s.redeals - state.redeals >= passes) return true;
    s = playUnchecked(rules, s, stockMove);
  }
  return true;
};

/** The status of a position. */
export const gameStatus = (rules: Rules, state: GameState): GameStatus =>
  isWon(state) ? 'won' : isBlocked(rules, state) ? 'blocked' : 'playing';
