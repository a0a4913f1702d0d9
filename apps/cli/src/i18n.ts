// The terminal's text comes from @solitaire/game-text, through its one translator; this module keeps only what
// reads the platform (the POSIX locale environment) and the names the rest of the app already imports.
import { type CliTranslate, type Locale, cliTranslator, isLocale } from '@solitaire/game-text';
import type { Glyphs } from './glyphs.js';

export {
  type CliMessageKey as MessageKey,
  type CliTranslate as Translate,
  compile,
  isLocale,
  cliText as t,
  cliTranslator as translator,
} from '@solitaire/game-text';

/** The terminal's words in a locale, as the terminal can show them (ASCII only where its locale is not UTF-8). */
export const screenTranslator = (locale: Locale, glyphs: Glyphs): CliTranslate => {
  const t = cliTranslator(locale);
  return (key, values) => glyphs.text(t(key, values));
};

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
