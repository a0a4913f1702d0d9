import { type Game, type PlayedMove, currentState, play, recordedMoves, startGame, withCursor } from './game.js';
import { validateState } from './layout.js';
import { type Result, err, ok, printable } from './result.js';
import { type Options, type VariantDefinition, optionKeys } from './rules.js';
import { type GameState, statesEqual } from './state.js';
import { parseMove } from './moves.js';

/** The current save format version. Loading refuses any other. */
const SAVE_VERSION = 1;
/** The marker every save file carries. */
const SAVE_FORMAT = 'solitaire-save';

/**
 * A saved game: enough to rebuild it exactly (variant, options, deal number, every move including undone ones),
 * plus a snapshot of the current position that loading checks against the replay.
 */
export interface SaveFile {
  readonly format: typeof SAVE_FORMAT;
  readonly version: typeof SAVE_VERSION;
  readonly variant: string;
  readonly options: Options;
  readonly deal: number;
  readonly moves: readonly PlayedMove[];
  /** How many of `moves` are played; the rest can be redone. */
  readonly cursor: number;
  readonly snapshot: GameState;
  /** Time played, for statistics; front ends own it. */
  readonly elapsedMs: number;
}

/** The longest time a save may carry: a year. More is a damaged or forged file, not a game. */
const MAX_SAVED_TIME_MS = 365 * 24 * 3600 * 1000;

/**
 * Reasons a save is refused.
 * @public
 */
export const saveErrors = [
  'ERR_SAVE_JSON',
  'ERR_SAVE_FORMAT',
  'ERR_SAVE_VERSION',
  'ERR_SAVE_VARIANT',
  'ERR_SAVE_OPTIONS',
  'ERR_SAVE_DEAL',
  'ERR_SAVE_MOVES',
  'ERR_SAVE_ILLEGAL_MOVE',
  'ERR_SAVE_SNAPSHOT',
] as const;
/** A save error code. */
export type SaveError = (typeof saveErrors)[number];

/** The save of a game. */
export const saveGame = (game: Game, elapsedMs = 0): SaveFile => ({
  format: SAVE_FORMAT,
  version: SAVE_VERSION,
  variant: game.rules.id,
  options: game.rules.chosen,
  deal: game.deal,
  moves: recordedMoves(game),
  cursor: game.cursor,
  snapshot: currentState(game),
  elapsedMs,
});

/** The save as JSON text. */
export const serializeGame = (game: Game, elapsedMs = 0): string => JSON.stringify(saveGame(game, elapsedMs));

/** A loaded game with the time already played. */
export interface LoadedGame {
  readonly game: Game;
  readonly elapsedMs: number;
}

/**
 * Rebuilds a game from a save (text or parsed JSON): every field checked, every move replayed through the rules,
 * the snapshot compared. `findVariant` looks a variant id up in the caller's registry.
 */
export const loadGame = (
  input: string | unknown,
  findVariant: (id: string) => VariantDefinition | undefined,
): Result<LoadedGame, SaveError> => {
  let data: unknown = input;
  if (typeof input === 'string') {
    try {
      data = JSON.parse(input);
    } catch {
      return err('ERR_SAVE_JSON');
    }
  }
  const s = data as Partial<SaveFile>;
  if (typeof s !== 'object' || s === null || s.format !== SAVE_FORMAT) return err('ERR_SAVE_FORMAT');
  if (s.version !== SAVE_VERSION) return err('ERR_SAVE_VERSION', printable(s.version));
  const def = typeof s.variant === 'string' ? findVariant(s.variant) : undefined;
  if (!def) return err('ERR_SAVE_VARIANT', printable(s.variant));
  if (
    typeof s.options !== 'object' ||
    s.options === null ||
    Object.keys(s.options).some((k) => !(optionKeys as readonly string[]).includes(k))
  )
    return err('ERR_SAVE_OPTIONS');
  const started = startGame(def, s.deal as number, s.options);
  if (!started.ok)
    return err(started.error === 'ERR_DEAL_NUMBER' ? 'ERR_SAVE_DEAL' : 'ERR_SAVE_OPTIONS', started.detail);
  if (!Array.isArray(s.moves) || !Number.isInteger(s.cursor) || s.cursor! < 0 || s.cursor! > s.moves.length)
    return err('ERR_SAVE_MOVES');
  if (
    s.elapsedMs !== undefined &&
    !(typeof s.elapsedMs === 'number' && s.elapsedMs >= 0 && s.elapsedMs <= MAX_SAVED_TIME_MS)
  )
    return err('ERR_SAVE_FORMAT', 'elapsedMs');
  let game = started.value;
  for (const [i, m] of s.moves.entries()) {
    const move = parseMove(m);
    if (!move) return err('ERR_SAVE_MOVES', `move ${i}`);
    const r = play(game, move, (m as PlayedMove)?.auto === true);
    if (!r.ok) return err('ERR_SAVE_ILLEGAL_MOVE', `move ${i}: ${r.error}`);
    game = r.value;
  }
  game = withCursor(game, s.cursor!);
  const snap = validateState(game.rules, s.snapshot);
  if (!snap.ok || !statesEqual(snap.value, currentState(game))) return err('ERR_SAVE_SNAPSHOT');
  return ok({ game, elapsedMs: s.elapsedMs ?? 0 });
};
