import { IntlMessageFormat } from 'intl-messageformat';
import { type Locale, locales } from './gameText.js';
import { type Catalog, type MessageKey, en, es, fr } from './messages.js';

/** Chrome catalogs by locale. */
export const catalogs: Readonly<Record<Locale, Catalog>> = { en, es, fr };

/** Each language's name in itself (never translated), for the language switch. */
export const autonyms: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español', fr: 'Français' };

/** Values a chrome message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number>>;

// Parsing dominates formatting cost and the same few messages are formatted on every move.
const cache = new Map<string, IntlMessageFormat>();

/** Formats a chrome message in a locale. */
export const translate = (locale: Locale, key: MessageKey, values: MessageValues = {}): string => {
  const source = catalogs[locale][key];
  // Plain text needs no formatter (building one resolves the locale, which is slow on first paint).
  if (!/[{}']/.test(source)) return source;
  const id = `${locale}\u0000${key}`;
  let mf = cache.get(id);
  if (!mf) {
    mf = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    cache.set(id, mf);
  }
  return String(mf.format(values));
};

/** Whether a value names a supported locale. */
export const isLocale = (v: unknown): v is Locale => (locales as readonly unknown[]).includes(v);

/** The locale to use: the remembered choice, else the first browser language we speak, else English. */
export const pickLocale = (stored: unknown, browserLanguages: readonly string[]): Locale => {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
};
