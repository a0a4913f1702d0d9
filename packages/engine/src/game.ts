import { safeAutoMove } from './auto.js';
import { newDeal } from './deal.js';
import { type Move, type MoveError, applyMove } from './moves.js';
import { isDealNumber } from './random.js';
import { type Result, err, ok } from './result.js';
import { type DefinitionError, type Options, type Rules, type VariantDefinition, resolveRules } from './rules.js';
import type { GameState } from './state.js';

/** A move as recorded in a game: `auto` marks moves the program made for the player (undo skips past them). */
export type PlayedMove = Move & { readonly auto?: true };

/**
 * A game in progress with its whole history: immutable, so undo and redo are moves of a cursor over snapshots.
 * `states[i + 1]` is `states[i]` after `moves[i]`; entries past `cursor` are what redo replays.
 */
export interface Game {
  readonly rules: Rules;
  readonly deal: number;
  readonly states: readonly GameState[];
  readonly moves: readonly PlayedMove[];
  readonly cursor: number;
}

/** Reasons a game cannot start. */
export type StartError = DefinitionError | 'ERR_DEAL_NUMBER';

/** Starts deal number `deal` of a variant with the player's options. */
export const startGame = (def: VariantDefinition, deal: number, options: Options = {}): Result<Game, StartError> => {
  if (!isDealNumber(deal)) return err('ERR_DEAL_NUMBER', String(deal));
  const rules = resolveRules(def, options);
  if (!rules.ok) return rules;
  return ok({ rules: rules.value, deal, states: [newDeal(rules.value, deal)], moves: [], cursor: 0 });
};

/** The current position. */
export const currentState = (game: Game): GameState => game.states[game.cursor]!;

/** Plays a move (dropping any redo line); refuses illegal moves with their code. */
export const play = (game: Game, move: Move, auto = false): Result<Game, MoveError> => {
  const next = applyMove(game.rules, currentState(game), move);
  if (!next.ok) return next;
  const played: PlayedMove = auto ? { ...move, auto: true } : move;
  return ok({
    ...game,
    states: [...game.states.slice(0, game.cursor + 1), next.value],
    moves: [...game.moves.slice(0, game.cursor), played],
    cursor: game.cursor + 1,
  });
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
export const canUndo = (game: Game): boolean => game.moves.slice(0, game.cursor).some((m) => !m.auto);
/** Whether there is a move to redo. */
export const canRedo = (game: Game): boolean => game.cursor < game.moves.length;

/** Takes back the last move of the player together with the automatic moves that followed it. */
export const undo = (game: Game): Game => {
  if (!canUndo(game)) return game;
  let c = game.cursor;
  while (c > 0 && game.moves[c - 1]!.auto) c--;
  return { ...game, cursor: c - 1 };
};

/** Replays the next undone move of the player with the automatic moves that followed it. */
export const redo = (game: Game): Game => {
  if (!canRedo(game)) return game;
  let c = game.cursor + 1;
  while (c < game.moves.length && game.moves[c]!.auto) c++;
  return { ...game, cursor: c };
};

/** The same deal from its start, history cleared. */
export const restartGame = (game: Game): Game => ({ ...game, states: [game.states[0]!], moves: [], cursor: 0 });

/** The moves that lead from the deal to the current position. */
export const movesSoFar = (game: Game): readonly PlayedMove[] => game.moves.slice(0, game.cursor);
