import { resolveRules } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { say } from './messages.js';
import { type Locale, variantName } from '../texts.js';
import type { MergeArgs } from './args.js';
import { SolveFailure } from './failure.js';
import { type ResultsFile, type RunRecord, recordFields, recordOptions, resultsText } from './results.js';
import {
  type FinishedOutput,
  checkOutputs,
  checkRecord,
  combineOrFail,
  loadResults,
  loadSummary,
  writeFinished,
  writeResults,
  writeSummary,
} from './resultsFile.js';
import { missingShards, parseShardSet, shardListText, shardSetOf, shardSetText, unionOf } from './shard.js';
import { summaryLines } from './summary.js';
import { summaryRecord } from './summaryRecord.js';

/** What a merge talks to: where paths start, its language, stdout, stderr for refusals, and the date it records. */
export interface MergeIO {
  readonly cwd: string;
  readonly locale: Locale;
  readonly print: (s: string) => void;
  /** Says a refusal that comes after the summary was printed (a file that could not be written). */
  readonly complain: (failure: SolveFailure) => void;
  readonly today: () => string;
}

/** A results file and the name it was given by. */
interface ReadFile {
  readonly file: string;
  readonly read: ResultsFile;
}

/** A limit of a record (checked by the reader: `none` or a positive number), as a number or null. */
const limitOf = (record: RunRecord, field: 'cap' | 'nodes'): number | null =>
  record[field] === 'none' ? null : Number(record[field]);

/**
 * The solver the merged files share: refused when two name different ones (shards of one run come from one
 * solver), and recorded in the merged file only when every file names it (files written before it was recorded
 * do not).
 */
const mergedSolver = (files: readonly ReadFile[]): { solver?: string } => {
  const named = files.filter((f) => f.read.record?.solver !== undefined);
  const solver = named[0]?.read.record?.solver;
  const other = named.find((f) => f.read.record!.solver !== solver);
  if (other !== undefined) {
    const values = { file: other.file, line: 1, field: 'solver', theirs: other.read.record!.solver!, ours: solver! };
    throw new SolveFailure('errOtherRun', values, 1);
  }
  return solver !== undefined && named.length === files.length ? { solver } : {};
};

/**
 * The shards the files hold together, as the merged file records them, and those missing from their split. Files
 * that record no shard (written before shards were recorded) are merged as before and count for none; a file of
 * the whole list (`1/1`, or a complete merge) makes the set complete; otherwise the shards must be of one split.
 */
const mergedShards = (files: readonly ReadFile[]): { shard?: string; missing: number[]; count: number } => {
  const recorded = files.flatMap(({ file, read }) =>
    read.record?.shard === undefined ? [] : [{ file, set: parseShardSet(read.record.shard)! }],
  );
  if (recorded.length === 0) return { missing: [], count: 0 };
  const whole = { shard: shardSetText(shardSetOf(null)), missing: [], count: 1 };
  if (recorded.some(({ set }) => set.indexes.length === set.count)) return whole;
  const split = recorded[0]!,
    other = recorded.find(({ set }) => set.count !== split.set.count);
  if (other !== undefined) {
    const theirs = shardSetText(other.set),
      ours = shardSetText(split.set);
    throw new SolveFailure('errShardSplits', { file: other.file, theirs, otherFile: split.file, ours }, 1);
  }
  const union = unionOf(recorded.map(({ set }) => set));
  const missing = missingShards(union);
  return missing.length === 0 ? whole : { shard: shardSetText(union), missing, count: union.count };
};

/**
 * `solitaire solve merge A.csv B.csv ... [--csv ALL.csv]`: checks that the files hold results of the same game,
 * options, deals and limits that do not contradict each other, and every shard of their split (unless
 * `--incomplete`, which then says which are missing), prints the summary `solve` prints, then writes them
 * as one CSV in deal order (identical repeats once). Refusals are thrown as `SolveFailure`; returns the exit code.
 */
export const runMerge = (args: MergeArgs, io: MergeIO): number => {
  const { cwd, locale } = io;
  checkOutputs(args.csv, args.summary, cwd);
  // Every file's record is checked field by field as it is read (`readResults`); here, that they agree.
  const files: ReadFile[] = args.files.map((file) => ({ file, read: loadResults(file, cwd) }));
  const first = files[0]!;
  if (first.read.record === null) throw new SolveFailure('errNoGameRecorded', { file: first.file }, 1);
  const def = findVariant(first.read.record.game)!;
  for (const { file, read } of files.slice(1)) checkRecord(file, read.record, first.read.record, recordFields, locale);
  const shards = mergedShards(files);
  const missing = { missing: shardListText(shards.missing), missingCount: shards.missing.length, count: shards.count };
  if (shards.missing.length > 0) {
    if (!args.incomplete) throw new SolveFailure('errShardsMissing', missing, 1);
    // The compact results file has no place to say which deals are missing: it takes whole runs only.
    if (args.summary !== null) throw new SolveFailure('errIncompleteSummary', missing, 1);
  }
  const { shard: _shard, ...common } = first.read.record;
  const shard = shards.shard === undefined ? {} : { shard: shards.shard };
  const record: RunRecord = { ...common, ...mergedSolver(files), ...shard };
  if (args.summary !== null) loadSummary(args.summary, cwd, def.id, locale);
  const capSeconds = limitOf(record, 'cap'),
    maxNodes = limitOf(record, 'nodes');
  const rows = combineOrFail(files.map(({ file, read }) => ({ file, rows: read.rows }))).map(
    ({ line: _line, ...r }) => r,
  );
  const rules = resolveRules(def, recordOptions(record));
  if (!rules.ok) throw new Error(`options=${record.options} passed the reader but not the engine`);
  io.print(
    `${summaryLines({
      locale,
      game: variantName(def, locale),
      results: rows,
      capSeconds,
      maxNodes,
      source: { files: files.length },
    }).join('\n')}\n`,
  );
  if (shards.missing.length > 0) {
    io.print(`${say(locale, 'summaryShardsMissing', missing)}\n`);
  }
  const outputs: FinishedOutput[] = [];
  const { csv, summary } = args;
  if (csv !== null) {
    outputs.push({
      write: () => writeResults(csv, cwd, resultsText(record, rows)),
      writtenLine: say(locale, 'csvWritten', { file: csv }),
    });
  }
  if (summary !== null && rows.length > 0) {
    outputs.push({
      write: () => {
        const counts = summaryRecord(rules.value, rows, capSeconds, maxNodes, io.today(), record.solver);
        writeSummary(summary, cwd, counts, locale);
      },
      writtenLine: say(locale, 'summaryWritten', { file: summary }),
    });
  }
  return writeFinished(outputs, io.print, io.complain) ? 0 : 1;
};
