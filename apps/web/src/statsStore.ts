// The page's statistics: play's model and validation, kept under the page's storage key in its old shape.
import { type FoldContext, type StatsBook, type StatsStore, foldEvents, parseStatsBook } from '@solitaire/play';
import { readItem, storageKeys, writeItem } from './browserStorage.js';

/** The stored book; 'corrupt' when what is stored cannot be read (the caller says so, and starts afresh). */
export const readStats = (): StatsBook | 'corrupt' => {
  const text = readItem(storageKeys.stats);
  if (text === null) return {};
  try {
    const book = parseStatsBook(JSON.parse(text));
    return book.ok ? book.value : 'corrupt';
  } catch {
    return 'corrupt';
  }
};

/**
 * The page's store of statistics for play's host: each record folds the events into the book as stored now (another
 * tab may have recorded its own games meanwhile), and writes the whole book; a refused write throws, and the host
 * keeps the events for the next one.
 */
export const pageStats = (context: () => FoldContext, initial: StatsBook): StatsStore => {
  let base = initial;
  return {
    record(entries) {
      const fresh = readStats();
      if (fresh !== 'corrupt') base = fresh;
      const book = foldEvents(base, entries, context());
      if (!writeItem(storageKeys.stats, JSON.stringify(book))) {
        throw Object.assign(new Error('storage refused the statistics'), { code: 'EQUOTA' });
      }
      base = book;
      return book;
    },
  };
};
