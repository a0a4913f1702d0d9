import { type GameState, type Move, type Rules, legalMoves } from '@solitaire/engine';

// Moving a whole pile onto an empty pile only renames it: it changes nothing a player could want.
const isPileSwap = (state: GameState, m: Move): boolean =>
  m.kind === 'move' && m.from.zone === 'tableau' && m.to.zone === 'tableau'
  && state.tableau[m.from.index]!.length === m.count && state.tableau[m.to.index]!.length === 0;

/**
 * A legal move that changes the position (any but a whole pile onto an empty one), for when neither the solver nor
 * the heuristic has a better one: a hint never says "no move" while such a move exists.
 */
export const changingMove = (rules: Rules, state: GameState): Move | null =>
  legalMoves(rules, state).find((m) => !isPileSwap(state, m)) ?? null;
