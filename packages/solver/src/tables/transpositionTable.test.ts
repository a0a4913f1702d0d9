import { describe, expect, it } from 'vitest';
import { TranspositionTable } from './transpositionTable.js';

const keys = (n: number, seed: number): [number, number][] => {
  let s = seed;
  const next = () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s;
  };
  return Array.from({ length: n }, () => [next(), next()]);
};

describe('transposition table', () => {
  it('remembers every position while below its cap, growing as needed', () => {
    const t = new TranspositionTable(16 * 2 ** 20, 1 << 10);
    const ks = keys(100_000, 7);
    // One assertion over all keys: 200,000 separate ones would take seconds.
    expect(ks.filter(([a, b]) => t.seenOrAdd(a, b)).length).toBe(0);
    expect(ks.filter(([a, b]) => !t.seenOrAdd(a, b)).length).toBe(0);
    expect(t.count).toBe(100_000);
    expect(t.evictions).toBe(0);
    expect(t.bytes).toBeGreaterThan(1 << 10);
  });

  it('doubles in place all the way to its cap, keeping every key', () => {
    const cap = 64 * 2 ** 20,
      t = new TranspositionTable(cap);
    // 600,000 keys need 1,200,000 slots at half load: 2^21 slots, 16 MB, a quarter of the cap.
    const ks = keys(600_000, 11);
    for (const [a, b] of ks) t.seenOrAdd(a, b);
    expect(t.bytes).toBe(16 * 2 ** 20);
    expect(t.count).toBe(600_000);
    expect(ks.filter(([a, b]) => !t.has(a, b)).length).toBe(0);
    t.release();
  });

  it('keeps crowded keys through its growth, those whose windows ran past the last home among them', () => {
    // Distinct first lanes that differ only from bit `spread + 9` up, over 16 homes two slots apart at the end of
    // the first sizes (31, 29, ... and 511, 509, ...): runs of full slots past the last home, and at each doubling
    // entries that move to the new half beside others that stay.
    for (let spread = 0; spread <= 4; spread++) {
      const t = new TranspositionTable(16 * 2 ** 20, 256),
        stored: [number, number][] = [];
      for (let k = 0; k < 1_500; k++) {
        const a = ((k >>> 4) << (spread + 9)) | (31 - 2 * (k & 7)) | (k & 8 ? 0x1e0 : 0);
        const b = Math.imul(k + 1, 0x9e3779b1) | 1;
        const before = t.bytes;
        expect(t.seenOrAdd(a, b)).toBe(false);
        stored.push([a, b]);
        // Right after each doubling, every key is still found (a later doubling could hide a key lost by one).
        if (t.bytes !== before) expect(stored.filter(([x, y]) => !t.has(x, y)).length).toBe(0);
      }
      expect(t.evictions).toBe(0);
      expect(t.count).toBe(stored.length);
      expect(stored.filter(([a, b]) => !t.has(a, b)).length).toBe(0);
      t.release();
    }
  });

  it('answers `has` as `seenOrAdd` would, storing nothing, full or not', () => {
    const t = new TranspositionTable(1 << 12, 1 << 12);
    const ks = keys(2000, 5);
    for (const [a, b] of ks.slice(0, 1000)) t.seenOrAdd(a, b);
    const count = t.count,
      evictions = t.evictions;
    // A copy of the table's answers without storing: the same for stored keys, evicted ones and new ones.
    const answers = ks.map(([a, b]) => t.has(a, b));
    expect([t.count, t.evictions]).toEqual([count, evictions]);
    expect(answers.filter(Boolean).length).toBeGreaterThan(0);
    expect(answers.slice(1000).filter(Boolean).length).toBe(0);
    // Asked just before each `seenOrAdd` (which stores and evicts as it goes), `has` gives its answer.
    expect(ks.filter(([a, b]) => t.has(a, b) !== t.seenOrAdd(a, b)).length).toBe(0);
  });

  it('stays within its cap, giving up entries (never answering seen for a new position)', () => {
    const t = new TranspositionTable(1 << 12, 1 << 12);
    const ks = keys(20_000, 3);
    expect(ks.filter(([a, b]) => t.seenOrAdd(a, b)).length).toBe(0);
    expect(t.bytes).toBe(1 << 12);
    expect(t.evictions).toBeGreaterThan(0);
    for (const [a, b] of keys(1000, 99)) expect(t.seenOrAdd(a, b)).toBe(false);
  });

  it('starts small and grows with what it holds, so a short search touches little memory', () => {
    const t = new TranspositionTable(64 * 2 ** 20);
    for (const [a, b] of keys(10_000, 11)) t.seenOrAdd(a, b);
    expect(t.count).toBe(10_000);
    expect(t.bytes).toBeLessThanOrEqual(256 * 2 ** 10);
  });

  it('forgets everything when cleared', () => {
    const t = new TranspositionTable(1 << 20);
    const ks = keys(1000, 5);
    for (const [a, b] of ks) t.seenOrAdd(a, b);
    t.clear(1 << 14);
    expect(t.count).toBe(0);
    for (const [a, b] of ks) expect(t.seenOrAdd(a, b)).toBe(false);
  });
});
