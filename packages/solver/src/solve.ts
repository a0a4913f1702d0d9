import { applyMove, type GameState, isWon, type Move, positionKey, type Rules } from '@solitaire/engine';
import { MOVE_TABLEAU_TO_TABLEAU, moveCount, moveFrom, moveKind } from './board/packedMove.js';
import { SolverBoard } from './board/solverBoard.js';
import { BEAM_STOPPED, BEAM_WON, BeamSearch, PER_FREE_MOVE } from './searches/beamSearch.js';
import { DeadEnds } from './proofs/deadEnds.js';
import { DealtOrderProof, dealtOrderHolds, ORDER_LOST, ORDER_OPEN, ORDER_STOPPED } from './proofs/dealtOrderProof.js';
import { inverseOfLastPly } from './moves/inverseOfLastPly.js';
import { MoveGenerator } from './moves/moveGenerator.js';
import { doubled, giveArray, takeInt32, takeUint32 } from './tables/arrayPool.js';
import { LineSet } from './tables/lineSet.js';
import { TranspositionTable } from './tables/transpositionTable.js';

/** What the solver concludes: a win found, no win possible (every reachable position searched), or out of budget. */
export const solveOutcomes = ['won', 'lost', 'unknown'] as const;
/** A solver outcome. */
export type SolveOutcome = (typeof solveOutcomes)[number];

/**
 * Why a search stopped before deciding: node budget, time budget, cancelled by the caller, or a line of play
 * deeper than the solver keeps in memory (`MAX_DEPTH` positions) had to be cut.
 */
export const solveStops = ['nodes', 'time', 'cancelled', 'depth'] as const;
/** A reason for an `unknown` outcome. */
export type SolveStop = (typeof solveStops)[number];

/** Budgets and cancellation for `solve`; every field is optional. */
export interface SolveOptions {
  /** Most positions to expand. */
  readonly maxNodes?: number;
  /** Most milliseconds to search. */
  readonly timeMs?: number;
  /** Cap of the transposition tables in MiB (default `DEFAULT_SOLVER_MEMORY_MB`); the search stays correct when they are full. */
  readonly memoryMB?: number;
  /** Stops the search when aborted. */
  readonly signal?: AbortSignal;
  /** Asked every few thousand steps; returning true stops the search. */
  readonly shouldStop?: () => boolean;
}

/** The answer of `solve`. */
export interface SolveResult {
  readonly outcome: SolveOutcome;
  /** For `won`: engine moves (draws and redeals included) that replay to a win through `applyMove`. */
  readonly moves: readonly Move[] | null;
  /** Positions reached (probes included). */
  readonly nodes: number;
  /** Of `nodes`, the positions the probes and the beams reached (all but the main search). */
  readonly probeNodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** For `unknown`: which budget ran out. */
  readonly stop: SolveStop | null;
  /** Bytes the transposition tables reached. */
  readonly tableBytes: number;
}

/**
 * Default cap of the solver's tables in MiB: the main table gets the largest power of two within it, the probes
 * a quarter. Chosen where a larger cap decided no more deals (package README, "Tuning").
 */
export const DEFAULT_SOLVER_MEMORY_MB = 32;
/**
 * Largest cap a solve takes (a larger `memoryMB` is held to it). Each table takes one array of its cap when it is
 * made, written only as far as it fills, and the dealt-order proof's is twice the cap: past this, the arrays would
 * pass the largest that V8 allocates (16 GiB), or the machine's memory.
 */
export const MAX_SOLVER_MEMORY_MB = 4096;

/** What entering a position found: searched on, a win, or already searched. */
const EXPANDED = 0, WON = 1, PRUNED = 2;

/**
 * Decides a position with every card known ("thoughtful" solitaire): depth-first search over the moves of
 * `MoveGenerator`, safe foundation moves played at once, positions already searched skipped by a 64-bit hash,
 * interleaved with short shuffled searches and beam searches (`BeamSearch`, not where no safe rule is proved and
 * there is a stock), which only look for wins. `lost` means some card can never reach a foundation (`DeadEnds`,
 * tried first) or the main search ran out of positions. A `won` answer is replayed through the engine's
 * `applyMove` before it is returned.
 */
export const solve = (rules: Rules, state: GameState, options: SolveOptions = {}): SolveResult =>
  solveWith(rules, state, options, { floating: true, dominance: true, probes: true, deadEnds: true, inverses: true });

/** Which of the search's parts to use; the tests turn them off to check them against the plain search. */
export interface SolveTuning {
  readonly floating: boolean;
  readonly dominance: boolean;
  readonly probes: boolean;
  /** Try `DeadEnds`' proof of loss before searching. */
  readonly deadEnds: boolean;
  /** Skip the move that takes back the last one (`inverseOfLastPly`); on unless false. */
  readonly inverses?: boolean;
  /** Follow a whole pile moved onto another with a fill at once (`fillsNextHolds`); on unless false. */
  readonly fillsNext?: boolean;
  /** Run beam searches beside the probes (`BeamSearch`), except where no safe foundation rule is proved and there is a stock; on unless false. */
  readonly beams?: boolean;
  /** Where beams run, run a second kind that scores the moves a position offers, from `MOBILE_BEAMS_AFTER` (`PER_FREE_MOVE`); on unless false. */
  readonly mobileBeams?: boolean;
  /** Let the probes' and the beams' shares fade past `PROBE_FADE` where a safe rule is proved (see `probeShare`); on unless false. */
  readonly fade?: boolean;
  /** Run `DealtOrderProof` beside the searches where it applies (`dealtOrderHolds`); on unless false. */
  readonly dealtOrder?: boolean;
  /** Main-search positions after which `DealtOrderProof` joins in (`ORDER_PROOF_AFTER` unless set; the tests set less). */
  readonly dealtOrderAfter?: number;
}

/** Deepest line a search follows; deeper lines are cut (and a cut search proves nothing lost). */
const MAX_DEPTH = 1 << 16;

/** Salts of the hash of a position searched for fills only (see `Search.enter`): any fixed odd words. */
const EMPTIED_A = 0x5bd1e995, EMPTIED_B = 0x27d4eb2f;

/**
 * Whether a move that empties a pile by moving it whole onto another may be held to be followed at once by a move
 * into an empty pile. Emptying a pile only makes room, and room is only used by a unit moved into it; until then
 * the whole pile could as well have stayed where it was, since every move in between touches its cards the same
 * way in either place (the cards under its new place stay covered). So any win can be reordered to empty a pile
 * right before filling it, provided a move's legality never depends on the number of empty piles or on a pile's
 * size (no capacity), empty piles may be filled, and no redeal reads the piles' layout.
 */
export const fillsNextHolds = (b: SolverBoard): boolean =>
  !b.topCardOnly && b.whenEmpty !== 'never' && b.rules.tableau.capacity === null && !b.shuffles;

/** How a slice of search ended. */
const WON_LINE = 0, EXHAUSTED = 1, PAUSED = 2, STOPPED = 3;
/** Moves the search's move stack starts with room for, at least (it doubles as needed). */
const MIN_MOVE_STACK = 1 << 16;
/** Line depth the search's stacks start with room for (they double as needed). */
const INITIAL_DEPTH = 1 << 14;
/** The clock and the cancellation hooks are read once every this many steps (a power of two, minus one). */
const STOP_CHECK_MASK = 2047;
/** A probe's table gets this many bytes per node of its budget (4 slots of 8 bytes: it stays at most a quarter full). */
const PROBE_TABLE_BYTES_PER_NODE = 32;
/** The probes' table gets a quarter of the memory cap, and never more than this. */
const PROBE_TABLE_MAX_BYTES = 16 * 2 ** 20;

/**
 * One depth-first search, resumable: `run` goes on from where the last call paused. The main search keeps its
 * table for the whole solve (its exhaustion proves a loss); probes start over with a fresh table and a shuffled
 * move order (they only look for wins).
 */
class Search {
  readonly board: SolverBoard;
  readonly moves: MoveGenerator;
  private table: TranspositionTable;
  private buf: Int32Array;
  private cap = INITIAL_DEPTH;
  private autoPly = takeInt32(this.cap);
  private movePly = takeInt32(this.cap);
  private mStart = takeInt32(this.cap);
  private mNext = takeInt32(this.cap);
  private mEnd = takeInt32(this.cap);
  private hA = takeUint32(this.cap);
  private hB = takeUint32(this.cap);
  // The move that would take back the one that led here, which only finds the line's last position (-1: none).
  private inverse = takeInt32(this.cap);
  private readonly inverses: boolean;
  /** Whether a whole pile moved onto another must be followed at once by a unit into an empty pile (see `fillsNextHolds`). */
  private readonly fillsNext: boolean;
  // Positions on the current line, needed only once the table forgets entries (else it holds them all).
  private path: LineSet | null = null;
  private top = 0;
  private d = -1;
  nodes = 0;
  /** Whether some line was cut at `MAX_DEPTH`. */
  cut = false;

  constructor(rules: Rules, state: GameState, tuning: SolveTuning, tableBytes: number) {
    this.board = new SolverBoard(rules, state, { floating: tuning.floating });
    this.moves = new MoveGenerator(this.board, { dominance: tuning.dominance });
    this.table = new TranspositionTable(tableBytes);
    this.inverses = tuning.inverses ?? true;
    this.fillsNext = (tuning.fillsNext ?? true) && fillsNextHolds(this.board);
    this.buf = takeInt32(2 ** Math.ceil(Math.log2(Math.max(MIN_MOVE_STACK, this.moves.maxMoves * 4))));
  }

  /** Bytes the table holds now. */
  get bytes(): number { return this.table.bytes; }

  /** Gives the search's memory to the next search; this one must not be used again. */
  release(): void {
    this.table.release();
    this.path?.release();
    this.path = null;
    for (const a of [this.buf, this.autoPly, this.movePly, this.mStart, this.mNext, this.mEnd, this.hA, this.hB, this.inverse]) giveArray(a);
    this.board.release();
  }

  /** Back to the start with an empty table sized for about `nodes` positions (probes). */
  restart(nodes: number): void {
    while (this.board.plies > 0) this.board.undo();
    this.table.clear(nodes * PROBE_TABLE_BYTES_PER_NODE);
    this.path?.release();
    this.path = null;
    this.top = 0;
    this.d = -1;
    this.cut = false;
  }

  private growDepth(): void {
    this.autoPly = doubled(this.autoPly); this.movePly = doubled(this.movePly); this.mStart = doubled(this.mStart);
    this.mNext = doubled(this.mNext); this.mEnd = doubled(this.mEnd); this.hA = doubled(this.hA); this.hB = doubled(this.hB);
    this.inverse = doubled(this.inverse);
    this.cap *= 2;
  }

  private enter(d: number, emptied: boolean): number {
    const board = this.board, gen = this.moves;
    this.autoPly[d] = board.plies;
    for (let m = gen.autoMove(); m >= 0; m = gen.autoMove()) board.apply(m);
    this.nodes++;
    if (board.isWon()) return WON;
    // A position entered right after a pile was emptied onto another is searched for fills only: its table entry
    // must not stand for the whole position, reached another way.
    const a = emptied ? board.hashA() ^ EMPTIED_A : board.hashA(), b = emptied ? board.hashB() ^ EMPTIED_B : board.hashB();
    let seen = this.table.seenOrAdd(a, b);
    if (!seen && this.table.evictions > 0) {
      if (this.path === null) {
        this.path = new LineSet();
        for (let i = 0; i < d; i++) this.path.add(this.hA[i]!, this.hB[i]!);
      }
      seen = this.path.has(a, b);
    }
    if (seen) {
      while (board.plies > this.autoPly[d]!) board.undo();
      return PRUNED;
    }
    if (this.path !== null) this.path.add(a, b);
    this.hA[d] = a; this.hB[d] = b;
    if (this.top + gen.maxMoves > this.buf.length) this.buf = doubled(this.buf);
    this.mStart[d] = this.top; this.mNext[d] = this.top;
    this.top = emptied ? gen.generateFills(this.buf, this.top) : gen.generate(this.buf, this.top);
    this.mEnd[d] = this.top;
    // Only when the move here was one ply and no safe move followed it is the position before it the last one.
    const single = this.inverses && d > 0 && board.plies === this.autoPly[d]! && board.plies === this.movePly[d - 1]! + 1;
    this.inverse[d] = single ? inverseOfLastPly(board) : -1;
    return EXPANDED;
  }

  /** Searches until a win, exhaustion, `nodeLimit` nodes in all, or `stopped()` (asked every `STOP_CHECK_MASK + 1` steps). */
  run(nodeLimit: number, stopped: () => boolean): number {
    const board = this.board;
    if (this.d < 0) {
      this.d = 0;
      if (this.enter(0, false) === WON) return WON_LINE;
    }
    let steps = 0;
    while (this.d >= 0) {
      if (this.nodes >= nodeLimit) return PAUSED;
      if ((steps++ & STOP_CHECK_MASK) === 0 && stopped()) return STOPPED;
      const d = this.d;
      if (this.mNext[d]! < this.mEnd[d]!) {
        if (d + 1 >= MAX_DEPTH) { this.mNext[d] = this.mEnd[d]!; this.cut = true; continue; }
        const m = this.buf[this.mNext[d]!++]!;
        if (m === this.inverse[d]) continue;
        // A position already in the table is given up without playing the move: 64% of those reached in
        // Klondike are, most with no safe move to follow (its hash then is the one stored; package README, "Profile").
        const emptied = this.fillsNext && moveKind(m) === MOVE_TABLEAU_TO_TABLEAU && moveCount(m) === board.pileLength[moveFrom(m)];
        if (board.peekHash(m) && (this.table.has(board.peekedHashA, board.peekedHashB)
          || (emptied && this.table.has(board.peekedHashA ^ EMPTIED_A, board.peekedHashB ^ EMPTIED_B)))) { this.nodes++; continue; }
        this.movePly[d] = board.plies;
        board.apply(m);
        if (++this.d === this.cap) this.growDepth();
        const r = this.enter(this.d, emptied);
        if (r === WON) return WON_LINE;
        if (r === PRUNED) { this.d--; while (board.plies > this.movePly[this.d]!) board.undo(); }
      } else {
        if (this.path !== null) this.path.delete(this.hA[d]!, this.hB[d]!);
        this.top = this.mStart[d]!;
        if (--this.d >= 0) while (board.plies > this.movePly[this.d]!) board.undo();
      }
    }
    return EXHAUSTED;
  }
}

/** The Luby sequence (1, 1, 2, 1, 1, 2, 4, ...), the classic schedule for restarts. */
const luby = (i: number): number => {
  for (let k = 1; ; k++) {
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
  }
};

/**
 * Nodes of the first slice of the main search; slices then follow the Luby sequence, and a probe, restarted with
 * a fresh shuffle after each slice, gets its share of it. The main search resumes where it paused, so only the
 * probes feel the size: where they find the wins (Bureau, Shamrocks), it is the shuffle that wins, not the
 * length of a dive, and smaller slices draw more shuffles for the same positions (package README, "Tuning").
 */
const SLICE = 256;
/**
 * Nodes a probe gets for each node of the main search's slice before it. Small, because only the main search
 * can prove a loss; measured in the package README ("Tuning").
 */
const PROBE_SHARE = 0.2;
/**
 * The probes' share where no safe foundation rule is proved (Shamrocks, two decks). There the probes never play
 * a card back and, without a stock, every other one plays each foundation move at once (see `MoveGenerator.greedy`): some deals are
 * only won by holding a card back from the foundations, many more are found at once by greed, so the probes
 * earn a larger share (package README, "Tuning").
 */
const RELAXED_PROBE_SHARE = 1;

/** Nodes the beam search gets for each node of the main search's slice before it, where no safe rule is proved. */
const BEAM_SHARE = 1;
/**
 * The beams' share where a safe foundation rule is proved (Klondike, the Athenas, Minerva, Fan...), fading as the
 * probes' does: there a beam wins within its first few hundred thousand positions or not at all, and the main
 * search, which proves the losses, keeps nearly all of a long search (package README, "Tuning").
 */
const SAFE_BEAM_SHARE = 0.2;

/**
 * Main-search positions after which the beams that count moves (`PER_FREE_MOVE`) join in, with as many positions
 * as the other beams. Before it, the deals decided within a second or two keep all of their time (beams that
 * count moves from the start won 60 of Shamrocks deals 1–100 at 100,000 positions where plain ones won 90, in
 * seven times the time); after it they win deals no other search did (294 in 1,239,329 of their positions).
 */
export const MOBILE_BEAMS_AFTER = 300_000;

/**
 * Main-search positions after which `DealtOrderProof` joins in (about 0.3 s into a Shamrocks solve). Before it, the
 * deals won soonest keep all of their time (the proof only ever settles losses). Searching from both ends, it
 * settles each of Shamrocks 1–500 within 14 million steps (1.1 s alone), and 90% within 270,000: starting it at
 * once cost the deals won within 10 ms a tenth of them (88% to 78%), at 1,000,000 the losses waited 3–4 s.
 */
export const ORDER_PROOF_AFTER = 100_000;
/**
 * `DealtOrderProof`'s memory (the tables and stacks of its two searches), as a multiple of the solver's memory cap:
 * 64 MB at the default, 32 MB a search, room for 6.5 million positions at 4 bytes a slot (the forward search alone
 * needed 9.5 million for Shamrocks 97, which the backward one settles in 4,917). Its tables grow in place as they
 * fill, so only the longest proofs touch them all.
 */
const ORDER_PROOF_MEMORY = 2;
/**
 * Steps `DealtOrderProof` gets for each node of the main search's slice before it. A step (a position of its
 * smaller game, or a step of its arrangement search) costs about a tenth of a search position (Shamrocks 97: 4.6
 * billion steps in 318 s), so the proof gets about four fifths of the time until it settles the deal or finds its
 * smaller game won (then it stops): the losses are what it alone settles.
 */
const ORDER_PROOF_SHARE = 192;

/**
 * Main-search positions after which, where a safe foundation rule is proved, the probes' share fades as 1/n. There
 * the probes win a deal within their first hundred thousand positions or, nearly always, not at all, while a
 * probe position, always new to its fresh table, costs about twice a main-search one, which is what proves a
 * loss (package README, "Tuning").
 */
export const PROBE_FADE = 300_000;

/**
 * Main-search positions after which, where a safe foundation rule is proved, its moves are no longer ordered: the
 * order only decides how soon a win is found, and past this point most deals left are losses, whose proof visits
 * every position whatever the order (package README, "Tuning").
 */
export const ORDER_UNTIL = 1_000_000;

/** The probes' (or the beams') share of the next slice, once the main search has expanded `mainNodes` positions. */
export const probeShare = (share: number, fades: boolean, mainNodes: number): number =>
  fades && mainNodes > PROBE_FADE ? (share * PROBE_FADE) / mainNodes : share;

/** `solve` with a choice of reductions (not exported by the package). */
export const solveWith = (rules: Rules, state: GameState, options: SolveOptions, tuning: SolveTuning): SolveResult => {
  const t0 = performance.now();
  const memory = Math.min(options.memoryMB ?? DEFAULT_SOLVER_MEMORY_MB, MAX_SOLVER_MEMORY_MB) * 2 ** 20;
  const main = new Search(rules, state, tuning, memory);
  // Probes: depth-first dives in a shuffled order with a small table, started over on the Luby schedule. Their
  // own wins are as good as any; a loss is only ever proved by the main search running out of positions.
  const probe = tuning.probes ? new Search(rules, state, tuning, Math.min(memory / 4, PROBE_TABLE_MAX_BYTES)) : null;
  // Relaxed probes only where no safe rule is proved: elsewhere the safe moves already do what greed would.
  const relaxed = probe !== null && !probe.moves.dominance;
  if (probe) { probe.moves.noPlayBack = relaxed; probe.moves.safeAcrossShuffles = true; }
  // Where a safe rule is proved, the probes' and the beams' wins come early and the late ones rarely: their
  // shares fade, and a long search stops ordering its moves.
  const safeRule = main.moves.dominance;
  const fades = safeRule && (tuning.fade ?? true);
  // Beams find wins the depth-first searches miss: Shamrocks' (no safe rule, every card dealt to the tableau, so
  // that the beam's score sees them all) and, at a small share, Klondike's (1441 of set B, draw 3, won within
  // 35,000 positions where the depth-first searches took 5 to 17 million). Where no safe rule is proved and there
  // is a stock (Bureau) they found none (package README, "Tuning"). A beam's table weeds out the positions it has
  // seen, which keeps its width for new ones: it gets half the main search's memory (with a quarter, Shamrocks 249
  // was not won in 200 s; with as much, a process solving Shamrocks deals one after another peaked at 263–296 MB
  // instead of 213). Spread (each position's best child kept first) where beams get a full share: Shamrocks 1–500
  // within 1 s, 12 unknown → 7. Where a safe rule is proved, the time a spread beam spends walking between its
  // lines came out of the proofs of loss (Klondike draw 3, set B: 1045 lost at the same 4,469,062 positions in
  // 4.2 s instead of 2.9) for no gain in all (142 s for the 500 deals against 144).
  const beam = (safeRule || rules.stock === null) && (tuning.beams ?? true)
    ? new BeamSearch(rules, state, memory / 2, { spread: !safeRule })
    : null;
  // A second beam, scoring the moves each position offers as well, where beams get a full share: it gets a
  // quarter of the memory, since its wins came at widths up to a few thousand, whose tables fit.
  const mobile = beam && !safeRule && (tuning.mobileBeams ?? true) ? new BeamSearch(rules, state, memory / 4, { perFreeMove: PER_FREE_MOVE }) : null;
  // The proof over the dealt parts, where room is short and piles never refill (Shamrocks): it only proves losses.
  // Made when it first runs (most solves end before), on a board of the starting position; its two searches'
  // positions are few but all needed, so its tables may take twice the cap in all.
  let orderHolds = tuning.dealtOrder !== false && dealtOrderHolds(main.board);
  let order: DealtOrderProof | null = null, orderBoard: SolverBoard | null = null;
  // Steps of a proof given up (it reached a win of its smaller game), still counted in `total`.
  let orderDone = 0;
  const dropOrder = () => {
    if (!order) return;
    orderDone = order.steps;
    order.release();
    orderBoard?.release();
    order = null;
  };
  const orderAfter = tuning.dealtOrderAfter ?? ORDER_PROOF_AFTER;
  const share = relaxed ? RELAXED_PROBE_SHARE : PROBE_SHARE;
  const beamShare = safeRule ? SAFE_BEAM_SHARE : BEAM_SHARE;
  // Greedy probes only where every card is dealt to the tableau: with a stock, cards sent up at once are parents
  // that the cards still to come need (package README, "Tuning").
  const greedy = relaxed && rules.stock === null;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : t0 + options.timeMs;
  const { signal, shouldStop } = options;
  let stop: SolveStop | null = null;
  const stopped = () => {
    if (performance.now() >= deadline) stop = 'time';
    else if (signal?.aborted || shouldStop?.()) stop = 'cancelled';
    return stop !== null;
  };
  const total = () => main.nodes + (probe?.nodes ?? 0) + (beam?.nodes ?? 0) + (mobile?.nodes ?? 0) + orderDone + (order?.steps ?? 0);
  // The most nodes a search may reach in all before all of them together reach `maxNodes`.
  const cap = (s: { readonly nodes: number }) => s.nodes + maxNodes - total();
  let winner: Search | BeamSearch | null = null;
  const beams = [beam, mobile];
  let outcome: SolveOutcome = 'unknown';
  if (stopped()) outcome = 'unknown';
  else if (tuning.deadEnds && new DeadEnds(main.board).provedLost()) outcome = 'lost';
  else {
    for (let slice = 1; ; slice++) {
      const budget = SLICE * luby(slice);
      const r = main.run(Math.min(main.nodes + budget, cap(main)), stopped);
      if (r === WON_LINE) { winner = main; outcome = 'won'; break; }
      if (r === EXHAUSTED) {
        if (main.cut) stop = 'depth'; else outcome = 'lost';
        break;
      }
      if (r === STOPPED) break;
      if (total() >= maxNodes) { stop = 'nodes'; break; }
      if (safeRule && main.nodes > ORDER_UNTIL) main.moves.ordered = false;
      if (probe) {
        const probeBudget = budget * probeShare(share, fades, main.nodes);
        probe.restart(probeBudget);
        probe.moves.shuffle(slice);
        probe.moves.greedy = greedy && slice % 2 === 1;
        const nodesBefore = probe.nodes;
        const p = probe.run(Math.min(nodesBefore + probeBudget, cap(probe)), stopped);
        if (p === WON_LINE) { winner = probe; outcome = 'won'; break; }
        if (p === STOPPED) break;
        if (total() >= maxNodes) { stop = 'nodes'; break; }
      }
      for (const b of beams) {
        if (!b || (b === mobile && main.nodes < MOBILE_BEAMS_AFTER)) continue;
        const r = b.run(Math.min(b.nodes + budget * probeShare(beamShare, fades, main.nodes), cap(b)), stopped);
        if (r === BEAM_WON) { winner = b; outcome = 'won'; break; }
        if (r === BEAM_STOPPED) break;
        if (total() >= maxNodes) { stop = 'nodes'; break; }
      }
      if (winner || stop) break;
      if (orderHolds && main.nodes >= orderAfter) {
        if (!order) {
          orderBoard = new SolverBoard(rules, state, { hashing: false });
          order = new DealtOrderProof(orderBoard, memory * ORDER_PROOF_MEMORY);
        }
        const o = order.run(Math.min(order.steps + budget * ORDER_PROOF_SHARE, order.steps + maxNodes - total()), stopped);
        if (o === ORDER_LOST) { outcome = 'lost'; break; }
        if (o === ORDER_STOPPED) break;
        if (o === ORDER_OPEN) { dropOrder(); orderHolds = false; }
        if (total() >= maxNodes) { stop = 'nodes'; break; }
      }
    }
  }
  const base = {
    nodes: total(), probeNodes: total() - main.nodes,
    tableBytes: main.bytes + (probe?.bytes ?? 0) + (beam?.bytes ?? 0) + (mobile?.bytes ?? 0),
  };
  const line = winner ? winner.board.moveAtPly.slice(0, winner.board.plies) : null;
  main.release();
  probe?.release();
  beam?.release();
  mobile?.release();
  dropOrder();
  const ms = () => performance.now() - t0;
  if (line) return { ...base, outcome: 'won', moves: replayable(rules, state, line), stop: null, ms: ms() };
  return { ...base, outcome, moves: null, stop: outcome === 'unknown' ? stop ?? 'nodes' : null, ms: ms() };
};

/**
 * Spells internal moves out as engine moves and checks them with `applyMove` (a failure is a solver bug). A line
 * may pass twice through one position, since a position held to fills (`fillsNextHolds`) is stored apart from
 * the same position searched in full; the moves between are cut, so no line ever comes back to a position.
 */
const replayable = (rules: Rules, state: GameState, internal: Int32Array): Move[] => {
  const fresh = new SolverBoard(rules, state);
  const moves: Move[] = [];
  for (const m of internal) { moves.push(...fresh.engineMoves(m)); fresh.apply(m); }
  const kept: Move[] = [];
  const reached = new Map<string, number>([[positionKey(state), 0]]);
  let s = state;
  for (const [i, move] of moves.entries()) {
    const next = applyMove(rules, s, move);
    if (!next.ok) throw new Error(`solver produced an illegal move at step ${i}: ${next.error} ${JSON.stringify(move)}`);
    s = next.value;
    kept.push(move);
    const key = positionKey(s), before = reached.get(key);
    if (before === undefined) { reached.set(key, kept.length); continue; }
    for (const [k, at] of reached) if (at > before) reached.delete(k);
    kept.length = before;
  }
  if (!isWon(s)) throw new Error('solver produced a line that does not win');
  return kept;
};
