import {
  MOVE_CELL_TO_TABLEAU,
  MOVE_FOUNDATION_TO_TABLEAU,
  MOVE_TABLEAU_TO_CELL,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
  moveCount,
  moveFrom,
  moveKind,
  moveTo,
  packMove,
} from '../board/packedMove.js';
import { type SolverBoard } from '../board/solverBoard.js';

/**
 * The move that takes back the board's last ply exactly, as the move generator spells it, or -1 when there is
 * none: a tableau move that turned no card up (moved back, the same cards lie on the same piles), a card sent
 * up that turned none up (played back to its pile), a card played back (sent up to its foundation again), or a
 * card put into a cell that turned none up (back onto its pile).
 * Waste, reserve, shuffle, deal and compound moves have no such move, nor a move after which the reserve refilled a
 * pile or a complete run went up. After it the board is exactly as before the ply, so the search, which keeps every
 * position of its current line, would only find it there again: it skips the move rather than spend a position on
 * it (`Search.enter`).
 */
export const inverseOfLastPly = (b: SolverBoard): number => {
  const i = b.plies - 1;
  if (i < 0) return -1;
  const m = b.moveAtPly[i]!,
    from = moveFrom(m),
    to = moveTo(m);
  // A pile the reserve refilled keeps its new card whatever comes back.
  if (b.refilledAt(i)) return -1;
  // Nor does a complete run that went up after it.
  if (b.removedRunsAt(i)) return -1;
  switch (moveKind(m)) {
    case MOVE_TABLEAU_TO_TABLEAU:
      return b.turnedUp(i) ? -1 : packMove(MOVE_TABLEAU_TO_TABLEAU, to, from, moveCount(m));
    case MOVE_TABLEAU_TO_FOUNDATION:
      return b.turnedUp(i) || !b.playBack ? -1 : packMove(MOVE_FOUNDATION_TO_TABLEAU, to, from);
    case MOVE_FOUNDATION_TO_TABLEAU:
      return packMove(MOVE_TABLEAU_TO_FOUNDATION, to, from);
    case MOVE_TABLEAU_TO_CELL:
      return b.turnedUp(i) ? -1 : packMove(MOVE_CELL_TO_TABLEAU, to, from);
    default:
      return -1;
  }
};
