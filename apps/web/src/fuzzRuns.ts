// How many cases each fuzz test draws: FC_NUM_RUNS when set (a longer hunt), else a number that keeps the unit tier
// fast.

/** fast-check's run count for the web's fuzz tests. */
export const fuzzRuns = (fallback = 300): number => {
  const n = Number(globalThis.process?.env?.FC_NUM_RUNS);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
