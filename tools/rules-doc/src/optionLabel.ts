import type { OptionKey, OptionValue, VariantDefinition } from '@solitaire/engine';
import { optionArgs } from './describe.js';
import { formatMessage } from './format.js';
import type { Locale } from './locales.js';

// Labels only need the definition for the fan/pile wording; a neutral stand-in keeps the signature the contract's.
const neutral = { tableau: { fans: false } } as VariantDefinition;

/** A short label for one value of an option, for menus: "Deal 3 cards at a time", "Two redeals (three passes)". */
export const optionLabel = (key: OptionKey, value: OptionValue, locale: Locale): string =>
  formatMessage(locale, `option.${key}`, optionArgs(neutral, key, value));

/** The name of an option itself, for a menu heading: "Cards per deal", "Redeals". */
export const optionName = (key: OptionKey, locale: Locale): string => formatMessage(locale, `option.name.${key}`);
