import type { Family } from '@solitaire/variants';
import { formatMessage } from './format.js';
import type { Locale } from './locales.js';

/** A family's name in a locale ("The Klondike family"), for grouping games on an index. */
export const familyName = (family: Family, locale: Locale): string => formatMessage(locale, `family.${family}`);

/** One sentence saying what the games of a family share, for an index. */
export const familyAbout = (family: Family, locale: Locale): string => formatMessage(locale, `family.${family}.about`);
