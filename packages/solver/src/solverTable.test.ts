import { describe, expect, it } from 'vitest';
import { doubled, giveArray, takeInt32, takeUint32 } from './solverMemory.js';
import fc from 'fast-check';
import { LineSet, TranspositionTable } from './solverTable.js';

const keys = (n: number, seed: number): [number, number][] => {
  let s = seed;
  const next = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s; };
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
    const cap = 64 * 2 ** 20, t = new TranspositionTable(cap);
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
      const t = new TranspositionTable(16 * 2 ** 20, 256), stored: [number, number][] = [];
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
    const count = t.count, evictions = t.evictions;
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

describe('solver memory', () => {
  it('hands back arrays for reuse, zeroed when asked, and doubles them keeping their content', () => {
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
    const arrays = Array.from({ length: 12 }, () => takeInt32(1 << 14));
    for (const a of arrays) giveArray(a);
    const again = Array.from({ length: 12 }, () => takeInt32(1 << 14));
    expect(again.filter((a) => arrays.includes(a)).length).toBe(12);
  });

  it('keeps four spares of a large size, one for each table a solve holds, and no fifth', () => {
    const arrays = Array.from({ length: 5 }, () => takeUint32(1 << 18));
    for (const a of arrays) giveArray(a);
    const again = Array.from({ length: 5 }, () => takeUint32(1 << 18));
    // Compared by identity: `toContain` on megabyte arrays would compare them element by element.
    expect(again.filter((a) => arrays.some((b) => b === a)).length).toBe(4);
    expect(arrays.some((b) => b === again[4])).toBe(false);
    for (const a of again) giveArray(a);
  });
});

describe('line set', () => {
  // A line is a stack: positions join at its end and leave from its end, but the set must also survive any
  // order of removals, since its removal shifts entries around. Keys share their low bits to force collisions.
  it('agrees with a plain set under any sequence of adds and removals', () => {
    const op = fc.record({ add: fc.boolean(), a: fc.integer({ min: 0, max: 40 }), b: fc.nat() });
    fc.assert(fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
      const set = new LineSet(), model = new Map<string, [number, number]>();
      for (const { add, a, b } of ops) {
        const key: [number, number] = [(a * 0x40000000 + (a & 7)) >>> 0, b | 1];
        const id = key.join();
        if (add && !model.has(id)) { set.add(...key); model.set(id, key); }
        else if (!add) { const first = model.keys().next(); if (!first.done) { set.delete(...model.get(first.value)!); model.delete(first.value); } }
        for (const [x, y] of model.values()) expect(set.has(x, y)).toBe(true);
        expect(set.has(key[0], key[1])).toBe(model.has(id));
      }
      set.release();
    }));
  });
});
