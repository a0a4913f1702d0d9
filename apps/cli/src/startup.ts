import { type Game, sameOptions, startGame } from '@solitaire/engine';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { type ArgError, type CliArgs, checkOptions } from './args.js';
import { type Notice, type Session, newSession, resumedSession } from './session.js';
import { type DealTag, type PlaySettings as Settings, type StatsEvent, defaultPlaySettings as defaultSettings, hasPlayerMoves } from '@solitaire/play';
import { type StatsFile, emptyStats, recordEvent } from './stats.js';
import type { TerminalPrefs } from './prefs.js';
import {
  type LoadedSave, type LoadedSettings, type LoadedStats, appendStatsEntry, cleanLeftovers, compactStats, latestSaveVariant, loadSave,
  loadSettings, loadStats, storeGame, updateSettings,
} from './storage.js';
import type { Locale } from './texts.js';

/** The game store of the terminal: files in the state folder, statistics kept in memory and written through. */
export const fileStore = (dir: string, initial: StatsFile) => {
  let stats = initial;
  const reason = (e: unknown) => (e instanceof Error ? e.message : String(e));
  return {
    saveGame(game: Game, elapsedMs: number, tag: DealTag | null = null): string | null {
      try { storeGame(dir, game, elapsedMs, tag); return null; } catch (e) { return reason(e); }
    },
    recordStats(variantId: string, event: StatsEvent, elapsedMs: number, day?: string): string | null {
      stats = recordEvent(stats, variantId, event, elapsedMs, day);
      // Appended, never rewritten: another copy of the game may be recording its own games at the same time.
      try { appendStatsEntry(dir, { variant: variantId, event, elapsedMs, ...(day ? { day } : {}) }); return null; } catch (e) { return reason(e); }
    },
    saveSettings(patch: Partial<Settings>): string | null {
      try { updateSettings(dir, (s) => ({ ...s, play: { ...s.play, ...patch } })); return null; } catch (e) { return reason(e); }
    },
    savePrefs(patch: Partial<TerminalPrefs>): string | null {
      try { updateSettings(dir, (s) => ({ ...s, prefs: { ...s.prefs, ...patch } })); return null; } catch (e) { return reason(e); }
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


/**
 * Decides what to play: the variant named, else the one saved last, else the default; its save is resumed
 * unless another deal or other options are asked for, or it is already won. A save that does not load is moved
 * aside with a notice, and a fresh deal starts. Settings are the stored ones, with the command line's on top; with
 * winnable deals only, a fresh random deal is shown while the search for a winnable one runs.
 */
export const startup = (
  args: CliArgs, startLocale: Locale, dir: string, randomDeal: () => number, columns = 80, now: Date = new Date(),
): { ok: true; value: Startup } | { ok: false; error: ArgError } => {
  const variantId = args.variant ?? latestSaveVariant(dir, (id) => findVariant(id) !== undefined) ?? defaultVariantId;
  const def = findVariant(variantId)!;
  const checked = checkOptions(def, args, startLocale);
  if (!checked.ok) return checked;
  // A folder that cannot be read or written costs the save, never the game: it is said, and play goes on.
  const unusable = (e: unknown): Notice => ({ kind: 'text', key: 'notice.saveFailed', values: { reason: e instanceof Error ? e.message : String(e) } });
  let notice: Notice | null = null;
  let loadedStats: LoadedStats = { stats: emptyStats() };
  let loadedSettings: LoadedSettings | null = null;
  try {
    cleanLeftovers(dir);
    compactStats(dir, now.getTime());
    loadedStats = loadStats(dir, now);
    loadedSettings = loadSettings(dir, now);
  } catch (e) { notice = unusable(e); }
  const store = fileStore(dir, loadedStats.stats);
  // Settings kept in the statistics file by earlier versions count, under those of the settings file.
  const file = loadedSettings?.settings;
  const settings: Settings = { ...defaultSettings, ...loadedStats.stats.settings, ...file?.play, ...args.settings };
  // The language asked for on the command line, else the one the player chose in the game, else the environment's.
  const locale: Locale = args.lang ?? file?.prefs.locale ?? startLocale;
  const finish = (session: Session): Session => ({ ...session, theme: file?.prefs.theme ?? 'dark' });
  if (loadedStats.corrupt)
    notice = { kind: 'text', key: 'notice.corruptStats', values: { code: loadedStats.corrupt.code, file: loadedStats.corrupt.movedTo } };
  if (loadedSettings?.corrupt)
    notice = { kind: 'text', key: 'notice.corruptSettings', values: { code: loadedSettings.corrupt.code, file: loadedSettings.corrupt.movedTo } };
  let saved: LoadedSave = { kind: 'none' };
  try { saved = loadSave(dir, def.id, findVariant, now); } catch (e) { notice = unusable(e); }
  const optionsAsked = Object.keys(args.options).length > 0;
  if (saved.kind === 'ok') {
    const other = (args.deal !== undefined && args.deal !== saved.game.deal)
      || (optionsAsked && !sameOptions(def, checked.options, saved.game.rules.chosen));
    const resumed: Notice = saved.pickProblem ? { kind: 'text', key: 'notice.corruptPick', values: { code: saved.pickProblem } } : { kind: 'text', key: 'notice.resumed' };
    const session = resumedSession({ ...saved, def }, locale, columns, notice ?? resumed, settings);
    if (!other && session.status !== 'won') return { ok: true, value: { session: finish(session), elapsedMs: saved.elapsedMs, store } };
    if (session.status !== 'won' && hasPlayerMoves(saved.game)) store.recordStats(def.id, 'abandoned', saved.elapsedMs);
  } else if (saved.kind === 'corrupt') {
    notice = { kind: 'text', key: 'notice.corruptSave', values: { code: saved.code, file: saved.movedTo } };
  }
  const options = saved.kind === 'ok' && !optionsAsked ? saved.game.rules.chosen : checked.options;
  const deal = args.deal ?? randomDeal();
  const started = startGame(def, deal, options);
  // Options were checked above and deal numbers by the parser; a refusal here is a bug worth a message.
  if (!started.ok) return { ok: false, error: { key: 'error.badDeal', values: { value: `${deal} (${started.error})` } } };
  if (settings.winnableOnly && args.deal === undefined) {
    const session = newSession(def, started.value, locale, columns, notice ?? { kind: 'info', code: 'seeking' }, settings);
    return { ok: true, value: { session: finish({ ...session, seeking: { seed: deal } }), elapsedMs: 0, store } };
  }
  const session = newSession(def, started.value, locale, columns, notice ?? { kind: 'text', key: 'notice.newGame', values: { deal } }, settings);
  return { ok: true, value: { session: finish(session), elapsedMs: 0, store } };
};
