import { describe, expect, it } from 'vitest';
import { catalogs, type MessageKey } from './messages.js';
import { localeFromEnv, t, utf8FromEnv } from './i18n.js';
import { locales } from './texts.js';
import { wrap } from './view.js';

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
    // Every place a hint may name (the longest words differ by language).
    const targets = ['foundation', 'onto', 'other', 'empty'].flatMap((target) =>
      ['pile', 'fan'].map((place) => ({ target, place })),
    );
    for (const locale of locales)
      for (const key of (Object.keys(catalogs.en) as MessageKey[]).filter(
        (k) => k.startsWith('notice.') && !open.includes(k),
      ))
        for (const hint of targets) {
          const text = t(locale, key, {
            label: t(locale, 'hint.checking'),
            deal: 4294967295,
            card: '10♠',
            from: t(locale, 'pile.foundation', { n: 8 }),
            to: t(locale, 'pile.foundation', { n: 8 }),
            more: 12,
            moves: 1234,
            time: '1:23:45',
            value: '',
            reason: '',
            code: 'ERR_PICK_RATING',
            file: '',
            count: 1234,
            day: '2026-12-31',
            rank: 'queen',
            onto: '10♥',
            ontoRank: 'queen',
            ...hint,
          });
          expect(wrap(text, 79).length, `${locale} ${key}: ${text}`).toBeLessThanOrEqual(2);
        }
  });
});
