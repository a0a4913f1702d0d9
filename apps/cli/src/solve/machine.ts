import { availableParallelism, freemem, totalmem } from 'node:os';

/** What bounds a run's solver threads: the cores, and the memory in MB (all of it, and what is free now). */
export interface Machine {
  readonly cores: number;
  readonly totalMB: number;
  readonly freeMB: number;
}

const MB = 2 ** 20;

/** This machine as Node sees it: the cores this process may use, and memory within its cgroup's limit, if any. */
export const thisMachine = (): Machine => {
  const limit = process.constrainedMemory();
  const total = Math.min(totalmem(), limit > 0 ? limit : Number.POSITIVE_INFINITY);
  const free = Math.min(freemem(), process.availableMemory());
  return { cores: availableParallelism(), totalMB: total / MB, freeMB: free / MB };
};

/**
 * Memory a solver thread takes besides its table: its own heap, the games and the search's stacks. Idle threads
 * measured 16 to 30 MB each (1, 8 and 32 threads on Klondike deals); twice that leaves room for a deep search.
 */
const THREAD_OVERHEAD_MB = 64;

/** How many solver threads a run gets, and why fewer than asked. */
export type ThreadPlan =
  | {
      readonly ok: true;
      readonly threads: number;
      readonly wanted: number;
      readonly boundBy: 'cores' | 'memory' | null;
      readonly perThreadMB: number;
    }
  | { readonly ok: false; readonly perThreadMB: number };

/**
 * Solver threads for `asked` (0: one per core) with tables of `memoryMB`: no more than the cores (more threads
 * than cores only share them), and no more than free memory holds at `memoryMB + THREAD_OVERHEAD_MB` each, but
 * at least one; refused when a single thread could need more than the machine has.
 */
export const planThreads = (asked: number, memoryMB: number, machine: Machine): ThreadPlan => {
  const perThreadMB = memoryMB + THREAD_OVERHEAD_MB;
  if (perThreadMB > machine.totalMB) return { ok: false, perThreadMB };
  const cores = Math.max(1, machine.cores),
    byMemory = Math.max(1, Math.floor(machine.freeMB / perThreadMB));
  const wanted = asked > 0 ? asked : cores;
  const threads = Math.min(wanted, cores, byMemory);
  const boundBy = threads === wanted ? null : byMemory < Math.min(wanted, cores) ? 'memory' : 'cores';
  return { ok: true, threads, wanted, boundBy, perThreadMB };
};
