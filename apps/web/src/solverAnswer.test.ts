import { applyMove, currentState, startGame } from '@solitaire/engine';
import { solve } from '@solitaire/solver';
import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { answerSolverRequest } from './solverAnswer.js';
import { budgets } from './solverProtocol.js';
import { position, rulesOf } from './testPositions.js';

const athena = findVariant('athena')!;
const deal2 = () => {
  const g = startGame(athena, 2);
  if (!g.ok) throw new Error(g.error);
  return currentState(g.value);
};

describe('the worker’s answers', () => {
  it('gives the verdict of a winnable deal with the first move of a win', () => {
    const a = answerSolverRequest({ id: 7, kind: 'verdict', variant: 'athena', options: {}, state: deal2(), budget: budgets.verdict });
    expect(a).toMatchObject({ id: 7, kind: 'verdict', verdict: 'won', proven: true });
    if (a.kind !== 'verdict' || !a.move) throw new Error('no move');
    expect(applyMove(rulesOf(athena), deal2(), a.move).ok).toBe(true);
  });

  it('says a dead position is lost, and its hint is not proven', () => {
    const rules = rulesOf(athena);
    const dead = position(rules, { tableau: [['TD', '9C'], ['TH'], [], [], [], [], []] });
    expect(answerSolverRequest({ id: 1, kind: 'hint', variant: 'athena', options: {}, state: dead, budget: budgets.hint }))
      .toEqual({ id: 1, kind: 'hint', verdict: 'lost', move: null, proven: false });
  });

  it('finds a deal the solver proves winnable, with the options asked for', () => {
    const a = answerSolverRequest({ id: 2, kind: 'winnableDeal', variant: 'klondike', options: { draw: 3 }, seed: 99, budget: budgets.winnableDeal });
    if (a.kind !== 'winnableDeal' || a.deal === null) throw new Error(JSON.stringify(a));
    const g = startGame(findVariant('klondike')!, a.deal, { draw: 3 });
    if (!g.ok) throw new Error(g.error);
    // The solver replays a win through the engine before it says 'won'.
    expect(solve(g.value.rules, currentState(g.value), { timeMs: 10_000 }).outcome).toBe('won');
  });

  it('reports an unknown variant instead of throwing', () => {
    expect(answerSolverRequest({ id: 3, kind: 'verdict', variant: 'nope', options: {}, state: deal2(), budget: budgets.verdict }))
      .toMatchObject({ id: 3, kind: 'error' });
  });
});
