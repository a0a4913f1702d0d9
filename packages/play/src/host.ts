import type { SaveError, VariantDefinition } from '@solitaire/engine';
import { MAX_PICKED_DEAL } from './deals.js';
import { type SaveStamp, gameSaveText, nextStamp, readGameSave, saveStampOf, savedByAnotherCopy } from './gameSave.js';
import type { LaneTimer } from './lane.js';
import type { PickError } from './pick.js';
import type { AssistQuery, AssistResponse } from './protocol.js';
import {
  type PlayAction,
  type PlayerAction,
  type PlayEffect,
  type PlaySession,
  type SavedPlay,
  dealQuery,
  positionQuery,
  sameQuery,
  sessionElapsed,
} from './playSession.js';
import type { PlaySettings } from './settings.js';
import { type StatsBook, type StatsEntry, recordInBook } from './stats.js';

// Everything between play's reducer and the pixels, once for every front end: when the solver is asked and what
// happens without one, the steps of "show me", the verdict's wait, the effects (save, statistics, settings) and
// the save policy. Front ends supply small ports and draw what the host holds.

/** How long each move of "show me" stays on the table: long enough to follow, short enough for a whole win. */
export const SHOW_ME_STEP_MS = 400;

/** How long a position must stay before its verdict is asked for: keys typed in a burst start no searches. */
export const VERDICT_DELAY_MS = 120;

/** The session a host runs: play's, or a front end's that holds play's fields (its own notice aside). */
export type HostedSession = Omit<PlaySession, 'notice'>;

/** A front end's reducer around `updatePlay` (or `updatePlay` itself); its own effects come with play's. */
type HostReducer<S, A, E> = (
  s: S,
  action: A | PlayAction,
  now: number,
) => {
  readonly session: S;
  readonly effects: readonly (PlayEffect | E)[];
};

/** One solver lane as the host uses it (play's `SolverLane`). */
interface HostLane {
  submit(query: AssistQuery, done: (response: AssistResponse) => void): unknown;
  cancel(): void;
}

/** The solver: a lane for the position shown, one for finding deals, and whether threads can run here at all. */
export interface HostSolver {
  readonly position: HostLane;
  readonly deals: HostLane;
  readonly available: () => boolean;
}

/**
 * Where saves are kept, by variant id: files in the terminal, localStorage on the page. Each method throws (an error
 * with a `code`, say `ENOSPC`) when the store refuses; the host says so and play goes on.
 */
export interface SaveStore {
  read(variant: string): string | null;
  /** Replaces the variant's save whole (never half written). */
  write(variant: string, text: string): void;
  /** Moves the stored save out of the way: one another copy wrote, or one that does not load. Returns where it went. */
  keepAside(variant: string, why: 'otherCopy' | 'corrupt'): string | null;
}

/** Where statistics are kept: events stored for good, or a throw when the store refuses them (they wait, then). */
export interface StatsStore {
  /** Returns the whole book as stored now when the store can tell (another copy may have recorded games). */
  record(entries: readonly StatsEntry[]): StatsBook | null;
}

/** What the host needs of the world around it. */
export interface HostEnv {
  /** Milliseconds on any clock, for play's clock. */
  readonly now: () => number;
  /** The player's own day (`localDay`): the day of today's deal of the day. */
  readonly today: () => string;
  /** A random deal in play's one range (`randomDeal`). */
  readonly randomDeal: () => number;
}

/** The ports of a host: all but the reducer and the environment may be left out (nothing kept, no solver). */
export interface HostPorts<S, A, E> {
  readonly reduce: HostReducer<S, A, E>;
  readonly env: HostEnv;
  /** The caller's timer (`setTimeout` in front ends, a hand timer in tests). */
  readonly timer: LaneTimer;
  readonly find: (id: string) => VariantDefinition | undefined;
  readonly solver?: HostSolver | null;
  readonly saves?: SaveStore | null;
  readonly stats?: StatsStore | null;
  /** Stores changed play settings; throws when refused. */
  readonly saveSettings?: ((patch: Partial<PlaySettings>) => void) | null;
  /** This running copy's signature on its saves (a random id). */
  readonly writer: string;
  /** The statistics as loaded. */
  readonly book?: StatsBook;
  /** The stamps of saves already read before the host started, by variant id. */
  readonly known?: ReadonlyMap<string, SaveStamp | null>;
  /** The front end's own effects, carried out by it. */
  readonly onEffect?: (effect: E, session: S) => void;
}

/** Something the store refused or had to do, with the system's code: said by the front end, in its words. */
export type StoreProblem =
  | { readonly kind: 'saveFailed' | 'statsFailed' | 'settingsFailed'; readonly code: string }
  /** Another running copy had saved this game since: its save was kept aside (`keptIn`), then this one written. */
  | { readonly kind: 'otherCopyKept'; readonly keptIn: string | null };

/** What reading a variant's save found. */
export type SaveRead =
  | { readonly kind: 'none' }
  /** `pickProblem`: why a stored pick was refused (the game loads without it). */
  | { readonly kind: 'ok'; readonly saved: SavedPlay; readonly pickProblem?: PickError }
  /** Not a save of this variant that loads: kept aside (`keptIn`) or dropped; `detail` names another variant. */
  | { readonly kind: 'refused'; readonly code: SaveError; readonly detail?: string; readonly keptIn: string | null }
  /** The store itself failed (a folder that cannot be read). */
  | { readonly kind: 'failed'; readonly code: string };

/**
 * Reads a variant's save from a store, as a host does (`PlayHost.readSave`), for a front end that reads before it
 * has a host: the read, and the stamp to give the host (`known`), undefined when the store failed.
 */
export const readSaveIn = (
  saves: SaveStore | null,
  variant: string,
  find: (id: string) => VariantDefinition | undefined,
  today: string,
): { readonly read: SaveRead; readonly stamp?: SaveStamp | null } => {
  if (!saves) return { read: { kind: 'none' } };
  let text: string | null;
  try {
    text = saves.read(variant);
  } catch (e) {
    return { read: { kind: 'failed', code: errorCode(e) } };
  }
  if (text === null) return { read: { kind: 'none' }, stamp: null };
  const r = readGameSave(text, { variant, find, today });
  if (r.ok) {
    const { saved, pickProblem } = r.value;
    const read: SaveRead = { kind: 'ok', saved, ...(pickProblem ? { pickProblem } : {}) };
    return { read, stamp: r.value.stamp };
  }
  let keptIn: string | null;
  try {
    keptIn = saves.keepAside(variant, 'corrupt');
  } catch (e) {
    return { read: { kind: 'failed', code: errorCode(e) } };
  }
  return { read: { kind: 'refused', code: r.error, ...(r.detail ? { detail: r.detail } : {}), keptIn }, stamp: null };
};

/** The system's error code of a store failure (`EUNKNOWN` when it has none). */
export const errorCode = (e: unknown): string => {
  const code = (e as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^E[A-Z0-9]{1,15}$/.test(code) ? code : 'EUNKNOWN';
};

/** 32 random bits from the platform's cryptographic source. */
const randomBits = (): number =>
  (globalThis as unknown as { crypto: Crypto32 }).crypto.getRandomValues(new Uint32Array(1))[0]!;

/** The one method of the platform's `crypto` a random deal needs (Node 22 and every browser have it). */
interface Crypto32 {
  getRandomValues(array: Uint32Array): Uint32Array;
}

/** A random deal number from 1 to `MAX_PICKED_DEAL`, the one range of every random deal (short numbers to share). */
export const randomDeal = (bits: () => number = randomBits): number => (bits() % MAX_PICKED_DEAL) + 1;

const playEffectKinds: ReadonlySet<string> = new Set<PlayEffect['kind']>(['save', 'stats', 'settings']);
const isPlayEffect = (e: { readonly kind: string }): e is PlayEffect => playEffectKinds.has(e.kind);

type Lane = 'position' | 'deals';

/** Told of each change of a host's session: the new one, the one before, and the action (null: one installed). */
export type HostListener<S, A> = (session: S, before: S, action: A | PlayAction | null) => void;

/**
 * Runs a game for a front end: dispatches actions through the reducer, carries out play's effects, asks the solver
 * (and answers for it when there is none), plays "show me" on the timer, and reads and writes the save. The front
 * end subscribes and draws `session`, `book` and `problem`.
 */
export class PlayHost<
  S extends HostedSession,
  A extends { readonly type: string } = PlayAction,
  E extends { readonly kind: string } = never,
> {
  #session: S;
  #ports: HostPorts<S, A, E>;
  #book: StatsBook;
  #unsaved: StatsEntry[] = [];
  #problem: StoreProblem | null = null;
  #known: Map<string, SaveStamp | null>;
  #listeners = new Set<HostListener<S, A>>();
  #asked: Record<Lane, AssistQuery | null> = { position: null, deals: null };
  #waiting: Record<Lane, () => void> = { position: () => undefined, deals: () => undefined };
  #hurry: Record<Lane, () => void> = { position: () => undefined, deals: () => undefined };
  #stepping: (() => void) | null = null;
  #started = false;

  constructor(session: S, ports: HostPorts<S, A, E>) {
    this.#session = session;
    this.#ports = ports;
    this.#book = ports.book ?? {};
    this.#known = new Map(ports.known ?? []);
  }

  /** The session on the table. */
  get session(): S {
    return this.#session;
  }
  /** The statistics as they stand (events the store refused included). */
  get book(): StatsBook {
    return this.#book;
  }
  /** What went wrong with the store last, until a save goes through again. */
  get problem(): StoreProblem | null {
    return this.#problem;
  }
  /** The environment the host was given. */
  get env(): HostEnv {
    return this.#ports.env;
  }

  /** Calls `listener` after every change of the session, with the action that made it (null: a session installed). */
  subscribe(listener: HostListener<S, A>): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Hands an action to the reducer, carries out its effects, and asks the solver what the new session needs. */
  dispatch(action: A | PlayAction): S {
    const before = this.#session;
    const now = this.#ports.env.now();
    const u = this.#ports.reduce(before, action, now);
    this.#session = u.session;
    for (const e of u.effects) {
      if (isPlayEffect(e)) this.#carryOut(e);
      else this.#ports.onEffect?.(e, u.session);
    }
    this.#changed(before, action);
    this.#follow();
    return this.#session;
  }

  /**
   * Puts a session on the table without play's lifecycle (a game taken up again, a variant opened): once started,
   * the game left keeps its time up to now, the one put saves at once, and the solver is asked about it.
   */
  install(session: S): void {
    if (this.#started) this.save();
    const before = this.#session;
    this.#session = session;
    if (this.#started) this.save();
    this.#changed(before, null);
    this.#follow();
  }

  /** Starts with the session on the table, once the front end is ready: saves it and asks the solver. */
  start(): void {
    if (this.#started) return;
    this.#started = true;
    this.save();
    this.#follow();
  }

  /** Connects what the front end has only once it runs: the solver's threads, its own effects. */
  attach(ports: Pick<HostPorts<S, A, E>, 'solver' | 'onEffect'>): void {
    this.#ports = { ...this.#ports, ...ports };
  }

  /** Plays a player's action, filled with what only the environment knows (see `filled`). */
  request(action: PlayerAction): S {
    if (action.type === 'newGame') return this.dispatch(this.filled({ type: 'newGame', deal: 0 }));
    if (action.type === 'ratedDeal') return this.dispatch(this.filled({ ...action, seed: 0 }));
    if (action.type === 'dailyDeal')
      return this.dispatch(this.filled({ type: 'dailyDeal', day: action.day ?? '', today: '' }));
    return this.dispatch(action);
  }

  /** `action` with what only the environment knows: a new deal, a rated pick's seed, the days of the day's deal. */
  filled<T extends A | PlayAction>(action: T): T {
    const env = this.#ports.env;
    const a = action as PlayAction;
    if (a.type === 'newGame') return { ...a, deal: env.randomDeal() } as T;
    if (a.type === 'ratedDeal') return { ...a, seed: env.randomDeal() } as T;
    if (a.type === 'dailyDeal') return { ...a, day: a.day || env.today(), today: env.today() } as T;
    return action;
  }

  /** Ends the timers and cancels the solver's work (the lanes stay the front end's to close). */
  stop(): void {
    this.#stopStepping();
    for (const lane of ['position', 'deals'] as const) this.#ask(lane, null, 0);
  }

  /** Saves the game on the table now, with the time on its clock. */
  save(): void {
    const saves = this.#ports.saves;
    const s = this.#session;
    if (saves) this.#setProblem(this.#writeSave(saves, s, sessionElapsed(s, this.#ports.env.now())));
    // Statistics a full store refused go with the next save it takes.
    if (this.#unsaved.length > 0 && this.#problem === null) this.#flushStats();
  }

  /**
   * Reads a variant's save, and remembers its stamp for the next write. One that does not load is kept aside (or
   * dropped, as the store does), never read again.
   */
  readSave(variant: string): SaveRead {
    const r = readSaveIn(this.#ports.saves ?? null, variant, this.#ports.find, this.#ports.env.today());
    if (r.stamp !== undefined) this.#known.set(variant, r.stamp);
    return r.read;
  }

  /** Records a statistics event the front end decided on (a game given up at launch). */
  record(entry: StatsEntry): void {
    this.#unsaved.push(entry);
    this.#book = recordInBook(this.#book, entry, this.#foldContext());
    this.#flushStats();
  }

  #foldContext() {
    return { known: (id: string) => this.#ports.find(id) !== undefined, today: this.#ports.env.today() };
  }

  #carryOut(e: PlayEffect): void {
    switch (e.kind) {
      case 'save':
        this.save();
        break;
      case 'stats':
        this.record({ variant: e.variant, event: e.event, elapsedMs: e.elapsedMs, ...(e.day ? { day: e.day } : {}) });
        break;
      case 'settings': {
        try {
          this.#ports.saveSettings?.(e.patch);
        } catch (err) {
          this.#setProblem({ kind: 'settingsFailed', code: errorCode(err) });
        }
        break;
      }
    }
  }

  #flushStats(): void {
    const stats = this.#ports.stats;
    if (!stats) {
      this.#unsaved = [];
      return;
    }
    try {
      const stored = stats.record(this.#unsaved);
      this.#unsaved = [];
      if (stored) this.#book = stored;
    } catch (e) {
      this.#setProblem({ kind: 'statsFailed', code: errorCode(e) });
    }
  }

  /** Writes a save with this copy's stamp; one another copy wrote since this one last read or wrote is kept aside. */
  #writeSave(saves: SaveStore, s: HostedSession, elapsedMs: number): StoreProblem | null {
    const id = s.game.rules.id;
    try {
      const storedText = saves.read(id);
      const stored = saveStampOf(storedText);
      // A variant this copy never read: what is stored is replaced, as a new game replaces a save.
      const known = this.#known.has(id) ? this.#known.get(id)! : stored;
      let problem: StoreProblem | null = null;
      if (storedText !== null && savedByAnotherCopy(stored, known)) {
        problem = { kind: 'otherCopyKept', keptIn: saves.keepAside(id, 'otherCopy') };
      }
      const stamp = nextStamp(this.#ports.writer, stored ?? known);
      saves.write(id, gameSaveText(s, Math.round(elapsedMs), stamp));
      this.#known.set(id, stamp);
      return problem;
    } catch (e) {
      return { kind: 'saveFailed', code: errorCode(e) };
    }
  }

  #setProblem(problem: StoreProblem | null): void {
    this.#problem = problem;
  }

  #changed(before: S, action: A | PlayAction | null): void {
    for (const l of [...this.#listeners]) l(this.#session, before, action);
  }

  /** What follows a change: the solver's questions, and the steps of "show me". */
  #follow(): void {
    if (!this.#started) return;
    const s = this.#session;
    // A verdict waits for the position to stay; what the player asked for (a hint, show me, back) is asked at once.
    const urgent = s.hintPending || s.showing || s.rewinding;
    this.#ask('position', positionQuery(s), urgent ? 0 : VERDICT_DELAY_MS);
    // Answered at once without a solver, the question above may have changed the session: read it again.
    this.#ask('deals', dealQuery(this.#session), 0);
    if (this.#session.showing && !this.#stepping) this.#stepAfter();
    else if (!this.#session.showing) this.#stopStepping();
  }

  #ask(lane: Lane, query: AssistQuery | null, delayMs: number): void {
    if (sameQuery(query, this.#asked[lane])) {
      // Asked with a wait, then wanted at once (a hint, show me): it goes now.
      if (delayMs <= 0) this.#hurry[lane]();
      return;
    }
    this.#waiting[lane]();
    this.#hurry[lane] = () => undefined;
    this.#waiting[lane] = () => undefined;
    const solver = this.#ports.solver;
    // The search no one waits for any more is stopped at once.
    if (this.#asked[lane]) solver?.[lane].cancel();
    this.#asked[lane] = query;
    if (!query) return;
    const answer = (response: AssistResponse) => {
      if (this.#asked[lane] !== query) return;
      this.#asked[lane] = null;
      this.dispatch({ type: 'answer', query, response });
    };
    // Without a solver every question fails at once: play then goes on with what it knows.
    if (!solver || !solver.available()) {
      answer({ id: 0, kind: 'error', message: 'no solver here' });
      return;
    }
    if (delayMs <= 0) {
      solver[lane].submit(query, answer);
      return;
    }
    const go = () => {
      this.#waiting[lane]();
      this.#waiting[lane] = () => undefined;
      this.#hurry[lane] = () => undefined;
      if (this.#asked[lane] === query) solver[lane].submit(query, answer);
    };
    this.#hurry[lane] = go;
    this.#waiting[lane] = this.#ports.timer.start(delayMs, go);
  }

  #stepAfter(): void {
    this.#stepping = this.#ports.timer.start(SHOW_ME_STEP_MS, () => {
      this.#stepping = null;
      if (this.#session.showing) this.dispatch({ type: 'step' });
    });
  }

  #stopStepping(): void {
    this.#stepping?.();
    this.#stepping = null;
  }
}
