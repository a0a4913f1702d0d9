import type { VariantDefinition } from '@solitaire/engine';

/**
 * Klondike, the original (RULES.md K1-K2): the staircase deal of 1 to 7 cards, Athena's building and stock.
 * Draw 1 and unlimited redeals by default; draw 3 and a redeal limit are options (Aisleriot's draw-1 game allows 2).
 */
export const klondike: VariantDefinition = {
  id: 'klondike',
  nameKey: 'klondike',
  source: 'PySolFC',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 7,
    build: { direction: 'down', suit: 'alternateColour', wrap: false },
    moveUnit: 'faceUpRun',
    capacity: null,
    whenEmpty: 'kingOnly',
    fans: false,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'staircase' }, reserve: 0, afterDeal: [] },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 'unlimited' },
  scoring: 'none',
  options: [
    { key: 'draw', choices: [1, 3] },
    { key: 'redeals', choices: ['unlimited', 2, 1, 0] },
  ],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['K1'],
    stockDeal: ['K1'],
    tableauBuild: ['K2', 'A3'],
    moveUnit: ['K2', 'A4'],
    autoFlip: ['K2', 'A5'],
    emptyPile: ['K2', 'A6'],
    waste: ['K2', 'A7'],
    draw: ['K2'],
    redeal: ['K2'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};
