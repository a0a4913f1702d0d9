import type { VariantDefinition } from '@solitaire/engine';

/**
 * Aces Up (RULES.md O6-O8): four piles of one card, the stock dealing one card onto each; a top card is discarded
 * while a higher card of its suit, Ace high, tops another pile; any top card goes to an empty pile; won when only the
 * four Aces are left.
 */
export const acesUp: VariantDefinition = {
  id: 'aces-up',
  nameKey: 'acesUp',
  source: 'PySolFC',
  decks: 1,
  foundations: { count: 1, build: 'discard', playBack: false, baseFixed: true },
  tableau: {
    count: 4,
    build: { direction: 'none', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: null,
    whenEmpty: 'anyCard',
    fans: false,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'rows', rows: ['up'] }, reserve: 0, afterDeal: [] },
  stock: { draw: 1, dealsTo: 'tableau' },
  redeal: null,
  scoring: 'none',
  discard: { by: 'higherOfSuit' },
  goal: 'acesLeft',
  options: [],
  ruleIds: {
    decks: ['O6'],
    tableauDeal: ['O6'],
    stockDeal: ['O6'],
    draw: ['O6'],
    discard: ['O7'],
    foundationBuild: ['O7'],
    playBack: ['O7'],
    tableauBuild: ['O8'],
    emptyPile: ['O8'],
    moveUnit: ['O8'],
    goal: ['O8'],
  },
};
