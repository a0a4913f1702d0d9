import { type GameState, type Move, type Rules, legalMoves, pileAt } from '@solitaire/engine';

// A whole pile moved onto an empty pile only renames it.
const isPileSwap = (state: GameState, m: Move): boolean =>
  m.kind === 'move' && m.to.zone === 'tableau' && pileAt(state, m.to)!.length === 0
  && m.from.zone === 'tableau' && pileAt(state, m.from)!.length === m.count;

/** Whether a move leaves a face-down card on top of its source pile, so that it turns up. */
const turnsCardUp = (state: GameState, m: Move): boolean => {
  if (m.kind !== 'move' || (m.from.zone !== 'tableau' && m.from.zone !== 'reserve')) return false;
  const from = pileAt(state, m.from)!;
  const under = from[from.length - m.count - 1];
  return under !== undefined && !under.up;
};

/**
 * A suggested move, by a simple heuristic (not a search): a card to a foundation, else a move that turns a
 * face-down card up, else a deal from the stock (or turning the waste over), else any other move that changes
 * something, else a shuffling redeal.
 * Cards are never suggested back off a foundation. Null when nothing is legal.
 */
export const suggestMove = (rules: Rules, state: GameState): Move | null => {
  const legal = legalMoves(rules, state).filter((m) => !(m.kind === 'move' && m.from.zone === 'foundation'));
  return (
    legal.find((m) => m.kind === 'move' && m.to.zone === 'foundation')
    ?? legal.find((m) => turnsCardUp(state, m))
    ?? legal.find((m) => m.kind === 'draw' || (m.kind === 'redeal' && rules.redeal?.kind === 'turnWaste'))
    ?? legal.find((m) => m.kind === 'move' && !isPileSwap(state, m))
    // Shuffling the tableau again spends a scarce redeal: only when nothing else is left.
    ?? legal.find((m) => m.kind === 'redeal')
    ?? null
  );
};
