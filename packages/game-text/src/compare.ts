import { type Rules, type VariantDefinition, UNLIMITED, parseCard, rankNames, rankOf, suitOf } from '@solitaire/engine';
import { scoringArgs } from './optionArgs.js';

/**
 * The rule primitives two games can differ in, in the order a page states the differences.
 * @public
 */
export const differenceAspects = [
  'decks',
  'suits',
  'piles',
  'deal',
  'table',
  'aces',
  'reserve',
  'cells',
  'numbering',
  'kingsToBottom',
  'foundationBuild',
  'startCard',
  'foundationWrap',
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
  'goal',
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
/** A table of overlapping cards as one comparable value: the peaks its top row starts, 0 for piles side by side. */
const peaks = (d: VariantDefinition): number => {
  const spots = d.tableau.spots;
  if (!spots) return 0;
  const top = Math.min(...spots.map((s) => s.row));
  return spots.filter((s) => s.row === top).length;
};
/** What leaves for a discard pile, as one comparable value (empty where the game discards nothing). */
const discardKey = (d: VariantDefinition): string =>
  d.discard ? `${d.discard.by}:${d.discard.by === 'rankSum' ? d.discard.total : ''}` : '';
const discardArgs = (d: VariantDefinition) => ({
  by: d.discard?.by ?? 'none',
  total: d.discard?.by === 'rankSum' ? d.discard.total : 0,
});
/** What a single foundation built up or down takes at the ends of the ranks. */
const ends = (d: VariantDefinition): string =>
  d.foundations.wrap ? 'wrap' : d.foundations.kingStops ? 'kingStops' : 'queen';
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
  // Where either game lays a table of overlapping cards, its shape says what piles, their deal and size would.
  const table = peaks(a) > 0 || peaks(b) > 0;
  add('decks', a.decks !== b.decks, { decks: a.decks, otherDecks: b.decks });
  add('suits', (a.suits ?? 4) !== (b.suits ?? 4), { suits: a.suits ?? 4, otherSuits: b.suits ?? 4 });
  add('piles', !table && a.tableau.count !== b.tableau.count, {
    piles: a.tableau.count,
    otherPiles: b.tableau.count,
    fans,
  });
  add(
    'deal',
    !table &&
      (dealKind(a) !== dealKind(b) ||
        rows(a) !== rows(b) ||
        fanSize(a) !== fanSize(b) ||
        extraUp(a) !== extraUp(b) ||
        pileSizes(a) !== pileSizes(b)),
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
  // A foundation that takes only whole runs, or a single foundation, has no Ace to keep: its base says nothing of Aces.
  const single = (d: VariantDefinition) => d.foundations.build === 'rankStep' || d.foundations.build === 'discard';
  const fixed = (d: VariantDefinition) => d.foundations.baseFixed && !d.foundations.completeRuns && !single(d);
  add('table', peaks(a) !== peaks(b), { peaks: peaks(a), otherPeaks: peaks(b) });
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
  add('foundationBuild', a.foundations.build !== b.foundations.build || discardKey(a) !== discardKey(b), {
    build: a.foundations.build,
    otherBuild: b.foundations.build,
    ...discardArgs(a),
    otherBy: discardArgs(b).by,
    otherTotal: discardArgs(b).total,
  });
  // Two single foundations built up or down: the card they start from, and what goes on a King.
  const steps = a.foundations.build === 'rankStep' && b.foundations.build === 'rankStep';
  const start = (d: VariantDefinition) => d.foundations.startCard ?? '';
  const card = a.foundations.startCard ? parseCard(a.foundations.startCard) : null;
  add('startCard', steps && start(a) !== start(b), {
    start: card?.ok ? 'card' : 'dealt',
    rank: card?.ok ? rankNames[rankOf(card.value) - 1]! : 'none',
    suit: card?.ok ? suitOf(card.value) : 'none',
  });
  add('foundationWrap', steps && ends(a) !== ends(b), { ends: ends(a), otherEnds: ends(b) });
  add('playBack', a.foundations.playBack !== b.foundations.playBack, { playBack: a.foundations.playBack });
  const runs = (d: VariantDefinition) => d.foundations.completeRuns === true;
  add('completeRuns', runs(a) !== runs(b), { runs: runs(a) });
  const build = (d: VariantDefinition) =>
    `${d.tableau.build.direction}_${d.tableau.build.suit}${d.tableau.build.wrap ? '_wrap' : ''}`;
  add('tableauBuild', build(a) !== build(b), { build: build(a), otherBuild: build(b), fans });
  const oneSuit = (d: VariantDefinition) => d.tableau.moveUnit === 'suitedRun';
  add('oneSuitRuns', oneSuit(a) !== oneSuit(b), { oneSuit: oneSuit(a) });
  add('capacity', !table && a.tableau.capacity !== b.tableau.capacity, { capacity: a.tableau.capacity ?? 0, fans });
  add('whenEmpty', a.tableau.whenEmpty !== b.tableau.whenEmpty, {
    policy: a.tableau.whenEmpty,
    otherPolicy: b.tableau.whenEmpty,
    fans,
  });
  // A stock dealt onto the piles or turned onto the foundation has no draw to compare: where either game has one,
  // say where the cards go instead.
  const special = (d: VariantDefinition) => stockTarget(d) === 'tableau' || stockTarget(d) === 'foundation';
  const rowStock = special(a) || special(b);
  add('stockTarget', rowStock && stockTarget(a) !== stockTarget(b), {
    target: stockTarget(a),
    otherTarget: stockTarget(b),
  });
  add('draw', !rowStock && (a.stock?.draw ?? 0) !== (b.stock?.draw ?? 0), {
    draw: a.stock?.draw ?? 0,
    otherDraw: b.stock?.draw ?? 0,
  });
  add('redeal', redealKey(a) !== redealKey(b), { ...limitArgs(a, 'redeal'), ...limitArgs(b, 'otherRedeal') });
  add('scoring', a.scoring !== b.scoring, { ...scoringArgs(a), otherScoring: b.scoring });
  add('goal', (a.goal ?? 'allCards') !== (b.goal ?? 'allCards'), {
    goal: a.goal ?? 'allCards',
    otherGoal: b.goal ?? 'allCards',
  });
  return out;
};
