import { describe, expect, it } from 'vitest';
import { aboutGame } from './about.js';
import { type PublishedOdds, comparePublished, sameDeals } from './published.js';
import { variants } from './registry.js';
import type { WinnabilityRecord } from './results.js';
import { resultsFor } from './winnability.js';

const record = (over: Partial<WinnabilityRecord> = {}): WinnabilityRecord => ({
  game: 'freecell',
  options: {},
  firstDeal: 1,
  lastDeal: 32000,
  deals: 32000,
  won: 31993,
  lost: 1,
  unknown: 6,
  capSeconds: null,
  maxNodes: 30_000_000,
  date: '2026-12-04',
  solver: '2.11.0',
  ...over,
});
const numbered: PublishedOdds = {
  source: 'fcSolve',
  deals: { kind: 'numbered', first: 1, last: 32000 },
  won: 31999,
  lost: 1,
  lostDeals: [11982],
};
const random: PublishedOdds = {
  source: 'jerryBryan',
  deals: { kind: 'random', count: 1_000_000 },
  won: 750_611,
  lost: 249_389,
};

describe('published figures beside the committed results', () => {
  it('agrees on the same numbered deals while no count goes past the published one', () => {
    expect(sameDeals(numbered, record())).toBe(true);
    expect(comparePublished(numbered, record())).toBe('agrees');
    expect(comparePublished(numbered, record({ won: 31999, unknown: 0 }))).toBe('agrees');
    // One deal lost here that the source won: two lost against its one.
    expect(comparePublished(numbered, record({ won: 31992, lost: 2 }))).toBe('differs');
    expect(comparePublished(numbered, record({ won: 32000, lost: 0, unknown: 0 }))).toBe('differs');
  });

  it('compares random deals, or other numbered ones, by their 95% ranges', () => {
    const bakers = record({ game: 'bakers-game', firstDeal: 1, lastDeal: 10000, deals: 10000, won: 7554, lost: 2446 });
    expect(sameDeals(random, bakers)).toBe(false);
    expect(comparePublished(random, bakers)).toBe('agrees');
    expect(comparePublished(random, { ...bakers, won: 7000, lost: 3000 })).toBe('differs');
    // Undecided deals widen the record's range: 70% to 80% can be won, so 75% fits.
    expect(comparePublished(random, { ...bakers, won: 7000, lost: 2000, unknown: 1000 })).toBe('agrees');
    expect(comparePublished(numbered, record({ firstDeal: 1, lastDeal: 1000, deals: 1000, won: 1000, lost: 0 }))).toBe(
      'agrees',
    );
  });

  it('says nothing is measured when the solver decided no deal', () => {
    expect(comparePublished(random, record({ won: 0, lost: 0, unknown: 10 }))).toBe('unmeasured');
  });

  it('quotes only figures that the committed results of the game agree with', () => {
    let quoted = 0;
    for (const def of variants)
      for (const p of aboutGame(def.id)!.published ?? []) {
        const r = resultsFor(def);
        expect(r, def.id).not.toBeNull();
        expect(comparePublished(p, r!), def.id).toBe('agrees');
        expect(p.won + p.lost, def.id).toBe(
          p.deals.kind === 'numbered' ? p.deals.last - p.deals.first + 1 : p.deals.count,
        );
        quoted++;
      }
    expect(quoted).toBeGreaterThanOrEqual(2);
  });
});
