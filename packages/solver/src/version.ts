import { version } from '../package.json';

/**
 * The solver's version, which is the package's own (package.json), recorded in every results summary. Raise it
 * whenever a change can alter which deals are decided within the same limits (a new reduction, a new proof of
 * loss), so that old and new counts stay apart; CHANGELOG.md says what each version changed.
 */
export const SOLVER_VERSION: string = version;
