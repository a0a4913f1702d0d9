import type { VariantDefinition } from '@solitaire/engine';

/**
 * Baker's Dozen as PySolFC plays it (RULES.md Z1-Z3): thirteen piles of four face-up cards with every King slid
 * to the bottom of its pile at the deal, built down regardless of suit one card at a time, never refilled.
 */
export const bakersDozen: VariantDefinition = {
  id: 'bakers-dozen',
  nameKey: 'bakersDozen',
  source: 'PySolFC',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: false },
  tableau: {
    count: 13,
    build: { direction: 'down', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: null,
    whenEmpty: 'never',
    fans: false,
  },
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up'] },
    reserve: 0,
    afterDeal: ['kingsToBottom'],
  },
  stock: null,
  redeal: null,
  scoring: 'none',
  options: [],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['Z1'],
    stockDeal: ['Z1'],
    dealAction: ['Z2'],
    tableauBuild: ['Z3'],
    moveUnit: ['Z3'],
    emptyPile: ['Z3'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};

/**
 * Portuguese Solitaire as PySolFC plays it (RULES.md P1): Baker's Dozen with the Kings left where the deal puts
 * them and a King allowed into an empty pile.
 */
export const portugueseSolitaire: VariantDefinition = {
  ...bakersDozen,
  id: 'portuguese-solitaire',
  nameKey: 'portugueseSolitaire',
  tableau: { ...bakersDozen.tableau, whenEmpty: 'kingOnly' },
  deal: { ...bakersDozen.deal, afterDeal: [] },
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['P1', 'Z1'],
    stockDeal: ['Z1'],
    tableauBuild: ['Z3'],
    moveUnit: ['Z3'],
    emptyPile: ['P1'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
    playBack: ['F3'],
  },
};
