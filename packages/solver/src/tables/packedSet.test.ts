import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PACKED_KEY_BITS, PackedSet } from './packedSet.js';

/** Distinct keys below 2^bits, from a seeded generator. */
const distinctKeys = (n: number, bits: number, seed: number): number[] => {
  let s = seed;
  const next = (): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
  const out = new Set<number>();
  while (out.size < n) out.add((next() * 2 ** 21 + (next() >>> 11)) % 2 ** bits);
  return [...out];
};

/** Keys as a search's positions are: digits of small radix, most of them alike from one key to the next. */
const positionLikeKeys = (n: number): number[] => {
  const out = new Set<number>();
  let digits = Array.from({ length: 22 }, () => 3);
  for (let s = 1; out.size < n; s = (Math.imul(s, 1664525) + 1013904223) >>> 0) {
    digits = digits.map((d, i) => (i === s % 22 ? (d + (s >>> 8)) % 4 : d));
    out.add(digits.reduce((key, d) => key * 4 + d, 0) % 2 ** 44);
  }
  return [...out];
};

describe('packed set', () => {
  it('holds the keys it is given and no other, through its growth from wide to narrow words', () => {
    for (const [bits, keys] of [
      [20, distinctKeys(100_000, 20, 1)],
      [44, positionLikeKeys(100_000)],
      [PACKED_KEY_BITS, distinctKeys(100_000, PACKED_KEY_BITS, 2)],
    ] as const) {
      const set = new PackedSet(bits, 64 * 2 ** 20),
        sofar: number[] = [];
      let claimed = 0;
      for (const k of keys) {
        const before = set.bytes;
        if (set.seenOrAdd(k)) claimed++;
        sofar.push(k);
        // Right after each doubling in place, the set finds as many of the keys given as it counts (a later
        // doubling could hide a key lost by one).
        if (set.bytes !== before) expect(sofar.filter((g) => set.has(g)).length).toBe(set.count);
      }
      expect(claimed).toBe(0);
      // Below its cap a set forgets a key only when both its buckets are full, which is rare.
      expect(set.count + set.evictions).toBe(keys.length);
      expect(set.evictions).toBeLessThan(keys.length / 50);
      const held = set.keys();
      expect(held.length).toBe(set.count);
      expect(held.filter((k) => !set.has(k) || !set.seenOrAdd(k)).length).toBe(0);
      const given = new Set(keys);
      expect(held.every((k) => given.has(k))).toBe(true);
    }
  });

  it('grows to 4 bytes a slot: 150,000 keys of 44 bits in 1 MB', () => {
    const set = new PackedSet(44, 2 ** 20);
    for (const k of distinctKeys(150_000, 44, 3)) set.seenOrAdd(k);
    expect(set.bytes).toBe(2 ** 20);
    expect(set.count + set.evictions).toBe(150_000);
    expect(set.evictions).toBeLessThan(3_000);
  });

  it('at its cap forgets keys but never claims one it was not given', () => {
    const set = new PackedSet(36, 64 * 1024);
    const given = distinctKeys(40_000, 36, 11);
    for (const k of given) set.seenOrAdd(k);
    expect(set.bytes).toBe(64 * 1024);
    expect(set.evictions).toBeGreaterThan(20_000);
    const held = set.keys();
    expect(held.length).toBe(set.count);
    const givenSet = new Set(given);
    expect(held.every((k) => givenSet.has(k))).toBe(true);
    const others = distinctKeys(80_000, 36, 12).filter((k) => !givenSet.has(k));
    expect(others.filter((k) => set.has(k)).length).toBe(0);
  });

  it('never says it holds a key it was not given, whatever the keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: PACKED_KEY_BITS }),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 3_000 }),
        (bits, xs) => {
          const set = new PackedSet(bits, 1 << 20),
            ref = new Set<number>();
          for (const x of xs) {
            const k = Math.min(2 ** bits - 1, Math.floor(x * 2 ** bits));
            const seen = set.seenOrAdd(k);
            if (seen && !ref.has(k)) return false;
            if (!seen && ref.has(k) && set.evictions === 0) return false;
            ref.add(k);
          }
          return set.keys().every((k) => ref.has(k));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses keys of more bits than a double holds exactly', () => {
    expect(() => new PackedSet(53, 1 << 20)).toThrow(RangeError);
  });
});
