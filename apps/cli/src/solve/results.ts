import {
  type OptionKey,
  type OptionValue,
  type VariantDefinition,
  isDealNumber,
  optionValue,
  resolveRules,
} from '@solitaire/engine';
import { SOLVER_VERSION } from '@solitaire/solver';
import { findVariant } from '@solitaire/variants';
import { optionValueText, parseOptionValue } from '../optionFlags.js';
import type { DealSource } from './args.js';
import type { JobResult } from './job.js';
import type { SolveMessageKey, SolveValues } from './messages.js';
import { type Shard, parseShardSet, shardSetOf, shardSetText } from './shard.js';

/**
 * The results format `solitaire solve` writes. Format 1 was the bare CSV; format 2 adds a first line saying
 * which run wrote the rows, so that `--resume` and `merge` can refuse results of another game or other rules.
 */
const RESULTS_FORMAT = 2;
/** The CSV's column line. */
const COLUMNS = 'deal,result,ms,nodes';
const MARK = '# solitaire solve';

/** What a results file says about the run that wrote it, each field as written in the file. */
export interface RunRecord {
  readonly format: number;
  readonly game: string;
  /** Every rule option of the game with its value, defaults included, so that `--draw 3` and no flag can agree. */
  readonly options: string;
  /** `numbers` (the game's numbered deals), or `set:NAME` for a set of a deal file. */
  readonly deals: string;
  /** Seconds per deal, or `none`. */
  readonly cap: string;
  /** Positions per deal, or `none`. */
  readonly nodes: string;
  /** The solver's version (`SOLVER_VERSION`); absent from files written before it was recorded. */
  readonly solver?: string;
  /**
   * The shards of the deal list the rows are of (`2/4`; `1/1` for the whole list; `1-3/4` for a merge of three),
   * so that a merge can tell a missing shard; absent from files written before it was recorded.
   */
  readonly shard?: string;
}

/** The fields besides the game that two runs must share to be merged; `--resume` checks the first two only. */
export const recordFields = ['options', 'deals', 'cap', 'nodes'] as const;
/** A field of `recordFields`. */
export type RecordField = (typeof recordFields)[number];

/** A record's options field: every option of the game as `key:value`, in the game's order, `-` for no value. */
const optionsField = (def: VariantDefinition, options: Readonly<Partial<Record<OptionKey, OptionValue>>>): string =>
  def.options
    .map((o) => {
      const value = options[o.key] ?? optionValue(def, o.key);
      return `${o.key}:${value === undefined ? '-' : optionValueText(value)}`;
    })
    .join(',');

/** The record of a run about to start. */
export const recordFor = (
  def: VariantDefinition,
  options: Readonly<Partial<Record<OptionKey, OptionValue>>>,
  source: DealSource,
  capSeconds: number | null,
  maxNodes: number | null,
  shard: Shard | null = null,
): RunRecord => ({
  format: RESULTS_FORMAT,
  game: def.id,
  options: optionsField(def, options),
  // A set name is free text; anything but a plain character is escaped so that the line stays one word a field.
  deals:
    source.kind === 'numbers'
      ? 'numbers'
      : `set:${source.set.replace(/[^\w.-]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`,
  cap: capSeconds === null ? 'none' : String(capSeconds),
  nodes: maxNodes === null ? 'none' : String(maxNodes),
  solver: SOLVER_VERSION,
  shard: shardSetText(shardSetOf(shard)),
});

/** The options a record names (`key:value`, as `recordFor` writes them), `-` (no value) left out. */
export const recordOptions = (r: RunRecord): Partial<Record<OptionKey, OptionValue>> => {
  const options: Partial<Record<OptionKey, OptionValue>> = {};
  for (const pair of r.options.split(',').filter(Boolean)) {
    const [key, value = '-'] = pair.split(':') as [OptionKey, string?];
    if (value !== '-') options[key] = parseOptionValue(value) as OptionValue;
  }
  return options;
};

/** A number field as `String(n)` writes it (`0.5`, `300000`): no sign, exponent, padding or trailing zero. */
const isWrittenNumber = (text: string, whole: boolean): boolean => {
  const n = Number(text);
  return /^\d/.test(text) && Number.isFinite(n) && n > 0 && String(n) === text && (!whole || Number.isSafeInteger(n));
};

/**
 * The first field of `r` that this program would not have written, as `field=value`, or null. Each is checked
 * against what it can be: the game one of the collection, its options exactly the ones `recordFor` writes for
 * rules the engine accepts, the deals a word of safe characters, the limits numbers, the solver a version; so a
 * forged field (a spreadsheet formula, a stray comma) never passes on into a merged file.
 */
const badRecordField = (r: RunRecord): string | null => {
  const def = findVariant(r.game);
  if (def === undefined || def.id !== r.game) return `game=${r.game}`;
  const options = recordOptions(r);
  if (!resolveRules(def, options).ok || optionsField(def, options) !== r.options) return `options=${r.options}`;
  if (!/^(?:numbers|set:(?:[\w.-]|%[0-9a-f]{4})+)$/.test(r.deals)) return `deals=${r.deals}`;
  if (r.cap !== 'none' && !isWrittenNumber(r.cap, false)) return `cap=${r.cap}`;
  if (r.nodes !== 'none' && !isWrittenNumber(r.nodes, true)) return `nodes=${r.nodes}`;
  // Every run has a limit: a time cap by default, or a node budget.
  if (r.cap === 'none' && r.nodes === 'none') return 'cap=none';
  if (r.solver !== undefined && !/^\d{1,4}\.\d{1,4}\.\d{1,4}$/.test(r.solver)) return `solver=${r.solver}`;
  if (r.shard !== undefined && parseShardSet(r.shard) === null) return `shard=${r.shard}`;
  return null;
};

/** The record as the file's first line. */
export const recordLine = (r: RunRecord): string =>
  `${MARK} format=${r.format} game=${r.game} options=${r.options} deals=${r.deals} cap=${r.cap} nodes=${r.nodes}` +
  `${r.solver === undefined ? '' : ` solver=${r.solver}`}${r.shard === undefined ? '' : ` shard=${r.shard}`}`;

/** One result as a CSV row. */
export const rowLine = (r: JobResult): string => `${r.id},${r.outcome},${Math.round(r.ms)},${r.nodes}`;

/** A whole results file. */
export const resultsText = (record: RunRecord, rows: readonly JobResult[]): string =>
  `${recordLine(record)}\n${COLUMNS}\n${rows.map((r) => `${rowLine(r)}\n`).join('')}`;

/** A row as read, with its line number (from 1). */
export interface ResultRow extends JobResult {
  readonly line: number;
}

/** A refusal with the line it is about. */
export type ResultsRefusal =
  | { readonly code: 'badLine'; readonly line: number; readonly text: string }
  | { readonly code: 'newerFormat'; readonly line: number; readonly version: number }
  | {
      readonly code: 'contradiction';
      readonly file: string;
      readonly line: number;
      readonly deal: number;
      readonly outcome: string;
      readonly otherFile: string;
      readonly otherLine: number;
      readonly other: string;
    };

/** A results file as read: its record (null in format 1 files) and its rows in file order. */
export interface ResultsFile {
  readonly record: RunRecord | null;
  readonly rows: readonly ResultRow[];
}

const ROW = /^(\d{1,10}),(won|lost|unknown),(\d{1,15}(?:\.\d{1,6})?),(\d{1,16})$/;
/** The most characters of a line a refusal quotes. */
const QUOTED_CHARS = 60;
const quoted = (text: string): string => {
  const chars = Array.from(text);
  return chars.length <= QUOTED_CHARS ? text : `${chars.slice(0, QUOTED_CHARS - 1).join('')}…`;
};
const bad = (line: number, text: string) => ({
  ok: false as const,
  error: { code: 'badLine' as const, line, text: quoted(text) },
});

/** The fields a record line may have; `solver` and `shard` are absent from files written before they were recorded. */
const RECORD_KEYS = ['format', 'game', 'options', 'deals', 'cap', 'nodes', 'solver', 'shard'] as const;

/** Reads the record line, or says why not: every field once, none unknown, each one this program could write. */
const readRecord = (text: string): { ok: true; value: RunRecord } | { ok: false; error: ResultsRefusal } => {
  const fields = new Map<string, string>();
  for (const word of text.slice(MARK.length).split(' ')) {
    const eq = word.indexOf('=');
    if (eq > 0 && !fields.has(word.slice(0, eq))) fields.set(word.slice(0, eq), word.slice(eq + 1));
    else if (word !== '') return bad(1, text);
  }
  const format = Number(fields.get('format'));
  if (!Number.isSafeInteger(format) || format < 2) return bad(1, text);
  // A later format may name its fields differently: say so rather than guess.
  if (format > RESULTS_FORMAT) return { ok: false, error: { code: 'newerFormat', line: 1, version: format } };
  const unknown = [...fields.keys()].find((k) => !(RECORD_KEYS as readonly string[]).includes(k));
  if (unknown !== undefined) return bad(1, `${unknown}=${fields.get(unknown)}`);
  const game = fields.get('game'),
    options = fields.get('options'),
    deals = fields.get('deals'),
    cap = fields.get('cap'),
    nodes = fields.get('nodes');
  const complete = game && options !== undefined && deals && cap && nodes && fields.get('format') === String(format);
  if (!complete) return bad(1, text);
  const solver = fields.get('solver'),
    shard = fields.get('shard');
  const record: RunRecord = {
    format,
    game,
    options,
    deals,
    cap,
    nodes,
    ...(solver !== undefined ? { solver } : {}),
    ...(shard !== undefined ? { shard } : {}),
  };
  const field = badRecordField(record);
  return field === null ? { ok: true, value: record } : bad(1, field);
};

/** Reads a results file of any format; never throws, and names the first line it cannot read. */
export const readResults = (text: string): { ok: true; value: ResultsFile } | { ok: false; error: ResultsRefusal } => {
  const lines = text.split(/\r?\n/);
  let record: RunRecord | null = null;
  let at = 0;
  if (lines[0]?.startsWith(MARK)) {
    const r = readRecord(lines[0]);
    if (!r.ok) return r;
    record = r.value;
    at = 1;
  }
  if (lines[at] !== COLUMNS) return bad(at + 1, `${COLUMNS}?`);
  const rows: ResultRow[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const m = ROW.exec(line);
    const id = Number(m?.[1]);
    if (!m || !isDealNumber(id) || !Number.isSafeInteger(Number(m[4]))) return bad(i + 1, line);
    rows.push({
      id,
      outcome: m[2] as ResultRow['outcome'],
      ms: Number(m[3]),
      nodes: Number(m[4]),
      tableBytes: 0,
      line: i + 1,
    });
  }
  return { ok: true, value: { record, rows } };
};

/** A row and the file it was read from. */
interface PlacedRow {
  readonly row: ResultRow;
  readonly file: string;
}

/**
 * One row a deal from rows of one or more files: repeats agree (a decided row replaces an unknown one, as a
 * longer cap would); a deal both won and lost is refused, naming both places. Deals come out in increasing order.
 */
export const combineRows = (
  files: readonly { readonly file: string; readonly rows: readonly ResultRow[] }[],
): { ok: true; value: ResultRow[] } | { ok: false; error: ResultsRefusal } => {
  const kept = new Map<number, PlacedRow>();
  for (const { file, rows } of files)
    for (const row of rows) {
      const before = kept.get(row.id);
      if (before === undefined || (before.row.outcome === 'unknown' && row.outcome !== 'unknown')) {
        kept.set(row.id, { row, file });
        continue;
      }
      if (row.outcome !== 'unknown' && row.outcome !== before.row.outcome)
        return {
          ok: false,
          error: {
            code: 'contradiction',
            file,
            line: row.line,
            deal: row.id,
            outcome: row.outcome,
            otherFile: before.file,
            otherLine: before.row.line,
            other: before.row.outcome,
          },
        };
    }
  return { ok: true, value: [...kept.values()].map((p) => p.row).sort((a, b) => a.id - b.id) };
};

/** The message that explains a refusal about `file`. */
export const refusalMessage = (file: string, e: ResultsRefusal): { key: SolveMessageKey; values: SolveValues } => {
  switch (e.code) {
    case 'badLine':
      return { key: 'errBadResults', values: { file, line: e.line, reason: e.text } };
    case 'newerFormat':
      return { key: 'errNewerFormat', values: { file, line: e.line, version: e.version, known: RESULTS_FORMAT } };
    case 'contradiction':
      return { key: 'errContradiction', values: { ...e } };
  }
};
