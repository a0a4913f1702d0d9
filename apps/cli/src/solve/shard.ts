/**
 * One of `count` interleaved parts of a run: shard `index` (from 1) takes the deals at positions index, index +
 * count...
 */
export interface Shard {
  readonly index: number;
  readonly count: number;
}

/** The most shards a run is split into; far beyond any batch system's, and it keeps the numbers small. */
const MAX_SHARDS = 1_000_000;

/** Reads `K/N` (1 ≤ K ≤ N), or null. */
export const parseShard = (text: string): Shard | null => {
  const m = /^\s*(\d{1,7})\s*\/\s*(\d{1,7})\s*$/.exec(text);
  if (!m) return null;
  const index = Number(m[1]),
    count = Number(m[2]);
  return index >= 1 && index <= count && count <= MAX_SHARDS ? { index, count } : null;
};

/** The items of `list` that fall to `shard`: every count-th one, starting at the index-th. */
export const takeShard = <T>(list: readonly T[], shard: Shard | null): T[] =>
  shard === null ? [...list] : list.filter((_, i) => i % shard.count === shard.index - 1);

/** The shards of one split that a results file holds: their indexes (from 1, increasing) out of `count`. */
export interface ShardSet {
  readonly count: number;
  readonly indexes: readonly number[];
}

/** What a run of `shard` holds: that shard, or the whole list (shard 1 of 1) when not sharded. */
export const shardSetOf = (shard: Shard | null): ShardSet =>
  shard === null ? { count: 1, indexes: [1] } : { count: shard.count, indexes: [shard.index] };

/** Indexes as ranges (`1-3`, `5`), in increasing order. */
const rangesOf = (indexes: readonly number[]): string[] => {
  const out: string[] = [];
  for (let i = 0; i < indexes.length;) {
    let j = i;
    while (j + 1 < indexes.length && indexes[j + 1] === indexes[j]! + 1) j++;
    out.push(i === j ? `${indexes[i]}` : `${indexes[i]}-${indexes[j]}`);
    i = j + 1;
  }
  return out;
};

/** A shard set as a record field writes it: ranges joined by `+`, then the count (`2/4`, `1-3+5/8`). */
export const shardSetText = (s: ShardSet): string => `${rangesOf(s.indexes).join('+')}/${s.count}`;

/** Indexes for people: ranges joined by `, ` (`2, 5-7`). */
export const shardListText = (indexes: readonly number[]): string => rangesOf(indexes).join(', ');

/** Reads a shard set as `shardSetText` writes it, and only so; null otherwise. */
export const parseShardSet = (text: string): ShardSet | null => {
  const m = /^(\d{1,7}(?:-\d{1,7})?(?:\+\d{1,7}(?:-\d{1,7})?)*)\/(\d{1,7})$/.exec(text);
  if (!m) return null;
  const count = Number(m[2]),
    indexes: number[] = [];
  if (count < 1 || count > MAX_SHARDS) return null;
  for (const range of m[1]!.split('+')) {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    if (from < 1 || to > count || to < from || from <= (indexes.at(-1) ?? 0)) return null;
    for (let k = from; k <= to; k++) indexes.push(k);
  }
  const set = { count, indexes };
  return shardSetText(set) === text ? set : null;
};

/** The shards of one split that several sets hold together. */
export const unionOf = (sets: readonly ShardSet[]): ShardSet => {
  const held = new Set(sets.flatMap((s) => s.indexes));
  return { count: sets[0]!.count, indexes: [...held].sort((a, b) => a - b) };
};

/** The shards of the split that `s` lacks. */
export const missingShards = (s: ShardSet): number[] => {
  const held = new Set(s.indexes),
    out: number[] = [];
  for (let k = 1; k <= s.count; k++) if (!held.has(k)) out.push(k);
  return out;
};
