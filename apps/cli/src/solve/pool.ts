import { Worker } from 'node:worker_threads';
import { findVariant } from '@solitaire/variants';
import { type JobResult, type JobSetup, type SolveJob, rulesForSetup, runJob } from './job.js';

/** Runs deals and reports each result as it comes; resolves when all are done. */
export type DealRunner = (
  setup: JobSetup,
  jobs: readonly SolveJob[],
  threads: number,
  onResult: (r: JobResult) => void,
) => Promise<void>;

/** Where the built solver thread lives: beside the bundle that starts it, in dist/. */
const solveWorkerUrl = (): URL => new URL('./solveWorker.js', import.meta.url);

/** Runs deals on `threads` solver threads, one deal per thread at a time. */
export const workerRunner =
  (url: URL = solveWorkerUrl()): DealRunner =>
  (setup, jobs, threads, onResult) =>
    new Promise((resolve, reject) => {
      if (jobs.length === 0) {
        resolve();
        return;
      }
      const workers: Worker[] = [];
      let next = 0,
        finished = 0,
        failed = false;
      const stopAll = () => {
        for (const w of workers) void w.terminate();
      };
      const feed = (w: Worker) => {
        if (next < jobs.length) w.postMessage(jobs[next++]);
      };
      for (let i = 0; i < Math.max(1, Math.min(threads, jobs.length)); i++) {
        const w = new Worker(url, { workerData: setup });
        workers.push(w);
        w.on('message', (r: JobResult) => {
          onResult(r);
          if (++finished === jobs.length) {
            stopAll();
            resolve();
          } else feed(w);
        });
        const fail = (e: Error) => {
          if (!failed && finished < jobs.length) {
            failed = true;
            stopAll();
            reject(e);
          }
        };
        w.on('error', fail);
        w.on('exit', (code) => fail(new Error(`solver thread exited with code ${code}`)));
        feed(w);
      }
    });

/** Runs deals one after the other on this thread (tests, and places where threads are unwelcome). */
export const inlineRunner: DealRunner = async (setup, jobs, _threads, onResult) => {
  const rules = rulesForSetup(setup, findVariant);
  for (const job of jobs) {
    onResult(runJob(rules, setup, job));
    await new Promise((r) => setImmediate(r));
  }
};
