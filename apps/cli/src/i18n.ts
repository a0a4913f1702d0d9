import { IntlMessageFormat } from 'intl-messageformat';
import { type MessageKey, catalogs } from './messages.js';
import { type Locale, locales } from './texts.js';

/** Values a UI message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number>>;

const cache = new Map<string, IntlMessageFormat>();

/** The UI message `key` in `locale`, formatted with `values`. */
export const t = (locale: Locale, key: MessageKey, values: MessageValues = {}): string => {
  const id = `${locale}\u0000${key}`;
  let fmt = cache.get(id);
  if (!fmt) {
    fmt = new IntlMessageFormat(catalogs[locale][key], locale);
    cache.set(id, fmt);
  }
  return String(fmt.format(values as Record<string, string | number>));
};

/** A translator bound to one locale. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Binds `t` to a locale. */
export const translator = (locale: Locale): Translate => (key, values) => t(locale, key, values);

/** Whether `s` names a supported locale. */
export const isLocale = (s: string): s is Locale => (locales as readonly string[]).includes(s);

/**
 * The locale a POSIX environment asks for: LC_ALL, then LC_MESSAGES, then LANG (the first one set wins,
 * as the C library does); its language part if supported, else English.
 */
export const localeFromEnv = (env: Readonly<Record<string, string | undefined>>): Locale => {
  const raw = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== '') ?? '';
  const lang = raw.split(/[_.@-]/)[0]!.toLowerCase();
  return isLocale(lang) ? lang : 'en';
};

/** Whether the environment's character type is UTF-8 (LC_ALL, then LC_CTYPE, then LANG). */
export const utf8FromEnv = (env: Readonly<Record<string, string | undefined>>): boolean => {
  const raw = [env.LC_ALL, env.LC_CTYPE, env.LANG].find((v) => v !== undefined && v !== '') ?? '';
  return /utf-?8/i.test(raw);
};
