import { type GameState, type Move, type Rules, legalMoves, pileAt, tableauRefusal } from '@solitaire/engine';

type CardMove = Extract<Move, { kind: 'move' }>;

const isCardMove = (m: Move): m is CardMove => m.kind === 'move';

// The card the moving unit leaves on top of its source, if any.
const leftBehind = (state: GameState, m: CardMove) => {
  const pile = pileAt(state, m.from)!;
  return pile[pile.length - m.count - 1];
};

/** Whether a move turns a face-down card up (the card under the unit is face down). */
export const uncoversCard = (state: GameState, m: CardMove): boolean => leftBehind(state, m)?.up === false;

// A unit already sitting on a card it builds on gains nothing by moving sideways, and a whole pile moved onto an
// empty pile only renames it: such moves would make hints go round in circles.
const isSideways = (rules: Rules, state: GameState, m: CardMove): boolean => {
  if (m.from.zone !== 'tableau' || m.to.zone !== 'tableau') return false;
  const below = leftBehind(state, m);
  const pile = pileAt(state, m.from)!;
  if (!below) return pileAt(state, m.to)!.length === 0;
  return below.up && tableauRefusal(rules, below.card, pile[pile.length - m.count]!.card) === null;
};

/**
 * A move worth suggesting, or null: a card to a foundation first, then a move that turns a card up, then a play from
 * the waste or reserve (which shows the card under it), then a draw or redeal, then any other move that changes
 * something. Cards are never suggested back off the foundations.
 */
export const hintMove = (rules: Rules, state: GameState): Move | null => {
  const legal = legalMoves(rules, state);
  const cardMoves = legal.filter(isCardMove).filter((m) => m.from.zone !== 'foundation');
  return cardMoves.find((m) => m.to.zone === 'foundation')
    ?? cardMoves.find((m) => uncoversCard(state, m))
    ?? cardMoves.find((m) => m.from.zone === 'waste' || m.from.zone === 'reserve')
    ?? legal.find((m) => m.kind === 'draw')
    ?? legal.find((m) => m.kind === 'redeal')
    ?? cardMoves.find((m) => !isSideways(rules, state, m))
    ?? null;
};
