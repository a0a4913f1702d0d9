import { describe, expect, it } from 'vitest';
import { benchGames, checkSetA } from './testing.js';

// The slow tier: variants.test.ts runs the same check on a small budget.
describe('solver on the shared benchmark deals, in full', () => {
  // Half of set A a test, so that no test runs long.
  const cases = benchGames.flatMap(
    (g) =>
      [
        [g.game, 1, 25, g],
        [g.game, 26, 50, g],
      ] as const,
  );
  it.each(cases)(
    'never contradicts the reference on set A, and every win replays (%s, deals %i-%i)',
    (_, from, to, g) => {
      // Agreement means little if nothing is decided: nearly all must be (24 or 25 of each half at this budget).
      expect(checkSetA(g, 2_000_000, from, to)).toBeGreaterThanOrEqual(22);
    },
  );
});
