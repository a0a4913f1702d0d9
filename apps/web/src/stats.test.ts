import { describe, expect, it } from 'vitest';
import { emptyStats, formatDuration, parseStatsBook, recordLoss, recordPlayed, recordWin, winRate } from './stats.js';

describe('statistics', () => {
  it('counts games, wins, streaks and the best time', () => {
    let s = emptyStats;
    s = recordWin(recordPlayed(s), 90_000);
    s = recordWin(recordPlayed(s), 60_000);
    s = recordLoss(recordPlayed(s));
    s = recordWin(recordPlayed(s), 75_000);
    expect(s).toEqual({ played: 4, won: 3, currentStreak: 1, bestStreak: 2, bestTimeMs: 60_000 });
    expect(winRate(s)).toBe(0.75);
    expect(winRate(emptyStats)).toBeNull();
  });

  it('never counts more wins than games', () => {
    expect(recordWin(emptyStats, 1000)).toEqual({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 1000 });
  });

  it('reads back what it stores and refuses inconsistent or malformed books', () => {
    const book = { athena: { played: 3, won: 2, currentStreak: 1, bestStreak: 2, bestTimeMs: 1234 } };
    expect(parseStatsBook(JSON.stringify(book))).toEqual(book);
    expect(parseStatsBook('{not json')).toBeNull();
    expect(parseStatsBook('[]')).toBeNull();
    expect(parseStatsBook(JSON.stringify({ athena: { ...book.athena, won: 5 } }))).toBeNull();
    expect(parseStatsBook(JSON.stringify({ athena: { ...book.athena, played: -1 } }))).toBeNull();
    expect(parseStatsBook(JSON.stringify({ athena: { ...book.athena, bestTimeMs: 'fast' } }))).toBeNull();
  });

  it('formats durations', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
