import type { VariantDefinition } from '@solitaire/engine';

/**
 * FreeCell as Microsoft's Windows game plays it (RULES.md C1-C5): eight piles dealt face up, four free cells, runs
 * carried through the cells and empty piles, and Microsoft's deal numbers, so game 11982 is the one everyone knows.
 */
export const freeCell: VariantDefinition = {
  id: 'freecell',
  nameKey: 'freeCell',
  source: 'Microsoft',
  decks: 1,
  foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: false },
  tableau: {
    count: 8,
    build: { direction: 'down', suit: 'alternateColour', wrap: false },
    moveUnit: 'carriedRun',
    capacity: null,
    whenEmpty: 'anyCard',
    fans: false,
  },
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up', 'up', 'up', 'up'] },
    reserve: 0,
    afterDeal: [],
  },
  cells: { count: 4, dealt: 0 },
  dealNumbering: 'microsoft',
  stock: null,
  redeal: null,
  scoring: 'none',
  options: [],
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['C1'],
    stockDeal: ['C1'],
    cells: ['C2'],
    tableauBuild: ['C3'],
    emptyPile: ['C3'],
    moveUnit: ['C4'],
    dealNumbering: ['C5'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
  },
};

/** Baker's Game as PySolFC plays it (RULES.md G1): FreeCell with piles and carried runs in one suit. */
export const bakersGame: VariantDefinition = {
  ...freeCell,
  id: 'bakers-game',
  nameKey: 'bakersGame',
  source: 'PySolFC',
  tableau: { ...freeCell.tableau, build: { direction: 'down', suit: 'sameSuit', wrap: false } },
  ruleIds: { ...freeCell.ruleIds, tableauBuild: ['G1'], moveUnit: ['G1', 'C4'], dealNumbering: ['G1', 'C5'] },
};

/**
 * Eight Off as PySolFC plays it (RULES.md E1-E2): eight piles of six, eight cells of which the deal fills four, piles
 * built down in suit, Kings alone fill an empty pile.
 */
export const eightOff: VariantDefinition = {
  ...freeCell,
  id: 'eight-off',
  nameKey: 'eightOff',
  source: 'PySolFC',
  tableau: {
    ...freeCell.tableau,
    build: { direction: 'down', suit: 'sameSuit', wrap: false },
    whenEmpty: 'kingOnly',
  },
  deal: { ...freeCell.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up', 'up', 'up'] } },
  cells: { count: 8, dealt: 4 },
  dealNumbering: 'seeded',
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['E1'],
    stockDeal: ['E1'],
    cells: ['E1', 'C2'],
    tableauBuild: ['E2'],
    emptyPile: ['E2'],
    moveUnit: ['E2', 'C4'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
  },
};

/**
 * Seahaven Towers as PySolFC plays it (RULES.md H1-H2): ten piles of five, four cells of which the deal fills two,
 * piles built down in suit, Kings alone fill an empty pile.
 */
export const seahavenTowers: VariantDefinition = {
  ...eightOff,
  id: 'seahaven-towers',
  nameKey: 'seahavenTowers',
  tableau: { ...eightOff.tableau, count: 10 },
  deal: { ...freeCell.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up', 'up'] } },
  cells: { count: 4, dealt: 2 },
  ruleIds: {
    goal: ['F1'],
    tableauDeal: ['H1'],
    stockDeal: ['H1'],
    cells: ['H1', 'C2'],
    tableauBuild: ['H2'],
    emptyPile: ['H2'],
    moveUnit: ['H2', 'E2', 'C4'],
    foundationBase: ['F1'],
    foundationBuild: ['F2'],
  },
};
