import { oddsOf } from '@solitaire/variants';
import type { JobResult } from './job.js';

/** Time limits the summary reports, in milliseconds (the cap is added as the last one). */
const WITHIN_MS = [10, 100, 1000] as const;

/** What a run's results add up to. */
export interface RunTotals {
  readonly total: number;
  readonly won: number;
  readonly lost: number;
  readonly unknown: number;
  /** Deals decided within 10 ms, 100 ms, 1 s and the cap. */
  readonly within: readonly number[];
  readonly searchMs: number;
  readonly nodes: number;
  readonly maxTableBytes: number;
}

/** Adds up results. */
export const totals = (results: readonly JobResult[], capMs: number): RunTotals => {
  const limits = [...WITHIN_MS, capMs];
  const within = limits.map(() => 0);
  let won = 0,
    lost = 0,
    searchMs = 0,
    nodes = 0,
    maxTableBytes = 0;
  for (const r of results) {
    if (r.outcome === 'won') won++;
    else if (r.outcome === 'lost') lost++;
    if (r.outcome !== 'unknown')
      limits.forEach((l, i) => {
        if (r.ms <= l) within[i]!++;
      });
    searchMs += r.ms;
    nodes += r.nodes;
    maxTableBytes = Math.max(maxTableBytes, r.tableBytes);
  }
  return {
    total: results.length,
    won,
    lost,
    unknown: results.length - won - lost,
    within,
    searchMs,
    nodes,
    maxTableBytes,
  };
};

/** Winnability over the deals decided, and the bounds that hold whatever the unknown deals turn out to be. */
export const winnability = (
  t: RunTotals,
): { pct: number; low: number; high: number; boundLow: number; boundHigh: number } | null => {
  const odds = oddsOf(t);
  return (
    odds && { pct: odds.share, low: odds.low, high: odds.high, boundLow: odds.boundLow, boundHigh: odds.boundHigh }
  );
};
