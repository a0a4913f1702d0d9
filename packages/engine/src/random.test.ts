import { describe, expect, it } from 'vitest';
import { isDealNumber, mix32, nextUint32, seedForDeal, shuffle } from './random.js';

// These figures define every deal ever shared: they must never change.
describe('seeded randomness', () => {
  it('mixes and seeds the same on every machine', () => {
    expect(mix32(0)).toBe(0);
    expect(mix32(1)).toBe(0x514e28b7);
    expect(seedForDeal(1)).toBe(mix32((1 ^ 0x9e3779b9) >>> 0));
  });

  it('draws a fixed sequence from a seed', () => {
    const out: number[] = [];
    let s = 12345;
    for (let i = 0; i < 4; i++) {
      const [v, n] = nextUint32(s);
      out.push(v);
      s = n;
    }
    expect(out).toMatchInlineSnapshot(`
      [
        4207900869,
        1317490944,
        2079646450,
        3513001552,
      ]
    `);
  });

  it('shuffles deterministically and returns a permutation', () => {
    const cards = Array.from({ length: 10 }, (_, i) => i);
    const [a, s1] = shuffle(cards, 7);
    const [b, s2] = shuffle(cards, 7);
    expect(a).toEqual(b);
    expect(s1).toBe(s2);
    expect([...a].sort((x, y) => x - y)).toEqual(cards);
    expect(a).toMatchInlineSnapshot(`
      [
        6,
        5,
        8,
        1,
        2,
        3,
        4,
        7,
        9,
        0,
      ]
    `);
    expect(cards).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('accepts deal numbers from 0 to 2^32 - 1 only', () => {
    expect(isDealNumber(0)).toBe(true);
    expect(isDealNumber(4294967295)).toBe(true);
    expect(isDealNumber(4294967296)).toBe(false);
    expect(isDealNumber(-1)).toBe(false);
    expect(isDealNumber(1.5)).toBe(false);
    expect(isDealNumber('3')).toBe(false);
  });
});
