import type { VariantDefinition } from '@solitaire/engine';
import type { Locale } from './locales.js';
import { hasTableMessage, tableMessage } from './tableText.js';

/** The game's name in a locale; a variant added without a catalog entry shows its message key rather than failing. */
export const variantName = (def: Pick<VariantDefinition, 'nameKey'>, locale: Locale): string => {
  const key = `variant.${def.nameKey}`;
  return hasTableMessage(locale, key) ? tableMessage(locale, key) : def.nameKey;
};
