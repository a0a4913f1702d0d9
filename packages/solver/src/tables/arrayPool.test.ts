import { describe, expect, it } from 'vitest';
import { doubled, dropSpares, giveArray, takeInt32, takeUint32 } from './arrayPool.js';

describe('array pool', () => {
  it('hands back arrays for reuse, zeroed when asked, and doubles them keeping their content', () => {
    // A full pool of this size (searches run before in the same module context leave their tables) would drop `a`.
    dropSpares();
    const a = takeUint32(1 << 16);
    a[5] = 42;
    giveArray(a);
    const b = takeUint32(1 << 16, true);
    expect(b).toBe(a);
    expect(b[5]).toBe(0);
    const c = takeInt32(1 << 15);
    c[3] = 7;
    const d = doubled(c);
    expect(d.length).toBe(1 << 16);
    expect(d[3]).toBe(7);
    expect(takeInt32(1 << 15)).toBe(c);
  });

  it('keeps many spares of a small size, so the next search gets back every small array the last one had', () => {
    dropSpares();
    const arrays = Array.from({ length: 12 }, () => takeInt32(1 << 14));
    for (const a of arrays) giveArray(a);
    const again = Array.from({ length: 12 }, () => takeInt32(1 << 14));
    expect(again.filter((a) => arrays.includes(a)).length).toBe(12);
  });

  it('keeps four spares of a large size, one for each table a solve holds, and no fifth', () => {
    // The fast tier runs test files in one module context: spares left by earlier solves (up to the pool's cap) must
    // not decide what this test sees.
    dropSpares();
    const arrays = Array.from({ length: 5 }, () => takeUint32(1 << 18));
    for (const a of arrays) giveArray(a);
    const again = Array.from({ length: 5 }, () => takeUint32(1 << 18));
    // Compared by identity: `toContain` on megabyte arrays would compare them element by element.
    expect(again.filter((a) => arrays.some((b) => b === a)).length).toBe(4);
    expect(arrays.some((b) => b === again[4])).toBe(false);
    for (const a of again) giveArray(a);
  });
});
