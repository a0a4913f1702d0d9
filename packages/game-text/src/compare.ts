import { type Rules, type VariantDefinition, UNLIMITED } from '@solitaire/engine';

/**
 * The rule primitives two games can differ in, in the order a page states the differences.
 * @public
 */
export const differenceAspects = [
  'decks',
  'suits',
  'piles',
  'deal',
  'aces',
  'reserve',
  'cells',
  'numbering',
  'kingsToBottom',
  'foundationBuild',
  'playBack',
  'completeRuns',
  'tableauBuild',
  'oneSuitRuns',
  'capacity',
  'whenEmpty',
  'stockTarget',
  'draw',
  'redeal',
  'scoring',
] as const;
/** A rule primitive two games can differ in. */
type DifferenceAspect = (typeof differenceAspects)[number];

/** One difference between a game and another: the primitive, and the message arguments giving both values. */
export interface Difference {
  aspect: DifferenceAspect;
  args: Record<string, string | number | boolean>;
}

const dealKind = (d: VariantDefinition): string => d.deal.tableau.kind;
const rows = (d: VariantDefinition): number => (d.deal.tableau.kind === 'rows' ? d.deal.tableau.rows.length : 0);
const fanSize = (d: VariantDefinition): number => (d.deal.tableau.kind === 'fans' ? d.deal.tableau.size : 0);
const extraUp = (d: VariantDefinition): number =>
  d.deal.tableau.kind === 'staircase' ? (d.deal.tableau.extraUp ?? 0) : 0;
const pileSizes = (d: VariantDefinition): string =>
  d.deal.tableau.kind === 'piles' ? `${d.deal.tableau.sizes.join()}/${d.deal.tableau.faceDown.join()}` : '';
/** The fewest and most cards a `piles` deal gives a pile (0 for other deals). */
const pileRange = (d: VariantDefinition): { min: number; max: number } =>
  d.deal.tableau.kind === 'piles'
    ? { min: Math.min(...d.deal.tableau.sizes), max: Math.max(...d.deal.tableau.sizes) }
    : { min: 0, max: 0 };
/** Where the stock's cards go: nowhere (no stock), to the waste, or onto the piles. */
const stockTarget = (d: VariantDefinition): string => (d.stock ? (d.stock.dealsTo ?? 'waste') : 'none');
const kings = (d: VariantDefinition): boolean => d.deal.afterDeal.includes('kingsToBottom');
/** A redeal as one comparable value: none, a count of waste turns or shuffles, or unlimited. */
const redealKey = (d: VariantDefinition): string => (d.redeal ? `${d.redeal.kind}:${String(d.redeal.limit)}` : 'none');
const limitArgs = (d: VariantDefinition, prefix: string): Record<string, string | number | boolean> => ({
  [`${prefix}Kind`]: d.redeal?.kind ?? 'none',
  [`${prefix}Unlimited`]: d.redeal?.limit === UNLIMITED,
  [`${prefix}Limit`]: d.redeal && d.redeal.limit !== UNLIMITED ? d.redeal.limit : d.redeal ? -1 : 0,
});

/**
 * What sets game `a` apart from game `b`, one entry per rule primitive whose value differs, each with both values
 * as message arguments (`x` for a's, `otherX` for b's). Empty when the two play alike.
 */
export const differences = (a: VariantDefinition | Rules, b: VariantDefinition | Rules): Difference[] => {
  const out: Difference[] = [];
  const add = (aspect: DifferenceAspect, differs: boolean, args: Difference['args']) => {
    if (differs) out.push({ aspect, args });
  };
  const fans = a.tableau.fans;
  add('decks', a.decks !== b.decks, { decks: a.decks, otherDecks: b.decks });
  add('suits', (a.suits ?? 4) !== (b.suits ?? 4), { suits: a.suits ?? 4, otherSuits: b.suits ?? 4 });
  add('piles', a.tableau.count !== b.tableau.count, { piles: a.tableau.count, otherPiles: b.tableau.count, fans });
  add(
    'deal',
    dealKind(a) !== dealKind(b) ||
      rows(a) !== rows(b) ||
      fanSize(a) !== fanSize(b) ||
      extraUp(a) !== extraUp(b) ||
      pileSizes(a) !== pileSizes(b),
    {
      deal: dealKind(a),
      otherDeal: dealKind(b),
      rows: rows(a),
      size: fanSize(a),
      extraUp: extraUp(a),
      ...pileRange(a),
      even: pileRange(a).min === pileRange(a).max,
      down: a.deal.tableau.kind === 'piles' && a.deal.tableau.faceDown.some((n) => n > 0),
    },
  );
  // A foundation that takes only whole runs has no first card to keep: its base says nothing about Aces.
  const fixed = (d: VariantDefinition) => d.foundations.baseFixed && !d.foundations.completeRuns;
  add('aces', a.deal.acesToFoundations !== b.deal.acesToFoundations || fixed(a) !== fixed(b), {
    aces: a.deal.acesToFoundations,
    fixed: fixed(a),
  });
  add('reserve', a.deal.reserve !== b.deal.reserve, { reserve: a.deal.reserve, otherReserve: b.deal.reserve });
  const cells = (d: VariantDefinition) => d.cells ?? { count: 0, dealt: 0 };
  add('cells', cells(a).count !== cells(b).count || cells(a).dealt !== cells(b).dealt, {
    cells: cells(a).count,
    dealt: cells(a).dealt,
    otherCells: cells(b).count,
    otherDealt: cells(b).dealt,
  });
  const numbering = (d: VariantDefinition) => d.dealNumbering ?? 'seeded';
  add('numbering', numbering(a) !== numbering(b), { numbering: numbering(a) });
  add('kingsToBottom', kings(a) !== kings(b), { value: kings(a), fans });
  add('foundationBuild', a.foundations.build !== b.foundations.build, { build: a.foundations.build });
  add('playBack', a.foundations.playBack !== b.foundations.playBack, { playBack: a.foundations.playBack });
  const runs = (d: VariantDefinition) => d.foundations.completeRuns === true;
  add('completeRuns', runs(a) !== runs(b), { runs: runs(a) });
  const build = (d: VariantDefinition) =>
    `${d.tableau.build.direction}_${d.tableau.build.suit}${d.tableau.build.wrap ? '_wrap' : ''}`;
  add('tableauBuild', build(a) !== build(b), { build: build(a), otherBuild: build(b), fans });
  const oneSuit = (d: VariantDefinition) => d.tableau.moveUnit === 'suitedRun';
  add('oneSuitRuns', oneSuit(a) !== oneSuit(b), { oneSuit: oneSuit(a) });
  add('capacity', a.tableau.capacity !== b.tableau.capacity, { capacity: a.tableau.capacity ?? 0, fans });
  add('whenEmpty', a.tableau.whenEmpty !== b.tableau.whenEmpty, {
    policy: a.tableau.whenEmpty,
    otherPolicy: b.tableau.whenEmpty,
    fans,
  });
  // A stock dealt onto the piles has no draw to compare: where either game has one, say where the cards go instead.
  const rowStock = stockTarget(a) === 'tableau' || stockTarget(b) === 'tableau';
  add('stockTarget', rowStock && stockTarget(a) !== stockTarget(b), {
    target: stockTarget(a),
    otherTarget: stockTarget(b),
  });
  add('draw', !rowStock && (a.stock?.draw ?? 0) !== (b.stock?.draw ?? 0), {
    draw: a.stock?.draw ?? 0,
    otherDraw: b.stock?.draw ?? 0,
  });
  add('redeal', redealKey(a) !== redealKey(b), { ...limitArgs(a, 'redeal'), ...limitArgs(b, 'otherRedeal') });
  add('scoring', a.scoring !== b.scoring, { scoring: a.scoring });
  return out;
};
