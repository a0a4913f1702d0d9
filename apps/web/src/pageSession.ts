import {
  type GameState,
  type Move,
  type MoveError,
  type Options,
  type Rules,
  type VariantDefinition,
  canRedo,
  canUndo,
  currentState,
  finishingMoves,
} from '@solitaire/engine';
import {
  type PlayAction,
  type PlayerAction,
  type PlaySession,
  type StatsBook,
  sessionElapsed,
  verdictPhrase,
} from '@solitaire/play';
import { computed, ref, shallowRef, watch } from 'vue';
import { useAnnouncer } from './announcer.js';
import { type Locale, refusalText, variantName } from './gameText.js';
import { type MessageValues, translate } from './i18n.js';
import type { MessageKey } from './messages.js';
import { gameOpener } from './openGame.js';
import { type PageEnv, fallbackVariant, pageHost } from './pageHost.js';
import { type Notice, storeProblemKey } from './pageNotices.js';
import { playWords, sameLine } from './actionWords.js';
import { routeFor } from './route.js';

export type { Notice } from './pageNotices.js';

/** What the verdict line shows: play's verdict, or why there is none. */
export type VerdictView = 'thinking' | 'won' | 'lost' | 'lostDeal' | 'unknown' | 'off' | 'unavailable' | 'over';

/** The game being played: play's host, bound to Vue and worded for the page. */
export const createSession = (initialLocale: Locale, partialEnv: Partial<PageEnv> = {}) => {
  const locale = ref<Locale>(initialLocale);
  const t = (key: MessageKey, values?: MessageValues) => translate(locale.value, key, values);
  const name = (def: VariantDefinition = rules.value) => variantName(def, locale.value);

  const notices = ref<Notice[]>([]);
  const addNotice = (key: MessageKey, values: MessageValues = {}) => {
    if (!notices.value.some((n) => n.key === key)) notices.value = [...notices.value, { key, values }];
  };
  const { host, env, corruptStats } = pageHost(partialEnv);
  const solver = env.solver;
  if (corruptStats) addNotice('notice.corruptStats');
  const play = shallowRef<PlaySession>(host.session);
  const stats = ref<StatsBook>(host.book);
  let opened = false;

  /** Changes at every fresh deal or restart (the table plays its deal animation), not when a game is resumed. */
  const dealSerial = ref(0);
  const now = ref(env.now());
  const game = computed(() => play.value.game);
  const state = computed<GameState>(() => currentState(game.value));
  const rules = computed<Rules>(() => game.value.rules);
  const status = computed(() => play.value.status);
  const seeking = computed(() => play.value.seeking !== null);

  const { announcement, toast, announce, announceMore, showToast } = useAnnouncer(state);
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
  const freshDeal = () => {
    dealSerial.value++;
    spokenVerdict = null;
  };

  // A store problem is said once (full storage, a game another tab saved), until a save goes through again.
  let problemSaid: MessageKey | null = null;
  const sayProblem = () => {
    const key = host.problem ? storeProblemKey(host.problem) : null;
    if (key && key !== problemSaid) addNotice(key);
    problemSaid = key;
  };

  host.subscribe((after, before, action) => {
    play.value = after;
    stats.value = host.book;
    now.value = env.now();
    sayProblem();
    if (!action) return;
    if (after.game !== before.game && (!sameLine(before, after) || (after.game.length === 0 && before.game.length > 0)))
      freshDeal();
    const words = playWords(locale.value, before, after, action as PlayAction, solver.available.value);
    if (words.toast) showToast(words.toast);
    if (words.spoken) announce(words.spoken);
    if (words.notice) addNotice(words.notice, words.noticeValues);
  });
  const dispatch = (action: PlayAction): PlaySession => host.dispatch(action);
  const persist = () => {
    host.save();
    sayProblem();
  };

  /** Puts a session on the table without play's lifecycle (the game it replaces stays saved under its variant). */
  const install = (next: PlaySession, fresh: boolean) => {
    if (fresh) freshDeal();
    host.install(next);
    host.start();
    opened = true;
    dispatch({ type: 'resume' }); // a resumed game's clock runs again
  };
  const { openVariant, openRoute } = gameOpener({
    host,
    locale,
    notices,
    addNotice,
    announce,
    install,
    opened: () => opened,
    fallback: fallbackVariant,
  });

  return {
    locale,
    t,
    /** Play's session as it is now: status, settings, notices, what the solver is doing for the player... */
    play: play as Readonly<typeof play>,
    game,
    state,
    rules,
    status,
    notices,
    announcement,
    toast,
    dealSerial,
    stats,
    seeking,
    verdict,
    name,
    announce,
    openRoute,
    canFinish: computed(() => status.value !== 'won' && finishingMoves(rules.value, state.value) !== null),
    route: computed(() => routeFor(rules.value, game.value.deal)),
    hint: computed<Move | null>(() => (play.value.notice?.kind === 'hint' ? play.value.notice.move : null)),
    /** A winnable deal is being sought: the old game stays on the table, untouchable, until it is found. */
    busy: seeking,
    elapsedMs: computed(() => sessionElapsed(play.value, now.value)),
    canUndo: computed(() => canUndo(play.value.game)),
    canRedo: computed(() => canRedo(play.value.game)),
    solverAvailable: solver.available,
    /** Sends play an action of the player's (undo, hint, a new deal, settings...); play decides what it does. */
    send: (action: PlayerAction): void => {
      host.request(action);
    },
    persist,
    refuse: (code: MoveError) => {
      const text = refusalText(code, locale.value);
      showToast(text);
      announce(text);
    },
    /**
     * Starts what the game picker chose. Another variant without a deal number resumes its stored game when the
     * options match; otherwise a new deal starts (null for a random one).
     */
    startChosen: (def: VariantDefinition, options: Options, deal: number | null) =>
      openVariant(def, deal, options, deal === null && def.id !== rules.value.id, true),
    /** Plays a player's move; returns the refusal, if any (play has it said). */
    tryMove: (move: Move): MoveError | null => {
      const n = dispatch({ type: 'move', move }).notice;
      return n?.kind === 'refusal' ? n.code : null;
    },
    /** The player takes over from the solver playing or looking back (play's cancel, sent only while it does). */
    takeOver: () => {
      if (play.value.showing || play.value.rewinding) dispatch({ type: 'cancel' });
    },
    setVisible: (v: boolean) => {
      dispatch({ type: v ? 'resume' : 'pause' });
      if (!v) persist();
    },
    tick: () => {
      now.value = env.now();
    },
    dismissNotice: (i: number) => {
      notices.value = notices.value.filter((_, k) => k !== i);
    },
    /** What a notice says, in the current language. */
    noticeText: (n: Notice) =>
      n.more ? `${t(n.key, n.values)} ${t('notice.moreLinkProblems', { count: n.more })}` : t(n.key, n.values),
  };
};

/** The session's interface, for components. */
export type Session = ReturnType<typeof createSession>;
