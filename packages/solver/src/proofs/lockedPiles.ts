import { type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';

/**
 * Where cards go up only in complete runs (Scorpion, Spider and its kin): quick proofs that some face-down card can
 * never turn up, or that some card that must move never can (`stuckCard`).
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
  /** Cards that may ever move, optimistically (see `stuckCard`). */
  private readonly mayMove: Uint8Array;
  /** The tableau places of cards not yet known to move, each with a bit saying whether that card must move. */
  private readonly pending: Int32Array;

  constructor(board: SolverBoard) {
    this.board = board;
    this.waiting = new Uint8Array(board.pileCount);
    this.mayMove = new Uint8Array(board.outOfPlay.length);
    this.pending = new Int32Array(board.outOfPlay.length);
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

  /**
   * Whether card `c`, at `depth` in pile `p`, may ever move: face up (a face-down card first needs the card on it to
   * move), onto a card it builds on that is a top now or whose card above may move (only a move uncovers a card: a
   * complete run leaving starts at a King, which may move), and, where that card lies above `c` in its pile, once a
   * card between them (or the card itself) has moved it away.
   */
  private mayMoveNow(c: number, p: number, depth: number): boolean {
    const b = this.board,
      room = b.pileRoom,
      mayMove = this.mayMove;
    // A face-down card moves only once turned up, when the card on it has moved.
    const byte = b.tableau[p * room + depth]!;
    if (isFaceDown(byte) && depth + 1 < b.pileLength[p]! && !mayMove[cardOf(b.tableau[p * room + depth + 1]!)])
      return false;
    for (let k = b.underStart[c]!; k < b.underStart[c + 1]!; k++) {
      const s = b.underList[k]!;
      if (b.onFoundation[s] || b.outOfPlay[s]) continue;
      const at = b.where[s]!;
      if (at < 0) return true;
      const q = b.pileAt[at]!,
        j = at - q * room;
      if (j < b.pileLength[q]! - 1 && !mayMove[cardOf(b.tableau[at + 1]!)]) continue;
      if (q !== p || j < depth) return true;
      for (let e = depth + 1; e <= j; e++) if (mayMove[cardOf(b.tableau[p * room + e]!)]) return true;
    }
    return false;
  }

  /**
   * Whether some card must move and never can. A card not lying face up on a card it builds on must move before its
   * run can go up, and the card under it changes only when it moves. Cards that may ever move are found as the least
   * set closed under `mayMoveNow` from those that move freely (a King, a card an empty pile takes, any card off the
   * table): the first move of any card meets that test with cards that moved before it.
   */
  private stuckCard(): boolean {
    const b = this.board,
      room = b.pileRoom,
      tableau = b.tableau,
      mayMove = this.mayMove,
      pending = this.pending;
    for (let c = 0; c < mayMove.length; c++)
      mayMove[c] = b.where[c]! < 0 || b.emptyTakes[c] || b.underStart[c] === b.underStart[c + 1] ? 1 : 0;
    // The cards still to place, from each pile's top down (a card's test reads the cards above its target, often
    // higher in their piles), and how many of them must move.
    let count = 0,
      stuck = 0;
    for (let p = 0; p < b.pileCount; p++)
      for (let i = b.pileLength[p]! - 1; i >= 0; i--) {
        const c = cardOf(tableau[p * room + i]!);
        if (mayMove[c]) continue;
        const must = this.mustMove(c, p, i) ? 1 : 0;
        pending[count++] = ((p * room + i) << 1) | must;
        stuck += must;
      }
    for (let changed = true; changed && stuck > 0;) {
      changed = false;
      let kept = 0;
      for (let k = 0; k < count; k++) {
        const entry = pending[k]!,
          at = entry >> 1,
          p = b.pileAt[at]!,
          c = cardOf(tableau[at]!);
        if (this.mayMoveNow(c, p, at - p * room)) {
          mayMove[c] = 1;
          changed = true;
          stuck -= entry & 1;
        } else pending[kept++] = entry;
      }
      count = kept;
    }
    return stuck > 0;
  }

  /** Whether card `c`, at `depth` in pile `p`, does not lie face up on a card it builds on (so it must move). */
  private mustMove(c: number, p: number, depth: number): boolean {
    const b = this.board;
    if (depth === 0) return true;
    const below = b.tableau[p * b.pileRoom + depth - 1]!;
    if (isFaceDown(below)) return true;
    return b.place[cardOf(below) * b.nCards + c] !== 1;
  }

  /** Whether the board's position is lost so (false means only "not proved"). */
  provedLost(): boolean {
    const b = this.board;
    if (!b.completeRuns || b.cellCount > 0 || b.shuffleToCome) return false;
    return this.faceDownLocked() || this.stuckCard();
  }

  /** Whether some face-down card is never reached from the top of its pile down (the class comment's test). */
  private faceDownLocked(): boolean {
    const b = this.board;
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
