import { type OptionKey, type OptionValue, isDealNumber } from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, MAX_SOLVER_MEMORY_MB } from '@solitaire/solver';
import { type FlagKind, type FlagTable, type LineRefusal, readCommandLine, readNumber } from '../commandLine.js';
import { optionByFlag, parseOptionValue } from '../optionFlags.js';
import type { SolveMessageKey, SolveValues } from './messages.js';
import { type Shard, parseShard } from './shard.js';

/** Where the deals come from: numbered deals of the game's own shuffle, or a set of a deal file. */
export type DealSource =
  | { readonly kind: 'numbers'; readonly deals: readonly number[] }
  | { readonly kind: 'file'; readonly file: string; readonly set: string };

/** The parsed `solitaire solve <game>` command line. */
export interface SolveArgs {
  readonly command: 'solve';
  readonly help: boolean;
  readonly variant: string;
  readonly source: DealSource;
  /** Rule options (checked against the game by the engine). */
  readonly options: Readonly<Partial<Record<OptionKey, OptionValue>>>;
  /** Seconds per deal; null when only a node budget limits the search (`--nodes` without `--cap`). */
  readonly capSeconds: number | null;
  /** Positions per deal at most (`--nodes`): the same answers on any machine, unlike a time cap. */
  readonly maxNodes: number | null;
  readonly shard: Shard | null;
  /** Solver threads; 0 means one per core. */
  readonly jobs: number;
  readonly memoryMB: number;
  readonly csv: string | null;
  /** A CSV of an earlier run whose decided deals are taken as they are (only the rest are solved). */
  readonly resume: string | null;
  /** The game's compact results file to record the counts in (`--summary`). */
  readonly summary: string | null;
}

/** The parsed `solitaire solve merge A.csv B.csv ... [--csv ALL.csv]` command line. */
export interface MergeArgs {
  readonly command: 'merge';
  readonly help: boolean;
  readonly files: readonly string[];
  /** Merge the shards given even when some of their split are missing (`--incomplete`); else that is refused. */
  readonly incomplete: boolean;
  readonly csv: string | null;
  /** The game's compact results file to record the merged counts in (`--summary`). */
  readonly summary: string | null;
}

/** A refused command line: a message key and its values. */
interface SolveArgError {
  readonly key: SolveMessageKey;
  readonly values: SolveValues;
}

/** Deal numbers when none are given. */
const DEFAULT_DEALS = '1-100';
/** Seconds per deal when neither `--cap` nor `--nodes` is given. */
const DEFAULT_CAP_SECONDS = 10;

/** The most deals one run takes, however its list is written: ten million deal numbers hold 80 MB already. */
export const MAX_RUN_DEALS = 10_000_000;

/** A deal list as read: its deal numbers, or why not (`count`: how many it names when too many, else null). */
export type DealList =
  { readonly ok: true; readonly deals: number[] } | { readonly ok: false; readonly count: number | null };

/** Index of the first of the sorted, disjoint `ranges` that ends at `deal` or after it. */
const firstEndingFrom = (ranges: readonly (readonly [number, number])[], deal: number): number => {
  let lo = 0,
    hi = ranges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid]![1] < deal) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Reads `7`, `1-1000`, `1-10,42` into deal numbers (in the order written, duplicates dropped). Refuses text it
 * cannot read, and a list of more than `MAX_RUN_DEALS` deals in all before making it.
 */
export const parseDealList = (text: string): DealList => {
  const parts: [number, number][] = [];
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) return { ok: false, count: null };
    const from = Number(m[1]),
      to = m[2] === undefined ? from : Number(m[2]);
    if (!isDealNumber(from) || !isDealNumber(to) || to < from) return { ok: false, count: null };
    parts.push([from, to]);
  }
  // The deals taken so far as sorted, disjoint ranges: each part keeps what they do not cover, so that repeats go
  // without a set of every deal, and the total is known before a single number is listed.
  const covered: [number, number][] = [],
    fresh: [number, number][] = [];
  let count = 0;
  for (const [from, to] of parts) {
    const first = firstEndingFrom(covered, from);
    let next = from,
      last = first;
    for (; next <= to; last++) {
      const range = covered[last];
      const end = range === undefined || range[0] > to ? to : range[0] - 1;
      if (end >= next) {
        fresh.push([next, end]);
        count += end - next + 1;
      }
      if (range === undefined || range[0] > to) break;
      next = range[1] + 1;
    }
    let lo = from,
      hi = to,
      upto = first;
    for (; upto < covered.length && covered[upto]![0] <= to + 1; upto++) {
      lo = Math.min(lo, covered[upto]![0]);
      hi = Math.max(hi, covered[upto]![1]);
    }
    covered.splice(first, upto - first, [lo, hi]);
  }
  if (count > MAX_RUN_DEALS) return { ok: false, count };
  const deals: number[] = [];
  for (const [from, to] of fresh) for (let d = from; d <= to; d++) deals.push(d);
  return { ok: true, deals };
};

const valueFlags = [
  '--deals',
  '--deal-file',
  '--set',
  '--cap',
  '--nodes',
  '--shard',
  '--jobs',
  '--memory',
  '--csv',
  '--resume',
  '--summary',
] as const;
const solveFlags: FlagTable = {
  flags: new Map<string, FlagKind>([
    ['--help', 'switch'],
    ['--incomplete', 'switch'],
    ...[...valueFlags, ...optionByFlag.keys()].map((f) => [f, 'value'] as const),
  ]),
  short: { '-h': '--help' },
};
const refusalKeys: Readonly<Record<LineRefusal, SolveMessageKey>> = {
  unknownFlag: 'errUnknownFlag',
  unexpectedValue: 'errUnknownFlag',
  missingValue: 'errMissingValue',
};
/** Flags that take a number: the least value, the largest (if any), and whether it must be whole. */
const numberFlags: ReadonlyMap<string, { readonly min: number; readonly max?: number; readonly whole: boolean }> =
  new Map([
    ['--cap', { min: 0.001, whole: false }],
    ['--nodes', { min: 1, whole: true }],
    ['--jobs', { min: 1, whole: true }],
    ['--memory', { min: 1, max: MAX_SOLVER_MEMORY_MB, whole: false }],
  ]);
/** The word that makes the command a merge instead of a game's run. */
const MERGE = 'merge';

type Parsed = { ok: true; args: SolveArgs | MergeArgs } | { ok: false; error: SolveArgError };
const fail = (key: SolveMessageKey, values: SolveValues = {}): Parsed => ({ ok: false, error: { key, values } });

/**
 * Parses the arguments after `solve`: `<game> [--deals LIST | --deal-file FILE --set NAME] [--cap S] [--nodes N]
 * [--shard K/N] [--jobs N] [--memory MB] [--csv FILE] [--resume FILE] [--help]`, plus every rule option flag of
 * `play` (`--draw 3`), or `merge FILE... [--csv FILE]`; `--flag=value` works too, and the last of a repeated flag
 * counts.
 */
export const parseSolveArgs = (argv: readonly string[], variantIds: readonly string[]): Parsed => {
  let variant: string | undefined, dealText: string | undefined, file: string | undefined, set: string | undefined;
  let shard: Shard | null = null,
    csv: string | null = null,
    resume: string | null = null;
  let summary: string | null = null;
  let help = false,
    merge = false,
    incomplete = false;
  const numbers = new Map<string, number>();
  const files: string[] = [],
    mergeRefusals: string[] = [];
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  for (const item of readCommandLine(argv[0] === 'solve' ? argv.slice(1) : argv, solveFlags)) {
    if (item.kind === 'refused') return fail(refusalKeys[item.code], { flag: item.flag });
    if (item.kind === 'word') {
      if (merge) {
        files.push(item.text);
        continue;
      }
      if (item.text === MERGE && variant === undefined) {
        merge = true;
        continue;
      }
      if (variant !== undefined) return fail('errUnknownFlag', { flag: item.text });
      const id = item.text.toLowerCase();
      if (!variantIds.includes(id)) return fail('errUnknownGame', { name: item.text, games: variantIds.join(', ') });
      variant = id;
      continue;
    }
    const { flag } = item;
    if (flag === '--help') {
      help = true;
      continue;
    }
    if (flag === '--incomplete') {
      incomplete = true;
      continue;
    }
    if (flag !== '--csv' && flag !== '--summary') mergeRefusals.push(flag);
    const value = item.value!;
    const limits = numberFlags.get(flag);
    if (limits) {
      const n = readNumber(value, limits.min, limits.whole);
      if (n === null) return fail('errBadNumber', { flag, value });
      if (limits.max !== undefined && n > limits.max)
        return fail('errNumberTooLarge', { flag, value, max: String(limits.max) });
      numbers.set(flag, n);
      continue;
    }
    switch (flag) {
      case '--deals':
        dealText = value;
        break;
      case '--deal-file':
        file = value;
        break;
      case '--set':
        set = value;
        break;
      case '--csv':
        csv = value;
        break;
      case '--resume':
        resume = value;
        break;
      case '--summary':
        summary = value;
        break;
      case '--shard': {
        shard = parseShard(value);
        if (shard === null) return fail('errBadShard', { value });
        break;
      }
      default:
        options[optionByFlag.get(flag)!] = parseOptionValue(value) as OptionValue;
    }
  }
  if (merge) {
    if (help) return { ok: true, args: { command: 'merge', help, files, incomplete, csv, summary } };
    if (mergeRefusals.length > 0) return fail('errMergeFlag', { flag: mergeRefusals[0]! });
    if (files.length === 0) return fail('errMergeNoFiles');
    return { ok: true, args: { command: 'merge', help, files, incomplete, csv, summary } };
  }
  if (incomplete) return fail('errOnlyMerge', { flag: '--incomplete' });
  const maxNodes = numbers.get('--nodes') ?? null;
  const capSeconds = numbers.get('--cap') ?? (maxNodes === null ? DEFAULT_CAP_SECONDS : null);
  const rest = {
    options,
    capSeconds,
    maxNodes,
    shard,
    jobs: numbers.get('--jobs') ?? 0,
    memoryMB: numbers.get('--memory') ?? DEFAULT_SOLVER_MEMORY_MB,
    csv,
    resume,
    summary,
  };
  if (help)
    return {
      ok: true,
      args: { command: 'solve', help, variant: variant ?? '', source: { kind: 'numbers', deals: [] }, ...rest },
    };
  if (variant === undefined) return fail('errMissingGame', { games: variantIds.join(', ') });
  if (dealText !== undefined && file !== undefined) return fail('errBothSources');
  if (set !== undefined && file === undefined) return fail('errSetWithoutFile');
  if (file !== undefined && set === undefined) return fail('errFileWithoutSet');
  let source: DealSource;
  if (file !== undefined && summary !== null) return fail('errSummaryNeedsNumbers');
  if (file !== undefined) source = { kind: 'file', file, set: set! };
  else {
    const list = parseDealList(dealText ?? DEFAULT_DEALS);
    if (!list.ok && list.count !== null) return fail('errTooManyDeals', { count: list.count, max: MAX_RUN_DEALS });
    if (!list.ok) return fail('errBadDeals', { value: dealText ?? '' });
    source = { kind: 'numbers', deals: list.deals };
  }
  return { ok: true, args: { command: 'solve', help, variant, source, ...rest } };
};
