import type { VariantDefinition } from '@solitaire/engine';
import { formatMessage, hasMessage } from './format.js';
import type { Locale } from './locales.js';

/** The game's name in a locale; a variant added without a catalog entry shows its message key rather than failing. */
export const variantName = (def: Pick<VariantDefinition, 'nameKey'>, locale: Locale): string => {
  const key = `variant.${def.nameKey}`;
  return hasMessage(locale, key) ? formatMessage(locale, key) : def.nameKey;
};
