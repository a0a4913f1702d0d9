import { safeAutoMove } from './auto.js';
import { newDeal } from './deal.js';
import { type Move, type MoveError, applyMove } from './moves.js';
import { isDealNumber } from './random.js';
import { type Result, err, ok, printable } from './result.js';
import { type DefinitionError, type Options, type Rules, type VariantDefinition, resolveRules } from './rules.js';
import type { GameState } from './state.js';

/** A move as recorded in a game: `auto` marks moves the program made for the player (undo skips past them). */
export type PlayedMove = Move & { readonly auto?: true };

/**
 * The record a line of games shares: positions, moves, and how many of the first moves were the player's. It only
 * ever grows at its end, and each `Game` reads no further than its own `length`, so a game appended to never
 * changes what an earlier game sees: each `Game` stays an immutable value while playing costs no copy of the past.
 */
interface HistoryLog {
  readonly states: GameState[];
  readonly moves: PlayedMove[];
  /** `playerMoves[i]`: moves among the first `i` that the player made (not automatic). */
  readonly playerMoves: number[];
}

/**
 * A game in progress with its whole history: an immutable value, so undo and redo are moves of a cursor over
 * snapshots. Position `i + 1` is position `i` after move `i` (`stateAt`, `moveAt`); moves past `cursor`, up to
 * `length`, are what redo replays. The history is read through those functions, never copied per move.
 */
export interface Game {
  readonly rules: Rules;
  readonly deal: number;
  /** Moves recorded (played and undone). */
  readonly length: number;
  /** Moves played: the current position is `stateAt(game, cursor)`. */
  readonly cursor: number;
  readonly log: HistoryLog;
}

/** Reasons a game cannot start. */
export type StartError = DefinitionError | 'ERR_DEAL_NUMBER';

/** A game of deal `deal` whose history starts at the position `first` (for positions set up by hand). */
export const gameFrom = (rules: Rules, deal: number, first: GameState): Game => ({
  rules,
  deal,
  length: 0,
  cursor: 0,
  log: { states: [first], moves: [], playerMoves: [0] },
});

/** Starts deal number `deal` of a variant with the player's options. */
export const startGame = (def: VariantDefinition, deal: number, options: Options = {}): Result<Game, StartError> => {
  if (!isDealNumber(deal)) return err('ERR_DEAL_NUMBER', printable(deal));
  const rules = resolveRules(def, options);
  if (!rules.ok) return rules;
  return ok(gameFrom(rules.value, deal, newDeal(rules.value, deal)));
};

/** The position after the first `index` moves (0: the deal), for `index` from 0 to `game.length`. */
export const stateAt = (game: Game, index: number): GameState => {
  if (!(index >= 0 && index <= game.length))
    throw new RangeError(`no position ${index} in a game of ${game.length} moves`);
  return game.log.states[index]!;
};

/** Move `index` of the history (from 0), played or undone, for `index` below `game.length`. */
export const moveAt = (game: Game, index: number): PlayedMove => {
  if (!(index >= 0 && index < game.length)) throw new RangeError(`no move ${index} in a game of ${game.length} moves`);
  return game.log.moves[index]!;
};

/** Every move recorded, played and undone (a copy: for saves, not for every move). */
export const recordedMoves = (game: Game): readonly PlayedMove[] => game.log.moves.slice(0, game.length);

/** The current position. */
export const currentState = (game: Game): GameState => game.log.states[game.cursor]!;

/** Moves the player made among the first `index` moves (default: those played, not undone). */
export const playerMovesBefore = (game: Game, index: number = game.cursor): number =>
  game.log.playerMoves[Math.max(0, Math.min(index, game.length))]!;

/** Whether the player (not the program) has made a move in this game, undone or not. */
export const hasPlayerMoves = (game: Game): boolean => playerMovesBefore(game, game.length) > 0;

/** Plays a move (dropping any redo line); refuses illegal moves with their code. */
export const play = (game: Game, move: Move, auto = false): Result<Game, MoveError> => {
  const next = applyMove(game.rules, currentState(game), move);
  if (!next.ok) return next;
  const played: PlayedMove = auto ? { ...move, auto: true } : move;
  // Appending in place is safe only at the end of the shared log: otherwise another game reads past this cursor.
  const atTip = game.cursor === game.length && game.length === game.log.moves.length;
  const log = atTip
    ? game.log
    : {
        states: game.log.states.slice(0, game.cursor + 1),
        moves: game.log.moves.slice(0, game.cursor),
        playerMoves: game.log.playerMoves.slice(0, game.cursor + 1),
      };
  log.states.push(next.value);
  log.moves.push(played);
  log.playerMoves.push(log.playerMoves[game.cursor]! + (auto ? 0 : 1));
  return ok({ ...game, log, length: game.cursor + 1, cursor: game.cursor + 1 });
};

/** Plays every safe automatic move to the foundations, each recorded as automatic. */
export const playAutoMoves = (game: Game): Game => {
  let g = game;
  for (let m = safeAutoMove(g.rules, currentState(g)); m; m = safeAutoMove(g.rules, currentState(g))) {
    const r = play(g, m, true);
    if (!r.ok) break;
    g = r.value;
  }
  return g;
};

/** Whether there is a move to undo. */
export const canUndo = (game: Game): boolean => playerMovesBefore(game) > 0;
/** Whether there is a move to redo. */
export const canRedo = (game: Game): boolean => game.cursor < game.length;

/** The same game with its cursor at `cursor` (0 to `length`): undo and redo over several moves at once. */
export const withCursor = (game: Game, cursor: number): Game => {
  if (!(Number.isInteger(cursor) && cursor >= 0 && cursor <= game.length))
    throw new RangeError(`no cursor ${cursor} in a game of ${game.length} moves`);
  return cursor === game.cursor ? game : { ...game, cursor };
};

/** Takes back the last move of the player together with the automatic moves that followed it. */
export const undo = (game: Game): Game => {
  if (!canUndo(game)) return game;
  let c = game.cursor;
  while (c > 0 && game.log.moves[c - 1]!.auto) c--;
  return { ...game, cursor: c - 1 };
};

/** Replays the next undone move of the player with the automatic moves that followed it. */
export const redo = (game: Game): Game => {
  if (!canRedo(game)) return game;
  let c = game.cursor + 1;
  while (c < game.length && game.log.moves[c]!.auto) c++;
  return { ...game, cursor: c };
};

/** The same deal from its start, history cleared. */
export const restartGame = (game: Game): Game => gameFrom(game.rules, game.deal, game.log.states[0]!);
