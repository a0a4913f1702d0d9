// The statistics loader takes whatever storage holds: it never throws, and every number it accepts is bounded.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fuzzRuns } from './fuzzRuns.js';
import { readStats } from './statsStore.js';
import { storageKeys, writeItem } from './browserStorage.js';

beforeEach(() => localStorage.clear());

const number = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(1e300, -1, 2.5, 1e15, Number.MAX_SAFE_INTEGER));
const record = fc.record(
  {
    played: number,
    won: number,
    currentStreak: number,
    bestStreak: number,
    bestTimeMs: fc.oneof(number, fc.constant(null)),
  },
  { requiredKeys: [] },
);
const book = fc.dictionary(
  fc.oneof(fc.string(), fc.constantFrom('athena', 'klondike', '__proto__')),
  fc.oneof(record, fc.jsonValue()),
);

const expectBounded = (text: string) => {
  writeItem(storageKeys.stats, text);
  const r = readStats();
  if (r === 'corrupt') return;
  for (const v of Object.values(r)) {
    for (const n of [v.played, v.won, v.currentStreak, v.bestStreak]) {
      expect(Number.isSafeInteger(n) && n >= 0).toBe(true);
    }
    expect(v.won).toBeLessThanOrEqual(v.played);
    expect(
      v.bestTimeMs === null ||
        (Number.isFinite(v.bestTimeMs) && v.bestTimeMs >= 0 && v.bestTimeMs <= 365 * 24 * 3600 * 1000),
    ).toBe(true);
  }
};

describe('the statistics loader under fuzzing', () => {
  it('never throws on any string', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary' }), expectBounded), { numRuns: fuzzRuns() });
  });

  it('never throws on any JSON, and keeps only bounded numbers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), book), (v) => expectBounded(JSON.stringify(v) ?? 'null')),
      { numRuns: fuzzRuns() },
    );
  });
});
