// A stand-in for the solver worker, for the tests of this folder: it records what the page posts and lets each
// test decide when and how the worker answers (by default with the real solver, run in the test's own thread).
import { answerSolverRequest } from './solverAnswer.js';
import type { SolverListener, SolverPort, WorkerFactory } from './solverClient.js';
import type { SolverAnswer, SolverRequest, WithoutId } from './solverProtocol.js';

/** One fake worker: its listener, what it was sent, and whether it was terminated. */
export interface FakeWorker {
  readonly on: SolverListener;
  readonly received: SolverRequest[];
  terminated: boolean;
}

/** A factory of fake workers; `broken` makes every start fail the way a page without workers does. */
export const fakeWorkers = (broken: 'throws' | 'errors' | null = null) => {
  const started: FakeWorker[] = [];
  const factory: WorkerFactory = (on) => {
    if (broken === 'throws') throw new Error('workers cannot start here');
    const w: FakeWorker = { on, received: [], terminated: false };
    started.push(w);
    if (broken === 'errors') queueMicrotask(() => on.error());
    const port: SolverPort = { post: (r) => { w.received.push(r); }, terminate: () => { w.terminated = true; } };
    return port;
  };
  const live = () => started.filter((w) => !w.terminated);
  const answeredIds = new Set<number>();
  /** Requests sent to live workers and not answered yet, oldest first. */
  const pending = () => live().flatMap((w) => w.received).filter((r) => !answeredIds.has(r.id));
  /** Answers the newest pending request: with `answer` when given, else with the real solver. */
  const answer = (make: (r: SolverRequest) => WithoutId<SolverAnswer> = answerSolverRequest) => {
    const w = live().at(-1);
    const req = pending().at(-1);
    if (!w || !req) throw new Error('no request is waiting');
    answeredIds.add(req.id);
    w.on.message({ ...make(req), id: req.id } as SolverAnswer);
    return req;
  };
  return { factory, started, pending, answer };
};
