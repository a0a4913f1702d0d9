import { describe, expect, it } from 'vitest';
import { variants } from '@solitaire/variants';
import { athena, shamrocks, spider } from '@solitaire/variants';
import { checkOptions, messageLocale, parseArgs } from './args.js';
import { flagFor, parseOptionValue } from './optionFlags.js';

const ids = variants.map((v) => v.id);
const parse = (...argv: string[]) => parseArgs(argv, ids);
const args = (...argv: string[]) => {
  const r = parse(...argv);
  if (!r.ok) throw new Error(r.error.key);
  return r.args;
};

describe('parseArgs', () => {
  it('plays the default game with no arguments', () => {
    expect(args()).toEqual({ command: 'play', options: {}, optionText: {}, ascii: false });
  });
  it('reads a variant, a deal, rule options and a language, in any order and as --flag=value', () => {
    expect(
      args('--deal', '42', 'klondike', '--draw=3', '--redeals', 'unlimited', '--lang', 'FR', '--ascii'),
    ).toMatchObject({
      command: 'play',
      variant: 'klondike',
      deal: 42,
      options: { draw: 3, redeals: 'unlimited' },
      lang: 'fr',
      ascii: true,
    });
    expect(args('shamrocks', '--kings-to-bottom', 'no')).toMatchObject({ options: { kingsToBottom: false } });
  });
  it('picks the informational command over playing', () => {
    expect(args('athena', '--stats').command).toBe('stats');
    expect(args('--list').command).toBe('list');
    expect(args('--version', '--list').command).toBe('version');
    expect(args('-h', '--version').command).toBe('help');
  });
  it('refuses unknown games, flags and values with a message key, never a throw', () => {
    expect(parse('no-such-game')).toEqual({
      ok: false,
      error: { key: 'error.unknownVariant', values: { name: 'no-such-game', games: ids.join(', ') } },
    });
    expect(parse('athena', 'klondike')).toMatchObject({ ok: false, error: { key: 'error.extraArgument' } });
    expect(parse('--fast')).toMatchObject({
      ok: false,
      error: { key: 'error.unknownFlag', values: { flag: '--fast' } },
    });
    expect(parse('--deal')).toMatchObject({ ok: false, error: { key: 'error.missingValue' } });
    expect(parse('--deal', '--draw', '1')).toMatchObject({ ok: false, error: { key: 'error.missingValue' } });
    expect(parse('--deal', '-3')).toMatchObject({ ok: false, error: { key: 'error.badDeal' } });
    expect(parse('--deal', '4294967296')).toMatchObject({ ok: false, error: { key: 'error.badDeal' } });
    expect(parse('--deal', '1.5')).toMatchObject({ ok: false, error: { key: 'error.badDeal' } });
    expect(parse('--lang', 'de')).toMatchObject({
      ok: false,
      error: { key: 'error.badLang', values: { value: 'de', choices: 'en, es, fr' } },
    });
    expect(parse('--ascii=yes')).toMatchObject({ ok: false, error: { key: 'error.unknownFlag' } });
  });
  it('reports the first problem as typed, and lets the last of a repeated flag count', () => {
    expect(parse('--deal', 'x', '--fast')).toMatchObject({
      ok: false,
      error: { key: 'error.badDeal', values: { value: 'x' } },
    });
    expect(parse('--fast=1', '--deal', 'x')).toMatchObject({
      ok: false,
      error: { key: 'error.unknownFlag', values: { flag: '--fast=1' } },
    });
    expect(parse('--', 'athena')).toMatchObject({
      ok: false,
      error: { key: 'error.unknownFlag', values: { flag: '--' } },
    });
    expect(parse('-hx')).toMatchObject({ ok: false, error: { key: 'error.unknownFlag', values: { flag: '-hx' } } });
    expect(args('--deal', '1', '--deal=2', '--draw', '1', '--draw', '3')).toMatchObject({
      deal: 2,
      options: { draw: 3 },
      optionText: { draw: '3' },
    });
  });
  it('reads the solver settings of this run', () => {
    expect(args('--winnable').settings).toEqual({ winnableOnly: true });
    expect(args('klondike', '--no-verdict', '--winnable')).toMatchObject({
      variant: 'klondike',
      settings: { verdict: false, winnableOnly: true },
    });
    expect(parse('--winnable=yes')).toMatchObject({ ok: false, error: { key: 'error.unknownFlag' } });
    expect(parse('--verdict')).toMatchObject({ ok: false, error: { key: 'error.unknownFlag' } });
  });
});

describe('options', () => {
  it('has a flag for every engine option key', () => {
    expect(flagFor('draw')).toBe('--draw');
    expect(flagFor('kingsToBottom')).toBe('--kings-to-bottom');
  });
  it('reads counts, unlimited and yes/no', () => {
    expect(parseOptionValue('3')).toBe(3);
    expect(parseOptionValue('Unlimited')).toBe('unlimited');
    expect(parseOptionValue('off')).toBe(false);
    expect(parseOptionValue('two')).toBe('two');
  });
  it('accepts only the choices the variant offers', () => {
    expect(checkOptions(athena, args('--draw', '1'), 'en')).toEqual({ ok: true, options: { draw: 1 } });
    expect(checkOptions(athena, args('--draw', '2'), 'en')).toEqual({
      ok: false,
      error: { key: 'error.optionValue', values: { game: 'Athena', flag: '--draw', value: '2', choices: '3, 1' } },
    });
    expect(checkOptions(shamrocks, args('--draw', '3'), 'en')).toEqual({
      ok: false,
      error: { key: 'error.optionNotOffered', values: { game: 'Shamrocks', flag: '--draw' } },
    });
    expect(checkOptions(athena, args('--redeals', 'lots'), 'en')).toMatchObject({
      ok: false,
      error: { key: 'error.optionValue' },
    });
  });
});

describe('the suit count', () => {
  it("U1: --suits picks Spider's deck of one, two or four suits, and no other count", () => {
    const r = parseArgs(['spider', '--suits', '2'], ids);
    if (!r.ok) throw new Error(r.error.key);
    expect(r.args).toMatchObject({ variant: 'spider', options: { suits: 2 } });
    expect(checkOptions(spider, r.args, 'en')).toEqual({ ok: true, options: { suits: 2 } });
    expect(checkOptions(spider, args('--suits=3'), 'en')).toMatchObject({
      ok: false,
      error: { key: 'error.optionValue', values: { flag: '--suits', value: '3' } },
    });
    expect(checkOptions(athena, args('--suits', '1'), 'en')).toMatchObject({
      error: { key: 'error.optionNotOffered' },
    });
  });
});

describe('messageLocale', () => {
  it('finds --lang wherever it stands, after the argument an error is about too', () => {
    expect(parse('--deal', 'abc', '--lang', 'fr')).toMatchObject({ ok: false, error: { key: 'error.badDeal' } });
    expect(messageLocale(['--deal', 'abc', '--lang', 'fr'], 'en')).toBe('fr');
    expect(messageLocale(['--bogus', '--lang=ES'], 'en')).toBe('es');
    expect(messageLocale(['nosuchgame', '--lang', 'es', '--lang', 'fr'], 'en')).toBe('fr');
  });
  it("keeps the environment's language without a valid --lang", () => {
    expect(messageLocale(['--deal', 'abc'], 'es')).toBe('es');
    expect(messageLocale(['--lang', 'xx'], 'fr')).toBe('fr');
    expect(messageLocale(['--lang'], 'fr')).toBe('fr');
  });
});
