import { describe, expect, it } from 'vitest';
import { resolveRules } from '@solitaire/engine';
import { klondike } from './klondike.js';
import { variants } from './registry.js';
import { type WinnabilityRecord, oddsOf, readSummary, summaryText, wilson, withRecord } from './results.js';
import { committedSummaries, resultsFor } from './winnability.js';

const record = (over: Partial<WinnabilityRecord> = {}): WinnabilityRecord => ({
  game: 'klondike',
  options: { draw: 3, redeals: 'unlimited' },
  firstDeal: 1,
  lastDeal: 100,
  deals: 100,
  won: 80,
  lost: 15,
  unknown: 5,
  capSeconds: 1,
  maxNodes: null,
  date: '2026-12-01',
  solver: '2.0.0',
  ...over,
});

describe('winnability results files', () => {
  it('gives the Wilson interval (a textbook value, and the edges)', () => {
    const w = wilson(81, 100)!;
    expect(w.low).toBeCloseTo(0.7222, 3);
    expect(w.high).toBeCloseTo(0.8749, 3);
    expect(wilson(0, 10)!.low).toBe(0);
    expect(wilson(10, 10)!.high).toBe(1);
    expect(wilson(0, 0)).toBeNull();
  });

  it('gives the odds of the deals decided and the bounds whatever the unknown ones are', () => {
    const odds = oddsOf(record())!;
    expect(odds.share).toBeCloseTo(80 / 95, 10);
    expect(odds.low).toBeLessThan(odds.share);
    expect(odds.high).toBeGreaterThan(odds.share);
    expect(odds.boundLow).toBeLessThan(odds.low);
    expect(odds.boundHigh).toBeGreaterThan(odds.high);
    expect(oddsOf(record({ won: 0, lost: 0, unknown: 100 }))).toBeNull();
  });

  it('reads back what it writes, one entry per set of options', () => {
    const s = withRecord(
      withRecord(null, record()),
      record({ options: { draw: 1, redeals: 'unlimited' }, won: 90, lost: 10, unknown: 0 }),
    );
    const read = readSummary(summaryText(s));
    expect(read.ok && read.value.runs).toHaveLength(2);
    const again = withRecord(s, record({ won: 81, lost: 14 }));
    expect(again.runs).toHaveLength(2);
    expect(again.runs.find((r) => r.options.draw === 3)!.won).toBe(81);
  });

  it('refuses broken files with a stable code and the place', () => {
    const file = (runs: unknown[]) => JSON.stringify({ format: 1, game: 'klondike', runs });
    expect(readSummary('{').ok).toBe(false);
    expect(readSummary(JSON.stringify({ format: 2, game: 'klondike', runs: [] }))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_FORMAT', where: 'format' },
    });
    expect(readSummary(file([{ ...record(), won: -1 }]))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_FIELD', where: 'runs[0].won' },
    });
    expect(readSummary(file([{ ...record(), options: { colour: 1 } }]))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_FIELD', where: 'runs[0].options.colour' },
    });
    expect(readSummary(file([{ ...record(), won: 81 }]))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_COUNTS', where: 'runs[0]' },
    });
    expect(readSummary(file([{ ...record(), game: 'athena' }]))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_GAME', where: 'runs[0].game' },
    });
    expect(readSummary(file([{ ...record(), capSeconds: null }]))).toEqual({
      ok: false,
      error: { code: 'ERR_SUMMARY_FIELD', where: 'runs[0].capSeconds' },
    });
  });

  it('finds the record of the options played: the defaults for a definition, the chosen ones for resolved rules', () => {
    const from = new Map([
      [
        'klondike',
        withRecord(
          withRecord(null, record()),
          record({ options: { draw: 1, redeals: 'unlimited' }, won: 90, lost: 10, unknown: 0 }),
        ),
      ],
    ]);
    // Klondike's default is draw one.
    expect(resultsFor(klondike, from)!.won).toBe(90);
    const draw3 = resolveRules(klondike, { draw: 3 });
    expect(draw3.ok && resultsFor(draw3.value, from)!.won).toBe(80);
    expect(resultsFor(klondike, new Map())).toBeNull();
  });

  it('every committed results file checks and belongs to a game of the collection', () => {
    expect([...committedSummaries.keys()].sort()).toEqual(variants.map((v) => v.id).sort());
    for (const s of committedSummaries.values())
      for (const run of s.runs)
        expect(
          variants
            .find((v) => v.id === run.game)!
            .options.map((o) => o.key)
            .sort(),
        ).toEqual(Object.keys(run.options).sort());
  });
});

describe('odds', () => {
  it('say how many of the deals tried can surely be won and how many at most, the undecided counted both ways', () => {
    const odds = oddsOf({ won: 8885, lost: 992, unknown: 123 })!;
    expect(odds.atLeast).toBe(0.8885);
    expect(odds.atMost).toBe(0.9008);
    expect([odds.won, odds.lost, odds.undecided, odds.deals, odds.decided]).toEqual([8885, 992, 123, 10000, 9877]);
    // The 95% ends widen the two counts; they are not the counts.
    expect(odds.boundLow).toBeLessThan(odds.atLeast);
    expect(odds.boundHigh).toBeGreaterThan(odds.atMost);
  });
});
