import { accessSync, constants, existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import {
  type WinnabilityRecord,
  type WinnabilitySummary,
  findVariant,
  readSummary,
  summaryText,
  withRecord,
} from '@solitaire/variants';
import { type Locale, variantName } from '../texts.js';
import { SolveFailure, reasonOf, writeProblemOf } from './failure.js';
import {
  type RecordField,
  type ResultRow,
  type ResultsFile,
  type RunRecord,
  combineRows,
  readResults,
  refusalMessage,
} from './results.js';

/** Reads the results file `file`, or throws the refusal naming it and the line. */
export const loadResults = (file: string, cwd: string): ResultsFile => {
  let text: string;
  try {
    text = readFileSync(resolvePath(cwd, file), 'utf8');
  } catch (e) {
    throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1);
  }
  const read = readResults(text);
  if (!read.ok) {
    const m = refusalMessage(file, read.error);
    throw new SolveFailure(m.key, m.values, 1);
  }
  return read.value;
};

/** Throws unless `theirs`, the record of `file`, has the game and the `fields` of `ours`. */
export const checkRecord = (
  file: string,
  theirs: RunRecord | null,
  ours: RunRecord,
  fields: readonly RecordField[],
  locale: Locale,
): void => {
  if (theirs === null) throw new SolveFailure('errNoGameRecorded', { file }, 1);
  if (theirs.game !== ours.game) {
    const name = (id: string) => {
      const def = findVariant(id);
      return def ? variantName(def, locale) : id;
    };
    throw new SolveFailure('errOtherGame', { file, line: 1, theirs: name(theirs.game), ours: name(ours.game) }, 1);
  }
  for (const field of fields)
    if (theirs[field] !== ours[field])
      throw new SolveFailure('errOtherRun', { file, line: 1, field, theirs: theirs[field], ours: ours[field] }, 1);
};

/** One row a deal from the files' rows, or throws the contradiction naming both places. */
export const combineOrFail = (
  files: readonly { readonly file: string; readonly rows: readonly ResultRow[] }[],
): ResultRow[] => {
  const rows = combineRows(files);
  if (!rows.ok) {
    const m = refusalMessage('', rows.error);
    throw new SolveFailure(m.key, m.values, 1);
  }
  return rows.value;
};

/**
 * Refuses now, before any deal is searched, an output `file` that could not be written at the end: its folder
 * missing or not a folder, not writable (permissions, a read-only file system), or `file` itself a folder. Only
 * looks: the file and its folder are left as they are.
 */
const checkOutput = (file: string, cwd: string): void => {
  const path = resolvePath(cwd, file),
    folder = dirname(path);
  const refuse = (e: unknown): never => {
    throw new SolveFailure('errOutputUnwritable', { file, ...writeProblemOf(e, dirname(file)) }, 1);
  };
  try {
    if (!statSync(folder).isDirectory()) refuse(Object.assign(new Error('not a directory'), { code: 'ENOTDIR' }));
    // The finished file replaces FILE by a rename in its folder: the folder's permissions are the ones that count.
    accessSync(folder, constants.W_OK | constants.X_OK);
  } catch (e) {
    if (e instanceof SolveFailure) throw e;
    refuse(e);
  }
  if (existsSync(path) && statSync(path).isDirectory()) {
    refuse(Object.assign(new Error('is a directory'), { code: 'EISDIR' }));
  }
};

/** Refuses now the outputs `--csv` and `--summary` name that could not be written once the work is done. */
export const checkOutputs = (csv: string | null, summary: string | null, cwd: string): void => {
  if (csv !== null && summary !== null && resolvePath(cwd, csv) === resolvePath(cwd, summary)) {
    throw new SolveFailure('errSameOutput', { file: csv }, 2);
  }
  for (const file of [csv, summary]) if (file !== null) checkOutput(file, cwd);
};

/** Where a finished file is written before it replaces the file: FILE.part, or another name (`temp`). */
export interface WriteOptions {
  /** The temporary file (default FILE.part). */
  readonly temp?: string;
  /** A checkpoint that still holds the rows when the write fails, named in the refusal. */
  readonly kept?: string;
}

/**
 * Writes a finished results file: the text goes to a temporary file, which then replaces FILE, so that an older
 * FILE is never left half written; on failure the temporary file is removed and the refusal names the file.
 */
export const writeResults = (file: string, cwd: string, text: string, options: WriteOptions = {}): void => {
  const typedTemp = options.temp ?? `${file}.part`,
    temp = resolvePath(cwd, typedTemp);
  // The refusal names the file that failed: the temporary one (a full disk, a folder in its place) or FILE.
  let failing = typedTemp;
  try {
    writeFileSync(temp, text);
    failing = file;
    renameSync(temp, resolvePath(cwd, file));
  } catch (e) {
    try {
      rmSync(temp, { force: true });
    } catch {
      /* not ours to remove (a folder): the refusal names it */
    }
    const problem = writeProblemOf(e, dirname(failing));
    throw options.kept === undefined
      ? new SolveFailure('errWriteFile', { file: failing, ...problem }, 1)
      : new SolveFailure('errWriteKept', { file: failing, ...problem, part: options.kept }, 1);
  }
};

/** An output written once the results are on the terminal: how to write it, and the line saying it was. */
export interface FinishedOutput {
  readonly write: () => void;
  readonly writtenLine: string;
}

/**
 * Writes each finished output in turn, printing its line when written; a failure is said (`complain`) and does not
 * stop the others, since the results are already printed. Returns whether every output was written.
 */
export const writeFinished = (
  outputs: readonly FinishedOutput[],
  print: (s: string) => void,
  complain: (failure: SolveFailure) => void,
): boolean => {
  let all = true;
  for (const output of outputs) {
    try {
      output.write();
      print(`${output.writtenLine}\n`);
    } catch (e) {
      if (!(e instanceof SolveFailure)) throw e;
      complain(e);
      all = false;
    }
  }
  return all;
};

/**
 * The game's compact results file `file` as it is now, or null when there is none yet. A file that cannot be read
 * as a summary, or that belongs to another game, is refused (and will be left as it is).
 */
export const loadSummary = (file: string, cwd: string, game: string, locale: Locale): WinnabilitySummary | null => {
  const path = resolvePath(cwd, file);
  if (!existsSync(path)) return null;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1);
  }
  const read = readSummary(text);
  if (!read.ok)
    throw new SolveFailure('errBadSummary', { file, code: read.error.code, where: read.error.where || '-' }, 1);
  if (read.value.game !== game) {
    const name = (id: string) => {
      const def = findVariant(id);
      return def ? variantName(def, locale) : id;
    };
    throw new SolveFailure('errSummaryOtherGame', { file, theirs: name(read.value.game), ours: name(game) }, 1);
  }
  return read.value;
};

/**
 * Records `record` in the game's compact results file `file` (`--summary`), replacing the entry with the same
 * options.
 */
export const writeSummary = (file: string, cwd: string, record: WinnabilityRecord, locale: Locale): void => {
  const text = summaryText(withRecord(loadSummary(file, cwd, record.game, locale), record));
  try {
    writeResults(file, cwd, text);
  } catch (e) {
    // Written last, after the counts were printed: the refusal says where they still are.
    if (!(e instanceof SolveFailure) || e.key !== 'errWriteFile') throw e;
    throw new SolveFailure('errSummaryNotRecorded', { ...e.values, file }, 1);
  }
};
