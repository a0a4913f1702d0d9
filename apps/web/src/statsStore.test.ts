import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatsBook } from '@solitaire/play';
import { pageStats, readStats } from './statsStore.js';
import { storageKeys, writeItem } from './browserStorage.js';

const context = () => ({ known: (id: string) => id === 'athena' || id === 'klondike', today: '2026-12-03' });
const played = (book: StatsBook | 'corrupt', id: string) => (book === 'corrupt' ? -1 : (book[id]?.played ?? 0));

beforeEach(() => localStorage.clear());

describe('statistics kept by two tabs at once', () => {
  it('count the games of both: each event is folded into the book as stored now, not as the tab first read it', () => {
    const a = pageStats(context, {});
    const b = pageStats(context, {});
    a.record([{ variant: 'athena', event: 'started', elapsedMs: 0 }]);
    b.record([{ variant: 'athena', event: 'started', elapsedMs: 0 }]);
    a.record([{ variant: 'athena', event: 'won', elapsedMs: 9000 }]);
    const last = b.record([{ variant: 'klondike', event: 'started', elapsedMs: 0 }]);
    expect(played(readStats(), 'athena')).toBe(2);
    expect(last?.athena).toMatchObject({ played: 2, won: 1 });
    expect(played(readStats(), 'klondike')).toBe(1);
  });

  it('throw when the browser refuses the write (the host keeps the events), and count them once written', () => {
    const k = pageStats(context, {});
    const setItem = vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const started = { variant: 'athena', event: 'started', elapsedMs: 0 } as const;
    expect(() => k.record([started])).toThrow(expect.objectContaining({ code: 'EQUOTA' }));
    setItem.mockRestore();
    expect(k.record([started])?.athena?.played).toBe(1);
    expect(played(readStats(), 'athena')).toBe(1);
  });

  it('refuse ids that are no game, and are never wiped by one named after an inherited property', () => {
    const k = pageStats(context, {});
    k.record([{ variant: 'athena', event: 'started', elapsedMs: 0 }]);
    for (const variant of ['constructor', 'toString', 'nope']) k.record([{ variant, event: 'won', elapsedMs: 1 }]);
    expect(readStats()).toEqual({ athena: expect.objectContaining({ played: 1, won: 0 }) });
    writeItem(
      storageKeys.stats,
      '{"constructor":{"played":2,"won":0,"currentStreak":0,"bestStreak":0,"bestTimeMs":null}}',
    );
    expect(k.record([{ variant: 'athena', event: 'started', elapsedMs: 0 }])?.athena?.played).toBe(1);
  });
});
