import { type Result, err, ok } from './result.js';
import { type Move, type MoveError, moveRefusal, sourceRefusal } from './moves.js';
import type { Rules } from './rules.js';
import type { GameState, PileRef } from './state.js';

/**
 * Every pile the `count` cards on top of `from` may go to now, tableau piles first, then foundations, then free
 * cells, each in index order (empty when they cannot move at all). Front ends ask this, not `legalMoves`.
 */
export const destinations = (rules: Rules, state: GameState, from: PileRef, count: number): PileRef[] => {
  if (sourceRefusal(rules, state, from, count) !== null) return [];
  const out: PileRef[] = [];
  const consider = (to: PileRef) => {
    if (moveRefusal(rules, state, { kind: 'move', from, to, count }) === null) out.push(to);
  };
  state.tableau.forEach((_, index) => consider({ zone: 'tableau', index }));
  state.foundations.forEach((_, index) => consider({ zone: 'foundation', index }));
  state.cells.forEach((_, index) => consider({ zone: 'cell', index }));
  return out;
};

/**
 * What the stock offers now: a draw while it has cards, else a redeal when one is allowed; otherwise the reason
 * neither is (the redeal's reason when the game has redeals at all, since that is what the player is after).
 */
export const stockAction = (rules: Rules, state: GameState): Result<Move, MoveError> => {
  const draw: Move = { kind: 'draw' };
  const drawRefusal = moveRefusal(rules, state, draw);
  if (drawRefusal === null) return ok(draw);
  const redeal: Move = { kind: 'redeal' };
  const redealRefusal = moveRefusal(rules, state, redeal);
  if (redealRefusal === null) return ok(redeal);
  return err(rules.redeal ? redealRefusal : drawRefusal);
};
