import {
  type Result,
  type SaveError,
  type SaveFile,
  type VariantDefinition,
  err,
  loadGame,
  ok,
  printable,
  saveGame,
} from '@solitaire/engine';
import { type DealPick, type PickError, type SavedDealPick, readDealPick, savedDealPick } from './pick.js';
import type { PlaySession, SavedPlay } from './playSession.js';

// One save for every front end: the engine's save (every move, replayed on loading) with what play needs to take
// the game up again as it was (its clock, whether its win is counted, whether the solver played for the player,
// the pick of a picked deal) and a stamp saying which running copy wrote it.

/** The marker of a game save. */
const GAME_SAVE_FORMAT = 'solitaire-game';
/** The version of the game save; loading refuses any other (older formats are read by their own markers). */
const GAME_SAVE_VERSION = 1;
// The formats each front end wrote before this one: still read.
const WEB_FORMAT_BEFORE = 'solitaire-web-game';
const ENGINE_FORMAT = 'solitaire-save';

/**
 * Which running copy of the game wrote a save, and how many saves of it came before: a copy that finds another stamp
 * than the one it last read or wrote knows that another copy (a second terminal, another tab) saved since.
 */
export interface SaveStamp {
  /** A random id each running copy takes at start. */
  readonly writer: string;
  readonly revision: number;
}

/** The stamp of saves written before stamps existed: every such save looks the same, and is taken as read. */
const UNSTAMPED: SaveStamp = { writer: '', revision: 0 };

/** A game save as stored (JSON). */
interface GameSaveFile {
  readonly format: typeof GAME_SAVE_FORMAT;
  readonly version: typeof GAME_SAVE_VERSION;
  readonly save: SaveFile;
  /** Whether its win is in the statistics (undone and won again, it must not count twice). */
  readonly finished: boolean;
  /** Whether the solver played a move of it for the player. */
  readonly assisted: boolean;
  /** Absent for a deal that was not picked. */
  readonly pick?: SavedDealPick;
  readonly writer: string;
  readonly revision: number;
}

/** What a save keeps of a session. */
export type SavedSession = Pick<PlaySession, 'game' | 'dealPick' | 'winRecorded' | 'assisted'>;

/** The text to store for the game of a session, with the time on its clock now and the writer's stamp. */
export const gameSaveText = (s: SavedSession, elapsedMs: number, stamp: SaveStamp): string => {
  const pick = savedDealPick(s.dealPick);
  const file: GameSaveFile = {
    format: GAME_SAVE_FORMAT,
    version: GAME_SAVE_VERSION,
    save: saveGame(s.game, Math.round(elapsedMs)),
    finished: s.winRecorded,
    assisted: s.assisted,
    ...(pick ? { pick } : {}),
    writer: stamp.writer,
    revision: stamp.revision,
  };
  return JSON.stringify(file);
};

/** A save read back: the game to take up again, its stamp, and why its pick was refused (the game loads without it). */
export interface LoadedGameSave {
  readonly saved: SavedPlay;
  readonly stamp: SaveStamp;
  readonly pickProblem?: PickError;
}

/** What reading a save needs besides the text: the variant whose save it is, the registry, the player's day. */
export interface GameSaveContext {
  readonly variant: string;
  readonly find: (id: string) => VariantDefinition | undefined;
  readonly today: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const stampIn = (r: Record<string, unknown>): SaveStamp | null =>
  typeof r.writer === 'string' &&
  r.writer.length <= 64 &&
  Number.isSafeInteger(r.revision) &&
  (r.revision as number) >= 0
    ? { writer: r.writer, revision: r.revision as number }
    : null;

interface Envelope {
  readonly save: unknown;
  readonly finished: boolean | undefined;
  readonly assisted: boolean;
  readonly pick: unknown;
  readonly stamp: SaveStamp;
}

/** The parts of a stored save in any format written so far; null when it is none of them. */
const envelopeOf = (data: unknown): Envelope | null => {
  if (!isRecord(data)) return null;
  if (data.format === GAME_SAVE_FORMAT) {
    const stamp = stampIn(data);
    if (
      data.version !== GAME_SAVE_VERSION ||
      typeof data.finished !== 'boolean' ||
      typeof data.assisted !== 'boolean' ||
      !stamp
    )
      return null;
    return { save: data.save, finished: data.finished, assisted: data.assisted, pick: data.pick, stamp };
  }
  // The web game's save before this format: the same parts, without the stamp.
  if (data.format === WEB_FORMAT_BEFORE) {
    if (typeof data.counted !== 'boolean' || typeof data.finished !== 'boolean') return null;
    return { save: data.save, finished: data.finished, assisted: false, pick: data.pick, stamp: UNSTAMPED };
  }
  // The terminal's save before it: the engine's save itself, with the pick beside its fields.
  if (data.format === ENGINE_FORMAT)
    return { save: data, finished: undefined, assisted: false, pick: data.pick, stamp: UNSTAMPED };
  return null;
};

/**
 * Reads a stored save of `context.variant`, in the present format or either front end's earlier one: every move is
 * replayed by the engine, every field checked, a pick checked against the deal and the player's day. A save of
 * another variant is refused as such (`ERR_SAVE_VARIANT`, its id in the detail). Never throws.
 */
export const readGameSave = (text: string, context: GameSaveContext): Result<LoadedGameSave, SaveError> => {
  try {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return err('ERR_SAVE_JSON');
    }
    const e = envelopeOf(data);
    if (!e || !isRecord(e.save)) return err('ERR_SAVE_FORMAT');
    const named = e.save.variant;
    if (typeof named === 'string' && named !== context.variant) return err('ERR_SAVE_VARIANT', printable(named));
    const loaded = loadGame(e.save, context.find);
    if (!loaded.ok) return loaded;
    const { game, elapsedMs } = loaded.value;
    const def = context.find(game.rules.id);
    if (!def || game.rules.id !== context.variant) return err('ERR_SAVE_VARIANT', printable(game.rules.id));
    const pick = readDealPick(e.pick, { def, deal: game.deal, chosen: game.rules.chosen, today: context.today });
    const dealPick: DealPick | null = pick.ok ? pick.value : null;
    const saved: SavedPlay = {
      def,
      game,
      elapsedMs,
      dealPick,
      assisted: e.assisted,
      ...(e.finished === undefined ? {} : { finished: e.finished }),
    };
    return ok({ saved, stamp: e.stamp, ...(pick.ok ? {} : { pickProblem: pick.error }) });
  } catch {
    // The engine checks what it reads; anything it did not foresee is a save that does not load, not a crash.
    return err('ERR_SAVE_FORMAT');
  }
};

/** The stamp of a stored text: that of its writer, the one of every save before stamps, or null when unreadable. */
export const saveStampOf = (text: string | null): SaveStamp | null => {
  if (text === null) return null;
  try {
    const data: unknown = JSON.parse(text);
    const e = envelopeOf(data);
    return e ? e.stamp : null;
  } catch {
    return null;
  }
};

/** Whether two stamps are the same save. */
export const sameStamp = (a: SaveStamp | null, b: SaveStamp | null): boolean =>
  a === null || b === null ? a === b : a.writer === b.writer && a.revision === b.revision;

/**
 * Whether writing over the stored save would lose a game another running copy saved: there is a readable save, and
 * it is not the one this copy last read or wrote (`known`). A front end then keeps the stored one aside and says so.
 */
export const savedByAnotherCopy = (stored: SaveStamp | null, known: SaveStamp | null): boolean =>
  stored !== null && !sameStamp(stored, known);

/** The stamp of this copy's next save after `known` (the stamp it last read or wrote). */
export const nextStamp = (writer: string, known: SaveStamp | null): SaveStamp => ({
  writer,
  revision: (known?.revision ?? 0) + 1,
});
