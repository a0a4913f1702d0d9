import type { TableSpot, VariantDefinition } from '@solitaire/engine';

/**
 * Golf as PySolFC plays it (RULES.md O1-O3): seven piles of five face up, one foundation started by the first card
 * dealt and built one rank up or down whatever the suit, a Queen on a King but nothing round the corner; the stock
 * turned onto it one card at a time, once; won when the piles are cleared.
 */
export const golf: VariantDefinition = {
  id: 'golf',
  nameKey: 'golf',
  source: 'PySolFC',
  decks: 1,
  foundations: { count: 1, build: 'rankStep', playBack: false, baseFixed: true, base: 'dealt', wrap: false },
  tableau: {
    count: 7,
    build: { direction: 'none', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: null,
    whenEmpty: 'never',
    fans: false,
  },
  deal: {
    acesToFoundations: false,
    tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up', 'up'] },
    reserve: 0,
    afterDeal: [],
  },
  stock: { draw: 1, dealsTo: 'foundation' },
  redeal: null,
  scoring: 'none',
  goal: 'tableauCleared',
  // What goes on a King is where the published Golf rules part ways: PySolFC's Golf, Dead King and Relaxed Golf.
  options: [{ key: 'onKing', choices: ['queen', 'nothing', 'ace'] }],
  ruleIds: {
    decks: ['O1'],
    tableauDeal: ['O1'],
    foundationDeal: ['O1'],
    stockDeal: ['O1'],
    tableauBuild: ['O1'],
    emptyPile: ['O1'],
    moveUnit: ['O1'],
    foundationBase: ['O2'],
    foundationBuild: ['O2'],
    playBack: ['O2'],
    options: ['O2'],
    draw: ['O3'],
    redeal: ['O3'],
    goal: ['O3'],
  },
};

/**
 * Black Hole as PySolFC plays it (RULES.md O4-O5): the A♠ starts the one foundation, the other 51 cards lie face up
 * in seventeen fans of three; any fan's top card goes onto the foundation one rank up or down, King and Ace next to
 * each other; no stock.
 */
export const blackHole: VariantDefinition = {
  ...golf,
  id: 'black-hole',
  nameKey: 'blackHole',
  foundations: { count: 1, build: 'rankStep', playBack: false, baseFixed: true, wrap: true, startCard: 'AS' },
  tableau: { ...golf.tableau, count: 17, fans: true },
  deal: { ...golf.deal, tableau: { kind: 'fans', size: 3 } },
  stock: null,
  goal: undefined,
  options: [],
  ruleIds: {
    decks: ['O4'],
    foundationDeal: ['O4'],
    tableauDeal: ['O4'],
    tableauBuild: ['O4'],
    emptyPile: ['O4'],
    moveUnit: ['O4'],
    foundationBase: ['O5'],
    foundationBuild: ['O5'],
    playBack: ['O5'],
    goal: ['O5'],
  },
};

// Three peaks over a row of ten, in half-card units: peak p's rows of 1, 2 and 3 cards, then the bottom row.
const peakSpots: readonly TableSpot[] = [
  ...[0, 1, 2].map((p) => ({ row: 0, column: 6 * p + 3 })),
  ...[0, 1, 2].flatMap((p) => [2, 4].map((c) => ({ row: 1, column: 6 * p + c }))),
  ...[0, 1, 2].flatMap((p) => [1, 3, 5].map((c) => ({ row: 2, column: 6 * p + c }))),
  ...Array.from({ length: 10 }, (_, k) => ({ row: 3, column: 2 * k })),
];

/**
 * TriPeaks as PySolFC plays it (RULES.md Q5-Q7): 28 cards in three peaks, face down but for the bottom row of ten,
 * each card turning up once the two covering it are gone; free cards go onto the one foundation one rank up or down,
 * King and Ace next to each other; the stock turned onto it one card at a time, once; won when the peaks are cleared.
 */
export const triPeaks: VariantDefinition = {
  ...golf,
  id: 'tripeaks',
  nameKey: 'triPeaks',
  foundations: { ...golf.foundations, wrap: true },
  tableau: { ...golf.tableau, count: 28, capacity: 1, spots: peakSpots },
  deal: { ...golf.deal, tableau: { kind: 'rows', rows: ['down'] } },
  // PySolFC's score: a streak of cards from the peaks, stock cards charged, peaks cleared rewarded (RULES.md Q8).
  scoring: 'streak',
  // PySolFC's TriPeaks goes round the corner; many other programs stop at the King (a Queen still goes on it).
  options: [{ key: 'onKing', choices: ['ace', 'queen'] }],
  ruleIds: {
    decks: ['Q5'],
    tableauDeal: ['Q5'],
    table: ['Q5'],
    autoFlip: ['Q5'],
    foundationDeal: ['Q6'],
    foundationBase: ['Q6'],
    foundationBuild: ['Q6'],
    playBack: ['Q6'],
    options: ['Q6'],
    tableauBuild: ['Q6'],
    emptyPile: ['Q6'],
    moveUnit: ['Q6'],
    stockDeal: ['Q7'],
    draw: ['Q7'],
    redeal: ['Q7'],
    goal: ['Q7'],
    scoring: ['Q8'],
  },
};
