import {
  type Game,
  type GameState,
  type GameStatus,
  type Move,
  type MoveError,
  type PileRef,
  type VariantDefinition,
  type Options,
  canRedo,
  canUndo,
  currentState,
  gameScore,
  maxScore,
  finishingMoves,
  foundationMoveFor,
  gameStatus,
  play,
  playAutoMoves,
  redo,
  restartGame,
  startGame,
  stockAction,
  equalOptions,
  undo,
  pileAt,
  moveRefusal,
  topOf,
  suitIndexOf,
  stateAt,
  playerMovesBefore,
  hasPlayerMoves as gameHasPlayerMoves,
} from '@solitaire/engine';
import { type SolveOutcome, heuristicHint } from '@solitaire/solver';
import { type Clock, clockAt, elapsedMs, startClock, stopClock, stoppedClock, touchClock } from './clock.js';
import { dailyStanding } from './daily.js';
import { type DealRating, dailySeedFor } from './deals.js';
import { positionsSeen } from './hints.js';
import type { DealPick } from './pick.js';
import { type WinningLine, followLine, lineFrom, nextLineMove } from './line.js';
import { type AssistQuery, type AssistResponse, budgets, ratedPickBudget } from './protocol.js';
import { rewindPlan } from './rewind.js';
import { runsCompleted } from './runs.js';
import { type PlaySettings, quietPlaySettings } from './settings.js';
import { type StatsEvent, statsKey } from './stats.js';

/**
 * Short notices the play layer gives, as codes: each front end words them in the player's language.
 * @public
 */
export const infoCodes = [
  'blocked',
  'hintNone',
  'hintLost',
  'hintWon',
  'nothingToUndo',
  'nothingToRedo',
  'finishNone',
  'newGame',
  'restarted',
  'seeking',
  'seekingBusy',
  'seekStopped',
  'winnableOn',
  'winnableOff',
  'winnableExplained',
  'winnableDeal',
  'winnableDealExplained',
  'winnableNone',
  'badDeal',
  'verdictOn',
  'verdictOff',
  'confirmAbandon',
  'abandonCancelled',
  'thinking',
  'showMeOn',
  'showMeStopped',
  'showMeNone',
  'rewinding',
  'rewindStopped',
  'backToWinnable',
  'backNone',
  'stillWinnable',
  'seekingDaily',
  'seekingRated',
  'dailyDeal',
  'ratedDeal',
  'dailyNone',
  'ratedNone',
  'dailyPractice',
  'dailyFuture',
  'runsCompleted',
] as const;
/** An information notice code. */
export type InfoCode = (typeof infoCodes)[number];

/** What the player is told after an action. */
export type PlayNotice =
  | { readonly kind: 'refusal'; readonly code: MoveError }
  /** `proven`: a move of a win the solver found; `checking`: shown while the solver looks for one. */
  | { readonly kind: 'hint'; readonly move: Move; readonly proven: boolean; readonly checking: boolean }
  /** `assisted`: the solver played some of the moves (show me, a hint played), so it counts as an assisted win. */
  | { readonly kind: 'won'; readonly moves: number; readonly elapsedMs: number; readonly assisted: boolean }
  /** `count`: undo steps (`backToWinnable`); `value`: a deal's rating; `day`: the day of a deal of the day. */
  | {
      readonly kind: 'info';
      readonly code: InfoCode;
      readonly deal?: number;
      readonly value?: string;
      readonly count?: number;
      readonly day?: string;
    };

/** What the verdict line shows: a search under way, or its outcome. */
type VerdictState = 'thinking' | SolveOutcome;

/**
 * How the verdict line reads: as `verdict`, but a lost position that no move of the player led to (none played, or
 * all undone) is the deal itself that cannot be won, which is said so ('lostDeal'), not "cannot be won any more".
 */
export type VerdictPhrase = VerdictState | 'lostDeal';

/** The verdict as the verdict line words it (null while there is none to show). */
export const verdictPhrase = (s: Pick<PlaySession, 'verdict' | 'game'>): VerdictPhrase | null =>
  s.verdict === 'lost' && playerMovesBefore(s.game) === 0 ? 'lostDeal' : s.verdict;

/** A game that would replace the one on the table. */
type Replacement =
  | { readonly kind: 'newGame'; readonly deal: number }
  | { readonly kind: 'restart' }
  | { readonly kind: 'open'; readonly def: VariantDefinition; readonly deal: number; readonly options: Options }
  | { readonly kind: 'pick'; readonly seed: number; readonly pick: DealPick };

/** What the solver said of a position, kept for when the game comes back to it (undo, redo). */
interface Known {
  readonly outcome: SolveOutcome;
  readonly line: WinningLine | null;
}

/**
 * A cache of the solver's answers by position. Positions are immutable snapshots, so an answer stays true for its
 * position for ever; the cache is shared by every session derived from one another (it changes no behaviour, it
 * only spares searches).
 */
export type AnswerMemo = WeakMap<GameState, Known>;

/** The game as the player lives it: plain immutable data (but for the answer cache), the same in every front end. */
export interface PlaySession {
  readonly def: VariantDefinition;
  readonly game: Game;
  readonly status: GameStatus;
  readonly settings: PlaySettings;
  /** What the solver says of the current position; null while not wanted (verdict off, game over). */
  readonly verdict: VerdictState | null;
  /** A win the solver proved from the current position, which the hints follow to the end. */
  readonly line: WinningLine | null;
  /** A hint was asked for and waits for the solver. */
  readonly hintPending: boolean;
  /** A winnable deal is being looked for, from this seed (a picked one, of a rating or of the day, with `pick`). */
  readonly seeking: { readonly seed: number; readonly pick?: DealPick } | null;
  /** "Show me": the winning line is played one move per `step` until the win, or until the player does anything. */
  readonly showing: boolean;
  /** "Back to the last winnable position" waits for the solver's answers about earlier positions. */
  readonly rewinding: boolean;
  /** The deal's rating and day, when it was picked as a deal of the day or by difficulty. */
  readonly dealPick: DealPick | null;
  /** A game that waits for the player to confirm that the one in progress may go. */
  readonly confirming: Replacement | null;
  /** Whether this game's win is in the statistics (undo then win again must not count twice). */
  readonly winRecorded: boolean;
  /** Whether the solver played a move of this game for the player (show me, a hint played): its win is assisted. */
  readonly assisted: boolean;
  readonly clock: Clock;
  /** Paused by the front end (help shown, page hidden, idle): the clock stops. */
  readonly paused: boolean;
  readonly notice: PlayNotice | null;
  readonly memo: AnswerMemo;
}

/**
 * A play action as a front end asks it: what only the environment knows (a new deal's number, a rated pick's seed,
 * today's date) is left out for the host to fill in (`PlayHost.request`).
 */
export type PlayerAction =
  | Exclude<PlayAction, { readonly type: 'newGame' | 'ratedDeal' | 'dailyDeal' }>
  | { readonly type: 'newGame' }
  | { readonly type: 'ratedDeal'; readonly rating: DealRating }
  /** The deal of the day `day`, or today's without one. */
  | { readonly type: 'dailyDeal'; readonly day?: string };

/** What the player (or the solver, or the front end) asks of a session. */
export type PlayAction =
  | { readonly type: 'move'; readonly move: Move }
  | { readonly type: 'stock' }
  | { readonly type: 'toFoundation'; readonly from: PileRef; readonly count: number }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'hint' }
  | { readonly type: 'playHint' }
  | { readonly type: 'autoFinish' }
  | { readonly type: 'newGame'; readonly deal: number }
  | { readonly type: 'restart' }
  | { readonly type: 'open'; readonly def: VariantDefinition; readonly deal: number; readonly options?: Options }
  | { readonly type: 'confirm' }
  | { readonly type: 'cancel' }
  | { readonly type: 'toggleVerdict' }
  /** Starts "show me" (or stops it when it runs). */
  | { readonly type: 'showMe' }
  /** The next move of "show me": front ends send it on their own timer, tests as they please. */
  | { readonly type: 'step' }
  /** Undoes back to the newest earlier position proven winnable. */
  | { readonly type: 'backToWinnable' }
  /**
   * The deal of the day `day` (`YYYY-MM-DD`) of the game on the table, asked on the player's own day `today` (see
   * `localDay`): today's counts for the streak, an earlier day's is practice, a later day's is refused.
   */
  | { readonly type: 'dailyDeal'; readonly day: string; readonly today: string }
  /** A deal of a rating, picked from the sequence that starts at `seed` (the front end's random number). */
  | { readonly type: 'ratedDeal'; readonly rating: DealRating; readonly seed: number }
  | { readonly type: 'toggleWinnable' }
  | { readonly type: 'setSettings'; readonly patch: Partial<PlaySettings> }
  | { readonly type: 'pause' }
  | { readonly type: 'resume' }
  /**
   * Puts a saved game on the table in place of this one, as it was saved. Nothing is recorded of the game it
   * replaces: front ends resume a variant's own save, and keep the game left under its own variant.
   */
  | { readonly type: 'resumeSaved'; readonly saved: SavedPlay }
  /** The solver's answer to a query the session asked (ignored when the game has moved on). */
  | { readonly type: 'answer'; readonly query: AssistQuery; readonly response: AssistResponse };

/** Side effects for the front end to carry out with its own adapters. */
export type PlayEffect =
  /** The game changed: save it (with `elapsedMs(session.clock, now)`). */
  | { readonly kind: 'save' }
  /** `day`: the day of a deal of the day won (`dailyWon`). */
  | {
      readonly kind: 'stats';
      readonly variant: string;
      readonly event: StatsEvent;
      readonly elapsedMs: number;
      readonly day?: string;
    }
  | { readonly kind: 'settings'; readonly patch: Partial<PlaySettings> };

/** The outcome of an action. */
export interface PlayUpdate {
  readonly session: PlaySession;
  readonly effects: readonly PlayEffect[];
}

/** Whether the player (not the program) has made a move in this game, undone or not. */
const hasPlayerMoves = (game: Game): boolean => gameHasPlayerMoves(game);

/** Moves the player has made and not undone. */
export const playerMoveCount = (game: Game): number => playerMovesBefore(game);

/**
 * The score to show for a game, with its ceiling where the scheme has one ("12 of 52"), or null when the game keeps
 * none; schemes read along the game's history (streaks, moves made), so the whole game is asked, not a position.
 */
export const shownScore = (game: Game): { readonly score: number; readonly max: number | null } | null => {
  const score = gameScore(game);
  return score === null ? null : { score, max: maxScore(game.rules, currentState(game)) };
};

/** Whether leaving this game would cost a game in progress (a first move made, not won). */
export const inProgress = (s: Pick<PlaySession, 'game' | 'winRecorded' | 'status'>): boolean =>
  hasPlayerMoves(s.game) && !s.winRecorded && s.status !== 'won';

/** Whether the clock should run: from the first move until the game is over, unless paused. */
const clockRuns = (s: PlaySession): boolean => !s.paused && s.status === 'playing' && hasPlayerMoves(s.game);

const withClock = (s: PlaySession, now: number): PlaySession => {
  const clock = clockRuns(s) ? startClock(s.clock, now) : stopClock(s.clock, now);
  return clock === s.clock ? s : { ...s, clock };
};

/** Whether a position before the current one is known lost (nothing after it can then be won). */
const provenLostBefore = (s: PlaySession): boolean => {
  for (let i = 0; i < s.game.cursor; i++) if (s.memo.get(stateAt(s.game, i))?.outcome === 'lost') return true;
  return false;
};

/**
 * The verdict and line of the current position from what is known without asking: a line carried over, an answer
 * already had, a blocked position (lost), or a position after one proven lost (lost too: nothing reachable from a
 * lost position can be won). Otherwise the solver is asked when the verdict is wanted.
 */
const derive = (s: PlaySession, line: WinningLine | null): Pick<PlaySession, 'verdict' | 'line'> => {
  const state = currentState(s.game);
  const wanted = s.settings.verdict && s.status === 'playing';
  if (s.status === 'won') return { verdict: null, line: null };
  if (line) {
    s.memo.set(state, { outcome: 'won', line });
    return { verdict: wanted ? 'won' : null, line };
  }
  const known = s.memo.get(state);
  if (known) return { verdict: wanted ? known.outcome : null, line: known.line };
  const lostBefore = s.status === 'blocked' || provenLostBefore(s);
  if (lostBefore) {
    s.memo.set(state, { outcome: 'lost', line: null });
    return { verdict: wanted || s.status === 'blocked' ? 'lost' : null, line: null };
  }
  return { verdict: wanted ? 'thinking' : null, line: null };
};

/** A fresh session around a game; `elapsed` is the time a resumed game had on its clock. */
export const newPlaySession = (
  def: VariantDefinition,
  game: Game,
  settings: PlaySettings = quietPlaySettings,
  notice: PlayNotice | null = null,
  elapsed = 0,
  memo: AnswerMemo = new WeakMap(),
): PlaySession => {
  const status = gameStatus(game.rules, currentState(game));
  const base: PlaySession = {
    def,
    game,
    status,
    settings,
    notice,
    memo,
    verdict: null,
    line: null,
    hintPending: false,
    seeking: null,
    confirming: null,
    showing: false,
    rewinding: false,
    dealPick: null,
    assisted: false,
    winRecorded: status === 'won',
    clock: elapsed > 0 ? clockAt(elapsed) : stoppedClock,
    paused: false,
  };
  return { ...base, ...derive(base, null) };
};

/** A saved game as a front end read it back from its own storage: what play needs to take it up again. */
export interface SavedPlay {
  readonly def: VariantDefinition;
  readonly game: Game;
  /** The time on its clock when it was saved. */
  readonly elapsedMs: number;
  /** The day or rating of a picked deal (`readDealPick`), null for any other deal. */
  readonly dealPick: DealPick | null;
  /** Whether its win is in the statistics already (saves that do not say count a won position as recorded). */
  readonly finished?: boolean;
  /** Whether the solver played a move of it for the player (saves that do not say: no). */
  readonly assisted?: boolean;
}

/** A session that takes a saved game up again: its clock, its pick, and whether its win was counted. */
export const resumedPlaySession = (
  saved: SavedPlay,
  settings: PlaySettings = quietPlaySettings,
  notice: PlayNotice | null = null,
  memo: AnswerMemo = new WeakMap(),
): PlaySession => {
  const s = newPlaySession(saved.def, saved.game, settings, notice, saved.elapsedMs, memo);
  return {
    ...s,
    dealPick: saved.dealPick,
    winRecorded: s.winRecorded || saved.finished === true,
    assisted: saved.assisted === true,
  };
};

const same = (s: PlaySession, patch: Partial<PlaySession> = {}): PlayUpdate => ({
  session: { ...s, ...patch },
  effects: [],
});
const info = (
  code: InfoCode,
  extra: { deal?: number; value?: string; count?: number; day?: string } = {},
): PlayNotice => ({ kind: 'info', code, ...extra });

/** Installs a new position of the same game: status, line, verdict, statistics and notices follow from it. */
const settle = (
  s: PlaySession,
  game: Game,
  played: Move | null,
  now: number,
  notice: PlayNotice | null = null,
): PlayUpdate => {
  const state = currentState(game);
  const status = gameStatus(game.rules, state);
  const effects: PlayEffect[] = [{ kind: 'save' }];
  if (!hasPlayerMoves(s.game) && hasPlayerMoves(game))
    effects.push({ kind: 'stats', variant: statsKey(game.rules), event: 'started', elapsedMs: 0 });
  let next: PlaySession = { ...s, game, status, hintPending: false, confirming: null };
  next = withClock(next, now);
  let winRecorded = s.winRecorded;
  if (status === 'won') {
    const time = elapsedMs(next.clock, now);
    notice = { kind: 'won', moves: playerMoveCount(game), elapsedMs: time, assisted: s.assisted };
    if (!winRecorded && s.assisted) {
      // Played (partly) by the solver: recorded as such, with no time, streak or deal of the day.
      effects.push({ kind: 'stats', variant: statsKey(game.rules), event: 'assistedWon', elapsedMs: 0 });
      winRecorded = true;
    } else if (!winRecorded) {
      effects.push({ kind: 'stats', variant: statsKey(game.rules), event: 'won', elapsedMs: time });
      const day = s.dealPick?.practice ? null : s.dealPick?.day;
      if (day) effects.push({ kind: 'stats', variant: statsKey(game.rules), event: 'dailyWon', elapsedMs: time, day });
      winRecorded = true;
    }
    next = { ...next, showing: false };
  } else if (status === 'blocked' && notice === null) notice = info('blocked');
  // A run that leaves goes with the move that completed it, not a move of its own: said so, for the eye and the ear.
  const runs = played ? runsCompleted(game.rules, currentState(s.game), state) : 0;
  if (runs > 0 && notice === null) notice = info('runsCompleted', { count: runs });
  const carried = played && s.line ? followLine(game.rules, s.line, played, state) : null;
  next = { ...next, winRecorded, notice };
  return { session: { ...next, ...derive(next, carried) }, effects };
};

/**
 * Plays a player's move (and `extra` program moves), then the safe automatic moves unless the player turned them off.
 * `bySolver`: the solver chose the move for the player (show me, a hint played), which makes the game assisted.
 */
const playMove = (
  s: PlaySession,
  move: Move,
  now: number,
  extra: readonly Move[] = [],
  bySolver = false,
): PlayUpdate => {
  const first = play(s.game, move);
  if (!first.ok) return same(s, { notice: { kind: 'refusal', code: first.error }, confirming: null });
  if (bySolver && !s.assisted) s = { ...s, assisted: true };
  let game = first.value;
  for (const m of extra) {
    const r = play(game, m, true);
    if (!r.ok) break;
    game = r.value;
  }
  return settle(s, s.settings.autoFoundations ? playAutoMoves(game) : game, move, now);
};

/** Leaves the current game for another, recording an unfinished one as given up. */
const replaceGame = (
  s: PlaySession,
  def: VariantDefinition,
  game: Game,
  notice: PlayNotice,
  now: number,
): PlayUpdate => {
  const effects: PlayEffect[] = inProgress(s)
    ? [{ kind: 'stats', variant: statsKey(s.game.rules), event: 'abandoned', elapsedMs: elapsedMs(s.clock, now) }]
    : [];
  const memo = def === s.def ? s.memo : new WeakMap<GameState, Known>();
  const next = newPlaySession(def, game, s.settings, notice, 0, memo);
  return { session: next, effects: [...effects, { kind: 'save' }] };
};

/** Carries out a replacement the player asked for (and confirmed, when that was needed). */
const replace = (s: PlaySession, r: Replacement, now: number): PlayUpdate => {
  const base = { ...s, confirming: null };
  switch (r.kind) {
    case 'restart': {
      const u = replaceGame(base, s.def, restartGame(s.game), info('restarted', { deal: s.game.deal }), now);
      return { ...u, session: { ...u.session, dealPick: s.dealPick } };
    }
    case 'pick': {
      const code = r.pick.day ? 'seekingDaily' : 'seekingRated';
      return same(base, {
        seeking: { seed: r.seed, pick: r.pick },
        notice: info(code, { ...(r.pick.rating ? { value: r.pick.rating } : {}) }),
      });
    }
    case 'newGame': {
      if (s.settings.winnableOnly) return same(base, { seeking: { seed: r.deal }, notice: info('seeking') });
      const started = startGame(s.def, r.deal, s.game.rules.chosen);
      if (!started.ok) return same(base, { notice: info('badDeal', { value: String(r.deal) }) });
      return replaceGame(base, s.def, started.value, info('newGame', { deal: r.deal }), now);
    }
    case 'open': {
      const started = startGame(r.def, r.deal, r.options);
      if (!started.ok) return same(base, { notice: info('badDeal', { value: String(r.deal) }) });
      return replaceGame(base, r.def, started.value, info('newGame', { deal: r.deal }), now);
    }
  }
};

/** Asks first when a game in progress would be lost and the player wants to be asked. */
const requestReplace = (s: PlaySession, r: Replacement, now: number): PlayUpdate =>
  inProgress(s) && s.settings.confirmAbandon
    ? same(s, { confirming: r, notice: info('confirmAbandon') })
    : replace(s, r, now);

/**
 * The hint to show now, or null when the solver must be asked first. Nothing once the game is won or blocked; the
 * next move of a proven win when there is one; otherwise a move the heuristic can justify that leads to a position
 * this game has not been in (so following hints never goes round in a circle), and when there is none, a notice
 * that no move helps: that the game is lost, when the solver proved it.
 */
const hintNow = (s: PlaySession): PlayNotice | null => {
  if (s.status === 'won') return info('hintWon');
  if (s.status === 'blocked') return info('blocked');
  const state = currentState(s.game);
  const next = s.line ? nextLineMove(s.line) : null;
  if (next) return { kind: 'hint', move: next, proven: true, checking: false };
  const known = s.memo.get(state);
  const heuristic = heuristicHint(s.game.rules, state, positionsSeen(s.game));
  if (heuristic) return { kind: 'hint', move: heuristic, proven: false, checking: !known };
  // The heuristic skips moves that look idle; the solver may still find that one of them wins.
  if (!known) return null;
  return info(known.outcome === 'lost' ? 'hintLost' : 'hintNone');
};

const hint = (s: PlaySession): PlayUpdate => {
  const h = hintNow(s);
  if (h === null) return same(s, { hintPending: true, notice: info('thinking') });
  return same(s, { notice: h, hintPending: h.kind === 'hint' && h.checking });
};

/** Plays the hint on show, else the next move of the proven line; otherwise it asks for a hint first. */
const playHint = (s: PlaySession, now: number): PlayUpdate => {
  const shown = s.notice?.kind === 'hint' ? s.notice.move : null;
  const move = (s.line ? nextLineMove(s.line) : null) ?? shown;
  return move ? playMove(s, move, now, [], true) : hint(s);
};

/**
 * The next step of "back to the last winnable position": the current position is asked about first (it may still be
 * winnable), then earlier ones as `rewindPlan` says; once found, the game is undone to it.
 */
const rewindStep = (s: PlaySession, now: number): PlayUpdate => {
  const here = s.memo.get(currentState(s.game));
  if (here?.outcome === 'won') return same(s, { rewinding: false, notice: info('stillWinnable') });
  if (!here && s.status === 'playing') return same(s, { rewinding: true, notice: info('rewinding') });
  const plan = rewindPlan(s.game, (state) => s.memo.get(state)?.outcome);
  if (plan.kind === 'ask') return same(s, { rewinding: true, notice: info('rewinding') });
  if (plan.kind === 'none') return same(s, { rewinding: false, notice: info('backNone') });
  let game = s.game;
  for (let i = 0; i < plan.steps; i++) game = undo(game);
  return settle({ ...s, rewinding: false }, game, null, now, info('backToWinnable', { count: plan.steps }));
};

/** The position "back to winnable" needs the solver's word on next, if any. */
const rewindQueryState = (s: Omit<PlaySession, 'notice'>): GameState | null => {
  const state = currentState(s.game);
  if (!s.memo.has(state)) return s.status === 'playing' ? state : null;
  const plan = rewindPlan(s.game, (p) => s.memo.get(p)?.outcome);
  return plan.kind === 'ask' ? plan.state : null;
};

const positionAnswer = (
  s: PlaySession,
  query: Extract<AssistQuery, { kind: 'position' }>,
  response: AssistResponse,
  now: number,
): PlayUpdate => {
  const rules = s.game.rules;
  const line = response.kind === 'position' && response.line ? lineFrom(rules, query.state, response.line) : null;
  // A line that does not replay to a win through the engine is not believed.
  const outcome: SolveOutcome =
    response.kind !== 'position' ? 'unknown' : response.outcome === 'won' && !line ? 'unknown' : response.outcome;
  s.memo.set(query.state, { outcome, line });
  if (s.rewinding) return rewindStep({ ...s, ...derive(s, null) }, now);
  if (query.state !== currentState(s.game)) return same(s);
  const next: PlaySession = { ...s, ...derive(s, line) };
  // "Show me" waited for a line: it starts now, or says that there is none to show.
  if (s.showing && !s.line)
    return same(next, {
      hintPending: false,
      ...(next.line ? { notice: info('showMeOn') } : { showing: false, notice: info('showMeNone') }),
    });
  if (!s.hintPending) return same(next);
  // The answer replaces the provisional hint only while that is what the player sees.
  const showing =
    s.notice === null ||
    (s.notice.kind === 'hint' && s.notice.checking) ||
    (s.notice.kind === 'info' && s.notice.code === 'thinking');
  if (!showing) return same(next, { hintPending: false });
  return same(next, { hintPending: false, notice: hintNow(next) ?? info('hintNone') });
};

/** A picked deal arrives: it is dealt with its rating (and day); when none was proved, the game on the table stays. */
const pickAnswer = (s: PlaySession, pick: DealPick, response: AssistResponse, now: number): PlayUpdate => {
  const found = response.kind === 'pickDeal' && response.deal !== null ? response : null;
  const extra = { ...(pick.rating ? { value: pick.rating } : {}), ...(pick.day ? { day: pick.day } : {}) };
  if (!found || found.deal === null)
    return same(s, { seeking: null, notice: info(pick.day ? 'dailyNone' : 'ratedNone', extra) });
  const started = startGame(s.def, found.deal, s.game.rules.chosen);
  if (!started.ok) return same(s, { seeking: null, notice: info('badDeal', { value: String(found.deal) }) });
  const code = pick.day ? (pick.practice ? 'dailyPractice' : 'dailyDeal') : 'ratedDeal';
  const notice = info(code, { ...extra, deal: found.deal, ...(found.rating ? { value: found.rating } : {}) });
  const u = replaceGame({ ...s, seeking: null }, s.def, started.value, notice, now);
  return {
    ...u,
    session: { ...u.session, dealPick: { rating: found.rating, day: pick.day, practice: pick.practice } },
  };
};

const dealAnswer = (
  s: PlaySession,
  query: Extract<AssistQuery, { kind: 'winnableDeal' | 'pickDeal' }>,
  response: AssistResponse,
  now: number,
): PlayUpdate => {
  if (!s.seeking || s.seeking.seed !== query.seed) return same(s);
  if (query.kind === 'pickDeal' || s.seeking.pick) {
    const pick = s.seeking.pick;
    return pick && query.kind === 'pickDeal' && query.want === pick.rating
      ? pickAnswer(s, pick, response, now)
      : same(s);
  }
  const found = response.kind === 'winnableDeal' ? response.deal : null;
  const deal = found ?? s.seeking.seed;
  const started = startGame(s.def, deal, s.game.rules.chosen);
  if (!started.ok) return same(s, { seeking: null, notice: info('badDeal', { value: String(deal) }) });
  if (found === null)
    return replaceGame({ ...s, seeking: null }, s.def, started.value, info('winnableNone', { deal }), now);
  // The first winnable deal a player gets comes with what that means (unless the toggle already said it).
  const explain = !s.settings.winnableExplained;
  const settings = explain ? { ...s.settings, winnableExplained: true } : s.settings;
  const u = replaceGame(
    { ...s, settings, seeking: null },
    s.def,
    started.value,
    info(explain ? 'winnableDealExplained' : 'winnableDeal', { deal }),
    now,
  );
  return explain
    ? { session: u.session, effects: [...u.effects, { kind: 'settings', patch: { winnableExplained: true } }] }
    : u;
};

const setSettings = (
  s: PlaySession,
  patch: Partial<PlaySettings>,
  notice: PlayNotice | null,
  now: number,
): PlayUpdate => {
  const settings = { ...s.settings, ...patch };
  let next: PlaySession = { ...s, settings, notice: notice ?? s.notice };
  next = { ...next, ...derive(next, s.line) };
  const effects: PlayEffect[] = [{ kind: 'settings', patch }];
  if (patch.winnableOnly === false && s.seeking) {
    // The new game asked for is dealt at once, as a normal deal.
    const started = startGame(s.def, s.seeking.seed, s.game.rules.chosen);
    if (started.ok) {
      const u = replaceGame({ ...next, seeking: null }, s.def, started.value, info('winnableOff'), now);
      return { session: u.session, effects: [...effects, ...u.effects] };
    }
    next = { ...next, seeking: null };
  }
  return { session: next, effects };
};

/** The refusal worth showing when a card cannot go to any foundation: from the one of its suit, if any. */
const foundationRefusalFor = (s: PlaySession, from: PileRef, count: number): MoveError => {
  const state = currentState(s.game);
  const pile = pileAt(state, from) ?? [];
  const card = pile[pile.length - count]?.card;
  const codes = state.foundations.map((f, index) => ({
    code: moveRefusal(s.game.rules, state, { kind: 'move', from, to: { zone: 'foundation', index }, count }),
    top: topOf(f)?.card,
  }));
  const pick =
    (card !== undefined && codes.find((c) => c.top !== undefined && suitIndexOf(c.top) === suitIndexOf(card))) ||
    codes.find((c) => c.top === undefined) ||
    codes[0];
  return pick?.code ?? 'ERR_NOT_A_TARGET';
};

// Moves wait while a winnable deal is looked for: they would be played in a game about to be replaced.
const waitWhileSeeking: ReadonlySet<PlayAction['type']> = new Set([
  'move',
  'stock',
  'toFoundation',
  'undo',
  'redo',
  'autoFinish',
  'playHint',
]);

// What the program (not the player) sends: these never interrupt "show me" or "back to winnable".
const unattended: ReadonlySet<PlayAction['type']> = new Set(['step', 'answer', 'pause', 'resume']);

/** Starts "show me" along the line known, or asks the solver for one; says so when there is none. */
const showMe = (s: PlaySession): PlayUpdate => {
  if (s.status !== 'playing') return same(s, { notice: info('showMeNone') });
  if (s.line) return same(s, { showing: true, notice: info('showMeOn') });
  if (s.memo.has(currentState(s.game))) return same(s, { notice: info('showMeNone') });
  return same(s, { showing: true, notice: info('thinking') });
};

/** One move of "show me"; it ends with the win (or waits, when the line must be searched again). */
const showStep = (s: PlaySession, now: number): PlayUpdate => {
  if (!s.showing) return same(s);
  if (s.status !== 'playing') return same(s, { showing: false });
  const move = s.line ? nextLineMove(s.line) : null;
  if (!move) return same(s);
  return playMove(s, move, now, [], true);
};

const step = (s: PlaySession, action: PlayAction, now: number): PlayUpdate => {
  if (s.seeking && waitWhileSeeking.has(action.type)) return same(s, { notice: info('seekingBusy') });
  // Anything the player does takes the game back from "show me" and from a search back for a winnable position.
  const interrupted = (s.showing || s.rewinding) && !unattended.has(action.type);
  const taken: PlaySession = interrupted ? { ...s, showing: false, rewinding: false } : s;
  if (interrupted && (action.type === 'showMe' || action.type === 'cancel'))
    return same(taken, { notice: info(s.showing ? 'showMeStopped' : 'rewindStopped') });
  // Any other action answers "no" to a pending confirmation.
  const base =
    taken.confirming && action.type !== 'confirm' && action.type !== 'answer' ? { ...taken, confirming: null } : taken;
  switch (action.type) {
    case 'move':
      return playMove(base, action.move, now);
    case 'stock': {
      const r = stockAction(s.game.rules, currentState(s.game));
      return r.ok ? playMove(base, r.value, now) : same(base, { notice: { kind: 'refusal', code: r.error } });
    }
    case 'toFoundation': {
      // Where cards leave by discards (Aces Up, Pyramid's King), sending one to the discard pile discards it.
      if (s.game.rules.discard && action.count === 1)
        return playMove(base, { kind: 'discard', from: action.from }, now);
      const state = currentState(s.game);
      const move = action.count === 1 ? foundationMoveFor(s.game.rules, state, action.from) : null;
      if (move) return playMove(base, move, now);
      if ((pileAt(state, action.from) ?? []).length === 0)
        return same(base, { notice: { kind: 'refusal', code: 'ERR_EMPTY_SOURCE' } });
      if (action.from.zone === 'stock') return same(base, { notice: { kind: 'refusal', code: 'ERR_NOT_A_SOURCE' } });
      return same(base, { notice: { kind: 'refusal', code: foundationRefusalFor(s, action.from, action.count) } });
    }
    case 'undo':
      return canUndo(s.game) ? settle(base, undo(s.game), null, now) : same(base, { notice: info('nothingToUndo') });
    case 'redo':
      return canRedo(s.game) ? settle(base, redo(s.game), null, now) : same(base, { notice: info('nothingToRedo') });
    case 'hint':
      return hint(base);
    case 'playHint':
      return playHint(base, now);
    case 'autoFinish': {
      const moves = finishingMoves(s.game.rules, currentState(s.game));
      if (!moves || moves.length === 0) return same(base, { notice: info('finishNone') });
      return playMove(base, moves[0]!, now, moves.slice(1));
    }
    case 'newGame':
      return requestReplace(base, { kind: 'newGame', deal: action.deal }, now);
    case 'restart':
      return requestReplace(base, { kind: 'restart' }, now);
    case 'open':
      return requestReplace(
        base,
        { kind: 'open', def: action.def, deal: action.deal, options: action.options ?? {} },
        now,
      );
    case 'confirm':
      return s.confirming ? replace(s, s.confirming, now) : same(s);
    case 'cancel':
      if (s.confirming) return same(base, { notice: info('abandonCancelled') });
      if (s.seeking) return same(s, { seeking: null, notice: info('seekStopped') });
      return same(s, { notice: null });
    case 'toggleVerdict': {
      const on = !s.settings.verdict;
      return setSettings(base, { verdict: on }, info(on ? 'verdictOn' : 'verdictOff'), now);
    }
    case 'toggleWinnable': {
      const on = !s.settings.winnableOnly;
      const explain = on && !s.settings.winnableExplained;
      return setSettings(
        base,
        explain ? { winnableOnly: on, winnableExplained: true } : { winnableOnly: on },
        info(on ? (explain ? 'winnableExplained' : 'winnableOn') : 'winnableOff'),
        now,
      );
    }
    case 'setSettings':
      return setSettings(base, action.patch, null, now);
    case 'showMe':
      return showMe(base);
    case 'step':
      return showStep(base, now);
    case 'backToWinnable':
      if (base.status === 'won') return same(base, { notice: info('stillWinnable') });
      return canUndo(base.game) ? rewindStep(base, now) : same(base, { notice: info('backNone') });
    case 'dailyDeal': {
      const standing = dailyStanding(action.day, action.today);
      if (standing === 'future') return same(base, { notice: info('dailyFuture', { day: action.day }) });
      const pick = { rating: null, day: action.day, practice: standing === 'practice' };
      return requestReplace(
        base,
        { kind: 'pick', seed: dailySeedFor(base.def, action.day, base.game.rules.chosen), pick },
        now,
      );
    }
    case 'ratedDeal':
      return requestReplace(
        base,
        { kind: 'pick', seed: action.seed >>> 0, pick: { rating: action.rating, day: null, practice: false } },
        now,
      );
    case 'resumeSaved': {
      // Answers about positions stay true for the same game; a paused front end stays paused.
      const memo = action.saved.def === s.def ? s.memo : new WeakMap<GameState, Known>();
      return same(withClock({ ...resumedPlaySession(action.saved, s.settings, null, memo), paused: s.paused }, now));
    }
    case 'pause':
      return same(withClock({ ...base, paused: true }, now));
    case 'resume':
      return same(withClock({ ...base, paused: false }, now));
    case 'answer':
      return action.query.kind === 'position'
        ? positionAnswer(s, action.query, action.response, now)
        : dealAnswer(s, action.query, action.response, now);
  }
};

/**
 * The next session after an action at time `now` (milliseconds, any clock): pure but for the answer cache. Every
 * action but the solver's answers counts as the player's activity for the clock's idle rule.
 */
export const updatePlay = (s: PlaySession, action: PlayAction, now: number): PlayUpdate => {
  const u = step(s, action, now);
  if (action.type === 'answer') return u;
  const clock = touchClock(u.session.clock, now);
  return clock === u.session.clock ? u : { ...u, session: { ...u.session, clock } };
};

/**
 * What the session needs the solver for about the position shown: a hint asked for, or the verdict while it is
 * wanted and not known. Null when nothing. Front ends send it on their position lane; a different query (or null)
 * cancels the one running.
 */
export const positionQuery = (s: Omit<PlaySession, 'notice'>): AssistQuery | null => {
  if (s.seeking) return null;
  const ask = (state: GameState): AssistQuery => ({
    kind: 'position',
    variant: s.def.id,
    options: s.game.rules.chosen,
    state,
    budget: budgets.position,
  });
  if (s.rewinding) {
    const state = rewindQueryState(s);
    return state ? ask(state) : null;
  }
  const wanted =
    s.hintPending || s.verdict === 'thinking' || (s.showing && !s.line && !s.memo.has(currentState(s.game)));
  if (!wanted || s.status !== 'playing') return null;
  return ask(currentState(s.game));
};

/** The search for a winnable deal the session waits for, if any (sent on its own lane). */
export const dealQuery = (s: Omit<PlaySession, 'notice'>): AssistQuery | null => {
  if (!s.seeking) return null;
  const { seed, pick } = s.seeking;
  const base = { variant: s.def.id, options: s.game.rules.chosen, seed } as const;
  if (!pick) return { ...base, kind: 'winnableDeal', budget: budgets.winnableDeal };
  return { ...base, kind: 'pickDeal', want: pick.rating, budget: pick.day ? budgets.pickDeal : ratedPickBudget };
};

/** The time on the session's clock at `now`. */
export const sessionElapsed = (s: Pick<PlaySession, 'clock'>, now: number): number => elapsedMs(s.clock, now);

/**
 * Whether two queries ask the same question: the same position (an immutable snapshot, so by identity) or seed, of
 * the same variant and options. Front ends rebuild queries at each change and compare them to know when the one
 * running is still wanted.
 */
export const sameQuery = (a: AssistQuery | null, b: AssistQuery | null): boolean => {
  if (a === null || b === null) return a === b;
  if (a.variant !== b.variant || !equalOptions(a.options, b.options)) return false;
  if (a.kind === 'position') return b.kind === 'position' && a.state === b.state;
  if (a.kind === 'winnableDeal') return b.kind === 'winnableDeal' && a.seed === b.seed;
  return b.kind === 'pickDeal' && a.seed === b.seed && a.want === b.want;
};
