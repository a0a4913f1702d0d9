import type { Locale } from '@solitaire/game-text';

/**
 * French spacing for text this tool writes around the catalogs' sentences: a non-breaking space before : ; ! ? and
 * », and after «, replacing an ordinary or non-breaking space or added where none was, so a space the catalog
 * already wrote is never doubled. Other languages pass through unchanged.
 */
export const typeset = (text: string, locale: Locale): string =>
  locale !== 'fr'
    ? text
    : text
        .replace(/[ \u00a0\u202f]?([;!?»])/g, '\u00a0$1')
        .replace(/(\p{L}|[)\]]) ?:(?!\/\/)/gu, '$1\u00a0:')
        .replace(/«[ \u00a0\u202f]?/g, '«\u00a0');
