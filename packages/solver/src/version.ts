/**
 * The solver's version, recorded in every results summary. Raise it whenever a change can alter which deals are
 * decided within the same limits (a new reduction, a new proof of loss), so that old and new counts stay apart.
 */
export const SOLVER_VERSION = '2.10.0';
