import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, newDeal } from '@solitaire/engine';
import { findWinnableDeal, heuristicHint } from '@solitaire/solver';
import { athena, bureau, findVariant, klondike, minerva } from '@solitaire/variants';
import { type AssistBudget, type AssistQuery, type AssistRequest, handleAssistRequest } from './assistProtocol.js';
import { rulesOf } from './testing.js';

const athenaRules = rulesOf(athena);
const deal = (def: typeof athena, n: number): GameState => newDeal(rulesOf(def), n);
type WithOptionalBudget<T> = T extends unknown ? Omit<T, 'budget'> & { budget?: AssistBudget } : never;
const ask = (r: WithOptionalBudget<AssistQuery>) =>
  handleAssistRequest({ id: 7, budget: { timeMs: 10_000, memoryMB: 32 }, ...r } as AssistRequest);

/** Plays moves through the engine, failing the test on a refusal. */
const replay = (state: GameState, moves: readonly Parameters<typeof applyMove>[2][]) =>
  moves.reduce((s, m) => {
    const r = applyMove(athenaRules, s, m);
    if (!r.ok) throw new Error(r.error);
    return r.value;
  }, state);

describe('handleAssistRequest', () => {
  it('answers a verdict with the first move of the win it found, which the engine accepts', () => {
    const state = deal(athena, 1);
    const r = ask({ kind: 'verdict', variant: 'athena', options: {}, state });
    expect(r).toMatchObject({ id: 7, kind: 'verdict', outcome: 'won' });
    if (r.kind !== 'verdict') throw new Error(r.kind);
    expect(r.move).not.toBeNull();
    expect(() => replay(state, [r.move!])).not.toThrow();
  });

  it('says lost when no play wins, and unknown when the budget runs out first', () => {
    expect(ask({ kind: 'verdict', variant: 'minerva', options: {}, state: deal(minerva, 4) })).toMatchObject({ kind: 'verdict', outcome: 'lost', move: null });
    expect(ask({ kind: 'verdict', variant: 'bureau', options: {}, state: deal(bureau, 1), budget: { timeMs: 0 } }))
      .toMatchObject({ kind: 'verdict', outcome: 'unknown', move: null });
  });

  it('gives a proven hint from a winnable position, else the heuristic move marked as not proven', () => {
    expect(ask({ kind: 'hint', variant: 'athena', options: {}, state: deal(athena, 1) })).toMatchObject({ kind: 'hint', proven: true, verdict: 'won' });
    const state = deal(bureau, 1);
    expect(ask({ kind: 'hint', variant: 'bureau', options: {}, state, budget: { timeMs: 0 } })).toEqual({
      id: 7, kind: 'hint', proven: false, verdict: 'unknown', move: heuristicHint(rulesOf(bureau), state),
    });
  });

  it('finds the winnable deal the engine finds from the same seed, with the rule options asked for', () => {
    // From seed 4, the first winnable Klondike deal depends on the options: they must reach the search.
    const options = { draw: 3, redeals: 0 };
    const limits = { perDealMs: 10_000, maxTries: 3 };
    const expected = findWinnableDeal(klondike, options, 4, limits);
    const plain = findWinnableDeal(klondike, {}, 4, limits);
    if (!expected.ok || !expected.value || !plain.ok) throw new Error('no winnable deal to compare with');
    expect(plain.value?.deal).not.toBe(expected.value.deal);
    expect(ask({ kind: 'winnableDeal', variant: 'klondike', options, seed: 4, budget: { timeMs: 10_000, maxTries: 3 } }))
      .toEqual({ id: 7, kind: 'winnableDeal', deal: expected.value.deal, tried: expected.value.tried });
  });

  it('says when no winnable deal was proved within the budget', () => {
    expect(ask({ kind: 'winnableDeal', variant: 'bureau', options: {}, seed: 5, budget: { timeMs: 0, maxTries: 3 } }))
      .toEqual({ id: 7, kind: 'winnableDeal', deal: null, tried: 3 });
  });

  it('answers an error, never throws, for an unknown variant, bad options or a malformed request', () => {
    expect(ask({ kind: 'verdict', variant: 'spider', options: {}, state: deal(athena, 1) })).toMatchObject({ id: 7, kind: 'error' });
    expect(ask({ kind: 'hint', variant: 'athena', options: { draw: 7 }, state: deal(athena, 1) })).toMatchObject({ id: 7, kind: 'error' });
    expect(ask({ kind: 'verdict', variant: 'athena', options: {}, state: null as unknown as GameState })).toMatchObject({ id: 7, kind: 'error' });
    expect(handleAssistRequest({ id: 3, kind: 'sing', variant: 'athena' } as unknown as AssistRequest)).toMatchObject({ id: 3, kind: 'error' });
    expect(handleAssistRequest(null as unknown as AssistRequest)).toMatchObject({ id: -1, kind: 'error' });
  });

  it('looks the variant up with the finder it is given', () => {
    expect(handleAssistRequest({ id: 1, kind: 'verdict', variant: 'athena', options: {}, state: deal(athena, 1), budget: { timeMs: 0 } }, () => undefined))
      .toMatchObject({ kind: 'error' });
    expect(findVariant('athena')).toBe(athena);
  });
});
