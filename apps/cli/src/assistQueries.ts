import { type Rules, currentState } from '@solitaire/engine';
import { heuristicHint } from '@solitaire/solver';
import { type AssistQuery, type AssistResponse, budgets } from './assistProtocol.js';
import type { Action, Session } from './session.js';

/**
 * What the session needs to know about the position shown: a hint the player asked for (it brings a verdict too),
 * else the verdict when the status line shows one and it is not in yet; null when nothing.
 */
export const positionQuery = (s: Session): AssistQuery | null => {
  const kind = s.hintPending ? 'hint' : s.settings.verdict && s.verdict?.outcome === 'thinking' ? 'verdict' : null;
  if (kind === null) return null;
  return { kind, variant: s.def.id, options: s.game.rules.chosen, state: currentState(s.game), budget: budgets[kind] };
};

/** The search for a winnable deal the session waits for, if any. */
export const dealQuery = (s: Session): AssistQuery | null =>
  s.seeking ? { kind: 'winnableDeal', variant: s.def.id, options: s.game.rules.chosen, seed: s.seeking.seed, budget: budgets.winnableDeal } : null;

/**
 * The action an answer leads to. A request that failed (no solver thread, say) counts as a search that found
 * nothing: the verdict is "not known", the hint stays the heuristic one, and a normal deal is dealt.
 */
export const answerAction = (query: AssistQuery, answer: AssistResponse, rules: Rules): Action => {
  switch (query.kind) {
    case 'verdict':
      return answer.kind === 'verdict'
        ? { type: 'verdictFound', state: query.state, outcome: answer.outcome, move: answer.move }
        : { type: 'verdictFound', state: query.state, outcome: 'unknown', move: null };
    case 'hint':
      return answer.kind === 'hint'
        ? { type: 'hintFound', state: query.state, move: answer.move, proven: answer.proven, verdict: answer.verdict }
        : { type: 'hintFound', state: query.state, move: heuristicHint(rules, query.state), proven: false, verdict: 'unknown' };
    case 'winnableDeal':
      return { type: 'dealFound', seed: query.seed, deal: answer.kind === 'winnableDeal' ? answer.deal : null };
  }
};
