import type { Rules, VariantDefinition } from '@solitaire/engine';
import { type WinnabilityRecord, resultsFor } from '@solitaire/variants';

/**
 * The record a page reads its odds from: `record` when one is given (null: none), else the solver's committed
 * results for the game's rules (packages/variants/src/results); null when those rules have not been measured.
 */
export const recordFor = (
  def: VariantDefinition | Rules,
  record?: WinnabilityRecord | null,
): WinnabilityRecord | null => (record === undefined ? resultsFor(def) : record);
