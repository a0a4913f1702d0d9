import type { VariantDefinition } from '@solitaire/engine';

/**
 * Athena as the online rules page has it (seeds 004 and 000): Klondike's building with a deal of four
 * alternating rows, three cards a draw and no limit on redeals. No score is kept by that page.
 */
export const athena: VariantDefinition = {
  id: 'athena',
  nameKey: 'athena',
  source: 'online rules page',
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
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] },
    reserve: 0,
    afterDeal: [],
  },
  stock: { draw: 3 },
  redeal: { kind: 'turnWaste', limit: 'unlimited' },
  scoring: 'none',
  options: [
    { key: 'draw', choices: [3, 1] },
    { key: 'redeals', choices: ['unlimited', 2, 1, 0] },
  ],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['A1'],
    stockDeal: ['A1'],
    coveredFaceUp: ['A2'],
    tableauBuild: ['A3'],
    moveUnit: ['A4'],
    autoFlip: ['A5'],
    emptyPile: ['A6'],
    waste: ['A7'],
    draw: ['A8'],
    redeal: ['A8'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};

/**
 * Athena as GNOME Aisleriot plays it (seeds 001 and 002): one card a draw, three passes through the stock,
 * one point a card on the foundations.
 */
export const athenaAisleriot: VariantDefinition = {
  ...athena,
  id: 'athena-aisleriot',
  nameKey: 'athenaAisleriot',
  source: 'GNOME Aisleriot',
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 2 },
  scoring: 'foundationCards',
  options: [
    { key: 'draw', choices: [1, 3] },
    { key: 'redeals', choices: [2, 'unlimited', 1, 0] },
  ],
  ruleIds: {
    ...athena.ruleIds,
    draw: ['A9'],
    redeal: ['A9'],
    scoring: ['A10'],
    foundationShortcut: ['A10'],
  },
};
