import { Worker } from 'node:worker_threads';
import {
  type AssistRequest,
  type AssistResponse,
  type HostSolver,
  type LaneTimer,
  type SolverLanes,
  type SolverTransport,
  solverLanes,
} from '@solitaire/play';

/** The terminal game's solver threads: one for the position shown (verdicts, hints), one for finding deals. */
export type Assistant = HostSolver & SolverLanes;

/** The parts of a `worker_threads` Worker the transport uses (tests give a fake one). */
export interface WorkerLike {
  postMessage(message: AssistRequest): void;
  on(event: 'message', listener: (message: AssistResponse) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): unknown;
  /** Lets the program end while the thread lives (a real thread has it; test fakes need not). */
  unref?(): unknown;
}

/** Where the built solver thread lives: beside the bundle that starts it, in dist/. */
const assistWorkerUrl = (): URL => new URL('./assistWorker.js', import.meta.url);

/** Starts a solver thread; `workerTransport` keeps it from holding the program open once it listens to it. */
const spawnAssistWorker = (url: URL = assistWorkerUrl()): WorkerLike => new Worker(url);

/** A worker thread as the play layer's lane drives it. */
export const workerTransport = (worker: WorkerLike): SolverTransport => ({
  post: (request) => worker.postMessage(request),
  terminate: () => {
    void worker.terminate();
  },
  onMessage: (listener) => {
    worker.on('message', listener);
    // Node refs a thread's port again for its first 'message' listener: let go before that, a thread left idle (or
    // started after the lanes closed) kept the program running, on a blank screen, after the player had quit.
    worker.unref?.();
  },
  onError: (listener) => {
    worker.on('error', (e) => listener(e.message));
    worker.on('exit', (code) => listener(`solver thread exited (${code})`));
  },
});

/** Both lanes on real threads; nothing starts until the first request. */
export const threadAssistant = (spawn: () => WorkerLike = spawnAssistWorker, timer?: LaneTimer | null): Assistant => ({
  ...solverLanes(() => workerTransport(spawn()), timer),
  // Worker threads run wherever Node does; a thread that fails answers its request with an error.
  available: () => true,
});
