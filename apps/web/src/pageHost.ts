// Play's host on the page: its ports over localStorage (saves, statistics, settings), the Web Worker lanes and the
// page's timer.
import { type VariantDefinition, startGame } from '@solitaire/engine';
import {
  type LaneTimer,
  type PlaySession,
  type StatsBook,
  PlayHost,
  localDay,
  newPlaySession,
  randomDeal,
  updatePlay,
  platformTimer,
} from '@solitaire/play';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { pageSaves } from './pageSaves.js';
import { readSettings, writeSettings } from './settingsStore.js';
import { pageStats, readStats } from './statsStore.js';
import { type WebSolver, createWebSolver } from './webSolver.js';

/** The game on the table before the address picks one. */
export const fallbackVariant = (): VariantDefinition => findVariant(defaultVariantId)!;

// This tab's signature on its saves.
const writer = globalThis.crypto?.randomUUID?.() ?? `tab-${Math.random().toString(36).slice(2)}`;

/** What the page's host needs from the outside world, replaceable in tests. */
export interface PageEnv {
  readonly now: () => number;
  readonly randomDeal: () => number;
  /** The solver; the default has no worker (tests inject fakes, the page the real worker). */
  readonly solver: WebSolver;
  /** The player's own day, `YYYY-MM-DD` in their time zone: the day of today's deal of the day. */
  readonly today: () => string;
  /** The host's timer: show me's steps, the verdict's wait. */
  readonly timer: LaneTimer;
}

const defaultEnv = (): PageEnv => ({
  now: () => Date.now(),
  randomDeal: () => randomDeal(),
  solver: createWebSolver(null),
  today: () => localDay(new Date()),
  timer: platformTimer,
});

/**
 * A host for the page, around a placeholder game (the solver is not asked about it until a game is installed), with
 * the statistics as stored: `corruptStats` when they could not be read (the page says so and starts afresh).
 */
export const pageHost = (partialEnv: Partial<PageEnv> = {}) => {
  const env: PageEnv = { ...defaultEnv(), ...partialEnv };
  const { solver, timer } = env;
  const stored = readStats();
  const book: StatsBook = stored === 'corrupt' ? {} : stored;
  const known = (id: string) => findVariant(id) !== undefined;
  const first = startGame(fallbackVariant(), 1);
  if (!first.ok) throw new Error(`the default variant cannot start: ${first.error}`);
  const host = new PlayHost<PlaySession>(newPlaySession(fallbackVariant(), first.value, readSettings()), {
    reduce: updatePlay,
    timer,
    find: findVariant,
    writer,
    book,
    saves: pageSaves,
    env: { now: env.now, today: env.today, randomDeal: env.randomDeal },
    stats: pageStats(() => ({ known, today: env.today() }), book),
    solver: { position: solver.position, deals: solver.deals, available: () => solver.available.value },
    saveSettings: (patch) => {
      if (!writeSettings(patch)) throw Object.assign(new Error('settings refused'), { code: 'EQUOTA' });
    },
  });
  return { host, env, corruptStats: stored === 'corrupt' };
};
