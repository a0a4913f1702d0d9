import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { bureau, shamrocks } from '@solitaire/variants';
import { solve } from './solve.js';
import { benchGames, checkSetA, reference, replaysToWin } from './testing.js';

// The fast tier: set A on a small budget; variants.slow.test.ts gives the solver the budget that decides it all.
describe('solver on the shared benchmark deals', () => {
  it('has reference rows for set A', () => {
    for (const { game } of benchGames)
      expect(reference.filter((r) => r.game === game && r.deal <= 50).length).toBeGreaterThanOrEqual(50);
  });

  it.each(benchGames)(
    'never contradicts the reference on the set-A deals it decides quickly, and every win replays ($game)',
    (g) => {
      // At 20,000 nodes a deal, 44 to 47 of the 50 deals are decided.
      expect(checkSetA(g, 20_000)).toBeGreaterThanOrEqual(40);
    },
  );

  it('wins and loses Shamrocks deals with lines that replay', () => {
    const rules = rulesFor(shamrocks);
    const outcomes = new Set<string>();
    for (let deal = 1; deal <= 12; deal++) {
      const state = newDeal(rules, deal);
      const r = solve(rules, state, { maxNodes: 60_000 });
      outcomes.add(r.outcome);
      if (r.outcome === 'won') expect(replaysToWin(rules, state, r.moves!), `deal ${deal}`).toBe(true);
    }
    expect(outcomes.has('won')).toBe(true);
    expect(outcomes.has('lost')).toBe(true);
  });

  // Bureau's wins are found by the probes, by the shuffle of a restart more than by the length of a dive: small
  // slices (`SLICE`) draw many shuffles. With slices of 4096 positions, 3 of these 8 deals were won within 60,000
  // positions each; with 256, all 8.
  it('wins most of the first Bureau deals within a small budget, with lines that replay', () => {
    const rules = rulesFor(bureau);
    let won = 0;
    for (let deal = 2001; deal <= 2008; deal++) {
      const state = newDeal(rules, deal);
      const r = solve(rules, state, { maxNodes: 60_000 });
      if (r.outcome === 'won') {
        won++;
        expect(replaysToWin(rules, state, r.moves!), `deal ${deal}`).toBe(true);
      }
    }
    expect(won).toBeGreaterThanOrEqual(6);
  });
});
