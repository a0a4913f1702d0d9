import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { athena, klondike, readSummary, resultsFor } from '@solitaire/variants';
import { inlineRunner } from './pool.js';
import { runSolve } from './run.js';

const solve = async (dir: string, ...argv: string[]) => {
  const out: string[] = [],
    err: string[] = [];
  const code = await runSolve(argv, {
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
    env: { LANG: 'en_GB.UTF-8' },
    runDeals: inlineRunner,
    cwd: dir,
    today: () => '2026-12-01',
  });
  return { code, out: out.join(''), err: err.join('') };
};
const summaryIn = (dir: string, file: string) => {
  const read = readSummary(readFileSync(join(dir, file), 'utf8'));
  if (!read.ok) throw new Error(read.error.code);
  return read.value;
};

describe('solitaire solve --summary: the compact results file', () => {
  it('records the counts of a run under the game and its options, and a second run with other options beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const first = await solve(
      dir,
      'klondike',
      '--draw',
      '3',
      '--deals',
      '1-6',
      '--nodes',
      '20000',
      '--summary',
      'klondike.json',
    );
    expect(first.code).toBe(0);
    expect(first.out).toContain('Counts recorded in klondike.json');
    const one = summaryIn(dir, 'klondike.json');
    expect(one.runs).toHaveLength(1);
    const run = one.runs[0]!;
    expect(run).toMatchObject({
      game: 'klondike',
      options: { draw: 3, redeals: 'unlimited' },
      firstDeal: 1,
      lastDeal: 6,
      deals: 6,
      maxNodes: 20000,
      capSeconds: null,
      date: '2026-12-01',
    });
    expect(run.won + run.lost + run.unknown).toBe(6);
    // The counts agree with the summary line printed for the same run.
    expect(first.out).toContain(`${run.won} won, ${run.lost} lost, ${run.unknown} unknown`);

    await solve(dir, 'klondike', '--deals', '1-4', '--nodes', '20000', '--summary', 'klondike.json');
    const two = summaryIn(dir, 'klondike.json');
    expect(two.runs.map((r) => r.options.draw).sort()).toEqual([1, 3]);
    // The same options again replace their entry rather than add one.
    await solve(dir, 'klondike', '--draw', '3', '--deals', '1-3', '--nodes', '20000', '--summary', 'klondike.json');
    const three = summaryIn(dir, 'klondike.json');
    expect(three.runs).toHaveLength(2);
    expect(three.runs.find((r) => r.options.draw === 3)!.deals).toBe(3);
    // What the rules pages read: the record for the options played.
    expect(resultsFor(klondike, new Map([['klondike', three]]))!.deals).toBe(4);
  });

  it('merge records the merged counts too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    await solve(dir, 'athena', '--deals', '1-6', '--nodes', '20000', '--shard', '1/2', '--csv', 'a.csv');
    await solve(dir, 'athena', '--deals', '1-6', '--nodes', '20000', '--shard', '2/2', '--csv', 'b.csv');
    const merged = await solve(dir, 'merge', 'a.csv', 'b.csv', '--summary', 'athena.json');
    expect(merged.code).toBe(0);
    const run = resultsFor(athena, new Map([['athena', summaryIn(dir, 'athena.json')]]))!;
    expect(run).toMatchObject({ firstDeal: 1, lastDeal: 6, deals: 6, maxNodes: 20000 });
  });

  it("leaves a corrupt summary or another game's summary as it is, and says why", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    writeFileSync(join(dir, 'bad.json'), '{"format":1,"game":"athena","runs":[{"game":"athena"');
    const bad = await solve(dir, 'athena', '--deals', '1-2', '--nodes', '20000', '--summary', 'bad.json');
    expect(bad.code).toBe(1);
    // Refused before any deal is searched.
    expect(bad.err).toBe(
      'solitaire solve: bad.json is not a results summary of solitaire solve (ERR_SUMMARY_JSON at -); it is left as it is\n',
    );
    expect(readFileSync(join(dir, 'bad.json'), 'utf8')).toBe('{"format":1,"game":"athena","runs":[{"game":"athena"');
    await solve(dir, 'klondike', '--deals', '1', '--nodes', '20000', '--summary', 'k.json');
    const other = await solve(dir, 'athena', '--deals', '1', '--nodes', '20000', '--summary', 'k.json');
    expect(other.err).toBe('solitaire solve: k.json records Klondike, not Athena; it is left as it is\n');
    expect(summaryIn(dir, 'k.json').game).toBe('klondike');
  });

  it('refuses --summary with a set of a deal file, which has no deal numbers to record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'));
    const r = await solve(dir, 'klondike', '--deal-file', 'deals.json', '--set', 'B', '--summary', 'k.json');
    expect(r).toMatchObject({
      code: 2,
      err: 'solitaire solve: --summary records numbered deals only, not a set of a deal file\n',
    });
  });
});
