import type { GameState, Rules } from '@solitaire/engine';

/**
 * How many complete runs left the table for the foundations between two positions of one game, under foundations
 * that take only whole runs (Spider's): each goes to an empty foundation and never comes back, so the count of
 * foundations in use tells. Zero under any other foundations, where cards go up one by one with their own move.
 */
export const runsCompleted = (rules: Rules, before: GameState, after: GameState): number => {
  if (!rules.foundations.completeRuns) return 0;
  const used = (s: GameState) => s.foundations.filter((f) => f.length > 0).length;
  return Math.max(0, used(after) - used(before));
};
