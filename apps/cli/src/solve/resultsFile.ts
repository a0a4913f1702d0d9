import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { type WinnabilityRecord, type WinnabilitySummary, findVariant, readSummary, summaryText, withRecord } from '@solitaire/variants';
import { type Locale, variantName } from '../texts.js';
import { SolveFailure, reasonOf } from './failure.js';
import { type RecordField, type ResultRow, type ResultsFile, type RunRecord, combineRows, readResults, refusalMessage } from './results.js';

/** Reads the results file `file`, or throws the refusal naming it and the line. */
export const loadResults = (file: string, cwd: string): ResultsFile => {
  let text: string;
  try { text = readFileSync(resolvePath(cwd, file), 'utf8'); } catch (e) { throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1); }
  const read = readResults(text);
  if (!read.ok) { const m = refusalMessage(file, read.error); throw new SolveFailure(m.key, m.values, 1); }
  return read.value;
};

/** Throws unless `theirs`, the record of `file`, has the game and the `fields` of `ours`. */
export const checkRecord = (file: string, theirs: RunRecord | null, ours: RunRecord, fields: readonly RecordField[], locale: Locale): void => {
  if (theirs === null) throw new SolveFailure('errNoGameRecorded', { file }, 1);
  if (theirs.game !== ours.game) {
    const name = (id: string) => { const def = findVariant(id); return def ? variantName(def, locale) : id; };
    throw new SolveFailure('errOtherGame', { file, line: 1, theirs: name(theirs.game), ours: name(ours.game) }, 1);
  }
  for (const field of fields)
    if (theirs[field] !== ours[field]) throw new SolveFailure('errOtherRun', { file, line: 1, field, theirs: theirs[field], ours: ours[field] }, 1);
};

/** One row a deal from the files' rows, or throws the contradiction naming both places. */
export const combineOrFail = (files: readonly { readonly file: string; readonly rows: readonly ResultRow[] }[]): ResultRow[] => {
  const rows = combineRows(files);
  if (!rows.ok) { const m = refusalMessage('', rows.error); throw new SolveFailure(m.key, m.values, 1); }
  return rows.value;
};

/**
 * Writes a finished results file: the text goes to FILE.part, which then replaces FILE, so that an older FILE is
 * never left half written; on failure FILE.part is removed and the refusal names FILE.
 */
export const writeResults = (file: string, cwd: string, text: string): void => {
  const path = resolvePath(cwd, file), part = `${path}.part`;
  try {
    writeFileSync(part, text);
    renameSync(part, path);
  } catch (e) {
    rmSync(part, { force: true });
    throw new SolveFailure('errWriteFile', { file, reason: reasonOf(e) }, 1);
  }
};

/**
 * The game's compact results file `file` as it is now, or null when there is none yet. A file that cannot be read
 * as a summary, or that belongs to another game, is refused (and will be left as it is).
 */
export const loadSummary = (file: string, cwd: string, game: string, locale: Locale): WinnabilitySummary | null => {
  const path = resolvePath(cwd, file);
  if (!existsSync(path)) return null;
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { throw new SolveFailure('errReadFile', { file, reason: reasonOf(e) }, 1); }
  const read = readSummary(text);
  if (!read.ok) throw new SolveFailure('errBadSummary', { file, code: read.error.code, where: read.error.where || '-' }, 1);
  if (read.value.game !== game) {
    const name = (id: string) => { const def = findVariant(id); return def ? variantName(def, locale) : id; };
    throw new SolveFailure('errSummaryOtherGame', { file, theirs: name(read.value.game), ours: name(game) }, 1);
  }
  return read.value;
};

/** Records `record` in the game's compact results file `file` (`--summary`), replacing the entry with the same options. */
export const writeSummary = (file: string, cwd: string, record: WinnabilityRecord, locale: Locale): void =>
  writeResults(file, cwd, summaryText(withRecord(loadSummary(file, cwd, record.game, locale), record)));
