import { describe, expect, it } from 'vitest';
import { recordInBook, winPercent } from '@solitaire/play';
import { emptyStats, parseStats } from './statsFile.js';

describe('the statistics file', () => {
  it('always writes what it reads back, records folded in by play', () => {
    let variants = emptyStats().variants;
    const context = { known: (id: string) => id === 'athena', today: '2026-12-03' };
    for (const e of ['won', 'abandoned', 'started', 'won', 'assistedWon'] as const)
      variants = recordInBook(variants, { variant: 'athena', event: e, elapsedMs: 1000 }, context);
    const s = { ...emptyStats(), variants, folded: ['stats.journal.12.k1.folding'] };
    expect(parseStats(JSON.stringify(s))).toEqual({ ok: true, value: s });
    expect(winPercent(s.variants.athena!)).toBe(67);
  });
});

describe('parseStats', () => {
  const good = {
    format: 'solitaire-stats',
    version: 1,
    variants: { athena: { played: 2, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 5000 } },
  };
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
    expect(parseStats({ ...good, folded: 'x' })).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
    expect(parseStats({ ...good, folded: ['../../etc'] })).toMatchObject({ ok: false, error: 'ERR_STATS_FORMAT' });
    expect(parseStats({ ...good, version: { toString: 1 } })).toMatchObject({
      ok: false,
      error: 'ERR_STATS_VERSION',
      detail: 'object',
    });
  });
});

describe('settings in the statistics file (written by earlier versions, read beneath settings.json)', () => {
  it('are kept through statistics updates and read back', () => {
    const base = { ...emptyStats(), settings: { verdict: false, winnableOnly: true } };
    const s = {
      ...base,
      variants: recordInBook(
        base.variants,
        { variant: 'athena', event: 'started', elapsedMs: 0 },
        { known: () => true, today: '2026-12-03' },
      ),
    };
    expect(s.settings).toEqual({ verdict: false, winnableOnly: true });
    expect(parseStats(JSON.stringify(s))).toEqual({ ok: true, value: s });
  });
  it('are read leniently: a bad setting is dropped, never the statistics', () => {
    const file = { ...emptyStats(), settings: { verdict: 'yes', winnableOnly: true, colour: 'red' } };
    expect(parseStats(JSON.stringify(file))).toEqual({
      ok: true,
      value: { ...emptyStats(), settings: { winnableOnly: true } },
    });
    expect(parseStats(JSON.stringify({ ...emptyStats(), settings: [true] }))).toEqual({
      ok: true,
      value: emptyStats(),
    });
  });
});
