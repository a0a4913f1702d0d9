import type { SolveMessageKey, SolveValues } from './messages.js';

/** A refusal on the way through `solve` or `merge`, caught once at the top and printed as its message. */
export class SolveFailure extends Error {
  constructor(readonly key: SolveMessageKey, readonly values: SolveValues, readonly code: number) { super(key); }
}

/** The reason of a failed system call, for a message. */
export const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
