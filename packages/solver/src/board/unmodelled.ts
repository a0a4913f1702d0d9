import type { Rules } from '@solitaire/engine';
import { singleFoundationMisfit } from './singleFoundationBoard.js';

/** Most piles the main board plays: the move generator keeps a set of piles in the bits of an int, below the sign. */
const MAX_BOARD_PILES = 31;

/**
 * The first rule of `rules` that the solver's main board (`SolverBoard`) does not model, or null when it models them
 * all: the primitives of Golf, Black Hole, Aces Up, Pyramid and TriPeaks (one foundation up or down, discards and
 * pairs, tables of overlapping cards, goals other than every card home), which the single-foundation search plays
 * instead; more piles than `MAX_BOARD_PILES`; and complete runs going up beside a redeal that shuffles the tableau
 * (the engine would send up the runs a shuffle completes, which the board's shuffle does not) or beside a reserve
 * that refills emptied piles (the engine refills before runs go up; no game has both, and no test holds the board to
 * it). Searching such a game as another would give wrong answers, so the board will not be built for it.
 */
export const boardMisfit = (rules: Rules): string | null => {
  if (rules.tableau.count > MAX_BOARD_PILES) return 'tableau.count';
  if (rules.foundations.build === 'rankStep' || rules.foundations.build === 'discard') return 'foundations.build';
  if (rules.stock?.dealsTo === 'foundation') return 'stock.dealsTo';
  if (rules.discard) return 'discard';
  if (rules.tableau.spots) return 'tableau.spots';
  if (rules.tableau.build.direction === 'none') return 'tableau.build';
  if ((rules.goal ?? 'allCards') !== 'allCards') return 'goal';
  if (!rules.foundations.completeRuns) return null;
  if (rules.redeal?.kind === 'shuffleTableau') return 'redeal.kind';
  if (rules.tableau.refillFromReserve) return 'tableau.refillFromReserve';
  return null;
};

/**
 * The first rule of `rules` that no search of the solver models, or null when one does: the single-foundation
 * search where its rules fit (`singleFoundationMisfit`), else the main board (`boardMisfit`). `solve` refuses the
 * rest.
 */
export const unmodelledRule = (rules: Rules): string | null =>
  singleFoundationMisfit(rules) === null ? null : boardMisfit(rules);
