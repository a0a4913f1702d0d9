import type { SolveMessageKey, SolveValues } from './messages.js';

/** A refusal on the way through `solve` or `merge`, caught once at the top and printed as its message. */
export class SolveFailure extends Error {
  constructor(
    readonly key: SolveMessageKey,
    readonly values: SolveValues,
    readonly code: number,
  ) {
    super(key);
  }
}

/** The reason of a failed system call, for a message. */
export const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/**
 * Why a file cannot be written, as the messages say it; `other` shows the system's own words.
 * @public
 */
export const writeProblems = ['noFolder', 'notFolder', 'denied', 'readOnly', 'isFolder', 'noSpace', 'other'] as const;
/** A reason of `writeProblems`. */
export type WriteProblem = (typeof writeProblems)[number];

const problemByErrno: Readonly<Record<string, WriteProblem>> = {
  ENOENT: 'noFolder',
  ENOTDIR: 'notFolder',
  EACCES: 'denied',
  EPERM: 'denied',
  EROFS: 'readOnly',
  EISDIR: 'isFolder',
  ENOSPC: 'noSpace',
  EDQUOT: 'noSpace',
};

/** The problem a failed write of a file in `folder` reports, as the values of the `writeProblem` message. */
export const writeProblemOf = (e: unknown, folder: string): { why: WriteProblem; folder: string; reason: string } => ({
  why: problemByErrno[(e as { code?: unknown })?.code as string] ?? 'other',
  folder,
  reason: reasonOf(e),
});
