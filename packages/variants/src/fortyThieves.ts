import type { VariantDefinition } from '@solitaire/engine';

/**
 * Forty Thieves as PySolFC plays it (RULES.md W1-W4): two decks, ten piles of four face-up cards built down in
 * suit, one card moved at a time, any card into an empty pile, and a single pass through the stock.
 */
export const fortyThieves: VariantDefinition = {
  id: 'forty-thieves',
  nameKey: 'fortyThieves',
  source: 'PySolFC',
  decks: 2,
  foundations: { count: 8, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 10,
    build: { direction: 'down', suit: 'sameSuit', wrap: false },
    moveUnit: 'topCard',
    capacity: null,
    whenEmpty: 'anyCard',
    fans: false,
  },
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up'] },
    reserve: 0,
    afterDeal: [],
  },
  stock: { draw: 1 },
  redeal: null,
  scoring: 'none',
  options: [],
  ruleIds: {
    goal: ['W2'],
    decks: ['W1'],
    tableauDeal: ['W1'],
    stockDeal: ['W1'],
    foundationBase: ['W2'],
    foundationBuild: ['W2', 'F2'],
    playBack: ['F3'],
    tableauBuild: ['W3'],
    moveUnit: ['W3'],
    emptyPile: ['W3'],
    waste: ['W4'],
    draw: ['W4'],
    redeal: ['W4'],
  },
};

/** Limited as PySolFC plays it (RULES.md V1): Forty Thieves dealt as twelve piles of three. */
export const limited: VariantDefinition = {
  ...fortyThieves,
  id: 'limited',
  nameKey: 'limited',
  tableau: { ...fortyThieves.tableau, count: 12 },
  deal: { ...fortyThieves.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up'] } },
  ruleIds: { ...fortyThieves.ruleIds, tableauDeal: ['V1'], stockDeal: ['V1'] },
};
