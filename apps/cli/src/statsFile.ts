import { type Result, err, ok, printable } from '@solitaire/engine';
import {
  type PlaySettings as Settings,
  type StatsBook,
  parsePlaySettings as parseSettings,
  parseStatsBook,
} from '@solitaire/play';

/** The statistics file: the play layer's book of records, with the terminal's settings beside it. */
export interface StatsFile {
  readonly format: typeof STATS_FORMAT;
  readonly version: typeof STATS_VERSION;
  readonly variants: StatsBook;
  /** Settings stored here by earlier versions (now in settings.json, which overrides them); read, never written. */
  readonly settings?: Partial<Settings>;
  /** The last journals folded into this file (`compactStats`): one found again after a kill is not folded twice. */
  readonly folded?: readonly string[];
}

/** The marker every statistics file carries. */
const STATS_FORMAT = 'solitaire-stats';
/** The statistics format version; loading refuses any other. */
const STATS_VERSION = 1;

/**
 * Reasons a statistics file is refused.
 * @public
 */
export const statsErrors = ['ERR_STATS_JSON', 'ERR_STATS_FORMAT', 'ERR_STATS_VERSION', 'ERR_STATS_VALUES'] as const;
/** A statistics error code. */
export type StatsError = (typeof statsErrors)[number];

/** No games yet. */
export const emptyStats = (): StatsFile => ({ format: STATS_FORMAT, version: STATS_VERSION, variants: {} });

/** Checks a statistics file (text or parsed JSON): the records by the play layer's rules, settings leniently. */
export const parseStats = (input: string | unknown): Result<StatsFile, StatsError> => {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return err('ERR_STATS_JSON');
    }
  }
  const s = data as Partial<StatsFile>;
  if (typeof s !== 'object' || s === null || s.format !== STATS_FORMAT) return err('ERR_STATS_FORMAT');
  if (s.version !== STATS_VERSION) return err('ERR_STATS_VERSION', printable(s.version, 40));
  const variants = parseStatsBook(s.variants);
  if (!variants.ok)
    return variants.error === 'ERR_STATS_VALUES'
      ? err('ERR_STATS_VALUES', variants.detail)
      : err('ERR_STATS_FORMAT', 'variants');
  const settings = parseSettings(s.settings);
  const folded = s.folded;
  if (
    folded !== undefined &&
    !(
      Array.isArray(folded) &&
      folded.length <= 64 &&
      folded.every((n) => typeof n === 'string' && /^[\w.-]{1,100}$/.test(n))
    )
  )
    return err('ERR_STATS_FORMAT', 'folded');
  return ok({
    format: STATS_FORMAT,
    version: STATS_VERSION,
    variants: variants.value,
    ...(Object.keys(settings).length > 0 ? { settings } : {}),
    ...(folded === undefined ? {} : { folded }),
  });
};
