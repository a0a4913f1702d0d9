import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { variants } from '@solitaire/variants';
import { parseArgs } from './args.js';
import { type FlagKind, readCommandLine, readNumber } from './commandLine.js';
import { t } from './i18n.js';
import { catalogs } from './messages.js';
import { optionByFlag } from './optionFlags.js';
import { parseSolveArgs } from './solve/args.js';
import { say, solveCatalogs } from './solve/messages.js';
import { locales } from './texts.js';

const table = {
  flags: new Map<string, FlagKind>([
    ['--help', 'switch'],
    ['--ascii', 'switch'],
    ['--deal', 'value'],
  ]),
  short: { '-h': '--help' },
};
const ids = variants.map((v) => v.id);

describe('readCommandLine', () => {
  it('gives words and flags in the order typed, values inline or next', () => {
    expect(readCommandLine(['athena', '--deal', '7', '-h', '--deal=-3', '--ascii'], table)).toEqual([
      { kind: 'word', text: 'athena' },
      { kind: 'flag', flag: '--deal', value: '7' },
      { kind: 'flag', flag: '--help', value: null },
      { kind: 'flag', flag: '--deal', value: '-3' },
      { kind: 'flag', flag: '--ascii', value: null },
    ]);
    expect(readCommandLine(['--deal', '-3', '-'], table)).toEqual([
      { kind: 'flag', flag: '--deal', value: '-3' },
      { kind: 'word', text: '-' },
    ]);
  });

  it('stops at the first problem, naming the argument as typed', () => {
    expect(readCommandLine(['a', '--fast=1', '--deal'], table)).toEqual([
      { kind: 'word', text: 'a' },
      { kind: 'refused', code: 'unknownFlag', flag: '--fast=1' },
    ]);
    expect(readCommandLine(['--deal', '--ascii'], table)).toEqual([
      { kind: 'refused', code: 'missingValue', flag: '--deal' },
    ]);
    expect(readCommandLine(['--deal'], table)).toEqual([{ kind: 'refused', code: 'missingValue', flag: '--deal' }]);
    expect(readCommandLine(['--ascii=yes'], table)).toEqual([
      { kind: 'refused', code: 'unexpectedValue', flag: '--ascii=yes' },
    ]);
    expect(readCommandLine(['-hx'], table)).toEqual([
      { kind: 'flag', flag: '--help', value: null },
      { kind: 'refused', code: 'unknownFlag', flag: '-hx' },
    ]);
    expect(readCommandLine(['--', 'athena'], table)).toEqual([{ kind: 'refused', code: 'unknownFlag', flag: '--' }]);
    // Short letters are only the aliases given: `-d` is not `--deal`, and a one-letter long flag is no alias.
    expect(readCommandLine(['-d', '5'], table)).toEqual([{ kind: 'refused', code: 'unknownFlag', flag: '-d' }]);
    expect(readCommandLine(['--__proto__', '--constructor'], table)).toEqual([
      { kind: 'refused', code: 'unknownFlag', flag: '--__proto__' },
    ]);
  });

  it('reads numbers with a floor, whole when asked', () => {
    expect(readNumber('0.5', 0.001, false)).toBe(0.5);
    expect(readNumber('2', 1, true)).toBe(2);
    for (const [text, whole] of [
      ['', false],
      [' ', false],
      ['1.5', true],
      ['0', false],
      ['Infinity', false],
      ['1e300', true],
      ['x', false],
    ] as const)
      expect(readNumber(text, 0.001, whole), text).toBeNull();
  });
});

// Words the parsers know, mixed with anything at all, so that runs reach the values' checks and not only "unknown".
const known = [
  'athena',
  'klondike',
  'merge',
  'solve',
  '--deal',
  '--deals',
  '--lang',
  '--cap',
  '--nodes',
  '--shard',
  '--jobs',
  '--memory',
  '--csv',
  '--resume',
  '--deal-file',
  '--set',
  '--help',
  '-h',
  '--ascii',
  '--winnable',
  '--no-verdict',
  '--stats',
  '--list',
  '--version',
  '--',
  '-',
  '1-40',
  '2/4',
  '7',
  'fr',
  'unlimited',
  ...optionByFlag.keys(),
];
const argv = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom(...known),
    fc.string().map((s) => `--${s}`),
    fc.constantFrom(...known).chain((k) => fc.string().map((s) => `${k}=${s}`)),
  ),
  { maxLength: 12 },
);

describe('the command lines, fuzzed', () => {
  it('play: any arguments give a game to play or a coded refusal whose message formats in every language, never a throw', () => {
    fc.assert(
      fc.property(argv, (args) => {
        const r = parseArgs(args, ids);
        if (r.ok) return;
        expect(Object.keys(catalogs.en)).toContain(r.error.key);
        for (const locale of locales) expect(t(locale, r.error.key, r.error.values)).not.toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('solve: any arguments give a run, a merge or a coded refusal whose message formats in every language, never a throw', () => {
    fc.assert(
      fc.property(argv, (args) => {
        const r = parseSolveArgs(args, ids);
        if (r.ok) {
          expect(['solve', 'merge']).toContain(r.args.command);
          return;
        }
        expect(Object.keys(solveCatalogs.en)).toContain(r.error.key);
        for (const locale of locales) expect(say(locale, r.error.key, r.error.values)).not.toBe('');
      }),
      { numRuns: 2000 },
    );
  });
});
