// The page's side of the solver worker: one request at a time, a newer request cancels the older one by
// terminating the worker (a search cannot be interrupted any other way), and a worker that cannot start at all
// turns the solver off for the session instead of breaking the page.
import { type Ref, ref } from 'vue';
import { type SolverAnswer, type SolverRequestBody, budgetMs } from './solverProtocol.js';

/** A started worker, as the client uses it. */
export interface SolverPort {
  readonly post: (request: SolverRequestBody & { readonly id: number }) => void;
  readonly terminate: () => void;
}

/** What a worker reports back: answers, and failure to load or run. */
export interface SolverListener {
  readonly message: (answer: SolverAnswer) => void;
  readonly error: () => void;
}

/** Starts a worker that reports to `on`; may throw or reject when workers cannot run here. Tests pass fakes. */
export type WorkerFactory = (on: SolverListener) => SolverPort | Promise<SolverPort>;

/** How a request ended when the worker did not answer it. */
export type SolverMiss = { readonly kind: 'cancelled' } | { readonly kind: 'unavailable' } | { readonly kind: 'failed' };

/** The worker's answer, or why there is none. */
export type SolverReply = SolverAnswer | SolverMiss;

/** A client of the solver worker. */
export interface SolverClient {
  /** False once workers proved unable to run here (or when there is no worker at all). */
  readonly available: Readonly<Ref<boolean>>;
  /** Sends a request, cancelling the one under way; resolves with the answer or why there is none. */
  readonly request: (body: SolverRequestBody) => Promise<SolverReply>;
  /** Cancels the request under way, if any. */
  readonly cancel: () => void;
}

// A worker that neither answers nor fails (a script that never arrives) is given up after its budget and this.
const SLACK_MS = 15_000;

/** A solver client over workers made by `factory`; null gives a client that is always unavailable. */
export const createSolverClient = (factory: WorkerFactory | null): SolverClient => {
  const available = ref(factory !== null);
  let port: Promise<SolverPort> | null = null;
  // An error before any worker has ever answered means workers cannot run here; after that, it costs one request.
  let answered = false;
  let pending: { id: number; resolve: (r: SolverReply) => void; timer: ReturnType<typeof setTimeout> } | null = null;
  let nextId = 1;

  const settle = (reply: SolverReply) => {
    const p = pending;
    if (!p) return;
    pending = null;
    clearTimeout(p.timer);
    p.resolve(reply);
  };
  const drop = () => {
    const p = port;
    port = null;
    p?.then((w) => w.terminate(), () => undefined);
  };
  const giveUp = () => {
    available.value = false;
    drop();
    settle({ kind: 'unavailable' });
  };

  const spawn = (): Promise<SolverPort> => {
    const on: SolverListener = {
      message: (a) => {
        if (port !== mine) return;
        answered = true;
        if (pending && a.id === pending.id) settle(a);
      },
      error: () => {
        if (port !== mine) return;
        if (!answered) giveUp();
        else { drop(); settle({ kind: 'failed' }); }
      },
    };
    const mine: Promise<SolverPort> = (async () => factory!(on))();
    mine.catch(() => { if (port === mine) giveUp(); });
    return mine;
  };

  const cancel = () => {
    if (!pending) return;
    drop();
    settle({ kind: 'cancelled' });
  };

  const request = (body: SolverRequestBody): Promise<SolverReply> => {
    if (!available.value) return Promise.resolve({ kind: 'unavailable' });
    cancel();
    const id = nextId++;
    return new Promise<SolverReply>((resolve) => {
      const timer = setTimeout(() => { if (pending?.id === id) { drop(); settle({ kind: 'failed' }); } }, budgetMs(body.budget) + SLACK_MS);
      pending = { id, resolve, timer };
      port ??= spawn();
      port.then((w) => { if (pending?.id === id) w.post({ ...body, id }); }, () => undefined);
    });
  };

  return { available, request, cancel };
};
