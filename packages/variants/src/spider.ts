import type { VariantDefinition } from '@solitaire/engine';

/**
 * Spider as Microsoft and PySolFC play it (RULES.md U1-U7): 104 cards on ten piles of six and five, built down
 * regardless of suit, moved in runs of one suit, a row dealt from the stock onto every pile while none is empty,
 * each complete King-to-Ace run of one suit leaving for a foundation by itself. Four suits by default; two or one
 * are options, as in both sources.
 */
export const spider: VariantDefinition = {
  id: 'spider',
  nameKey: 'spider',
  source: 'Microsoft',
  decks: 2,
  foundations: { count: 8, build: 'sameSuit', playBack: false, baseFixed: true, completeRuns: true },
  tableau: {
    count: 10,
    build: { direction: 'down', suit: 'any', wrap: false },
    moveUnit: 'suitedRun',
    capacity: null,
    whenEmpty: 'anyCard',
    fans: false,
  },
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'piles', sizes: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], faceDown: [5, 5, 5, 5, 4, 4, 4, 4, 4, 4] },
    reserve: 0,
    afterDeal: [],
  },
  stock: { draw: 1, dealsTo: 'tableau', needsEveryPile: true },
  redeal: null,
  // Microsoft's score: 500 to start, a point off per move, 100 per complete run (RULES.md U8).
  scoring: 'runBonus',
  options: [{ key: 'suits', choices: [1, 2, 4] }],
  ruleIds: {
    decks: ['U1'],
    options: ['U1'],
    tableauDeal: ['U2'],
    stockDeal: ['U2'],
    tableauBuild: ['U3'],
    emptyPile: ['U3'],
    moveUnit: ['U4'],
    autoFlip: ['U4'],
    draw: ['U5'],
    foundationBase: ['U6'],
    foundationBuild: ['U6'],
    playBack: ['U6'],
    goal: ['U7'],
    scoring: ['U8'],
  },
};

/**
 * Spiderette as PySolFC plays it (RULES.md X1): Spider's rules with one deck, Klondike's seven piles and four
 * foundations.
 */
export const spiderette: VariantDefinition = {
  ...spider,
  id: 'spiderette',
  nameKey: 'spiderette',
  source: 'PySolFC',
  decks: 1,
  foundations: { ...spider.foundations, count: 4 },
  tableau: { ...spider.tableau, count: 7 },
  deal: { ...spider.deal, tableau: { kind: 'staircase' } },
  scoring: 'none',
  options: [],
  ruleIds: {
    decks: ['X1'],
    tableauDeal: ['X1', 'K1'],
    stockDeal: ['X1'],
    tableauBuild: ['U3'],
    emptyPile: ['U3'],
    moveUnit: ['U4'],
    autoFlip: ['U4'],
    draw: ['X1', 'U5'],
    foundationBase: ['U6'],
    foundationBuild: ['U6'],
    playBack: ['U6'],
    goal: ['X1'],
  },
};

/** Will o' the Wisp as PySolFC plays it (RULES.md X2): Spiderette dealt as seven piles of three, the top one up. */
export const willOTheWisp: VariantDefinition = {
  ...spiderette,
  id: 'will-o-the-wisp',
  nameKey: 'willOTheWisp',
  deal: { ...spiderette.deal, tableau: { kind: 'rows', rows: ['down', 'down', 'up'] } },
  ruleIds: { ...spiderette.ruleIds, tableauDeal: ['X2'], stockDeal: ['X2'] },
};

/**
 * Simple Simon as PySolFC plays it (RULES.md X3): Spider's building, runs and foundations with one deck dealt face
 * up on ten piles of 8, 8, 8, 7 down to 1, and no stock.
 */
export const simpleSimon: VariantDefinition = {
  ...spiderette,
  id: 'simple-simon',
  nameKey: 'simpleSimon',
  tableau: { ...spiderette.tableau, count: 10 },
  deal: {
    ...spiderette.deal,
    tableau: { kind: 'piles', sizes: [8, 8, 8, 7, 6, 5, 4, 3, 2, 1], faceDown: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  },
  stock: null,
  ruleIds: {
    decks: ['X3'],
    tableauDeal: ['X3'],
    stockDeal: ['X3'],
    tableauBuild: ['U3'],
    emptyPile: ['U3'],
    moveUnit: ['U4'],
    foundationBase: ['U6'],
    foundationBuild: ['U6'],
    playBack: ['U6'],
    goal: ['X3'],
  },
};

/**
 * Scorpion as PySolFC plays it (RULES.md X4-X6): seven piles of seven, three face-down cards in the first four,
 * built down in suit with Yukon's groups and Kings alone into empty piles; the last three cards dealt onto the
 * first three piles when the player asks; complete runs leave as in Spider.
 */
export const scorpion: VariantDefinition = {
  ...spiderette,
  id: 'scorpion',
  nameKey: 'scorpion',
  tableau: {
    ...spiderette.tableau,
    build: { direction: 'down', suit: 'sameSuit', wrap: false },
    moveUnit: 'faceUpGroup',
    whenEmpty: 'kingOnly',
  },
  deal: {
    ...spiderette.deal,
    tableau: { kind: 'piles', sizes: [7, 7, 7, 7, 7, 7, 7], faceDown: [3, 3, 3, 3, 0, 0, 0] },
  },
  stock: { draw: 1, dealsTo: 'tableau' },
  ruleIds: {
    decks: ['X4'],
    tableauDeal: ['X4'],
    stockDeal: ['X4'],
    tableauBuild: ['X5'],
    moveUnit: ['X5'],
    autoFlip: ['X5'],
    emptyPile: ['X5'],
    draw: ['X6'],
    foundationBase: ['X6', 'U6'],
    foundationBuild: ['U6'],
    playBack: ['U6'],
    goal: ['X6'],
  },
};

/** The Spider family, defined and played by the property suites; their words and front ends are still to come. */
export const spiderFamily: readonly VariantDefinition[] = [spider, spiderette, willOTheWisp, simpleSimon, scorpion];
