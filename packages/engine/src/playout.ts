import { nextUint32 } from './random.js';
import type { Rules } from './rules.js';
import { SolverBoard } from './solverBoard.js';
import { SolverMoves } from './solverMoves.js';
import type { GameState } from './state.js';

/** Budgets for `randomPlayouts`. */
export interface PlayoutOptions {
  /** Total moves to play over all games (default 100,000). */
  readonly steps?: number;
  /** Longest single game before it is abandoned (default 300 moves). */
  readonly maxLength?: number;
  /** Seed of the move choices; the same seed plays the same games. */
  readonly seed?: number;
}

/** What a run of random playouts did. */
export interface PlayoutResult {
  /** Moves played, safe foundation moves included. */
  readonly steps: number;
  /** Games played (the last one may be cut short by the step budget; one only when the start has no move). */
  readonly games: number;
  /** Games that ended won. */
  readonly won: number;
  /** Games that ended with no move left. */
  readonly stuck: number;
}

/**
 * Plays random games from `state` on the solver's compact board: each step picks uniformly among the moves the
 * solver would search (or plays a safe foundation move), then the board is rewound for the next game. Used to
 * measure raw move speed and as a cheap estimate of how often random play wins; the state is not changed.
 */
export const randomPlayouts = (rules: Rules, state: GameState, options: PlayoutOptions = {}): PlayoutResult => {
  const budget = options.steps ?? 100_000, maxLength = options.maxLength ?? 300;
  // Floating runs only serve the search's hash; plain moves are cheaper to list.
  const board = new SolverBoard(rules, state);
  const gen = new SolverMoves(board);
  const buf = new Int32Array(Math.max(1024, gen.maxMoves));
  let rng = options.seed ?? 1;
  let steps = 0, games = 0, won = 0, stuck = 0;
  try {
    while (steps < budget) {
      games++;
      const before = steps;
      for (let length = 0; length < maxLength && steps < budget; length++) {
        if (board.isWon()) break;
        let m = gen.autoMove();
        if (m < 0) {
          const n = gen.generate(buf, 0, false);
          if (n === 0) { stuck++; break; }
          const [u, next] = nextUint32(rng);
          rng = next;
          m = buf[u % n]!;
        }
        board.apply(m);
        steps++;
      }
      if (board.isWon()) won++;
      while (board.ply > 0) board.undo();
      // A start with no move at all would repeat itself for ever.
      if (steps === before) break;
    }
  } finally {
    board.release();
  }
  return { steps, games, won, stuck };
};
