import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type StatsEntry, MAX_TIME_MS, foldEvents, parseStatsBook, parseStatsJournal, recordEvent, statsEntryLine, zeroStats,
} from './stats.js';

describe('records', () => {
  it('count streaks and best times', () => {
    let v = zeroStats;
    for (const [e, ms] of [['started', 0], ['won', 90_000], ['started', 0], ['won', 60_000], ['started', 0], ['abandoned', 0]] as const) v = recordEvent(v, e, ms);
    expect(v).toEqual({ played: 3, won: 2, currentStreak: 0, bestStreak: 2, bestTimeMs: 60_000 });
  });

  it('always validate after any sequence of events', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.constantFrom('started', 'won', 'abandoned'), fc.double())), (events) => {
      let v = zeroStats;
      for (const [e, ms] of events) v = recordEvent(v, e as 'won', ms);
      expect(parseStatsBook({ athena: v }).ok).toBe(true);
    }));
  });
});

describe('stored books', () => {
  it('refuse absurd or inconsistent values, naming the record', () => {
    const good = { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 1000 };
    expect(parseStatsBook({ athena: good })).toEqual({ ok: true, value: { athena: good } });
    for (const bad of [
      { ...good, bestTimeMs: 1e15 }, { ...good, played: 1e300 }, { ...good, won: 3 }, { ...good, bestTimeMs: null },
      { ...good, currentStreak: -1 }, { ...good, played: 2.5 },
    ]) expect(parseStatsBook({ athena: bad })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES', detail: 'athena' });
    expect(parseStatsBook([])).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
  });

  it('never throw on any JSON value', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => { parseStatsBook(v); }));
    fc.assert(fc.property(fc.string(), (t) => { parseStatsJournal(t); }));
  });
});

describe('two copies of the game writing at once', () => {
  it('lose no win: each appends its events and a reader folds them all', () => {
    // Two terminals, each playing and winning a game, their events interleaved in one journal.
    const a: StatsEntry[] = [{ variant: 'athena', event: 'started', elapsedMs: 0 }, { variant: 'athena', event: 'won', elapsedMs: 70_000 }];
    const b: StatsEntry[] = [{ variant: 'athena', event: 'started', elapsedMs: 0 }, { variant: 'athena', event: 'won', elapsedMs: 50_000 }];
    const journal = [a[0], b[0], b[1], a[1]].map((e) => statsEntryLine(e!)).join('\n') + '\n';
    const { entries, skipped } = parseStatsJournal(`${journal}{"variant":"athena","ev`);
    expect(skipped).toBe(1);
    const book = foldEvents({}, entries);
    expect(book.athena).toEqual({ played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 50_000 });
  });

  it('bounds the time a journal line may carry', () => {
    expect(parseStatsJournal(JSON.stringify({ variant: 'athena', event: 'won', elapsedMs: MAX_TIME_MS + 1 })).skipped).toBe(1);
  });
});
