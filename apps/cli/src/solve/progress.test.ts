import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../texts.js';
import { progressTexts } from './messages.js';
import { ProgressLine, fitProgress, batchDuration } from './progress.js';

/** The lines a terminal of `columns` columns is shown, without the carriage return and the line clearing. */
const drawn = (columns: number | undefined, update: (line: ProgressLine) => void): string[] => {
  const out: string[] = [];
  const stream = { write: (s: string) => out.push(s), isTTY: true, ...(columns !== undefined ? { columns } : {}) };
  update(new ProgressLine(stream, () => 0));
  return out.map((s) => s.replace('\r\u001b[2K', ''));
};
const figures = {
  done: 3_456,
  total: 16_000,
  won: 2_900,
  lost: 400,
  unknown: 156,
  elapsed: batchDuration(2_000_000),
  eta: batchDuration(7_500_000),
};

describe('progress line', () => {
  it('keeps the time left at every width, in one line, dropping the bar first and then the least useful counts', () => {
    const texts = progressTexts('en', figures);
    const line = (columns: number) => drawn(columns, (p) => p.update(figures.done, figures.total, texts))[0]!;
    expect(line(200)).toBe(
      '[#####...................] 3,456/16,000 deals · 2,900 won · 400 lost · 156 unknown · ' +
        '33 min 20 s elapsed · about 2 h 05 min left',
    );
    expect(line(100)).toBe(
      '[####.............] 3,456/16,000 deals · 2,900 won · 400 lost · 156 unknown · about 2 h 05 min left',
    );
    expect(line(80)).toBe('3,456/16,000 deals · 2,900 won · 400 lost · 156 unknown · about 2 h 05 min left');
    expect(line(40)).toBe('3,456/16,000 · about 2 h 05 min left');
    expect(line(20)).toBe('about 2 h 05 min l…');
    // A terminal that does not say its width is taken as 80 columns wide.
    expect(drawn(undefined, (p) => p.update(1, 2, progressTexts('en', figures)))[0]).toBe(line(80));
  });

  it('fits any run at 40, 80, 100 and 200 columns, in every language, and shows the time left', () => {
    const counts = fc.record({
      total: fc.integer({ min: 1, max: 10_000_000 }),
      done: fc.nat(),
      won: fc.nat({ max: 10_000_000 }),
      lost: fc.nat({ max: 10_000_000 }),
      unknown: fc.nat({ max: 10_000_000 }),
      elapsed: fc.nat({ max: 400 * 3_600_000 }),
      eta: fc.option(fc.nat({ max: 4_000 * 3_600_000 })),
    });
    const widths = fc.constantFrom(40, 80, 100, 200);
    fc.assert(
      fc.property(counts, fc.constantFrom(...locales), widths, (c, locale, columns) => {
        const done = c.done % (c.total + 1);
        const eta = c.eta === null ? '?' : batchDuration(c.eta);
        const texts = progressTexts(locale, { ...c, done, elapsed: batchDuration(c.elapsed), eta });
        const lines = drawn(columns, (p) => p.update(done, c.total, texts));
        expect(lines).toHaveLength(1);
        expect(Array.from(lines[0]!).length).toBeLessThan(columns);
        expect(lines[0]).toContain(texts.eta);
        expect(lines[0]).not.toContain('\n');
      }),
      { numRuns: 2000 },
    );
  });

  it('writes whole lines, bar and all, where the output is no terminal', () => {
    const texts = progressTexts('fr', figures);
    expect(fitProgress(figures.done, figures.total, texts, null)).toBe(
      '[#####...................] 3\u202f456/16\u202f000 donnes · 2\u202f900 gagnées · 400 perdues · ' +
        '156 inconnues · 33 min 20 s écoulées · encore environ 2 h 05 min',
    );
  });
});
