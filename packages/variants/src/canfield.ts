import type { VariantDefinition } from '@solitaire/engine';

/**
 * Canfield as PySolFC plays it (RULES.md D1-D5): a thirteen-card reserve, four piles that refill from it, and
 * foundations that start at the rank of the first card dealt and wrap from King to Ace.
 */
export const canfield: VariantDefinition = {
  id: 'canfield',
  nameKey: 'canfield',
  source: 'PySolFC',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: true, base: 'dealt', wrap: true },
  tableau: {
    count: 4,
    build: { direction: 'down', suit: 'alternateColour', wrap: true },
    moveUnit: 'cardOrPile',
    capacity: null,
    whenEmpty: 'anyCard',
    refillFromReserve: true,
    fans: false,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'rows', rows: ['up'] }, reserve: 13, afterDeal: [] },
  stock: { draw: 3 },
  redeal: { kind: 'turnWaste', limit: 'unlimited' },
  scoring: 'none',
  options: [
    { key: 'draw', choices: [3, 1] },
    { key: 'redeals', choices: ['unlimited', 2, 0] },
  ],
  ruleIds: {
    goal: ['D1'],
    foundationDeal: ['D1'],
    foundationBase: ['D1'],
    foundationBuild: ['D1'],
    playBack: ['D1'],
    reserve: ['D2'],
    tableauDeal: ['D2'],
    stockDeal: ['D2'],
    tableauBuild: ['D3'],
    moveUnit: ['D3'],
    emptyPile: ['D4'],
    waste: ['D5'],
    draw: ['D5'],
    redeal: ['D5'],
    options: ['D5'],
  },
};

/**
 * Rainbow as PySolFC plays it (RULES.md J1): Canfield with piles built down whatever the colour, one card drawn at
 * a time and no redeal.
 */
export const rainbow: VariantDefinition = {
  ...canfield,
  id: 'rainbow',
  nameKey: 'rainbow',
  tableau: { ...canfield.tableau, build: { direction: 'down', suit: 'any', wrap: true } },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 0 },
  options: [],
  ruleIds: {
    goal: ['D1'],
    foundationDeal: ['D1'],
    foundationBase: ['D1'],
    foundationBuild: ['D1'],
    playBack: ['D1'],
    reserve: ['D2'],
    tableauDeal: ['D2'],
    stockDeal: ['D2'],
    tableauBuild: ['J1'],
    moveUnit: ['J1', 'D3'],
    emptyPile: ['D4'],
    waste: ['J1'],
    draw: ['J1'],
    redeal: ['J1'],
  },
};
