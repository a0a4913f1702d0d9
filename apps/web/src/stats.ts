/** One variant's record. */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fastest win in milliseconds, null before the first win. */
  readonly bestTimeMs: number | null;
}

/** Records of every variant played, by variant id. */
export type StatsBook = Readonly<Record<string, VariantStats>>;

/** A variant's record before its first game. */
export const emptyStats: VariantStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null };

/** A game counts as played from the player's first move, so that browsing deals costs no streak. */
export const recordPlayed = (s: VariantStats): VariantStats => ({ ...s, played: s.played + 1 });

/** A win extends the streak and may set a best time (a win is always also a game played, even if its start was lost). */
export const recordWin = (s: VariantStats, timeMs: number): VariantStats => {
  const currentStreak = s.currentStreak + 1;
  return {
    ...s,
    played: Math.max(s.played, s.won + 1),
    won: s.won + 1,
    currentStreak,
    bestStreak: Math.max(s.bestStreak, currentStreak),
    bestTimeMs: s.bestTimeMs === null ? timeMs : Math.min(s.bestTimeMs, timeMs),
  };
};

/** Leaving a played game unwon ends the streak. */
export const recordLoss = (s: VariantStats): VariantStats => ({ ...s, currentStreak: 0 });

/** Share of games won, from 0 to 1, or null before any game. */
export const winRate = (s: VariantStats): number | null => (s.played === 0 ? null : s.won / s.played);

const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

const isStats = (v: unknown): v is VariantStats => {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return count(s.played) && count(s.won) && count(s.currentStreak) && count(s.bestStreak)
    && (s.bestTimeMs === null || (typeof s.bestTimeMs === 'number' && Number.isFinite(s.bestTimeMs) && s.bestTimeMs >= 0))
    && s.won <= s.played && s.currentStreak <= s.bestStreak && s.bestStreak <= s.won;
};

/** Reads a stored stats book; null when the text is not a well-formed, consistent book. */
export const parseStatsBook = (text: string): StatsBook | null => {
  let data: unknown;
  try { data = JSON.parse(text); } catch { return null; }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const out: Record<string, VariantStats> = {};
  for (const [id, s] of Object.entries(data)) {
    if (!isStats(s)) return null;
    out[id] = { played: s.played, won: s.won, currentStreak: s.currentStreak, bestStreak: s.bestStreak, bestTimeMs: s.bestTimeMs };
  }
  return out;
};

/** Formats a duration as m:ss, or h:mm:ss from an hour. */
export const formatDuration = (ms: number): string => {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(total / 3600), m = Math.floor((total % 3600) / 60), s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};
