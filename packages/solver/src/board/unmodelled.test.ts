import { describe, expect, it } from 'vitest';
import { newDeal, type VariantDefinition } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import {
  acesUp,
  blackHole,
  canonPart3,
  golf,
  klondike,
  pyramid,
  simpleSimon,
  spider,
  spiderFamily,
  variants,
} from '@solitaire/variants';
import { solve } from '../solve.js';
import { randomPlayouts } from '../playout.js';
import { boardMisfit, unmodelledRule } from './unmodelled.js';

// Simple Simon's complete runs beside a shuffle of the tableau, and beside a reserve that refills emptied piles.
const shuffled: VariantDefinition = { ...simpleSimon, redeal: { kind: 'shuffleTableau', limit: 2 }, options: [] };
const refilled: VariantDefinition = {
  ...simpleSimon,
  tableau: { ...simpleSimon.tableau, refillFromReserve: true },
  deal: { ...simpleSimon.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up'] }, reserve: 3 },
  options: [],
};

describe('rules the solver does not model yet', () => {
  it('models every registered game and every game of the Spider family, in each suit count', () => {
    for (const def of [...variants, ...spiderFamily]) expect(unmodelledRule(rulesFor(def)), def.id).toBeNull();
    for (const suits of [1, 2, 4] as const) expect(unmodelledRule(rulesFor(spider, { suits }))).toBeNull();
  });

  it('names more piles than the move generator keeps as the bits of an int', () => {
    const wide = (count: number): VariantDefinition => ({
      ...klondike,
      tableau: { ...klondike.tableau, count },
      deal: { ...klondike.deal, tableau: { kind: 'rows', rows: ['up'] } },
      options: [],
    });
    expect(boardMisfit(rulesFor(wide(31)))).toBeNull();
    expect(boardMisfit(rulesFor(wide(32)))).toBe('tableau.count');
    const r = rulesFor(wide(32));
    expect(solve(r, newDeal(r, 1), { maxNodes: 1000 })).toMatchObject({ outcome: 'unknown', stop: 'unsupported' });
  });

  it('names complete runs beside a shuffle of the tableau or a reserve that refills', () => {
    expect(unmodelledRule(rulesFor(shuffled))).toBe('redeal.kind');
    expect(unmodelledRule(rulesFor(refilled))).toBe('tableau.refillFromReserve');
  });

  it('names a primitive of Golf and its cousins to the main board, which the single-foundation search takes', () => {
    for (const def of canonPart3) {
      expect(boardMisfit(rulesFor(def)), def.id).not.toBeNull();
      expect(unmodelledRule(rulesFor(def)), def.id).toBeNull();
    }
    expect(boardMisfit(rulesFor(golf))).toBe('foundations.build');
    expect(boardMisfit(rulesFor(pyramid))).toBe('foundations.build');
    expect(unmodelledRule(rulesFor({ ...klondike, tableau: { ...klondike.tableau, spots: undefined } }))).toBeNull();
    const open = { ...klondike.tableau, build: { ...klondike.tableau.build, direction: 'none' as const } };
    expect(unmodelledRule(rulesFor({ ...klondike, tableau: open }))).toBe('tableau.build');
    expect(unmodelledRule(rulesFor({ ...klondike, goal: 'tableauCleared' }))).toBe('goal');
    for (const def of [blackHole, acesUp]) {
      const r = rulesFor(def);
      expect(() => randomPlayouts(r, newDeal(r, 1), { steps: 10 })).toThrow(RangeError);
      expect(solve(r, newDeal(r, 1), { maxNodes: 1000 }).stop).not.toBe('unsupported');
    }
  });

  it('answers unknown without searching, and builds no board for them', () => {
    const r = rulesFor(shuffled);
    const s = newDeal(r, 1);
    expect(solve(r, s, { maxNodes: 1000 })).toMatchObject({ outcome: 'unknown', stop: 'unsupported', nodes: 0 });
    expect(() => randomPlayouts(r, s, { steps: 10 })).toThrow(RangeError);
  });
});
