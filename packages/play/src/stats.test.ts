import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type FoldContext,
  type StatsEntry,
  MAX_TIME_MS,
  dailyStreakOn,
  foldEvents,
  parseStatsBook,
  parseStatsJournal,
  recordEvent,
  recordInBook,
  statsEntryLine,
  statsKey,
  statsKeyParts,
  statsOf,
  zeroStats,
} from './stats.js';

const games = new Set(['athena', 'klondike']);
const context: FoldContext = { known: (id) => games.has(id), today: '2026-12-03' };

describe('records', () => {
  it('count streaks and best times', () => {
    let v = zeroStats;
    for (const [e, ms] of [
      ['started', 0],
      ['won', 90_000],
      ['started', 0],
      ['won', 60_000],
      ['started', 0],
      ['abandoned', 0],
    ] as const)
      v = recordEvent(v, e, ms);
    expect(v).toEqual({ played: 3, won: 2, currentStreak: 0, bestStreak: 2, bestTimeMs: 60_000 });
  });

  it('always validate after any sequence of events', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('started', 'won', 'abandoned'), fc.double())), (events) => {
        let v = zeroStats;
        for (const [e, ms] of events) v = recordEvent(v, e as 'won', ms);
        expect(parseStatsBook({ athena: v }).ok).toBe(true);
      }),
    );
  });
});

describe('stored books', () => {
  it('refuse absurd or inconsistent values, naming the record', () => {
    const good = { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 1000 };
    expect(parseStatsBook({ athena: good })).toEqual({ ok: true, value: { athena: good } });
    for (const bad of [
      { ...good, bestTimeMs: 1e15 },
      { ...good, played: 1e300 },
      { ...good, won: 3 },
      { ...good, bestTimeMs: null },
      { ...good, currentStreak: -1 },
      { ...good, played: 2.5 },
    ])
      expect(parseStatsBook({ athena: bad })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES', detail: 'athena' });
    expect(parseStatsBook([])).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
  });

  it('never throw on any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        parseStatsBook(v);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (t) => {
        parseStatsJournal(t);
      }),
    );
  });
});

describe('two copies of the game writing at once', () => {
  it('lose no win: each appends its events and a reader folds them all', () => {
    // Two terminals, each playing and winning a game, their events interleaved in one journal.
    const a: StatsEntry[] = [
      { variant: 'athena', event: 'started', elapsedMs: 0 },
      { variant: 'athena', event: 'won', elapsedMs: 70_000 },
    ];
    const b: StatsEntry[] = [
      { variant: 'athena', event: 'started', elapsedMs: 0 },
      { variant: 'athena', event: 'won', elapsedMs: 50_000 },
    ];
    const journal = [a[0], b[0], b[1], a[1]].map((e) => statsEntryLine(e!)).join('\n') + '\n';
    const { entries, skipped } = parseStatsJournal(`${journal}{"variant":"athena","ev`);
    expect(skipped).toBe(1);
    const book = foldEvents({}, entries, context);
    expect(book.athena).toEqual({ played: 2, won: 2, currentStreak: 2, bestStreak: 2, bestTimeMs: 50_000 });
  });

  it('bounds the time a journal line may carry', () => {
    expect(
      parseStatsJournal(JSON.stringify({ variant: 'athena', event: 'won', elapsedMs: MAX_TIME_MS + 1 })).skipped,
    ).toBe(1);
  });
});

describe('the deal-of-the-day streak', () => {
  const won = (days: readonly string[]) => days.reduce((v, day) => recordEvent(v, 'dailyWon', 0, day), zeroStats);

  it('grows day after day, starts again after a day missed, and counts a day once', () => {
    const v = won(['2026-11-28', '2026-11-29', '2026-11-29', '2026-11-30', '2026-12-02', '2026-12-03']);
    expect(v).toMatchObject({ dailyStreak: 2, dailyBest: 3, dailyLast: '2026-12-03' });
    expect(won(['2026-12-31', '2027-01-01'])).toMatchObject({ dailyStreak: 2 });
    expect(won(['2026-12-05', '2026-12-04'])).toMatchObject({ dailyStreak: 1, dailyLast: '2026-12-05' });
  });

  it('lapses once a whole day passed without a win', () => {
    const v = won(['2026-12-01', '2026-12-02']);
    expect(dailyStreakOn(v, '2026-12-02')).toBe(2);
    expect(dailyStreakOn(v, '2026-12-03')).toBe(2);
    expect(dailyStreakOn(v, '2026-12-04')).toBe(0);
    expect(dailyStreakOn(zeroStats, '2026-12-04')).toBe(0);
  });

  it('survives the other events and the journal, and leaves the other records alone', () => {
    const entries = [
      { variant: 'athena', event: 'started', elapsedMs: 0 },
      { variant: 'athena', event: 'won', elapsedMs: 5000 },
      { variant: 'athena', event: 'dailyWon', elapsedMs: 5000, day: '2026-12-01' },
      { variant: 'athena', event: 'started', elapsedMs: 0 },
      { variant: 'athena', event: 'won', elapsedMs: 4000 },
    ] as const;
    const text = entries.map(statsEntryLine).join('\n');
    const folded = foldEvents({}, parseStatsJournal(text).entries, context);
    expect(folded.athena).toEqual({
      played: 2,
      won: 2,
      currentStreak: 2,
      bestStreak: 2,
      bestTimeMs: 4000,
      dailyStreak: 1,
      dailyBest: 1,
      dailyLast: '2026-12-01',
    });
    expect(parseStatsBook(folded)).toEqual({ ok: true, value: folded });
  });

  it('loads books written before it, and refuses inconsistent ones', () => {
    const old = { athena: { played: 3, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 1000 } };
    expect(parseStatsBook(old)).toEqual({ ok: true, value: old });
    const bad = [
      { dailyStreak: 3, dailyBest: 2, dailyLast: '2026-12-01' },
      { dailyStreak: 1, dailyBest: 1, dailyLast: '2026-02-30' },
      { dailyStreak: -1, dailyBest: 0, dailyLast: null },
    ];
    for (const b of bad) expect(parseStatsBook({ athena: { ...old.athena, ...b } }).ok).toBe(false);
    expect(parseStatsJournal('{"variant":"athena","event":"dailyWon","elapsedMs":0}').skipped).toBe(1);
  });
});

describe('crafted ids and days', () => {
  it('never let a journal line named after an inherited property touch a record, and refuse unknown ids', () => {
    // One line with the variant `constructor` used to wipe every record: the fold read Object itself as a record.
    const book = foldEvents(
      {},
      [
        { variant: 'athena', event: 'started', elapsedMs: 0 },
        { variant: 'athena', event: 'won', elapsedMs: 1000 },
      ],
      context,
    );
    for (const variant of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'nope']) {
      const lines = [
        statsEntryLine({ variant, event: 'won', elapsedMs: 5 }),
        statsEntryLine({ variant: 'athena', event: 'started', elapsedMs: 0 }),
      ];
      const folded = foldEvents(book, parseStatsJournal(lines.join('\n')).entries, context);
      expect(folded.athena).toMatchObject({ played: 2, won: 1 });
      expect(Object.keys(folded)).toEqual(['athena']);
      expect(parseStatsBook(JSON.parse(JSON.stringify(folded)))).toMatchObject({ ok: true });
      expect(recordInBook(book, { variant, event: 'won', elapsedMs: 5 }, context)).toBe(book);
      expect(statsOf(folded, variant)).toBe(zeroStats);
    }
  });

  it("reads a stored book with such ids as plain records, never as the object's own machinery", () => {
    const record = '{"played":2,"won":0,"currentStreak":0,"bestStreak":0,"bestTimeMs":null}';
    expect(parseStatsBook(JSON.parse(`{"__proto__":${record}}`))).toMatchObject({
      ok: false,
      error: 'ERR_STATS_VALUES',
      detail: '__proto__',
    });
    const parsed = parseStatsBook(JSON.parse(`{"constructor":${record}}`));
    if (!parsed.ok) throw new Error(parsed.error);
    expect(statsOf(parsed.value, 'constructor').played).toBe(2);
    expect(Object.getPrototypeOf(parsed.value)).toBeNull();
    expect(statsOf(parsed.value, 'athena')).toBe(zeroStats);
  });

  it("count no deal of the day after the player's own day, and free a streak a future day had frozen", () => {
    const frozen = recordEvent(zeroStats, 'dailyWon', 0, '9999-12-31');
    expect(recordEvent(zeroStats, 'dailyWon', 0, '9999-12-31', '2026-12-03')).toEqual(zeroStats);
    const freed = recordEvent(frozen, 'dailyWon', 0, '2026-12-02', '2026-12-03');
    expect(freed).toMatchObject({ dailyStreak: 1, dailyLast: '2026-12-02' });
    expect(recordEvent(freed, 'dailyWon', 0, '2026-12-03', '2026-12-03')).toMatchObject({
      dailyStreak: 2,
      dailyLast: '2026-12-03',
    });
    const folded = foldEvents({}, [{ variant: 'athena', event: 'dailyWon', elapsedMs: 0, day: '2026-12-04' }], context);
    expect(statsOf(folded, 'athena').dailyLast ?? null).toBeNull();
  });
});

describe("wins with the solver's moves", () => {
  it('count as played and assisted, never as wins: no best time, and the streak ends', () => {
    let v = zeroStats;
    for (const [e, ms] of [
      ['started', 0],
      ['won', 90_000],
      ['started', 0],
      ['assistedWon', 46_000],
    ] as const)
      v = recordEvent(v, e, ms);
    expect(v).toEqual({ played: 2, won: 1, assisted: 1, currentStreak: 0, bestStreak: 1, bestTimeMs: 90_000 });
    expect(parseStatsBook({ athena: v })).toEqual({ ok: true, value: { athena: v } });
    expect(parseStatsBook({ athena: { ...v, assisted: 2 } }).ok).toBe(false);
  });

  it('keep every record valid after any sequence of events', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('started', 'won', 'assistedWon', 'abandoned'), fc.double())),
        (events) => {
          let v = zeroStats;
          for (const [e, ms] of events) v = recordEvent(v, e as 'won', ms);
          expect(parseStatsBook({ athena: v }).ok).toBe(true);
        },
      ),
    );
  });
});

describe('record keys', () => {
  it('U1: name the suit count apart from the variant when it is not its own, and fold such keys as its records', () => {
    expect(statsKey({ id: 'spider', chosen: {} })).toBe('spider');
    expect(statsKey({ id: 'spider', chosen: { suits: 2 } })).toBe('spider-suits-2');
    expect(statsKey({ id: 'klondike', chosen: { draw: 1 } })).toBe('klondike');
    expect(statsKeyParts('spider-suits-1')).toEqual({ variant: 'spider', suits: 1 });
    expect(statsKeyParts('forty-thieves')).toEqual({ variant: 'forty-thieves', suits: null });
    const spiders: FoldContext = { known: (id) => id === 'spider', today: '2026-12-03' };
    const book = foldEvents(
      {},
      [
        { variant: 'spider-suits-1', event: 'won', elapsedMs: 1000 },
        { variant: 'spider', event: 'started', elapsedMs: 0 },
        { variant: 'nope-suits-1', event: 'won', elapsedMs: 1000 },
      ],
      spiders,
    );
    expect(Object.keys(book).sort()).toEqual(['spider', 'spider-suits-1']);
    expect(book['spider-suits-1']).toMatchObject({ played: 1, won: 1 });
    expect(book.spider).toMatchObject({ played: 1, won: 0 });
    expect(parseStatsBook(JSON.parse(JSON.stringify(book)))).toMatchObject({ ok: true });
  });
});
