import { catalogEn } from './catalogEn.js';
import { catalogEs } from './catalogEs.js';
import { catalogFr } from './catalogFr.js';
import type { Locale } from './locales.js';
import { tableCatalogs } from './tableText.js';
import { type Catalogs, type MessageValues, translator } from './translator.js';

/** Values a game-text message may interpolate: the describe layer speaks only in these. */
export type MessageArgs = MessageValues;

/**
 * The game-text catalogs (rules, names, cards, refusals, options, page furniture), by locale. English is the
 * reference.
 */
export const catalogs: Catalogs<string> = {
  en: { ...tableCatalogs.en, ...catalogEn },
  es: { ...tableCatalogs.es, ...catalogEs },
  fr: { ...tableCatalogs.fr, ...catalogFr },
};

/** Whether a message key exists in a locale's game-text catalog. */
export const hasMessage = (locale: Locale, key: string): boolean => Object.hasOwn(catalogs[locale], key);

/** Formats one game-text message; throws on a missing key. */
export const formatMessage = translator(catalogs);
