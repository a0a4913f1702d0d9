import { IntlMessageFormat } from 'intl-messageformat';
import { type Locale } from './locales.js';
import { en } from './messages/en.js';
import { es } from './messages/es.js';
import { fr } from './messages/fr.js';

/** Values a message may interpolate: the describe layer speaks only in these. */
export type MessageArgs = Readonly<Record<string, string | number | boolean>>;

/** Every catalog, by locale. English is the reference: tests demand the same keys everywhere. */
export const catalogs: Readonly<Record<Locale, Readonly<Record<string, string>>>> = { en, es, fr };

// Parsing is the costly part of ICU formatting; a page formats the same few dozen messages many times.
const cache = new Map<string, IntlMessageFormat>();

/** Whether a message key exists in a locale's catalog. */
export const hasMessage = (locale: Locale, key: string): boolean => Object.hasOwn(catalogs[locale], key);

/** Formats one catalog message; throws on a missing key so a gap can never ship silently. */
export const formatMessage = (locale: Locale, key: string, args: MessageArgs = {}): string => {
  const id = `${locale}\u0000${key}`;
  let mf = cache.get(id);
  if (!mf) {
    const source = catalogs[locale][key];
    if (source === undefined) throw new Error(`rules-doc: message "${key}" missing in locale "${locale}"`);
    mf = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    cache.set(id, mf);
  }
  const out = mf.format(args as Record<string, string | number | boolean>);
  if (typeof out !== 'string') throw new Error(`rules-doc: message "${key}" did not format to text`);
  return out;
};
