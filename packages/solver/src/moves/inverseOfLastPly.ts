import { MK_F2T, MK_T2F, MK_T2T, moveCount, moveFrom, moveKind, moveTo, packMove } from '../board/packedMove.js';
import { type SolverBoard } from '../board/solverBoard.js';

/**
 * The move that takes back the board's last ply exactly, as the move generator spells it, or -1 when there is
 * none: a tableau move that turned no card up (moved back, the same cards lie on the same piles), a card sent
 * up that turned none up (played back to its pile), or a card played back (sent up to its foundation again).
 * Waste, reserve, shuffle and compound moves have no such move. After it the board is exactly as before the
 * ply, so the search, which keeps every position of its current line, would only find it there again: it
 * skips the move rather than spend a position on it (`Search.enter`).
 */
export const inverseOfLastPly = (b: SolverBoard): number => {
  const i = b.ply - 1;
  if (i < 0) return -1;
  const m = b.plyMove[i]!, from = moveFrom(m), to = moveTo(m);
  switch (moveKind(m)) {
    case MK_T2T: return b.turnedUp(i) ? -1 : packMove(MK_T2T, to, from, moveCount(m));
    case MK_T2F: return b.turnedUp(i) || !b.playBack ? -1 : packMove(MK_F2T, to, from);
    case MK_F2T: return packMove(MK_T2F, to, from);
    default: return -1;
  }
};
