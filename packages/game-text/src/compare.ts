import { type Rules, type VariantDefinition, UNLIMITED } from '@solitaire/engine';

/**
 * The rule primitives two games can differ in, in the order a page states the differences.
 * @public
 */
export const differenceAspects = [
  'decks',
  'piles',
  'deal',
  'aces',
  'reserve',
  'cells',
  'numbering',
  'kingsToBottom',
  'foundationBuild',
  'playBack',
  'tableauBuild',
  'capacity',
  'whenEmpty',
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
  add('piles', a.tableau.count !== b.tableau.count, { piles: a.tableau.count, otherPiles: b.tableau.count, fans });
  add(
    'deal',
    dealKind(a) !== dealKind(b) || rows(a) !== rows(b) || fanSize(a) !== fanSize(b) || extraUp(a) !== extraUp(b),
    { deal: dealKind(a), otherDeal: dealKind(b), rows: rows(a), size: fanSize(a), extraUp: extraUp(a) },
  );
  add(
    'aces',
    a.deal.acesToFoundations !== b.deal.acesToFoundations || a.foundations.baseFixed !== b.foundations.baseFixed,
    { aces: a.deal.acesToFoundations, fixed: a.foundations.baseFixed },
  );
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
  const build = (d: VariantDefinition) =>
    `${d.tableau.build.direction}_${d.tableau.build.suit}${d.tableau.build.wrap ? '_wrap' : ''}`;
  add('tableauBuild', build(a) !== build(b), { build: build(a), otherBuild: build(b), fans });
  add('capacity', a.tableau.capacity !== b.tableau.capacity, { capacity: a.tableau.capacity ?? 0, fans });
  add('whenEmpty', a.tableau.whenEmpty !== b.tableau.whenEmpty, {
    policy: a.tableau.whenEmpty,
    otherPolicy: b.tableau.whenEmpty,
    fans,
  });
  add('draw', (a.stock?.draw ?? 0) !== (b.stock?.draw ?? 0), {
    draw: a.stock?.draw ?? 0,
    otherDraw: b.stock?.draw ?? 0,
  });
  add('redeal', redealKey(a) !== redealKey(b), { ...limitArgs(a, 'redeal'), ...limitArgs(b, 'otherRedeal') });
  add('scoring', a.scoring !== b.scoring, { scoring: a.scoring });
  return out;
};
