// Ports of a `PlayHost` that live in memory, for tests and tools: a timer turned by hand, saves and statistics in
// maps (which can be told to refuse), and a solver answered in-process.
import type { VariantDefinition } from '@solitaire/engine';
import type { HostSolver, SaveStore, StatsStore } from './host.js';
import type { LaneTimer } from './lane.js';
import { type AssistQuery, type AssistRequest, type AssistResponse, handleAssistRequest } from './protocol.js';
import { type StatsBook, type StatsEntry, foldEvents } from './stats.js';

/** A timer that fires only when the test advances it. */
export interface HandTimer extends LaneTimer {
  /** Moves time on by `ms`, firing what falls due, in order. */
  advance(ms: number): void;
  /** Timers started and not yet fired or stopped. */
  readonly pending: number;
}

/** A timer turned by hand. */
export const handTimer = (): HandTimer => {
  let now = 0;
  let serial = 0;
  const due = new Map<number, { at: number; fire: () => void }>();
  return {
    start(ms, fire) {
      const id = ++serial;
      due.set(id, { at: now + ms, fire });
      return () => {
        due.delete(id);
      };
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const next = [...due.entries()]
          .filter(([, t]) => t.at <= end)
          .sort((a, b) => a[1].at - b[1].at || a[0] - b[0])[0];
        if (!next) break;
        due.delete(next[0]);
        now = next[1].at;
        next[1].fire();
      }
      now = end;
    },
    get pending() {
      return due.size;
    },
  };
};

/** An error with a system code, as a refusing store throws. */
const refusal = (code: string): Error => Object.assign(new Error(code), { code });

/** Saves in a map; `refuse` makes every write fail with that code until set back to null. */
export const memorySaves = (initial: Record<string, string> = {}) => {
  const files = new Map(Object.entries(initial));
  const aside = new Map<string, string>();
  const state = { refuse: null as string | null };
  const store: SaveStore = {
    read: (variant) => files.get(variant) ?? null,
    write: (variant, text) => {
      if (state.refuse) throw refusal(state.refuse);
      files.set(variant, text);
    },
    keepAside: (variant, why) => {
      const where = `${variant}.${why}`;
      const text = files.get(variant);
      if (text !== undefined) aside.set(where, text);
      files.delete(variant);
      return where;
    },
  };
  return { store, files, aside, state };
};

/** Statistics as a book in memory, folded as a whole-book store folds them; `refuse` makes records fail. */
export const memoryStats = (known: (id: string) => boolean, today: () => string, initial: StatsBook = {}) => {
  const state = { book: initial, refuse: null as string | null, writes: 0 };
  const store: StatsStore = {
    record: (entries: readonly StatsEntry[]) => {
      if (state.refuse) throw refusal(state.refuse);
      state.book = foldEvents(state.book, entries, { known, today: today() });
      state.writes++;
      return state.book;
    },
  };
  return { store, state };
};

/**
 * A solver whose lanes hold their questions until the test answers them: with the real solver in-process
 * (`answer()`), or with a response of its own.
 */
export const answeringSolver = (find: (id: string) => VariantDefinition | undefined) => {
  const waiting: { lane: 'position' | 'deals'; query: AssistQuery; done: (r: AssistResponse) => void }[] = [];
  const state = { available: true, cancelled: 0, submitted: [] as AssistQuery[] };
  const lane = (name: 'position' | 'deals') => ({
    submit: (query: AssistQuery, done: (r: AssistResponse) => void) => {
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.lane === name) waiting.splice(i, 1);
      state.submitted.push(query);
      waiting.push({ lane: name, query, done });
    },
    cancel: () => {
      const before = waiting.length;
      for (let i = waiting.length - 1; i >= 0; i--) if (waiting[i]!.lane === name) waiting.splice(i, 1);
      if (waiting.length < before) state.cancelled++;
    },
  });
  const solver: HostSolver = { position: lane('position'), deals: lane('deals'), available: () => state.available };
  /** Answers the oldest question waiting (on `lane`, when given). */
  const answer = (make?: (q: AssistQuery) => Omit<AssistResponse, 'id'>, on?: 'position' | 'deals'): AssistQuery => {
    const i = waiting.findIndex((w) => on === undefined || w.lane === on);
    if (i < 0) throw new Error('no question waits');
    const [w] = waiting.splice(i, 1);
    const request = { ...w!.query, id: 1 } as AssistRequest;
    const response = make ? ({ ...make(w!.query), id: 1 } as AssistResponse) : handleAssistRequest(request, find);
    w!.done(response);
    return w!.query;
  };
  return { solver, waiting, state, answer };
};
