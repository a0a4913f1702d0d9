// The clock the terminal's solver thread counts its time budget on: the thread's own processor time, so that a busy
// machine (other programs, the test suites of a CI run) does not cut a hint's search short and change its answer.

/** Milliseconds of processor time this thread has used; the wall clock where Node cannot tell (before 22.19). */
export const threadClock: () => number =
  typeof process.threadCpuUsage === 'function'
    ? () => {
        const used = process.threadCpuUsage();
        return (used.user + used.system) / 1000;
      }
    : () => performance.now();
