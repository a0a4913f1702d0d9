import type { GameState, Rules } from '@solitaire/engine';
import { SolverBoard } from './board/solverBoard.js';

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
  /** Moves played (draws and redeals count as moves, as in the engine). */
  readonly steps: number;
  /** Games played (the last one may be cut short by the step budget; one only when the start has no move). */
  readonly games: number;
  /** Games that ended won. */
  readonly won: number;
  /** Games that ended with no legal move. */
  readonly stuck: number;
}

/**
 * Plays random games from `state` on the solver's mutable board, one engine move at a time: each step takes the
 * move sources (piles, stock and waste, reserve, foundations) in a random order and plays a random legal move of
 * the first that has one, so no step lists every move. The board is rewound for each game; `state` is not
 * changed. Used to measure raw move speed and as a cheap estimate of how often random play wins.
 */
export const randomPlayouts = (rules: Rules, state: GameState, options: PlayoutOptions = {}): PlayoutResult => {
  const budget = options.steps ?? 100_000,
    maxLength = options.maxLength ?? 300;
  const board = new SolverBoard(rules, state, { floating: false, hashing: false });
  const sources = board.sourceCount;
  const buf = new Int32Array(board.rawMovesBound);
  // Strides coprime with the number of sources: visiting sources s, s + stride, ... meets each once.
  const strides: number[] = [];
  for (let d = 1; d < Math.max(2, sources); d++) if (gcd(d, sources) === 1) strides.push(d);
  // xorshift32, written out where it is drawn: this loop is the benchmark, a tuple per draw would cost a third of
  // it, and a closure would keep `x` in a context slot, where V8 may box each new value.
  let x = ((options.seed ?? 1) ^ 0x9e3779b9) >>> 0 || 1;
  let steps = 0,
    games = 0,
    won = 0,
    stuck = 0;
  try {
    while (steps < budget) {
      games++;
      const before = steps;
      // Sources are visited from a random first one in steps of a random stride coprime with their count, so each
      // comes once; the stride is drawn per game, the first source per move.
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      const stride = strides[umod(x, strides.length)]!;
      for (let length = 0; length < maxLength && steps < budget && !board.isWon(); length++) {
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        let s = umod(x, sources),
          n = 0;
        for (let tried = 0; tried < sources && n === 0; tried++) {
          n = board.rawMovesFrom(s, buf);
          s += stride;
          if (s >= sources) s -= sources;
        }
        if (n === 0) {
          stuck++;
          break;
        }
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        board.apply(buf[umod(x, n)]!);
        steps++;
      }
      if (board.isWon()) won++;
      board.rewind();
      // A start with no move at all would repeat itself for ever.
      if (steps === before) break;
    }
  } finally {
    board.release();
  }
  return { steps, games, won, stuck };
};

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * `x % n` for an unsigned 32-bit `x`, the same answer: V8 keeps `x` as a float once it may pass 2^31 and takes
 * its remainder as one, a call in the hot loop; two remainders of numbers below 2^31 stay in integer arithmetic
 * (for n up to 2^15, far more than the moves of one source).
 */
export const umod = (x: number, n: number): number =>
  n <= 0x8000 ? (((x >>> 16) % n) * 0x10000 + (x & 0xffff)) % n : x % n;
