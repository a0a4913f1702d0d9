// The messages between the page and the solver worker: plain data, so that they survive structured cloning.
import { type GameState, type Move, type Options } from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, type SolveOutcome } from '@solitaire/solver';

/** What the page may ask the solver. */
export const solverRequestKinds = ['verdict', 'hint', 'winnableDeal'] as const;
/** A kind of solver request. */
export type SolverRequestKind = (typeof solverRequestKinds)[number];

/** Time and memory one request may spend; for a deal search, `timeMs` is per deal tried. */
export interface SolverBudget {
  readonly timeMs: number;
  readonly memoryMB: number;
  readonly maxTries?: number;
}

/** The variant and options a request is about, by id: definitions stay in the worker's own copy of the registry. */
interface AboutGame {
  readonly id: number;
  readonly variant: string;
  readonly options: Options;
  readonly budget: SolverBudget;
}

/** A request to the worker. */
export type SolverRequest =
  | (AboutGame & { readonly kind: 'verdict' | 'hint'; readonly state: GameState })
  | (AboutGame & { readonly kind: 'winnableDeal'; readonly seed: number });

/** A request before the client numbers it. */
export type SolverRequestBody = WithoutId<SolverRequest>;
/** A message type without its id (distributed over each kind). */
export type WithoutId<R> = R extends unknown ? Omit<R, 'id'> : never;

/** What the solver found about a position: its verdict and, when proven winnable, the first move of a win. */
export interface PositionAnswer {
  readonly verdict: SolveOutcome;
  readonly move: Move | null;
  /** Whether `move` is the first move of a win the solver found (else it is a suggestion, or null). */
  readonly proven: boolean;
}

/** The worker's answer to one request, carrying the request's id. */
export type SolverAnswer =
  | (PositionAnswer & { readonly id: number; readonly kind: 'verdict' | 'hint' })
  | { readonly id: number; readonly kind: 'winnableDeal'; readonly deal: number | null }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

// A verdict runs after every move, so it gets a few seconds; a hint the player is waiting for gets less; a deal
// search tries a handful of deals (most variants prove their first or second deal in well under a second).
/** Budgets of each kind of request. */
export const budgets: Readonly<Record<SolverRequestKind, SolverBudget>> = {
  verdict: { timeMs: 4000, memoryMB: DEFAULT_SOLVER_MEMORY_MB },
  hint: { timeMs: 2500, memoryMB: DEFAULT_SOLVER_MEMORY_MB },
  winnableDeal: { timeMs: 1000, memoryMB: DEFAULT_SOLVER_MEMORY_MB, maxTries: 5 },
};

/** The longest a request may take by its budget (deal searches try several deals). */
export const budgetMs = (b: SolverBudget): number => b.timeMs * (b.maxTries ?? 1);

/** The global a worker file sets to its own source when loaded as a page script (pages opened from disk). */
export const workerSourceGlobal = '__solitaireSolverSource';
