import type { OptionKey, OptionValue, VariantDefinition } from '@solitaire/engine';
import { optionArgs } from './optionArgs.js';
import { tableMessage } from './tableText.js';
import type { Locale } from './locales.js';
import { variantName } from './names.js';

// Without a definition, labels assume piles and a waste turned over (passes); pass the game for fans or shuffles.
const neutral = { tableau: { fans: false }, redeal: { kind: 'turnWaste', limit: 0 } } as VariantDefinition;

/**
 * A short label for one value of an option, for menus: "Deal 3 cards at a time", "One redeal (two passes)".
 * Give the game as `def` when known, so a shuffling redeal is not described in passes.
 */
export const optionLabel = (
  key: OptionKey,
  value: OptionValue,
  locale: Locale,
  def: VariantDefinition = neutral,
): string => tableMessage(locale, `option.${key}`, optionArgs(def, key, value));

/** The name of an option itself, for a menu heading: "Cards per deal", "Redeals". */
export const optionName = (key: OptionKey, locale: Locale): string => tableMessage(locale, `option.name.${key}`);

/**
 * The name a game's statistics go by: the game's, with its suit count when that is not the game's own (Spider with
 * one suit keeps a record of its own): "Spider (One suit)".
 */
export const recordName = (def: VariantDefinition, suits: OptionValue | null | undefined, locale: Locale): string => {
  const name = variantName(def, locale);
  return suits === null || suits === undefined ? name : `${name} (${optionLabel('suits', suits, locale, def)})`;
};
