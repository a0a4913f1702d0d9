import type { JobResult } from './job.js';

/** A 95% Wilson score interval for `successes` out of `n`, as fractions; null when n is 0. */
export const wilson = (successes: number, n: number, z = 1.96): { low: number; high: number } | null => {
  if (n <= 0) return null;
  const p = successes / n, z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/** Time limits the summary reports, in milliseconds (the cap is added as the last one). */
export const WITHIN_MS = [10, 100, 1000] as const;

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
  let won = 0, lost = 0, searchMs = 0, nodes = 0, maxTableBytes = 0;
  for (const r of results) {
    if (r.outcome === 'won') won++;
    else if (r.outcome === 'lost') lost++;
    if (r.outcome !== 'unknown') limits.forEach((l, i) => { if (r.ms <= l) within[i]!++; });
    searchMs += r.ms;
    nodes += r.nodes;
    maxTableBytes = Math.max(maxTableBytes, r.tableBytes);
  }
  return { total: results.length, won, lost, unknown: results.length - won - lost, within, searchMs, nodes, maxTableBytes };
};

/** Winnability over the deals decided, and the bounds that hold whatever the unknown deals turn out to be. */
export const winnability = (t: RunTotals): { pct: number; low: number; high: number; boundLow: number; boundHigh: number } | null => {
  const decided = t.won + t.lost;
  const w = wilson(t.won, decided);
  if (!w) return null;
  // Unknown deals counted as lost give a floor, counted as won a ceiling; each with its own 95% margin.
  const floor = wilson(t.won, t.total)!, ceiling = wilson(t.won + t.unknown, t.total)!;
  return { pct: t.won / decided, low: w.low, high: w.high, boundLow: floor.low, boundHigh: ceiling.high };
};
