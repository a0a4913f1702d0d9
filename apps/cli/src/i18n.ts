import { IntlMessageFormat } from 'intl-messageformat';
import { type MessageKey, catalogs } from './messages.js';
import { type Locale, locales } from './texts.js';

/** Values a UI message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number>>;

type Formatter = (values: MessageValues) => string;
const cache = new Map<string, Formatter>();

// Messages with nothing but plain `{name}` arguments need no ICU machinery; building an IntlMessageFormat costs a
// locale negotiation each, which shows in the time to the first frame. Plurals and the like still go through it.
const PLAIN = /^[^{}']*(?:\{[a-zA-Z]+\}[^{}']*)*$/;

/** A formatter for one message: a plain substitution when the message allows it, else ICU MessageFormat. */
export const compile = (message: string, locale: Locale): Formatter => {
  if (PLAIN.test(message)) return (values) => message.replace(/\{([a-zA-Z]+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  const fmt = new IntlMessageFormat(message, locale);
  return (values) => String(fmt.format(values as Record<string, string | number>));
};

/** The UI message `key` in `locale`, formatted with `values`. */
export const t = (locale: Locale, key: MessageKey, values: MessageValues = {}): string => {
  const id = `${locale}\u0000${key}`;
  let fmt = cache.get(id);
  if (!fmt) {
    fmt = compile(catalogs[locale][key], locale);
    cache.set(id, fmt);
  }
  return fmt(values);
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
