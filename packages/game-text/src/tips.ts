import { type RuleAspect, type Rules, UNLIMITED } from '@solitaire/engine';
import type { Clause } from './describe.js';

/**
 * What the layout adds to the definition for tips: whether face-up cards lie covered, whether there is a reserve,
 * how many cards the stock holds, whether a table of overlapping cards hides some face down.
 */
export interface TipFacts {
  coveredRows: boolean;
  reserve: boolean;
  stock: number;
  faceDownTable: boolean;
}

/** The usual number of free cells; a game with more plays differently enough to say so. */
const FREECELL_CELLS = 4;

/** Rows dealt at most this deep make every pile a short way from empty. */
const SHALLOW_ROWS = 3;

/**
 * Strategy tips for a game, each drawn from a rule primitive it uses (two decks, a reserve, play-back, closed empty
 * piles, capacity, wrap, Kings moved at the deal, shuffling redeals...), with the ids of the rule it is about.
 */
export const tipsOf = (def: Rules, ids: (...aspects: RuleAspect[]) => string[], facts: TipFacts): Clause[] => {
  const t = def.tableau;
  const fans = t.fans;
  const tips: Clause[] = [];
  const tip = (key: string, ruleIds: string[], args: Clause['args'] = {}) => tips.push({ ruleIds, key, args });
  if (facts.coveredRows) tip('tips.coveredFaceUp', ids('coveredFaceUp'));
  // Piles dealt with more face-down cards than others: a staircase, or piles of their own sizes (Spider's 6 and 5).
  const pattern = def.deal.tableau;
  const unevenDown = pattern.kind === 'piles' && new Set(pattern.faceDown).size > 1;
  if (pattern.kind === 'staircase' || unevenDown) tip('tips.deepPiles', ids('tableauDeal'));
  if (def.deal.acesToFoundations) tip('tips.acesUp', ids('foundationDeal'));
  if (def.deal.afterDeal.includes('kingsToBottom')) tip('tips.kingsToBottom', ids('dealAction'), { fans });
  if (t.whenEmpty === 'kingOnly') tip('tips.kingOnly', ids('emptyPile'), { moveUnit: t.moveUnit, fans });
  // Where no card is ever placed on a pile, emptying one loses nothing: clearing the piles is the point.
  const noBuild = t.build.direction === 'none';
  if (t.whenEmpty === 'never' && !noBuild) tip('tips.never', ids('emptyPile'), { fans });
  // Where single cards move and any card may fill a space, an empty pile is the only place to park one.
  if (t.whenEmpty === 'anyCard' && t.moveUnit === 'topCard' && !def.cells)
    tip('tips.openSpace', ids('emptyPile', 'moveUnit'), { fans });
  // Piles dealt shallow and open to any card: emptying one is a plan from the first move, not a late luxury.
  const rows = def.deal.tableau.kind === 'rows' ? def.deal.tableau.rows.length : null;
  const openShallow = t.whenEmpty === 'anyCard' && !fans && !def.cells && !t.refillFromReserve && !noBuild;
  if (rows !== null && rows <= SHALLOW_ROWS && openShallow)
    tip('tips.shallowPiles', ids('tableauDeal', 'emptyPile'), { depth: rows });
  // A lower card of its suit buried under a card blocks that suit where runs cannot lift it by colour alone.
  if (t.moveUnit !== 'faceUpRun' && t.build.suit === 'sameSuit' && t.build.direction === 'down')
    tip('tips.suitBlock', ids('tableauBuild'), { fans });
  if (t.build.direction === 'upOrDown' && t.moveUnit === 'topCard') tip('tips.upOrDown', ids('tableauBuild'), { fans });
  if (t.capacity !== null && !t.spots) tip('tips.capacity', ids('capacity'), { fans });
  if (t.build.wrap) tip('tips.wrap', ids('tableauBuild'));
  if (facts.reserve) tip('tips.reserve', ids('reserve'));
  // The one foundation built up or down has no last card to keep back; its tips are about chains and the stock.
  const step = def.foundations.build === 'rankStep';
  if (def.foundations.base === 'dealt' && !step) tip('tips.baseRank', ids('foundationBase'));
  const ends = def.foundations.wrap ? 'wrap' : def.foundations.kingStops ? 'kingStops' : 'queen';
  if (step) tip('tips.chain', ids('foundationBuild'), { wrap: ends });
  if (def.stock?.dealsTo === 'foundation') tip('tips.stockTurn', ids('draw'), { stock: facts.stock });
  if (facts.faceDownTable) tip('tips.uncover', ids('table'));
  if (def.discard?.by === 'higherOfSuit') tip('tips.higherOfSuit', ids('discard'));
  if (def.discard?.by === 'rankSum') tip('tips.pairs', ids('discard'), { waste: def.stock !== null });
  if (facts.reserve && t.refillFromReserve) tip('tips.reserveRefill', ids('emptyPile'));
  if (t.moveUnit === 'faceUpGroup') tip('tips.faceUpGroup', ids('moveUnit'));
  if (def.cells) tip('tips.cells', ids('cells', 'moveUnit'), { emptyPiles: t.whenEmpty === 'anyCard' });
  if (def.cells && def.cells.count > FREECELL_CELLS) tip('tips.manyCells', ids('cells'), { cells: def.cells.count });
  if (def.cells && def.cells.dealt > 0) tip('tips.cellsDealt', ids('cells'), { dealt: def.cells.dealt });
  // Runs that move only in one suit: building across suits is allowed but leaves a run that no longer moves whole.
  if (t.moveUnit === 'suitedRun' && t.build.suit !== 'sameSuit') tip('tips.oneSuitRuns', ids('moveUnit'));
  if (def.foundations.completeRuns) tip('tips.completeRuns', ids('foundationBuild'));
  if (def.decks > 1) tip('tips.twoDecks', ids('decks'), { copies: (def.decks * 4) / (def.suits ?? 4) });
  const toTableau = def.stock?.dealsTo === 'tableau';
  if (toTableau)
    tip('tips.rowDeal', ids('draw'), {
      needsEveryPile: def.stock?.needsEveryPile === true,
      rows: Math.floor(facts.stock / t.count),
      rest: facts.stock % t.count,
      discards: def.discard !== undefined,
    });
  if (def.stock && def.stock.draw > 1) tip('tips.draw', ids('draw'), { draw: def.stock.draw });
  // One pass through the stock, whether the game has no redeal at all or a redeal limit of none (a stock dealt onto
  // the piles has no waste to pass through).
  const onePass =
    def.stock &&
    !toTableau &&
    def.stock.dealsTo !== 'foundation' &&
    (!def.redeal || (def.redeal.kind === 'turnWaste' && def.redeal.limit === 0));
  if (def.redeal?.kind === 'turnWaste' && def.redeal.limit !== UNLIMITED && !onePass) tip('tips.passes', ids('redeal'));
  if (onePass) tip('tips.singlePass', ids('redeal', 'waste'));
  if (def.redeal?.kind === 'shuffleTableau' && def.redeal.limit !== 0) tip('tips.shuffle', ids('redeal'), { fans });
  if (def.foundations.playBack)
    tip('tips.playBack', ids('playBack'), { fans, scored: def.scoring === 'foundationCards' });
  return tips;
};
