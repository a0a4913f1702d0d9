import { type AssistQuery, type AssistRequest, type AssistResponse, budgetMs } from './protocol.js';

/**
 * A started solver thread as a lane drives it: a Web Worker or a `worker_threads` Worker behind four functions,
 * which each front end supplies.
 */
export interface SolverTransport {
  post(request: AssistRequest): void;
  terminate(): void;
  onMessage(listener: (response: AssistResponse) => void): void;
  /** Called when the thread fails or exits on its own. */
  onError(listener: (message: string) => void): void;
}

/** Starts a solver thread; may throw when threads cannot run here (the request then fails, the game goes on). */
export type TransportFactory = () => SolverTransport;

/**
 * The caller's timer: `start` calls `fire` once after `ms` milliseconds unless the function it returns is called
 * first (`setTimeout` and `clearTimeout` in front ends, a hand-driven fake in tests).
 */
export interface LaneTimer {
  start(ms: number, fire: () => void): () => void;
}

/**
 * The platform's `setTimeout` as a `LaneTimer`, for every front end. Where timers can keep a program alive (Node), a
 * give-up still pending never does.
 */
export const platformTimer: LaneTimer = {
  start: (ms, fire) => {
    const t = setTimeout(fire, ms);
    (t as { unref?: () => void }).unref?.();
    return () => clearTimeout(t);
  },
};
// Both platforms have these; the package is built without the DOM's or Node's types, which declare them.
declare function setTimeout(fire: () => void, ms: number): unknown;
declare function clearTimeout(handle: unknown): void;

/** The two lanes every front end runs: one for the position shown (verdicts, hints), one for finding deals. */
export interface SolverLanes {
  readonly position: SolverLane;
  readonly deals: SolverLane;
}

/** Both lanes over threads that `spawn` starts, given up by `timer` (the platform's unless told; null: never). */
export const solverLanes = (spawn: TransportFactory, timer: LaneTimer | null = platformTimer): SolverLanes => ({
  position: new SolverLane(spawn, timer),
  deals: new SolverLane(spawn, timer),
});

/** How long past a request's own budget (`budgetMs`) a thread may stay silent before the lane gives it up. */
export const LANE_SLACK_MS = 15_000;

/**
 * The error message of a request whose thread neither answered nor failed in time (a script that never loaded,
 * say).
 */
export const noAnswer = 'the solver thread did not answer in time';

/**
 * One request at a time on one solver thread. A new request supersedes the one running: since a search cannot be
 * interrupted, the thread is ended and a fresh one started. An idle thread is kept for the next request. With a
 * timer, a thread silent past the request's budget plus `LANE_SLACK_MS` is ended and the request answered with an
 * error (`noAnswer`): a silent thread costs its request, never the game.
 */
export class SolverLane {
  #spawn: TransportFactory;
  #timer: LaneTimer | null;
  #thread: SolverTransport | null = null;
  #pending: { readonly id: number; readonly done: (response: AssistResponse) => void } | null = null;
  #stopTimer: () => void = () => undefined;
  #nextId = 1;
  #spawned = 0;

  constructor(spawn: TransportFactory, timer: LaneTimer | null = null) {
    this.#spawn = spawn;
    this.#timer = timer;
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
      this.#ensureThread().post({ ...query, id } as AssistRequest);
      if (this.#timer)
        this.#stopTimer = this.#timer.start(budgetMs(query.budget) + LANE_SLACK_MS, () => this.#giveUp(id));
    } catch (e) {
      this.#endThread();
      this.#finish(id, { id, kind: 'error', message: e instanceof Error ? e.message : String(e) });
    }
    return id;
  }

  /** Cancels the running request, if any, by ending its thread; `done` is never called for it. */
  cancel(): void {
    if (!this.#pending) return;
    this.#pending = null;
    this.#stopTimer();
    this.#endThread();
  }

  /** Cancels everything and ends the thread, idle or not. */
  close(): void {
    this.#pending = null;
    this.#stopTimer();
    this.#endThread();
  }

  // The thread may be stuck in a search it cannot leave: it is ended, and the next request starts a fresh one.
  #giveUp(id: number): void {
    if (this.#pending?.id !== id) return;
    this.#endThread();
    this.#finish(id, { id, kind: 'error', message: noAnswer });
  }

  #ensureThread(): SolverTransport {
    if (this.#thread) return this.#thread;
    const thread = this.#spawn();
    this.#spawned++;
    this.#thread = thread;
    // Events of a thread already replaced are ignored: only the current one answers.
    thread.onMessage((response) => {
      if (thread === this.#thread) this.#finish(response.id, response);
    });
    thread.onError((message) => {
      if (thread !== this.#thread) return;
      this.#thread = null;
      if (this.#pending) this.#finish(this.#pending.id, { id: this.#pending.id, kind: 'error', message });
    });
    return thread;
  }

  #finish(id: number, response: AssistResponse): void {
    const pending = this.#pending;
    if (!pending || pending.id !== id) return;
    this.#pending = null;
    this.#stopTimer();
    pending.done(response);
  }

  #endThread(): void {
    const thread = this.#thread;
    this.#thread = null;
    if (thread) thread.terminate();
  }
}
