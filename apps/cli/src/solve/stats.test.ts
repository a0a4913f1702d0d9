import { describe, expect, it } from 'vitest';
import type { JobResult } from './job.js';
import { eta, batchDuration, bar, ProgressLine } from './progress.js';
import { totals, winnability } from './stats.js';

const result = (id: number, outcome: JobResult['outcome'], ms: number): JobResult => ({
  id,
  outcome,
  ms,
  nodes: 100,
  tableBytes: id * 1024,
});

describe('solve summary figures', () => {
  it('adds up outcomes and the deals decided within each time limit, unknown deals never counted as decided', () => {
    const t = totals(
      [
        result(1, 'won', 5),
        result(2, 'lost', 50),
        result(3, 'won', 500),
        result(4, 'unknown', 2000),
        result(5, 'won', 1500),
      ],
      2000,
    );
    expect(t).toMatchObject({
      total: 5,
      won: 3,
      lost: 1,
      unknown: 1,
      within: [1, 2, 3, 4],
      nodes: 500,
      maxTableBytes: 5 * 1024,
    });
    expect(t.searchMs).toBe(4055);
  });

  it('bounds winnability whatever the unknown deals turn out to be', () => {
    const t = totals(
      [
        ...Array.from({ length: 80 }, (_, i) => result(i, 'won', 1)),
        ...Array.from({ length: 15 }, (_, i) => result(100 + i, 'lost', 1)),
        ...Array.from({ length: 5 }, (_, i) => result(200 + i, 'unknown', 9)),
      ],
      9,
    );
    const w = winnability(t)!;
    expect(w.pct).toBeCloseTo(80 / 95, 6);
    expect(w.boundLow).toBeLessThan(0.8);
    expect(w.boundHigh).toBeGreaterThan(0.85);
    expect(w.boundLow).toBeLessThan(w.low);
    expect(winnability(totals([result(1, 'unknown', 1)], 1))).toBeNull();
  });

  it('formats durations, bars and the time left', () => {
    expect(batchDuration(42_400)).toBe('42 s');
    expect(batchDuration(187_000)).toBe('3 min 07 s');
    expect(batchDuration(7_500_000)).toBe('2 h 05 min');
    expect(bar(1, 4, 8)).toBe('[##......]');
    expect(eta(0, 10, 500)).toBeNull();
    expect(eta(2, 10, 1000)).toBe(4000);
  });

  it('redraws in place on a terminal and writes a line per tenth elsewhere', () => {
    const tty: string[] = [],
      log: string[] = [];
    let clock = 0;
    const onTty = new ProgressLine({ write: (s: string) => tty.push(s), isTTY: true }, () => clock);
    const onLog = new ProgressLine({ write: (s: string) => log.push(s) }, () => clock);
    for (let done = 0; done <= 100; done++) {
      clock += 30;
      const count = `${done}`;
      const texts = { count, shortCount: count, won: 'w', lost: 'l', unknown: 'u', elapsed: 'e', eta: 't' };
      onTty.update(done, 100, texts);
      onLog.update(done, 100, texts);
    }
    expect(tty.every((s) => s.startsWith('\r'))).toBe(true);
    expect(tty.length).toBeLessThan(40);
    expect(log).toHaveLength(11);
    expect(log.at(-1)).toContain('100');
  });
});
