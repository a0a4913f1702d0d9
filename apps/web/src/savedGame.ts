// The page's stored game, in the format it has always written (old saves still load): the engine's save with the
// clock, plus whether the game entered the statistics and whether its win is recorded, and the pick of a picked deal.
import { type Game, loadGame, saveGame } from '@solitaire/engine';
import { type DealTag, type PickError, type StoredPick, parseStoredPick, storedPick } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { readItem, removeItem, storageKeys, writeItem } from './storage.js';

interface StoredGame {
  readonly format: 'solitaire-web-game';
  readonly save: ReturnType<typeof saveGame>;
  readonly counted: boolean;
  readonly finished: boolean;
  /** Absent for a deal that was not picked (and in saves written before picks were kept). */
  readonly pick?: StoredPick;
}

/** A stored game as read back. */
export interface SavedGame {
  readonly game: Game;
  readonly elapsedMs: number;
  /** Whether its win is in the statistics already. */
  readonly finished: boolean;
  /** The day or rating of a picked deal (null when not picked, or when the stored pick was refused). */
  readonly tag: DealTag | null;
  /** Why a stored pick was refused: the game is restored all the same, as an untagged deal. */
  readonly pickProblem?: PickError;
}

/** Stores a variant's game and remembers it as the one last played; false when the browser refused the write. */
export const writeSavedGame = (game: Game, elapsedMs: number, counted: boolean, finished: boolean, tag: DealTag | null = null): boolean => {
  const pick = storedPick(tag);
  const stored: StoredGame = { format: 'solitaire-web-game', save: saveGame(game, elapsedMs), counted, finished, ...(pick ? { pick } : {}) };
  const saved = writeItem(storageKeys.game(game.rules.id), JSON.stringify(stored));
  return writeItem(storageKeys.lastVariant, game.rules.id) && saved;
};

/** Why a stored game was not restored (it is then forgotten): unreadable, or a game of another variant. */
export type SavedGameRefusal =
  | { readonly code: 'corrupt' }
  | { readonly code: 'wrongVariant'; readonly variant: string };

/**
 * Reads a variant's stored game: the game, null when none, or why it was refused. The engine's loader bounds every
 * value (a time past a year is refused); the variant named is checked first, so that a game of another variant is
 * said to be one, never blamed on a move it cannot replay. Never throws.
 */
export const readSavedGame = (id: string): SavedGame | null | SavedGameRefusal => {
  const text = readItem(storageKeys.game(id));
  if (text === null) return null;
  const refuse = (r: SavedGameRefusal): SavedGameRefusal => { removeItem(storageKeys.game(id)); return r; };
  try {
    const data = JSON.parse(text) as Partial<StoredGame> | null;
    if (data?.format !== 'solitaire-web-game' || typeof data.counted !== 'boolean' || typeof data.finished !== 'boolean') return refuse({ code: 'corrupt' });
    const named: unknown = (data.save as { variant?: unknown } | null | undefined)?.variant;
    if (typeof named === 'string' && named !== id) return refuse({ code: 'wrongVariant', variant: named });
    const loaded = loadGame(data.save, findVariant);
    if (!loaded.ok || loaded.value.game.rules.id !== id) return refuse({ code: 'corrupt' });
    const pick = parseStoredPick(data.pick);
    const base = { game: loaded.value.game, elapsedMs: loaded.value.elapsedMs, finished: data.finished };
    return pick.ok ? { ...base, tag: pick.value } : { ...base, tag: null, pickProblem: pick.error };
  } catch { return refuse({ code: 'corrupt' }); }
};

/** Whether a read gave a refusal rather than a game. */
export const isRefusal = (r: SavedGame | SavedGameRefusal | null): r is SavedGameRefusal => r !== null && 'code' in r;
