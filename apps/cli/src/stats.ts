import { type Result, err, ok } from '@solitaire/engine';
import type { StatsEvent } from './session.js';
import { type Settings, parseSettings } from './settings.js';

/** One variant's record. */
export interface VariantStats {
  readonly played: number;
  readonly won: number;
  readonly currentStreak: number;
  readonly bestStreak: number;
  /** Fastest win, or null before the first. */
  readonly bestTimeMs: number | null;
}

/** The statistics file. */
export interface StatsFile {
  readonly format: typeof STATS_FORMAT;
  readonly version: typeof STATS_VERSION;
  readonly variants: Readonly<Record<string, VariantStats>>;
  /** The settings the player has changed; the others keep their defaults. */
  readonly settings?: Partial<Settings>;
}

/** The marker every statistics file carries. */
export const STATS_FORMAT = 'solitaire-stats';
/** The statistics format version; loading refuses any other. */
export const STATS_VERSION = 1;

/** Reasons a statistics file is refused. */
export const statsErrors = ['ERR_STATS_JSON', 'ERR_STATS_FORMAT', 'ERR_STATS_VERSION', 'ERR_STATS_VALUES'] as const;
/** A statistics error code. */
export type StatsError = (typeof statsErrors)[number];

/** No games yet. */
export const emptyStats = (): StatsFile => ({ format: STATS_FORMAT, version: STATS_VERSION, variants: {} });

/** A variant's record before its first game. */
export const zeroStats: VariantStats = { played: 0, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null };

const count = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0;

const validRecord = (v: unknown): v is VariantStats => {
  if (typeof v !== 'object' || v === null) return false;
  const r = v as Record<string, unknown>;
  if (!count(r.played) || !count(r.won) || !count(r.currentStreak) || !count(r.bestStreak)) return false;
  if (!(r.bestTimeMs === null || (typeof r.bestTimeMs === 'number' && Number.isFinite(r.bestTimeMs) && r.bestTimeMs >= 0))) return false;
  return r.won <= r.played && r.bestStreak <= r.won && r.currentStreak <= r.bestStreak && (r.won === 0) === (r.bestTimeMs === null);
};

/** Checks a statistics file (text or parsed JSON) field by field; keeps only the known fields (settings leniently). */
export const parseStats = (input: string | unknown): Result<StatsFile, StatsError> => {
  let data: unknown = input;
  if (typeof input === 'string') {
    try { data = JSON.parse(input); } catch { return err('ERR_STATS_JSON'); }
  }
  const s = data as Partial<StatsFile>;
  if (typeof s !== 'object' || s === null || s.format !== STATS_FORMAT) return err('ERR_STATS_FORMAT');
  if (s.version !== STATS_VERSION) return err('ERR_STATS_VERSION', String(s.version));
  if (typeof s.variants !== 'object' || s.variants === null || Array.isArray(s.variants)) return err('ERR_STATS_FORMAT', 'variants');
  const variants: Record<string, VariantStats> = {};
  for (const [id, v] of Object.entries(s.variants)) {
    if (!validRecord(v)) return err('ERR_STATS_VALUES', id);
    variants[id] = { played: v.played, won: v.won, currentStreak: v.currentStreak, bestStreak: v.bestStreak, bestTimeMs: v.bestTimeMs };
  }
  const settings = parseSettings(s.settings);
  return ok({ format: STATS_FORMAT, version: STATS_VERSION, variants, ...(Object.keys(settings).length > 0 ? { settings } : {}) });
};

/** The statistics with some settings changed. */
export const withSettings = (stats: StatsFile, patch: Partial<Settings>): StatsFile => ({ ...stats, settings: { ...stats.settings, ...patch } });

/**
 * Records an event: a game counts as played at its first move; a win extends the streak and may set the best
 * time; a game left unfinished for another breaks the streak.
 */
export const recordEvent = (stats: StatsFile, variantId: string, event: StatsEvent, elapsedMs = 0): StatsFile => {
  const v = stats.variants[variantId] ?? zeroStats;
  let next: VariantStats;
  switch (event) {
    case 'started': next = { ...v, played: v.played + 1 }; break;
    case 'abandoned': next = { ...v, currentStreak: 0 }; break;
    case 'won': {
      const currentStreak = v.currentStreak + 1;
      const time = Math.max(0, Math.round(elapsedMs));
      // A win always follows a start; guard anyway so that a file written by us always validates.
      next = {
        played: Math.max(v.played, v.won + 1), won: v.won + 1, currentStreak, bestStreak: Math.max(v.bestStreak, currentStreak),
        bestTimeMs: v.bestTimeMs === null ? time : Math.min(v.bestTimeMs, time),
      };
      break;
    }
  }
  return { ...stats, variants: { ...stats.variants, [variantId]: next } };
};

/** Wins as a whole percentage of games played, or null before the first game. */
export const winPercent = (v: VariantStats): number | null => (v.played === 0 ? null : Math.round((100 * v.won) / v.played));
