import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locales.js';
import { quickFormatter } from './quickFormat.js';

/** Values a message may interpolate. */
export type MessageValues = Readonly<Record<string, string | number | boolean>>;

/** One catalog per locale, each with the same keys. */
export type Catalogs<K extends string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/** Formats the message `key` of one set of catalogs in a locale. */
export type Translate<K extends string> = (locale: Locale, key: K, values?: MessageValues) => string;

type Formatter = (values: MessageValues) => string;

// Messages with nothing but plain `{name}` arguments need no ICU machinery; building an IntlMessageFormat costs a
// locale negotiation each, which shows in the time to the first frame. Plurals and the like still go through it.
const PLAIN = /^[^{}']*(?:\{[a-zA-Z]+\}[^{}']*)*$/;

/**
 * A formatter for one message: a plain substitution when the message allows it, else the quick formatter of the
 * common ICU subset, else (and for the values it leaves over) ICU MessageFormat, built on first need.
 */
export const compile = (message: string, locale: Locale): Formatter => {
  if (PLAIN.test(message))
    return (values) => message.replace(/\{([a-zA-Z]+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  let fmt: IntlMessageFormat | null = null;
  const icu = (values: MessageValues): string => {
    fmt ??= new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    const out = fmt.format(values as Record<string, string | number | boolean>);
    if (typeof out !== 'string') throw new Error(`game-text: message "${message}" did not format to text`);
    return out;
  };
  const quick = quickFormatter(message, locale);
  if (!quick) {
    // Built at once, so that a malformed message fails where it is compiled.
    fmt = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    return icu;
  }
  return (values) => quick(values) ?? icu(values);
};

/**
 * The one translator: formats messages of `catalogs`, compiling each message once per locale. A key missing
 * from a locale throws, so a gap can never ship silently (the catalogs' tests make that impossible anyway).
 */
export const translator = <K extends string>(catalogs: Catalogs<K>): Translate<K> => {
  const cache = new Map<string, Formatter>();
  return (locale, key, values = {}) => {
    const id = `${locale}\u0000${key}`;
    let fmt = cache.get(id);
    if (!fmt) {
      const source = catalogs[locale][key] as string | undefined;
      if (source === undefined) throw new Error(`game-text: message "${key}" missing in locale "${locale}"`);
      fmt = compile(source, locale);
      cache.set(id, fmt);
    }
    return fmt(values);
  };
};
