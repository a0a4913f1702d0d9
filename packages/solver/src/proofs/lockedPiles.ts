import { type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';

/**
 * Where cards go up only in complete runs (Scorpion, Spider and its kin): a quick proof that some face-down card can
 * never turn up.
 *
 * A face-down card turns up once every card above it has left its pile. The pile's lowest face-up card lies on a
 * face-down one, which cannot move: it leaves only by moving itself (the cards on it go along), or in a complete run
 * that lies on it down to the base rank; so does each face-down card above the one waited for, once turned up. A
 * card that can head a run (nothing takes it) or that an empty pile takes may leave so; any other must move onto a
 * card it is built on, which must be a pile's top then: a card face up now, in the talon or the reserve, or a
 * face-down card turned up before. Optimistically, a pile's face-down cards turn up from the top down, each once the
 * card above it can leave by a card counted so; what this never reaches (the least set closed so) stays face down for
 * good, and the position is lost, as every card must go up in a complete run, face up.
 */
export class LockedPiles {
  /**
   * Whether the proof can ever hold on this board: only complete runs go up, and some card is not taken into an empty
   * pile (where every card is, as in Spider, each can always leave).
   */
  static applies(board: SolverBoard): boolean {
    return board.completeRuns && board.emptyTakes.some((takes) => takes === 0);
  }

  private readonly board: SolverBoard;
  /** Each pile's face-down cards (from the bottom) not yet reached. */
  private readonly waiting: Uint8Array;

  constructor(board: SolverBoard) {
    this.board = board;
    this.waiting = new Uint8Array(board.pileCount);
  }

  /** Whether card `c`, lying on face-down cards, can leave by moving onto a card that can be a top, or as above. */
  private canLeave(c: number): boolean {
    const b = this.board;
    if (b.emptyTakes[c] || b.underStart[c] === b.underStart[c + 1]) return true;
    for (let k = b.underStart[c]!; k < b.underStart[c + 1]!; k++) {
      const q = b.underList[k]!;
      if (b.onFoundation[q] || b.outOfPlay[q]) continue;
      const at = b.where[q]!;
      if (at < 0 || !isFaceDown(b.tableau[at]!)) return true;
      const p = b.pileAt[at]!;
      if (at - p * b.pileRoom >= this.waiting[p]!) return true;
    }
    return false;
  }

  /** Whether the board's position is lost so (false means only "not proved"). */
  provedLost(): boolean {
    const b = this.board;
    if (!b.completeRuns || b.cellCount > 0 || b.shuffleToCome) return false;
    const room = b.pileRoom,
      tableau = b.tableau,
      waiting = this.waiting;
    let left = 0;
    for (let p = 0; p < b.pileCount; p++) {
      const len = b.pileLength[p]!,
        base = p * room;
      let k = 0;
      while (k < len && isFaceDown(tableau[base + k]!)) k++;
      // A pile of face-down cards alone is not met in play (its top turns up): left out.
      waiting[p] = k < len ? k : 0;
      left += waiting[p]!;
    }
    for (let changed = left > 0; changed;) {
      changed = false;
      for (let p = 0; p < b.pileCount; p++)
        while (waiting[p]! > 0 && this.canLeave(cardOf(tableau[p * room + waiting[p]!]!))) {
          waiting[p]!--;
          left--;
          changed = true;
        }
    }
    return left > 0;
  }
}
