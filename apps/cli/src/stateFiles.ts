import * as nodeFs from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { basename, dirname, isAbsolute, join } from 'node:path';
import {
  type SaveStore,
  type StatsEntry,
  type StatsStore,
  errorCode,
  foldEvents,
  parseStatsJournal,
  statsEntryLine,
} from '@solitaire/play';
import { type StatsError, type StatsFile, emptyStats, parseStats } from './statsFile.js';
import { type SettingsError, type SettingsFile, emptySettings, parseSettingsFile, settingsText } from './prefs.js';

/**
 * The file operations storage uses: node's own, or a stand-in that fails (a full disk, a short write, a kill) at a
 * chosen step in tests. Only what storage needs, so that every write can be followed.
 */
export type FileSystem = Pick<
  typeof nodeFs,
  | 'appendFileSync'
  | 'closeSync'
  | 'fstatSync'
  | 'fsyncSync'
  | 'linkSync'
  | 'mkdirSync'
  | 'openSync'
  | 'readFileSync'
  | 'readdirSync'
  | 'renameSync'
  | 'statSync'
  | 'unlinkSync'
  | 'writeSync'
>;

/** Node's file system. */
export const realFs: FileSystem = nodeFs;

/** A storage failure: the system's error code (`ENOSPC`, `EFBIG`, `EACCES`…), translated for the player at the edge. */
export class StorageError extends Error {
  constructor(
    readonly code: string,
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(`${code}: ${path}`, options);
    this.name = 'StorageError';
  }
}

export { errorCode } from '@solitaire/play';

const failure = (e: unknown, path: string): StorageError =>
  e instanceof StorageError ? e : new StorageError(errorCode(e), path, { cause: e });

/**
 * The folder for saves and statistics: `$XDG_STATE_HOME/solitaire`, else `~/.local/state/solitaire`; null when no
 * absolute home folder can be found (an empty or relative HOME is not one: state never lands in the current folder).
 * A relative XDG_STATE_HOME is ignored, as the XDG base directory specification asks.
 */
export const stateDir = (
  env: Readonly<Record<string, string | undefined>>,
  home: string = homeFolder(env),
): string | null => {
  const xdg = env.XDG_STATE_HOME;
  if (xdg && isAbsolute(xdg)) return join(xdg, 'solitaire');
  return home && isAbsolute(home) ? join(home, '.local', 'state', 'solitaire') : null;
};

/** The home folder: HOME when it is absolute, else the account's own; '' when there is none. */
const homeFolder = (env: Readonly<Record<string, string | undefined>>): string => {
  const home = env.HOME;
  if (home && isAbsolute(home)) return home;
  try {
    const own = userInfo().homedir;
    if (own && isAbsolute(own)) return own;
  } catch {
    /* no account entry */
  }
  const fallback = env.HOME === undefined ? homedir() : '';
  return isAbsolute(fallback) ? fallback : '';
};

let tempCounter = 0;

/**
 * Replaces a file so that readers see either the old or the new content, never a mix: the text goes to a
 * temporary file in the same folder, written to its last byte (a short write is written on, a failed one is an
 * error), flushed, its size checked, and only then renamed over the target. On any failure the temporary file is
 * removed and the old file stays as it was.
 */
export const writeFileAtomic = (path: string, text: string, fs: FileSystem = realFs): void => {
  const dir = dirname(path);
  const bytes = Buffer.from(text, 'utf8');
  const temp = join(dir, `.${basename(path)}.${process.pid}.${++tempCounter}.tmp`);
  let fd: number | null = null;
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fd = fs.openSync(temp, 'wx', 0o600);
    for (let done = 0; done < bytes.length;) {
      const n = fs.writeSync(fd, bytes, done, bytes.length - done);
      if (!(n > 0)) throw new StorageError('ENOSPC', path);
      done += n;
    }
    fs.fsyncSync(fd);
    if (fs.fstatSync(fd).size !== bytes.length) throw new StorageError('ESHORTWRITE', path);
    fs.closeSync(fd);
    fd = null;
    fs.renameSync(temp, path);
  } catch (e) {
    if (fd !== null)
      try {
        fs.closeSync(fd);
      } catch {
        /* already closed */
      }
    try {
      fs.unlinkSync(temp);
    } catch {
      /* never made, or gone */
    }
    throw failure(e, path);
  }
  // The rename itself is durable only once the folder is flushed; not every platform allows that.
  try {
    const dfd = fs.openSync(dir, 'r');
    try {
      fs.fsyncSync(dfd);
    } finally {
      fs.closeSync(dfd);
    }
  } catch {
    /* best effort */
  }
};

/** The file name a corrupt file is moved to: `<name>.corrupt-<UTC timestamp>`. */
export const corruptName = (path: string, now: Date): string =>
  `${path}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;

/** Moves a file that cannot be read out of the way (never deleting it: the player may want it back). */
const moveAside = (path: string, now: Date = new Date(), fs: FileSystem = realFs): string => {
  let target = corruptName(path, now);
  for (let i = 1; exists(target, fs); i++) target = `${corruptName(path, now)}-${i}`;
  fs.renameSync(path, target);
  return target;
};

const exists = (path: string, fs: FileSystem): boolean => {
  try {
    fs.statSync(path);
    return true;
  } catch {
    return false;
  }
};

/** A file's text, null when there is none; a path that is there but is not a file is named in the error. */
const readIfExists = (path: string, fs: FileSystem = realFs): string | null => {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch (e) {
    const code = errorCode(e);
    if (code === 'ENOENT') return null;
    throw new StorageError(code, path, { cause: e });
  }
};

const SAVE_PREFIX = 'game-';

/** The save file of a variant. */
export const saveFileFor = (dir: string, variantId: string): string =>
  join(dir, `${SAVE_PREFIX}${variantId.replace(/[^a-zA-Z0-9_-]/g, '_')}.json`);

/** Where the save another running copy wrote is kept when this copy saves over it. */
export const otherCopyFileFor = (dir: string, variantId: string): string => `${saveFileFor(dir, variantId)}.other-copy`;

/** The statistics file. */
export const statsFileIn = (dir: string): string => join(dir, 'stats.json');

/**
 * The saves of the state folder, as play's host reads and writes them (the policy, another copy's save kept aside
 * included, is the host's): each variant's file replaced atomically, to the last byte; a save that does not load, or
 * one another copy wrote, renamed out of the way (never deleted, never overwritten).
 */
export const fileSaves = (dir: string, now: () => Date = () => new Date(), fs: FileSystem = realFs): SaveStore => ({
  read: (variant) => readIfExists(saveFileFor(dir, variant), fs),
  write: (variant, text) => writeFileAtomic(saveFileFor(dir, variant), text, fs),
  keepAside: (variant, why) => {
    const path = saveFileFor(dir, variant);
    if (why === 'corrupt') return moveAside(path, now(), fs);
    const keptIn = otherCopyFileFor(dir, variant);
    fs.renameSync(path, keptIn);
    return keptIn;
  },
});

/** The variant of the most recently written save, if any: a plain start resumes it. */
export const latestSaveVariant = (
  dir: string | null,
  known: (id: string) => boolean,
  fs: FileSystem = realFs,
): string | undefined => {
  if (dir === null) return undefined;
  let best: { id: string; mtime: number } | undefined;
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return undefined;
  }
  for (const name of names) {
    const m = /^game-(.+)\.json$/.exec(name);
    if (!m || !known(m[1]!)) continue;
    try {
      const mtime = fs.statSync(join(dir, name)).mtimeMs;
      if (!best || mtime > best.mtime) best = { id: m[1]!, mtime };
    } catch {
      /* vanished meanwhile */
    }
  }
  return best?.id;
};

/** The journal of statistics events: one line each, appended by every running copy of the game. */
export const statsJournalIn = (dir: string): string => join(dir, 'stats.journal');

/**
 * Appends events to the journal. Their lines are appended by a single write to a file opened for appending, so two
 * copies of the game writing at once never mix or lose lines; readers fold the journal into the statistics. A line
 * cut short (a full disk) is skipped by readers, never misread.
 */
const appendStatsEntries = (dir: string, entries: readonly StatsEntry[], fs: FileSystem = realFs): void => {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.appendFileSync(statsJournalIn(dir), entries.map((e) => `${statsEntryLine(e)}\n`).join(''), { mode: 0o600 });
  } catch (e) {
    throw failure(e, statsJournalIn(dir));
  }
};

/**
 * The statistics journal as play's host records into it: appended, never rewritten (another copy of the game may be
 * recording its own games at the same time); the host folds the book it shows.
 */
export const journalStats = (dir: string, fs: FileSystem = realFs): StatsStore => ({
  record: (entries) => {
    appendStatsEntries(dir, entries, fs);
    return null;
  },
});

/** What loading the statistics found: the statistics (empty if none or unreadable), and where a bad file went. */
export interface LoadedStats {
  readonly stats: StatsFile;
  readonly corrupt?: { readonly code: StatsError; readonly movedTo: string };
  /** Journal lines that could not be read (a line cut short by a crash), skipped. */
  readonly skipped?: number;
}

/** Which variant ids are games, and the player's own day: what folding events needs. */
export interface StatsContext {
  readonly known: (variant: string) => boolean;
  readonly today: string;
}

/**
 * Reads the statistics as they stand, touching nothing: the file (a code when it does not validate), with the
 * journal's events folded in, and those of a fold a killed copy left halfway unless the file already holds them.
 */
export const readStats = (
  dir: string,
  context: StatsContext,
  fs: FileSystem = realFs,
):
  | { readonly ok: true; readonly stats: StatsFile; readonly skipped: number }
  | { readonly ok: false; readonly code: StatsError } => {
  const text = readIfExists(statsFileIn(dir), fs);
  const parsed = text === null ? null : parseStats(text);
  if (parsed && !parsed.ok) return { ok: false, code: parsed.error };
  const base = parsed?.value ?? emptyStats();
  return { ok: true, ...withJournals(dir, base, context, fs) };
};

const withJournals = (
  dir: string,
  base: StatsFile,
  context: StatsContext,
  fs: FileSystem,
): { stats: StatsFile; skipped: number } => {
  let skipped = 0;
  let variants = base.variants;
  for (const name of [...pendingFolds(dir, base, fs), 'stats.journal']) {
    const journal = readIfExists(join(dir, name), fs);
    if (journal === null) continue;
    const read = parseStatsJournal(journal);
    skipped += read.skipped;
    variants = foldEvents(variants, read.entries, context);
  }
  return { stats: { ...base, variants }, skipped };
};

/**
 * Loads the statistics (`readStats`); a file that does not validate is moved aside and counting starts over, from
 * the journal.
 */
export const loadStats = (
  dir: string,
  context: StatsContext,
  now: Date = new Date(),
  fs: FileSystem = realFs,
): LoadedStats => {
  const read = readStats(dir, context, fs);
  if (read.ok) return { stats: read.stats, ...(read.skipped > 0 ? { skipped: read.skipped } : {}) };
  const movedTo = moveAside(statsFileIn(dir), now, fs);
  const { stats, skipped } = withJournals(dir, emptyStats(), context, fs);
  return { stats, corrupt: { code: read.code, movedTo }, ...(skipped > 0 ? { skipped } : {}) };
};

/** Writes the statistics atomically. */
export const storeStats = (dir: string, stats: StatsFile, fs: FileSystem = realFs): void =>
  writeFileAtomic(statsFileIn(dir), `${JSON.stringify(stats, null, 2)}\n`, fs);

const FOLDING = /^stats\.journal\.(\d+)\.[0-9a-z]+\.folding$/;
// How many fold names the statistics file remembers: one is enough (folds happen one at a time, under the lock);
// a few more cost nothing.
const FOLDS_KEPT = 8;

/** Journals caught in a fold that the statistics file does not hold yet (a copy was killed before it finished). */
const pendingFolds = (dir: string, stats: StatsFile, fs: FileSystem): string[] => {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => FOLDING.test(n) && !(stats.folded ?? []).includes(n)).sort();
};

/** Journals caught in a fold that the statistics file already holds. */
const folded = (dir: string, stats: StatsFile, fs: FileSystem): string[] => {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  return names.filter((n) => FOLDING.test(n) && (stats.folded ?? []).includes(n));
};

const isRunning = (pid: number): boolean => {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return errorCode(e) === 'EPERM';
  }
};

/**
 * Takes the statistics lock: a file holding this process's id. A lock whose holder no longer runs, or older than
 * `staleMs`, was left by a copy that died, and is taken over. False when another running copy holds it.
 */
const takeLock = (lock: string, now: number, staleMs: number, fs: FileSystem, pid: number): boolean => {
  // The lock appears whole or not at all: the id is written to a file of its own, then linked to the lock's name
  // (a link, unlike a rename, fails when the name is taken). A copy killed meanwhile leaves only a temporary file.
  const create = (): boolean => {
    const temp = join(dirname(lock), `.${basename(lock)}.${pid}.${++tempCounter}.tmp`);
    const fd = fs.openSync(temp, 'wx', 0o600);
    try {
      try {
        fs.writeSync(fd, String(pid));
      } finally {
        fs.closeSync(fd);
      }
      fs.linkSync(temp, lock);
    } finally {
      try {
        fs.unlinkSync(temp);
      } catch {
        /* gone */
      }
    }
    return true;
  };
  try {
    return create();
  } catch (e) {
    if (errorCode(e) !== 'EEXIST') throw e;
  }
  let text = '',
    age = 0;
  try {
    text = fs.readFileSync(lock, 'utf8').trim();
    age = now - fs.statSync(lock).mtimeMs;
  } catch {
    /* gone meanwhile: try again below */
  }
  // A lock of an earlier version holds no id: only its age tells that its holder died.
  const holder = /^\d+$/.test(text) ? Number(text) : null;
  const alive = holder === null ? true : isRunning(holder) && holder !== pid;
  if (alive && age < staleMs) return false;
  try {
    fs.unlinkSync(lock);
  } catch {
    /* another copy took it over first */
  }
  try {
    return create();
  } catch {
    return false;
  }
};

/**
 * Folds the journal into the statistics file, under a lock so that two copies never fold at once. The journal is
 * renamed first (lines appended meanwhile start a new journal and are kept); the statistics file is written with
 * the fold's name among `folded`; then the renamed journal is removed. A copy killed at any step leaves either the
 * journal, a renamed journal the file does not name (folded at the next start), or one it names (only removed):
 * every event counts once. Returns whether it folded.
 */
export const compactStats = (
  dir: string,
  context: StatsContext,
  now: number = Date.now(),
  staleMs = 60_000,
  fs: FileSystem = realFs,
  pid = process.pid,
): boolean => {
  const lock = join(dir, 'stats.lock');
  try {
    if (!takeLock(lock, now, staleMs, fs, pid)) return false;
  } catch {
    return false;
  }
  try {
    const snapshot = readIfExists(statsFileIn(dir), fs);
    const parsed = snapshot === null ? null : parseStats(snapshot);
    if (parsed && !parsed.ok) return false; // loadStats moves it aside first; never fold into a file that does not read
    let stats = parsed?.value ?? emptyStats();
    // First what a killed copy left halfway, then the journal as it is now.
    const folds = pendingFolds(dir, stats, fs);
    const fresh = `stats.journal.${pid}.${now.toString(36)}${(++tempCounter).toString(36)}.folding`;
    try {
      fs.renameSync(statsJournalIn(dir), join(dir, fresh));
      folds.push(fresh);
    } catch (e) {
      if (errorCode(e) !== 'ENOENT') throw e;
    }
    for (const name of folds) {
      const text = readIfExists(join(dir, name), fs) ?? '';
      stats = {
        ...stats,
        variants: foldEvents(stats.variants, parseStatsJournal(text).entries, context),
        folded: [...(stats.folded ?? []), name].slice(-FOLDS_KEPT),
      };
      storeStats(dir, stats, fs);
      fs.unlinkSync(join(dir, name));
    }
    // A fold the file already holds, whose copy was killed before removing it: only removed.
    for (const name of folded(dir, stats, fs)) fs.unlinkSync(join(dir, name));
    return true;
  } catch {
    return false;
  } finally {
    try {
      fs.unlinkSync(lock);
    } catch {
      /* already gone */
    }
  }
};

/**
 * Removes what copies of the game that were killed left behind: temporary files of an unfinished write, and a lock
 * whose holder no longer runs. Journals caught in a fold are left for `compactStats`, which folds each once.
 * Returns what it removed.
 */
export const cleanLeftovers = (dir: string, fs: FileSystem = realFs): string[] => {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const temp = /^\..+\.(\d+)\.\d+\.tmp$/.exec(name);
    let pid = temp ? Number(temp[1]) : Number.NaN;
    if (name === 'stats.lock') {
      try {
        pid = Number(fs.readFileSync(join(dir, name), 'utf8').trim());
      } catch {
        continue;
      }
      // A lock written by an earlier version holds no id: its age decides, in compactStats.
      if (!Number.isSafeInteger(pid) || pid <= 0) continue;
    } else if (!temp) continue;
    if (isRunning(pid)) continue;
    try {
      fs.unlinkSync(join(dir, name));
      removed.push(name);
    } catch {
      /* another copy got there first */
    }
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
export const loadSettings = (dir: string, now: Date = new Date(), fs: FileSystem = realFs): LoadedSettings => {
  const path = settingsFileIn(dir);
  const text = readIfExists(path, fs);
  if (text === null) return { settings: emptySettings() };
  const parsed = parseSettingsFile(text);
  return parsed.ok
    ? { settings: parsed.value }
    : { settings: emptySettings(), corrupt: { code: parsed.error, movedTo: moveAside(path, now, fs) } };
};

/**
 * Changes some settings in the file as it is now (another copy of the game may have changed others meanwhile), by
 * an atomic replace. A file that does not read is replaced.
 */
export const updateSettings = (
  dir: string,
  change: (s: SettingsFile) => SettingsFile,
  fs: FileSystem = realFs,
): void => {
  const text = readIfExists(settingsFileIn(dir), fs);
  const parsed = text === null ? null : parseSettingsFile(text);
  writeFileAtomic(settingsFileIn(dir), settingsText(change(parsed?.ok ? parsed.value : emptySettings())), fs);
};
