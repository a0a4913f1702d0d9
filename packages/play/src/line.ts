import {
  type Card,
  type GameState,
  type Move,
  type Rules,
  applyMove,
  isWon,
  pileAt,
  statesEqual,
} from '@solitaire/engine';

/**
 * A win the solver proved: the moves from `states[0]`, and the position after each (`states[i + 1]` after
 * `moves[i]`).
 */
export interface WinningLine {
  readonly states: readonly GameState[];
  readonly moves: readonly Move[];
}

/** The card at the base of the unit a move picks up in `state`, or null for stock actions and empty piles. */
export const movedCard = (state: GameState, move: Move): Card | null => {
  if (move.kind !== 'move') return null;
  const pile = pileAt(state, move.from);
  return pile?.[pile.length - move.count]?.card ?? null;
};

const onFoundation = (state: GameState, card: Card): boolean =>
  state.foundations.some((f) => f.some((c) => c.card === card));

/**
 * A line from `moves` replayed from `state` through the engine: null unless every move is legal and the last
 * position is won, so a line that is kept is always a real win.
 */
export const lineFrom = (rules: Rules, state: GameState, moves: readonly Move[]): WinningLine | null => {
  const states: GameState[] = [state];
  let s = state;
  for (const m of moves) {
    const r = applyMove(rules, s, m);
    if (!r.ok) return null;
    s = r.value;
    states.push(s);
  }
  return isWon(rules, s) ? { states, moves } : null;
};

/** The next move of a line (null once it is played out). */
export const nextLineMove = (line: WinningLine): Move | null => line.moves[0] ?? null;

const sameMove = (a: Move, b: Move): boolean =>
  a.kind === b.kind &&
  (a.kind !== 'move' ||
    (b.kind === 'move' &&
      a.count === b.count &&
      a.from.zone === b.from.zone &&
      a.from.index === b.from.index &&
      a.to.zone === b.to.zone &&
      a.to.index === b.to.index));

/**
 * The line still to play once `played` was played and the game reached `state` (automatic moves to the foundations
 * included): the rest of the line when `played` was its next move, without the foundation moves the automatic ones
 * already made; the line from `state` when the player came back onto it by another way; null when the player left it
 * (a new line must then be searched). What comes back is replayed through the engine, so it is always a win.
 */
export const followLine = (rules: Rules, line: WinningLine, played: Move, state: GameState): WinningLine | null => {
  // Back on a position of the line (a move of the line played without automatic moves, or the same position
  // reached another way): the rest of the line holds as it is.
  for (let i = 0; i < line.states.length; i++) {
    if (statesEqual(line.states[i]!, state)) return { states: line.states.slice(i), moves: line.moves.slice(i) };
  }
  const next = nextLineMove(line);
  if (next === null || !sameMove(next, played)) return null;
  // The automatic moves took some cards up earlier than the line does: those of its moves are dropped, and every
  // other one must move the very card the line moves.
  const rest: Move[] = [];
  let s = state;
  for (let i = 1; i < line.moves.length; i++) {
    const m = line.moves[i]!;
    const card = movedCard(line.states[i]!, m);
    if (card !== null && m.kind === 'move' && m.to.zone === 'foundation' && onFoundation(s, card)) continue;
    if (movedCard(s, m) !== card) return null;
    const r = applyMove(rules, s, m);
    if (!r.ok) return null;
    s = r.value;
    rest.push(m);
  }
  return lineFrom(rules, state, rest);
};
