import {
  type Card,
  type OptionKey,
  type OptionValue,
  type Rules,
  type VariantDefinition,
  dealFromDeck,
  newDeal,
  resolveRules,
} from '@solitaire/engine';
import { type SolveOutcome, solve } from '@solitaire/solver';

/** What every deal of a run shares; crosses to the solver threads as `workerData`. */
export interface JobSetup {
  readonly variant: string;
  readonly options: Readonly<Partial<Record<OptionKey, OptionValue>>>;
  /** Milliseconds per deal, or null for no time cap. */
  readonly capMs: number | null;
  /** Positions per deal, or null for no node budget. */
  readonly maxNodes: number | null;
  readonly memoryMB: number;
}

/** One deal to decide: a deal number of the game's own shuffle, or a given deck (cards in deal order). */
export interface SolveJob {
  readonly id: number;
  readonly deck?: readonly Card[];
}

/** A deal decided (or not), as the solver reports it. */
export interface JobResult {
  readonly id: number;
  readonly outcome: SolveOutcome;
  readonly ms: number;
  readonly nodes: number;
  /** Bytes the transposition table reached. */
  readonly tableBytes: number;
}

/** Resolves a run's rules once (the caller has already checked them, so a refusal here is a bug). */
export const rulesForSetup = (setup: JobSetup, find: (id: string) => VariantDefinition | undefined): Rules => {
  const def = find(setup.variant);
  if (!def) throw new Error(`unknown game ${setup.variant}`);
  const rules = resolveRules(def, setup.options);
  if (!rules.ok) throw new Error(`${rules.error} ${rules.detail ?? ''}`);
  return rules.value;
};

/** Deals and decides one deal. */
export const runJob = (rules: Rules, setup: JobSetup, job: SolveJob): JobResult => {
  let state;
  if (job.deck) {
    const dealt = dealFromDeck(rules, job.deck);
    if (!dealt.ok) throw new Error(`deal ${job.id}: ${dealt.error}`);
    state = dealt.value;
  } else state = newDeal(rules, job.id);
  const r = solve(rules, state, {
    memoryMB: setup.memoryMB,
    ...(setup.capMs !== null ? { timeMs: setup.capMs } : {}),
    ...(setup.maxNodes !== null ? { maxNodes: setup.maxNodes } : {}),
  });
  return { id: job.id, outcome: r.outcome, ms: r.ms, nodes: r.nodes, tableBytes: r.tableBytes };
};
