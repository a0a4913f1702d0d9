import type { SourceId } from './about.js';
import { type WinnabilityRecord, oddsOf, wilson } from './results.js';

// Figures that others have published on how many deals of a game can be won, and how the committed results of
// this collection's solver stand beside them. Only counts are kept, never a source's words.

/** The deals a published figure counts: numbered deals `first` to `last` in the game's numbering, or random ones. */
type PublishedDeals =
  | { readonly kind: 'numbered'; readonly first: number; readonly last: number }
  | { readonly kind: 'random'; readonly count: number };

/** A published count of deals won and lost, with who published it. */
export interface PublishedOdds {
  readonly source: SourceId;
  readonly deals: PublishedDeals;
  readonly won: number;
  readonly lost: number;
  /** The lost deals by number, where the source names them (numbered deals only). */
  readonly lostDeals?: readonly number[];
}

/**
 * How a published figure stands beside the solver's record: `agrees` where no count contradicts it (the same
 * numbered deals: no more won and no more lost than it says; other deals: the two 95% ranges overlap), `differs`
 * where one does, `unmeasured` where the solver decided no deal.
 */
export type Agreement = 'agrees' | 'differs' | 'unmeasured';

/** Whether the record counts exactly the numbered deals the figure counts. */
export const sameDeals = (p: PublishedOdds, r: WinnabilityRecord): boolean =>
  p.deals.kind === 'numbered' && r.firstDeal === p.deals.first && r.lastDeal === p.deals.last;

/**
 * Compares a published figure with a record. On the same numbered deals the counts must fit inside the figure's,
 * since a deal won here and lost there (or the other way round) would show as one count too many; elsewhere the
 * deals differ, so the shares are compared through their 95% ranges, the record's widened by its undecided deals.
 */
export const comparePublished = (p: PublishedOdds, r: WinnabilityRecord): Agreement => {
  if (r.won + r.lost === 0) return 'unmeasured';
  if (sameDeals(p, r)) return r.won <= p.won && r.lost <= p.lost ? 'agrees' : 'differs';
  const theirs = wilson(p.won, p.won + p.lost),
    ours = oddsOf(r);
  if (!theirs || !ours) return 'unmeasured';
  return theirs.high >= ours.boundLow && theirs.low <= ours.boundHigh ? 'agrees' : 'differs';
};
