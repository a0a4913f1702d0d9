import type { Locale } from './locales.js';
import { tableCatalogEn } from './tableCatalogEn.js';
import { tableCatalogEs } from './tableCatalogEs.js';
import { tableCatalogFr } from './tableCatalogFr.js';
import { type Catalogs, translator } from './translator.js';

// The table's words have their own translator so that the apps' first load carries none of the rules text; the
// rules catalogs (format.ts) include these messages too, for the rules that name games and cards.

/** The game table's catalogs (game names, card names, option labels, refusals), by locale. */
export const tableCatalogs: Catalogs<string> = { en: tableCatalogEn, es: tableCatalogEs, fr: tableCatalogFr };

/** Whether a message key exists in a locale's table catalog. */
export const hasTableMessage = (locale: Locale, key: string): boolean => Object.hasOwn(tableCatalogs[locale], key);

/** Formats one message of the table catalogs; throws on a missing key. */
export const tableMessage = translator(tableCatalogs);
