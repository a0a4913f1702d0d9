import type { TableSpot, VariantDefinition } from '@solitaire/engine';

// Row r of seven holds r + 1 cards a card's width apart (two half-widths), centred over the bottom row of seven.
const pyramidSpots: readonly TableSpot[] = Array.from({ length: 7 }, (_, r) =>
  Array.from({ length: r + 1 }, (__, i) => ({ row: r, column: 6 - r + 2 * i })),
).flat();

/**
 * Pyramid as Microsoft plays it (RULES.md Q1-Q4): 28 cards face up in a pyramid of seven rows, each covered by the
 * two below it; two free cards whose ranks add up to 13 leave together, a King alone; the stock turned one card at a
 * time onto a waste whose top card pairs too, as does the stock's next card, three passes in all; won when the
 * pyramid is cleared.
 */
export const pyramid: VariantDefinition = {
  id: 'pyramid',
  nameKey: 'pyramid',
  source: 'Microsoft',
  decks: 1,
  foundations: { count: 1, build: 'discard', playBack: false, baseFixed: true },
  tableau: {
    count: 28,
    build: { direction: 'none', suit: 'any', wrap: false },
    moveUnit: 'topCard',
    capacity: 1,
    whenEmpty: 'never',
    fans: false,
    spots: pyramidSpots,
  },
  deal: { acesToFoundations: false, tableau: { kind: 'rows', rows: ['up'] }, reserve: 0, afterDeal: [] },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 2 },
  scoring: 'none',
  discard: { by: 'rankSum', total: 13, stockTopFree: true },
  goal: 'tableauCleared',
  // Microsoft's Pyramid is won with the pyramid cleared; other programs ask for the stock and waste too.
  options: [{ key: 'goal', choices: ['tableauCleared', 'allCards'] }],
  ruleIds: {
    decks: ['Q1'],
    tableauDeal: ['Q1'],
    table: ['Q1'],
    tableauBuild: ['Q2'],
    emptyPile: ['Q2'],
    moveUnit: ['Q2'],
    discard: ['Q2'],
    foundationBuild: ['Q2'],
    playBack: ['Q2'],
    waste: ['Q3'],
    draw: ['Q3'],
    redeal: ['Q3'],
    goal: ['Q4'],
    options: ['Q4'],
  },
};
