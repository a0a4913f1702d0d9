import { type GameState, type Move, type Rules, applyMove, isWon } from '@solitaire/engine';
import { SingleFoundationBoard } from '../board/singleFoundationBoard.js';
import { NO_ROOM, PRESENT, WordSet } from '../tables/wordSet.js';

/** Positions between two looks at the caller's clock and cancellation. */
const CHECK_EVERY = 1024;

/** What the single-foundation search found, before `solve` dresses it as a `SolveResult`. */
export interface SingleFoundationAnswer {
  readonly outcome: 'won' | 'lost' | 'unknown';
  /** For `won`: engine moves, replayed through `applyMove` to a win. */
  readonly moves: Move[] | null;
  readonly nodes: number;
  /** For `unknown`: the node budget or the caller stopped it. */
  readonly stop: 'nodes' | 'stopped' | null;
  readonly tableBytes: number;
}

/** Thrown through the search's recursion when a budget runs out (`restart`: only the current run's). */
class OutOfBudget extends Error {
  constructor(readonly reason: 'nodes' | 'stopped' | 'restart') {
    super(reason);
  }
}

/** Positions of the shortest run where positions cannot come back (see `searchSingleFoundation`). */
const RUN_UNIT = 256;

/** The Luby sequence (1, 1, 2, 1, 1, 2, 4, 1, ...): run `i`'s budget in `RUN_UNIT`s, from 1. */
const luby = (i: number): number => {
  for (let k = 1; ; k++) {
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
  }
};

/**
 * Decides a position of a single-foundation game (`singleFoundationMisfit` null) by a depth-first search over every
 * move of `SingleFoundationBoard`, each position's exact key kept in a set: a search that runs out has seen every
 * reachable position, so `lost` is a proof. `stopped` is asked every `CHECK_EVERY` positions; `runUnit`: see below.
 *
 * Where positions cannot come back (cards only leave, passes only grow), the set holds positions searched to the end
 * without a win (a key goes in when its search ends, not when it starts): such a position is lost whatever line
 * reaches it. The search then restarts with the moves in another order (`SingleFoundationBoard.reorder`) after runs
 * of growing budgets (the Luby sequence of `RUN_UNIT`s), keeping the set: a run that goes deep into a lost corner
 * first no longer holds up the others, and every run ends its searches where the last ones did. A run that ends has
 * searched everything not proven lost before: the position is lost.
 */
export const searchSingleFoundation = (
  rules: Rules,
  state: GameState,
  maxNodes: number,
  memoryBytes: number,
  stopped: () => boolean,
  runUnit = RUN_UNIT,
): SingleFoundationAnswer => {
  const board = new SingleFoundationBoard(rules, state);
  const w = board.width;
  const seen = new WordSet(w, memoryBytes);
  const line: number[] = [];
  // Where the set has no room left and moves can come back, the line's own keys keep it from looping.
  let lineKeys = new Int32Array(64 * w);
  const key = new Int32Array(w);
  let nodes = 0,
    runEnds = Number.POSITIVE_INFINITY;
  const restarts = !board.cyclic;
  const onLine = (depth: number): boolean => {
    for (let d = 0; d < depth; d++) {
      let same = true;
      for (let i = 0; i < w && same; i++) same = lineKeys[d * w + i] === key[i];
      if (same) return true;
    }
    return false;
  };
  // The same position with fewer passes used can play every line this one can: if it was lost, so is this one.
  const fewer = new Int32Array(w);
  const lostWithFewerPasses = (): boolean => {
    if (!board.countsPasses) return false;
    for (let pass = 0; pass < board.pass; pass++) {
      board.key(fewer, pass);
      if (seen.has(fewer)) return true;
    }
    return false;
  };
  const search = (depth: number): boolean => {
    if (board.isWon()) return true;
    board.key(key);
    if (restarts) {
      if (seen.has(key) || lostWithFewerPasses()) return false;
    } else {
      const added = seen.add(key);
      if (added === PRESENT || (added === NO_ROOM && board.cyclic && onLine(depth))) return false;
    }
    if (++nodes > maxNodes) throw new OutOfBudget('nodes');
    if (nodes > runEnds) throw new OutOfBudget('restart');
    if (nodes % CHECK_EVERY === 0 && stopped()) throw new OutOfBudget('stopped');
    if ((depth + 1) * w > lineKeys.length) {
      const wider = new Int32Array(lineKeys.length * 2);
      wider.set(lineKeys);
      lineKeys = wider;
    }
    lineKeys.set(key, depth * w);
    for (const m of board.moves()) {
      board.apply(m);
      line.push(m);
      if (!board.hopeless() && search(depth + 1)) return true;
      line.pop();
      board.undo();
    }
    if (restarts) {
      board.key(key);
      seen.add(key);
    }
    return false;
  };
  /** Runs the search from the start, each run in its own order of moves, until one ends. */
  const runs = (): boolean => {
    for (let run = 0; ; run++) {
      board.reorder(run);
      runEnds = restarts ? nodes + luby(run + 1) * runUnit : Number.POSITIVE_INFINITY;
      try {
        return search(0);
      } catch (e) {
        if (!(e instanceof OutOfBudget) || e.reason !== 'restart') throw e;
        for (; line.length > 0; line.pop()) board.undo();
      }
    }
  };
  let outcome: SingleFoundationAnswer['outcome'] = 'lost',
    stop: SingleFoundationAnswer['stop'] = null;
  try {
    if (board.isWon() || (!board.hopelessAtStart() && runs())) outcome = 'won';
  } catch (e) {
    if (!(e instanceof OutOfBudget) || e.reason === 'restart') throw e;
    outcome = 'unknown';
    stop = e.reason;
  }
  const moves =
    outcome === 'won'
      ? replayed(
          rules,
          state,
          line.map((m) => board.engineMove(m)),
        )
      : null;
  return { outcome, moves, nodes, stop, tableBytes: seen.bytes };
};

/** The line, checked move by move through `applyMove` to a win (a failure is a solver bug). */
const replayed = (rules: Rules, state: GameState, moves: Move[]): Move[] => {
  let s = state;
  for (const [i, m] of moves.entries()) {
    const next = applyMove(rules, s, m);
    if (!next.ok) throw new Error(`solver produced an illegal move at step ${i}: ${next.error} ${JSON.stringify(m)}`);
    s = next.value;
  }
  if (!isWon(rules, s)) throw new Error('solver produced a line that does not win');
  return moves;
};
