import { describe, expect, it } from 'vitest';
import { dailyStanding, localDay } from './daily.js';

describe('the standing of a deal of the day', () => {
  it('is today’s only on the player’s own day; an earlier day is practice, a later one not out yet', () => {
    expect(dailyStanding('2026-12-01', '2026-12-01')).toBe('today');
    expect(dailyStanding('2026-11-30', '2026-12-01')).toBe('practice');
    expect(dailyStanding('2025-12-01', '2026-12-01')).toBe('practice');
    expect(dailyStanding('2026-12-02', '2026-12-01')).toBe('future');
    expect(dailyStanding('2027-01-01', '2026-12-31')).toBe('future');
  });

  it('reads the player’s day in their own time zone, not UTC’s', () => {
    // Built from local fields, so the same on every machine whatever its time zone.
    expect(localDay(new Date(2026, 11, 1, 23, 59))).toBe('2026-12-01');
    expect(localDay(new Date(2026, 11, 2, 0, 0))).toBe('2026-12-02');
    expect(localDay(new Date(2027, 0, 9, 12))).toBe('2027-01-09');
  });
});
