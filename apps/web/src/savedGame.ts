// The page's stored game, in play's one save format (the page's earlier saves still load), with this tab's stamp:
// a game another tab saved since this one last read or wrote it is kept aside and said, never silently lost.
import type { Game } from '@solitaire/engine';
import {
  type DealTag, type PickError, type SaveStamp, type SavedSession, gameSaveText, nextStamp, readGameSave, saveStampOf, savedByAnotherCopy,
} from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { readItem, removeItem, storageKeys, writeItem } from './storage.js';

/** A stored game as read back. */
export interface SavedGame {
  readonly game: Game;
  readonly elapsedMs: number;
  /** Whether its win is in the statistics already. */
  readonly finished: boolean;
  /** Whether the solver played a move of it for the player. */
  readonly assisted: boolean;
  /** The day or rating of a picked deal (null when not picked, or when the stored pick was refused). */
  readonly tag: DealTag | null;
  /** Why a stored pick was refused: the game is restored all the same, as an untagged deal. */
  readonly pickProblem?: PickError;
}

// This tab's signature on its saves, and the stamp of each variant's save as it last read or wrote it.
const writer = globalThis.crypto?.randomUUID?.() ?? `tab-${Math.random().toString(36).slice(2)}`;
const known = new Map<string, SaveStamp | null>();

/** How a write went: stored, stored after keeping aside a game another tab had saved since, or refused. */
export type SaveWrite = 'saved' | 'otherTabKept' | 'refused';

/** Stores a variant's game and remembers it as the one last played. */
export const writeSavedGame = (s: SavedSession, elapsedMs: number): SaveWrite => {
  const id = s.game.rules.id;
  const key = storageKeys.game(id);
  const storedText = readItem(key);
  const stored = saveStampOf(storedText);
  // A variant this tab never read: what is stored is replaced as a new game replaces a save.
  const base = known.has(id) ? known.get(id)! : stored;
  let outcome: SaveWrite = 'saved';
  if (storedText !== null && savedByAnotherCopy(stored, base)) {
    writeItem(storageKeys.otherGame(id), storedText);
    outcome = 'otherTabKept';
  }
  const stamp = nextStamp(writer, stored ?? base);
  const saved = writeItem(key, gameSaveText(s, Math.round(elapsedMs), stamp));
  if (saved) known.set(id, stamp);
  return writeItem(storageKeys.lastVariant, id) && saved ? outcome : 'refused';
};

/** Why a stored game was not restored (it is then forgotten): unreadable, or a game of another variant. */
export type SavedGameRefusal =
  | { readonly code: 'corrupt' }
  | { readonly code: 'wrongVariant'; readonly variant: string };

/**
 * Reads a variant's stored game: the game, null when none, or why it was refused. Play's reader replays every move
 * and bounds every value; a game of another variant is said to be one, never blamed on a move it cannot replay.
 * `today`: the player's own day, for a deal of the day's pick. Never throws.
 */
export const readSavedGame = (id: string, today: string): SavedGame | null | SavedGameRefusal => {
  const text = readItem(storageKeys.game(id));
  if (text === null) return null;
  const r = readGameSave(text, { variant: id, find: findVariant, today });
  if (!r.ok) {
    removeItem(storageKeys.game(id));
    return r.error === 'ERR_SAVE_VARIANT' && r.detail ? { code: 'wrongVariant', variant: r.detail } : { code: 'corrupt' };
  }
  known.set(id, r.value.stamp);
  const { game, elapsedMs, tag } = r.value.saved;
  const base = { game, elapsedMs, finished: r.value.saved.finished ?? false, assisted: r.value.saved.assisted === true, tag };
  return r.value.pickProblem ? { ...base, pickProblem: r.value.pickProblem } : base;
};

/** Whether a read gave a refusal rather than a game. */
export const isRefusal = (r: SavedGame | SavedGameRefusal | null): r is SavedGameRefusal => r !== null && 'code' in r;
