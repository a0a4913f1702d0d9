import type { GameState, Rules } from '@solitaire/engine';
import {
  moveCount,
  moveFrom,
  moveKind,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
} from '../board/packedMove.js';
import { SolverBoard } from '../board/solverBoard.js';
import { inverseOfLastPly } from '../moves/inverseOfLastPly.js';
import { MoveGenerator } from '../moves/moveGenerator.js';
import { BuriedCards } from '../proofs/buriedCards.js';
import { LockedPiles } from '../proofs/lockedPiles.js';
import { doubled, giveArray, takeInt32, takeUint32 } from '../tables/arrayPool.js';
import { LineSet } from '../tables/lineSet.js';
import { TranspositionTable } from '../tables/transpositionTable.js';
import { PROBE_TABLE_BYTES_PER_NODE } from '../tuning.js';
import type { Searcher, SliceEnd } from './searcher.js';

/** Deepest line a search follows; deeper lines are cut (and a cut search proves nothing lost). */
const MAX_DEPTH = 1 << 16;
/** Salts of the hash of a position searched for fills only (see `enter`): any fixed odd words. */
const EMPTIED_A = 0x5bd1e995,
  EMPTIED_B = 0x27d4eb2f;
/** Moves the move stack starts with room for, at least (it doubles as needed). */
const MIN_MOVE_STACK = 1 << 16;
/** Line depth the stacks start with room for (they double as needed). */
const INITIAL_DEPTH = 1 << 14;
/** The clock and the cancellation hooks are read once every this many steps (a power of two, minus one). */
const STOP_CHECK_MASK = 2047;

/**
 * Whether a move that empties a pile by moving it whole onto another may be held to be followed at once by a move
 * into an empty pile. Emptying a pile only makes room, and room is only used by a unit moved into it; until then
 * the whole pile could as well have stayed where it was, since every move in between touches its cards the same
 * way in either place (the cards under its new place stay covered). So any win can be reordered to empty a pile
 * right before filling it, provided a move's legality never depends on the number of empty piles or on a pile's
 * size (no capacity), empty piles may be filled, and no redeal reads the piles' layout.
 */
export const fillsNextHolds = (b: SolverBoard): boolean =>
  !b.topCardOnly &&
  b.whenEmpty !== 'never' &&
  b.rules.tableau.capacity === null &&
  !b.shuffles &&
  // An emptied pile also carries runs (and cells hold cards out of the piles): a win may use it unfilled.
  !b.carried &&
  b.cellCount === 0 &&
  // Where groups move, a group based lower in the pile it now lies on takes the moved cards along: they are not
  // treated the same in either place.
  !b.groups &&
  // Where a pile moves only whole, the moved cards can no longer leave their new pile as one unit; and a pile the
  // reserve refills is never left empty for a fill.
  !b.cardOrPile &&
  !b.refills &&
  // A whole pile moved onto another may complete a run that goes up at once, or join a longer one-suit run: moved
  // later, it would not do the same; and a row dealt reads which pile is empty.
  !b.completeRuns &&
  !b.dealsRow;

/** How a depth-first search is set up. */
export interface DepthFirstOptions {
  /** Let cards float in the hash (`SolverBoard.floating`). */
  readonly floating: boolean;
  /** Play safe foundation moves at once where the rule holds (`MoveGenerator.dominance`). */
  readonly dominance: boolean;
  /** Skip the move that takes back the last one (`inverseOfLastPly`); on unless false. */
  readonly inverses?: boolean;
  /** Follow a whole pile moved onto another with a fill at once (`fillsNextHolds`); on unless false. */
  readonly fillsNext?: boolean;
  /** Cut positions whose face-down cards can never all turn up (`LockedPiles`); on unless false. */
  readonly lockedPiles?: boolean;
  /** Cut positions where some card can never go up (`BuriedCards`); on unless false. */
  readonly buriedCards?: boolean;
  /**
   * Whether running out of positions proves the start lost: true for the main search, which drops only moves a
   * proof covers; a probe may drop others, so its running out is only `done`.
   */
  readonly provesLoss: boolean;
}

/**
 * A depth-first search over the moves of `MoveGenerator`, resumable: `run` goes on from where the last call
 * paused. Positions already searched are skipped by their 64-bit hash in a bounded table; once the table forgets
 * some, the positions of the current line are kept apart so that a line never loops. The main search keeps its
 * table for the whole solve (its running out proves a loss); probes start over with a fresh table and a shuffled
 * move order (`restart`; they only look for wins).
 */
export class DepthFirstSearch implements Searcher {
  readonly board: SolverBoard;
  readonly moves: MoveGenerator;
  private table: TranspositionTable;
  /** The moves still to try at every depth of the line, each depth's run of them in turn. */
  private moveStack: Int32Array;
  /** Depths the per-depth arrays below have room for. */
  private depthRoom = INITIAL_DEPTH;
  /** Per depth: the board's plies when the position was entered, before its safe moves. */
  private pliesAtEntry = takeInt32(this.depthRoom);
  /** Per depth: the board's plies before the move tried from there. */
  private pliesBeforeMove = takeInt32(this.depthRoom);
  /** Per depth: where its moves start in `moveStack`, the next one to try, and their end. */
  private movesFrom = takeInt32(this.depthRoom);
  private nextMove = takeInt32(this.depthRoom);
  private movesTo = takeInt32(this.depthRoom);
  /** Per depth: the position's hash lanes, as stored. */
  private lineHashA = takeUint32(this.depthRoom);
  private lineHashB = takeUint32(this.depthRoom);
  /**
   * Per depth: the move that would take back the one that led there, which only finds the line's last position (-1:
   * none).
   */
  private takeBack = takeInt32(this.depthRoom);
  private readonly inverses: boolean;
  /**
   * Whether a whole pile moved onto another must be followed at once by a unit into an empty pile (see
   * `fillsNextHolds`).
   */
  private readonly fillsNext: boolean;
  private readonly provesLoss: boolean;
  /** The proofs of loss asked at every position entered (null: off or not for these rules). */
  private readonly locks: LockedPiles | null;
  private readonly buried: BuriedCards | null;
  /** Positions on the current line, needed only once the table forgets entries (else it holds them all). */
  private line: LineSet | null = null;
  /** End of the moves in use in `moveStack`. */
  private stackTop = 0;
  /** Depth of the position being searched (-1: not started). */
  private depth = -1;
  /** Positions reached. */
  nodes = 0;
  /** Whether some line was cut at `MAX_DEPTH`. */
  private cut = false;

  constructor(rules: Rules, state: GameState, options: DepthFirstOptions, tableBytes: number) {
    this.board = new SolverBoard(rules, state, { floating: options.floating });
    this.moves = new MoveGenerator(this.board, { dominance: options.dominance });
    this.table = new TranspositionTable(tableBytes);
    this.inverses = options.inverses ?? true;
    this.fillsNext = (options.fillsNext ?? true) && fillsNextHolds(this.board);
    this.provesLoss = options.provesLoss;
    this.locks = options.lockedPiles !== false && LockedPiles.applies(this.board) ? new LockedPiles(this.board) : null;
    this.buried = options.buriedCards !== false && BuriedCards.applies(this.board) ? new BuriedCards(this.board) : null;
    this.moveStack = takeInt32(2 ** Math.ceil(Math.log2(Math.max(MIN_MOVE_STACK, this.moves.maxMoves * 4))));
  }

  /** Bytes the table holds now. */
  get bytes(): number {
    return this.table.bytes;
  }

  winningLine(): Int32Array {
    return this.board.moveAtPly.slice(0, this.board.plies);
  }

  release(): void {
    this.table.release();
    this.line?.release();
    this.line = null;
    const arrays = [
      this.moveStack,
      this.pliesAtEntry,
      this.pliesBeforeMove,
      this.movesFrom,
      this.nextMove,
      this.movesTo,
      this.lineHashA,
      this.lineHashB,
      this.takeBack,
    ];
    for (const a of arrays) giveArray(a);
    this.board.release();
  }

  /** Back to the start with an empty table sized for about `nodes` positions (probes). */
  restart(nodes: number): void {
    while (this.board.plies > 0) this.board.undo();
    this.table.clear(nodes * PROBE_TABLE_BYTES_PER_NODE);
    this.line?.release();
    this.line = null;
    this.stackTop = 0;
    this.depth = -1;
    this.cut = false;
  }

  private growDepth(): void {
    this.pliesAtEntry = doubled(this.pliesAtEntry);
    this.pliesBeforeMove = doubled(this.pliesBeforeMove);
    this.movesFrom = doubled(this.movesFrom);
    this.nextMove = doubled(this.nextMove);
    this.movesTo = doubled(this.movesTo);
    this.lineHashA = doubled(this.lineHashA);
    this.lineHashB = doubled(this.lineHashB);
    this.takeBack = doubled(this.takeBack);
    this.depthRoom *= 2;
  }

  /**
   * Whether `BuriedCards` may newly hold at depth `d`: not where the parent (which it did not cut) only put top cards
   * up since, foundations giving cards back: every fact of the parent's then holds here too.
   */
  private mayBeBuried(d: number): boolean {
    const board = this.board;
    if (d === 0 || !board.playBack) return true;
    for (let ply = this.pliesBeforeMove[d - 1]!; ply < board.plies; ply++)
      if (moveKind(board.moveAtPly[ply]!) !== MOVE_TABLEAU_TO_FOUNDATION) return true;
    return false;
  }

  /**
   * Enters the board's position at depth d: plays its safe moves, then lists its moves unless it is won or already
   * searched (then the board goes back to where it was entered). True when its moves are listed.
   */
  private enter(d: number, emptied: boolean): boolean {
    const board = this.board,
      moves = this.moves;
    this.pliesAtEntry[d] = board.plies;
    for (let m = moves.autoMove(); m >= 0; m = moves.autoMove()) board.apply(m);
    this.nodes++;
    if (board.isWon()) return false;
    // A position entered right after a pile was emptied onto another is searched for fills only: its table entry
    // must not stand for the whole position, reached another way.
    const a = emptied ? board.hashA() ^ EMPTIED_A : board.hashA(),
      b = emptied ? board.hashB() ^ EMPTIED_B : board.hashB();
    let seen = this.table.seenOrAdd(a, b);
    if (!seen && this.table.evictions > 0) {
      if (this.line === null) {
        this.line = new LineSet();
        for (let i = 0; i < d; i++) this.line.add(this.lineHashA[i]!, this.lineHashB[i]!);
      }
      seen = this.line.has(a, b);
    }
    if (seen) {
      while (board.plies > this.pliesAtEntry[d]!) board.undo();
      return false;
    }
    if (this.line !== null) this.line.add(a, b);
    this.lineHashA[d] = a;
    this.lineHashB[d] = b;
    if (this.stackTop + moves.maxMoves > this.moveStack.length) this.moveStack = doubled(this.moveStack);
    this.movesFrom[d] = this.stackTop;
    this.nextMove[d] = this.stackTop;
    // A position where a card can never turn up, move or go up as it must is lost: searched, with no move.
    if (this.locks?.provedLost() || (this.buried !== null && this.mayBeBuried(d) && this.buried.provedLost())) {
      this.movesTo[d] = this.stackTop;
      this.takeBack[d] = -1;
      return true;
    }
    this.stackTop = emptied
      ? moves.generateFills(this.moveStack, this.stackTop)
      : moves.generate(this.moveStack, this.stackTop);
    this.movesTo[d] = this.stackTop;
    // Only when the move here was one ply and no safe move followed it is the position before it the last one.
    const single =
      this.inverses &&
      d > 0 &&
      board.plies === this.pliesAtEntry[d]! &&
      board.plies === this.pliesBeforeMove[d - 1]! + 1;
    this.takeBack[d] = single ? inverseOfLastPly(board) : -1;
    return true;
  }

  /**
   * Searches until a win, `nodeLimit` nodes in all, `stopped()` (asked every `STOP_CHECK_MASK + 1` steps) or no
   * position left: `lost` where that proves a loss (`provesLoss`, no line cut), else `done`.
   */
  run(nodeLimit: number, stopped: () => boolean): SliceEnd {
    const board = this.board;
    if (this.depth < 0) {
      this.depth = 0;
      if (!this.enter(0, false) && board.isWon()) return 'won';
    }
    let steps = 0;
    while (this.depth >= 0) {
      if (this.nodes >= nodeLimit) return 'paused';
      if ((steps++ & STOP_CHECK_MASK) === 0 && stopped()) return 'stopped';
      const d = this.depth;
      if (this.nextMove[d]! < this.movesTo[d]!) {
        if (d + 1 >= MAX_DEPTH) {
          this.nextMove[d] = this.movesTo[d]!;
          this.cut = true;
          continue;
        }
        const m = this.moveStack[this.nextMove[d]!++]!;
        if (m === this.takeBack[d]) continue;
        // A move to a position already in the table is given up without being played: most known positions are
        // reached with no safe move to follow, so the hash peeked is the one stored.
        const emptied =
          this.fillsNext && moveKind(m) === MOVE_TABLEAU_TO_TABLEAU && moveCount(m) === board.pileLength[moveFrom(m)];
        if (
          board.peekHash(m) &&
          (this.table.has(board.peekedHashA, board.peekedHashB) ||
            (emptied && this.table.has(board.peekedHashA ^ EMPTIED_A, board.peekedHashB ^ EMPTIED_B)))
        ) {
          this.nodes++;
          continue;
        }
        this.pliesBeforeMove[d] = board.plies;
        board.apply(m);
        if (++this.depth === this.depthRoom) this.growDepth();
        if (!this.enter(this.depth, emptied)) {
          if (board.isWon()) return 'won';
          this.depth--;
          while (board.plies > this.pliesBeforeMove[this.depth]!) board.undo();
        }
      } else {
        if (this.line !== null) this.line.delete(this.lineHashA[d]!, this.lineHashB[d]!);
        this.stackTop = this.movesFrom[d]!;
        if (--this.depth >= 0) while (board.plies > this.pliesBeforeMove[this.depth]!) board.undo();
      }
    }
    return this.provesLoss && !this.cut ? 'lost' : 'done';
  }
}
