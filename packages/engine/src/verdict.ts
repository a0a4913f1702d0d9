import { rankOf } from './card.js';
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

/**
 * Whether the game's goal is reached: every card in play on the foundations; or, as the rules' `goal` says, the
 * tableau cleared, or every card but the Aces discarded with the stock dealt out.
 */
export const isWon = (rules: Pick<Rules, 'goal'>, state: GameState): boolean => {
  switch (rules.goal ?? 'allCards') {
    case 'allCards':
      return foundationCount(state) === cardsInPlay(state).length;
    case 'tableauCleared':
      return state.tableau.every((p) => p.length === 0);
    case 'acesLeft':
      return state.stock.length === 0 && state.tableau.every((p) => p.every((c) => rankOf(c.card) === 1));
  }
};

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
  if (isWon(rules, state)) return false;
  let s = state;
  // Without card moves, each pass through the stock shows the same cards; two passes see every reachable top.
  const passes = rules.stock ? 2 : 0;
  const maxSteps = (state.stock.length + state.waste.length + 2) * (passes + 1);
  for (let step = 0; step <= maxSteps; step++) {
    // Stock turns onto the foundation can finish a game by themselves.
    if (isWon(rules, s)) return false;
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
  isWon(rules, state) ? 'won' : isBlocked(rules, state) ? 'blocked' : 'playing';
