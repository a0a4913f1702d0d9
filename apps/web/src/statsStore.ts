// The page's statistics: play's model and validation, kept under the page's storage key in its old shape.
import { type StatsBook, type StatsEvent, parseStatsBook, recordEvent, zeroStats } from '@solitaire/play';
import { readItem, storageKeys, writeItem } from './storage.js';

/** The stored book; 'corrupt' when what is stored cannot be read (the caller says so, and starts afresh). */
export const readStats = (): StatsBook | 'corrupt' => {
  const text = readItem(storageKeys.stats);
  if (text === null) return {};
  try {
    const book = parseStatsBook(JSON.parse(text));
    return book.ok ? book.value : 'corrupt';
  } catch { return 'corrupt'; }
};

/** Stores the whole book; false when the browser refused the write (the caller keeps it and tries again). */
export const writeStats = (book: StatsBook): boolean => writeItem(storageKeys.stats, JSON.stringify(book));

/** The book after one event of a variant's game (not stored: see writeStats). */
export const recordStats = (book: StatsBook, variant: string, event: StatsEvent, elapsedMs: number, day?: string): StatsBook =>
  ({ ...book, [variant]: recordEvent(book[variant] ?? zeroStats, event, elapsedMs, day) });
