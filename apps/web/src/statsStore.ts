// The page's statistics: play's model and validation, kept under the page's storage key in its old shape.
import { type FoldContext, type StatsBook, type StatsEntry, foldEvents, parseStatsBook } from '@solitaire/play';
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

/** Stores the whole book; false when the browser refused the write. */
export const writeStats = (book: StatsBook): boolean => writeItem(storageKeys.stats, JSON.stringify(book));

/**
 * The statistics of a tab: the book as stored (re-read at each event, since another tab may have recorded its own
 * games meanwhile) with the events this tab could not store yet, which go with the next write that succeeds.
 */
export const statsKeeper = (context: () => FoldContext, initial: StatsBook) => {
  let base = initial;
  let unsaved: StatsEntry[] = [];
  return {
    /** Records an event; returns the book to show, and whether it was stored. */
    record(entry: StatsEntry): { readonly book: StatsBook; readonly stored: boolean } {
      unsaved = [...unsaved, entry];
      const fresh = readStats();
      if (fresh !== 'corrupt') base = fresh;
      const book = foldEvents(base, unsaved, context());
      const stored = writeStats(book);
      if (stored) { base = book; unsaved = []; }
      return { book, stored };
    },
    /** Whether events wait for a write the browser accepts. */
    get pending(): boolean { return unsaved.length > 0; },
    /** Tries again to store what waits; true when nothing waits any more. */
    flush(): boolean {
      if (unsaved.length === 0) return true;
      return this.record(unsaved.pop()!).stored;
    },
  };
};
