import { describe, expect, it } from 'vitest';
import { cliCatalogs, cliText } from './cliCatalog.js';
import { locales } from './locales.js';
import { messageArguments } from './testing.js';
import { webCatalogs, webText } from './webCatalog.js';

type AnyCatalogs = Readonly<Record<string, Readonly<Record<string, string>>>>;
const sets: Record<string, AnyCatalogs> = { cli: cliCatalogs, web: webCatalogs };

describe.each(Object.entries(sets))('%s catalogs', (_name, catalogs) => {
  const keys = Object.keys(catalogs.en!).sort();
  it.each(locales)('%s has exactly the English keys', (locale) => {
    expect(Object.keys(catalogs[locale]!).sort()).toEqual(keys);
  });
  it.each(locales)('%s messages parse and use the same arguments as English', (locale) => {
    for (const key of keys) {
      const source = catalogs[locale]![key]!;
      expect(source.trim(), `${locale} ${key}`).not.toBe('');
      expect(messageArguments(source, locale), `${locale} ${key}`).toEqual(messageArguments(catalogs.en![key]!, 'en'));
    }
  });
});

describe('plurals', () => {
  it('follow each locale', () => {
    expect([1, 3].map((count) => cliText('en', 'status.moves', { count }))).toEqual(['1 move', '3 moves']);
    expect(cliText('fr', 'status.moves', { count: 0 })).toBe('0 coup');
    expect(webText('es', 'status.moves', { count: 2 })).toBe('2 jugadas');
    expect(webText('fr', 'status.moves', { count: 0 })).toBe('0 coup');
  });
});
