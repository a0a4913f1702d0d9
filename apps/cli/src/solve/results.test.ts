import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SOLVER_VERSION } from '@solitaire/solver';
import { athena, klondike } from '@solitaire/variants';
import { locales } from '../texts.js';
import type { JobResult } from './job.js';
import { say } from './messages.js';
import {
  type ResultRow,
  combineRows,
  readResults,
  recordFor,
  recordLine,
  recordOptions,
  refusalMessage,
  resultsText,
} from './results.js';

const numbers = { kind: 'numbers', deals: [] } as const;
const row = (id: number, outcome: JobResult['outcome'], line: number): ResultRow => ({
  id,
  outcome,
  ms: 1,
  nodes: 10,
  tableBytes: 0,
  line,
});

describe('results file', () => {
  it('reads back the options a record names, defaults included', () => {
    const record = recordFor(klondike, { draw: 3 }, { kind: 'numbers', deals: [1] }, 1, null);
    expect(recordOptions(record)).toEqual({ draw: 3, redeals: 'unlimited' });
    expect(recordOptions(recordFor(athena, { redeals: 2 }, { kind: 'numbers', deals: [1] }, 1, null))).toEqual({
      draw: 3,
      redeals: 2,
    });
  });

  it('records the game, every option with its default, the deals and the limits', () => {
    expect(recordLine(recordFor(athena, {}, numbers, 10, null))).toBe(
      '# solitaire solve format=2 game=athena options=draw:3,redeals:unlimited deals=numbers cap=10 nodes=none ' +
        `solver=${SOLVER_VERSION} shard=1/1`,
    );
    expect(recordFor(athena, {}, numbers, 10, null, { index: 2, count: 4 }).shard).toBe('2/4');
    // The same rules written out or left to their defaults are the same record.
    expect(recordFor(athena, { draw: 3 }, numbers, 1, null)).toEqual(recordFor(athena, {}, numbers, 1, null));
    expect(recordFor(athena, { draw: 1 }, numbers, 1, null).options).toBe('draw:1,redeals:unlimited');
    expect(recordFor(klondike, {}, { kind: 'file', file: 'x.json', set: 'set B/2' }, null, 5000)).toMatchObject({
      deals: 'set:set%0020B%002f2',
      cap: 'none',
      nodes: '5000',
    });
  });

  it('reads back what it writes', () => {
    const record = recordFor(athena, {}, numbers, 1, 20000);
    const rows = [
      { id: 3, outcome: 'won', ms: 4.4, nodes: 99, tableBytes: 7 },
      { id: 1, outcome: 'lost', ms: 0, nodes: 5, tableBytes: 0 },
    ] as const;
    expect(readResults(resultsText(record, rows))).toEqual({
      ok: true,
      value: {
        record,
        rows: [
          { id: 3, outcome: 'won', ms: 4, nodes: 99, tableBytes: 0, line: 3 },
          { id: 1, outcome: 'lost', ms: 0, nodes: 5, tableBytes: 0, line: 4 },
        ],
      },
    });
  });

  it('still reads files of format 1, which record no run', () => {
    expect(readResults('deal,result,ms,nodes\r\n1,won,5,100\r\n')).toEqual({
      ok: true,
      value: { record: null, rows: [row(1, 'won', 2)].map((r) => ({ ...r, ms: 5, nodes: 100 })) },
    });
  });

  it('names the first line it cannot read, and refuses a newer format', () => {
    const refusal = (text: string) => {
      const r = readResults(text);
      return r.ok ? null : r.error;
    };
    expect(refusal('')).toEqual({ code: 'badLine', line: 1, text: 'deal,result,ms,nodes?' });
    expect(refusal('deal,result,ms,nodes\n1,won,5,100\n2,maybe,1,1\n')).toEqual({
      code: 'badLine',
      line: 3,
      text: '2,maybe,1,1',
    });
    expect(refusal('deal,result,ms,nodes\n4294967296,won,1,1')).toMatchObject({ code: 'badLine', line: 2 });
    expect(refusal('# solitaire solve format=2 game=athena\ndeal,result,ms,nodes\n')).toMatchObject({
      code: 'badLine',
      line: 1,
    });
    expect(refusal('# solitaire solve format=two game=athena options= deals=numbers cap=1 nodes=none\n')).toMatchObject(
      { code: 'badLine', line: 1 },
    );
    expect(refusal('# solitaire solve format=3 columns=deal,result\ndeal,result\n')).toEqual({
      code: 'newerFormat',
      line: 1,
      version: 3,
    });
    const good = recordLine(recordFor(athena, {}, numbers, 1, null));
    expect(refusal(`${good}\nresult,deal\n`)).toMatchObject({ code: 'badLine', line: 2 });
  });

  it('keeps one row a deal: repeats agree, a decided row beats an unknown one, won against lost is refused with both places', () => {
    const combined = combineRows([
      { file: 'a.csv', rows: [row(2, 'unknown', 2), row(1, 'won', 3), row(1, 'won', 4)] },
      { file: 'b.csv', rows: [row(2, 'lost', 2), row(3, 'unknown', 3)] },
    ]);
    expect(combined.ok && combined.value.map((r) => `${r.id} ${r.outcome}`)).toEqual(['1 won', '2 lost', '3 unknown']);
    const clash = combineRows([
      { file: 'a.csv', rows: [row(1, 'won', 2)] },
      { file: 'b.csv', rows: [row(5, 'lost', 2), row(1, 'lost', 3)] },
    ]);
    expect(clash).toEqual({
      ok: false,
      error: {
        code: 'contradiction',
        file: 'b.csv',
        line: 3,
        deal: 1,
        outcome: 'lost',
        otherFile: 'a.csv',
        otherLine: 2,
        other: 'won',
      },
    });
    if (clash.ok) return;
    const m = refusalMessage('b.csv', clash.error);
    expect(say('en', m.key, m.values)).toBe('b.csv line 3: deal 1 is lost there, but won in a.csv line 2');
    expect(say('fr', m.key, m.values)).toBe('b.csv ligne 3 : la donne 1 y est perdue, mais gagnée dans a.csv ligne 2');
  });
});

describe('results file, fuzzed', () => {
  const header = recordLine(recordFor(athena, {}, numbers, 1, null));
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(
      header,
      '# solitaire solve format=9',
      'deal,result,ms,nodes',
      '1,won,5,100',
      '1,lost,5,100',
      '2,unknown,9,9',
      '',
    ),
  );
  const file = fc.oneof(
    fc.string(),
    fc.array(piece, { maxLength: 8 }).map((lines) => lines.join('\n')),
  );

  it('reads any text without throwing: a file, or a refusal naming a line (at most the one after the last), whose message formats', () => {
    fc.assert(
      fc.property(file, (text) => {
        const r = readResults(text);
        if (r.ok) {
          const combined = combineRows([{ file: 'f.csv', rows: r.value.rows }]);
          if (combined.ok) return;
          const m = refusalMessage('f.csv', combined.error);
          for (const locale of locales) expect(say(locale, m.key, m.values)).toContain('f.csv');
          return;
        }
        expect(r.error.line).toBeGreaterThanOrEqual(1);
        expect(r.error.line).toBeLessThanOrEqual(text.split(/\r?\n/).length + 1);
        const m = refusalMessage('f.csv', r.error);
        for (const locale of locales) expect(say(locale, m.key, m.values)).toContain('f.csv');
      }),
      { numRuns: 3000 },
    );
  });

  /** Whether a spreadsheet opening the CSV would read some cell of `text` as a formula. */
  const hasFormulaCell = (text: string) =>
    text.split(/\r?\n/).some((line) => line.split(',').some((cell) => /^[=+\-@\t\r]/.test(cell)));
  const fields = ['format', 'game', 'options', 'deals', 'cap', 'nodes', 'solver'] as const;
  const nasty = fc.oneof(
    fc.string(),
    fc.constantFrom(
      '=1+1',
      '@SUM(A1)',
      '+1',
      '-1',
      '\t=1',
      'draw:3,=HYPERLINK("x")',
      'numbers,=1',
      '1e3',
      'draw:3,redeals:2',
    ),
  );

  it('writes back no cell a spreadsheet reads as a formula, whatever a record field is forged into', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fields), nasty, fc.boolean(), (field, value, asWord) => {
        const words = header.split(' ').map((w) => (w.startsWith(`${field}=`) ? `${field}=${value}` : w));
        const text = `${asWord ? words.join(' ') : `${header} ${field}=${value}`}\ndeal,result,ms,nodes\n1,won,5,100\n`;
        const r = readResults(text);
        if (!r.ok) return;
        expect(r.value.record).not.toBeNull();
        expect(hasFormulaCell(resultsText(r.value.record!, r.value.rows))).toBe(false);
      }),
      { numRuns: 3000 },
    );
    expect(hasFormulaCell('# x options=draw:3,=1\n')).toBe(true);
  });
});
