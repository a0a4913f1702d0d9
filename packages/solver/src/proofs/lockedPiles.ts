import { type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';

/**
 * Where cards go up only in complete runs (Scorpion, Spider and its kin): a quick proof that some pile's face-down
 * cards can never turn up.
 *
 * In a pile with face-down cards, the lowest face-up card lies on a face-down one, which cannot move. So the card
 * leaves only by moving itself (the cards on it go along), or in a complete run that lies on it down to the base
 * rank. Leave out the cards that can head a run (nothing takes them) and those an empty pile takes. The rest must
 * move onto a card they are built on, which must then be a pile's top: one face down in such a pile turns up only
 * after that pile's lowest face-up card has moved. Optimistically, a pile's lowest face-up card can move once some
 * card it is built on lies face up, in the talon or the reserve, or face down in a pile that can move its own;
 * piles whose card cannot (the greatest set closed so) keep their face-down cards for good, and the position is
 * lost, as every card must go up in a complete run, face up.
 */
export class LockedPiles {
  private readonly board: SolverBoard;
  /** Each pile's lowest face-up card where it lies on a face-down one and must move onto a card, else -1. */
  private readonly lowest: Int16Array;
  private readonly locked: Uint8Array;

  constructor(board: SolverBoard) {
    this.board = board;
    this.lowest = new Int16Array(board.pileCount);
    this.locked = new Uint8Array(board.pileCount);
  }

  /** Whether the board's position is lost so (false means only "not proved"). */
  provedLost(): boolean {
    const b = this.board;
    if (!b.completeRuns || b.cellCount > 0 || b.shuffleToCome) return false;
    const room = b.pileRoom,
      tableau = b.tableau,
      lowest = this.lowest,
      locked = this.locked;
    let candidates = 0;
    for (let p = 0; p < b.pileCount; p++) {
      lowest[p] = -1;
      locked[p] = 0;
      const len = b.pileLength[p]!,
        base = p * room;
      if (len === 0 || !isFaceDown(tableau[base]!)) continue;
      let i = 1;
      while (i < len && isFaceDown(tableau[base + i]!)) i++;
      if (i === len) continue;
      const c = cardOf(tableau[base + i]!);
      if (b.emptyTakes[c] || b.underStart[c] === b.underStart[c + 1]) continue;
      lowest[p] = c;
      locked[p] = 1;
      candidates++;
    }
    for (let changed = candidates > 0; changed;) {
      changed = false;
      for (let p = 0; p < b.pileCount; p++) {
        if (!locked[p]) continue;
        const c = lowest[p]!;
        for (let k = b.underStart[c]!; k < b.underStart[c + 1]!; k++) {
          const q = b.underList[k]!;
          if (b.onFoundation[q] || b.outOfPlay[q]) continue;
          const at = b.where[q]!;
          if (at < 0 || !isFaceDown(tableau[at]!) || !locked[b.pileAt[at]!]) {
            locked[p] = 0;
            candidates--;
            changed = true;
            break;
          }
        }
      }
    }
    return candidates > 0;
  }
}
