import {
  type OptionKey,
  type OptionValue,
  type VariantDefinition,
  UNLIMITED,
  equalOptions,
  optionKeys,
  optionValue,
} from '@solitaire/engine';

/**
 * Winnability results: what `solitaire solve … --summary FILE` found for one game under one set of rule options.
 * The files live in `src/results/<game>.json`; they are written by the solver's command, never by hand.
 */
const SUMMARY_FORMAT = 1;

/** Every rule option of a game with its value, defaults included. */
export type OptionValues = Readonly<Partial<Record<OptionKey, OptionValue>>>;

/** One run's counts: a game, its options, the deals tried and what became of them. */
export interface WinnabilityRecord {
  readonly game: string;
  readonly options: OptionValues;
  readonly firstDeal: number;
  readonly lastDeal: number;
  /** Deals tried (not always lastDeal − firstDeal + 1: shards and lists may leave gaps). */
  readonly deals: number;
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  /** Seconds each deal could take at most, or null when only `maxNodes` limited it. */
  readonly capSeconds: number | null;
  /** Positions each deal could search at most, or null when only `capSeconds` limited it. */
  readonly maxNodes: number | null;
  /** The day the file was written, `YYYY-MM-DD`. */
  readonly date: string;
  /** The solver's version (see `SOLVER_VERSION` in @solitaire/solver). */
  readonly solver: string;
}

/** A results file: one game, one record per set of options. */
export interface WinnabilitySummary {
  readonly format: number;
  readonly game: string;
  readonly runs: readonly WinnabilityRecord[];
}

/**
 * Why a results file was refused.
 * @public
 */
export const summaryErrors = [
  'ERR_SUMMARY_JSON',
  'ERR_SUMMARY_FORMAT',
  'ERR_SUMMARY_FIELD',
  'ERR_SUMMARY_COUNTS',
  'ERR_SUMMARY_GAME',
] as const;
/** A code of `summaryErrors`. */
type SummaryErrorCode = (typeof summaryErrors)[number];
/** A refusal: the code and the field or run it is about. */
interface SummaryError {
  readonly code: SummaryErrorCode;
  readonly where: string;
}
/** A result of reading a results file. */
export type SummaryResult =
  { readonly ok: true; readonly value: WinnabilitySummary } | { readonly ok: false; readonly error: SummaryError };

const refuse = (code: SummaryErrorCode, where: string): SummaryResult => ({ ok: false, error: { code, where } });
const isCount = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
const isLimit = (n: unknown): boolean => n === null || (typeof n === 'number' && Number.isFinite(n) && n > 0);
// A word value (`onKing: 'ace'`) is checked against its key's choices when the rules are resolved; here only its shape.
const isOptionValue = (v: unknown): v is OptionValue =>
  typeof v === 'boolean' || v === UNLIMITED || isCount(v) || (typeof v === 'string' && /^[a-z][a-zA-Z]{0,23}$/.test(v));

/** Checks one run as parsed from JSON; returns the name of the first bad field, or null. */
const badField = (r: Record<string, unknown>): string | null => {
  if (typeof r.game !== 'string' || !r.game) return 'game';
  if (typeof r.options !== 'object' || r.options === null || Array.isArray(r.options)) return 'options';
  for (const [k, v] of Object.entries(r.options))
    if (!(optionKeys as readonly string[]).includes(k) || !isOptionValue(v)) return `options.${k}`;
  for (const f of ['firstDeal', 'lastDeal', 'deals', 'won', 'lost', 'unknown'] as const) if (!isCount(r[f])) return f;
  if (!isLimit(r.capSeconds)) return 'capSeconds';
  if (!isLimit(r.maxNodes)) return 'maxNodes';
  if (r.capSeconds === null && r.maxNodes === null) return 'capSeconds';
  if (typeof r.date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(r.date)) return 'date';
  if (typeof r.solver !== 'string' || !r.solver) return 'solver';
  return null;
};

/** Reads a results file's text; never throws. */
export const readSummary = (text: string): SummaryResult => {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse('ERR_SUMMARY_JSON', '');
  }
  return checkSummary(raw);
};

/** Checks a results file already parsed from JSON. */
export const checkSummary = (raw: unknown): SummaryResult => {
  if (typeof raw !== 'object' || raw === null) return refuse('ERR_SUMMARY_JSON', '');
  const file = raw as Record<string, unknown>;
  if (file.format !== SUMMARY_FORMAT) return refuse('ERR_SUMMARY_FORMAT', 'format');
  if (typeof file.game !== 'string' || !file.game) return refuse('ERR_SUMMARY_FIELD', 'game');
  if (!Array.isArray(file.runs)) return refuse('ERR_SUMMARY_FIELD', 'runs');
  for (const [i, run] of file.runs.entries()) {
    if (typeof run !== 'object' || run === null) return refuse('ERR_SUMMARY_FIELD', `runs[${i}]`);
    const r = run as Record<string, unknown>;
    const bad = badField(r);
    if (bad) return refuse('ERR_SUMMARY_FIELD', `runs[${i}].${bad}`);
    if (r.game !== file.game) return refuse('ERR_SUMMARY_GAME', `runs[${i}].game`);
    const n = r as unknown as WinnabilityRecord;
    if (
      n.won + n.lost + n.unknown !== n.deals ||
      n.firstDeal > n.lastDeal ||
      n.deals > n.lastDeal - n.firstDeal + 1 ||
      n.deals === 0
    )
      return refuse('ERR_SUMMARY_COUNTS', `runs[${i}]`);
  }
  return { ok: true, value: file as unknown as WinnabilitySummary };
};

/** Every option of `def` (or of resolved rules) with the value it has, defaults included. */
export const optionValuesOf = (def: VariantDefinition): OptionValues =>
  Object.fromEntries(def.options.map((o) => [o.key, optionValue(def, o.key)]));

/** `summary` with `record` in place of the run with the same options (or added), runs kept in a stable order. */
export const withRecord = (summary: WinnabilitySummary | null, record: WinnabilityRecord): WinnabilitySummary => {
  const others = (summary?.runs ?? []).filter((r) => !equalOptions(r.options, record.options));
  const key = (r: WinnabilityRecord) =>
    JSON.stringify(Object.entries(r.options).sort(([a], [b]) => a.localeCompare(b)));
  return {
    format: SUMMARY_FORMAT,
    game: record.game,
    runs: [...others, record].sort((a, b) => key(a).localeCompare(key(b))),
  };
};

/** A results file's text as the command writes it: stable key order, one run a block, a final newline. */
export const summaryText = (summary: WinnabilitySummary): string => `${JSON.stringify(summary, null, 2)}\n`;

/** A 95% Wilson score interval for `successes` out of `n`, as fractions; null when n is 0. */
export const wilson = (successes: number, n: number, z = 1.96): { low: number; high: number } | null => {
  if (n <= 0) return null;
  const p = successes / n,
    z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/**
 * The odds a record gives. What was measured is the deals tried: `won` of them the solver won, `lost` it proved
 * unwinnable, the rest it left undecided within its search limit. So between `atLeast` (the undecided counted as
 * lost) and `atMost` (counted as won) of the deals tried can be won; `boundLow` and `boundHigh` widen those two
 * counts by their 95% margins, to speak of all deals. `share`, `low` and `high` leave the undecided out, which
 * overstates when many are undecided: they are kept for the solver's own report, never for a player.
 */
export interface Odds {
  readonly won: number;
  readonly lost: number;
  readonly undecided: number;
  /** Deals tried. */
  readonly deals: number;
  /** won + lost. */
  readonly decided: number;
  /** won / deals: the share of the deals tried that can surely be won. */
  readonly atLeast: number;
  /** (won + undecided) / deals: the most that can be won, should every undecided deal be winnable. */
  readonly atMost: number;
  /** The low end of the 95% interval of `atLeast`, and the high end of that of `atMost`: a range for all deals. */
  readonly boundLow: number;
  readonly boundHigh: number;
  /** won / decided, and its 95% interval: the share of the decided deals only. */
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** The odds of winning a deal with every card known, from a record; null when no deal was decided. */
export const oddsOf = (r: Pick<WinnabilityRecord, 'won' | 'lost' | 'unknown'>): Odds | null => {
  const decided = r.won + r.lost,
    deals = decided + r.unknown;
  const w = wilson(r.won, decided);
  if (!w) return null;
  const floor = wilson(r.won, deals)!,
    ceiling = wilson(r.won + r.unknown, deals)!;
  return {
    won: r.won,
    lost: r.lost,
    undecided: r.unknown,
    deals,
    decided,
    atLeast: r.won / deals,
    atMost: (r.won + r.unknown) / deals,
    boundLow: floor.low,
    boundHigh: ceiling.high,
    share: r.won / decided,
    low: w.low,
    high: w.high,
  };
};
