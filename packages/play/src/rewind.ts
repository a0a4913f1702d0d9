import { type Game, type GameState, moveAt, playerMovesBefore, stateAt } from '@solitaire/engine';
import type { SolveOutcome } from '@solitaire/solver';

/**
 * Where "back to the last winnable position" stands: the position found (its place in the history and the undo
 * steps that reach it), a position the solver must be asked about first, or none (no earlier position is proven
 * winnable, within the solver's budget).
 */
export type RewindPlan =
  | { readonly kind: 'found'; readonly cursor: number; readonly steps: number }
  | { readonly kind: 'ask'; readonly state: GameState }
  | { readonly kind: 'none' };

/** The places in the history that undo can reach, oldest first, up to the current position: before each player move. */
export const undoStops = (game: Game): number[] => {
  const stops: number[] = [];
  for (let i = 0; i < game.cursor; i++) if (!moveAt(game, i).auto) stops.push(i);
  return stops;
};

/** Undo steps from the current position back to `cursor`: the player moves in between. */
export const undoStepsTo = (game: Game, cursor: number): number =>
  playerMovesBefore(game) - playerMovesBefore(game, cursor);

/**
 * The next step of the search for the newest earlier position known winnable, from what the solver has said so far
 * (`known`). Winnability only ever goes from won to lost along a game (a position before a winnable one can play into
 * it), so the answers split the history: everything before a won position is won, everything after a lost one is
 * lost, and the search halves what lies between. A position the solver could not decide is passed over: the
 * position returned is always proven winnable, possibly not the very newest.
 */
export const rewindPlan = (game: Game, known: (state: GameState) => SolveOutcome | undefined): RewindPlan => {
  const stops = undoStops(game);
  let lo = -1; // index in `stops` of the newest stop proven won
  let hi = stops.length; // index of the oldest stop proven lost
  const open: number[] = [];
  for (let k = 0; k < stops.length; k++) {
    const outcome = known(stateAt(game, stops[k]!));
    if (outcome === 'won') {
      lo = k;
      open.length = 0;
    } else if (outcome === 'lost') {
      hi = k;
      break;
    } else if (outcome === undefined) open.push(k);
  }
  const between = open.filter((k) => k > lo && k < hi);
  if (between.length > 0)
    return { kind: 'ask', state: stateAt(game, stops[between[Math.floor(between.length / 2)]!]!) };
  if (lo < 0) return { kind: 'none' };
  const cursor = stops[lo]!;
  return { kind: 'found', cursor, steps: undoStepsTo(game, cursor) };
};
