import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { locales } from '../texts.js';
import { writeProblemOf } from './failure.js';
import { say, sayRefusal, solveCatalogs } from './messages.js';

describe('solve messages', () => {
  it('has every key in every locale, each naming the same values', () => {
    // Arguments, simple (`{n}`) or formatted (`{n, plural, ...}`, branches included), each named once.
    type Node = { value?: unknown; options?: Record<string, { value: Node[] }> };
    const walk = (nodes: Node[]): string[] =>
      nodes.flatMap((n) => [
        ...(typeof n.value === 'string' && (n as { type: number }).type !== 0 ? [n.value] : []),
        ...Object.values(n.options ?? {}).flatMap((o) => walk(o.value)),
      ]);
    const names = (s: string) =>
      [...new Set(walk(new IntlMessageFormat(s, 'en', undefined, { ignoreTag: true }).getAst() as Node[]))].sort();
    for (const locale of locales)
      for (const [key, text] of Object.entries(solveCatalogs.en)) {
        const other = solveCatalogs[locale][key as keyof typeof solveCatalogs.en];
        expect(other, `${locale} ${key}`).toBeTypeOf('string');
        expect(names(other), `${locale} ${key}`).toEqual(names(text));
      }
  });

  /** A value for every argument any message names. */
  const values = {
    options: '--draw',
    done: 1,
    total: 2,
    file: 'f',
    flag: '--x',
    value: 'v',
    reason: 'r',
    games: 'g',
    name: 'n',
    set: 'S',
    sets: 'A',
    id: 3,
    won: 1,
    lost: 0,
    unknown: 1,
    elapsed: '1 s',
    eta: '1 s',
    game: 'G',
    cap: 1,
    jobs: 1,
    pct: '1',
    low: '0',
    high: '2',
    a: '1',
    b: '2',
    c: '3',
    d: '4',
    wall: '1',
    search: '1',
    nps: '1',
    rss: '1',
    table: '1',
    count: 2,
    line: 3,
    theirs: 't',
    ours: 'o',
    field: 'cap',
    version: 3,
    known: 2,
    deal: 4,
    outcome: 'won',
    other: 'lost',
    otherFile: 'g',
    otherLine: 5,
    limit: 'l',
    by: 'b',
    nodes: '9',
    files: 2,
    code: 'ERR_X',
    where: 'w',
    max: 'm',
    why: 'noFolder',
    folder: 'd',
    part: 'p',
    asked: 9,
    cores: 2,
    threads: 2,
    wanted: 9,
    perThread: 96,
    memory: 32,
    defaultMemory: '32',
    maxMemory: '8192',
    free: 900,
    missingCount: 2,
    missing: '2, 4',
  };

  it('formats every message in every locale', () => {
    for (const locale of locales)
      for (const key of Object.keys(solveCatalogs.en) as (keyof typeof solveCatalogs.en)[]) {
        const text = say(locale, key, values);
        expect(text).not.toMatch(/\{\w+\}/);
      }
  });

  it('groups the thousands of every count of the summary the way the locale does', () => {
    const values = { game: 'G', total: 12000, won: 10680, lost: 1261, unknown: 59, cap: 1, jobs: 2 };
    expect(say('en', 'summaryDeals', values)).toBe(
      'G: 12,000 deals, 10,680 won, 1,261 lost, 59 unknown (cap 1 s, 2 threads)',
    );
    for (const locale of ['es', 'fr'] as const) {
      const text = say(locale, 'summaryDeals', values);
      for (const n of [12000, 10680, 1261]) expect(text, locale).toContain(new Intl.NumberFormat(locale).format(n));
    }
  });

  it("says why a file cannot be written in each language's words, the system's own only for the rest", () => {
    const refusal = (locale: 'en' | 'fr', code: string) => {
      const problem = writeProblemOf(Object.assign(new Error(`${code}: raw`), { code }), 'ro');
      return sayRefusal(locale, 'errOutputUnwritable', { file: 'ro/k.json', ...problem });
    };
    expect(refusal('en', 'EACCES')).toBe('cannot write ro/k.json: permission denied in ro; nothing was started');
    expect(refusal('en', 'EROFS')).toBe(
      'cannot write ro/k.json: ro is on a read-only file system; nothing was started',
    );
    expect(refusal('fr', 'ENOSPC')).toBe(
      'impossible d’écrire ro/k.json : plus de place sur le périphérique ; rien n’a été commencé',
    );
    expect(refusal('en', 'EIO')).toBe('cannot write ro/k.json: EIO: raw; nothing was started');
  });
});
