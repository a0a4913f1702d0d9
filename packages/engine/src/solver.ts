import { type Move, applyMove } from './moves.js';
import type { Rules } from './rules.js';
import { SolverBoard } from './solverBoard.js';
import { SolverMoves } from './solverMoves.js';
import { TranspositionTable } from './solverTable.js';
import type { GameState } from './state.js';
import { isWon } from './verdict.js';

/** What the solver concludes: a win found, no win possible (every reachable position searched), or out of budget. */
export const solveOutcomes = ['won', 'lost', 'unknown'] as const;
/** A solver outcome. */
export type SolveOutcome = (typeof solveOutcomes)[number];

/** Why a search stopped before deciding: node budget, time budget, or cancelled by the caller. */
export const solveStops = ['nodes', 'time', 'cancelled'] as const;
/** A reason for an `unknown` outcome. */
export type SolveStop = (typeof solveStops)[number];

/** Budgets and cancellation for `solve`; every field is optional. */
export interface SolveOptions {
  /** Most positions to expand. */
  readonly maxNodes?: number;
  /** Most milliseconds to search. */
  readonly timeMs?: number;
  /** Cap of the transposition table in MiB (default 64); the search stays correct when it is full. */
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
  /** Positions expanded. */
  readonly nodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** For `unknown`: which budget ran out. */
  readonly stop: SolveStop | null;
  /** Bytes the transposition table reached. */
  readonly tableBytes: number;
}

const EXPANDED = 0, WON = 1, PRUNED = 2;
const pathKey = (a: number, b: number): number => a * 2097152 + (b >>> 11);

/**
 * Decides a position with every card known ("thoughtful" solitaire): depth-first search over the moves of
 * `SolverMoves`, safe foundation moves played at once, positions already searched skipped by hash.
 * A `won` answer is replayed through the engine's `applyMove` before it is returned.
 */
export const solve = (rules: Rules, state: GameState, options: SolveOptions = {}): SolveResult =>
  solveWith(rules, state, options, { floating: true, dominance: true });

/** Which of the search's reductions to use; the tests turn them off to check them against the plain search. */
export interface SolveTuning {
  readonly floating: boolean;
  readonly dominance: boolean;
}

/** `solve` with a choice of reductions (not exported by the package). */
export const solveWith = (rules: Rules, state: GameState, options: SolveOptions, tuning: SolveTuning): SolveResult => {
  const t0 = performance.now();
  const board = new SolverBoard(rules, state, tuning.floating);
  const gen = new SolverMoves(board, tuning.dominance);
  const table = new TranspositionTable((options.memoryMB ?? 64) * 2 ** 20);
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : t0 + options.timeMs;
  const { signal, shouldStop } = options;

  let buf = new Int32Array(Math.max(1 << 14, gen.maxMoves * 4));
  let cap = 256;
  let autoPly = new Int32Array(cap), movePly = new Int32Array(cap), mStart = new Int32Array(cap), mNext = new Int32Array(cap), mEnd = new Int32Array(cap);
  let hA = new Uint32Array(cap), hB = new Uint32Array(cap);
  const growDepth = () => {
    const g = <T extends Int32Array | Uint32Array>(a: T): T => { const b = new (a.constructor as new (n: number) => T)(a.length * 2); b.set(a); return b; };
    autoPly = g(autoPly); movePly = g(movePly); mStart = g(mStart); mNext = g(mNext); mEnd = g(mEnd); hA = g(hA); hB = g(hB);
    cap *= 2;
  };
  // Positions on the current line, needed only once the table forgets entries (else it holds them all).
  let path: Set<number> | null = null;
  let top = 0, nodes = 0;

  const enter = (d: number): number => {
    autoPly[d] = board.ply;
    for (let m = gen.autoMove(); m >= 0; m = gen.autoMove()) board.apply(m);
    nodes++;
    if (board.isWon()) return WON;
    const a = board.hashA(), b = board.hashB();
    let seen = table.seenOrAdd(a, b);
    if (!seen && table.evictions > 0) {
      if (path === null) {
        path = new Set();
        for (let i = 0; i < d; i++) path.add(pathKey(hA[i]!, hB[i]!));
      }
      seen = path.has(pathKey(a, b));
    }
    if (seen) {
      while (board.ply > autoPly[d]!) board.undo();
      return PRUNED;
    }
    if (path !== null) path.add(pathKey(a, b));
    hA[d] = a; hB[d] = b;
    if (top + gen.maxMoves > buf.length) { const nb = new Int32Array(buf.length * 2); nb.set(buf); buf = nb; }
    mStart[d] = top; mNext[d] = top;
    top = gen.generate(buf, top);
    mEnd[d] = top;
    return EXPANDED;
  };

  let stop: SolveStop | null = null;
  let won = enter(0) === WON;
  let d = 0, steps = 0;
  while (!won && d >= 0) {
    if (nodes >= maxNodes) { stop = 'nodes'; break; }
    if ((steps++ & 2047) === 0) {
      if (performance.now() >= deadline) { stop = 'time'; break; }
      if (signal?.aborted || shouldStop?.()) { stop = 'cancelled'; break; }
    }
    if (mNext[d]! < mEnd[d]!) {
      movePly[d] = board.ply;
      board.apply(buf[mNext[d]!++]!);
      if (++d === cap) growDepth();
      const r = enter(d);
      if (r === WON) won = true;
      else if (r === PRUNED) { d--; while (board.ply > movePly[d]!) board.undo(); }
    } else {
      if (path !== null) (path as Set<number>).delete(pathKey(hA[d]!, hB[d]!));
      top = mStart[d]!;
      if (--d >= 0) while (board.ply > movePly[d]!) board.undo();
    }
  }

  const base = { nodes, tableBytes: table.bytes };
  if (won) {
    const moves = replayable(rules, state, board.plyMove.subarray(0, board.ply));
    return { ...base, outcome: 'won', moves, stop: null, ms: performance.now() - t0 };
  }
  return { ...base, outcome: stop ? 'unknown' : 'lost', moves: null, stop, ms: performance.now() - t0 };
};

/** Spells internal moves out as engine moves and checks them with `applyMove`: a failure is a solver bug. */
const replayable = (rules: Rules, state: GameState, internal: Int32Array): Move[] => {
  const fresh = new SolverBoard(rules, state);
  const moves: Move[] = [];
  for (const m of internal) { moves.push(...fresh.engineMoves(m)); fresh.apply(m); }
  let s = state;
  for (const [i, move] of moves.entries()) {
    const next = applyMove(rules, s, move);
    if (!next.ok) throw new Error(`solver produced an illegal move at step ${i}: ${next.error} ${JSON.stringify(move)}`);
    s = next.value;
  }
  if (!isWon(s)) throw new Error('solver produced a line that does not win');
  return moves;
};
