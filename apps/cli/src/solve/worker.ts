// A solver thread of `solitaire solve` (built as its own entry, dist/solveWorker.js): one deal at a time, each
// message a deal, each answer its result. It loads the engine and the games only.
import { parentPort, workerData } from 'node:worker_threads';
import { findVariant } from '@solitaire/variants';
import { type JobSetup, type SolveJob, rulesForSetup, runJob } from './job.js';

const setup = workerData as JobSetup;
const rules = rulesForSetup(setup, findVariant);
parentPort!.on('message', (job: SolveJob) => {
  parentPort!.postMessage(runJob(rules, setup, job));
});
