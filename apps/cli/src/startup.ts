import { randomUUID } from 'node:crypto';
import { type Game, sameOptions, startGame } from '@solitaire/engine';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { type ArgError, type CliArgs, checkOptions } from './args.js';
import {
  type Action,
  type Effect,
  type Notice,
  type Said,
  type Session,
  newSession,
  resumedSession,
  update,
} from './terminalSession.js';
import {
  type PlayEffect,
  type PlaySettings as Settings,
  type SaveRead,
  type SaveStamp,
  type StatsEntry,
  type StoreProblem,
  PlayHost,
  defaultPlaySettings as defaultSettings,
  inProgress,
  localDay,
  readSaveIn,
  platformTimer,
} from '@solitaire/play';
import { emptyStats } from './statsFile.js';
import type { TerminalPrefs } from './prefs.js';
import {
  type FileSystem,
  type LoadedSettings,
  type LoadedStats,
  type StatsContext,
  cleanLeftovers,
  compactStats,
  errorCode,
  fileSaves,
  journalStats,
  latestSaveVariant,
  loadSettings,
  loadStats,
  realFs,
  updateSettings,
} from './stateFiles.js';
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

/** The terminal's words for a problem of play's host with the state folder. */
export const storeNotice = (p: StoreProblem): StoreNotice => {
  switch (p.kind) {
    case 'otherCopyKept':
      return { key: 'notice.saveOtherCopy', values: { file: p.keptIn ?? '' } };
    case 'saveFailed':
      return { key: 'notice.saveFailed', values: { code: p.code } };
    case 'statsFailed':
      return { key: 'notice.statsFailed', values: { code: p.code } };
    case 'settingsFailed':
      return { key: 'notice.settingsFailed', values: { code: p.code } };
  }
};

/** The terminal's own effects (quitting, its preferences), carried out by its App. */
export type TerminalEffect = Exclude<Effect, PlayEffect>;

/** Play's host as the terminal runs it: the terminal's session, actions and effects. */
export type TerminalHost = PlayHost<Session, Action, TerminalEffect>;

/** What the host of the terminal needs besides its session: the state folder (none without a home folder). */
export interface TerminalStore {
  readonly dir: string | null;
  readonly fs?: FileSystem;
  /** The statistics as loaded (their variants' book). */
  readonly stats?: LoadedStats['stats'];
  /** The stamps of the saves read at start. */
  readonly known?: ReadonlyMap<string, SaveStamp | null>;
  readonly randomDeal: () => number;
  /** This running copy's signature on its saves. */
  readonly writer?: string;
  readonly now?: () => Date;
}

/**
 * Play's host over the terminal's files: saves replaced atomically, statistics appended to the journal, settings
 * changed in their file; each running copy signs its saves, so that a save another copy wrote since is kept aside
 * and said, never silently lost. Without a folder nothing is kept, and play goes on.
 */
export const terminalHost = (session: Session, store: TerminalStore): TerminalHost => {
  const { dir, fs = realFs } = store;
  return new PlayHost<Session, Action, TerminalEffect>(session, {
    reduce: update,
    timer: platformTimer,
    find: findVariant,
    writer: store.writer ?? randomUUID(),
    env: { now: () => Date.now(), today: () => localDay(store.now?.() ?? new Date()), randomDeal: store.randomDeal },
    saves: dir === null ? null : fileSaves(dir, store.now, fs),
    stats: dir === null ? null : journalStats(dir, fs),
    saveSettings:
      dir === null ? null : (patch) => updateSettings(dir, (s) => ({ ...s, play: { ...s.play, ...patch } }), fs),
    book: store.stats?.variants ?? {},
    ...(store.known ? { known: store.known } : {}),
  });
};

/** Saves the terminal's own preferences (language, colours) in the settings file; a notice when it could not. */
export const prefsSaver =
  (dir: string | null, fs: FileSystem = realFs) =>
  (patch: Partial<TerminalPrefs>): StoreNotice | null => {
    if (dir === null) return null;
    try {
      updateSettings(dir, (s) => ({ ...s, prefs: { ...s.prefs, ...patch } }), fs);
      return null;
    } catch (e) {
      return { key: 'notice.settingsFailed', values: { code: errorCode(e) } };
    }
  };

/** The game to show at start in its host, with the time already played. */
export interface Startup {
  readonly host: TerminalHost;
  readonly elapsedMs: number;
  /** Saves the terminal's own preferences; a notice when that failed. */
  readonly savePrefs: (patch: Partial<TerminalPrefs>) => StoreNotice | null;
}

/** Every problem found at start, said together (one notice used to hide the others), else the usual notice. */
const startNotice = (said: readonly Said[], otherwise: Notice | null): Notice | null => {
  // One folder that cannot be used fails every read the same way: that is said once.
  const problems = said.filter(
    (p, i) => said.findIndex((q) => q.key === p.key && JSON.stringify(q.values) === JSON.stringify(p.values)) === i,
  );
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
  args: CliArgs,
  startLocale: Locale,
  dir: string | null,
  randomDeal: () => number,
  columns = 80,
  now: Date = new Date(),
  fs: FileSystem = realFs,
  writer?: string,
): { ok: true; value: Startup } | { ok: false; error: ArgError } => {
  const variantId =
    args.variant ?? latestSaveVariant(dir, (id) => findVariant(id) !== undefined, fs) ?? defaultVariantId;
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
  let saved: { readonly read: SaveRead; readonly stamp?: SaveStamp | null } = { read: { kind: 'none' } };
  if (dir === null) problems.push({ key: 'notice.noStateDir' });
  else {
    try {
      cleanLeftovers(dir, fs);
      loadedStats = loadStats(dir, context, now, fs);
      compactStats(dir, context, now.getTime(), 60_000, fs);
    } catch (e) {
      problems.push(unusable(e));
    }
    try {
      loadedSettings = loadSettings(dir, now, fs);
    } catch (e) {
      problems.push(unusable(e));
    }
    saved = readSaveIn(
      fileSaves(dir, () => now, fs),
      def.id,
      findVariant,
      today,
    );
  }
  const { read } = saved;
  const store: TerminalStore = {
    dir,
    fs,
    stats: loadedStats.stats,
    known: new Map([[def.id, saved.stamp ?? null]]),
    randomDeal,
    ...(writer ? { writer } : {}),
  };
  // Settings kept in the statistics file by earlier versions count, under those of the settings file.
  const file = loadedSettings?.settings;
  const settings: Settings = { ...defaultSettings, ...loadedStats.stats.settings, ...file?.play, ...args.settings };
  // The language asked for on the command line, else the one the player chose in the game, else the environment's.
  const locale: Locale = args.lang ?? file?.prefs.locale ?? startLocale;
  const started = (session: Session, elapsedMs: number, abandoned: StatsEntry | null = null) => {
    const host = terminalHost({ ...session, theme: file?.prefs.theme ?? 'dark' }, store);
    if (abandoned) host.record(abandoned);
    return { ok: true as const, value: { host, elapsedMs, savePrefs: prefsSaver(dir, fs) } };
  };
  if (loadedStats.corrupt)
    problems.push({
      key: 'notice.corruptStats',
      values: { code: loadedStats.corrupt.code, file: loadedStats.corrupt.movedTo },
    });
  if (loadedSettings?.corrupt)
    problems.push({
      key: 'notice.corruptSettings',
      values: { code: loadedSettings.corrupt.code, file: loadedSettings.corrupt.movedTo },
    });
  if (read.kind === 'failed') problems.push(unusable({ code: read.code }));
  if (read.kind === 'refused') {
    problems.push({ key: 'notice.corruptSave', values: { code: read.code, file: read.keptIn ?? '' } });
  }
  const optionsAsked = Object.keys(args.options).length > 0;
  let resumedGame: Game | null = null;
  let abandoned: StatsEntry | null = null;
  if (read.kind === 'ok') {
    resumedGame = read.saved.game;
    const other =
      (args.deal !== undefined && args.deal !== resumedGame.deal) ||
      (optionsAsked && !sameOptions(def, checked.options, resumedGame.rules.chosen));
    if (read.pickProblem) problems.push({ key: 'notice.corruptPick', values: { code: read.pickProblem } });
    const session = resumedSession({ ...read.saved, def }, locale, columns, null, settings);
    if (!other && session.status !== 'won') {
      const notice = startNotice(problems, read.pickProblem ? null : { kind: 'text', key: 'notice.resumed' });
      return started({ ...session, notice }, read.saved.elapsedMs);
    }
    // Left for another deal: a game in progress is given up; a won one (even undone since) was counted already.
    if (inProgress(session)) abandoned = { variant: def.id, event: 'abandoned', elapsedMs: read.saved.elapsedMs };
  }
  const options = resumedGame && !optionsAsked ? resumedGame.rules.chosen : checked.options;
  const deal = args.deal ?? randomDeal();
  const game = startGame(def, deal, options);
  // Options were checked above and deal numbers by the parser; a refusal here is a bug worth a message.
  if (!game.ok) return { ok: false, error: { key: 'error.badDeal', values: { value: `${deal} (${game.error})` } } };
  if (settings.winnableOnly && args.deal === undefined) {
    const session = newSession(
      def,
      game.value,
      locale,
      columns,
      startNotice(problems, { kind: 'info', code: 'seeking' }),
      settings,
    );
    return started({ ...session, seeking: { seed: deal } }, 0, abandoned);
  }
  const notice = startNotice(problems, { kind: 'text', key: 'notice.newGame', values: { deal } });
  return started(newSession(def, game.value, locale, columns, notice, settings), 0, abandoned);
};
