import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NO_ROOM, PRESENT, WordSet } from './wordSet.js';

describe('word set', () => {
  // Keys of small words collide often, include the all-zero key and keys whose first word is zero (both look like
  // an empty slot's start), and number enough to make the set grow past its first table.
  it.each([1, 2, 3])('agrees with a plain set on keys of %i words, through growth', (width) => {
    const word = fc.oneof(fc.constant(0), fc.integer({ min: -3, max: 3 }), fc.integer());
    fc.assert(
      fc.property(fc.array(fc.array(word, { minLength: width, maxLength: width }), { maxLength: 300 }), (keys) => {
        const set = new WordSet(width, 2 ** 24),
          model = new Set<string>();
        for (const k of keys) {
          const key = Int32Array.from([7, ...k]);
          expect(set.has(key, 1)).toBe(model.has(k.join()));
          expect(set.add(key, 1) === PRESENT).toBe(model.has(k.join()));
          model.add(k.join());
        }
        for (const k of keys) expect(set.has(Int32Array.from(k))).toBe(true);
        expect(set.count + (model.has(Array(width).fill(0).join()) ? 1 : 0)).toBe(model.size);
        set.release();
      }),
      { numRuns: 60 },
    );
    const many = new WordSet(width, 2 ** 24);
    for (let i = 1; i <= 100_000; i++) many.add(Int32Array.from({ length: width }, (_, j) => i * (j + 1)));
    // Counted, not asserted one by one: a hundred thousand calls of expect cost more than the set's own work.
    let missing = 0;
    for (let i = 1; i <= 100_000; i++)
      if (!many.has(Int32Array.from({ length: width }, (_, j) => i * (j + 1)))) missing++;
    expect(missing).toBe(0);
    expect(many.has(Int32Array.from({ length: width }, () => -1))).toBe(false);
    many.release();
  });

  // Bits left out of the hash put keys that differ only there in one chain of slots: still different keys.
  it('keeps keys apart that differ only in bits left out of the hash, through growth', () => {
    const set = new WordSet(2, 2 ** 24, Int32Array.from([(1 << 26) - 1, -1]));
    let wrong = 0;
    for (let i = 1; i <= 30_000; i++)
      for (const pass of [0, 1, 2]) if (set.add(Int32Array.from([(pass << 26) | i, i % 7])) === PRESENT) wrong++;
    expect(wrong).toBe(0);
    expect(set.count).toBe(90_000);
    for (let i = 1; i <= 30_000; i++)
      for (const pass of [0, 1, 2, 3]) if (set.has(Int32Array.from([(pass << 26) | i, i % 7])) !== pass < 3) wrong++;
    expect(wrong).toBe(0);
    set.release();
  });

  // A field left out of the hash (6 bits at 26, the sign bit among them): a key is found with any
  // stored key that is it but for a field no greater there, and only with such a key.
  it.each([
    [1, 0],
    [2, 0],
    [2, 1],
  ])(
    'finds a key stored with a field no greater, and no other, in keys of %i words, the field in word %i',
    (width, word) => {
      const field = 63 << 26;
      const mask = Int32Array.from({ length: width }, (_, i) => (i === word ? ~field : -1));
      const keyOf = (rest: number[], f: number) => Int32Array.from(rest, (r, i) => (i === word ? r | (f << 26) : r));
      fc.assert(
        fc.property(
          fc.array(
            fc.tuple(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: width, maxLength: width }), fc.nat(63)),
            {
              maxLength: 200,
            },
          ),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: width, maxLength: width }),
          fc.nat(63),
          (stored, rest, f) => {
            const set = new WordSet(width, 2 ** 24, mask);
            for (const [r, g] of stored) set.add(keyOf(r, g));
            const expected = stored.some(([r, g]) => r.join() === rest.join() && g <= f);
            expect(set.hasWithFields(keyOf(rest, f), 0, word, 26, 6, 1, false)).toBe(expected);
            set.release();
          },
        ),
        { numRuns: 200 },
      );
    },
  );

  // Four 4-bit fields left out of the hash (from bit 16 of word 1): a key is found with any stored key that is it but
  // for fields each no smaller there (or each no greater), and only with such a key.
  it.each([true, false])(
    'finds a key stored with every field no smaller (%s) or no greater, and no other',
    (atLeast) => {
      const mask = Int32Array.of(-1, 0xffff);
      const keyOf = (rest: number[], f: number[]) =>
        Int32Array.of(rest[0]!, rest[1]! | f.reduce((a, n, i) => a | (n << (16 + 4 * i)), 0));
      const rest = fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 2, maxLength: 2 });
      const fields = fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 4, maxLength: 4 });
      fc.assert(
        fc.property(fc.array(fc.tuple(rest, fields), { maxLength: 100 }), rest, fields, (stored, r, f) => {
          const set = new WordSet(2, 2 ** 24, mask);
          for (const [sr, sf] of stored) set.add(keyOf(sr, sf));
          const expected = stored.some(
            ([sr, sf]) => sr.join() === r.join() && sf.every((n, i) => (atLeast ? n >= f[i]! : n <= f[i]!)),
          );
          expect(set.hasWithFields(keyOf(r, f), 0, 1, 16, 4, 4, atLeast)).toBe(expected);
          set.release();
        }),
        { numRuns: 300 },
      );
    },
  );

  it('fills to three quarters once it can grow no more, then stores nothing more, and says so', () => {
    const set = new WordSet(2, 2 ** 18);
    let added = 0,
      refused = 0;
    for (let i = 1; i <= 40_000; i++) {
      const r = set.add(Int32Array.from([i, -i]));
      if (r === NO_ROOM) refused++;
      else added++;
    }
    expect(set.bytes).toBeLessThanOrEqual(2 ** 18);
    // 2 ** 15 slots of 8 bytes: past half load it cannot double, so it fills to WORD_SET_MOST_LOAD.
    expect(added).toBe(0.75 * 2 ** 15);
    expect(refused).toBe(40_000 - 0.75 * 2 ** 15);
    expect(set.count).toBe(added);
    expect(set.add(Int32Array.from([1, -1]))).toBe(PRESENT);
    set.release();
  });
});
