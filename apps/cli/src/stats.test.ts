import { describe, expect, it } from 'vitest';
import { winPercent } from '@solitaire/play';
import { emptyStats, parseStats, recordEvent } from './stats.js';

describe('recordEvent', () => {
  it('counts games at their first move, wins with streaks and best time, and breaks streaks on abandon', () => {
    let s = emptyStats();
    s = recordEvent(s, 'athena', 'started');
    s = recordEvent(s, 'athena', 'won', 90_000);
    s = recordEvent(s, 'athena', 'started');
    s = recordEvent(s, 'athena', 'won', 60_400);
    s = recordEvent(s, 'athena', 'started');
    s = recordEvent(s, 'athena', 'abandoned');
    s = recordEvent(s, 'athena', 'started');
    s = recordEvent(s, 'athena', 'won', 120_000);
    expect(s.variants.athena).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_400 });
    expect(winPercent(s.variants.athena!)).toBe(75);
    expect(s.variants.klondike).toBeUndefined();
  });
  it('always writes what it reads back', () => {
    let s = emptyStats();
    for (const e of ['won', 'abandoned', 'started', 'won', 'won'] as const) s = recordEvent(s, 'x', e, 1000);
    expect(parseStats(JSON.stringify(s))).toEqual({ ok: true, value: s });
  });
});

describe('parseStats', () => {
  const good = { format: 'solitaire-stats', version: 1, variants: { athena: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 5000 } } };
  it('accepts a valid file', () => expect(parseStats(JSON.stringify(good))).toEqual({ ok: true, value: good }));
  it('refuses broken, foreign, future and inconsistent files', () => {
    expect(parseStats('{"format":')).toMatchObject({ ok: false, error: 'ERR_STATS_JSON' });
    expect(parseStats('[]')).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
    expect(parseStats({ ...good, version: 2 })).toMatchObject({ ok: false, error: 'ERR_STATS_VERSION' });
    expect(parseStats({ ...good, variants: [] })).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
    const bad = (patch: object) => parseStats({ ...good, variants: { athena: { ...good.variants.athena, ...patch } } });
    expect(bad({ won: 3 })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES' });
    expect(bad({ played: -1 })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES' });
    expect(bad({ played: 2.5 })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES' });
    expect(bad({ bestTimeMs: null })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES' });
    expect(bad({ currentStreak: 2 })).toMatchObject({ ok: false, error: 'ERR_STATS_VALUES' });
  });
});

describe('settings in the statistics file (written by earlier versions, read beneath settings.json)', () => {
  it('are kept through statistics updates and read back', () => {
    const s = recordEvent({ ...emptyStats(), settings: { verdict: false, winnableOnly: true } }, 'athena', 'started');
    expect(s.settings).toEqual({ verdict: false, winnableOnly: true });
    expect(parseStats(JSON.stringify(s))).toEqual({ ok: true, value: s });
  });
  it('are read leniently: a bad setting is dropped, never the statistics', () => {
    const file = { ...emptyStats(), settings: { verdict: 'yes', winnableOnly: true, colour: 'red' } };
    expect(parseStats(JSON.stringify(file))).toEqual({ ok: true, value: { ...emptyStats(), settings: { winnableOnly: true } } });
    expect(parseStats(JSON.stringify({ ...emptyStats(), settings: [true] }))).toEqual({ ok: true, value: emptyStats() });
  });
});
