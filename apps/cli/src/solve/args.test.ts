import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RUN_DEALS, parseDealList, parseSolveArgs } from './args.js';
import { say } from './messages.js';

const games = ['athena', 'klondike', 'shamrocks'];

describe('solve command line', () => {
  it('reads deal lists: single deals, ranges, several parts, without repeats', () => {
    const deals = (text: string) => {
      const r = parseDealList(text);
      return r.ok ? r.deals : r;
    };
    expect(deals('7')).toEqual([7]);
    expect(deals('1-4')).toEqual([1, 2, 3, 4]);
    expect(deals('1-3,2,9')).toEqual([1, 2, 3, 9]);
    expect(deals('5-8,1-6,7,2-3,9')).toEqual([5, 6, 7, 8, 1, 2, 3, 4, 9]);
    for (const bad of ['', '5-2', 'a', '1-', '-3', '1.5', '4294967296']) {
      expect(deals(bad)).toEqual({ ok: false, count: null });
    }
  });

  it('keeps the order written and drops repeats, as a set of every deal would', () => {
    const part = fc
      .tuple(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 0, max: 12 }))
      .map(([from, span]) => (span ? `${from}-${from + span}` : `${from}`));
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 12 }), (parts) => {
        const seen = new Set<number>(),
          expected: number[] = [];
        for (const p of parts) {
          const [from, to = from] = p.split('-').map(Number) as [number, number?];
          for (let d = from; d <= to; d++)
            if (!seen.has(d)) {
              seen.add(d);
              expected.push(d);
            }
        }
        expect(parseDealList(parts.join(','))).toEqual({ ok: true, deals: expected });
      }),
    );
  });

  it('caps the deals of a run in all, not each part, and counts them before listing any', () => {
    const max = MAX_RUN_DEALS;
    expect(parseDealList(`1-${max - 5},${max - 10}-${max + 5}`)).toEqual({ ok: false, count: max + 5 });
    expect(parseDealList('1-9000000,20000001-29000000')).toEqual({ ok: false, count: 18_000_000 });
    // Four thousand million deals: refused at once, no list of them made.
    expect(parseDealList('1-4294967295')).toEqual({ ok: false, count: 4294967295 });
    const r = parseSolveArgs(['klondike', '--deals', '1-9000000,20000001-29000000'], games);
    expect(r).toEqual({ ok: false, error: { key: 'errTooManyDeals', values: { count: 18_000_000, max } } });
    expect(say('en', r.ok ? 'usage' : r.error.key, r.ok ? {} : r.error.values)).toBe(
      '--deals names 18,000,000 deals, more than the 10,000,000 a run takes: split it into several runs',
    );
  });

  it('reads a full command line, with or without the word solve, flags as --flag=value too', () => {
    const r = parseSolveArgs(
      [
        'solve',
        'klondike',
        '--deals',
        '1-3',
        '--draw=3',
        '--cap',
        '0.5',
        '--jobs',
        '2',
        '--csv',
        'out.csv',
        '--memory',
        '128',
        '--resume=old.csv',
      ],
      games,
    );
    expect(r).toEqual({
      ok: true,
      args: {
        command: 'solve',
        help: false,
        variant: 'klondike',
        source: { kind: 'numbers', deals: [1, 2, 3] },
        options: { draw: 3 },
        capSeconds: 0.5,
        maxNodes: null,
        shard: null,
        jobs: 2,
        memoryMB: 128,
        csv: 'out.csv',
        resume: 'old.csv',
        summary: null,
      },
    });
    const file = parseSolveArgs(['athena', '--deal-file', 'deals.json', '--set', 'B', '--redeals', 'unlimited'], games);
    expect(file.ok && file.args).toMatchObject({
      source: { kind: 'file', file: 'deals.json', set: 'B' },
      options: { redeals: 'unlimited' },
      capSeconds: 10,
      jobs: 0,
    });
  });

  it('defaults to deals 1 to 100', () => {
    const r = parseSolveArgs(['shamrocks'], games);
    expect(r.ok && r.args.command === 'solve' && r.args.source).toEqual({
      kind: 'numbers',
      deals: Array.from({ length: 100 }, (_, i) => i + 1),
    });
  });

  it('refuses what it cannot read, naming the problem', () => {
    const key = (argv: string[]) => {
      const r = parseSolveArgs(argv, games);
      return r.ok ? null : r.error.key;
    };
    expect(key(['solve'])).toBe('errMissingGame');
    expect(key(['spider'])).toBe('errUnknownGame');
    expect(key(['klondike', '--bogus', '1'])).toBe('errUnknownFlag');
    expect(key(['klondike', '--cap'])).toBe('errMissingValue');
    expect(key(['klondike', '--cap', 'soon'])).toBe('errBadNumber');
    expect(key(['klondike', '--jobs', '1.5'])).toBe('errBadNumber');
    expect(key(['klondike', '--deals', '9-1'])).toBe('errBadDeals');
    expect(key(['klondike', '--set', 'A'])).toBe('errSetWithoutFile');
    expect(key(['klondike', '--deal-file', 'x.json'])).toBe('errFileWithoutSet');
    expect(key(['klondike', '--deals', '1', '--deal-file', 'x.json', '--set', 'A'])).toBe('errBothSources');
    expect(key(['klondike', '--nodes', '0'])).toBe('errBadNumber');
    // A cap past what the solver takes is refused here, not held to the solver's own silently.
    expect(key(['klondike', '--memory', '100000'])).toBe('errNumberTooLarge');
    expect(key(['klondike', '--memory', '8193'])).toBe('errNumberTooLarge');
    expect(key(['klondike', '--memory', '8192'])).toBeNull();
    for (const shard of ['0/4', '5/4', '1/0', '1', '2-4', 'a/b', '1/2000000'])
      expect(key(['klondike', '--shard', shard]), shard).toBe('errBadShard');
  });

  it('reports the first problem as typed, whichever the reader or the flag finds', () => {
    const first = (argv: string[]) => {
      const r = parseSolveArgs(argv, games);
      return r.ok ? null : r.error;
    };
    expect(first(['klondike', '--cap', 'x', '--bogus'])).toEqual({
      key: 'errBadNumber',
      values: { flag: '--cap', value: 'x' },
    });
    expect(first(['klondike', '--memory', '100000'])).toEqual({
      key: 'errNumberTooLarge',
      values: { flag: '--memory', value: '100000', max: '8192' },
    });
    expect(first(['klondike', '--bogus=1', '--cap', 'x'])).toEqual({
      key: 'errUnknownFlag',
      values: { flag: '--bogus=1' },
    });
    expect(first(['klondike', '--help=yes'])).toMatchObject({ key: 'errUnknownFlag' });
    expect(first(['klondike', '--', 'athena'])).toMatchObject({ key: 'errUnknownFlag', values: { flag: '--' } });
    expect(first(['klondike', '--csv', '--jobs', '2'])).toMatchObject({
      key: 'errMissingValue',
      values: { flag: '--csv' },
    });
    expect(first(['klondike', 'athena'])).toMatchObject({ key: 'errUnknownFlag', values: { flag: 'athena' } });
  });

  it('reads a node budget, which replaces the default time cap unless --cap is given too', () => {
    const args = (...argv: string[]) => {
      const r = parseSolveArgs(argv, games);
      return r.ok && r.args.command === 'solve' ? r.args : null;
    };
    expect(args('athena')).toMatchObject({ capSeconds: 10, maxNodes: null });
    expect(args('athena', '--nodes', '20000')).toMatchObject({ capSeconds: null, maxNodes: 20000 });
    expect(args('athena', '--nodes=500', '--cap', '2')).toMatchObject({ capSeconds: 2, maxNodes: 500 });
  });

  it('reads a shard as K/N', () => {
    const r = parseSolveArgs(['athena', '--deals', '1-40', '--shard', '3/4'], games);
    expect(r.ok && r.args.command === 'solve' && r.args.shard).toEqual({ index: 3, count: 4 });
  });

  it('reads merge: the files, and --csv only', () => {
    expect(parseSolveArgs(['solve', 'merge', 'a.csv', 'b.csv', '--csv', 'all.csv'], games)).toEqual({
      ok: true,
      args: {
        command: 'merge',
        help: false,
        files: ['a.csv', 'b.csv'],
        incomplete: false,
        csv: 'all.csv',
        summary: null,
      },
    });
    expect(parseSolveArgs(['merge', 'a.csv', '--incomplete'], games)).toMatchObject({
      ok: true,
      args: { files: ['a.csv'], incomplete: true },
    });
    expect(parseSolveArgs(['athena', '--incomplete'], games)).toEqual({
      ok: false,
      error: { key: 'errOnlyMerge', values: { flag: '--incomplete' } },
    });
    expect(parseSolveArgs(['merge', 'a.csv'], games)).toMatchObject({
      ok: true,
      args: { files: ['a.csv'], csv: null },
    });
    expect(parseSolveArgs(['merge', '--csv', 'all.csv'], games)).toMatchObject({
      ok: false,
      error: { key: 'errMergeNoFiles' },
    });
    expect(parseSolveArgs(['merge', 'a.csv', '--cap', '3'], games)).toEqual({
      ok: false,
      error: { key: 'errMergeFlag', values: { flag: '--cap' } },
    });
    expect(parseSolveArgs(['merge', '--help'], games)).toMatchObject({
      ok: true,
      args: { command: 'merge', help: true },
    });
  });

  it('answers --help without needing a game', () => {
    const r = parseSolveArgs(['--help'], games);
    expect(r.ok && r.args.help).toBe(true);
  });
});
