import {
  type Card,
  type Game,
  type PileRef,
  currentState,
  destinations,
  moveRefusal,
  pileAt,
  samePile,
  sourceRefusal,
  stateAt,
} from '@solitaire/engine';
import {
  type PlayAction,
  type PlayEffect,
  type PlayNotice,
  type PlaySession,
  type PlaySettings,
  type SavedPlay,
  newPlaySession,
  quietPlaySettings,
  removalMove,
  removalTap,
  removalTargets,
  resumedPlaySession,
  updatePlay,
} from '@solitaire/play';
import type { VariantDefinition } from '@solitaire/engine';
import { type BoardLayout, boardLayout, pointAt, slotOf } from './layout.js';
import type { MessageKey } from './messages.js';
import {
  type Cursor,
  type Direction,
  changeDepth,
  clampCursor,
  initialCursor,
  moveCursor,
  orderFrom,
} from './navigation.js';
import { type TerminalPrefs, type Theme, themes } from './prefs.js';
import { type Locale, locales } from './texts.js';

/**
 * Which screen is shown.
 * @public
 */
export const screens = ['board', 'help', 'rules', 'deal', 'settings', 'menu'] as const;
/** A screen. */
export type Screen = (typeof screens)[number];

/** Cards picked up and the places the engine lets them go, in the order left/right visits them. */
interface Holding {
  readonly from: PileRef;
  readonly count: number;
  readonly targets: readonly PileRef[];
  readonly index: number;
}

/** A message of the terminal's catalog, with the values it is worded with. */
export interface Said {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string | number>>;
}

/** The line of feedback under the board: the play layer's notices, and the terminal's own. */
export type Notice =
  | PlayNotice
  | ({ readonly kind: 'text' } & Said)
  /** Several things to say at once (every problem found at start), in order. */
  | { readonly kind: 'texts'; readonly items: readonly Said[] }
  | { readonly kind: 'holding'; readonly card: Card; readonly more: number }
  /** A card with nowhere to go; a face-up card asked for that lies under a face-down one. */
  | { readonly kind: 'nowhere' | 'covered'; readonly card: Card };

/** The terminal's part of the session: what is drawn and where the cursor is. */
interface TerminalState {
  readonly cursor: Cursor;
  readonly holding: Holding | null;
  readonly screen: Screen;
  /** What has been typed at the deal-number prompt. */
  readonly dealInput: string;
  readonly rulesScroll: number;
  readonly locale: Locale;
  /** Terminal width, which decides how many fans a row holds. */
  readonly columns: number;
  /** Terminal height, to which tall columns are folded (null when unknown: nothing is folded). */
  readonly rows: number | null;
  readonly notice: Notice | null;
  readonly theme: Theme;
  /** The line of the settings screen under the cursor. */
  readonly settingsIndex: number;
  /** The last mouse click on a pile, for double clicks. */
  readonly lastClick: { readonly pile: PileRef; readonly at: number } | null;
  /** The pile whose cards the mouse button's press picked up, until its release: elsewhere, they drop there. */
  readonly pressed: PileRef | null;
}

/** The lines of the settings screen, in order. */
export const settingItems = ['autoFoundations', 'confirmAbandon', 'language', 'theme'] as const;

/** Two clicks on the same pile this close together (milliseconds) make a double click. */
export const DOUBLE_CLICK_MS = 400;

/** Everything the terminal game shows: the play layer's session plus the terminal's state. */
export type Session = Omit<PlaySession, 'notice'> & TerminalState;

/** What only the terminal handles: the cursor, the screens, the prompt, the mouse, the window. */
type TerminalAction =
  | { readonly type: 'cursor'; readonly dir: Direction }
  | { readonly type: 'depth'; readonly delta: 1 | -1 }
  | { readonly type: 'select' }
  /** The cards under the cursor (or held) to their foundation. */
  | { readonly type: 'foundation' }
  /** The cards under the cursor (or held) to a free cell. */
  | { readonly type: 'cell' }
  /** The cursor to the next cell holding a card; while holding, to the next cell the cards may go to. */
  | { readonly type: 'nextCell' }
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
  | { readonly type: 'resize'; readonly columns: number; readonly rows?: number }
  /** The deal menu (picked deals). */
  | { readonly type: 'dealMenu' }
  /** A mouse click (the button pressed) on the screen cell at column `x`, line `y` (both from 0). */
  | { readonly type: 'click'; readonly x: number; readonly y: number }
  /** The mouse moved to a cell with the button held. */
  | { readonly type: 'drag'; readonly x: number; readonly y: number }
  /** The mouse button released over a cell. */
  | { readonly type: 'release'; readonly x: number; readonly y: number }
  | { readonly type: 'settings' }
  | { readonly type: 'settingsMove'; readonly delta: 1 | -1 }
  | { readonly type: 'settingsChange'; readonly delta: 1 | -1 };

/**
 * What the player asked for, after key mapping (the time of the action comes with it): the terminal's own actions
 * and every action of the play layer. Keys leave `dailyDeal`'s days and `ratedDeal`'s seed empty, keeping the
 * mapping pure; the shell fills them in.
 */
export type Action = TerminalAction | PlayAction;

/** Side effects the shell carries out: the play layer's, quitting, and keeping the terminal's settings. */
export type Effect =
  PlayEffect | { readonly kind: 'quit' } | { readonly kind: 'prefs'; readonly patch: Partial<TerminalPrefs> };

/** The outcome of an action. */
export interface Update {
  readonly session: Session;
  readonly effects: readonly Effect[];
}

/** The cards of tableau pile `pile` that a folded column keeps in sight: held, under the cursor, moved by the hint. */
const focusOf = (s: Session, pile: number): number[] => {
  const length = currentState(s.game).tableau[pile]?.length ?? 0;
  const here = (ref: PileRef) => ref.zone === 'tableau' && ref.index === pile;
  const focus: number[] = [];
  if (s.holding && here(s.holding.from)) focus.push(length - s.holding.count);
  if (here(s.cursor.pile)) focus.push(length - s.cursor.depth);
  const hint = s.notice?.kind === 'hint' && s.notice.move.kind === 'move' ? s.notice.move : null;
  if (hint && here(hint.from)) focus.push(length - hint.count);
  return focus;
};

/** The action of a terminal of this size (`rows` unknown: the height the session knew stays). */
export const resizeTo = (columns: number, rows: number | undefined): Action => ({
  type: 'resize',
  columns,
  ...(rows ? { rows } : {}),
});

/** The layout of the session's board at its terminal size. */
export const layoutOf = (s: Session): BoardLayout =>
  boardLayout(s.game.rules, currentState(s.game), s.columns, {
    rows: s.rows ?? undefined,
    focus: (pile) => focusOf(s, pile),
  });

/** The terminal's state around a play session, the cursor on the board's first card. */
const terminalSession = (play: PlaySession, locale: Locale, columns: number, notice: Notice | null): Session => {
  const s: Session = {
    ...play,
    locale,
    columns,
    rows: null,
    notice,
    cursor: { pile: { zone: 'tableau', index: 0 }, depth: 1 },
    holding: null,
    screen: 'board',
    dealInput: '',
    rulesScroll: 0,
    theme: 'dark',
    settingsIndex: 0,
    lastClick: null,
    pressed: null,
  };
  return { ...s, cursor: initialCursor(layoutOf(s)) };
};

/** A fresh session around a game; without settings, nothing is asked of the solver. */
export const newSession = (
  def: VariantDefinition,
  game: Game,
  locale: Locale,
  columns = 80,
  notice: Notice | null = null,
  settings: PlaySettings = quietPlaySettings,
): Session => terminalSession(newPlaySession(def, game, settings), locale, columns, notice);

/** A session that takes a saved game up again (play's `resumedPlaySession`: its time, its pick). */
export const resumedSession = (
  saved: SavedPlay,
  locale: Locale,
  columns: number,
  notice: Notice | null,
  settings: PlaySettings,
): Session => terminalSession(resumedPlaySession(saved, settings), locale, columns, notice);

const same = (s: Session, patch: Partial<Session> = {}): Update => ({ session: { ...s, ...patch }, effects: [] });

const isPlayNotice = (n: Notice | null): n is PlayNotice =>
  n !== null && (n.kind === 'refusal' || n.kind === 'hint' || n.kind === 'won' || n.kind === 'info');

/** The terminal's state around the play layer's session, kept valid for the new position. */
const merge = (s: Session, play: PlaySession): Session => {
  const next: Session = { ...s, ...play, holding: null };
  const moved = play.game !== s.game;
  if (!moved) return next;
  // Another game (or the same from its start): the cursor starts again; else it stays where it is, clamped.
  if (stateAt(play.game, 0) !== stateAt(s.game, 0) || (play.game.cursor === 0 && play.game.length === 0))
    return { ...next, cursor: initialCursor(layoutOf(next)) };
  return { ...next, cursor: clampCursor(currentState(play.game), layoutOf(next), s.cursor) };
};

/** Where a hint moves from: the cursor goes there (the stock, for a draw or a redeal). */
const hintCursor = (s: Session): Cursor | null => {
  const n = s.notice;
  if (n?.kind !== 'hint') return null;
  const pile: PileRef = n.move.kind === 'move' ? n.move.from : { zone: 'stock', index: 0 };
  if (!slotOf(layoutOf(s), pile)) return null;
  return { pile, depth: n.move.kind === 'move' ? n.move.count : 1 };
};

/** Hands an action to the play layer; a new hint takes the cursor to the cards it moves. */
const toPlay = (s: Session, action: PlayAction, now: number): Update => {
  const u = updatePlay({ ...s, notice: isPlayNotice(s.notice) ? s.notice : null }, action, now);
  const next = merge(s, u.session);
  const cursor = next.notice !== s.notice ? hintCursor(next) : null;
  return { session: cursor ? { ...next, cursor } : next, effects: u.effects };
};

const putBack = (s: Session, h: Holding): Session => ({
  ...s,
  holding: null,
  cursor: { pile: h.from, depth: h.count },
  notice: null,
});

/** Why the `count` cards on top of `from` cannot be picked up, as the notice that says so; null when they can. */
const pickNotice = (s: Session, from: PileRef, count: number): Notice | null => {
  const state = currentState(s.game);
  const pile = pileAt(state, from) ?? [];
  if (pile.length === 0) return { kind: 'text', key: 'notice.notACard' };
  const base = pile[pile.length - count];
  const refusal = sourceRefusal(s.game.rules, state, from, count);
  // The engine speaks of the unit: a face-down card in it. The player asked for a face-up card it covers.
  if (refusal === 'ERR_FACE_DOWN' && base?.up) return { kind: 'covered', card: base.card };
  return refusal ? { kind: 'refusal', code: refusal } : null;
};

/**
 * Whether cards with nowhere to go are refused for their number alone: some pile the engine refuses them with
 * `ERR_RUN_TOO_LONG`, the reason it gives only where the run would fit but for its length.
 */
const tooLongToCarry = (s: Session, from: PileRef, count: number): boolean => {
  const state = currentState(s.game);
  return state.tableau.some(
    (_, index) =>
      moveRefusal(s.game.rules, state, { kind: 'move', from, to: { zone: 'tableau', index }, count }) ===
      'ERR_RUN_TOO_LONG',
  );
};

const pickUp = (s: Session, now: number): Update => {
  const from = s.cursor.pile;
  if (from.zone === 'stock') return toPlay(s, { type: 'stock' }, now);
  const state = currentState(s.game);
  // Where cards leave in pairs (Pyramid), a card that goes alone (a King) goes at once; a covered one is refused.
  const asked = removalTap(s.game.rules, state, null, from);
  if (asked?.kind === 'play') return toPlay(s, { type: 'move', move: asked.move }, now);
  if (asked?.kind === 'refuse') return same(s, { notice: { kind: 'refusal', code: asked.code } });
  const count = from.zone === 'tableau' ? s.cursor.depth : 1;
  const stopped = pickNotice(s, from, count);
  if (stopped) return same(s, { notice: stopped });
  const pile = pileAt(state, from)!;
  const card = pile[pile.length - count]!.card;
  // Besides the piles it may move to, a card may be brought onto a partner or the discard pile, to leave play.
  const targets = [
    ...destinations(s.game.rules, state, from, count),
    ...(count === 1 ? removalTargets(s.game.rules, state, from) : []),
  ];
  if (targets.length === 0)
    return same(s, {
      notice: tooLongToCarry(s, from, count)
        ? { kind: 'refusal', code: 'ERR_RUN_TOO_LONG' }
        : { kind: 'nowhere', card },
    });
  const ordered = orderFrom(layoutOf(s), from, targets);
  return same(s, {
    holding: { from, count, targets: ordered, index: 0 },
    cursor: { pile: ordered[0]!, depth: 1 },
    notice: { kind: 'holding', card, more: count - 1 },
  });
};

const drop = (s: Session, h: Holding, now: number): Update => {
  const to = h.targets[h.index]!;
  const move = removalMove(s.game.rules, h.from, to) ?? { kind: 'move', from: h.from, to, count: h.count };
  return toPlay({ ...s, cursor: { pile: h.from, depth: 1 } }, { type: 'move', move }, now);
};

const toFoundation = (s: Session, now: number): Update => {
  const h = s.holding;
  const from = h ? h.from : s.cursor.pile;
  const count = h ? h.count : from.zone === 'tableau' ? s.cursor.depth : 1;
  const base = h ? putBack(s, h) : s;
  return toPlay(
    { ...base, cursor: { pile: from, depth: base.cursor.depth } },
    { type: 'toFoundation', from, count },
    now,
  );
};

const cellRefs = (s: Session): PileRef[] =>
  currentState(s.game).cells.map((_, index): PileRef => ({ zone: 'cell', index }));

/** Why no cell takes the cards: the engine's refusal for the first free cell, else for the first cell. */
const cellRefusal = (s: Session, from: PileRef, count: number): Notice => {
  const state = currentState(s.game);
  const index = Math.max(
    0,
    state.cells.findIndex((c) => c.length === 0),
  );
  const move = { kind: 'move' as const, from, to: { zone: 'cell' as const, index }, count };
  return { kind: 'refusal', code: moveRefusal(s.game.rules, state, move) ?? 'ERR_NOT_A_TARGET' };
};

/** The cards under the cursor (or held) to the first free cell the engine lets them go to; else it says why not. */
const toCell = (s: Session, now: number): Update => {
  // A game without cells has no use for the key, as any key it does not bind.
  if (cellRefs(s).length === 0) return same(s);
  const h = s.holding;
  const from = h ? h.from : s.cursor.pile;
  const count = h ? h.count : from.zone === 'tableau' ? s.cursor.depth : 1;
  const base = h ? putBack(s, h) : s;
  const stopped = h ? null : pickNotice(s, from, count);
  if (stopped) return same(base, { notice: stopped });
  const to = destinations(s.game.rules, currentState(s.game), from, count).find((t) => t.zone === 'cell');
  if (!to) return same(base, { notice: cellRefusal(s, from, count) });
  return toPlay(
    { ...base, cursor: { pile: from, depth: 1 } },
    { type: 'move', move: { kind: 'move', from, to, count } },
    now,
  );
};

/**
 * The cursor to the next cell after it holding a card (to the first cell when none does); while holding, to the next
 * cell the cards may go to, or the engine's reason why none may take them.
 */
const nextCell = (s: Session): Update => {
  const layout = layoutOf(s);
  const h = s.holding;
  if (h) {
    const cells = h.targets.filter((t) => t.zone === 'cell');
    if (cells.length === 0) return same(s, { notice: cellRefusal(s, h.from, h.count) });
    const next = orderFrom(layout, s.cursor.pile, cells)[0]!;
    return same(s, { holding: { ...h, index: h.targets.indexOf(next) }, cursor: { pile: next, depth: 1 } });
  }
  const cells = cellRefs(s);
  if (cells.length === 0) return same(s);
  const full = cells.filter((c) => (pileAt(currentState(s.game), c) ?? []).length > 0);
  return same(s, { cursor: { pile: orderFrom(layout, s.cursor.pile, full.length ? full : cells)[0]!, depth: 1 } });
};

const gameMove = (s: Session, dir: Direction): Update => {
  const h = s.holding;
  if (!h) return same(s, { cursor: moveCursor(currentState(s.game), layoutOf(s), s.cursor, dir) });
  if (dir === 'up' || dir === 'down') return same(s, {});
  const n = h.targets.length;
  const index = (h.index + (dir === 'right' ? 1 : n - 1)) % n;
  return same(s, { holding: { ...h, index }, cursor: { pile: h.targets[index]!, depth: 1 } });
};

/** A click: picks up the cards clicked, drops what is held where it is clicked, draws from the stock; a double click
 * sends the card to its foundation. Off the piles, it puts back what is held. */
const click = (s: Session, x: number, y: number, now: number): Update => {
  if (s.screen === 'help') return update(s, { type: 'close' }, now);
  if (s.screen !== 'board') return same(s);
  if (s.seeking) return same(s, { notice: { kind: 'info', code: 'seekingBusy' } });
  const state = currentState(s.game);
  const at = pointAt(layoutOf(s), state, x, y);
  const h = s.holding;
  const last = s.lastClick;
  const double =
    at !== null &&
    last !== null &&
    samePile(last.pile, at.pile) &&
    now - last.at <= DOUBLE_CLICK_MS &&
    at.pile.zone !== 'stock' &&
    (!h || samePile(h.from, at.pile));
  const u = ((): Update => {
    if (!at) return h ? same(putBack(s, h)) : same(s);
    // The first click of a double click picked the card up; the second sends it to its foundation.
    if (double) return toFoundation(h ? s : { ...s, cursor: { pile: at.pile, depth: 1 } }, now);
    if (h) {
      if (samePile(at.pile, h.from)) return same(putBack(s, h));
      const index = h.targets.findIndex((t) => samePile(t, at.pile));
      if (index >= 0) return drop(s, { ...h, index }, now);
      const meant = removalMove(s.game.rules, h.from, at.pile) ?? {
        kind: 'move' as const,
        from: h.from,
        to: at.pile,
        count: h.count,
      };
      const code = moveRefusal(s.game.rules, state, meant) ?? 'ERR_NOT_A_TARGET';
      return same(putBack(s, h), { notice: { kind: 'refusal', code } });
    }
    if (at.pile.zone === 'stock') return toPlay({ ...s, cursor: { pile: at.pile, depth: 1 } }, { type: 'stock' }, now);
    const length = (pileAt(state, at.pile) ?? []).length;
    const depth = at.pile.zone === 'tableau' && at.index !== null ? length - at.index : 1;
    const picked = pickUp({ ...s, cursor: { pile: at.pile, depth } }, now);
    if (picked.session.holding) return picked;
    return {
      ...picked,
      session: { ...picked.session, cursor: clampCursor(state, layoutOf(s), { pile: at.pile, depth }) },
    };
  })();
  // A press that picks cards up starts a drag: its release over another pile drops them there.
  const pressed = at && !h && u.session.holding ? at.pile : null;
  return { ...u, session: { ...u.session, lastClick: at && !double ? { pile: at.pile, at: now } : null, pressed } };
};

const unchanged = (s: Session): Update => ({ session: s, effects: [] });

/** The cards picked up by the press, dragged over a pile: the cursor goes there when they may be dropped there. */
const drag = (s: Session, x: number, y: number): Update => {
  const h = s.holding;
  if (!s.pressed || !h) return unchanged(s);
  const at = pointAt(layoutOf(s), currentState(s.game), x, y);
  const index = at ? h.targets.findIndex((t) => samePile(t, at.pile)) : -1;
  if (index < 0 || index === h.index) return unchanged(s);
  return same(s, { holding: { ...h, index }, cursor: { pile: h.targets[index]!, depth: 1 } });
};

/** The button released: over the pile it was pressed on, the press stays a click; elsewhere, the end of a drag. */
const release = (s: Session, x: number, y: number, now: number): Update => {
  const from = s.pressed;
  if (!from) return unchanged(s);
  const done: Session = { ...s, pressed: null };
  if (!s.holding || !samePile(s.holding.from, from)) return same(done);
  const at = pointAt(layoutOf(s), currentState(s.game), x, y);
  if (at && samePile(at.pile, from)) return same(done);
  // Dropped as a second click would drop them; a drag is no half of a double click.
  const u = click(done, x, y, now);
  return { ...u, session: { ...u.session, lastClick: null } };
};

const cycle = <T>(list: readonly T[], value: T, delta: 1 | -1): T =>
  list[(list.indexOf(value) + delta + list.length) % list.length]!;

/** Changes the setting under the cursor of the settings screen. */
const changeSetting = (s: Session, delta: 1 | -1, now: number): Update => {
  const item = settingItems[s.settingsIndex]!;
  switch (item) {
    case 'autoFoundations':
    case 'confirmAbandon':
      return toPlay(s, { type: 'setSettings', patch: { [item]: !s.settings[item] } }, now);
    case 'language': {
      const locale = cycle(locales, s.locale, delta);
      return { session: { ...s, locale }, effects: [{ kind: 'prefs', patch: { locale } }] };
    }
    case 'theme': {
      const theme = cycle(themes, s.theme, delta);
      return { session: { ...s, theme }, effects: [{ kind: 'prefs', patch: { theme } }] };
    }
  }
};

/** The next session after an action at time `now`: pure, so every key's behaviour is testable without a terminal. */
export const update = (s: Session, action: Action, now = 0): Update => {
  switch (action.type) {
    case 'resize': {
      const next = { ...s, columns: action.columns, rows: action.rows ?? s.rows };
      return same(next, { cursor: clampCursor(currentState(s.game), layoutOf(next), s.cursor) });
    }
    case 'quit':
      return { session: s, effects: [{ kind: 'quit' }] };
    case 'language': {
      const locale = cycle(locales, s.locale, 1);
      return {
        session: { ...s, locale, notice: { kind: 'text', key: 'notice.language' } },
        effects: [{ kind: 'prefs', patch: { locale } }],
      };
    }
    case 'click':
      return click(s, action.x, action.y, now);
    case 'drag':
      return drag(s, action.x, action.y);
    case 'release':
      return release(s, action.x, action.y, now);
    case 'settings':
      return toPlay(
        { ...(s.holding ? putBack(s, s.holding) : s), screen: 'settings', settingsIndex: 0 },
        { type: 'pause' },
        now,
      );
    case 'settingsMove':
      return same(s, { settingsIndex: Math.max(0, Math.min(settingItems.length - 1, s.settingsIndex + action.delta)) });
    case 'settingsChange':
      return changeSetting(s, action.delta, now);
    case 'help':
      return toPlay({ ...s, screen: 'help', rulesScroll: 0 }, { type: 'pause' }, now);
    case 'rules':
      return toPlay({ ...s, screen: 'rules', rulesScroll: 0 }, { type: 'pause' }, now);
    case 'promptDeal':
      return same(s, { screen: 'deal', dealInput: '', holding: null });
    case 'dealMenu':
      return same(s, { screen: 'menu', holding: null });
    case 'dailyDeal':
    case 'ratedDeal': {
      const board = { ...s, screen: 'board' as const };
      return toPlay(board.holding ? putBack(board, board.holding) : board, action, now);
    }
    case 'close':
      return toPlay({ ...s, screen: 'board' }, { type: 'resume' }, now);
    case 'scroll':
      return same(s, { rulesScroll: Math.max(0, Math.min(action.max, s.rulesScroll + action.delta)) });
    case 'promptInput':
      return same(s, { dealInput: (s.dealInput + action.text.replace(/\D/g, '')).slice(0, 10) });
    case 'promptBackspace':
      return same(s, { dealInput: s.dealInput.slice(0, -1) });
    case 'promptSubmit': {
      const closed = { ...s, screen: 'board' as const };
      if (s.dealInput === '') return same(closed, { notice: { kind: 'info', code: 'badDeal', value: '' } });
      return toPlay(closed, { type: 'open', def: s.def, deal: Number(s.dealInput), options: s.game.rules.chosen }, now);
    }
    case 'cursor':
      return gameMove(s, action.dir);
    case 'depth':
      return s.holding ? same(s) : same(s, { cursor: changeDepth(currentState(s.game), s.cursor, action.delta) });
    case 'select':
      // Moves wait while a winnable deal is looked for (the play layer says so for its own actions).
      if (s.seeking) return same(s, { notice: { kind: 'info', code: 'seekingBusy' } });
      return s.holding ? drop(s, s.holding, now) : pickUp(s, now);
    case 'cancel':
      if (s.holding) return same(putBack(s, s.holding));
      return toPlay(s, { type: 'cancel' }, now);
    case 'foundation':
      return toFoundation(s, now);
    case 'cell':
      if (s.seeking) return same(s, { notice: { kind: 'info', code: 'seekingBusy' } });
      return toCell(s, now);
    case 'nextCell':
      return nextCell(s);
    case 'answer': {
      // An answer never replaces what the terminal itself is saying (cards held, say): the player has moved on.
      const u = toPlay(s, action, now);
      const kept = !isPlayNotice(s.notice) && s.notice !== null && u.session.game === s.game;
      return kept ? { ...u, session: { ...u.session, notice: s.notice, holding: s.holding, cursor: s.cursor } } : u;
    }
    // The play layer's other actions, as they are, once anything held is put back.
    default:
      return toPlay(s.holding ? putBack(s, s.holding) : s, action, now);
  }
};
