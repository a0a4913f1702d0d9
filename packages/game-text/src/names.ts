import type { VariantDefinition } from '@solitaire/engine';
import type { Family } from '@solitaire/variants';
import { formatMessage, hasMessage } from './format.js';
import type { Locale } from './locales.js';

/** A family's name in a locale ("The Klondike family"), for grouping games on an index. */
export const familyName = (family: Family, locale: Locale): string => formatMessage(locale, `family.${family}`);

/** One sentence saying what the games of a family share, for an index. */
export const familyAbout = (family: Family, locale: Locale): string => formatMessage(locale, `family.${family}.about`);

/** The game's name in a locale; a variant added without a catalog entry shows its message key rather than failing. */
export const variantName = (def: Pick<VariantDefinition, 'nameKey'>, locale: Locale): string => {
  const key = `variant.${def.nameKey}`;
  return hasMessage(locale, key) ? formatMessage(locale, key) : def.nameKey;
};
