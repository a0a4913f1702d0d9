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

  it('goes straight to its cap past 8 MB, or doubles all the way when told not to jump', () => {
    const cap = 64 * 2 ** 20;
    const jumping = new TranspositionTable(cap), doubling = new TranspositionTable(cap, undefined, false);
    // 600,000 keys need 1,200,000 slots at half load: past 8 MB (1,048,576 slots), short of the cap (8,388,608).
    for (const [a, b] of keys(600_000, 11)) { jumping.seenOrAdd(a, b); doubling.seenOrAdd(a, b); }
    expect(jumping.bytes).toBe(cap);
    expect(doubling.bytes).toBe(16 * 2 ** 20);
    expect([jumping.count, doubling.count]).toEqual([600_000, 600_000]);
    jumping.release();
    doubling.release();
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
