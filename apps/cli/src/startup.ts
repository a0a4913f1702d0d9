import { randomUUID } from 'node:crypto';
import { type Game, sameOptions, startGame } from '@solitaire/engine';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { type ArgError, type CliArgs, checkOptions } from './args.js';
import { type Notice, type Session, newSession, resumedSession } from './session.js';
import {
  type PlaySettings as Settings, type SaveStamp, type SavedSession, type StatsEvent, defaultPlaySettings as defaultSettings, inProgress,
  localDay, recordInBook,
} from '@solitaire/play';
import { type StatsFile, emptyStats } from './stats.js';
import type { TerminalPrefs } from './prefs.js';
import {
  type FileSystem, type LoadedSave, type LoadedSettings, type LoadedStats, type StatsContext, appendStatsEntry, cleanLeftovers,
  compactStats, errorCode, latestSaveVariant, loadSave, loadSettings, loadStats, realFs, storeGame, updateSettings,
} from './storage.js';
import type { MessageKey } from './i18n.js';
import type { Locale } from './texts.js';

/**
 * Something the store has to say: a save or write that failed (`code`: the system's error code, which the message
 * words), a save of another copy kept aside (`file`).
 */
export interface StoreNotice {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, string>>;
}

const failed = (key: MessageKey, e: unknown): StoreNotice => ({ key, values: { code: errorCode(e) } });

/**
 * The game store of the terminal: files in the state folder (none when there is no home folder), statistics kept in
 * memory and appended to the journal. Each running copy signs its saves (`writer`), so that a save another copy
 * wrote since is kept aside and said, never silently lost.
 */
export const fileStore = (
  dir: string | null, initial: StatsFile, context: StatsContext, known: ReadonlyMap<string, SaveStamp | null> = new Map(),
  writer: string = randomUUID(), fs: FileSystem = realFs,
) => {
  let stats = initial;
  const stamps = new Map(known);
  return {
    /** Saves the session's game; null when it went as it should. */
    saveGame(session: SavedSession, elapsedMs: number): StoreNotice | null {
      if (dir === null) return null;
      const id = session.game.rules.id;
      // A variant this copy never read: what is stored is taken as known (a new game replaces it, as in one copy).
      const base = stamps.has(id) ? stamps.get(id)! : undefined;
      const r = storeGame(dir, session, elapsedMs, writer, base === undefined ? null : base, fs, base === undefined);
      stamps.set(id, r.known);
      if (r.outcome.kind === 'failed') return { key: 'notice.saveFailed', values: { code: r.outcome.code } };
      if (r.outcome.kind === 'otherCopyKept') return { key: 'notice.saveOtherCopy', values: { file: r.outcome.keptIn } };
      return null;
    },
    /** Records a statistics event; `day`: the day of a deal of the day won. */
    recordStats(variantId: string, event: StatsEvent, elapsedMs: number, day?: string): StoreNotice | null {
      const entry = { variant: variantId, event, elapsedMs, ...(day ? { day } : {}) };
      stats = { ...stats, variants: recordInBook(stats.variants, entry, { ...context, today: localDay(new Date()) }) };
      if (dir === null) return null;
      // Appended, never rewritten: another copy of the game may be recording its own games at the same time.
      try { appendStatsEntry(dir, entry, fs); return null; } catch (e) { return failed('notice.statsFailed', e); }
    },
    saveSettings(patch: Partial<Settings>): StoreNotice | null {
      if (dir === null) return null;
      try { updateSettings(dir, (s) => ({ ...s, play: { ...s.play, ...patch } }), fs); return null; } catch (e) { return failed('notice.settingsFailed', e); }
    },
    savePrefs(patch: Partial<TerminalPrefs>): StoreNotice | null {
      if (dir === null) return null;
      try { updateSettings(dir, (s) => ({ ...s, prefs: { ...s.prefs, ...patch } }), fs); return null; } catch (e) { return failed('notice.settingsFailed', e); }
    },
    get stats(): StatsFile { return stats; },
  };
};

/** The game to show at start, with the time already played and the store to keep it in. */
export interface Startup {
  readonly session: Session;
  readonly elapsedMs: number;
  readonly store: ReturnType<typeof fileStore>;
}

type Said = { readonly key: MessageKey; readonly values?: Readonly<Record<string, string | number>> };

/** Every problem found at start, said together (one notice used to hide the others), else the usual notice. */
const startNotice = (said: readonly Said[], otherwise: Notice | null): Notice | null => {
  // One folder that cannot be used fails every read the same way: that is said once.
  const problems = said.filter((p, i) => said.findIndex((q) => q.key === p.key && JSON.stringify(q.values) === JSON.stringify(p.values)) === i);
  if (problems.length === 0) return otherwise;
  return problems.length === 1 ? { kind: 'text', ...problems[0]! } : { kind: 'texts', items: problems };
};

/**
 * Decides what to play: the variant named, else the one saved last, else the default; its save is resumed
 * unless another deal or other options are asked for, or it is already won. A save that does not load is moved
 * aside with a notice, and a fresh deal starts. Settings are the stored ones, with the command line's on top; with
 * winnable deals only, a fresh random deal is shown while the search for a winnable one runs. `dir` is null when
 * there is no home folder: nothing is saved, and the player is told.
 */
export const startup = (
  args: CliArgs, startLocale: Locale, dir: string | null, randomDeal: () => number, columns = 80, now: Date = new Date(),
  fs: FileSystem = realFs,
): { ok: true; value: Startup } | { ok: false; error: ArgError } => {
  const variantId = args.variant ?? latestSaveVariant(dir, (id) => findVariant(id) !== undefined, fs) ?? defaultVariantId;
  const def = findVariant(variantId)!;
  const checked = checkOptions(def, args, startLocale);
  if (!checked.ok) return checked;
  const today = localDay(now);
  const context: StatsContext = { known: (id) => findVariant(id) !== undefined, today };
  const problems: Said[] = [];
  // A folder that cannot be read or written costs the save, never the game: it is said, and play goes on.
  const unusable = (e: unknown): Said => ({ key: 'notice.saveFailed', values: { code: errorCode(e) } });
  let loadedStats: LoadedStats = { stats: emptyStats() };
  let loadedSettings: LoadedSettings | null = null;
  let saved: LoadedSave = { kind: 'none' };
  if (dir === null) problems.push({ key: 'notice.noStateDir' });
  else {
    try {
      cleanLeftovers(dir, fs);
      loadedStats = loadStats(dir, context, now, fs);
      compactStats(dir, context, now.getTime(), 60_000, fs);
    } catch (e) { problems.push(unusable(e)); }
    try { loadedSettings = loadSettings(dir, now, fs); } catch (e) { problems.push(unusable(e)); }
    try { saved = loadSave(dir, def.id, findVariant, today, now, fs); } catch (e) { problems.push(unusable(e)); }
  }
  const stamps = new Map<string, SaveStamp | null>([[def.id, saved.kind === 'ok' ? saved.stamp : null]]);
  const store = fileStore(dir, loadedStats.stats, context, stamps, undefined, fs);
  // Settings kept in the statistics file by earlier versions count, under those of the settings file.
  const file = loadedSettings?.settings;
  const settings: Settings = { ...defaultSettings, ...loadedStats.stats.settings, ...file?.play, ...args.settings };
  // The language asked for on the command line, else the one the player chose in the game, else the environment's.
  const locale: Locale = args.lang ?? file?.prefs.locale ?? startLocale;
  const finish = (session: Session): Session => ({ ...session, theme: file?.prefs.theme ?? 'dark' });
  if (loadedStats.corrupt) problems.push({ key: 'notice.corruptStats', values: { code: loadedStats.corrupt.code, file: loadedStats.corrupt.movedTo } });
  if (loadedSettings?.corrupt) problems.push({ key: 'notice.corruptSettings', values: { code: loadedSettings.corrupt.code, file: loadedSettings.corrupt.movedTo } });
  if (saved.kind === 'corrupt') problems.push({ key: 'notice.corruptSave', values: { code: saved.code, file: saved.movedTo } });
  const optionsAsked = Object.keys(args.options).length > 0;
  let resumedGame: Game | null = null;
  if (saved.kind === 'ok') {
    resumedGame = saved.saved.game;
    const other = (args.deal !== undefined && args.deal !== resumedGame.deal)
      || (optionsAsked && !sameOptions(def, checked.options, resumedGame.rules.chosen));
    if (saved.pickProblem) problems.push({ key: 'notice.corruptPick', values: { code: saved.pickProblem } });
    const session = resumedSession({ ...saved.saved, def }, locale, columns, null, settings);
    if (!other && session.status !== 'won') {
      const notice = startNotice(problems, saved.pickProblem ? null : { kind: 'text', key: 'notice.resumed' });
      return { ok: true, value: { session: finish({ ...session, notice }), elapsedMs: saved.saved.elapsedMs, store } };
    }
    // Left for another deal: a game in progress is given up; a won one (even undone since) was counted already.
    if (inProgress(session)) store.recordStats(def.id, 'abandoned', saved.saved.elapsedMs);
  }
  const options = resumedGame && !optionsAsked ? resumedGame.rules.chosen : checked.options;
  const deal = args.deal ?? randomDeal();
  const started = startGame(def, deal, options);
  // Options were checked above and deal numbers by the parser; a refusal here is a bug worth a message.
  if (!started.ok) return { ok: false, error: { key: 'error.badDeal', values: { value: `${deal} (${started.error})` } } };
  if (settings.winnableOnly && args.deal === undefined) {
    const session = newSession(def, started.value, locale, columns, startNotice(problems, { kind: 'info', code: 'seeking' }), settings);
    return { ok: true, value: { session: finish({ ...session, seeking: { seed: deal } }), elapsedMs: 0, store } };
  }
  const session = newSession(def, started.value, locale, columns, startNotice(problems, { kind: 'text', key: 'notice.newGame', values: { deal } }), settings);
  return { ok: true, value: { session: finish(session), elapsedMs: 0, store } };
};
