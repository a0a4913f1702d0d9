import { describe, expect, it } from 'vitest';
import { applyMove, isWon, newDeal, type GameState } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { findWinnableDeal, shortenLine, solve } from '@solitaire/solver';
import { athena, findVariant, klondike, shamrocks } from '@solitaire/variants';
import { type AssistRequest, budgets, handleAssistRequest } from './protocol.js';
import { MAX_PICKED_DEAL, dealInSequence } from './deals.js';

const quick = { ...budgets.position, nodes: 200_000, timeMs: 3_600_000 };

describe('handleAssistRequest', () => {
  it('answers a position with its verdict and a winning line that replays to a win', () => {
    const rules = rulesFor(athena);
    const state = newDeal(rules, 7);
    const r = handleAssistRequest(
      { id: 4, kind: 'position', variant: 'athena', options: {}, state, budget: quick },
      findVariant,
    );
    expect(r).toMatchObject({ id: 4, kind: 'position', outcome: 'won' });
    if (r.kind !== 'position' || !r.line) throw new Error('no line');
    let s: GameState = state;
    for (const m of r.line) {
      const next = applyMove(rules, s, m);
      if (!next.ok) throw new Error(next.error);
      s = next.value;
    }
    expect(isWon(rules, s)).toBe(true);
  });

  it('counts the time budget on the clock the thread gives, for positions and for winnable deals', () => {
    const state = newDeal(rulesFor(athena), 7);
    let t = 0;
    const leaping = () => (t += 60_000); // a minute a reading: any budget runs out at its first check
    const position = handleAssistRequest(
      { id: 6, kind: 'position', variant: 'athena', options: {}, state, budget: { ...quick, timeMs: 4000 } },
      findVariant,
      leaping,
    );
    expect(position).toMatchObject({ kind: 'position', outcome: 'unknown' });
    const budget = { ...budgets.winnableDeal, nodes: 200_000, timeMs: 1000, maxTries: 2 };
    const deal = handleAssistRequest(
      { id: 7, kind: 'winnableDeal', variant: 'klondike', options: {}, seed: 99, budget },
      findVariant,
      leaping,
    );
    expect(deal).toMatchObject({ kind: 'winnableDeal', deal: null, tried: 2 });
    // A clock at a standstill leaves the positions as the only bound: the same answer as with no time budget at all.
    const still = handleAssistRequest(
      { id: 8, kind: 'position', variant: 'athena', options: {}, state, budget: { ...quick, timeMs: 1 } },
      findVariant,
      () => 0,
    );
    expect(still).toMatchObject({ kind: 'position', outcome: 'won' });
  });

  it("answers with the line shortened: Shamrocks deal 1's search wanders (a card sent off and back), its answer does not", () => {
    const rules = rulesFor(shamrocks);
    const state = newDeal(rules, 1);
    const raw = solve(rules, state, { maxNodes: 3_000_000 });
    const r = handleAssistRequest(
      { id: 5, kind: 'position', variant: 'shamrocks', options: {}, state, budget: { ...quick, nodes: 3_000_000 } },
      findVariant,
    );
    if (r.kind !== 'position' || !r.line || !raw.moves) throw new Error('no line');
    expect(r.line).toEqual(shortenLine(rules, state, raw.moves));
    expect(r.line.length).toBeLessThan(raw.moves.length);
  });

  it('finds the winnable deal the solver finds from the same seed, with the options asked for', () => {
    const budget = { ...budgets.winnableDeal, nodes: 200_000, timeMs: 3_600_000, maxTries: 4 };
    const r = handleAssistRequest(
      { id: 1, kind: 'winnableDeal', variant: 'klondike', options: { draw: 1 }, seed: 99, budget },
      findVariant,
    );
    const dealAt = (i: number) => dealInSequence(99, i);
    const want = findWinnableDeal(klondike, { draw: 1 }, 99, {
      perDealMs: 3_600_000,
      perDealNodes: 200_000,
      maxTries: 4,
      dealAt,
    });
    expect(want.ok).toBe(true);
    expect(r).toMatchObject({ kind: 'winnableDeal', deal: want.ok ? (want.value?.deal ?? null) : -1 });
    // Winnable deals are numbered as every random deal is: at most six digits (they had ten).
    for (let seed = 0; seed < 2 ** 32; seed += 0x0fffffff) {
      const found = handleAssistRequest(
        { id: 1, kind: 'winnableDeal', variant: 'athena', options: {}, seed, budget },
        findVariant,
      );
      if (found.kind !== 'winnableDeal' || found.deal === null) throw new Error('no deal');
      expect(found.deal).toBeGreaterThanOrEqual(1);
      expect(found.deal).toBeLessThanOrEqual(MAX_PICKED_DEAL);
    }
  });

  it('never throws: unknown variants, bad options and malformed requests come back as errors', () => {
    const base = { id: 2, options: {}, state: newDeal(rulesFor(athena), 1), budget: quick } as const;
    expect(handleAssistRequest({ ...base, kind: 'position', variant: 'nope' }, findVariant)).toMatchObject({
      id: 2,
      kind: 'error',
    });
    expect(
      handleAssistRequest({ ...base, kind: 'position', variant: 'athena', options: { draw: 7 } }, findVariant),
    ).toMatchObject({ kind: 'error' });
    expect(handleAssistRequest({ ...base, kind: 'bogus' } as unknown as AssistRequest, findVariant)).toMatchObject({
      kind: 'error',
    });
    expect(handleAssistRequest(null as unknown as AssistRequest, findVariant)).toMatchObject({ id: -1, kind: 'error' });
  });
});
