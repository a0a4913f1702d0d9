import { resolveRules } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { say } from './messages.js';
import { type Locale, variantName } from '../texts.js';
import type { MergeArgs } from './args.js';
import { SolveFailure } from './failure.js';
import { type ResultsFile, type RunRecord, recordFields, recordOptions, resultsText } from './results.js';
import {
  type FinishedOutput, checkOutputs, checkRecord, combineOrFail, loadResults, loadSummary, writeFinished, writeResults, writeSummary,
} from './resultsFile.js';
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

/** A number of a record field, or null for `none` (a field the reader accepted but that is no number is a bad line). */
const limitOf = (file: string, record: RunRecord, field: 'cap' | 'nodes'): number | null => {
  if (record[field] === 'none') return null;
  const n = Number(record[field]);
  if (!Number.isFinite(n) || n <= 0) throw new SolveFailure('errBadResults', { file, line: 1, reason: `${field}=${record[field]}` }, 1);
  return n;
};

/**
 * `solitaire solve merge A.csv B.csv ... [--csv ALL.csv]`: checks that the files hold results of the same game,
 * options, deals and limits that do not contradict each other, prints the summary `solve` prints, then writes them
 * as one CSV in deal order (identical repeats once). Refusals are thrown as `SolveFailure`; returns the exit code.
 */
export const runMerge = (args: MergeArgs, io: MergeIO): number => {
  const { cwd, locale } = io;
  checkOutputs(args.csv, args.summary, cwd);
  const files: { file: string; read: ResultsFile }[] = args.files.map((file) => ({ file, read: loadResults(file, cwd) }));
  const first = files[0]!;
  if (first.read.record === null) throw new SolveFailure('errNoGameRecorded', { file: first.file }, 1);
  const record = first.read.record;
  const def = findVariant(record.game);
  if (!def) throw new SolveFailure('errBadResults', { file: first.file, line: 1, reason: `game=${record.game}` }, 1);
  for (const { file, read } of files.slice(1)) checkRecord(file, read.record, record, recordFields, locale);
  if (args.summary !== null) loadSummary(args.summary, cwd, def.id, locale);
  const capSeconds = limitOf(first.file, record, 'cap'), maxNodes = limitOf(first.file, record, 'nodes');
  const rows = combineOrFail(files.map(({ file, read }) => ({ file, rows: read.rows }))).map(({ line: _line, ...r }) => r);
  const rules = resolveRules(def, recordOptions(record));
  if (!rules.ok) throw new SolveFailure('errBadResults', { file: first.file, line: 1, reason: `options=${record.options}` }, 1);
  io.print(`${summaryLines({
    locale, game: variantName(def, locale), results: rows, capSeconds, maxNodes, source: { files: files.length },
  }).join('\n')}\n`);
  const outputs: FinishedOutput[] = [];
  const { csv, summary } = args;
  if (csv !== null) outputs.push({ write: () => writeResults(csv, cwd, resultsText(record, rows)), writtenLine: say(locale, 'csvWritten', { file: csv }) });
  if (summary !== null && rows.length > 0) {
    outputs.push({
      write: () => writeSummary(summary, cwd, summaryRecord(rules.value, rows, capSeconds, maxNodes, io.today()), locale),
      writtenLine: say(locale, 'summaryWritten', { file: summary }),
    });
  }
  return writeFinished(outputs, io.print, io.complain) ? 0 : 1;
};
