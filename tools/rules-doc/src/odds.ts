import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Odds, type WinnabilityRecord, oddsOf, resultsFor } from '@solitaire/variants';

/**
 * The odds a page shows: from `record` when one is given (null: none), else from the solver's committed results
 * for the game's rules (packages/variants/src/results); null when those rules have not been measured.
 */
export const oddsFor = (def: VariantDefinition | Rules, record?: WinnabilityRecord | null): Odds | null => {
  const r = record === undefined ? resultsFor(def) : record;
  return r ? oddsOf(r) : null;
};
