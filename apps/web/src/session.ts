import {
  type Game, type GameState, type GameStatus, type Move, type MoveError, type Options, type PileRef, type Rules,
  type VariantDefinition, canRedo, canUndo, currentState, finishingMoves, foundationMoveFor, gameStatus, legalMoves,
  loadGame, pileAt, play, playAutoMoves, redo, restartGame, saveGame, startGame, undo,
} from '@solitaire/engine';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { computed, ref, shallowRef, watch } from 'vue';
import { type VerdictView, createAssistant } from './assistant.js';
import { describeMove } from './describe.js';
import { type Locale, cardLabel, refusalText, variantName } from './gameText.js';
import { chooseHint, hintText } from './hint.js';
import { type MessageValues, translate } from './i18n.js';
import type { MessageKey } from './messages.js';
import { type RouteProblem, readRoute, resolveRoute, routeFor } from './route.js';
import { type StatsBook, emptyStats, parseStatsBook, recordLoss, recordPlayed, recordWin } from './stats.js';
import { type SolverClient, createSolverClient } from './solverClient.js';
import type { PositionAnswer } from './solverProtocol.js';
import { readItem, removeItem, storageKeys, writeItem } from './storage.js';

/** A message shown until dismissed (link problems, unreadable saves), kept as a key so it follows the language. */
export interface Notice {
  readonly key: MessageKey;
  readonly values: MessageValues;
}

/** What the page keeps about a game besides the engine's save: whether it entered the statistics, and how. */
interface StoredGame {
  readonly format: 'solitaire-web-game';
  readonly save: ReturnType<typeof saveGame>;
  readonly counted: boolean;
  readonly finished: boolean;
}

/** Things the session needs from the outside world, replaceable in tests. */
export interface SessionEnv {
  readonly now: () => number;
  readonly randomDeal: () => number;
  /** The solver worker's client; the default has no worker (tests inject fakes, the page the real worker). */
  readonly solver: SolverClient;
}

const defaultEnv: SessionEnv = {
  now: () => Date.now(),
  randomDeal: () => {
    const a = new Uint32Array(1);
    globalThis.crypto.getRandomValues(a);
    return (a[0]! % 999_999) + 1; // short numbers are easier to share
  },
  solver: createSolverClient(null),
};

const fallbackVariant = (): VariantDefinition => findVariant(defaultVariantId)!;

/** The game being played, with its history, clock, statistics and what the page says about it. */
export const createSession = (initialLocale: Locale, partialEnv: Partial<SessionEnv> = {}) => {
  const env: SessionEnv = { ...defaultEnv, ...partialEnv };
  const solver = env.solver;
  const locale = ref<Locale>(initialLocale);
  const t = (key: MessageKey, values?: MessageValues) => translate(locale.value, key, values);

  // A placeholder until openRoute() picks the real game.
  const first = startGame(fallbackVariant(), 1);
  if (!first.ok) throw new Error(`the default variant cannot start: ${first.error}`);
  const game = shallowRef<Game>(first.value);
  const counted = ref(false);
  const finished = ref(false);
  const notices = ref<Notice[]>([]);
  const announcement = ref('');
  const toast = ref<{ text: string; id: number } | null>(null);
  const hint = shallowRef<Move | null>(null);
  /** Changes at every fresh deal or restart (the table plays its deal animation), not when a game is resumed. */
  const dealSerial = ref(0);
  /** A finish is being played. */
  const finishing = ref(false);
  /** A winnable deal is being sought: the old game stays on the table, untouchable, until it is found. */
  const seeking = ref(false);
  const busy = computed(() => finishing.value || seeking.value);
  /** Whether the live verdict is shown (remembered). */
  const verdictOn = ref(readItem(storageKeys.verdict) !== 'off');
  watch(verdictOn, (on) => { writeItem(storageKeys.verdict, on ? 'on' : 'off'); });
  /** Whether new random deals are ones the solver proved winnable (remembered). */
  const winnableOnly = ref(readItem(storageKeys.winnableOnly) === 'on');
  watch(winnableOnly, (on) => { writeItem(storageKeys.winnableOnly, on ? 'on' : 'off'); });
  /** Whether a hint is being worked out by the solver. */
  const hintPending = ref(false);

  // The clock runs from the first move until the game is won, and only while the page is visible.
  const banked = ref(0);
  const runningSince = ref<number | null>(null);
  const now = ref(env.now());
  const elapsedMs = computed(() => banked.value + (runningSince.value === null ? 0 : Math.max(0, now.value - runningSince.value)));
  const stopClock = () => {
    if (runningSince.value !== null) banked.value += Math.max(0, env.now() - runningSince.value);
    runningSince.value = null;
  };
  let visible = true;
  const startClock = () => { if (visible && counted.value && !finished.value && runningSince.value === null) runningSince.value = env.now(); };

  const stats = ref<StatsBook>({});
  const statsText = readItem(storageKeys.stats);
  if (statsText !== null) {
    const parsed = parseStatsBook(statsText);
    if (parsed) stats.value = parsed;
    else notices.value.push({ key: 'notice.corruptStats', values: {} });
  }
  const updateStats = (id: string, f: (s: typeof emptyStats) => typeof emptyStats) => {
    stats.value = { ...stats.value, [id]: f(stats.value[id] ?? emptyStats) };
    writeItem(storageKeys.stats, JSON.stringify(stats.value));
  };

  const state = computed(() => currentState(game.value));
  const rules = computed<Rules>(() => game.value.rules);
  const status = computed<GameStatus>(() => gameStatus(rules.value, state.value));
  const legal = computed(() => legalMoves(rules.value, state.value));
  const canFinish = computed(() => status.value !== 'won' && finishingMoves(rules.value, state.value) !== null);
  const route = computed(() => routeFor(rules.value, game.value.deal));
  const name = (def: VariantDefinition = rules.value) => variantName(def, locale.value);

  // A live region only speaks when its text changes: a repeated sentence gets an invisible mark to differ.
  let announcedAt: GameState | null = null;
  const announce = (text: string) => {
    announcement.value = announcement.value === text ? `${text}\u200b` : text;
    announcedAt = state.value;
  };

  const assistant = createAssistant({ client: solver, game, busy, enabled: verdictOn });
  // Not immediate: the placeholder game is replaced before anyone looks, and asking about it would start the worker.
  watch([state, verdictOn, busy, solver.available], assistant.refresh);
  // A settled verdict is said when it changes (and once for each fresh deal), after the move that led to it.
  let spokenVerdict: VerdictView | null = null;
  watch(assistant.verdict, (v) => {
    if (v !== 'won' && v !== 'lost' && v !== 'unknown') return;
    if (v === spokenVerdict) return;
    spokenVerdict = v;
    const text = t(`verdict.announce.${v}` as const);
    announce(announcedAt === state.value && announcement.value ? `${announcement.value} ${text}` : text);
  });

  const refuse = (code: MoveError) => {
    const text = refusalText(code, locale.value);
    toast.value = { text, id: (toast.value?.id ?? 0) + 1 };
    announce(text);
  };

  const persist = () => {
    const stored: StoredGame = { format: 'solitaire-web-game', save: saveGame(game.value, elapsedMs.value), counted: counted.value, finished: finished.value };
    writeItem(storageKeys.game(rules.value.id), JSON.stringify(stored));
    writeItem(storageKeys.lastVariant, rules.value.id);
  };

  /** Reads a variant's stored game: the game, null when none, or 'corrupt'. */
  const storedGame = (id: string): { game: Game; elapsedMs: number; counted: boolean; finished: boolean } | null | 'corrupt' => {
    const text = readItem(storageKeys.game(id));
    if (text === null) return null;
    try {
      const data = JSON.parse(text) as Partial<StoredGame>;
      if (data?.format !== 'solitaire-web-game' || typeof data.counted !== 'boolean' || typeof data.finished !== 'boolean') return 'corrupt';
      const loaded = loadGame(data.save, findVariant);
      if (!loaded.ok || loaded.value.game.rules.id !== id) return 'corrupt';
      return { ...loaded.value, counted: data.counted, finished: data.finished };
    } catch { return 'corrupt'; }
  };

  // Bumped whenever a game is put on the table, so that a deal search finishing later knows it was overtaken.
  let dealTicket = 0;
  const adopt = (g: Game, elapsed: number, isCounted: boolean, isFinished: boolean, fresh = true) => {
    dealTicket++;
    if (seeking.value) { seeking.value = false; solver.cancel(); }
    stopClock();
    game.value = g;
    banked.value = elapsed;
    counted.value = isCounted;
    finished.value = isFinished;
    hint.value = null;
    if (fresh) { dealSerial.value++; spokenVerdict = null; }
    startClock();
    persist();
  };

  // A played, unwon game that is thrown away costs the streak.
  const abandonStored = (id: string) => {
    const s = storedGame(id);
    if (s && s !== 'corrupt' && s.counted && !s.finished) updateStats(id, recordLoss);
  };

  /** Deals a game; a random deal asked for by the player is one the solver proves winnable when so chosen. */
  const begin = (def: VariantDefinition, deal: number | null, options: Options, byPlayer = false) => {
    if (deal === null && byPlayer && winnableOnly.value) { void seekDeal(def, options); return; }
    abandonStored(def.id);
    let started = startGame(def, deal ?? env.randomDeal(), options);
    if (!started.ok) started = startGame(def, env.randomDeal());
    if (!started.ok) return;
    adopt(started.value, 0, false, false);
    announce(t('announce.newGame', { variant: name(), deal: game.value.deal }));
  };

  const addNotice = (key: MessageKey) => {
    if (!notices.value.some((n) => n.key === key)) notices.value = [...notices.value, { key, values: {} }];
  };

  const seekDeal = async (def: VariantDefinition, options: Options) => {
    if (!solver.available.value) {
      addNotice('notice.solverUnavailable');
      begin(def, null, options);
      return;
    }
    const ticket = ++dealTicket;
    seeking.value = true;
    hint.value = null;
    announce(t('announce.seeking'));
    const r = await assistant.seek(def, options, env.randomDeal());
    if (ticket !== dealTicket) return;
    seeking.value = false;
    if (r.kind === 'cancelled') return;
    if (r.kind === 'winnableDeal' && r.deal !== null) {
      begin(def, r.deal, options);
      announce(t('announce.winnableDeal', { variant: name(), deal: game.value.deal }));
      return;
    }
    addNotice(r.kind === 'winnableDeal' ? 'notice.noWinnableDeal' : 'notice.solverUnavailable');
    begin(def, null, options);
  };

  const sameOptions = (a: Options, b: Options) =>
    JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

  /**
   * Opens what the page address asks for. The variant's stored game is resumed when the link names no deal, or the
   * same deal with the same options; otherwise the linked deal starts. Link problems become notices.
   */
  const openRoute = (hash: string, search: string) => {
    const req = readRoute(hash, search);
    const last = readItem(storageKeys.lastVariant);
    const empty = req.variant === null && req.deal === null && req.params.length === 0;
    const resolved = resolveRoute(empty && last && findVariant(last) ? { ...req, variant: last } : req, findVariant, fallbackVariant());
    const problemNotices = resolved.problems.map((p) => problemNotice(p, resolved.def));
    notices.value = [...notices.value.filter((n) => !n.key.startsWith('notice.bad')), ...problemNotices];
    openVariant(resolved.def, resolved.deal, resolved.options, resolved.problems.length === 0 || resolved.deal !== null);
  };

  const problemNotice = (p: RouteProblem, def: VariantDefinition): Notice => {
    switch (p.kind) {
      case 'badVariant': return { key: 'notice.badVariant', values: { id: p.id, variant: variantName(def, locale.value) } };
      case 'badDeal': return { key: 'notice.badDeal', values: { value: p.value } };
      case 'badOption': return { key: 'notice.badOption', values: { key: p.key, value: p.value } };
    }
  };

  /** Switches to a variant: resumes its stored game when it matches the request, else deals. */
  const openVariant = (def: VariantDefinition, deal: number | null, options: Options, mayResume = true, byPlayer = false) => {
    const stored = storedGame(def.id);
    if (stored === 'corrupt') {
      notices.value = [...notices.value, { key: 'notice.corruptSave', values: {} }];
      removeItem(storageKeys.game(def.id));
    } else if (stored && mayResume) {
      const wanted = resolveOptions(def, options);
      const matches = deal === null ? Object.keys(options).length === 0 || sameOptions(stored.game.rules.chosen, wanted)
        : stored.game.deal === deal && sameOptions(stored.game.rules.chosen, wanted);
      if (matches) {
        adopt(stored.game, stored.elapsedMs, stored.counted, stored.finished, false);
        announce(t('announce.resumed', { variant: name(), deal: game.value.deal }));
        return;
      }
    }
    begin(def, deal, options, byPlayer);
  };

  const resolveOptions = (def: VariantDefinition, options: Options): Options => {
    const g = startGame(def, 0, options);
    return g.ok ? g.value.rules.chosen : {};
  };

  const afterChange = (before: GameStatus) => {
    hint.value = null;
    const s = status.value;
    if (s === 'won' && before !== 'won') {
      if (!finished.value) {
        stopClock();
        finished.value = true;
        updateStats(rules.value.id, (st) => recordWin(st, elapsedMs.value));
      }
      announce(t('announce.won'));
    } else if (s === 'blocked' && before !== 'blocked') {
      announce(`${announcement.value} ${t('announce.blocked')}`);
    }
    persist();
  };

  const playerMoved = () => {
    if (!counted.value) {
      counted.value = true;
      updateStats(rules.value.id, recordPlayed);
    }
    startClock();
  };

  /** Plays a player's move and the safe automatic moves after it; announces it, or the reason it was refused. */
  const tryMove = (move: Move): MoveError | null => {
    if (busy.value) return null;
    const before = status.value;
    const prev = state.value;
    const r = play(game.value, move);
    if (!r.ok) { refuse(r.error); return r.error; }
    playerMoved();
    const withAuto = playAutoMoves(r.value);
    game.value = withAuto;
    const autoCount = withAuto.cursor - r.value.cursor;
    let text = describeMove(locale.value, rules.value, prev, move);
    if (autoCount > 0) text += ` ${t('announce.auto', { count: autoCount })}`;
    announce(text);
    afterChange(before);
    return null;
  };

  /** Deals from the stock, or redeals when it is empty. */
  const drawOrRedeal = (): MoveError | null => tryMove(state.value.stock.length > 0 || !rules.value.redeal ? { kind: 'draw' } : { kind: 'redeal' });

  /** Sends the top card of a pile to the first foundation that takes it. */
  const toFoundation = (from: PileRef): MoveError | null => {
    const m = foundationMoveFor(rules.value, state.value, from);
    if (m) return tryMove(m);
    const top = pileAt(state.value, from)?.at(-1);
    if (top) {
      const text = t('announce.noFoundation', { card: cardLabel(top.card, locale.value, top.up) });
      toast.value = { text, id: (toast.value?.id ?? 0) + 1 };
      announce(text);
    }
    return null;
  };

  const doUndo = () => {
    if (busy.value) return;
    if (!canUndo(game.value)) { announce(t('announce.nothingToUndo')); return; }
    const before = status.value;
    game.value = undo(game.value);
    announce(t('announce.undone'));
    afterChange(before);
  };

  const doRedo = () => {
    if (busy.value) return;
    if (!canRedo(game.value)) { announce(t('announce.nothingToRedo')); return; }
    const before = status.value;
    game.value = redo(game.value);
    announce(t('announce.redone'));
    afterChange(before);
  };

  const showToast = (text: string) => { toast.value = { text, id: (toast.value?.id ?? 0) + 1 }; };

  /**
   * Suggests a move: highlighted on the table, said in words, never played. The solver's move when it proves a win
   * from here ("proven"), else the engine's heuristic move ("a suggestion, not proven").
   */
  const showHint = () => {
    if (busy.value) return;
    const s = state.value, r = rules.value;
    const tell = (answer: PositionAnswer | null) => {
      hintPending.value = false;
      if (state.value !== s || busy.value) return;
      const h = chooseHint(r, s, answer);
      hint.value = h.move;
      const text = hintText(locale.value, r, s, h);
      showToast(text);
      announce(text);
    };
    const known = assistant.known();
    if (known || !solver.available.value) { tell(known); return; }
    hintPending.value = true;
    showToast(t('hint.thinking'));
    void assistant.ask('hint', s).then(tell, () => tell(null));
  };

  /** Plays the certain finish, one move per `stepMs` (all at once when 0). */
  const autoFinish = async (stepMs = 0, wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms))) => {
    if (busy.value) return;
    const moves = finishingMoves(rules.value, state.value);
    if (!moves || status.value === 'won') { announce(t('announce.cannotFinish')); return; }
    const before = status.value;
    finishing.value = true;
    playerMoved();
    try {
      for (const [i, m] of moves.entries()) {
        const r = play(game.value, m, i > 0); // one undo takes the whole finish back
        if (!r.ok) break;
        game.value = r.value;
        if (stepMs > 0 && i < moves.length - 1) await wait(stepMs);
      }
    } finally {
      finishing.value = false;
    }
    afterChange(before);
  };

  // The registry's definition, not the resolved rules: options are relative to the variant's own defaults.
  const newGame = () => begin(findVariant(rules.value.id) ?? rules.value, null, rules.value.chosen, true);

  const restart = () => {
    if (busy.value) return;
    adopt(restartGame(game.value), 0, counted.value, finished.value);
    announce(t('announce.restarted', { deal: game.value.deal }));
  };

  /**
   * Starts what the game picker chose. Another variant without a deal number resumes its stored game when the
   * options match; otherwise a new deal starts (null for a random one).
   */
  const startChosen = (def: VariantDefinition, options: Options, deal: number | null) => {
    if (deal === null && def.id !== rules.value.id) openVariant(def, null, options, true, true);
    else begin(def, deal, options, true);
  };

  const setVisible = (v: boolean) => {
    visible = v;
    if (v) startClock();
    else { stopClock(); persist(); }
  };

  const tick = () => { now.value = env.now(); };

  return {
    locale, t, game, state, rules, status, legal, canFinish, route, notices, announcement, toast, hint, dealSerial, busy,
    elapsedMs, stats, counted, finished, verdictOn, winnableOnly, seeking, hintPending,
    verdict: assistant.verdict,
    solverAvailable: solver.available,
    canUndo: computed(() => canUndo(game.value)),
    canRedo: computed(() => canRedo(game.value)),
    name, announce, refuse, openRoute, tryMove, drawOrRedeal, toFoundation, undo: doUndo, redo: doRedo, showHint, autoFinish, newGame,
    restart, startChosen, setVisible, tick, persist,
    dismissNotice: (i: number) => { notices.value = notices.value.filter((_, k) => k !== i); },
  };
};

/** The session's interface, for components. */
export type Session = ReturnType<typeof createSession>;
