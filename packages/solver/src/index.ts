export { type PlayoutOptions, type PlayoutResult, randomPlayouts } from './playout.js';
export {
  type SolveOutcome, type SolveStop, type SolveOptions, type SolveResult, solveOutcomes, solveStops, solve, DEFAULT_SOLVER_MEMORY_MB, MAX_SOLVER_MEMORY_MB,
} from './solve.js';
export {
  type Hint, type AssistBudget, type WinnableDeal, type WinnableDealLimits, uncoversCard, heuristicHint, solverHint, findWinnableDeal,
} from './assist.js';
export { SOLVER_VERSION } from './version.js';
export { SHORTEN_STEPS, takesBack, shortenLine } from './shortenLine.js';
