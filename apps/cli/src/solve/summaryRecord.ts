import type { Rules } from '@solitaire/engine';
import { SOLVER_VERSION } from '@solitaire/solver';
import { type WinnabilityRecord, optionValuesOf } from '@solitaire/variants';
import type { JobResult } from './job.js';

/** The compact record of a run or a merge: its game and options, the deals' span and counts, its limits, its solver. */
export const summaryRecord = (
  rules: Rules,
  results: readonly JobResult[],
  capSeconds: number | null,
  maxNodes: number | null,
  date: string,
  solver: string = SOLVER_VERSION,
): WinnabilityRecord => {
  const ids = results.map((r) => r.id);
  const count = (outcome: JobResult['outcome']) => results.filter((r) => r.outcome === outcome).length;
  return {
    game: rules.id,
    options: optionValuesOf(rules),
    firstDeal: Math.min(...ids),
    lastDeal: Math.max(...ids),
    deals: results.length,
    won: count('won'),
    lost: count('lost'),
    unknown: count('unknown'),
    capSeconds,
    maxNodes,
    date,
    solver,
  };
};

/** Today as `YYYY-MM-DD` (UTC), the date a summary records. */
export const today = (): string => new Date().toISOString().slice(0, 10);
