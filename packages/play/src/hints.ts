import { type Game, type GameState, type Move, type Rules, legalMoves, positionKey, stateAt } from '@solitaire/engine';

// Keys of immutable positions never change: each is worked out once, however often the history is read again.
const keys = new WeakMap<GameState, string>();
const keyOf = (state: GameState): string => {
  let k = keys.get(state);
  if (k === undefined) keys.set(state, (k = positionKey(state)));
  return k;
};

/** The keys of every position of a game's history, undone ones included: where hints must not lead back to. */
export const positionsSeen = (game: Game): ReadonlySet<string> => {
  const seen = new Set<string>();
  for (let i = 0; i <= game.length; i++) seen.add(keyOf(stateAt(game, i)));
  return seen;
};

// Moving a whole pile onto an empty pile only renames it: it changes nothing a player could want.
const isPileSwap = (state: GameState, m: Move): boolean =>
  m.kind === 'move' &&
  m.from.zone === 'tableau' &&
  m.to.zone === 'tableau' &&
  state.tableau[m.from.index]!.length === m.count &&
  state.tableau[m.to.index]!.length === 0;

/** A legal move that changes the position (any but a whole pile onto an empty one), or null when there is none. */
export const changingMove = (rules: Rules, state: GameState): Move | null =>
  legalMoves(rules, state).find((m) => !isPileSwap(state, m)) ?? null;
