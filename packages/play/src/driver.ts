import type { VariantDefinition } from '@solitaire/engine';
import { type AssistQuery, type AssistRequest, type AssistResponse, handleAssistRequest } from './protocol.js';
import {
  type PlayAction,
  type PlayEffect,
  type PlaySession,
  dealQuery,
  positionQuery,
  updatePlay,
} from './playSession.js';

/**
 * Runs a session the way a front end does, with the solver answered in-process at once: each action, then every
 * query the session asks until it asks none. For tests, the soak run and tools; `budgetNodes` overrides the node
 * budget of each query so that answers do not depend on the machine.
 */
export class SessionDriver {
  session: PlaySession;
  readonly effects: PlayEffect[] = [];
  /** Solver requests answered so far. */
  queries = 0;
  #now = 0;
  #find: (id: string) => VariantDefinition | undefined;
  #budgetNodes: number | undefined;

  constructor(session: PlaySession, find: (id: string) => VariantDefinition | undefined, budgetNodes?: number) {
    this.session = session;
    this.#find = find;
    this.#budgetNodes = budgetNodes;
  }

  /** Dispatches an action `advanceMs` after the previous one, then answers the solver's queries. */
  dispatch(action: PlayAction, advanceMs = 1000): PlaySession {
    this.#now += advanceMs;
    this.#apply(action);
    for (let guard = 0; guard < 100; guard++) {
      const query = positionQuery(this.session) ?? dealQuery(this.session);
      if (!query) break;
      this.#apply({ type: 'answer', query, response: this.answer(query) });
    }
    return this.session;
  }

  /**
   * Plays the solver's winning line by hand, move by move (asking for a hint where no line is known yet), as a
   * player who found the win alone would: the win is the player's, not an assisted one. Stops after `maxMoves`.
   */
  winByHand(maxMoves = 1000): PlaySession {
    for (let i = 0; i < maxMoves && this.session.status === 'playing'; i++) {
      const next = this.session.line?.moves[0] ?? null;
      const shown =
        next ??
        (this.dispatch({ type: 'hint' }).notice?.kind === 'hint' ? (this.session.line?.moves[0] ?? null) : null);
      if (!shown) break;
      this.dispatch({ type: 'move', move: shown });
    }
    return this.session;
  }

  /** The solver's answer to a query, computed here and now. */
  answer(query: AssistQuery): AssistResponse {
    this.queries++;
    const budget =
      this.#budgetNodes === undefined ? query.budget : { ...query.budget, nodes: this.#budgetNodes, timeMs: 3_600_000 };
    return handleAssistRequest({ ...query, budget, id: this.queries } as AssistRequest, this.#find);
  }

  #apply(action: PlayAction): void {
    const u = updatePlay(this.session, action, this.#now);
    this.session = u.session;
    this.effects.push(...u.effects);
  }
}
