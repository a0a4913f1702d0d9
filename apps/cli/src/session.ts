import {
  type Card, type Game, type GameState, type GameStatus, type Move, type MoveError, type PileRef,
  type VariantDefinition, canRedo, canUndo, currentState, finishingMoves, foundationMoveFor, gameStatus, legalMoves,
  moveRefusal, pileAt, play, playAutoMoves, redo, restartGame, samePile, startGame, suitIndexOf, topOf, undo,
  unitRefusal,
} from '@solitaire/engine';
import { type SolveOutcome, heuristicHint } from '@solitaire/solver';
import { type BoardLayout, boardLayout } from './layout.js';
import type { MessageKey } from './messages.js';
import { type Cursor, type Direction, changeDepth, clampCursor, initialCursor, moveCursor, orderFrom } from './navigation.js';
import { type Settings, quietSettings } from './settings.js';
import { type Locale, locales } from './texts.js';

/** Which screen is shown. */
export const screens = ['board', 'help', 'rules', 'deal'] as const;
/** A screen. */
export type Screen = (typeof screens)[number];

/** Cards picked up and the places the engine lets them go, in the order left/right visits them. */
export interface Holding {
  readonly from: PileRef;
  readonly count: number;
  readonly targets: readonly PileRef[];
  readonly index: number;
}

/** The line of feedback under the board; card names are rendered by the view (they depend on locale and glyphs). */
export type Notice =
  | { readonly kind: 'text'; readonly key: MessageKey; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly kind: 'refusal'; readonly code: MoveError }
  /** `proven`: the first move of a win the solver found; `checking`: shown while the solver looks for one. */
  | { readonly kind: 'hint'; readonly move: Move; readonly proven: boolean; readonly checking?: boolean }
  | { readonly kind: 'holding'; readonly card: Card; readonly more: number }
  | { readonly kind: 'nowhere'; readonly card: Card }
  | { readonly kind: 'won'; readonly moves: number };

/** What the solver said about the position shown: still searching, or its outcome with the first move of a win. */
export interface Verdict {
  readonly outcome: 'thinking' | SolveOutcome;
  readonly move: Move | null;
}

/** Everything the terminal game shows, as plain immutable data. */
export interface Session {
  /** The variant as registered (options are applied in `game.rules`). */
  readonly def: VariantDefinition;
  readonly game: Game;
  readonly status: GameStatus;
  readonly cursor: Cursor;
  readonly holding: Holding | null;
  readonly notice: Notice | null;
  readonly screen: Screen;
  /** What has been typed at the deal-number prompt. */
  readonly dealInput: string;
  readonly rulesScroll: number;
  readonly locale: Locale;
  /** Whether this game's win is already in the statistics (undo then win again must not count twice). */
  readonly winRecorded: boolean;
  /** Terminal width, which decides how many fans a row holds. */
  readonly columns: number;
  readonly settings: Settings;
  /** What the solver said about the current position (null: nothing asked). */
  readonly verdict: Verdict | null;
  /** A hint was asked for and waits for the solver. */
  readonly hintPending: boolean;
  /** A winnable deal is being looked for, from this seed (the shell runs the search). */
  readonly seeking: { readonly seed: number } | null;
}

/** What the player asked for, after key mapping. */
export type Action =
  | { readonly type: 'move'; readonly dir: Direction }
  | { readonly type: 'depth'; readonly delta: 1 | -1 }
  | { readonly type: 'select' }
  | { readonly type: 'cancel' }
  | { readonly type: 'foundation' }
  | { readonly type: 'draw' }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'hint' }
  | { readonly type: 'autoFinish' }
  | { readonly type: 'newGame'; readonly deal: number }
  | { readonly type: 'restart' }
  | { readonly type: 'promptDeal' }
  | { readonly type: 'promptInput'; readonly text: string }
  | { readonly type: 'promptBackspace' }
  | { readonly type: 'promptSubmit' }
  | { readonly type: 'help' }
  | { readonly type: 'rules' }
  | { readonly type: 'close' }
  | { readonly type: 'scroll'; readonly delta: number; readonly max: number }
  | { readonly type: 'language' }
  | { readonly type: 'quit' }
  | { readonly type: 'resize'; readonly columns: number }
  | { readonly type: 'toggleVerdict' }
  | { readonly type: 'toggleWinnable' }
  /** The solver's answers, for the position they were asked about (ignored if the game has moved on). */
  | { readonly type: 'verdictFound'; readonly state: GameState; readonly outcome: SolveOutcome; readonly move: Move | null }
  | { readonly type: 'hintFound'; readonly state: GameState; readonly move: Move | null; readonly proven: boolean; readonly verdict: SolveOutcome }
  /** The end of a search for a winnable deal started from `seed`: the deal, or null when none was proved in time. */
  | { readonly type: 'dealFound'; readonly seed: number; readonly deal: number | null };

/** Statistics events: a game got its first move, was won, or was left unfinished for another. */
export type StatsEvent = 'started' | 'won' | 'abandoned';

/**
 * Side effects the shell carries out (saving follows from `game` changing and needs no effect; solver requests
 * follow from `verdict`, `hintPending` and `seeking`).
 */
export type Effect =
  | { readonly kind: 'quit' }
  | { readonly kind: 'stats'; readonly event: StatsEvent }
  | { readonly kind: 'settings'; readonly patch: Partial<Settings> };

/** The outcome of an action. */
export interface Update {
  readonly session: Session;
  readonly effects: readonly Effect[];
}

/** The layout of the session's board at its terminal width. */
export const layoutOf = (s: Session): BoardLayout => boardLayout(s.game.rules, currentState(s.game), s.columns);

/** Whether the player (not the program) has made a move in this game, undone or not. */
export const hasPlayerMoves = (game: Game): boolean => game.moves.some((m) => !m.auto);

/** Moves the player has made and not undone. */
export const playerMoveCount = (game: Game): number => game.moves.slice(0, game.cursor).filter((m) => !m.auto).length;

/** The verdict to show for a new position: the solver is asked only while the game can go on. */
const freshVerdict = (settings: Settings, status: GameStatus): Verdict | null =>
  settings.verdict && status === 'playing' ? { outcome: 'thinking', move: null } : null;

/** A fresh session around a game; without settings, nothing is asked of the solver. */
export const newSession = (
  def: VariantDefinition, game: Game, locale: Locale, columns = 80, notice: Notice | null = null, settings: Settings = quietSettings,
): Session => {
  const status = gameStatus(game.rules, currentState(game));
  const s: Session = {
    def, game, locale, columns, notice, settings, status,
    cursor: { pile: { zone: 'tableau', index: 0 }, depth: 1 },
    holding: null,
    screen: 'board',
    dealInput: '',
    rulesScroll: 0,
    winRecorded: false,
    verdict: freshVerdict(settings, status),
    hintPending: false,
    seeking: null,
  };
  const won = s.status === 'won';
  return { ...s, winRecorded: won, cursor: initialCursor(layoutOf(s)) };
};

const same = (s: Session, patch: Partial<Session>): Update => ({ session: { ...s, ...patch }, effects: [] });

// Refusals about the source alone (the engine checks the source before the target).
const sourceRefusals: readonly MoveError[] = [
  'ERR_EMPTY_SOURCE', 'ERR_NOT_A_SOURCE', 'ERR_FACE_DOWN', 'ERR_TOP_CARD_ONLY', 'ERR_NOT_A_RUN', 'ERR_NO_PLAY_BACK',
  'ERR_FOUNDATION_BASE_FIXED', 'ERR_BAD_COUNT',
];

/** Why the unit under the cursor cannot be picked up at all, or null if the engine lets it move in principle. */
const pickUpRefusal = (s: Session, from: PileRef, count: number): MoveError | null => {
  const { rules } = s.game;
  const state = currentState(s.game);
  if (from.zone === 'tableau') return unitRefusal(rules, pileAt(state, from)!, count);
  const other: PileRef = { zone: 'tableau', index: 0 };
  const code = moveRefusal(rules, state, { kind: 'move', from, to: other, count });
  return code && sourceRefusals.includes(code) ? code : null;
};

/** The refusal worth showing when a card cannot go to any foundation: from the one it belongs to, if any. */
const foundationRefusalFor = (s: Session, from: PileRef, count: number): MoveError => {
  const state = currentState(s.game);
  const pile = pileAt(state, from) ?? [];
  const card = pile[pile.length - count]?.card;
  const codes = state.foundations.map((f, index) => ({
    code: moveRefusal(s.game.rules, state, { kind: 'move', from, to: { zone: 'foundation', index }, count }),
    top: topOf(f)?.card,
  }));
  const pick = (card !== undefined && codes.find((c) => c.top !== undefined && suitIndexOf(c.top) === suitIndexOf(card)))
    || codes.find((c) => c.top === undefined) || codes[0]!;
  return pick.code ?? 'ERR_NOT_A_TARGET';
};

/** Plays a player's move, then the safe automatic moves; works out status, statistics and notices. */
const playMove = (s: Session, move: Move, extra: readonly Move[] = []): Update => {
  const first = play(s.game, move);
  if (!first.ok) return same(s, { notice: { kind: 'refusal', code: first.error }, holding: null });
  let game = first.value;
  for (const m of extra) {
    const r = play(game, m, true);
    if (!r.ok) break;
    game = r.value;
  }
  game = playAutoMoves(game);
  return settle(s, game, !hasPlayerMoves(s.game));
};

/** Installs a new position: keeps the cursor valid and reports a win or a dead end. */
const settle = (s: Session, game: Game, firstMove: boolean, notice: Notice | null = null): Update => {
  const status = gameStatus(game.rules, currentState(game));
  const effects: Effect[] = firstMove ? [{ kind: 'stats', event: 'started' }] : [];
  let winRecorded = s.winRecorded;
  if (status === 'won') {
    notice = { kind: 'won', moves: playerMoveCount(game) };
    if (!winRecorded) {
      effects.push({ kind: 'stats', event: 'won' });
      winRecorded = true;
    }
  } else if (status === 'blocked' && notice === null) notice = { kind: 'text', key: 'notice.blocked' };
  const next: Session = { ...s, game, status, winRecorded, holding: null, notice, verdict: freshVerdict(s.settings, status), hintPending: false };
  return { session: { ...next, cursor: clampCursor(currentState(game), layoutOf(next), s.cursor) }, effects };
};

/** Leaves the current game for another one (new deal or restart), recording an unfinished game as given up. */
const replaceGame = (s: Session, game: Game, notice: Notice): Update => {
  const effects: Effect[] = hasPlayerMoves(s.game) && !s.winRecorded ? [{ kind: 'stats', event: 'abandoned' }] : [];
  const next = newSession(s.def, game, s.locale, s.columns, notice, s.settings);
  return { session: next, effects };
};

const stockAction = (s: Session): Update => {
  const { rules } = s.game;
  const state = currentState(s.game);
  const drawRefusal = moveRefusal(rules, state, { kind: 'draw' });
  if (drawRefusal === null) return playMove(s, { kind: 'draw' });
  const redealRefusal = moveRefusal(rules, state, { kind: 'redeal' });
  if (redealRefusal === null) return playMove(s, { kind: 'redeal' });
  return same(s, { notice: { kind: 'refusal', code: rules.redeal ? redealRefusal : drawRefusal } });
};

const pickUp = (s: Session): Update => {
  const from = s.cursor.pile;
  if (from.zone === 'stock') return stockAction(s);
  const state = currentState(s.game);
  const pile = pileAt(state, from) ?? [];
  const count = from.zone === 'tableau' ? s.cursor.depth : 1;
  if (pile.length === 0) return same(s, { notice: { kind: 'text', key: 'notice.notACard' } });
  const refusal = pickUpRefusal(s, from, count);
  if (refusal) return same(s, { notice: { kind: 'refusal', code: refusal } });
  const card = pile[pile.length - count]!.card;
  const targets = legalMoves(s.game.rules, state)
    .filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move' && samePile(m.from, from) && m.count === count)
    .map((m) => m.to);
  if (targets.length === 0) return same(s, { notice: { kind: 'nowhere', card } });
  const ordered = orderFrom(layoutOf(s), from, targets);
  return same(s, {
    holding: { from, count, targets: ordered, index: 0 },
    cursor: { pile: ordered[0]!, depth: 1 },
    notice: { kind: 'holding', card, more: count - 1 },
  });
};

const putBack = (s: Session, h: Holding): Session => ({ ...s, holding: null, cursor: { pile: h.from, depth: h.count }, notice: null });

const drop = (s: Session, h: Holding): Update => {
  const moved = playMove({ ...s, cursor: { pile: h.from, depth: 1 } }, { kind: 'move', from: h.from, to: h.targets[h.index]!, count: h.count });
  return moved;
};

const toFoundation = (s: Session): Update => {
  const h = s.holding;
  const from = h ? h.from : s.cursor.pile;
  const count = h ? h.count : from.zone === 'tableau' ? s.cursor.depth : 1;
  const base = h ? putBack(s, h) : s;
  if (from.zone === 'stock') return same(base, { notice: { kind: 'refusal', code: 'ERR_NOT_A_SOURCE' } });
  const state = currentState(s.game);
  if ((pileAt(state, from) ?? []).length === 0) return same(base, { notice: { kind: 'refusal', code: 'ERR_EMPTY_SOURCE' } });
  const move = count === 1 ? foundationMoveFor(s.game.rules, state, from) : null;
  if (move) return playMove({ ...base, cursor: { pile: from, depth: 1 } }, move);
  return same(base, { notice: { kind: 'refusal', code: foundationRefusalFor(s, from, count) } });
};

const gameMove = (s: Session, dir: Direction): Update => {
  const h = s.holding;
  if (!h) return same(s, { cursor: moveCursor(currentState(s.game), layoutOf(s), s.cursor, dir) });
  if (dir === 'up' || dir === 'down') return same(s, {});
  const n = h.targets.length;
  const index = (h.index + (dir === 'right' ? 1 : n - 1)) % n;
  return same(s, { holding: { ...h, index }, cursor: { pile: h.targets[index]!, depth: 1 } });
};

/**
 * A hint at once: the solver's move when it has proved a win from here; else the heuristic move, marked as not
 * proven, and the solver asked (when it has not answered yet) whether it can do better.
 */
const hint = (s: Session): Update => {
  const v = s.verdict;
  if (v?.outcome === 'won' && v.move) return same(s, { notice: { kind: 'hint', move: v.move, proven: true } });
  const move = heuristicHint(s.game.rules, currentState(s.game));
  if (!move) return same(s, { notice: { kind: 'text', key: 'notice.hintNone' } });
  const ask = s.status === 'playing' && (v === null || v.outcome === 'thinking');
  return same(s, { notice: { kind: 'hint', move, proven: false, ...(ask ? { checking: true } : {}) }, hintPending: ask });
};

const hintFound = (s: Session, a: Extract<Action, { type: 'hintFound' }>): Update => {
  if (a.state !== currentState(s.game)) return same(s, {});
  const verdict: Verdict = { outcome: a.verdict, move: a.proven ? a.move : null };
  // The answer replaces the provisional hint only while that is what the player sees.
  if (!s.hintPending || s.notice?.kind !== 'hint' || !s.notice.checking) return same(s, { verdict, hintPending: false });
  const notice: Notice = a.move ? { kind: 'hint', move: a.move, proven: a.proven } : { kind: 'text', key: 'notice.hintNone' };
  return same(s, { verdict, hintPending: false, notice });
};

const toggleVerdict = (s: Session): Update => {
  const on = !s.settings.verdict;
  const settings = { ...s.settings, verdict: on };
  const known = s.verdict && s.verdict.outcome !== 'thinking' ? s.verdict : null;
  const next: Session = {
    ...s, settings, verdict: on ? known ?? freshVerdict(settings, s.status) : known,
    notice: { kind: 'text', key: on ? 'notice.verdictOn' : 'notice.verdictOff' },
  };
  return { session: next, effects: [{ kind: 'settings', patch: { verdict: on } }] };
};

const toggleWinnable = (s: Session): Update => {
  const on = !s.settings.winnableOnly;
  const explain = on && !s.settings.winnableExplained;
  const patch: Partial<Settings> = explain ? { winnableOnly: on, winnableExplained: true } : { winnableOnly: on };
  const settings = { ...s.settings, ...patch };
  const effects: Effect[] = [{ kind: 'settings', patch }];
  if (!on && s.seeking) {
    // The new game asked for is dealt at once, as a normal deal.
    const started = startGame(s.def, s.seeking.seed, s.game.rules.chosen);
    if (started.ok) {
      const u = replaceGame({ ...s, settings }, started.value, { kind: 'text', key: 'notice.winnableOff' });
      return { session: u.session, effects: [...effects, ...u.effects] };
    }
  }
  const key: MessageKey = on ? (explain ? 'notice.winnableExplained' : 'notice.winnableOn') : 'notice.winnableOff';
  return { session: { ...s, settings, seeking: on ? s.seeking : null, notice: { kind: 'text', key } }, effects };
};

const dealFound = (s: Session, a: Extract<Action, { type: 'dealFound' }>): Update => {
  if (!s.seeking || s.seeking.seed !== a.seed) return same(s, {});
  const deal = a.deal ?? a.seed;
  const started = startGame(s.def, deal, s.game.rules.chosen);
  if (!started.ok) return same(s, { seeking: null, notice: { kind: 'text', key: 'notice.badDeal', values: { value: String(deal) } } });
  if (a.deal === null) return replaceGame(s, started.value, { kind: 'text', key: 'notice.winnableNone', values: { deal } });
  // The first winnable deal a player gets comes with what that means (unless the toggle already said it).
  const explain = !s.settings.winnableExplained;
  const u = replaceGame(
    explain ? { ...s, settings: { ...s.settings, winnableExplained: true } } : s, started.value,
    { kind: 'text', key: explain ? 'notice.winnableDealExplained' : 'notice.winnableDeal', values: { deal } },
  );
  return explain ? { session: u.session, effects: [...u.effects, { kind: 'settings', patch: { winnableExplained: true } }] } : u;
};

// Moves wait while a winnable deal is looked for: they would be played in a game about to be replaced.
const waitWhileSeeking: readonly Action['type'][] = ['select', 'foundation', 'draw', 'undo', 'redo', 'autoFinish'];

/** The next game state after an action: pure, so every key's behaviour is testable without a terminal. */
export const update = (s: Session, action: Action): Update => {
  if (s.seeking && waitWhileSeeking.includes(action.type)) return same(s, { notice: { kind: 'text', key: 'notice.seekingBusy' } });
  switch (action.type) {
    case 'resize': {
      const next = { ...s, columns: action.columns };
      return same(next, { cursor: clampCursor(currentState(s.game), layoutOf(next), s.cursor) });
    }
    case 'quit': return { session: s, effects: [{ kind: 'quit' }] };
    case 'language': {
      const locale = locales[(locales.indexOf(s.locale) + 1) % locales.length]!;
      return same(s, { locale, notice: { kind: 'text', key: 'notice.language' } });
    }
    case 'help': return same(s, { screen: 'help' });
    case 'rules': return same(s, { screen: 'rules', rulesScroll: 0 });
    case 'promptDeal': return same(s, { screen: 'deal', dealInput: '', holding: null });
    case 'close': return same(s, { screen: 'board' });
    case 'scroll': return same(s, { rulesScroll: Math.max(0, Math.min(action.max, s.rulesScroll + action.delta)) });
    case 'promptInput': return same(s, { dealInput: (s.dealInput + action.text.replace(/\D/g, '')).slice(0, 10) });
    case 'promptBackspace': return same(s, { dealInput: s.dealInput.slice(0, -1) });
    case 'promptSubmit': {
      const deal = Number(s.dealInput);
      const started = s.dealInput === '' ? null : startGame(s.def, deal, s.game.rules.chosen);
      if (!started || !started.ok) return same(s, { screen: 'board', notice: { kind: 'text', key: 'notice.badDeal', values: { value: s.dealInput } } });
      return replaceGame(s, started.value, { kind: 'text', key: 'notice.newGame', values: { deal } });
    }
    case 'newGame': {
      if (s.settings.winnableOnly)
        return same(s.holding ? putBack(s, s.holding) : s, { seeking: { seed: action.deal }, notice: { kind: 'text', key: 'notice.seeking' } });
      const started = startGame(s.def, action.deal, s.game.rules.chosen);
      if (!started.ok) return same(s, { notice: { kind: 'text', key: 'notice.badDeal', values: { value: String(action.deal) } } });
      return replaceGame(s, started.value, { kind: 'text', key: 'notice.newGame', values: { deal: action.deal } });
    }
    case 'restart': return replaceGame(s, restartGame(s.game), { kind: 'text', key: 'notice.restarted', values: { deal: s.game.deal } });
    case 'move': return gameMove(s, action.dir);
    case 'depth': return s.holding ? same(s, {}) : same(s, { cursor: changeDepth(currentState(s.game), s.cursor, action.delta) });
    case 'select': return s.holding ? drop(s, s.holding) : pickUp(s);
    case 'cancel':
      if (s.holding) return same(putBack(s, s.holding), {});
      if (s.seeking) return same(s, { seeking: null, notice: { kind: 'text', key: 'notice.seekStopped' } });
      return same(s, { notice: null });
    case 'foundation': return toFoundation(s);
    case 'draw': return stockAction(s.holding ? putBack(s, s.holding) : s);
    case 'undo': {
      const base = s.holding ? putBack(s, s.holding) : s;
      if (!canUndo(s.game)) return same(base, { notice: { kind: 'text', key: 'notice.nothingToUndo' } });
      return settle(base, undo(s.game), false);
    }
    case 'redo': {
      const base = s.holding ? putBack(s, s.holding) : s;
      if (!canRedo(s.game)) return same(base, { notice: { kind: 'text', key: 'notice.nothingToRedo' } });
      return settle(base, redo(s.game), false);
    }
    case 'hint': return hint(s);
    case 'hintFound': return hintFound(s, action);
    case 'verdictFound':
      if (action.state !== currentState(s.game) || s.verdict?.outcome !== 'thinking') return same(s, {});
      return same(s, { verdict: { outcome: action.outcome, move: action.move } });
    case 'toggleVerdict': return toggleVerdict(s);
    case 'toggleWinnable': return toggleWinnable(s);
    case 'dealFound': return dealFound(s, action);
    case 'autoFinish': {
      const base = s.holding ? putBack(s, s.holding) : s;
      const moves = finishingMoves(s.game.rules, currentState(s.game));
      if (!moves || moves.length === 0) return same(base, { notice: { kind: 'text', key: 'notice.finishNone' } });
      return playMove(base, moves[0]!, moves.slice(1));
    }
  }
};
