// Helpers for tests only: positions written by hand, and cousins of the registered games built as pure data
// (reserve, two decks and thirteen piles, fans that build in suit) so that the board is checked generically.
import {
  type Game,
  type GameState,
  type Layout,
  type Move,
  type Pile,
  type Rules,
  UNLIMITED,
  type VariantDefinition,
  cellCount,
  fullDeck,
  gameFrom,
  hasWaste,
  mix32,
  nextUint32,
  currentState,
  legalMoves,
  play,
  positionFromLayout,
  resolveRules,
  shuffle,
  startGame,
  validateDefinition,
  validateState,
  withStockTopShown,
} from '@solitaire/engine';
import { athena, findVariant, freeCell, klondike, shamrocks } from '@solitaire/variants';
import type { WorkerLike } from './assistLane.js';
import {
  type AssistRequest,
  type AssistResponse,
  type PlaySettings,
  type StatsEvent,
  PlayHost,
  handleAssistRequest,
  localDay,
  positionQuery,
  platformTimer,
} from '@solitaire/play';
import type { TerminalHost } from './startup.js';
import type { SolveOutcome } from '@solitaire/solver';
import { type Action, type Session, update } from './terminalSession.js';
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
  check({
    ...athena,
    id: 'two-decks',
    decks: 2,
    foundations: { count: 8, build: 'sameSuit', playBack: false, baseFixed: false },
    tableau: { ...athena.tableau, count: 13 },
    stock: { draw: 1 },
    redeal: null,
    options: [],
  }),
  check({
    ...shamrocks,
    id: 'suit-fans',
    tableau: {
      ...shamrocks.tableau,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      capacity: null,
      whenEmpty: 'anyCard',
    },
    deal: { ...shamrocks.deal, afterDeal: [] },
    redeal: { kind: 'shuffleTableau', limit: 2 },
    options: [],
  }),
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

/** An Athena position where 8S can go on 9H (pile 0) or 9D (pile 2), turning up the 3C under it. */
export const eightOfSpadesGame = (stock: readonly string[] = ['2D', '3D', 'AC', '4D']): Game =>
  gameFromLayout(athena, {
    tableau: [
      ['#2C', '9H'],
      ['#3C', '8S'],
      ['#4C', '9D'],
      ['#KD', 'QC'],
      ['#KH', 'JD'],
      ['#KS', '5H'],
      ['#KC', 'QH'],
    ],
    stock: [...stock],
  });

/**
 * A FreeCell position with the cards `cells` in the cells (null for a free one): a run of five on pile 0 (KH down to
 * 9H); 9H may go on TC (pile 1), the run from JH on QC (pile 2). No pile is empty: only the cells carry runs.
 */
export const freeCellGame = (...cells: (string | null)[]): Game =>
  gameFromLayout(freeCell, {
    tableau: [['KH', 'QS', 'JH', 'TS', '9H'], ['TC'], ['QC'], ['5D'], ['7S'], ['3C'], ['4D'], ['6H']],
    cells,
  });

/** The tallest pile `randomPosition` makes: more than any screen shows, less than a deck. */
const TALLEST_RANDOM_PILE = 40;

/**
 * A well-formed position of `rules` from `seed`, with no regard for how play could reach it: piles of any height (up
 * to their capacity), face-down cards under face-up ones and face-up ones under face-down ones, the rest of the cards
 * in the stock, waste and reserve. Foundations stay empty.
 */
export const randomPosition = (rules: Rules, seed: number): GameState => {
  let rng = mix32(seed >>> 0);
  const below = (n: number): number => {
    const [value, next] = nextUint32(rng);
    rng = next;
    return n <= 0 ? 0 : value % n;
  };
  const [cards, after] = shuffle(fullDeck(rules.decks), rng);
  rng = after;
  let taken = 0;
  const take = (n: number) => cards.slice(taken, (taken = Math.min(cards.length, taken + n)));
  const faceUp = (cards: readonly number[], up: (i: number) => boolean): Pile =>
    cards.map((card, i) => ({ card, up: up(i) }));
  const tableau = Array.from({ length: rules.tableau.count }, (): Pile => {
    // Some piles far taller than a screen, most of them of the heights of play.
    const tall = below(4) === 0;
    const most = rules.tableau.capacity ?? (tall ? TALLEST_RANDOM_PILE : 7);
    const length = below(most + 1);
    const pile = take(length);
    const down = below(pile.length);
    return faceUp(pile, (i) => i === pile.length - 1 || i >= down || below(4) === 0);
  });
  const cells = Array.from({ length: cellCount(rules) }, (): Pile => faceUp(below(2) ? take(1) : [], () => true));
  const reserve = rules.deal.reserve > 0 ? take(below(rules.deal.reserve + 3)) : [];
  // A stock that deals onto the piles (Spider's) or onto the foundation (Golf's) has no waste.
  const waste = hasWaste(rules) ? take(below(cards.length - taken + 1)) : [];
  const stock = rules.stock ? take(cards.length - taken) : [];
  const limit = rules.redeal ? (rules.redeal.limit === UNLIMITED ? 5 : rules.redeal.limit) : 0;
  const state: GameState = {
    tableau,
    foundations: Array.from({ length: rules.foundations.count }, (): Pile => []),
    stock: faceUp(stock, () => false),
    waste: faceUp(waste, () => true),
    reserve: faceUp(reserve, (i) => i === reserve.length - 1),
    cells,
    redeals: below(limit + 1),
    moveCount: 0,
    rng,
    playedBack: [],
  };
  // Pyramid's next stock card lies face up, as the engine shows it (Q3).
  const checked = validateState(rules, withStockTopShown(rules, state));
  if (!checked.ok) throw new Error(`random position refused: ${checked.error} ${checked.detail ?? ''}`);
  return checked.value;
};

/**
 * A game of Klondike, draw 1, played until a column holds `height` cards: from deal 1 on, each move the first of the
 * moves onto the tableau that build on the longest pile, else a draw or redeal (never a move to the foundations, nor
 * one that only shifts cards between piles). Deterministic: the same game every time.
 */
export const tallColumnGame = (height: number): Game => {
  for (let deal = 1; deal < 1000; deal++) {
    const started = startGame(klondike, deal, { draw: 1 });
    if (!started.ok) throw new Error(started.error);
    let game = started.value;
    for (let step = 0; step < 400; step++) {
      const state = currentState(game);
      if (state.tableau.some((p) => p.length >= height)) return game;
      const worth = (m: Move): number => {
        if (m.kind !== 'move') return 1;
        if (m.to.zone !== 'tableau') return 0;
        const from = m.from.zone === 'tableau' ? state.tableau[m.from.index]! : null;
        // Moving a whole pile to an empty one, or a run off a face-up card, changes nothing worth having.
        if (from && from.length === m.count && state.tableau[m.to.index]!.length === 0) return 0;
        if (from && from.length > m.count && from[from.length - m.count - 1]!.up) return 0;
        return 10 + state.tableau[m.to.index]!.length;
      };
      const scored = legalMoves(game.rules, state)
        .map((m) => ({ m, v: worth(m) }))
        .filter((c) => c.v > 0);
      const best = scored.sort((a, b) => b.v - a.v)[0];
      const next = best ? play(game, best.m) : null;
      if (!next?.ok) break;
      game = next.value;
    }
  }
  throw new Error(`no Klondike column of ${height} cards found`);
};

/** View options for tests: symbols, no colour, a roomy screen, English. */
export const testView = (patch: Partial<ViewOptions> = {}): ViewOptions => ({
  glyphs: unicodeGlyphs,
  colour: false,
  columns: 120,
  rows: 40,
  elapsedMs: 0,
  t: translator('en'),
  ...patch,
});

/** A stand-in solver thread, as the tests see it. */
interface FakeWorker {
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
    const emit = (event: string, x: unknown) => {
      for (const f of listeners[event]!) f(x as never);
    };
    const w: FakeWorker = {
      requests: [],
      terminated: false,
      fail: (message) => emit('error', new Error(message)),
    };
    workers.push(w);
    return {
      postMessage(request: AssistRequest) {
        w.requests.push(request);
        void Promise.resolve(answer(request)).then((r) =>
          setImmediate(() => {
            if (!w.terminated) emit('message', r);
          }),
        );
      },
      on(event: string, listener: (x: never) => void) {
        listeners[event]!.push(listener);
      },
      terminate() {
        w.terminated = true;
      },
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

/**
 * Play's host around a terminal session as the game runs it, its store in memory: `saves`, the games written, in
 * order; `events`, the statistics recorded; `patches`, the settings stored.
 */
export const memoryHost = (session: Session, randomDeal: () => number = () => 42) => {
  const saves: Game[] = [];
  const events: StatsEvent[] = [];
  const patches: Partial<PlaySettings>[] = [];
  const today = () => localDay(new Date());
  const host: TerminalHost = new PlayHost(session, {
    reduce: update,
    timer: platformTimer,
    find: findVariant,
    writer: 'test',
    env: { now: () => Date.now(), today, randomDeal },
    saves: {
      read: () => null,
      // What is written is the game on the table (positions written by hand have no deal to replay).
      write: () => {
        saves.push(host.session.game);
      },
      keepAside: () => null,
    },
    stats: {
      record: (entries) => {
        events.push(...entries.map((e) => e.event));
        return null;
      },
    },
    saveSettings: (patch) => {
      patches.push(patch);
    },
  });
  return { host, saves, events, patches };
};

/** Polls until the check passes (Ink renders asynchronously); fails with the last error after a generous wait. */
export const until = async (check: () => void, timeoutMs = 10_000): Promise<void> => {
  const start = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 5));
    }
  }
};
