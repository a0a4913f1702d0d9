import type { VariantDefinition } from '@solitaire/engine';

/**
 * Shamrocks as the online rules page has it (seed 003; PySolFC calls it "Shamrocks II"): eighteen fans,
 * Kings slid to the bottom at the deal, build up or down regardless of suit, three cards a fan at most.
 */
export const shamrocks: VariantDefinition = {
  id: 'shamrocks',
  nameKey: 'shamrocks',
  source: 'online rules page',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 18,
    build: { direction: 'upOrDown', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: 3,
    whenEmpty: 'never',
    fans: true,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'fans', size: 3 }, reserve: 0, afterDeal: ['kingsToBottom'] },
  stock: null,
  redeal: null,
  scoring: 'none',
  options: [{ key: 'kingsToBottom', choices: [true, false] }],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['S1'],
    stockDeal: ['S1'],
    dealAction: ['S2'],
    options: ['S8'],
    moveUnit: ['S3'],
    tableauBuild: ['S4'],
    capacity: ['S5'],
    emptyPile: ['S6'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['S7', 'F3'],
  },
};
