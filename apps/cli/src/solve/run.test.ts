import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cardCode, shuffledDeck } from '@solitaire/engine';
import { describe, expect, it } from 'vitest';
import { findVariant } from '@solitaire/variants';
import type { OptionKey, OptionValue } from '@solitaire/engine';
import { hasUnshowable } from './echo.js';
import { inlineRunner } from './pool.js';
import { recordFor, recordLine } from './results.js';
import { runSolve } from './run.js';

const capture = () => {
  const out: string[] = [],
    err: string[] = [];
  return {
    out,
    err,
    io: {
      stdout: { write: (s: string) => out.push(s) },
      stderr: { write: (s: string) => err.push(s) },
      env: { LANG: 'en_GB.UTF-8' },
      runDeals: inlineRunner,
    },
  };
};

/** The record a run of numbered deals of `game` writes. */
const record = (
  game: string,
  options: Partial<Record<OptionKey, OptionValue>>,
  cap: number | null,
  nodes: number | null = null,
) => recordFor(findVariant(game)!, options, { kind: 'numbers', deals: [] }, cap, nodes);

describe('solitaire solve', () => {
  it('decides a range of deals, writes the CSV and prints the summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const c = capture();
    const code = await runSolve(
      ['solve', 'klondike', '--deals', '1-3', '--draw', '3', '--cap', '2', '--csv', 'out.csv'],
      { ...c.io, cwd: dir },
    );
    expect(code).toBe(0);
    const rows = readFileSync(join(dir, 'out.csv'), 'utf8').trim().split('\n');
    expect(rows[0]).toBe(recordLine(record('klondike', { draw: 3 }, 2)));
    expect(rows[1]).toBe('deal,result,ms,nodes');
    expect(rows.slice(2).map((r) => r.split(',')[0])).toEqual(['1', '2', '3']);
    expect(rows.slice(2).every((r) => /^\d+,(won|lost|unknown),\d+,\d+$/.test(r))).toBe(true);
    const summary = c.out.join('');
    expect(summary).toMatch(/Klondike.*: 3 deals, \d won, \d lost, \d unknown \(cap 2 s/);
    expect(summary).toMatch(/Decided within 10 ms \/ 100 ms \/ 1 s \/ the cap: /);
    expect(summary).toMatch(/Peak memory: \d+ MB/);
    expect(c.err.join('')).toContain('3/3 deals');
  });

  it('keeps the deals finished so far in FILE.part when a run breaks, leaving an older FILE untouched', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    writeFileSync(join(dir, 'out.csv'), 'an older run\n');
    const c = capture();
    const breaking: typeof inlineRunner = async (_setup, jobs, _threads, onResult) => {
      onResult({ id: jobs[0]!.id, outcome: 'won', ms: 12.4, nodes: 77, tableBytes: 0 });
      throw new Error('worker died');
    };
    const code = await runSolve(['klondike', '--deals', '4-6', '--csv', 'out.csv'], {
      ...c.io,
      runDeals: breaking,
      cwd: dir,
    });
    expect(code).toBe(1);
    expect(c.err.join('')).toContain('worker died');
    expect(readFileSync(join(dir, 'out.csv.part'), 'utf8')).toBe(
      `${recordLine(record('klondike', {}, 10))}\ndeal,result,ms,nodes\n4,won,12,77\n`,
    );
    expect(readFileSync(join(dir, 'out.csv'), 'utf8')).toBe('an older run\n');
  });

  it('reports a results file that cannot be written, without a crash, even when its folder goes away mid-run', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const c = capture();
    const vanishing: typeof inlineRunner = async (_setup, jobs, _threads, onResult) => {
      rmSync(dir, { recursive: true, force: true });
      for (const j of jobs) onResult({ id: j.id, outcome: 'won', ms: 1, nodes: 1, tableBytes: 0 });
    };
    expect(
      await runSolve(['klondike', '--deals', '1-2', '--csv', 'out.csv'], { ...c.io, runDeals: vanishing, cwd: dir }),
    ).toBe(1);
    expect(c.err.join('')).toContain('cannot write out.csv');
  });

  it('refuses at once, before any deal is searched, an output it could not write at the end', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    writeFileSync(join(dir, 'afile'), '');
    mkdirSync(join(dir, 'adir'));
    const refusal = async (env: Record<string, string>, ...flags: string[]) => {
      const c = capture();
      let ran = false;
      const runDeals = async () => {
        ran = true;
      };
      const code = await runSolve(['klondike', '--deals', '1-3', ...flags], { ...c.io, env, cwd: dir, runDeals });
      expect(ran).toBe(false);
      expect(c.out).toEqual([]);
      return { code, err: c.err.join('') };
    };
    const en = { LANG: 'en_GB.UTF-8' };
    expect(await refusal(en, '--summary', 'nowhere/k.json')).toEqual({
      code: 1,
      err: 'solitaire solve: cannot write nowhere/k.json: its folder nowhere does not exist; nothing was started\n',
    });
    expect(await refusal(en, '--csv', 'nowhere/out.csv')).toMatchObject({
      code: 1,
      err: expect.stringContaining('cannot write nowhere/out.csv: its folder nowhere'),
    });
    expect((await refusal(en, '--summary', 'afile/k.json')).err).toContain(
      'cannot write afile/k.json: afile is not a folder',
    );
    expect((await refusal(en, '--csv', 'adir')).err).toContain('cannot write adir: it is a folder');
    expect(await refusal(en, '--csv', 'same.json', '--summary', './same.json')).toEqual({
      code: 2,
      err: 'solitaire solve: --csv and --summary name the same file, same.json\n',
    });
    expect((await refusal({ LANG: 'fr_FR.UTF-8' }, '--summary', 'nulle-part/k.json')).err).toBe(
      'solitaire solve: impossible d’écrire nulle-part/k.json : son dossier nulle-part n’existe pas ; ' +
        'rien n’a été commencé\n',
    );
    expect(existsSync(join(dir, 'adir.part'))).toBe(false);
  });

  it.skipIf(process.getuid?.() === 0)('refuses at once a folder it may not write in', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    mkdirSync(join(dir, 'ro'));
    chmodSync(join(dir, 'ro'), 0o555);
    const c = capture();
    const argv = ['klondike', '--deals', '1-3', '--summary', 'ro/k.json'];
    const code = await runSolve(argv, { ...c.io, cwd: dir, runDeals: async () => {} });
    expect(code).toBe(1);
    expect(c.err.join('')).toContain('cannot write ro/k.json: permission denied in ro');
  });

  it('prints the results before it writes its files, so that a late failure loses nothing and says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    mkdirSync(join(dir, 'sub'));
    const c = capture();
    // Between the check and the end of the run, the summary's folder goes away and a folder takes the CSV's name.
    const sabotage: typeof inlineRunner = async (_setup, jobs, _threads, onResult) => {
      for (const j of jobs) onResult({ id: j.id, outcome: 'won', ms: 1, nodes: 1, tableBytes: 0 });
      rmSync(join(dir, 'sub'), { recursive: true });
      mkdirSync(join(dir, 'out.csv'));
    };
    const argv = ['klondike', '--deals', '1-2', '--nodes', '50', '--jobs', '1', '--csv', 'out.csv'];
    const code = await runSolve([...argv, '--summary', 'sub/k.json'], { ...c.io, runDeals: sabotage, cwd: dir });
    expect(code).toBe(1);
    expect(c.out.join('')).toMatch(/^Klondike.*: 2 deals, 2 won, 0 lost, 0 unknown \(at most 50 positions a deal/);
    expect(c.out.join('')).not.toMatch(/Results written|Counts recorded/);
    expect(c.err.join('')).toContain(
      'solitaire solve: cannot write out.csv: it is a folder; ' +
        'its rows are kept in out.csv.part, in the order the deals ended\n' +
        'solitaire solve: the counts could not be recorded in sub/k.json: its folder sub does not exist; ' +
        'they are printed above\n',
    );
    const header = recordLine(record('klondike', {}, null, 50));
    expect(readFileSync(join(dir, 'out.csv.part'), 'utf8')).toBe(
      `${header}\ndeal,result,ms,nodes\n1,won,1,1\n2,won,1,1\n`,
    );
    expect(existsSync(join(dir, 'out.csv.new'))).toBe(false);
  });

  it('runs no more solver threads than the cores, nor than free memory holds, and says so', async () => {
    const run = async (machine: { cores: number; totalMB: number; freeMB: number }, ...flags: string[]) => {
      const c = capture();
      const threads: number[] = [];
      const counting: typeof inlineRunner = async (setup, jobs, n, onResult) => {
        threads.push(n);
        await inlineRunner(setup, jobs, n, onResult);
      };
      const argv = ['klondike', '--deals', '1-9', '--nodes', '50', ...flags];
      const code = await runSolve(argv, { ...c.io, runDeals: counting, machine: () => machine });
      const notes = c.err
        .join('')
        .split('\n')
        .filter((l) => l.startsWith('solitaire solve: '));
      return { code, threads, notes, out: c.out.join('') };
    };
    const big = { cores: 2, totalMB: 24_000, freeMB: 20_000 };
    expect(await run(big, '--jobs', '1000')).toMatchObject({
      code: 0,
      threads: [2],
      notes: ['solitaire solve: --jobs 1000: this machine has 2 cores, so 2 solver threads'],
    });
    expect((await run(big, '--jobs', '1000')).out).toContain('(at most 50 positions a deal, 2 threads)');
    expect(await run({ cores: 8, totalMB: 4000, freeMB: 500 }, '--memory', '256')).toMatchObject({
      code: 0,
      threads: [1],
      notes: [
        'solitaire solve: 1 solver thread instead of 8: ' +
          'each may take 320 MB (a table of 256 MB and the search), and 500 MB are free',
      ],
    });
    const roomy = { cores: 4, totalMB: 24_000, freeMB: 20_000 };
    expect(await run({ ...roomy, freeMB: 1_000 }, '--jobs', '3')).toMatchObject({ code: 0, threads: [3], notes: [] });
    expect(await run(roomy)).toMatchObject({ code: 0, threads: [4], notes: [] });
    expect(await run({ cores: 4, totalMB: 2_048, freeMB: 1_900 }, '--memory', '4096')).toEqual({
      code: 2,
      threads: [],
      out: '',
      notes: [
        'solitaire solve: --memory 4096: a solver thread may take 4,160 MB, ' +
          'more than the 2,048 MB of this machine',
      ],
    });
  });

  it('says one deal and one thread in the singular', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const c = capture();
    expect(
      await runSolve(['klondike', '--deals', '1', '--cap', '1', '--jobs', '1', '--csv', 'one.csv'], {
        ...c.io,
        cwd: dir,
      }),
    ).toBe(0);
    expect(c.out.join('')).toMatch(/: 1 deal, .* \(cap 1 s, 1 thread\)/);
    expect(existsSync(join(dir, 'one.csv.part'))).toBe(false);
  });

  it('--resume takes the decided deals of an earlier CSV and solves only the others', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    writeFileSync(
      join(dir, 'before.csv'),
      `${recordLine(record('klondike', {}, 0.5))}\ndeal,result,ms,nodes\n1,won,5,100\n2,unknown,1000,9\n9,lost,7,70\n`,
    );
    const c = capture();
    const asked: number[] = [];
    const recording: typeof inlineRunner = async (setup, jobs, threads, onResult) => {
      asked.push(...jobs.map((j) => j.id));
      await inlineRunner(setup, jobs, threads, onResult);
    };
    const code = await runSolve(
      ['klondike', '--deals', '1-3', '--cap', '1', '--resume', 'before.csv', '--csv', 'after.csv'],
      { ...c.io, runDeals: recording, cwd: dir },
    );
    expect(code).toBe(0);
    expect(asked).toEqual([2, 3]);
    const rows = readFileSync(join(dir, 'after.csv'), 'utf8').trim().split('\n');
    expect(rows[2]).toBe('1,won,5,100');
    expect(rows.slice(3).map((r) => r.split(',')[0])).toEqual(['2', '3']);
    expect(c.out.join('')).toMatch(/: 3 deals, /);
    expect(c.out.join('')).toContain('1 deal decided earlier taken from before.csv');
    expect(c.err.join('')).toContain('2/2 deals');
  });

  it("--resume refuses another game's or other options' file, contradicting rows and files that record no game", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const rows = '1,won,5,100\n2,won,5,100\n';
    writeFileSync(join(dir, 'athena.csv'), `${recordLine(record('athena', {}, 1))}\ndeal,result,ms,nodes\n${rows}`);
    writeFileSync(
      join(dir, 'draw1.csv'),
      `${recordLine(record('klondike', { draw: 1 }, 1))}\ndeal,result,ms,nodes\n${rows}`,
    );
    writeFileSync(
      join(dir, 'both.csv'),
      `${recordLine(record('klondike', { draw: 3 }, 1))}\ndeal,result,ms,nodes\n1,won,5,100\n2,lost,5,9\n1,lost,7,70\n`,
    );
    writeFileSync(join(dir, 'old.csv'), `deal,result,ms,nodes\n${rows}`);
    const refusal = async (file: string) => {
      const c = capture();
      let ran = false;
      const code = await runSolve(['klondike', '--deals', '1-10', '--draw', '3', '--resume', file], {
        ...c.io,
        cwd: dir,
        runDeals: async () => {
          ran = true;
        },
      });
      expect(code).toBe(1);
      expect(ran).toBe(false);
      return c.err.join('');
    };
    expect(await refusal('athena.csv')).toBe(
      'solitaire solve: athena.csv holds deals of Athena, not of Klondike (line 1)\n',
    );
    expect(await refusal('draw1.csv')).toContain(
      'draw1.csv records options=draw:1,redeals:unlimited, but draw:3,redeals:unlimited is asked (line 1)',
    );
    expect(await refusal('both.csv')).toContain('both.csv line 5: deal 1 is lost there, but won in both.csv line 3');
    expect(await refusal('old.csv')).toContain('old.csv does not record its game and options (line 1)');
  });

  it('--shard takes every N-th deal of the list, from the K-th', async () => {
    const c = capture();
    const asked: number[] = [];
    const recording: typeof inlineRunner = async (_setup, jobs, _threads, onResult) => {
      for (const j of jobs) {
        asked.push(j.id);
        onResult({ id: j.id, outcome: 'won', ms: 1, nodes: 1, tableBytes: 0 });
      }
    };
    expect(await runSolve(['klondike', '--deals', '1-10,20', '--shard', '2/3'], { ...c.io, runDeals: recording })).toBe(
      0,
    );
    expect(asked).toEqual([2, 5, 8, 20]);
    expect(c.out.join('')).toMatch(/: 4 deals, 4 won/);
  });

  it('--resume refuses a file that is not a results CSV, naming the line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    writeFileSync(join(dir, 'bad.csv'), 'deal,result,ms,nodes\n1,won,5,100\n2,maybe,1,1\n');
    const c = capture();
    expect(await runSolve(['klondike', '--deals', '1-3', '--resume', 'bad.csv'], { ...c.io, cwd: dir })).toBe(1);
    expect(c.err.join('')).toMatch(/bad\.csv is not a results file of solitaire solve \(line 3: 2,maybe,1,1\)/);
    const missing = capture();
    expect(await runSolve(['klondike', '--resume', 'nowhere.csv'], { ...missing.io, cwd: dir })).toBe(1);
    expect(missing.err.join('')).toContain('cannot read nowhere.csv');
  });

  it('shows what it echoes from files and arguments with its control characters escaped, and bounded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const hostile = '\u001b]0;pwned\u0007\u001b[2J\u009b31m\u202e';
    writeFileSync(join(dir, 'bad.csv'), `deal,result,ms,nodes\n1,won,5,100${hostile}\n`);
    const read = capture();
    expect(await runSolve(['klondike', '--deals', '1-3', '--resume', 'bad.csv'], { ...read.io, cwd: dir })).toBe(1);
    expect(read.err.join('')).toBe(
      'solitaire solve: bad.csv is not a results file of solitaire solve ' +
        '(line 2: 1,won,5,100\\x1b]0;pwned\\x07\\x1b[2J\\x9b31m\\u202e)\n',
    );
    const typed = capture();
    expect(await runSolve(['klondike', '--deals', `${hostile}${'9'.repeat(100_000)}`], typed.io)).toBe(2);
    const line = typed.err.join('');
    expect(hasUnshowable(line.slice(0, -1))).toBe(false);
    expect(line.length).toBeLessThan(400);
  });

  it('reads a set of a deal file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'solve-'));
    const decks = [5, 6].map((n) =>
      shuffledDeck({ decks: 1 }, n)[0]
        .map(cardCode)
        .map((c) => c.replace(/^T/, '10')),
    );
    writeFileSync(
      join(dir, 'deals.json'),
      JSON.stringify({ sets: { Z: decks.map((deck, i) => ({ id: 501 + i, deck })) } }),
    );
    const c = capture();
    const code = await runSolve(['athena', '--deal-file', 'deals.json', '--set', 'Z', '--cap', '1', '--csv', 'r.csv'], {
      ...c.io,
      cwd: dir,
    });
    expect(code).toBe(0);
    expect(readFileSync(join(dir, 'r.csv'), 'utf8')).toMatch(
      new RegExp(
        '^# solitaire solve format=2 game=athena ' +
          'options=\\S+ deals=set:Z cap=1 nodes=none solver=\\d+\\.\\d+\\.\\d+ shard=1/1\\n' +
          'deal,result,ms,nodes\\n501,\\w+,\\d+,\\d+\\n502,',
      ),
    );
  });

  it('explains refusals and exits with 2 for the command line, 1 for the files', async () => {
    const c = capture();
    expect(await runSolve(['klondike', '--draw', '5'], c.io)).toBe(2);
    expect(await runSolve(['nosuchgame'], c.io)).toBe(2);
    expect(await runSolve(['klondike', '--deal-file', '/nonexistent/deals.json', '--set', 'A'], c.io)).toBe(1);
    const lines = c.err.join('');
    expect(lines).toContain('option --draw');
    expect(lines).toContain('unknown game "nosuchgame"');
    expect(lines).toContain('cannot read /nonexistent/deals.json');
  });

  it("prints its usage in the environment's language", async () => {
    const c = capture();
    expect(await runSolve(['solve', '--help'], { ...c.io, env: { LANG: 'fr_FR.UTF-8' } })).toBe(0);
    expect(c.out.join('')).toContain('Usage : solitaire solve <jeu>');
  });
});
