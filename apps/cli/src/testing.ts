// Helpers for tests only: positions written by hand, and cousins of the registered games built as pure data
// (reserve, two decks and thirteen piles, fans that build in suit) so that the board is checked generically.
import {
  type Game, type Layout, type Move, type Rules, type VariantDefinition, gameFrom, positionFromLayout, resolveRules, validateDefinition,
} from '@solitaire/engine';
import { athena, findVariant, klondike, shamrocks } from '@solitaire/variants';
import type { WorkerLike } from './assistLane.js';
import { type AssistRequest, type AssistResponse, handleAssistRequest, positionQuery } from '@solitaire/play';
import type { SolveOutcome } from '@solitaire/solver';
import type { Action, Session } from './session.js';
import { translator } from './i18n.js';
import { unicodeGlyphs } from './glyphs.js';
import type { ViewOptions } from './view.js';

const check = (def: VariantDefinition): VariantDefinition => {
  const r = validateDefinition(def);
  if (!r.ok) throw new Error(`test definition ${def.id} is invalid: ${r.error}`);
  return def;
};

/** Games the registry may gain later, as data only. */
export const cousins: readonly VariantDefinition[] = [
  check({ ...klondike, id: 'with-reserve', deal: { ...klondike.deal, reserve: 13 }, options: [] }),
  check({ ...athena, id: 'two-decks', decks: 2, foundations: { count: 8, build: 'sameSuit', playBack: false, baseFixed: false },
    tableau: { ...athena.tableau, count: 13 }, stock: { draw: 1 }, redeal: null, options: [] }),
  check({ ...shamrocks, id: 'suit-fans', tableau: { ...shamrocks.tableau, build: { direction: 'down', suit: 'sameSuit', wrap: false }, capacity: null, whenEmpty: 'anyCard' },
    deal: { ...shamrocks.deal, afterDeal: [] }, redeal: { kind: 'shuffleTableau', limit: 2 }, options: [] }),
];

/** The rules of a definition with no option changed. */
export const rulesOf = (def: VariantDefinition): Rules => {
  const r = resolveRules(def, {});
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** A game whose position is written by hand (no history). */
export const gameFromLayout = (def: VariantDefinition, layout: Layout, deal = 1): Game => {
  const rules = rulesOf(def);
  const state = positionFromLayout(rules, layout);
  if (!state.ok) throw new Error(`${state.error} ${state.detail ?? ''}`);
  return gameFrom(rules, deal, state.value);
};

/** View options for tests: symbols, no colour, a roomy screen, English. */
export const testView = (patch: Partial<ViewOptions> = {}): ViewOptions => ({
  glyphs: unicodeGlyphs, colour: false, columns: 120, rows: 40, elapsedMs: 0, t: translator('en'), ...patch,
});

/** A stand-in solver thread, as the tests see it. */
export interface FakeWorker {
  readonly requests: AssistRequest[];
  terminated: boolean;
  /** Makes the thread fail as a crashed one does. */
  fail(message: string): void;
}

/**
 * Stand-in solver threads: each request is answered by `answer` (by default the real handler, run in this thread)
 * once its promise settles, after a turn of the event loop, unless the thread was ended meanwhile.
 */
export const fakeWorkers = (
  answer: (r: AssistRequest) => AssistResponse | Promise<AssistResponse> = (r) => handleAssistRequest(r, findVariant),
) => {
  const workers: FakeWorker[] = [];
  const spawn = (): WorkerLike => {
    const listeners: Record<string, ((x: never) => void)[]> = { message: [], error: [], exit: [] };
    const emit = (event: string, x: unknown) => { for (const f of listeners[event]!) f(x as never); };
    const w: FakeWorker = {
      requests: [], terminated: false,
      fail: (message) => emit('error', new Error(message)),
    };
    workers.push(w);
    return {
      postMessage(request: AssistRequest) {
        w.requests.push(request);
        void Promise.resolve(answer(request)).then((r) => setImmediate(() => { if (!w.terminated) emit('message', r); }));
      },
      on(event: string, listener: (x: never) => void) { listeners[event]!.push(listener); },
      terminate() { w.terminated = true; },
    } as WorkerLike;
  };
  return { spawn, workers };
};

/** The answer the solver would give about the session's current position, as an action (tests decide the outcome). */
export const solverSays = (s: Session, outcome: SolveOutcome, line: readonly Move[] | null = null): Action => {
  const query = positionQuery(s);
  if (!query) throw new Error('the session asks nothing of the solver');
  return { type: 'answer', query, response: { id: 0, kind: 'position', outcome, line } };
};
