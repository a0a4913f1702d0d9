// What the solver says about the game on the table: a live verdict, hints, and winnable deals. Answers are kept
// per position (positions are immutable snapshots, so undo and redo find them again), and a position that follows
// one proven lost is lost too, without asking.
import {
  type Game, type GameState, type Options, type VariantDefinition, currentState, gameStatus,
} from '@solitaire/engine';
import { type SolveOutcome } from '@solitaire/solver';
import { type Ref, ref } from 'vue';
import type { SolverClient, SolverReply } from './solverClient.js';
import { type PositionAnswer, budgets } from './solverProtocol.js';

/** What the verdict line shows: a solver outcome, a search under way, or why there is none. */
export type VerdictView = SolveOutcome | 'thinking' | 'off' | 'unavailable' | 'over';

const lost: PositionAnswer = { verdict: 'lost', move: null, proven: false };

/** The assistance of one session. */
export const createAssistant = (deps: {
  readonly client: SolverClient;
  readonly game: Readonly<Ref<Game>>;
  /** While true (a finish playing, a deal being sought) no verdict is asked for. */
  readonly busy: Readonly<Ref<boolean>>;
  /** Whether the live verdict is wanted. */
  readonly enabled: Readonly<Ref<boolean>>;
}) => {
  const { client, game, busy, enabled } = deps;
  const answers = new WeakMap<GameState, PositionAnswer>();
  const verdict = ref<VerdictView>('thinking');
  let inflight: { state: GameState; kind: 'verdict' | 'hint'; reply: Promise<PositionAnswer | null> } | null = null;

  /** What is already known of the current position, without asking the worker. */
  const known = (g: Game = game.value): PositionAnswer | null => {
    const s = currentState(g);
    const a = answers.get(s);
    if (a) return a;
    if (gameStatus(g.rules, s) === 'blocked') return lost;
    // Every earlier position of the line led here: if one of them cannot be won, neither can this one.
    for (let i = 0; i < g.cursor; i++) if (answers.get(g.states[i]!)?.verdict === 'lost') return lost;
    return null;
  };

  /**
   * Asks the worker about the current position (a hint waits for a verdict search already under way on it).
   * Null when the request was cancelled, failed, or the solver is unavailable.
   */
  const ask = (kind: 'verdict' | 'hint', state: GameState = currentState(game.value)): Promise<PositionAnswer | null> => {
    if (inflight?.state === state) return inflight.reply;
    const rules = game.value.rules;
    const reply: Promise<PositionAnswer | null> = client.request({ kind, variant: rules.id, options: rules.chosen, state, budget: budgets[kind] })
      .then((r) => {
        if (inflight?.reply === reply) inflight = null;
        if (r.kind !== 'verdict' && r.kind !== 'hint') return null;
        const a: PositionAnswer = { verdict: r.verdict, move: r.move, proven: r.proven };
        answers.set(state, a);
        return a;
      });
    inflight = { state, kind, reply };
    return reply;
  };

  /** Brings the verdict up to date with the position; called whenever the position or the settings change. */
  const refresh = () => {
    const g = game.value;
    const s = currentState(g);
    // A newer position cancels the search about an older one.
    if (inflight && inflight.state !== s) { inflight = null; client.cancel(); }
    if (!enabled.value) {
      if (inflight?.kind === 'verdict') { inflight = null; client.cancel(); }
      verdict.value = 'off';
      return;
    }
    if (!client.available.value) { verdict.value = 'unavailable'; return; }
    if (gameStatus(g.rules, s) === 'won') { verdict.value = 'over'; return; }
    const k = known(g);
    if (k) { verdict.value = k.verdict; return; }
    verdict.value = 'thinking';
    if (busy.value) return;
    void ask('verdict', s).then((a) => {
      if (currentState(game.value) !== s || !enabled.value) return;
      if (a) verdict.value = a.verdict;
      else if (!client.available.value) verdict.value = 'unavailable';
      else if (!inflight) verdict.value = 'unknown'; // the worker failed on it; a cancelled request has a successor
    });
  };

  /** Looks for a deal the solver proves winnable (cancels any question about the position). */
  const seek = (def: VariantDefinition, options: Options, seed: number): Promise<SolverReply> => {
    inflight = null;
    return client.request({ kind: 'winnableDeal', variant: def.id, options, seed, budget: budgets.winnableDeal });
  };

  return { verdict, known, ask, refresh, seek };
};

/** A session's assistance. */
export type Assistant = ReturnType<typeof createAssistant>;
