import { describe, expect, it } from 'vitest';
import { findVariant, variants } from '@solitaire/variants';
import { followHints } from './behaviour.js';

const DEALS = 30;
// Where few deals can be won (Russian Solitaire: about 6%), the deals go on past the 30th until five are proved.
const ENOUGH = 5;
const MOST_DEALS = 150;
// Games whose foundations take whole runs (the Spider family) have long searches and lines: deals 1-10, and past
// them until two are proved, up to the 40th.
const DEEP = { deals: 10, enough: 2, most: 40 } as const;

// For every game of the collection and deals 1-30: a player who follows the hints wins every deal the solver proves
// winnable, never coming back to a position, every hint a move of a proven win. Deals the solver does not prove
// within its node budget are left out (Bureau's are, today).
describe.each(variants.map((v) => [v.id, v] as const))('%s, following the hints from deals 1-30', (_, def) => {
  it('wins every deal proved winnable, with no position repeated', () => {
    const deep = def.foundations.completeRuns === true;
    const [deals, enough] = deep ? [DEEP.deals, DEEP.enough] : [DEALS, ENOUGH];
    let proven = 0;
    const last = def.id === 'bureau' ? DEALS : deep ? DEEP.most : MOST_DEALS;
    for (let deal = 1; deal <= last && (deal <= deals || proven < enough); deal++) {
      // A proven line can be very long where Kings shuttle between empty piles (Portuguese Solitaire deal 9: 2,488
      // moves): the depth-first win wanders through positions that shortenLine cannot cut, none of them repeated.
      const run = followHints(def, deal, findVariant, { budgetNodes: 300_000, maxHints: 20_000 });
      if (run.dealVerdict !== 'won') continue;
      proven++;
      expect({ deal, won: run.won, repeated: run.repeated, unproven: run.unproven }).toEqual({
        deal,
        won: true,
        repeated: false,
        unproven: 0,
      });
    }
    // Every game but Bureau has deals the solver proves; the suite must not pass by proving none.
    if (def.id !== 'bureau') expect(proven).toBeGreaterThanOrEqual(enough);
  });
});
