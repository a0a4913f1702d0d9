import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { cliCatalogs } from './cliCatalog.js';
import { catalogs } from './format.js';
import { locales } from './locales.js';
import { messageArguments } from './testing.js';
import { compile, translator } from './translator.js';
import { webCatalogs } from './webCatalog.js';

// The plain-substitution fast path must never change a result: every plain message of every catalog is formatted
// both ways and compared with ICU MessageFormat itself.
describe('compile', () => {
  const plain = /^[^{}']*(?:\{[a-zA-Z]+\}[^{}']*)*$/;
  it('formats every plain message exactly as ICU MessageFormat does', () => {
    let checked = 0;
    for (const set of [cliCatalogs, webCatalogs, catalogs] as const)
      for (const locale of locales)
        for (const message of Object.values(set[locale]) as string[]) {
          if (!plain.test(message)) continue;
          const values = Object.fromEntries(messageArguments(message).map((a, i) => [a, i % 2 ? i + 1000 : `<${a}>`]));
          const icu = String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));
          expect(compile(message, locale)(values), `${locale} ${message}`).toBe(icu);
          checked++;
        }
    expect(checked).toBeGreaterThan(300);
  });
  it('formats plurals and selects through ICU', () => {
    expect(compile('{n, plural, one {# card} other {# cards}}', 'en')({ n: 2 })).toBe('2 cards');
    expect(compile('{g, select, f {vacía} other {vacío}}', 'es')({ g: 'f' })).toBe('vacía');
  });
});

describe('translator', () => {
  const translate = translator({
    en: { a: 'A {x}', b: '{n, plural, one {one} other {many}}' },
    es: { a: 'Á {x}', b: '{n, plural, one {uno} other {muchos}}' },
    fr: { a: 'À {x}' } as never,
  });
  it('formats a key in a locale', () => {
    expect(translate('es', 'a', { x: 1 })).toBe('Á 1');
    expect(translate('en', 'b', { n: 3 })).toBe('many');
  });
  it('throws on a key missing in a locale', () => {
    expect(() => translate('fr', 'b')).toThrow(/"b" missing in locale "fr"/);
  });
});
