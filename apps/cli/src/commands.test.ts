import { describe, expect, it } from 'vitest';
import { variants } from '@solitaire/variants';
import { LINE_WIDTH, formatStats, listText, table } from './commands.js';
import { emptyStats } from './statsFile.js';
import { locales } from './texts.js';

const widest = (text: string) =>
  Math.max(
    ...text
      .trimEnd()
      .split('\n')
      .map((l) => [...l].length),
  );

describe('table', () => {
  it('pads cells into columns, on one line a row when they fit', () => {
    expect(
      table([
        ['a', 'bb', 'c'],
        ['ccc', 'd', 'e e'],
      ]),
    ).toBe('a    bb  c\nccc  d   e e\n');
  });
  it('wraps the header first, then the widest column, at spaces, to fit the width', () => {
    const rows = [
      ['game', 'best streak'],
      ['Athena (Aisleriot)', '12'],
    ];
    expect(table(rows, 26, true)).toBe(
      'game                best\n                    streak\nAthena (Aisleriot)  12\n',
    );
    expect(table(rows, 20, true)).toBe('game          best\n              streak\nAthena        12\n(Aisleriot)\n');
    // Narrower than the longest words with the usual gap: the columns come closer.
    expect(table(rows, 18, true)).toBe('game        best\n            streak\nAthena      12\n(Aisleriot)\n');
  });
});

describe('--list and --stats', () => {
  it('fit 80 columns in every language, every game and option named', () => {
    for (const locale of locales) {
      const list = listText(locale);
      expect(widest(list), list).toBeLessThanOrEqual(LINE_WIDTH);
      for (const def of variants) expect(list).toContain(def.id);
      expect(list.replace(/\s+/g, ' ')).toContain('--redeals 2*|unlimited|1|0');
      expect(list).not.toMatch(/--[a-z-]+\n/); // a flag stays with its values
    }
  });

  it('fit 80 columns with every game played, long figures included, and the width of a wider terminal', () => {
    const record = {
      played: 123456,
      won: 65432,
      assisted: 4321,
      currentStreak: 1234,
      bestStreak: 5678,
      bestTimeMs: 5_025_000,
      dailyBest: 365,
    };
    const stats = { ...emptyStats(), variants: Object.fromEntries(variants.map((def) => [def.id, record])) };
    for (const locale of locales) {
      const text = formatStats(stats, locale, '2026-12-01');
      expect(widest(text), text).toBeLessThanOrEqual(LINE_WIDTH);
      expect(text).toContain('1:23:45');
      // Games won with the solver's moves have their own column.
      expect(text).toContain('4321');
      // A terminal wide enough keeps one line a game.
      const wide = formatStats(stats, locale, '2026-12-01', 200);
      expect(wide.trimEnd().split('\n')).toHaveLength(1 + variants.length);
    }
  });

  it('U1: lists each suit count of Spider as a record of its own, after the game', () => {
    const record = { played: 3, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 60_000 };
    const stats = { ...emptyStats(), variants: { spider: record, 'spider-suits-1': { ...record, won: 2 } } };
    const rows = formatStats(stats, 'en', '2026-12-01', 200).trimEnd().split('\n');
    expect(rows.map((r) => r.split(/\s{2,}/)[0])).toEqual(['game', 'Spider', 'Spider (One suit)']);
    expect(formatStats(stats, 'fr', '2026-12-01', 200)).toContain('Spider (Une couleur)');
  });
});
