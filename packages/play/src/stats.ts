import { type Result, type Rules, err, ok, printable } from '@solitaire/engine';
import { dayBefore, isDayText } from './deals.js';

/**
 * One variant's record.
 * @public
 */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fastest win in milliseconds, null before the first win. */
  readonly bestTimeMs: number | null;
  /**
   * Games won with the solver playing moves (show me, a hint played for the player): not wins, so no streak and no
   * best time (absent in books written before it existed).
   */
  readonly assisted?: number;
  /** Days in a row whose deal of the day was won, up to `dailyLast` (absent in books written before it existed). */
  readonly dailyStreak?: number;
  readonly dailyBest?: number;
  /** The last day (`YYYY-MM-DD`) whose deal of the day was won. */
  readonly dailyLast?: string | null;
}

/**
 * Records of every variant played, by variant id. Books made here have no prototype, so an id such as `constructor`
 * is an ordinary key; read them with `statsOf`, change them with `recordInBook`.
 */
export type StatsBook = Readonly<Record<string, VariantStats>>;

/**
 * What happens to a game that counts: it got its first move, was won (by the player, or with the solver playing
 * moves: `assistedWon`), or was left unfinished for another; a deal of the day won (besides its `won`) also counts
 * for the day.
 */
const statsEvents = ['started', 'won', 'assistedWon', 'abandoned', 'dailyWon'] as const;
/** A statistics event. */
export type StatsEvent = (typeof statsEvents)[number];

/** One event as a front end stores it until it is folded into a book. */
export interface StatsEntry {
  readonly variant: string;
  readonly event: StatsEvent;
  /** The game's time, for a win. */
  readonly elapsedMs: number;
  /** The day of the deal of the day (`dailyWon` only). */
  readonly day?: string;
}

/**
 * The key a game's record is kept under: its variant's id, followed by its suit count when that is not the variant's
 * own (`spider-suits-1`), since a one-suit deck makes another game (a one-suit win is no four-suit win). Other
 * options keep the variant's key, as they always have.
 */
export const statsKey = (rules: Pick<Rules, 'id' | 'chosen'>): string =>
  rules.chosen.suits === undefined ? rules.id : `${rules.id}-suits-${rules.chosen.suits}`;

/** The variant a record key belongs to, and its suit count when the key names one. */
export const statsKeyParts = (key: string): { readonly variant: string; readonly suits: number | null } => {
  const m = /^(.*)-suits-(\d)$/.exec(key);
  return m ? { variant: m[1]!, suits: Number(m[2]) } : { variant: key, suits: null };
};

/** A variant's record before its first game. */
export const zeroStats: VariantStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null };

/** The largest count or time a record may hold: beyond it a file is taken as damaged, not as a record. */
const MAX_COUNT = 1e9;
/** The longest time a game may be recorded with: a year. */
export const MAX_TIME_MS = 365 * 24 * 3600 * 1000;

/** The time a game is recorded with: whole milliseconds, never negative, never past `MAX_TIME_MS`. */
const recordedTime = (ms: number): number =>
  Number.isFinite(ms) ? Math.min(MAX_TIME_MS, Math.max(0, Math.round(ms))) : 0;

/**
 * A record after one event: a game counts as played at its first move (browsing deals costs no streak); a win
 * extends the streak and may set a best time (and counts as played even if its start was recorded elsewhere); a
 * game won with the solver's moves, or left unfinished for another, ends the streak. A deal of the day counts only
 * up to the player's own day `today` (`YYYY-MM-DD`): a later day is a forged or misdated event.
 */
export const recordEvent = (
  v: VariantStats,
  event: StatsEvent,
  elapsedMs = 0,
  day?: string,
  today?: string,
): VariantStats => {
  switch (event) {
    case 'dailyWon':
      return recordDaily(v, day, today);
    case 'started':
      return { ...v, played: Math.min(MAX_COUNT, v.played + 1) };
    case 'abandoned':
      return { ...v, currentStreak: 0 };
    case 'assistedWon': {
      const assisted = Math.min(MAX_COUNT, (v.assisted ?? 0) + 1);
      return { ...v, assisted, played: Math.min(MAX_COUNT, Math.max(v.played, v.won + assisted)), currentStreak: 0 };
    }
    case 'won': {
      const won = Math.min(MAX_COUNT, v.won + 1);
      const currentStreak = Math.min(won, v.currentStreak + 1);
      const time = recordedTime(elapsedMs);
      return {
        ...v,
        played: Math.min(MAX_COUNT, Math.max(v.played, won + (v.assisted ?? 0))),
        won,
        currentStreak,
        bestStreak: Math.max(v.bestStreak, currentStreak),
        bestTimeMs: v.bestTimeMs === null ? time : Math.min(v.bestTimeMs, time),
      };
    }
  }
};

/**
 * A record after a deal of the day won on `day`: the streak grows when the day before was won too, else starts again
 * at one. A day already counted, or older than the last one counted, changes nothing (a win is counted once); a day
 * after `today` is refused, and a last day after `today` (a book a forged event froze) no longer holds the streak.
 */
const recordDaily = (v: VariantStats, day: string | undefined, today: string | undefined): VariantStats => {
  if (!isDayText(day) || (today !== undefined && day > today)) return v;
  const stored = v.dailyLast ?? null;
  const last = stored !== null && today !== undefined && stored > today ? null : stored;
  if (last !== null && day <= last) return v;
  const dailyStreak = Math.min(MAX_COUNT, last !== null && last === dayBefore(day) ? (v.dailyStreak ?? 0) + 1 : 1);
  return { ...v, dailyStreak, dailyBest: Math.max(v.dailyBest ?? 0, dailyStreak), dailyLast: day };
};

/** The deal-of-the-day streak as it stands on `today`: it lapses once a whole day passed without a win. */
export const dailyStreakOn = (v: VariantStats, today: string): number => {
  const last = v.dailyLast ?? null;
  return last !== null && (last === today || last === dayBefore(today)) ? (v.dailyStreak ?? 0) : 0;
};

/** A variant's record in a book (zero before its first game), whatever the id: inherited names are not records. */
export const statsOf = (book: StatsBook, variant: string): VariantStats =>
  Object.hasOwn(book, variant) ? book[variant]! : zeroStats;

/** A book with no prototype holding `records`: `__proto__`, `constructor` and the like are plain ids in it. */
const bookOf = (records: Iterable<readonly [string, VariantStats]>): Record<string, VariantStats> => {
  const out = Object.create(null) as Record<string, VariantStats>;
  for (const [id, v] of records) out[id] = v;
  return out;
};

/** Where a book's events are folded: which variant ids are games (others are refused), and the player's day. */
export interface FoldContext {
  readonly known: (variant: string) => boolean;
  /** The player's own day (`YYYY-MM-DD`): no deal of the day after it counts. */
  readonly today: string;
}

/** A book after one event of a variant's game; an unknown variant id changes nothing. */
export const recordInBook = (book: StatsBook, e: StatsEntry, context: FoldContext): StatsBook => {
  if (!context.known(statsKeyParts(e.variant).variant) || !isVariantKey(e.variant)) return book;
  const next = recordEvent(statsOf(book, e.variant), e.event, e.elapsedMs, e.day, context.today);
  return bookOf([...Object.entries(book), [e.variant, next]]);
};

/**
 * A book with events applied in order. Front ends that may run twice at once append events and fold them on
 * reading, instead of rewriting a whole book read earlier: two copies' wins then both count.
 */
export const foldEvents = (book: StatsBook, entries: readonly StatsEntry[], context: FoldContext): StatsBook => {
  const out = bookOf(Object.entries(book));
  for (const e of entries) {
    if (!context.known(statsKeyParts(e.variant).variant) || !isVariantKey(e.variant)) continue;
    out[e.variant] = recordEvent(statsOf(out, e.variant), e.event, e.elapsedMs, e.day, context.today);
  }
  return out;
};

/** Share of games won, from 0 to 1, or null before any game. */
export const winRate = (s: VariantStats): number | null => (s.played === 0 ? null : s.won / s.played);

/** Wins as a whole percentage of games played, or null before the first game. */
export const winPercent = (s: VariantStats): number | null =>
  s.played === 0 ? null : Math.round((100 * s.won) / s.played);

/**
 * Reasons stored statistics are refused.
 * @public
 */
export const statsErrors = ['ERR_STATS_JSON', 'ERR_STATS_FORMAT', 'ERR_STATS_VALUES'] as const;
/** A statistics error code. */
export type StatsError = (typeof statsErrors)[number];

const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_COUNT;

/**
 * Whether a value is a consistent record: counts in range, wins within games, streaks within wins, a time iff a
 * win.
 */
const isVariantStats = (v: unknown): v is VariantStats => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  if (!count(r.played) || !count(r.won) || !count(r.currentStreak) || !count(r.bestStreak)) return false;
  const time = r.bestTimeMs;
  if (!(time === null || (typeof time === 'number' && Number.isFinite(time) && time >= 0 && time <= MAX_TIME_MS)))
    return false;
  if (!(
    r.won <= r.played &&
    r.bestStreak <= r.won &&
    r.currentStreak <= r.bestStreak &&
    (r.won === 0) === (time === null)
  ))
    return false;
  if (r.assisted !== undefined && !(count(r.assisted) && r.won + r.assisted <= r.played)) return false;
  return isDailyPart(r);
};

// The deal-of-the-day fields are optional (older books lack them) but, when present, consistent with each other.
const isDailyPart = (r: Record<string, unknown>): boolean => {
  const { dailyStreak: streak, dailyBest: best, dailyLast: last } = r;
  if (streak === undefined && best === undefined && (last === undefined || last === null)) return true;
  return count(streak) && count(best) && streak <= best && (last === null ? best === 0 : isDayText(last));
};

const optionalFields = (v: VariantStats): Partial<VariantStats> => ({
  ...(v.assisted === undefined ? {} : { assisted: v.assisted }),
  ...(v.dailyStreak === undefined
    ? {}
    : { dailyStreak: v.dailyStreak, dailyBest: v.dailyBest ?? 0, dailyLast: v.dailyLast ?? null }),
});

/** A variant id as books key it: short, plain. */
const isVariantKey = (k: string): boolean => /^[a-z0-9-]{1,64}$/.test(k);

/**
 * Checks a book (parsed JSON) record by record; keeps only the known fields, in a book without a prototype. The
 * detail names the bad record (printable characters only). Records of ids this version does not know are kept as
 * they are (a newer version's games), but never folded into.
 */
export const parseStatsBook = (data: unknown): Result<StatsBook, StatsError> => {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err('ERR_STATS_FORMAT');
  const out = bookOf([]);
  for (const [id, v] of Object.entries(data)) {
    if (!isVariantKey(id) || !isVariantStats(v)) return err('ERR_STATS_VALUES', printable(id));
    out[id] = {
      played: v.played,
      won: v.won,
      currentStreak: v.currentStreak,
      bestStreak: v.bestStreak,
      bestTimeMs: v.bestTimeMs,
      ...optionalFields(v),
    };
  }
  return ok(out);
};

/** Reads one journal line (`{"variant":…,"event":…,"elapsedMs":…}`); null when it is not a well-formed entry. */
const parseStatsEntry = (line: string): StatsEntry | null => {
  let data: unknown;
  try {
    data = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const r = data as Record<string, unknown>;
  if (typeof r.variant !== 'string' || !isVariantKey(r.variant)) return null;
  if (!(statsEvents as readonly unknown[]).includes(r.event)) return null;
  const ms = r.elapsedMs ?? 0;
  if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 || ms > MAX_TIME_MS) return null;
  if (r.event === 'dailyWon' && !isDayText(r.day)) return null;
  return {
    variant: r.variant,
    event: r.event as StatsEvent,
    elapsedMs: ms,
    ...(isDayText(r.day) ? { day: r.day } : {}),
  };
};

/** One journal line for an entry (no newline). */
export const statsEntryLine = (e: StatsEntry): string =>
  JSON.stringify({
    variant: e.variant,
    event: e.event,
    elapsedMs: recordedTime(e.elapsedMs),
    ...(e.day === undefined ? {} : { day: e.day }),
  });

/**
 * The entries of a journal text; lines that cannot be read (a line cut short by a crash) are counted and skipped,
 * so one bad line never costs the others.
 */
export const parseStatsJournal = (
  text: string,
): { readonly entries: readonly StatsEntry[]; readonly skipped: number } => {
  const entries: StatsEntry[] = [];
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const e = parseStatsEntry(line);
    if (e) entries.push(e);
    else skipped++;
  }
  return { entries, skipped };
};
