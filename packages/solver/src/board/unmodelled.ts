import type { Rules } from '@solitaire/engine';

/**
 * The first rule of `rules` the solver's board does not model yet, or null when it models them all: the Spider
 * family's primitives (a deck in fewer suits, whose card ids pass the seven bits of a tableau byte; rows dealt from
 * the stock; one-suit runs; complete runs leaving whole) and those of Golf, Black Hole, Aces Up, Pyramid and
 * TriPeaks (one foundation up or down, discards and pairs, tables of overlapping cards, goals other than every card
 * home). Searching such a game as another would give wrong answers, so `solve` refuses it and the board will not be
 * built for it.
 */
export const unmodelledRule = (rules: Rules): string | null => {
  if ((rules.suits ?? 4) !== 4) return 'suits';
  if (rules.stock?.dealsTo === 'tableau') return 'stock.dealsTo';
  if (rules.tableau.moveUnit === 'suitedRun') return 'tableau.moveUnit';
  if (rules.foundations.completeRuns) return 'foundations.completeRuns';
  // Golf's and its cousins' primitives: one foundation up or down or a discard pile, discards, pairs, covered cards.
  if (rules.foundations.build === 'rankStep' || rules.foundations.build === 'discard') return 'foundations.build';
  if (rules.stock?.dealsTo === 'foundation') return 'stock.dealsTo';
  if (rules.discard) return 'discard';
  if (rules.tableau.spots) return 'tableau.spots';
  if (rules.tableau.build.direction === 'none') return 'tableau.build';
  if ((rules.goal ?? 'allCards') !== 'allCards') return 'goal';
  return null;
};
