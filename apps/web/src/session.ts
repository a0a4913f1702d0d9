import {
  type GameState, type Move, type MoveError, type Options, type PileRef, type Rules, type VariantDefinition, canRedo, canUndo,
  currentState, finishingMoves, sameOptions, startGame,
} from '@solitaire/engine';
import {
  type AssistQuery, type AssistResponse, type DealRating, type PlayAction, type PlayEffect, type PlaySession, type PlaySettings, type StatsBook,
  dealQuery, localDay, verdictPhrase, newPlaySession, positionQuery, sameQuery, sessionElapsed, updatePlay,
} from '@solitaire/play';
import { defaultVariantId, findVariant } from '@solitaire/variants';
import { computed, ref, shallowRef, watch } from 'vue';
import { useAnnouncer } from './announcer.js';
import { clip } from './clip.js';
import { type Locale, refusalText, variantName } from './gameText.js';
import { type MessageValues, translate } from './i18n.js';
import type { MessageKey } from './messages.js';
import { playWords, sameLine } from './playWords.js';
import { randomDeal } from './randomDeal.js';
import { type RouteProblem, readRoute, resolveRoute, routeFor } from './route.js';
import { type SavedGame, type SavedGameRefusal, isRefusal, readSavedGame, writeSavedGame } from './savedGame.js';
import { readSettings, writeSettings } from './settingsStore.js';
import { readStats, statsKeeper } from './statsStore.js';
import { readItem, storageKeys } from './storage.js';
import { type WebSolver, createWebSolver } from './webSolver.js';

/** A message shown until dismissed (link problems, unreadable saves), kept as a key so it follows the language. */
export interface Notice {
  readonly key: MessageKey;
  readonly values: MessageValues;
  /** How many more problems of the same kind this one notice stands for (a link's others), when any. */
  readonly more?: number;
}

/** What the verdict line shows: play's verdict, or why there is none. */
export type VerdictView = 'thinking' | 'won' | 'lost' | 'lostDeal' | 'unknown' | 'off' | 'unavailable' | 'over';

/** Things the session needs from the outside world, replaceable in tests. */
export interface SessionEnv {
  readonly now: () => number;
  readonly randomDeal: () => number;
  /** The solver; the default has no worker (tests inject fakes, the page the real worker). */
  readonly solver: WebSolver;
  /** The player's own day, `YYYY-MM-DD` in their time zone: the day of today's deal of the day. */
  readonly today: () => string;
  /** How long each move of "show me" stays on the table. */
  readonly stepMs: number;
}

// Long enough to follow each move's animation, short enough that a whole win plays out in well under a minute.
const SHOW_ME_STEP_MS = 400;

const defaultEnv = (): SessionEnv => ({
  now: () => Date.now(),
  randomDeal,
  solver: createWebSolver(null),
  today: () => localDay(new Date()),
  stepMs: SHOW_ME_STEP_MS,
});


const fallbackVariant = (): VariantDefinition => findVariant(defaultVariantId)!;



/** The game being played: play's session, carried out on the page (storage, solver, words). */
export const createSession = (initialLocale: Locale, partialEnv: Partial<SessionEnv> = {}) => {
  const env: SessionEnv = { ...defaultEnv(), ...partialEnv };
  const solver = env.solver;
  const locale = ref<Locale>(initialLocale);
  const t = (key: MessageKey, values?: MessageValues) => translate(locale.value, key, values);

  const notices = ref<Notice[]>([]);
  const addNotice = (key: MessageKey, values: MessageValues = {}) => {
    if (!notices.value.some((n) => n.key === key)) notices.value = [...notices.value, { key, values }];
  };
  const storedStats = readStats();
  if (storedStats === 'corrupt') addNotice('notice.corruptStats');
  const stats = ref<StatsBook>(storedStats === 'corrupt' ? {} : storedStats);
  const statsContext = () => ({ known: (id: string) => findVariant(id) !== undefined, today: env.today() });
  const keeper = statsKeeper(statsContext, stats.value);

  // A placeholder until openRoute() picks the real game; the solver is not asked about it.
  const first = startGame(fallbackVariant(), 1);
  if (!first.ok) throw new Error(`the default variant cannot start: ${first.error}`);
  const play = shallowRef<PlaySession>(newPlaySession(fallbackVariant(), first.value, readSettings()));
  let opened = false;

  /** Changes at every fresh deal or restart (the table plays its deal animation), not when a game is resumed. */
  const dealSerial = ref(0);
  const now = ref(env.now());

  const game = computed(() => play.value.game);
  const state = computed<GameState>(() => currentState(game.value));
  const rules = computed<Rules>(() => game.value.rules);
  const status = computed(() => play.value.status);
  const seeking = computed(() => play.value.seeking !== null);
  /** A winnable deal is being sought: the old game stays on the table, untouchable, until it is found. */
  const busy = seeking;
  const elapsedMs = computed(() => sessionElapsed(play.value, now.value));
  const canFinish = computed(() => status.value !== 'won' && finishingMoves(rules.value, state.value) !== null);
  const route = computed(() => routeFor(rules.value, game.value.deal));
  const hint = computed<Move | null>(() => (play.value.notice?.kind === 'hint' ? play.value.notice.move : null));
  const name = (def: VariantDefinition = rules.value) => variantName(def, locale.value);

  const { announcement, toast, announce, announceMore, showToast } = useAnnouncer(state);
  const refuse = (code: MoveError) => {
    const text = refusalText(code, locale.value);
    showToast(text);
    announce(text);
  };

  const verdict = computed<VerdictView>(() => {
    const p = play.value;
    if (!p.settings.verdict) return 'off';
    if (p.status === 'won') return 'over';
    if (!solver.available.value) return 'unavailable';
    return verdictPhrase(p) ?? 'thinking';
  });
  // A settled verdict is said when it changes (and once for each fresh deal), after the move that led to it.
  let spokenVerdict: VerdictView | null = null;
  watch(verdict, (v) => {
    if (v !== 'won' && v !== 'lost' && v !== 'lostDeal' && v !== 'unknown') return;
    if (v === spokenVerdict) return;
    spokenVerdict = v;
    announceMore(t(`verdict.announce.${v}` as const));
  });

  // A refused write (full storage, private mode) is said once, play goes on, and every later save writes the
  // whole game and the whole statistics book again: nothing is lost once the browser accepts writes again.
  let refusalSaid = false;
  const stored = (ok: boolean) => {
    if (ok) { refusalSaid = false; return; }
    if (!refusalSaid) addNotice('notice.storageFailed');
    refusalSaid = true;
  };
  const persist = () => {
    const p = play.value;
    const game = writeSavedGame(p, sessionElapsed(p, env.now()));
    // Another tab saved this game since this one last did: its game is kept aside, and the player told.
    if (game === 'otherTabKept') addNotice('notice.saveOtherTab');
    stored(game !== 'refused' && keeper.flush());
  };

  const carryOut = (e: PlayEffect) => {
    switch (e.kind) {
      case 'save': persist(); break;
      case 'stats': {
        const r = keeper.record({ variant: e.variant, event: e.event, elapsedMs: e.elapsedMs, ...(e.day ? { day: e.day } : {}) });
        stats.value = r.book;
        stored(r.stored);
        break;
      }
      case 'settings': stored(writeSettings(e.patch)); break;
    }
  };

  // ---- the solver: one lane for the position shown, one for winnable deals ---------------------------------

  const asked: Record<'position' | 'deals', AssistQuery | null> = { position: null, deals: null };
  const ask = (lane: 'position' | 'deals', query: AssistQuery | null) => {
    if (sameQuery(query, asked[lane])) return;
    asked[lane] = query;
    if (!query) { solver[lane].cancel(); return; }
    const answer = (response: AssistResponse) => {
      if (asked[lane] !== query) return;
      asked[lane] = null;
      dispatch({ type: 'answer', query, response });
    };
    // Without a solver every question fails at once: play then goes on with what it knows.
    if (!solver.available.value) queueMicrotask(() => answer({ id: 0, kind: 'error', message: 'no solver here' }));
    else solver[lane].submit(query, answer);
  };
  const askSolver = () => {
    if (!opened) return;
    ask('position', positionQuery(play.value));
    ask('deals', dealQuery(play.value));
  };

  /** Hands an action to play, then carries out what it asks and says what happened. */
  const dispatch = (action: PlayAction): PlaySession => {
    const before = play.value;
    const u = updatePlay(before, action, env.now());
    play.value = u.session;
    now.value = env.now();
    u.effects.forEach(carryOut);
    const after = u.session;
    if (after.game !== before.game && (!sameLine(before, after) || (after.game.length === 0 && before.game.length > 0))) {
      dealSerial.value++;
      spokenVerdict = null;
    }
    const words = playWords(locale.value, before, after, action, solver.available.value);
    if (words.toast) showToast(words.toast);
    if (words.spoken) announce(words.spoken);
    if (words.notice) addNotice(words.notice, words.noticeValues);
    askSolver();
    return after;
  };

  // ---- opening games: links, the picker, resumed saves ------------------------------------------------------

  /** Puts a session on the table without play's lifecycle (the game it replaces stays saved under its variant). */
  const install = (next: PlaySession, fresh: boolean) => {
    if (opened) persist(); // the game left keeps its time up to now
    play.value = next;
    opened = true;
    if (fresh) { dealSerial.value++; spokenVerdict = null; }
    dispatch({ type: 'resume' }); // a resumed game's clock runs again
    persist();
  };
  /** A stored game taken up again by play's `resumeSaved` (the game left stays saved under its own variant). */
  const sessionOf = (def: VariantDefinition, saved: SavedGame): PlaySession => {
    if (saved.pickProblem) addNotice('notice.corruptPick', { code: saved.pickProblem });
    return updatePlay(play.value, { type: 'resumeSaved', saved: { ...saved, def } }, env.now()).session;
  };

  const refusedSaveNotice = (r: SavedGameRefusal, def: VariantDefinition): Notice => {
    if (r.code === 'corrupt') return { key: 'notice.corruptSave', values: {} };
    const other = findVariant(r.variant);
    return { key: 'notice.wrongVariantSave', values: { variant: name(def), other: other ? name(other) : clip(r.variant) } };
  };

  /**
   * Opens a variant's game: its stored game when the request matches it (no deal named, or the same deal and
   * options), else a new deal (random when null) through play, which asks first when a game in progress would go.
   */
  const openVariant = (def: VariantDefinition, deal: number | null, options: Options, mayResume = true, byPlayer = false) => {
    const saved = readSavedGame(def.id, env.today());
    if (isRefusal(saved)) notices.value = [...notices.value, refusedSaveNotice(saved, def)];
    const stored = isRefusal(saved) ? null : saved;
    if (stored && mayResume) {
      const matches = deal === null ? Object.keys(options).length === 0 || sameOptions(def, stored.game.rules.chosen, options)
        : stored.game.deal === deal && sameOptions(def, stored.game.rules.chosen, options);
      if (matches) {
        install(sessionOf(def, stored), false);
        announce(t('announce.resumed', { variant: name(), deal: game.value.deal }));
        return;
      }
    }
    // The variant's own game is the one a new deal would replace: it comes to the table first.
    if (!opened || play.value.def.id !== def.id) {
      if (stored) install(sessionOf(def, stored), false);
      else {
        const started = startGame(def, deal ?? env.randomDeal(), options);
        if (!started.ok) return;
        install(newPlaySession(def, started.value, play.value.settings), true);
        announce(t('announce.newGame', { variant: name(), deal: game.value.deal }));
        if (deal !== null || !byPlayer || !play.value.settings.winnableOnly) return;
      }
    }
    const random = env.randomDeal();
    if (deal === null && byPlayer && sameOptions(def, options, play.value.game.rules.chosen)) dispatch({ type: 'newGame', deal: random });
    else dispatch({ type: 'open', def, deal: deal ?? random, options });
  };

  // Values from the link are shown cut short: a link of any length makes a notice of bounded length.
  const problemNotice = (p: RouteProblem, def: VariantDefinition): Notice => {
    switch (p.kind) {
      case 'badVariant': return { key: 'notice.badVariant', values: { id: clip(p.id), variant: variantName(def, locale.value) } };
      case 'badDeal': return { key: 'notice.badDeal', values: { value: clip(p.value) } };
      case 'badOption': return { key: 'notice.badOption', values: { key: clip(p.key), value: clip(p.value) } };
      case 'badEscape': return { key: 'notice.badEscape', values: { value: clip(p.value), variant: variantName(def, locale.value) } };
      case 'badDay': return { key: 'notice.badDay', values: { value: clip(p.value) } };
    }
  };
  /** A link's problems as one notice: the first, and how many more (none when the link is fine). */
  const linkNotice = (problems: readonly RouteProblem[], def: VariantDefinition): Notice[] => {
    const [head] = problems;
    if (!head) return [];
    const n = problemNotice(head, def);
    return [problems.length > 1 ? { ...n, more: problems.length - 1 } : n];
  };

  /** Opens what the page address asks for; link problems become notices. */
  const openRoute = (hash: string, search: string) => {
    const req = readRoute(hash, search);
    const last = readItem(storageKeys.lastVariant);
    const empty = req.variant === null && req.deal === null && req.params.length === 0;
    const resolved = resolveRoute(empty && last && findVariant(last) ? { ...req, variant: last } : req, findVariant, fallbackVariant());
    notices.value = [...notices.value.filter((n) => !n.key.startsWith('notice.bad')), ...linkNotice(resolved.problems, resolved.def)];
    openVariant(resolved.def, resolved.deal, resolved.options, resolved.problems.length === 0 || resolved.deal !== null);
    if (resolved.daily !== null) dispatch({ type: 'dailyDeal', day: resolved.daily === 'today' ? env.today() : resolved.daily, today: env.today() });
  };

  // "Show me" plays one move a tick on the page's timer; play stops it at the win or at the player's first action.
  let stepper: ReturnType<typeof setInterval> | undefined;
  watch(() => play.value.showing, (on) => {
    clearInterval(stepper);
    if (on) stepper = setInterval(() => { dispatch({ type: 'step' }); }, env.stepMs);
  }, { flush: 'sync' });

  /**
   * Starts what the game picker chose. Another variant without a deal number resumes its stored game when the
   * options match; otherwise a new deal starts (null for a random one).
   */
  const startChosen = (def: VariantDefinition, options: Options, deal: number | null) =>
    openVariant(def, deal, options, deal === null && def.id !== rules.value.id, true);

  /** Plays a player's move; returns the refusal, if any (play has it said). */
  const tryMove = (move: Move): MoveError | null => {
    const n = dispatch({ type: 'move', move }).notice;
    return n?.kind === 'refusal' ? n.code : null;
  };

  return {
    locale, t, game, state, rules, status, canFinish, route, notices, announcement, toast, hint, dealSerial, busy, elapsedMs,
    stats, seeking, verdict,
    hintPending: computed(() => play.value.hintPending),
    /** The solver played a move of this game for the player: its win is an assisted one. */
    assisted: computed(() => play.value.assisted),
    confirming: computed(() => play.value.confirming),
    verdictOn: computed(() => play.value.settings.verdict),
    winnableOnly: computed(() => play.value.settings.winnableOnly),
    /** The play settings as they are now (automatic moves, confirming before leaving a game...). */
    settings: computed(() => play.value.settings),
    solverAvailable: solver.available,
    canUndo: computed(() => canUndo(game.value)),
    canRedo: computed(() => canRedo(game.value)),
    name, announce, refuse, openRoute, startChosen, tryMove, persist,
    /** Deals from the stock, or redeals when the engine says that is what the stock offers now. */
    drawOrRedeal: () => { dispatch({ type: 'stock' }); },
    /** Sends the top card of a pile to the first foundation that takes it. */
    toFoundation: (from: PileRef) => { dispatch({ type: 'toFoundation', from, count: 1 }); },
    undo: () => { dispatch({ type: 'undo' }); },
    redo: () => { dispatch({ type: 'redo' }); },
    showHint: () => { dispatch({ type: 'hint' }); },
    playHint: () => { dispatch({ type: 'playHint' }); },
    autoFinish: () => { dispatch({ type: 'autoFinish' }); },
    newGame: () => { dispatch({ type: 'newGame', deal: env.randomDeal() }); },
    restart: () => { dispatch({ type: 'restart' }); },
    confirm: () => { dispatch({ type: 'confirm' }); },
    cancel: () => { dispatch({ type: 'cancel' }); },
    setVerdictOn: (on: boolean) => { dispatch({ type: 'setSettings', patch: { verdict: on } }); },
    setWinnableOnly: (on: boolean) => { dispatch({ type: 'setSettings', patch: { winnableOnly: on } }); },
    /** Changes play settings; play stores them through its 'settings' effect. */
    setSettings: (patch: Partial<PlaySettings>) => { dispatch({ type: 'setSettings', patch }); },
    /** "Show me" on or off. */
    showMe: () => { dispatch({ type: 'showMe' }); },
    /** The player takes over from the solver playing or looking back (play's cancel, sent only while it does). */
    takeOver: () => { if (play.value.showing || play.value.rewinding) dispatch({ type: 'cancel' }); },
    backToWinnable: () => { dispatch({ type: 'backToWinnable' }); },
    /** Today's deal of the day (or that of `day`: an earlier day's is practice, a later one's refused). */
    dailyDeal: (day: string = env.today()) => { dispatch({ type: 'dailyDeal', day, today: env.today() }); },
    ratedDeal: (rating: DealRating) => { dispatch({ type: 'ratedDeal', rating, seed: env.randomDeal() }); },
    showing: computed(() => play.value.showing),
    rewinding: computed(() => play.value.rewinding),
    picking: computed(() => play.value.seeking?.pick !== undefined),
    dealTag: computed(() => play.value.dealTag),
    setVisible: (v: boolean) => {
      dispatch({ type: v ? 'resume' : 'pause' });
      if (!v) persist();
    },
    tick: () => { now.value = env.now(); },
    dismissNotice: (i: number) => { notices.value = notices.value.filter((_, k) => k !== i); },
    /** What a notice says, in the current language. */
    noticeText: (n: Notice) => (n.more ? `${t(n.key, n.values)} ${t('notice.moreLinkProblems', { count: n.more })}` : t(n.key, n.values)),
  };
};

/** The session's interface, for components. */
export type Session = ReturnType<typeof createSession>;
