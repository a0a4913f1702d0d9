import { type OptionKey, type OptionValue, isDealNumber, optionKeys } from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB } from '@solitaire/solver';
import { flagFor, parseOptionValue } from '../args.js';
import type { SolveMessageKey } from './messages.js';

/** Where the deals come from: numbered deals of the game's own shuffle, or a set of a deal file. */
export type DealSource =
  | { readonly kind: 'numbers'; readonly deals: readonly number[] }
  | { readonly kind: 'file'; readonly file: string; readonly set: string };

/** The parsed `solitaire solve` command line. */
export interface SolveArgs {
  readonly help: boolean;
  readonly variant: string;
  readonly source: DealSource;
  /** Rule options (checked against the game by the engine). */
  readonly options: Readonly<Partial<Record<OptionKey, OptionValue>>>;
  readonly capSeconds: number;
  /** Solver threads; 0 means one per core. */
  readonly jobs: number;
  readonly memoryMB: number;
  readonly csv: string | null;
  /** A CSV of an earlier run whose decided deals are taken as they are (only the rest are solved). */
  readonly resume: string | null;
}

/** A refused command line: a message key and its values. */
export interface SolveArgError {
  readonly key: SolveMessageKey;
  readonly values: Readonly<Record<string, string>>;
}

/** Deal numbers when none are given. */
export const DEFAULT_DEALS = '1-100';

/** Reads `7`, `1-1000`, `1-10,42` into deal numbers (in the order written, duplicates dropped), or null. */
export const parseDealList = (text: string): number[] | null => {
  const out: number[] = [];
  const seen = new Set<number>();
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) return null;
    const from = Number(m[1]), to = m[2] === undefined ? from : Number(m[2]);
    if (!isDealNumber(from) || !isDealNumber(to) || to < from || to - from > 10_000_000) return null;
    for (let d = from; d <= to; d++) if (!seen.has(d)) { seen.add(d); out.push(d); }
  }
  return out.length ? out : null;
};

const optionByFlag = new Map<string, OptionKey>(optionKeys.map((k) => [flagFor(k), k]));

/**
 * Parses the arguments after `solve`: `<game> [--deals LIST | --deal-file FILE --set NAME] [--cap S] [--jobs N]
 * [--memory MB] [--csv FILE] [--resume FILE] [--help]`, plus every rule option flag of `play` (`--draw 3`); `--flag=value` works too.
 */
export const parseSolveArgs = (argv: readonly string[], variantIds: readonly string[]):
  { ok: true; args: SolveArgs } | { ok: false; error: SolveArgError } => {
  const fail = (key: SolveMessageKey, values: Record<string, string> = {}) => ({ ok: false as const, error: { key, values } });
  let variant: string | undefined, dealText: string | undefined, file: string | undefined, set: string | undefined;
  let cap = 10, jobs = 0, memory = DEFAULT_SOLVER_MEMORY_MB, csv: string | null = null, resume: string | null = null, help = false;
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  const args = argv[0] === 'solve' ? argv.slice(1) : argv;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('-')) {
      if (variant !== undefined) return fail('errUnknownFlag', { flag: arg });
      const id = arg.toLowerCase();
      if (!variantIds.includes(id)) return fail('errUnknownGame', { name: arg, games: variantIds.join(', ') });
      variant = id;
      continue;
    }
    if (arg === '--help' || arg === '-h') { help = true; continue; }
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    let value: string;
    if (eq > 0) value = arg.slice(eq + 1);
    else {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--')) return fail('errMissingValue', { flag });
      value = next;
      i++;
    }
    const number = (min: number, integer: boolean): number | null => {
      const n = Number(value);
      return value.trim() !== '' && Number.isFinite(n) && n >= min && (!integer || Number.isInteger(n)) ? n : null;
    };
    switch (flag) {
      case '--deals': dealText = value; break;
      case '--deal-file': file = value; break;
      case '--set': set = value; break;
      case '--csv': csv = value; break;
      case '--resume': resume = value; break;
      case '--cap': { const n = number(0.001, false); if (n === null) return fail('errBadNumber', { flag, value }); cap = n; break; }
      case '--jobs': { const n = number(1, true); if (n === null) return fail('errBadNumber', { flag, value }); jobs = n; break; }
      case '--memory': { const n = number(1, false); if (n === null) return fail('errBadNumber', { flag, value }); memory = n; break; }
      default: {
        const key = optionByFlag.get(flag);
        if (!key) return fail('errUnknownFlag', { flag });
        options[key] = parseOptionValue(value) as OptionValue;
      }
    }
  }
  if (help) return { ok: true, args: { help, variant: variant ?? '', source: { kind: 'numbers', deals: [] }, options, capSeconds: cap, jobs, memoryMB: memory, csv, resume } };
  if (variant === undefined) return fail('errMissingGame', { games: variantIds.join(', ') });
  if (dealText !== undefined && file !== undefined) return fail('errBothSources');
  if (set !== undefined && file === undefined) return fail('errSetWithoutFile');
  if (file !== undefined && set === undefined) return fail('errFileWithoutSet');
  let source: DealSource;
  if (file !== undefined) source = { kind: 'file', file, set: set! };
  else {
    const deals = parseDealList(dealText ?? DEFAULT_DEALS);
    if (!deals) return fail('errBadDeals', { value: dealText ?? '' });
    source = { kind: 'numbers', deals };
  }
  return { ok: true, args: { help, variant, source, options, capSeconds: cap, jobs, memoryMB: memory, csv, resume } };
};
