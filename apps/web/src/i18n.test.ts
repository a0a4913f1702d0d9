import { describe, expect, it } from 'vitest';
import { pickLocale } from './i18n.js';

describe('pickLocale', () => {
  it('keeps a remembered choice', () => expect(pickLocale('fr', ['es-ES'])).toBe('fr'));
  it('ignores a remembered value that is no locale', () => expect(pickLocale('de', ['es-MX', 'en'])).toBe('es'));
  it('takes the first browser language it speaks', () => expect(pickLocale(null, ['de-DE', 'fr-CA', 'es'])).toBe('fr'));
  it('falls back to English', () => expect(pickLocale(undefined, ['ja', 'de'])).toBe('en'));
});
