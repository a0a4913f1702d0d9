import {
  appendFileSync, closeSync, fsyncSync, mkdirSync, openSync, readFileSync, readdirSync, renameSync, statSync, unlinkSync, writeSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import { type Game, type SaveError, type VariantDefinition, loadGame, saveGame } from '@solitaire/engine';
import {
  type DealTag, type PickError, type StatsEntry, foldEvents, parseStatsJournal, parseStoredPick, statsEntryLine, storedPick,
} from '@solitaire/play';
import { type StatsError, type StatsFile, emptyStats, parseStats } from './stats.js';
import { type SettingsError, type SettingsFile, emptySettings, parseSettingsFile, settingsText } from './prefs.js';

/**
 * The folder for saves and statistics: `$XDG_STATE_HOME/solitaire`, else `~/.local/state/solitaire`.
 * A relative XDG_STATE_HOME is ignored, as the XDG base directory specification asks.
 */
export const stateDir = (env: Readonly<Record<string, string | undefined>>, home: string = homedir()): string => {
  const xdg = env.XDG_STATE_HOME;
  return join(xdg && isAbsolute(xdg) ? xdg : join(home, '.local', 'state'), 'solitaire');
};

let tempCounter = 0;

/**
 * Replaces a file so that readers see either the old or the new content, never a mix: the text goes to a
 * temporary file in the same folder, is flushed to disk, then renamed over the target.
 */
export const writeFileAtomic = (path: string, text: string): void => {
  const dir = dirname(path);
  mkdirSync(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${++tempCounter}.tmp`);
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } catch (e) {
    closeSync(fd);
    try { unlinkSync(temp); } catch { /* already gone */ }
    throw e;
  }
  closeSync(fd);
  try {
    renameSync(temp, path);
  } catch (e) {
    try { unlinkSync(temp); } catch { /* already gone */ }
    throw e;
  }
  // The rename itself is durable only once the folder is flushed; not every platform allows that.
  try {
    const dfd = openSync(dir, 'r');
    try { fsyncSync(dfd); } finally { closeSync(dfd); }
  } catch { /* best effort */ }
};

/** The file name a corrupt file is moved to: `<name>.corrupt-<UTC timestamp>`. */
export const corruptName = (path: string, now: Date): string => `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;

/** Moves a file that cannot be read out of the way (never deleting it: the player may want it back). */
export const moveAside = (path: string, now: Date = new Date()): string => {
  let target = corruptName(path, now);
  for (let i = 1; exists(target); i++) target = `${corruptName(path, now)}-${i}`;
  renameSync(path, target);
  return target;
};

const exists = (path: string): boolean => {
  try { statSync(path); return true; } catch { return false; }
};

/** A file's text, null when there is none; a path that is there but is not a file is named in the error. */
const readIfExists = (path: string): string | null => {
  try { return readFileSync(path, 'utf8'); } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'EISDIR') throw new Error(`${path} is a folder, not a file`, { cause: e });
    throw e;
  }
};

const SAVE_PREFIX = 'game-';

/** The save file of a variant. */
export const saveFileFor = (dir: string, variantId: string): string =>
  join(dir, `${SAVE_PREFIX}${variantId.replace(/[^a-zA-Z0-9_-]/g, '_')}.json`);

/** The statistics file. */
export const statsFileIn = (dir: string): string => join(dir, 'stats.json');

/** What loading a variant's save found. */
export type LoadedSave =
  | { readonly kind: 'none' }
  /** `tag`: the day or rating of a picked deal; `pickProblem`: why a stored pick was refused (the game loads without it). */
  | { readonly kind: 'ok'; readonly game: Game; readonly elapsedMs: number; readonly tag: DealTag | null; readonly pickProblem?: PickError }
  | { readonly kind: 'corrupt'; readonly code: SaveError; readonly movedTo: string };

/** Loads a variant's save; one that does not load (engine error codes) is moved aside, never left to be overwritten. */
export const loadSave = (dir: string, variantId: string, findVariant: (id: string) => VariantDefinition | undefined, now: Date = new Date()): LoadedSave => {
  const path = saveFileFor(dir, variantId);
  const text = readIfExists(path);
  if (text === null) return { kind: 'none' };
  const loaded = loadGame(text, findVariant);
  if (loaded.ok && loaded.value.game.rules.id === variantId) {
    // The engine read the text as JSON already: the pick is a field beside its own.
    const pick = parseStoredPick((JSON.parse(text) as { pick?: unknown }).pick);
    return pick.ok ? { kind: 'ok', ...loaded.value, tag: pick.value } : { kind: 'ok', ...loaded.value, tag: null, pickProblem: pick.error };
  }
  const code: SaveError = loaded.ok ? 'ERR_SAVE_VARIANT' : loaded.error;
  return { kind: 'corrupt', code, movedTo: moveAside(path, now) };
};

/** Saves a game (atomically) to its variant's file: the engine's save, with the pick of a picked deal beside it. */
export const storeGame = (dir: string, game: Game, elapsedMs: number, tag: DealTag | null = null): void => {
  const pick = storedPick(tag);
  writeFileAtomic(saveFileFor(dir, game.rules.id), JSON.stringify({ ...saveGame(game, Math.round(elapsedMs)), ...(pick ? { pick } : {}) }));
};

/** The variant of the most recently written save, if any: a plain start resumes it. */
export const latestSaveVariant = (dir: string, known: (id: string) => boolean): string | undefined => {
  let best: { id: string; mtime: number } | undefined;
  let names: string[];
  try { names = readdirSync(dir); } catch { return undefined; }
  for (const name of names) {
    const m = /^game-(.+)\.json$/.exec(name);
    if (!m || !known(m[1]!)) continue;
    try {
      const mtime = statSync(join(dir, name)).mtimeMs;
      if (!best || mtime > best.mtime) best = { id: m[1]!, mtime };
    } catch { /* vanished meanwhile */ }
  }
  return best?.id;
};

/** The journal of statistics events: one line each, appended by every running copy of the game. */
export const statsJournalIn = (dir: string): string => join(dir, 'stats.journal');

/**
 * Appends one event to the journal. A line is appended by a single write to a file opened for appending, so two
 * copies of the game writing at once never mix or lose lines; readers fold the journal into the statistics.
 */
export const appendStatsEntry = (dir: string, entry: StatsEntry): void => {
  mkdirSync(dir, { recursive: true });
  appendFileSync(statsJournalIn(dir), `${statsEntryLine(entry)}\n`, { mode: 0o600 });
};

/** What loading the statistics found: the statistics (empty if none or unreadable), and where a bad file went. */
export interface LoadedStats {
  readonly stats: StatsFile;
  readonly corrupt?: { readonly code: StatsError; readonly movedTo: string };
  /** Journal lines that could not be read (a line cut short by a crash), skipped. */
  readonly skipped?: number;
}

/**
 * Loads and validates the statistics: the file, with the journal's events folded in. A file that does not
 * validate is moved aside and counting starts over (from the journal).
 */
export const loadStats = (dir: string, now: Date = new Date()): LoadedStats => {
  const path = statsFileIn(dir);
  const text = readIfExists(path);
  let base: LoadedStats = { stats: emptyStats() };
  if (text !== null) {
    const parsed = parseStats(text);
    base = parsed.ok ? { stats: parsed.value } : { stats: emptyStats(), corrupt: { code: parsed.error, movedTo: moveAside(path, now) } };
  }
  const journal = readIfExists(statsJournalIn(dir));
  if (journal === null) return base;
  const { entries, skipped } = parseStatsJournal(journal);
  const stats = { ...base.stats, variants: foldEvents(base.stats.variants, entries) };
  return { ...base, stats, ...(skipped > 0 ? { skipped } : {}) };
};

/** The statistics file alone, without the journal: empty when absent; one that does not validate is an error. */
export const loadStatsFile = (dir: string): StatsFile => {
  const text = readIfExists(statsFileIn(dir));
  if (text === null) return emptyStats();
  const parsed = parseStats(text);
  if (!parsed.ok) throw new Error(`${statsFileIn(dir)}: ${parsed.error}`);
  return parsed.value;
};

/** Writes the statistics atomically. */
export const storeStats = (dir: string, stats: StatsFile): void => writeFileAtomic(statsFileIn(dir), `${JSON.stringify(stats, null, 2)}\n`);

/**
 * Folds the journal into the statistics file, under a lock so that two copies never fold at once (one would undo
 * the other's fold). The journal is renamed first: lines appended meanwhile start a new journal and are kept. A
 * lock older than `staleMs` was left by a copy that died, and is taken over.
 */
export const compactStats = (dir: string, now: number = Date.now(), staleMs = 60_000): boolean => {
  const lock = join(dir, 'stats.lock');
  try {
    closeSync(openSync(lock, 'wx', 0o600));
  } catch {
    try {
      if (now - statSync(lock).mtimeMs < staleMs) return false;
      unlinkSync(lock);
      closeSync(openSync(lock, 'wx', 0o600));
    } catch { return false; }
  }
  try {
    const folding = `${statsJournalIn(dir)}.${process.pid}.folding`;
    try { renameSync(statsJournalIn(dir), folding); } catch { return true; }
    const text = readIfExists(folding) ?? '';
    const snapshot = readIfExists(statsFileIn(dir));
    const parsed = snapshot === null ? null : parseStats(snapshot);
    if (parsed && !parsed.ok) { renameSync(folding, statsJournalIn(dir)); return false; }
    const stats = parsed?.value ?? emptyStats();
    storeStats(dir, { ...stats, variants: foldEvents(stats.variants, parseStatsJournal(text).entries) });
    unlinkSync(folding);
    return true;
  } finally {
    try { unlinkSync(lock); } catch { /* already gone */ }
  }
};

const isRunning = (pid: number): boolean => {
  try { process.kill(pid, 0); return true; } catch (e) { return (e as NodeJS.ErrnoException).code === 'EPERM'; }
};

/**
 * Removes what copies of the game that were killed left behind: temporary files of an unfinished write, and
 * journals caught in the middle of a fold (their lines go back into the journal first). Returns what it removed.
 */
export const cleanLeftovers = (dir: string): string[] => {
  let names: string[];
  try { names = readdirSync(dir); } catch { return []; }
  const removed: string[] = [];
  for (const name of names) {
    const temp = /^\..+\.(\d+)\.\d+\.tmp$/.exec(name);
    const fold = /^stats\.journal\.(\d+)\.folding$/.exec(name);
    const pid = Number((temp ?? fold)?.[1]);
    if (!(temp || fold) || isRunning(pid)) continue;
    try {
      if (fold) appendFileSync(statsJournalIn(dir), readFileSync(join(dir, name), 'utf8'));
      unlinkSync(join(dir, name));
      removed.push(name);
    } catch { /* another copy got there first */ }
  }
  return removed;
};

/** The settings file. */
export const settingsFileIn = (dir: string): string => join(dir, 'settings.json');

/** What loading the settings found: the settings (empty if none or unreadable), and where a bad file went. */
export interface LoadedSettings {
  readonly settings: SettingsFile;
  readonly corrupt?: { readonly code: SettingsError; readonly movedTo: string };
}

/** Loads the settings; a file that does not read is moved aside (never overwritten) and the defaults apply. */
export const loadSettings = (dir: string, now: Date = new Date()): LoadedSettings => {
  const path = settingsFileIn(dir);
  const text = readIfExists(path);
  if (text === null) return { settings: emptySettings() };
  const parsed = parseSettingsFile(text);
  return parsed.ok ? { settings: parsed.value } : { settings: emptySettings(), corrupt: { code: parsed.error, movedTo: moveAside(path, now) } };
};

/**
 * Changes some settings in the file as it is now (another copy of the game may have changed others meanwhile), by
 * an atomic replace. A file that does not read is replaced.
 */
export const updateSettings = (dir: string, change: (s: SettingsFile) => SettingsFile): void => {
  const text = readIfExists(settingsFileIn(dir));
  const parsed = text === null ? null : parseSettingsFile(text);
  writeFileAtomic(settingsFileIn(dir), settingsText(change(parsed?.ok ? parsed.value : emptySettings())));
};
