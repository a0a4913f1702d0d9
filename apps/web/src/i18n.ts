// The web game's text comes from @solitaire/game-text, through its one translator; this module keeps only what
// reads the platform (the remembered choice and the browser's languages).
import { type Locale, isLocale } from '@solitaire/game-text';

export { type MessageValues, autonyms, webText as translate } from '@solitaire/game-text';

/** The locale to use: the remembered choice, else the first browser language we speak, else English. */
export const pickLocale = (stored: unknown, browserLanguages: readonly string[]): Locale => {
  if (isLocale(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
};
