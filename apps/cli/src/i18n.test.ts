import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogs, type MessageKey } from './messages.js';
import { compile, localeFromEnv, t, utf8FromEnv } from './i18n.js';
import { locales } from './texts.js';
import { wrap } from './view.js';

// The argument names a message uses, so a translation cannot drop or rename one.
const argumentsOf = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*([a-zA-Z]+)\s*[,}]/g)].map((m) => m[1]!))].sort();

describe('catalogs', () => {
  const keys = Object.keys(catalogs.en) as MessageKey[];
  it('has every key in every locale, and no extra one', () => {
    for (const locale of locales) expect(Object.keys(catalogs[locale]).sort()).toEqual([...keys].sort());
  });
  it('parses every message and keeps the same arguments in every locale', () => {
    for (const locale of locales)
      for (const key of keys) {
        const message = catalogs[locale][key];
        expect(() => new IntlMessageFormat(message, locale), `${locale} ${key}`).not.toThrow();
        expect(message.trim(), `${locale} ${key}`).not.toBe('');
        expect(argumentsOf(message), `${locale} ${key}`).toEqual(argumentsOf(catalogs.en[key]));
      }
  });
});

describe('compile', () => {
  it('formats every message exactly as ICU MessageFormat does', () => {
    for (const locale of locales)
      for (const key of Object.keys(catalogs.en) as MessageKey[]) {
        const message = catalogs[locale][key];
        const values = Object.fromEntries(argumentsOf(message).map((a, i) => [a, /count|left|more|moves|n|score|max|deal/.test(a) ? i + 1 : `<${a}>`]));
        expect(compile(message, locale)(values), `${locale} ${key}`).toBe(String(new IntlMessageFormat(message, locale).format(values)));
      }
  });
});

describe('t', () => {
  it('formats plurals per locale', () => {
    expect(t('en', 'status.moves', { count: 1 })).toBe('1 move');
    expect(t('en', 'status.moves', { count: 3 })).toBe('3 moves');
    expect(t('es', 'status.moves', { count: 2 })).toBe('2 jugadas');
    expect(t('fr', 'status.moves', { count: 0 })).toBe('0 coup');
  });
});

describe('localeFromEnv', () => {
  it('prefers LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(localeFromEnv({ LC_ALL: 'fr_FR.UTF-8', LC_MESSAGES: 'es_ES', LANG: 'en_US' })).toBe('fr');
    expect(localeFromEnv({ LC_ALL: '', LC_MESSAGES: 'es_ES.UTF-8', LANG: 'fr_FR' })).toBe('es');
    expect(localeFromEnv({ LANG: 'fr_CA.UTF-8' })).toBe('fr');
  });
  it('falls back to English for unknown or C locales', () => {
    expect(localeFromEnv({ LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(localeFromEnv({ LANG: 'C.UTF-8' })).toBe('en');
    expect(localeFromEnv({})).toBe('en');
  });
});

describe('utf8FromEnv', () => {
  it('reads the character set of the locale', () => {
    expect(utf8FromEnv({ LANG: 'en_US.UTF-8' })).toBe(true);
    expect(utf8FromEnv({ LC_ALL: 'C', LANG: 'en_US.UTF-8' })).toBe(false);
    expect(utf8FromEnv({ LC_CTYPE: 'fr_FR.utf8' })).toBe(true);
    expect(utf8FromEnv({})).toBe(false);
  });
});

describe('notices', () => {
  // The board keeps two lines for the notice; longer text would be cut off in an 80-column terminal.
  it('fit two lines of an 80-column terminal in every locale, with long values', () => {
    const open = ['notice.corruptSave', 'notice.corruptStats', 'notice.saveFailed', 'notice.badDeal']; // file names and reasons of any length
    for (const locale of locales)
      for (const key of (Object.keys(catalogs.en) as MessageKey[]).filter((k) => k.startsWith('notice.') && !open.includes(k))) {
        const text = t(locale, key, {
          label: t(locale, 'hint.checking'), deal: 4294967295, card: '10♠', from: t(locale, 'pile.foundation', { n: 8 }),
          to: t(locale, 'pile.foundation', { n: 8 }), more: 12, moves: 1234, time: '1:23:45', value: '', reason: '', code: '', file: '',
        });
        expect(wrap(text, 79).length, `${locale} ${key}: ${text}`).toBeLessThanOrEqual(2);
      }
  });
});
