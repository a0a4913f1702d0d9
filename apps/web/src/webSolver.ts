// The page's two solver lanes (the position shown; winnable deals) over Web Workers. A worker that fails before
// any worker has ever answered means workers cannot run here: the solver is then unavailable for the session,
// and the game goes on without it instead of breaking the page.
import {
  type AssistRequest,
  type AssistResponse,
  type SolverLanes,
  type SolverTransport,
  solverLanes,
} from '@solitaire/play';
import { type Ref, ref } from 'vue';

/** The parts of a Web Worker the transport uses (tests give fakes). */
export interface WorkerLike {
  postMessage(message: AssistRequest): void;
  terminate(): void;
  onmessage: ((e: MessageEvent<AssistResponse>) => void) | null;
  onerror: ((e: ErrorEvent) => void) | null;
  onmessageerror: ((e: MessageEvent) => void) | null;
}

/** Starts a worker; may reject (or throw) where workers cannot run. */
export type StartWorker = () => Promise<WorkerLike> | WorkerLike;

/** The solver as the page uses it. */
export interface WebSolver extends SolverLanes {
  /** False once workers proved unable to run here (or when there is no worker at all). */
  readonly available: Readonly<Ref<boolean>>;
}

/** A worker still starting, as the play layer's lane drives it: requests wait until it runs. */
export const workerTransport = (starting: Promise<WorkerLike>): SolverTransport => {
  let worker: WorkerLike | null = null;
  let ended = false;
  const waiting: AssistRequest[] = [];
  let onMessage: (r: AssistResponse) => void = () => undefined;
  let onError: (message: string) => void = () => undefined;
  starting.then(
    (w) => {
      if (ended) {
        w.terminate();
        return;
      }
      worker = w;
      w.onmessage = (e) => {
        onMessage(e.data);
      };
      w.onerror = (e) => {
        e.preventDefault();
        onError(e.message || 'the solver worker failed');
      };
      w.onmessageerror = () => onError('the solver worker sent an unreadable answer');
      for (const r of waiting.splice(0)) w.postMessage(r);
    },
    (e: unknown) => {
      if (!ended) onError(e instanceof Error ? e.message : String(e));
    },
  );
  return {
    post: (r) => {
      if (worker) worker.postMessage(r);
      else waiting.push(r);
    },
    terminate: () => {
      ended = true;
      worker?.terminate();
    },
    onMessage: (l) => {
      onMessage = l;
    },
    onError: (l) => {
      onError = l;
    },
  };
};

/** Both lanes over workers from `start`; null gives a solver that is always unavailable. Nothing starts until asked. */
export const createWebSolver = (start: StartWorker | null): WebSolver => {
  const available = ref(start !== null);
  let answered = false;
  const spawn = (): SolverTransport => {
    const inner = workerTransport((async () => start!())());
    return {
      ...inner,
      onMessage: (l) =>
        inner.onMessage((r) => {
          answered = true;
          l(r);
        }),
      onError: (l) =>
        inner.onError((message) => {
          if (!answered) available.value = false;
          l(message);
        }),
    };
  };
  // A silent worker is given up by the lane (its request fails): it may have been slow, not unable to run, so the
  // solver stays available.
  return { available, ...solverLanes(spawn) };
};
