import { describe, expect, it } from 'vitest';
import { parseDealList, parseSolveArgs } from './args.js';

const games = ['athena', 'klondike', 'shamrocks'];

describe('solve command line', () => {
  it('reads deal lists: single deals, ranges, several parts, without repeats', () => {
    expect(parseDealList('7')).toEqual([7]);
    expect(parseDealList('1-4')).toEqual([1, 2, 3, 4]);
    expect(parseDealList('1-3,2,9')).toEqual([1, 2, 3, 9]);
    for (const bad of ['', '5-2', 'a', '1-', '-3', '1.5']) expect(parseDealList(bad)).toBeNull();
  });

  it('reads a full command line, with or without the word solve, flags as --flag=value too', () => {
    const r = parseSolveArgs(['solve', 'klondike', '--deals', '1-3', '--draw=3', '--cap', '0.5', '--jobs', '2', '--csv', 'out.csv', '--memory', '128', '--resume=old.csv'], games);
    expect(r).toEqual({
      ok: true,
      args: {
        help: false, variant: 'klondike', source: { kind: 'numbers', deals: [1, 2, 3] }, options: { draw: 3 },
        capSeconds: 0.5, jobs: 2, memoryMB: 128, csv: 'out.csv', resume: 'old.csv',
      },
    });
    const file = parseSolveArgs(['athena', '--deal-file', 'deals.json', '--set', 'B', '--redeals', 'unlimited'], games);
    expect(file.ok && file.args).toMatchObject({ source: { kind: 'file', file: 'deals.json', set: 'B' }, options: { redeals: 'unlimited' }, capSeconds: 10, jobs: 0 });
  });

  it('defaults to deals 1 to 100', () => {
    const r = parseSolveArgs(['shamrocks'], games);
    expect(r.ok && r.args.source).toEqual({ kind: 'numbers', deals: Array.from({ length: 100 }, (_, i) => i + 1) });
  });

  it('refuses what it cannot read, naming the problem', () => {
    const key = (argv: string[]) => { const r = parseSolveArgs(argv, games); return r.ok ? null : r.error.key; };
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
  });

  it('answers --help without needing a game', () => {
    const r = parseSolveArgs(['--help'], games);
    expect(r.ok && r.args.help).toBe(true);
  });
});
