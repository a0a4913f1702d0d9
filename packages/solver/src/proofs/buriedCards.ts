import { type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';
import { cardListsOf } from './deadEnds.js';

/**
 * Where every card is on the table and goes up alone (Yukon, Russian Solitaire): a quick proof that some card can
 * never go up.
 *
 * A card goes up from a pile's top, after a card its foundation takes it on; it becomes a top only once the card lying
 * on it now has left it, by moving or going up itself (a card under it moving carries both). A card moves face up (a
 * face-down one turns up once uncovered so) onto a card it is built on that is a pile's top then, in another pile (a
 * card above it in its own pile must first be carried off by a card between them that moves), or into an empty pile
 * that takes it. Each event needs only events before it, so the least sets of cards closed under these conditions
 * hold every card a real line moves and every card it puts up; a card left out of the second never goes up.
 */
export class BuriedCards {
  /**
   * Whether the proof is asked on this board: cards go up alone to foundations, every card lies on the table (no
   * stock, waste, reserve or cells, no redeal that shuffles), and any face-up card moves with the cards on it (where
   * only top cards move, the fans and Baker's Dozen, it decided no more of deals 1-1000 and cost twice the time).
   */
  static applies(board: SolverBoard): boolean {
    return (
      board.groups &&
      !board.completeRuns &&
      board.foundationCount > 0 &&
      board.cellCount === 0 &&
      board.talonLength === 0 &&
      board.reserveLength === 0 &&
      !board.refills &&
      !board.shuffles
    );
  }

  private readonly board: SolverBoard;
  /** Cards that may ever go up, and that may ever move, optimistically. */
  private readonly mayGoUp: Uint8Array;
  private readonly mayMove: Uint8Array;
  /** The foundation tops that take each card: `below[belowStart[c] .. belowStart[c + 1]]` (`cardListsOf`). */
  private readonly belowStart: Int32Array;
  private readonly below: Uint16Array;

  constructor(board: SolverBoard) {
    this.board = board;
    this.mayGoUp = new Uint8Array(board.nCards);
    this.mayMove = new Uint8Array(board.nCards);
    const lists = cardListsOf(board);
    this.belowStart = lists.belowStart;
    this.below = lists.below;
  }

  /** Whether the card at `depth` in pile `p` becomes a top: it is one, or the card on it may move or go up. */
  private uncovered(p: number, depth: number): boolean {
    const b = this.board;
    if (depth === b.pileLength[p]! - 1) return true;
    const on = cardOf(b.tableau[p * b.pileRoom + depth + 1]!);
    return this.mayMove[on] === 1 || this.mayGoUp[on] === 1;
  }

  /** Whether card `c`, at `depth` in pile `p`, may go up: uncovered, once a card its foundation takes it on is up. */
  private mayGoUpNow(c: number, p: number, depth: number): boolean {
    if (!this.uncovered(p, depth)) return false;
    if (this.board.accept[c]) return true;
    for (let k = this.belowStart[c]!; k < this.belowStart[c + 1]!; k++) if (this.mayGoUp[this.below[k]!]) return true;
    return false;
  }

  /**
   * Whether card `c`, at `depth` in pile `p`, may move: face up, onto a card that may be a top elsewhere then. The
   * target's test is `LockedPiles.mayMoveNow`'s, kept apart on purpose: one function shared by both cost Yukon's search
   * 5% (deals 1-300 at 100,000 positions, one core: 6.6 -> 6.95 s, the same positions).
   */
  private mayMoveNow(c: number, p: number, depth: number): boolean {
    const b = this.board,
      room = b.pileRoom;
    if (isFaceDown(b.tableau[p * room + depth]!) && !this.uncovered(p, depth)) return false;
    if (b.emptyTakes[c]) return true;
    for (let k = b.underStart[c]!; k < b.underStart[c + 1]!; k++) {
      const s = b.underList[k]!;
      // A card up now may come back where foundations give cards back.
      if (b.onFoundation[s]) {
        if (b.playBack) return true;
        continue;
      }
      const at = b.where[s]!;
      if (at < 0) continue;
      const q = b.pileAt[at]!,
        j = at - q * room;
      if (!this.uncovered(q, j)) continue;
      if (q !== p || j < depth) return true;
      for (let e = depth + 1; e <= j; e++) if (this.mayMove[cardOf(b.tableau[p * room + e]!)]) return true;
    }
    return false;
  }

  /** Whether some card on the table can never go up, so the position is lost (false means only "not proved"). */
  provedLost(): boolean {
    const b = this.board,
      room = b.pileRoom,
      tableau = b.tableau,
      mayMove = this.mayMove,
      mayGoUp = this.mayGoUp;
    mayGoUp.set(b.onFoundation);
    mayMove.fill(0);
    let left = 0;
    for (let p = 0; p < b.pileCount; p++) left += b.pileLength[p]!;
    for (let changed = true; changed && left > 0;) {
      changed = false;
      // From each pile's top down: a card's tests read the cards above it.
      for (let p = 0; p < b.pileCount; p++)
        for (let i = b.pileLength[p]! - 1; i >= 0; i--) {
          const c = cardOf(tableau[p * room + i]!);
          if (!mayMove[c] && this.mayMoveNow(c, p, i)) {
            mayMove[c] = 1;
            changed = true;
          }
          if (!mayGoUp[c] && this.mayGoUpNow(c, p, i)) {
            mayGoUp[c] = 1;
            left--;
            changed = true;
          }
        }
    }
    return left > 0;
  }
}
