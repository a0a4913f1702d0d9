import { resolveRules, type VariantDefinition } from '@solitaire/engine';
import { findWinnableDeal, solve, solverHint } from '@solitaire/solver';
import { findVariant } from '@solitaire/variants';
import type { SolverAnswer, SolverRequest } from './solverProtocol.js';

/** Answers one solver request synchronously (the worker's whole job, kept apart so that tests can call it). */
export const answerSolverRequest = (
  req: SolverRequest,
  find: (id: string) => VariantDefinition | undefined = findVariant,
): SolverAnswer => {
  const def = find(req.variant);
  if (!def) return { id: req.id, kind: 'error', message: `unknown variant ${req.variant}` };
  if (req.kind === 'winnableDeal') {
    const found = findWinnableDeal(def, req.options, req.seed, { perDealMs: req.budget.timeMs, maxTries: req.budget.maxTries ?? 1, memoryMB: req.budget.memoryMB });
    return found.ok ? { id: req.id, kind: 'winnableDeal', deal: found.value?.deal ?? null } : { id: req.id, kind: 'error', message: found.error };
  }
  const rules = resolveRules(def, req.options);
  if (!rules.ok) return { id: req.id, kind: 'error', message: rules.error };
  if (req.kind === 'hint') {
    const h = solverHint(rules.value, req.state, req.budget);
    return { id: req.id, kind: 'hint', verdict: h.verdict, move: h.move, proven: h.proven };
  }
  // A verdict needs no heuristic move: the page computes one itself if a hint is then asked for.
  const r = solve(rules.value, req.state, req.budget);
  const move = r.outcome === 'won' ? r.moves?.[0] ?? null : null;
  return { id: req.id, kind: 'verdict', verdict: r.outcome, move, proven: move !== null };
};
