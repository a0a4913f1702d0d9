import { resolveRules } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { say } from './messages.js';
import { type Locale, variantName } from '../texts.js';
import type { MergeArgs } from './args.js';
import { SolveFailure } from './failure.js';
import { type ResultsFile, type RunRecord, recordFields, recordOptions, resultsText } from './results.js';
import { checkRecord, combineOrFail, loadResults, loadSummary, writeResults, writeSummary } from './resultsFile.js';
import { summaryLines } from './summary.js';
import { summaryRecord } from './summaryRecord.js';

/** A number of a record field, or null for `none` (a field the reader accepted but that is no number is a bad line). */
const limitOf = (file: string, record: RunRecord, field: 'cap' | 'nodes'): number | null => {
  if (record[field] === 'none') return null;
  const n = Number(record[field]);
  if (!Number.isFinite(n) || n <= 0) throw new SolveFailure('errBadResults', { file, line: 1, reason: `${field}=${record[field]}` }, 1);
  return n;
};

/**
 * `solitaire solve merge A.csv B.csv ... [--csv ALL.csv]`: checks that the files hold results of the same game,
 * options, deals and limits that do not contradict each other, writes them as one CSV in deal order (identical
 * repeats once), and prints the summary `solve` prints. Refusals are thrown as `SolveFailure`; returns the exit code.
 */
export const runMerge = (args: MergeArgs, cwd: string, locale: Locale, print: (s: string) => void, today: () => string): number => {
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
  if (args.csv !== null) writeResults(args.csv, cwd, resultsText(record, rows));
  const lines = summaryLines({
    locale, game: variantName(def, locale), results: rows, capSeconds, maxNodes, source: { files: files.length }, csv: args.csv,
  });
  if (args.summary !== null && rows.length > 0) {
    const rules = resolveRules(def, recordOptions(record));
    if (!rules.ok) throw new SolveFailure('errBadResults', { file: first.file, line: 1, reason: `options=${record.options}` }, 1);
    writeSummary(args.summary, cwd, summaryRecord(rules.value, rows, capSeconds, maxNodes, today()), locale);
    lines.push(say(locale, 'summaryWritten', { file: args.summary }));
  }
  print(`${lines.join('\n')}\n`);
  return 0;
};
