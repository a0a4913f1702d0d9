import { type GameState, type Move, type Options, type VariantDefinition, resolveRules } from '@solitaire/engine';
import { DEFAULT_SOLVER_MEMORY_MB, type SolveOutcome, findWinnableDeal, solve, solverHint } from '@solitaire/solver';
import { findVariant } from '@solitaire/variants';

/** What the solver thread is asked: a verdict on a position, a hint for it, or a deal it can prove winnable. */
export const assistKinds = ['verdict', 'hint', 'winnableDeal'] as const;
/** A kind of request. */
export type AssistKind = (typeof assistKinds)[number];

/** How much the solver may spend on one request; for `winnableDeal`, `timeMs` is per deal tried. */
export interface AssistBudget {
  readonly timeMs: number;
  readonly memoryMB?: number;
  /** Deals to try (`winnableDeal` only). */
  readonly maxTries?: number;
}

interface RequestBase {
  /** Chosen by the caller; the answer carries it back. */
  readonly id: number;
  /** The variant id, looked up in the registry by the solver thread. */
  readonly variant: string;
  /** The rule options in force (`rules.chosen`). */
  readonly options: Options;
  readonly budget: AssistBudget;
}

/** A request to the solver thread (plain data: it crosses threads by structured clone). */
export type AssistRequest =
  | (RequestBase & { readonly kind: 'verdict' | 'hint'; readonly state: GameState })
  | (RequestBase & { readonly kind: 'winnableDeal'; readonly seed: number });

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
/** A request before the caller numbers it. */
export type AssistQuery = WithoutId<AssistRequest>;

/** The answer to a request; `error` when it could not be carried out (the caller then goes on without the solver). */
export type AssistResponse =
  | { readonly id: number; readonly kind: 'verdict'; readonly outcome: SolveOutcome; readonly move: Move | null }
  | { readonly id: number; readonly kind: 'hint'; readonly move: Move | null; readonly proven: boolean; readonly verdict: SolveOutcome }
  | { readonly id: number; readonly kind: 'winnableDeal'; readonly deal: number | null; readonly tried: number }
  | { readonly id: number; readonly kind: 'error'; readonly message: string };

/** Budgets of the terminal game: a verdict after each move, a hint on demand, a winnable deal for a new game. */
export const budgets: Readonly<Record<AssistKind, AssistBudget>> = {
  verdict: { timeMs: 2000, memoryMB: DEFAULT_SOLVER_MEMORY_MB },
  hint: { timeMs: 3000, memoryMB: DEFAULT_SOLVER_MEMORY_MB },
  winnableDeal: { timeMs: 1000, memoryMB: DEFAULT_SOLVER_MEMORY_MB, maxTries: 8 },
};

const failure = (id: number, message: string): AssistResponse => ({ id, kind: 'error', message });

/**
 * Answers one request, synchronously (the solver thread runs this; it blocks until the search ends or its budget
 * runs out). Never throws: anything wrong comes back as an `error` answer.
 */
export const handleAssistRequest = (
  request: AssistRequest, find: (id: string) => VariantDefinition | undefined = findVariant,
): AssistResponse => {
  const id = typeof request?.id === 'number' ? request.id : -1;
  try {
    const def = find(request.variant);
    if (!def) return failure(id, `unknown variant ${String(request.variant)}`);
    const budget = { timeMs: request.budget.timeMs, memoryMB: request.budget.memoryMB ?? DEFAULT_SOLVER_MEMORY_MB };
    switch (request.kind) {
      case 'verdict': {
        const rules = resolveRules(def, request.options);
        if (!rules.ok) return failure(id, rules.error);
        const r = solve(rules.value, request.state, budget);
        return { id, kind: 'verdict', outcome: r.outcome, move: r.moves?.[0] ?? null };
      }
      case 'hint': {
        const rules = resolveRules(def, request.options);
        if (!rules.ok) return failure(id, rules.error);
        const h = solverHint(rules.value, request.state, budget);
        return { id, kind: 'hint', move: h.move, proven: h.proven, verdict: h.verdict };
      }
      case 'winnableDeal': {
        const found = findWinnableDeal(def, request.options, request.seed, { perDealMs: budget.timeMs, memoryMB: budget.memoryMB, maxTries: request.budget.maxTries ?? 1 });
        if (!found.ok) return failure(id, found.error);
        return { id, kind: 'winnableDeal', deal: found.value?.deal ?? null, tried: found.value?.tried ?? request.budget.maxTries ?? 1 };
      }
      default: return failure(id, `unknown request ${String((request as { kind?: unknown }).kind)}`);
    }
  } catch (e) {
    return failure(id, e instanceof Error ? e.message : String(e));
  }
};
