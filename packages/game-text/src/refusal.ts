import type { MoveError } from '@solitaire/engine';
import { tableMessage } from './tableText.js';
import type { Locale } from './locales.js';

/** A full sentence telling the player why the engine refused a move. */
export const refusalText = (code: MoveError, locale: Locale): string => tableMessage(locale, `refusal.${code}`);
