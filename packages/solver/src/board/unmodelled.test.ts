import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import {
  acesUp,
  blackHole,
  canonPart3,
  golf,
  klondike,
  pyramid,
  scorpion,
  simpleSimon,
  spider,
  spiderFamily,
  variants,
} from '@solitaire/variants';
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

  it('names a primitive of Golf and its cousins for each of them, and for such a primitive alone', () => {
    for (const def of canonPart3) expect(unmodelledRule(rulesFor(def)), def.id).not.toBeNull();
    expect(unmodelledRule(rulesFor(golf))).toBe('foundations.build');
    expect(unmodelledRule(rulesFor(pyramid))).toBe('foundations.build');
    expect(unmodelledRule(rulesFor({ ...klondike, tableau: { ...klondike.tableau, spots: undefined } }))).toBeNull();
    const open = { ...klondike.tableau, build: { ...klondike.tableau.build, direction: 'none' as const } };
    expect(unmodelledRule(rulesFor({ ...klondike, tableau: open }))).toBe('tableau.build');
    expect(unmodelledRule(rulesFor({ ...klondike, goal: 'tableauCleared' }))).toBe('goal');
    for (const def of [blackHole, acesUp]) {
      const r = rulesFor(def);
      expect(solve(r, newDeal(r, 1), { maxNodes: 1000 })).toMatchObject({ outcome: 'unknown', stop: 'unsupported' });
    }
  });

  it('answers unknown without searching, and builds no board for them', () => {
    const r = rulesFor(spider, { suits: 1 });
    const s = newDeal(r, 1);
    expect(solve(r, s, { maxNodes: 1000 })).toMatchObject({ outcome: 'unknown', stop: 'unsupported', nodes: 0 });
    expect(() => randomPlayouts(r, s, { steps: 10 })).toThrow(RangeError);
  });
});
