import {
  type GameState,
  type Move,
  type Options,
  type VariantDefinition,
  printable,
  resolveRules,
} from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, type SolveOutcome, findWinnableDeal, shortenLine, solve } from '@solitaire/solver';
import { type DealJudge, type DealJudgement, type DealRating, dealInSequence, pickDeal, solverJudge } from './deals.js';

/**
 * What the solver thread is asked: a verdict on a position (with its winning line), a deal it proves winnable, or a
 * deal picked from a fixed sequence (the deal of the day, a deal of a given difficulty).
 * @public
 */
export const assistKinds = ['position', 'winnableDeal', 'pickDeal'] as const;
/** A kind of request. */
export type AssistKind = (typeof assistKinds)[number];

/**
 * How much the solver may spend on one request. `nodes` bounds the work (so an answer does not depend on the
 * machine's load); `timeMs` is a safety cap for slow machines, counted on the solver thread's clock (its processor
 * time in the terminal, the wall clock in a browser, which tells no thread's time). For `winnableDeal` both are per
 * deal tried.
 */
export interface AssistBudget {
  readonly nodes: number;
  readonly timeMs: number;
  readonly memoryMB: number;
  /** Deals to try (`winnableDeal` only). */
  readonly maxTries?: number;
}

// One set of budgets for every front end. A position's verdict brings its winning line, which the hints then
// follow, so one search serves both. A deal search tries a handful of deals: most games prove their first or
// second deal in well under a second.
/** The budgets of each kind of request, the same in every front end. */
export const budgets: Readonly<Record<AssistKind, AssistBudget>> = {
  position: { nodes: 3_000_000, timeMs: 4000, memoryMB: DEFAULT_SOLVER_MEMORY_MB },
  winnableDeal: { nodes: 1_000_000, timeMs: 1000, memoryMB: DEFAULT_SOLVER_MEMORY_MB, maxTries: 8 },
  // Picks must be the same on every machine: the search is bounded by positions only, and `timeMs` (a slow game's
  // million positions) only tells the front ends how long to wait before they give up on the thread.
  pickDeal: { nodes: 1_000_000, timeMs: 5000, memoryMB: DEFAULT_SOLVER_MEMORY_MB, maxTries: 24 },
};

/**
 * The budget of a pick by difficulty: more deals than for the deal of the day, because a rating can be rare in a game
 * (Athena proves most deals within a few thousand positions: a hard one is about one deal in fifteen).
 */
export const ratedPickBudget: AssistBudget = { ...budgets.pickDeal, maxTries: 64 };

/** The longest a request may take by its budget (deal searches try several deals). */
export const budgetMs = (b: AssistBudget): number => b.timeMs * (b.maxTries ?? 1);

interface RequestBase {
  /** Chosen by the lane; the answer carries it back. */
  readonly id: number;
  /** The variant id, looked up in the registry by the solver thread. */
  readonly variant: string;
  /** The rule options in force (`rules.chosen`). */
  readonly options: Options;
  readonly budget: AssistBudget;
}

/** A request to the solver thread (plain data: it crosses threads by structured clone). */
export type AssistRequest =
  | (RequestBase & { readonly kind: 'position'; readonly state: GameState })
  | (RequestBase & { readonly kind: 'winnableDeal'; readonly seed: number })
  /** The first deal of the sequence from `seed` proved winnable, of the rating wanted (any when null). */
  | (RequestBase & { readonly kind: 'pickDeal'; readonly seed: number; readonly want: DealRating | null });

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request before the lane numbers it. */
export type AssistQuery = WithoutId<AssistRequest>;

/** The answer to a request; `error` when it could not be carried out (the caller then goes on without the solver). */
export type AssistResponse =
  | {
      readonly id: number;
      readonly kind: 'position';
      readonly outcome: SolveOutcome;
      readonly line: readonly Move[] | null;
    }
  | { readonly id: number; readonly kind: 'winnableDeal'; readonly deal: number | null; readonly tried: number }
  | {
      readonly id: number;
      readonly kind: 'pickDeal';
      readonly deal: number | null;
      readonly rating: DealRating | null;
      readonly tried: number;
    }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

// Judgements already made on this thread: asking for a medium deal after an easy one re-reads the deals tried,
// not re-solves them. Bounded, so a long session cannot grow it without end.
const judged = new Map<string, DealJudgement | null>();
const JUDGED_MAX = 4096;
const cachedJudge =
  (key: string, judge: DealJudge): DealJudge =>
  (deal) => {
    const k = `${key}/${deal}`;
    if (judged.has(k)) return judged.get(k)!;
    const j = judge(deal);
    if (judged.size >= JUDGED_MAX) judged.delete(judged.keys().next().value!);
    judged.set(k, j);
    return j;
  };

const failure = (id: number, message: string): AssistResponse => ({ id, kind: 'error', message });

/**
 * Answers one request, synchronously (the solver thread runs this; it blocks until the search ends or its budget
 * runs out). Never throws: anything wrong comes back as an `error` answer. `clock` is what the budget's `timeMs` is
 * counted on (the wall clock by default; a thread's processor time where the platform tells it).
 */
export const handleAssistRequest = (
  request: AssistRequest,
  find: (id: string) => VariantDefinition | undefined,
  clock?: () => number,
): AssistResponse => {
  const id = typeof request?.id === 'number' ? request.id : -1;
  try {
    const def = find(request.variant);
    if (!def) return failure(id, `unknown variant ${printable(request.variant)}`);
    const { nodes, timeMs, memoryMB } = request.budget;
    switch (request.kind) {
      case 'position': {
        const rules = resolveRules(def, request.options);
        if (!rules.ok) return failure(id, rules.error);
        const r = solve(rules.value, request.state, { maxNodes: nodes, timeMs, memoryMB, ...(clock ? { clock } : {}) });
        // The line is shown move by move: detours the search took (a card sent off and brought back) are cut here.
        const line = r.outcome === 'won' && r.moves ? shortenLine(rules.value, request.state, r.moves) : null;
        return { id, kind: 'position', outcome: r.outcome, line };
      }
      case 'winnableDeal': {
        const maxTries = request.budget.maxTries ?? 1;
        // Deals of the same numbers as every other random deal (1 to MAX_PICKED_DEAL), from the same sequence.
        const seed = request.seed;
        const limits = {
          perDealMs: timeMs,
          ...(clock ? { clock } : {}),
          perDealNodes: nodes,
          memoryMB,
          maxTries,
          dealAt: (i: number) => dealInSequence(seed, i),
        };
        const found = findWinnableDeal(def, request.options, seed, limits);
        if (!found.ok) return failure(id, found.error);
        return { id, kind: 'winnableDeal', deal: found.value?.deal ?? null, tried: found.value?.tried ?? maxTries };
      }
      case 'pickDeal': {
        const rules = resolveRules(def, request.options);
        if (!rules.ok) return failure(id, rules.error);
        const judge = cachedJudge(
          `${def.id}/${JSON.stringify(request.options)}/${nodes}`,
          solverJudge(rules.value, nodes, memoryMB),
        );
        const maxTries = request.budget.maxTries ?? 1;
        const picked = pickDeal(judge, request.seed, request.want, maxTries);
        return {
          id,
          kind: 'pickDeal',
          deal: picked?.deal ?? null,
          rating: picked?.rating ?? null,
          tried: picked?.tried ?? maxTries,
        };
      }
      default:
        return failure(id, `unknown request ${printable((request as { kind?: unknown }).kind)}`);
    }
  } catch (e) {
    return failure(id, e instanceof Error ? e.message : printable(e));
  }
};
