import type { GameState, Rules } from '@solitaire/engine';
import { SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';
import { doubled, giveArray, takeInt32 } from '../tables/arrayPool.js';
import { inverseOfLastPly } from '../moves/inverseOfLastPly.js';
import { MoveGenerator } from '../moves/moveGenerator.js';
import { TranspositionTable } from '../tables/transpositionTable.js';
import {
  BEAM_TABLE_BYTES_PER_WIDTH,
  BEAM_WEIGHTS,
  type BeamWeights,
  COPY_BUDGET,
  FIRST_BEAM_WIDTH,
  MAX_BEAM_DEPTH,
  MAX_BEAM_WIDTH,
  ONE_DECK_BEAM_WEIGHTS,
  PER_BLOCK,
  PER_CARD_ON_WANTED,
  PER_CARD_UP,
  PER_ROOM,
  PLAIN_STALL,
  SMALL_SPACE_DROPPED,
  SPREAD_STALL,
} from '../tuning.js';
import type { Searcher, SliceEnd } from './searcher.js';

/** More than the children of any layer: a child's rank key is its score times this, plus its place in the layer. */
const RANK_SPAN = 2 ** 24;

/**
 * Marks in `kept` (1) which of a layer's `count` children a beam by stock keeps (`BeamWeights.byStock`): of each count
 * of cards left in the stock (`stock`, at most `perStock.length - 1`), its best by `score`, up to an equal share of
 * the `width`; then the best of the others, up to the width. Ties go to the first found, as in a plain beam. A row
 * dealt lays a card on every pile, most of them breaks, so a line that deals early scores below one that waits and
 * falls out within the first layers; many wins deal early. Ranked within its count, a line is held against the lines
 * that dealt as it did. `keys` (at least `count` long) and `perStock` are scratch space.
 */
export const keepByStock = (
  score: Int32Array,
  stock: Int32Array,
  count: number,
  width: number,
  kept: Uint8Array,
  keys: Float64Array,
  perStock: Int32Array,
): void => {
  // Each key is the score, then the order found (first found first), in one number: one numeric sort ranks them.
  const ranked = keys.subarray(0, count);
  for (let i = 0; i < count; i++) ranked[i] = score[i]! * RANK_SPAN + (RANK_SPAN - 1 - i);
  ranked.sort();
  const child = (key: number) => RANK_SPAN - 1 - (key - Math.floor(key / RANK_SPAN) * RANK_SPAN);
  perStock.fill(0);
  let counts = 0;
  for (let i = 0; i < count; i++) if (perStock[stock[i]!]!++ === 0) counts++;
  const share = Math.floor(width / counts);
  perStock.fill(0);
  kept.fill(0, 0, count);
  let n = 0;
  for (let k = count - 1; k >= 0 && n < width; k--) {
    const i = child(ranked[k]!);
    if (perStock[stock[i]!]! >= share) continue;
    perStock[stock[i]!]!++;
    kept[i] = 1;
    n++;
  }
  for (let k = count - 1; k >= 0 && n < width; k--) {
    const i = child(ranked[k]!);
    if (kept[i] === 1) continue;
    kept[i] = 1;
    n++;
  }
};

/** Slots of the piles' score cache, less one (a power of two less one). */
const SHARE_CACHE_MASK = (1 << 14) - 1;

/** How a beam is set up; every field is optional. */
export interface BeamOptions {
  /** Width of the first beam (default `FIRST_BEAM_WIDTH`). */
  readonly firstWidth?: number;
  /** Points for each move a position offers (`freeMoves`); 0 (the default) leaves moves out of the score. */
  readonly perFreeMove?: number;
  /**
   * Keep each parent's best child before any parent's second (`select`); off by default. A layer kept by score
   * alone is often the children of a few parents, lines a move or two apart; one child a parent keeps as many
   * lines apart as the width allows.
   */
  readonly spread?: boolean;
  /** Beams take turns, each width plain then spread (`spread` is then ignored); off by default. */
  readonly alternate?: boolean;
  /**
   * Let a spread beam restore its positions from copies up to `COPY_BUDGET` (default true); false always walks, so the
   * tests can compare both.
   */
  readonly copies?: boolean;
}

/**
 * A beam search that looks for wins: layer by layer from the start, it expands every position of a layer,
 * drops those seen before and keeps the `width` best of their children by a score read from the rules (cards
 * on the foundations, self-blocks, room, wanted cards buried). Where a depth-first search spends its positions
 * deep in one corner of a wide space, a beam walks many lines side by side, each as greedy as the score, and wins
 * some deals that no depth-first search wins in any time. Resumable: `run` goes on from where the last call
 * paused; when a beam dies out, the next, twice as wide, starts over. A beam that dies out having dropped nothing
 * was a breadth-first search of every position it could reach, which proves a loss where its moves are a proof's.
 */
export class BeamSearch implements Searcher {
  readonly board: SolverBoard;
  readonly moves: MoveGenerator;
  private readonly table: TranspositionTable;
  private readonly tableBytes: number;
  private width: number;
  private readonly firstWidth: number;
  /** How many times the widths went up to the widest; from the second time on, ties are broken at random. */
  private round = 0;
  // The nodes of the current beam that some line of its last layer passes through (see `compact`): each one's
  // parent (-1: the start), the move that led to it, the board's ply there.
  private parent = takeInt32(1 << 12);
  private move = takeInt32(1 << 12);
  private plyAt = takeInt32(1 << 12);
  private count = 0;
  // The layer being expanded is nodes [layerStart, layerEnd); `next` is the next to expand; the node the board
  // stands on is `at`.
  private layerStart = 0;
  private layerEnd = 0;
  private next = 0;
  private at = 0;
  private atDepth = 0;
  private depth = 0;
  // Children found in this layer, in the order found: parent, move, score, cards left in the stock.
  private cParent = takeInt32(1 << 12);
  private cMove = takeInt32(1 << 12);
  private cScore = takeInt32(1 << 12);
  private cStock = takeInt32(1 << 12);
  private cCount = 0;
  private readonly buf: Int32Array;
  // The moves of the node being expanded, buf[kNext, kEnd): a slice may end between two of its children.
  private kNext = 0;
  private kEnd = 0;
  /** The move among them that takes back the one that led to the node (`inverseOfLastPly`), or -1. */
  private takeBack = -1;
  private readonly path = takeInt32(MAX_BEAM_DEPTH + 1);
  /** The new numbers of the nodes `compact` keeps (-1: forgotten). */
  private renumber = takeInt32(1 << 12);
  private sortBuf = takeInt32(1 << 12);
  private readonly blocks: Uint8Array;
  /**
   * Children the current beam has dropped for want of width (none: so far a breadth-first search), and its first
   * position's number in `nodes`.
   */
  private droppedCount = 0;
  private beamStart = 0;
  /** The move generator's `splitsLeftOut` when the current beam began. */
  private splitsAtStart = 0;
  /**
   * Whether some beam dropped fewer than `SMALL_SPACE_DROPPED` of the positions it reached: it went nearly everywhere,
   * so the space is small and one exhaustive search would settle it (`solve` then gives the main search more).
   */
  smallSpace = false;
  /** Whether a beam went everywhere (see `run`): nothing is left to search. */
  private done = false;
  /**
   * Whether a beam that went everywhere proves the start lost: its moves must be those of a proof (no `noSideways`, no
   * safe rule before a shuffle, and no split left out by `noSplits` since it began: see `splitsAtStart`).
   */
  private readonly provesLoss: boolean;
  /** Positions reached. */
  nodes = 0;
  /** Piles' shares of the score by their keys (`pileScore`), and the current weighting's part of those keys. */
  private readonly shareKeyA = new Int32Array(SHARE_CACHE_MASK + 1);
  private readonly shareKeyB = new Int32Array(SHARE_CACHE_MASK + 1);
  private readonly shareValue = new Float64Array(SHARE_CACHE_MASK + 1);
  private weightSalt = 0;
  /** Points for each move a position offers (`freeMoves`); 0 leaves moves out of the score. */
  private readonly mobility: number;
  /** Whether a layer keeps each parent's best child first (`BeamOptions.spread`; by turns where `alternate`). */
  private spread: boolean;
  /** Whether beams take turns, plain then spread (`BeamOptions.alternate`), and how many have begun. */
  private readonly alternate: boolean;
  private begun = 0;
  /** Beams of each width: one per kind (two where plain and spread take turns), times one per weighting. */
  private readonly kinds: number;
  private readonly turns: number;
  /** The weightings the beams of each width take turns with (`BEAM_WEIGHTS`), and the current beam's. */
  private readonly weightings: readonly BeamWeights[];
  private weights: BeamWeights;
  /** Most cards on the foundations in any position of the current beam, and the layer that first had them. */
  private bestUp = 0;
  private bestUpAt = 0;
  /** The best score of any child of the current beam, and the layer that first had it. */
  private bestScore = -Infinity;
  private bestScoreAt = 0;
  /** For `select`, per child of the layer: 1 if it is its parent's best (or, by stock, kept). */
  private best = new Uint8Array(1 << 12);
  /** Whether the current beam keeps each stock count's share of a layer (`BeamWeights.byStock`, rows dealt). */
  private byStock = false;
  /** For `keepByStock`: the children's keys in rank order, and the children kept so far of each stock count. */
  private rankKeys = new Float64Array(1 << 12);
  private readonly perStock: Int32Array;
  /** Whether the current beam restores each position from a copy (`COPY_BUDGET`) rather than walking to it. */
  private restoring = false;
  /** Whether spread beams may restore (`BeamOptions.copies`). */
  private readonly copiesAllowed: boolean;
  /** Copies of the current layer's positions, by place in the layer, and of the next one's (see `keepCopies`). */
  private copies: Uint8Array[] = [];
  private nextCopies: Uint8Array[] = [];
  /** For each copy, the move that takes back its last ply (`takeBack`), which a copy cannot tell. */
  private copyTakeBacks = new Int32Array(0);
  private nextTakeBacks = new Int32Array(0);
  /** The two buffers of `COPY_BUDGET` bytes that `copies` and `nextCopies` are cut from, once a beam restores. */
  private copyArrays: [Int32Array, Int32Array] | undefined;

  constructor(rules: Rules, state: GameState, tableBytes: number, options: BeamOptions = {}) {
    const firstWidth = options.firstWidth ?? FIRST_BEAM_WIDTH;
    this.width = firstWidth;
    this.mobility = options.perFreeMove ?? 0;
    this.spread = options.spread ?? false;
    this.alternate = options.alternate ?? false;
    this.copiesAllowed = options.copies ?? true;
    this.firstWidth = firstWidth;
    this.board = new SolverBoard(rules, state);
    this.kinds = this.alternate ? 2 : 1;
    const b = this.board;
    // Where rows are dealt, each width's beams take turns with several weightings: the score's balance decides which
    // wins a beam finds, and no one balance finds them all. Two more with one deck: with two (Spider), the extra
    // beams of every width cost more than they won.
    this.weightings = !b.dealsRow
      ? BEAM_WEIGHTS.slice(0, 1)
      : rules.decks === 1 && (b.groups || b.completeRuns)
        ? [...BEAM_WEIGHTS, ...ONE_DECK_BEAM_WEIGHTS]
        : BEAM_WEIGHTS;
    this.weights = this.weightings[0]!;
    this.turns = this.kinds * this.weightings.length;
    this.moves = new MoveGenerator(this.board);
    this.moves.ordered = false;
    // Safe cards go up even before a shuffle, which finds most wins sooner (a beam there proves no loss).
    this.moves.safeAcrossShuffles = true;
    // Nor need it take a group off a card it builds on (see `noSideways`).
    this.moves.noSideways = this.board.groups;
    // Where runs hold by suit and builds need none (the Spider family), part of a run laid on a card of another suit
    // breaks the run for a turn over or a card moved at best: a beam lays it only where it links on, or in an empty
    // pile (see `MoveGenerator.noSplits`).
    this.moves.noSplits = this.board.completeRuns && !this.board.groups;
    this.provesLoss = !this.moves.noSideways && !this.board.shuffles;
    this.tableBytes = tableBytes;
    this.table = new TranspositionTable(tableBytes);
    this.buf = takeInt32(Math.max(1 << 12, this.moves.maxMoves));
    this.blocks = this.moves.precedes;
    this.perStock = new Int32Array(this.board.nCards + 1);
    this.begin();
  }

  /** Width of the current beam. */
  get beamWidth(): number {
    return this.width;
  }

  /** Layer the current beam has reached (its depth). */
  get layer(): number {
    return this.depth;
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
    const arrays = [
      this.parent,
      this.move,
      this.plyAt,
      this.cParent,
      this.cMove,
      this.cScore,
      this.cStock,
      this.buf,
      this.path,
      this.renumber,
      this.sortBuf,
    ];
    for (const a of arrays) giveArray(a);
    for (const a of this.copyArrays ?? []) giveArray(a);
    this.board.release();
  }

  /** Starts a beam of the current width from the start position. */
  private begin(): void {
    this.droppedCount = 0;
    this.beamStart = this.nodes;
    this.splitsAtStart = this.moves.splitsLeftOut;
    this.board.rewind();
    if (this.alternate) this.spread = this.begun % 2 === 1;
    const weighting = Math.floor(this.begun / this.kinds) % this.weightings.length;
    this.weights = this.weightings[weighting]!;
    // Spread beams keep lines apart already, by parent.
    this.byStock = this.board.dealsRow && this.weights.byStock && !this.spread;
    this.weightSalt = Math.imul(weighting + 1, 0x9e3779b1);
    this.begun++;
    const size = this.board.copyBytes;
    this.restoring = this.spread && this.copiesAllowed && this.width * size <= COPY_BUDGET;
    if (this.restoring) {
      // One buffer per layer, cut into a slot per position once.
      if (this.copies.length < this.width) {
        // The two buffers come from the spare arrays and go back there, so that a run of solves leaves no garbage.
        this.copyArrays ??= [takeInt32(COPY_BUDGET / 4), takeInt32(COPY_BUDGET / 4)];
        const slots = (buf: ArrayBufferLike) =>
          Array.from({ length: this.width }, (_, i) => new Uint8Array(buf, i * size, size));
        this.copies = slots(this.copyArrays[0].buffer);
        this.nextCopies = slots(this.copyArrays[1].buffer);
        this.copyTakeBacks = new Int32Array(this.width);
        this.nextTakeBacks = new Int32Array(this.width);
      }
      this.copyTakeBacks[0] = -1;
      this.board.saveTo(this.copies[0]!);
    }
    // A beam sees about a thousand positions per unit of width: a narrow one needs, and clears, a small table.
    this.table.clear(Math.min(this.tableBytes, this.width * BEAM_TABLE_BYTES_PER_WIDTH));
    this.table.seenOrAdd(this.board.hashA(), this.board.hashB());
    this.count = 0;
    this.push(-1, -1, 0);
    this.layerStart = 0;
    this.layerEnd = 1;
    this.next = 0;
    this.at = 0;
    this.atDepth = 0;
    this.depth = 0;
    this.cCount = 0;
    this.bestUp = this.board.cardsOnFoundations;
    this.bestUpAt = 0;
    this.bestScore = -Infinity;
    this.bestScoreAt = 0;
    this.kNext = 0;
    this.kEnd = 0;
  }

  private push(parent: number, move: number, ply: number): void {
    if (this.count === this.parent.length) {
      this.parent = doubled(this.parent);
      this.move = doubled(this.move);
      this.plyAt = doubled(this.plyAt);
    }
    this.parent[this.count] = parent;
    this.move[this.count] = move;
    this.plyAt[this.count] = ply;
    this.count++;
  }

  /** Puts the board on node x of the layer being expanded: from its copy, or by walking (`goTo`). */
  private stand(x: number): void {
    if (!this.restoring) {
      this.goTo(x);
      return;
    }
    this.board.restoreFrom(this.copies[x - this.layerStart]!);
    this.at = x;
  }

  /**
   * Copies the positions of the layer `select` just made into `nextCopies`, the last layer (from node `from` on)
   * being in `copies`: each parent restored once, each child played on it and copied.
   */
  private keepCopies(from: number): void {
    const board = this.board;
    let restored = -1;
    for (let x = this.layerStart, j = 0; x < this.layerEnd; x++, j++) {
      const p = this.parent[x]!;
      if (p !== restored) {
        board.restoreFrom(this.copies[p - from]!);
        restored = p;
      }
      this.play(this.move[x]!);
      board.saveTo(this.nextCopies[j]!);
      this.nextTakeBacks[j] = inverseOfLastPly(board);
      while (board.plies > 0) board.undo();
    }
    [this.copies, this.nextCopies] = [this.nextCopies, this.copies];
    [this.copyTakeBacks, this.nextTakeBacks] = [this.nextTakeBacks, this.copyTakeBacks];
  }

  /** Puts the board's line, from the start, on node x and then move m (a win found while restoring). */
  private lineTo(x: number, m: number): void {
    let n = 0;
    for (let y = x; this.parent[y]! >= 0; y = this.parent[y]!) this.path[n++] = y;
    this.board.rewind();
    for (let i = n - 1; i >= 0; i--) this.play(this.move[this.path[i]!]!);
    this.play(m);
  }

  /** Puts the board on node x: back up to where its line and the current one part, then down x's line. */
  private goTo(x: number): void {
    const board = this.board,
      parent = this.parent;
    const ad = this.atDepth;
    let a = this.at,
      y = x,
      yd = this.depth,
      n = 0;
    while (yd > ad) {
      this.path[n++] = y;
      y = parent[y]!;
      yd--;
    }
    // Nodes of a layer come in the order their lines were found, so consecutive ones part late.
    while (a !== y) {
      a = parent[a]!;
      this.path[n++] = y;
      y = parent[y]!;
    }
    const ply = this.plyAt[y]!;
    while (board.plies > ply) board.undo();
    for (let i = n - 1; i >= 0; i--) {
      const z = this.path[i]!;
      this.play(this.move[z]!);
      this.plyAt[z] = board.plies;
    }
    this.at = x;
    this.atDepth = this.depth;
  }

  /** Plays a move and the foundation moves that follow it without a choice. */
  private play(m: number): void {
    const board = this.board,
      moves = this.moves;
    board.apply(m);
    for (let a = moves.autoMove(); a >= 0; a = moves.autoMove()) board.apply(a);
  }

  /**
   * The position's score: cards up, and for each pile its share (`pileScore`, mostly read off the piles' cache: a
   * child differs from its parent in the piles its move touched), less the stock's share and plus the moves it offers
   * where they count.
   */
  private score(): number {
    const b = this.board;
    let s = b.cardsOnFoundations * PER_CARD_UP;
    for (let p = 0; p < b.pileCount; p++) s += this.pileScore(p);
    // A row dealt lays a card on each pile, most of them breaks: counted in part before they are dealt, a row scores
    // about what it costs, and whether a beam deals it or waits turns on the weight (hence several, by turns).
    if (b.dealsRow) s -= this.weights.inStock * b.talonLength;
    if (this.mobility > 0) s += this.mobility * this.freeMoves();
    return s;
  }

  /**
   * Pile `p`'s share of the score (`computePileScore`), kept by the pile's key, the foundations' and the weighting's:
   * most piles of a position are alike in the positions around it, and a pile's share reads nothing else.
   */
  private pileScore(p: number): number {
    const b = this.board;
    const salt = (b.foundationKey ^ this.weightSalt) | 0;
    const ka = (b.pileKeyA(p) ^ salt) | 0,
      kb = b.pileKeyB(p);
    const i = (ka ^ (kb >>> 16)) & SHARE_CACHE_MASK;
    if (this.shareKeyA[i] === ka && this.shareKeyB[i] === kb) return this.shareValue[i]!;
    const s = this.computePileScore(p);
    this.shareKeyA[i] = ka;
    this.shareKeyB[i] = kb;
    this.shareValue[i] = s;
    return s;
  }

  /** Pile `p`'s share of the score: room left, cards on a wanted card, face-down cards, breaks and blocks. */
  private computePileScore(p: number): number {
    const b = this.board,
      n = b.nCards,
      tableau = b.tableau,
      blocks = this.blocks,
      wanted = b.wanted,
      len = b.pileLength[p]!,
      base = p * b.pileRoom;
    if (len === 0) return 0;
    let s = b.rules.tableau.capacity !== null ? PER_ROOM * (b.capacity - len) : 0;
    for (let i = 0; i < len; i++) {
      const x = cardOf(tableau[base + i]!);
      if (wanted[x]! > 0) s -= PER_CARD_ON_WANTED * (len - 1 - i);
      if (b.groups || b.completeRuns) {
        const under = i > 0 ? tableau[base + i - 1]! : -1;
        if (isFaceDown(tableau[base + i]!)) s -= this.weights.faceDown;
        else if (under >= 0 && !isFaceDown(under) && b.link[under * n + x] === 0) s -= this.weights.breaks;
      }
      if (blocks.length === 0) continue;
      for (let j = i + 1; j < len; j++) if (blocks[x * n + cardOf(tableau[base + j]!)] === 1) s -= PER_BLOCK;
    }
    return s;
  }

  /**
   * Moves the rules allow in the board's position, cards played back aside: every top card once for a foundation
   * that takes it and once for each pile that takes it (empty piles counted once, being interchangeable). Counted
   * from the rules, not from the move generator, which leaves out moves it proves useless (a lone card moved out
   * of a pile that is never refilled) but which still tell how free the position is.
   */
  freeMoves(): number {
    const b = this.board,
      piles = b.pileCount,
      room = b.pileRoom;
    let n = 0;
    for (let p = 0; p < piles; p++) {
      const len = b.pileLength[p]!;
      if (len === 0) continue;
      const top = b.tableau[p * room + len - 1]!;
      if (isFaceDown(top)) continue;
      const c = cardOf(top);
      if (b.wanted[c]! > 0) n++;
      let emptySeen = false;
      for (let q = 0; q < piles; q++) {
        if (q === p) continue;
        if (b.pileLength[q] === 0) {
          if (emptySeen) continue;
          emptySeen = true;
        }
        if (b.canLand(q, c, 1)) n++;
      }
    }
    return n;
  }

  /** Searches until a win (the board then holds its line), `nodeLimit` nodes in all (exactly), or `stopped()`. */
  run(nodeLimit: number, stopped: () => boolean): SliceEnd {
    const board = this.board,
      moves = this.moves;
    if (this.done) return 'done';
    let steps = 0;
    for (;;) {
      if (this.kNext < this.kEnd) {
        // The board stands on the node being expanded (`at`): its children, one position each.
        const x = this.at,
          ply = board.plies;
        while (this.kNext < this.kEnd) {
          if (this.nodes >= nodeLimit) return 'paused';
          const m = this.buf[this.kNext++]!;
          if (m === this.takeBack) continue;
          this.nodes++;
          this.play(m);
          if (board.isWon()) {
            if (this.restoring) this.lineTo(x, m);
            return 'won';
          }
          if (!this.table.seenOrAdd(board.hashA(), board.hashB()))
            this.child(x, m, this.score() + this.tieBreak(board.hashA()));
          while (board.plies > ply) board.undo();
        }
        continue;
      }
      if (this.next === this.layerEnd) {
        this.select();
        // A beam that has dropped nothing is a breadth-first search: it goes on however long it finds no card. One
        // that has gives way to a wider one once it stops getting anywhere: a spread beam when no card has gone up
        // for a while (walking between its lines costs their depth), a plain one when its best score has not risen
        // (narrow plain beams can wander among new positions of no better score for thousands of layers).
        const stalled =
          this.droppedCount > 0 &&
          (this.spread ? this.depth - this.bestUpAt > SPREAD_STALL : this.depth - this.bestScoreAt > PLAIN_STALL);
        if (this.layerEnd === this.layerStart || this.depth >= MAX_BEAM_DEPTH || stalled) {
          // A beam that never had to drop a child went everywhere within its depth: a wider one would go the same way.
          if (this.droppedCount === 0) {
            this.done = true;
            // Dying out with nothing dropped, it expanded every position it reached: a breadth-first search that
            // ran out (not one cut at its depth).
            return this.provesLoss &&
              this.layerEnd === this.layerStart &&
              this.moves.splitsLeftOut === this.splitsAtStart
              ? 'lost'
              : 'done';
          }
          if (this.droppedCount < SMALL_SPACE_DROPPED * (this.nodes - this.beamStart)) this.smallSpace = true;
          // Taking turns (plain then spread, or one weighting then the next), the next has the same width.
          if (this.begun % this.turns === 0) {
            this.width *= 2;
            if (this.width > MAX_BEAM_WIDTH) {
              this.width = this.firstWidth;
              this.round++;
            }
          }
          this.begin();
        }
        continue;
      }
      if (this.nodes >= nodeLimit) return 'paused';
      if ((steps++ & 255) === 0 && stopped()) return 'stopped';
      this.stand(this.next++);
      this.kNext = 0;
      this.kEnd = moves.generate(this.buf, 0);
      // The move that takes back the node's last ply leads back to its parent (its safe moves then come again), which
      // the table holds: a position spent on nothing. A copy keeps no plies: its own was noted when it was made.
      this.takeBack = this.restoring ? this.copyTakeBacks[this.next - 1 - this.layerStart]! : inverseOfLastPly(board);
    }
  }

  /** 0 in the first round; then a few points drawn from the position's hash and the round, which reorder ties. */
  private tieBreak(hash: number): number {
    return this.round === 0 ? 0 : Math.imul(hash ^ this.round, 0x9e3779b1) >>> 28;
  }

  private child(parent: number, m: number, score: number): void {
    if (this.board.cardsOnFoundations > this.bestUp) {
      this.bestUp = this.board.cardsOnFoundations;
      this.bestUpAt = this.depth;
    }
    if (score > this.bestScore) {
      this.bestScore = score;
      this.bestScoreAt = this.depth;
    }
    if (this.cCount === this.cParent.length) {
      this.cParent = doubled(this.cParent);
      this.cMove = doubled(this.cMove);
      this.cScore = doubled(this.cScore);
      this.cStock = doubled(this.cStock);
    }
    this.cParent[this.cCount] = parent;
    this.cMove[this.cCount] = m;
    this.cScore[this.cCount] = score;
    this.cStock[this.cCount] = this.board.talonLength;
    this.cCount++;
  }

  /**
   * Ends a layer: its children's `width` best, in the order found, become the next layer. With `spread`, each
   * parent's best child (the first found of its best) goes before any other: the best of those if they are more
   * than the width, else all of them and the best of the others. By stock, each count of cards left in the stock
   * keeps its share (`keepByStock`).
   */
  private select(): void {
    const c = this.cCount,
      width = this.width,
      score = this.cScore;
    if (c > width && this.byStock) {
      this.droppedCount += c - width;
      this.keepByStock();
      const parents = this.layerStart;
      this.layerStart = this.count;
      for (let i = 0; i < c; i++) if (this.best[i] === 1) this.push(this.cParent[i]!, this.cMove[i]!, -1);
      this.endLayer(parents);
      return;
    }
    // The children ranked by score are those with best[i] === ranked (all of them when ranked is -1); of the
    // others, the parents' best are kept and the rest dropped.
    let ranked = -1,
      room = width;
    if (c > width) {
      this.droppedCount += c - width;
      if (this.spread) {
        if (this.best.length < c) this.best = new Uint8Array(2 * c);
        const best = this.best,
          parent = this.cParent;
        best.fill(0, 0, c);
        // A layer's children come grouped by parent.
        let firsts = 0;
        for (let i = 0; i < c;) {
          let top = i,
            j = i + 1;
          for (; j < c && parent[j] === parent[i]; j++) if (score[j]! > score[top]!) top = j;
          best[top] = 1;
          firsts++;
          i = j;
        }
        if (firsts >= width) ranked = 1;
        else {
          ranked = 0;
          room = width - firsts;
        }
      }
    }
    const best = this.best;
    const inRanking = (i: number) => ranked === -1 || best[i] === ranked;
    // Sorted in a buffer kept from layer to layer: a fresh copy every layer is garbage the collector frees late.
    if (this.sortBuf.length < c) {
      giveArray(this.sortBuf);
      this.sortBuf = takeInt32(2 * c);
    }
    let k = 0;
    for (let i = 0; i < c; i++) if (inRanking(i)) this.sortBuf[k++] = score[i]!;
    let threshold = Number.NEGATIVE_INFINITY,
      atThreshold = k;
    if (k > room) {
      const sorted = this.sortBuf.subarray(0, k).sort();
      threshold = sorted[k - room]!;
      // Children scoring above the threshold all go; of those on it, as many as fit, the first found.
      let above = 0;
      for (let i = k - room; i < k; i++) if (sorted[i]! > threshold) above++;
      atThreshold = room - above;
    }
    const parents = this.layerStart;
    this.layerStart = this.count;
    for (let i = 0; i < c; i++) {
      if (inRanking(i)) {
        const s = score[i]!;
        if (s < threshold) continue;
        if (s === threshold && atThreshold-- <= 0) continue;
      } else if (best[i] === 0) continue;
      // A node's ply is noted once the board stands on it.
      this.push(this.cParent[i]!, this.cMove[i]!, -1);
    }
    this.endLayer(parents);
  }

  /** Makes the nodes pushed since the last layer (whose first node was `parents`) the layer to expand next. */
  private endLayer(parents: number): void {
    this.layerEnd = this.count;
    if (this.restoring) this.keepCopies(parents);
    this.next = this.layerStart;
    this.cCount = 0;
    this.depth++;
    if (this.layerEnd > this.layerStart) this.compact();
  }

  /** Marks in `best` the children a beam by stock keeps (`keepByStock`). */
  private keepByStock(): void {
    const c = this.cCount;
    if (this.rankKeys.length < c) this.rankKeys = new Float64Array(2 * c);
    if (this.best.length < c) this.best = new Uint8Array(2 * c);
    keepByStock(this.cScore, this.cStock, c, this.width, this.best, this.rankKeys, this.perStock);
  }

  /**
   * Forgets the nodes no line of the new layer passes through (most of a beam's lines die out), renumbering the
   * others in order: a beam then keeps about its width in nodes, not its width times its depth.
   */
  private compact(): void {
    const parent = this.parent,
      move = this.move,
      plyAt = this.plyAt,
      count = this.count;
    if (this.renumber.length < count) {
      giveArray(this.renumber);
      this.renumber = takeInt32(2 * count);
    }
    const index = this.renumber;
    index.fill(-1, 0, this.layerStart);
    index.fill(0, this.layerStart, count);
    for (let x = this.layerStart; x < count; x++) {
      for (let y = parent[x]!; y >= 0 && index[y] === -1; y = parent[y]!) index[y] = 0;
    }
    // The board stands on `at`, of the layer just expanded: back to its nearest ancestor still kept (a beam that
    // restores its positions from copies never walks, so it leaves the board where it is).
    let a = this.at;
    while (index[a] === -1) {
      a = parent[a]!;
      this.atDepth--;
    }
    if (!this.restoring) while (this.board.plies > plyAt[a]!) this.board.undo();
    let kept = 0;
    for (let x = 0; x < count; x++) {
      if (index[x] === -1) continue;
      // A parent comes before its children, so it is renumbered first.
      const p = parent[x]!;
      parent[kept] = p >= 0 ? index[p]! : -1;
      move[kept] = move[x]!;
      plyAt[kept] = plyAt[x]!;
      index[x] = kept++;
    }
    this.at = index[a]!;
    this.layerStart = index[this.layerStart]!;
    this.layerEnd = this.count = kept;
    this.next = this.layerStart;
  }
}
