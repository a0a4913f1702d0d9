import { Worker } from 'node:worker_threads';
import type { AssistQuery, AssistRequest, AssistResponse } from './assistProtocol.js';

/** The parts of a `worker_threads` Worker a lane uses (tests give a fake one). */
export interface WorkerLike {
  postMessage(message: AssistRequest): void;
  on(event: 'message', listener: (message: AssistResponse) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): unknown;
}

/** Where the built solver thread lives: beside the bundle that starts it, in dist/. */
export const assistWorkerUrl = (): URL => new URL('./assistWorker.js', import.meta.url);

/** Starts a solver thread that never keeps the program alive on its own. */
export const spawnAssistWorker = (url: URL = assistWorkerUrl()): WorkerLike => {
  const worker = new Worker(url);
  worker.unref();
  return worker;
};

/**
 * One request at a time on one solver thread. A new request supersedes the one running: since a search cannot be
 * interrupted, the thread is ended and a fresh one started. An idle thread is kept for the next request.
 */
export class AssistLane {
  #spawn: () => WorkerLike;
  #worker: WorkerLike | null = null;
  #pending: { readonly id: number; readonly done: (response: AssistResponse) => void } | null = null;
  #nextId = 1;
  #spawned = 0;

  constructor(spawn: () => WorkerLike) {
    this.#spawn = spawn;
  }

  /** Threads started so far (each cancellation of a running request costs one). */
  get spawned(): number {
    return this.#spawned;
  }

  /** Whether a request is running. */
  get busy(): boolean {
    return this.#pending !== null;
  }

  /** Sends a request, cancelling the one running if any; `done` is called once with its answer, unless cancelled. */
  submit(query: AssistQuery, done: (response: AssistResponse) => void): number {
    this.cancel();
    const id = this.#nextId++;
    this.#pending = { id, done };
    try {
      this.#ensureWorker().postMessage({ ...query, id } as AssistRequest);
    } catch (e) {
      this.#finish(id, { id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
    return id;
  }

  /** Cancels the running request, if any, by ending its thread; `done` is never called for it. */
  cancel(): void {
    if (!this.#pending) return;
    this.#pending = null;
    this.#endWorker();
  }

  /** Cancels everything and ends the thread, idle or not. */
  close(): void {
    this.#pending = null;
    this.#endWorker();
  }

  #ensureWorker(): WorkerLike {
    if (this.#worker) return this.#worker;
    const worker = this.#spawn();
    this.#spawned++;
    this.#worker = worker;
    // Events of a thread already replaced are ignored: only the current one answers.
    worker.on('message', (response) => {
      if (worker === this.#worker) this.#finish(response.id, response);
    });
    const lost = (message: string) => {
      if (worker !== this.#worker) return;
      this.#worker = null;
      if (this.#pending) this.#finish(this.#pending.id, { id: this.#pending.id, kind: 'error', message });
    };
    worker.on('error', (e) => lost(e.message));
    worker.on('exit', (code) => lost(`solver thread exited (${code})`));
    return worker;
  }

  #finish(id: number, response: AssistResponse): void {
    const pending = this.#pending;
    if (!pending || pending.id !== id) return;
    this.#pending = null;
    pending.done(response);
  }

  #endWorker(): void {
    const worker = this.#worker;
    this.#worker = null;
    if (worker) void worker.terminate();
  }
}

/** The terminal game's solver threads: one for the position shown (verdicts, hints), one for finding deals. */
export interface Assistant {
  readonly position: AssistLane;
  readonly deals: AssistLane;
}

/** Both lanes on real threads; nothing starts until the first request. */
export const threadAssistant = (spawn: () => WorkerLike = spawnAssistWorker): Assistant => ({
  position: new AssistLane(spawn),
  deals: new AssistLane(spawn),
});
