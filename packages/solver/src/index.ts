// The package's public surface, each name re-exported from the module that defines it.
export { type PlayoutOptions, type PlayoutResult, randomPlayouts } from './playout.js';
export {
  MAX_SOLVER_MEMORY_MB,
  type SolveOptions,
  type SolveOutcome,
  type SolveResult,
  type SolveStop,
  solve,
  solveOutcomes,
  solveStops,
} from './solve.js';
export { DEFAULT_SOLVER_MEMORY_MB } from './tuning.js';
export {
  type AssistBudget,
  findWinnableDeal,
  type Hint,
  heuristicHint,
  solverHint,
  uncoversCard,
  type WinnableDeal,
  type WinnableDealLimits,
} from './assist.js';
export { SOLVER_VERSION } from './version.js';
export { SHORTEN_STEPS, shortenLine, takesBack } from './shortenLine.js';
