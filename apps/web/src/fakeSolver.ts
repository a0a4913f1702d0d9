// A stand-in for the solver worker, for the tests of this folder: it records what the page posts and lets each
// test decide when and how the worker answers (by default with the real solver, run in the test's own thread).
import {
  type AssistRequest,
  type AssistResponse,
  type LaneTimer,
  VERDICT_DELAY_MS,
  handleAssistRequest,
  platformTimer,
} from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { type StartWorker, type WorkerLike } from './webSolver.js';

/** One fake worker: what it was sent, and whether it was terminated. */
interface FakeWorker extends WorkerLike {
  readonly received: AssistRequest[];
  terminated: boolean;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** A starter of fake workers; `broken` makes every start fail the way a page without workers does. */
export const fakeWorkers = (broken: 'throws' | null = null) => {
  const started: FakeWorker[] = [];
  const start: StartWorker = () => {
    if (broken === 'throws') throw new Error('workers cannot start here');
    const w: FakeWorker = {
      received: [],
      terminated: false,
      onmessage: null,
      onerror: null,
      onmessageerror: null,
      postMessage: (r) => {
        w.received.push(r);
      },
      terminate: () => {
        w.terminated = true;
      },
    };
    started.push(w);
    return w;
  };
  // Each lane numbers its own requests: answers are told apart by request, not by id.
  const answered = new Set<AssistRequest>();
  const waiting = () =>
    started
      .filter((w) => !w.terminated)
      .flatMap((w) => w.received.map((r) => ({ w, r })))
      .filter(({ r }) => !answered.has(r));
  /** Requests sent to live workers and not answered yet, oldest first. */
  const pending = (): AssistRequest[] => waiting().map(({ r }) => r);
  /** Answers the newest pending request: with `make` when given, else with the real solver. */
  const answer = (make?: (r: AssistRequest) => WithoutId<AssistResponse>) => {
    const p = waiting().at(-1);
    if (!p) throw new Error('no request is waiting');
    answered.add(p.r);
    const response = make ? ({ ...make(p.r), id: p.r.id } as AssistResponse) : handleAssistRequest(p.r, findVariant);
    p.w.onmessage?.({ data: response } as MessageEvent<AssistResponse>);
    return p.r;
  };
  return { start, started, pending, answer };
};

/**
 * The page's timer (or `inner`), but for the verdict's wait, which ends at the next microtask: tests answer the
 * solver without waiting for positions to stay (the wait itself is play's host's, tested there).
 */
export const promptTimer = (inner: LaneTimer = platformTimer): LaneTimer => ({
  start: (ms, fire) => {
    if (ms > VERDICT_DELAY_MS) return inner.start(ms, fire);
    let on = true;
    queueMicrotask(() => {
      if (on) fire();
    });
    return () => {
      on = false;
    };
  },
});
