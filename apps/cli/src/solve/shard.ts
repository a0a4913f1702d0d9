/** One of `count` interleaved parts of a run: shard `index` (from 1) takes the deals at positions index, index + count... */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most shards a run is split into; far beyond any batch system's, and it keeps the numbers small. */
export const MAX_SHARDS = 1_000_000;

/** Reads `K/N` (1 ≤ K ≤ N), or null. */
export const parseShard = (text: string): Shard | null => {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(text);
  if (!m) return null;
  const index = Number(m[1]), count = Number(m[2]);
  return index >= 1 && index <= count && count <= MAX_SHARDS ? { index, count } : null;
};

/** The items of `list` that fall to `shard`: every count-th one, starting at the index-th. */
export const takeShard = <T>(list: readonly T[], shard: Shard | null): T[] =>
  shard === null ? [...list] : list.filter((_, i) => i % shard.count === shard.index - 1);
