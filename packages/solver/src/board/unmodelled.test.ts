import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { klondike, scorpion, simpleSimon, spider, spiderFamily, variants } from '@solitaire/variants';
import { solve } from '../solve.js';
import { randomPlayouts } from '../playout.js';
import { unmodelledRule } from './unmodelled.js';

describe('rules the solver does not model yet', () => {
  it('models every registered game', () => {
    for (const def of variants) expect(unmodelledRule(rulesFor(def)), def.id).toBeNull();
  });

  it('names a Spider primitive for each game of the family, and for Spider in fewer suits', () => {
    for (const def of spiderFamily) expect(unmodelledRule(rulesFor(def)), def.id).not.toBeNull();
    expect(unmodelledRule(rulesFor(spider, { suits: 1 }))).toBe('suits');
    expect(unmodelledRule(rulesFor(scorpion))).toBe('stock.dealsTo');
    expect(unmodelledRule(rulesFor(simpleSimon))).toBe('tableau.moveUnit');
    expect(
      unmodelledRule(
        rulesFor({ ...klondike, foundations: { ...klondike.foundations, playBack: false, completeRuns: true } }),
      ),
    ).toBe('foundations.completeRuns');
  });

  it('answers unknown without searching, and builds no board for them', () => {
    const r = rulesFor(spider, { suits: 1 });
    const s = newDeal(r, 1);
    expect(solve(r, s, { maxNodes: 1000 })).toMatchObject({ outcome: 'unknown', stop: 'unsupported', nodes: 0 });
    expect(() => randomPlayouts(r, s, { steps: 10 })).toThrow(RangeError);
  });
});
