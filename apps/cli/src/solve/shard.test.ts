import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  missingShards,
  parseShard,
  parseShardSet,
  shardListText,
  shardSetOf,
  shardSetText,
  takeShard,
  unionOf,
} from './shard.js';

describe('shards', () => {
  it('reads K/N and takes every N-th item from the K-th', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(takeShard([1, 2, 3, 4, 5, 6, 7, 8, 9], { index: 2, count: 4 })).toEqual([2, 6]);
  });

  it('writes the shards a file holds as ranges, and reads back only what it writes', () => {
    expect(shardSetText(shardSetOf(null))).toBe('1/1');
    expect(shardSetText(shardSetOf({ index: 3, count: 8 }))).toBe('3/8');
    expect(shardSetText({ count: 8, indexes: [1, 2, 3, 5, 7, 8] })).toBe('1-3+5+7-8/8');
    expect(parseShardSet('1-3+5+7-8/8')).toEqual({ count: 8, indexes: [1, 2, 3, 5, 7, 8] });
    const unread = ['', '0/4', '5/4', '2/0', '1-2+3/4', '3+1/4', '2-2/4', '1,2/4', '=1/4', '1/4 ', '01/4', '1/2000000'];
    for (const bad of unread) {
      expect(parseShardSet(bad), bad).toBeNull();
    }
    const indexes = (count: number) => fc.uniqueArray(fc.integer({ min: 1, max: count }), { minLength: 1 });
    const sets = fc
      .integer({ min: 1, max: 40 })
      .chain((count) => indexes(count).map((ks) => ({ count, indexes: ks.sort((a, b) => a - b) })));
    fc.assert(
      fc.property(sets, (set) => {
        expect(parseShardSet(shardSetText(set))).toEqual(set);
      }),
    );
  });

  it('joins the shards of a split and names those missing', () => {
    const union = unionOf([
      { count: 8, indexes: [3] },
      { count: 8, indexes: [1, 2] },
      { count: 8, indexes: [2, 8] },
    ]);
    expect(union).toEqual({ count: 8, indexes: [1, 2, 3, 8] });
    expect(missingShards(union)).toEqual([4, 5, 6, 7]);
    expect(shardListText([2, 4, 5, 6])).toBe('2, 4-6');
  });
});
