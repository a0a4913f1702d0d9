import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type Odds, type WinnabilityRecord, oddsOf, resultsFor } from '@solitaire/variants';

/**
 * The odds a page shows: from `record` when one is given (null: none), else from the solver's committed results
 * for the game's rules (packages/variants/src/results); null when those rules have not been measured.
 */
export const oddsFor = (def: VariantDefinition | Rules, record?: WinnabilityRecord | null): Odds | null => {
  const r = recordFor(def, record);
  return r ? oddsOf(r) : null;
};

/** The record a page reads its odds from: `record` when one is given (null: none), else the committed one. */
export const recordFor = (
  def: VariantDefinition | Rules,
  record?: WinnabilityRecord | null,
): WinnabilityRecord | null => (record === undefined ? resultsFor(def) : record);
