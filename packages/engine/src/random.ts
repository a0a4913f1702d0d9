import type { Card } from './card.js';

/**
 * Deterministic randomness. Deals must be identical on every machine and in every front end forever,
 * so the generator is spelled out here instead of borrowed from the platform:
 *
 * - the seed of deal `n` (an integer 0 ≤ n < 2^32) is `mix32(n ^ 0x9e3779b9)`, where `mix32` is the
 *   32-bit finaliser of MurmurHash3 (xor-shift 16, ×0x85ebca6b, xor-shift 13, ×0xc2b2ae35, xor-shift 16);
 * - the generator is "mulberry32": state += 0x6d2b79f5; then the output is mixed from the state by
 *   xor-shifts and multiplications (see `nextUint32`); the state is a single uint32, kept in the game state
 *   so that later shuffles (redeals) replay exactly;
 * - a shuffle is Fisher–Yates from the last index down: for i = len-1 .. 1, j = floor(u * (i + 1)) where
 *   u = nextUint32 / 2^32, then swap a[i] and a[j].
 *
 * Changing any of this changes every deal number ever shared: never do it; tests pin sample deals.
 */

/** The random state: one unsigned 32-bit integer. */
export type RandomState = number;

/** Mixes a 32-bit integer into a well-spread 32-bit integer (MurmurHash3's finaliser). */
export const mix32 = (x: number): number => {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
};

/** The random state a deal number starts from. */
export const seedForDeal = (deal: number): RandomState => mix32((deal ^ 0x9e3779b9) >>> 0);

/** Draws the next 32-bit output; returns it with the advanced state (nothing is mutated). */
export const nextUint32 = (state: RandomState): [value: number, next: RandomState] => {
  const next = (state + 0x6d2b79f5) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [(t ^ (t >>> 14)) >>> 0, next];
};

/** Shuffles a copy of `cards` (Fisher–Yates, see above); returns it with the advanced random state. */
export const shuffle = (cards: readonly Card[], state: RandomState): [shuffled: Card[], next: RandomState] => {
  const a = cards.slice();
  let s = state;
  for (let i = a.length - 1; i > 0; i--) {
    const [u, n] = nextUint32(s);
    s = n;
    const j = Math.floor((u / 4294967296) * (i + 1));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return [a, s];
};

/** Whether `n` is a valid deal number (an integer from 0 to 2^32 - 1). */
export const isDealNumber = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 0xffffffff;
