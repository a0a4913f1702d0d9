import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { cliCatalogs } from './cliCatalog.js';
import { catalogs } from './format.js';
import { locales } from './locales.js';
import { quickFormatter } from './quickFormat.js';
import { webCatalogs } from './webCatalog.js';

const every = [cliCatalogs, webCatalogs, catalogs] as const;

/** Values to try for a message: each argument gets numbers and the words its choices select on, in turn. */
const valueSets = (message: string): Record<string, string | number | boolean>[] => {
  const names = [...new Set([...message.matchAll(/\{\s*([a-zA-Z_]\w*)\s*[,}]/g)].map((m) => m[1]!))];
  const words = [...new Set([...message.matchAll(/([a-zA-Z_][\w-]*)\s*\{/g)].map((m) => m[1]!))];
  const pool: (string | number | boolean)[] = [
    0,
    1,
    2,
    3,
    5,
    11,
    21,
    101,
    999,
    1000,
    12_345,
    1.5,
    true,
    false,
    'x',
    ...words,
  ];
  const sets: Record<string, string | number | boolean>[] = [];
  for (let k = 0; k < 40; k++)
    sets.push(Object.fromEntries(names.map((n, i) => [n, pool[(k * (i + 3) + i * 7) % pool.length]!])));
  return sets;
};

describe('quickFormatter', () => {
  it('formats every message of every catalog exactly as ICU MessageFormat does, or leaves it to ICU', () => {
    let quick = 0;
    for (const set of every)
      for (const locale of locales)
        for (const message of Object.values(set[locale]) as string[]) {
          const f = quickFormatter(message, locale);
          if (!f) continue;
          const icu = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
          for (const values of valueSets(message)) {
            const got = f(values);
            if (got === null) continue;
            quick++;
            expect(got, `${locale}: ${message} with ${JSON.stringify(values)}`).toBe(icu.format(values));
          }
        }
    // The subset covers the catalogs: most formats never reach ICU.
    expect(quick).toBeGreaterThan(1000);
  });

  it('hands over what it does not cover', () => {
    expect(quickFormatter("it''s {n}", 'en')).toBeNull(); // quotes
    expect(quickFormatter('{n, number, percent}', 'en')).toBeNull();
    expect(quickFormatter('{n, plural, offset:1 other {#}}', 'en')).toBeNull();
    const f = quickFormatter('{n, plural, one {# card} other {# cards}}', 'en')!;
    expect(f({ n: 1 })).toBe('1 card');
    expect(f({ n: 1000 })).toBeNull(); // ICU groups the digits: 1,000
    expect(f({ n: 'many' })).toBeNull();
    expect(f({})).toBeNull();
  });
});
