/** Move kinds of the solver's internal moves (packed in an int32 with the fields below): a tableau unit moved. */
export const MOVE_TABLEAU_TO_TABLEAU = 0;
/** A tableau top sent up. */
export const MOVE_TABLEAU_TO_FOUNDATION = 1;
/** A waste card sent up, after the draws (and the turn of the waste) that show it. */
export const MOVE_WASTE_TO_FOUNDATION = 2;
/** A waste card to the tableau, the same way. */
export const MOVE_WASTE_TO_TABLEAU = 3;
/** The reserve's top sent up. */
export const MOVE_RESERVE_TO_FOUNDATION = 4;
/** The reserve's top to the tableau. */
export const MOVE_RESERVE_TO_TABLEAU = 5;
/** A foundation's top played back to the tableau. */
export const MOVE_FOUNDATION_TO_TABLEAU = 6;
/** A redeal that gathers and shuffles the tableau. */
export const MOVE_SHUFFLE = 7;
/** Single stock steps; the search folds them into waste moves, the faithfulness tests use them as they are. */
export const MOVE_DRAW = 8,
  MOVE_REDEAL = 9;
/**
 * A compound move: the `count` cards above a run card of pile `from` go onto pile `to`, then the uncovered card
 * goes to foundation `uncoveredCardTo(m)`; applied as its two plain moves.
 */
export const MOVE_UNCOVER_TO_FOUNDATION = 10;
/** A tableau top put into free cell `to` (the search names the first empty one: empty cells are interchangeable). */
export const MOVE_TABLEAU_TO_CELL = 11;
/** Free cell `from`'s card onto tableau pile `to`. */
export const MOVE_CELL_TO_TABLEAU = 12;
/** Free cell `from`'s card sent up to foundation `to`. */
export const MOVE_CELL_TO_FOUNDATION = 13;
/**
 * Free cell `from`'s card into empty cell `to`: legal, but it only renames the cells, so the search never lists it
 * (the position is the same set of cells); the faithfulness tests and random playouts play it.
 */
export const MOVE_CELL_TO_CELL = 14;
/**
 * The stock deals one card face up onto each pile from the first while it lasts (`stock.dealsTo: 'tableau'`); `count`
 * is unused, the board notes how many it dealt.
 */
export const MOVE_DEAL_ROW = 15;

// A packed move is an int32, so the search's move stack is a flat typed array with no object per move: kind in
// bits 0-3, `from` in 4-11, `to` in 12-19, `count` in 20-27, `extra` in 28-30. The shifts and masks are written
// out in these helpers and nowhere else: V8 does not fold module-level constants into them, and random playouts,
// which do little else, slowed down with named ones.

/** Packs an internal move; `extra` is the redeal flag of a waste move or the foundation of a compound move. */
export const packMove = (kind: number, from: number, to: number, count = 0, extra = 0): number =>
  kind | (from << 4) | (to << 12) | (count << 20) | (extra << 28);
/** The kind of a packed move (one of the `MK_` constants). */
export const moveKind = (m: number): number => m & 0xf;
/**
 * Where a move comes from: source pile, foundation or cell, or for a waste move the waste length that shows its card.
 */
export const moveFrom = (m: number): number => (m >>> 4) & 0xff;
/** Where a move goes: target pile, foundation or cell. */
export const moveTo = (m: number): number => (m >>> 12) & 0xff;
/** How many cards a tableau-to-tableau or compound move takes. */
export const moveCount = (m: number): number => (m >>> 20) & 0xff;
/** Whether a waste move turns the waste over first (the card is only reached on the next pass). */
export const viaRedeal = (m: number): boolean => ((m >>> 28) & 1) !== 0;
/** The foundation a compound move (`MOVE_UNCOVER_TO_FOUNDATION`) sends the uncovered card to. */
export const uncoveredCardTo = (m: number): number => (m >>> 28) & 0x7;
