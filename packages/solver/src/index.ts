// The package's public surface, each name re-exported from the module that defines it.
export { randomPlayouts } from './playout.js';
export { MAX_SOLVER_MEMORY_MB, type SolveOutcome, solve } from './solve.js';
export { DEFAULT_SOLVER_MEMORY_MB } from './tuning.js';
export { findWinnableDeal, heuristicHint } from './assist.js';
export { SOLVER_VERSION } from './version.js';
export { shortenLine } from './shortenLine.js';
