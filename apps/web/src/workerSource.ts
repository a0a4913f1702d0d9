/** The global a worker file sets to its own source when loaded as a page script (pages opened from disk). */
export const workerSourceGlobal = '__solitaireSolverSource';
