import { describe, expect, it } from 'vitest';
import { type GameState, applyMove, legalMoves, newDeal, positionKey } from '@solitaire/engine';
import { acesUp, athena, athenaAisleriot, golf, pyramid } from '@solitaire/variants';
import { findWinnableDeal, heuristicHint } from './assist.js';
import { solve } from './solve.js';
import { move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const rules = rulesOf(athena);

describe('hints', () => {
  it('the heuristic prefers a foundation move, then a move that turns a card up, and never takes cards off a foundation', () => {
    const s = position(rules, { tableau: [['#4C', '8S'], ['7H'], ['AS'], ['5S']], foundations: [['AD', '2D']] });
    expect(heuristicHint(rules, s)).toEqual(mv('t2', 'f1'));
    const s2 = position(rules, {
      tableau: [['#4C', '7H'], ['8S'], ['6D']],
      foundations: [['AS', '2S', '3S', '4S', '5S']],
    });
    expect(heuristicHint(rules, s2)).toEqual(mv('t0', 't1'));
  });

  it('never suggests a move back to a position already passed, and runs out rather than go round in a circle', () => {
    const s = position(rules, { tableau: [['#4C', '8S'], ['7H'], ['AS'], ['5S']], foundations: [['AD', '2D']] });
    const first = heuristicHint(rules, s)!;
    const after = applyMove(rules, s, first);
    if (!after.ok) throw new Error(after.error);
    expect(heuristicHint(rules, s, new Set([positionKey(after.value)]))).not.toEqual(first);
    // Every move from here leads somewhere already seen: nothing is suggested.
    const everywhere = new Set(
      legalMoves(rules, s).map((m) => positionKey((applyMove(rules, s, m) as { value: GameState }).value)),
    );
    expect(heuristicHint(rules, s, everywhere)).toBeNull();
  });
});

describe('hints in the games of one foundation', () => {
  it('the heuristic suggests a pair or a discard before a draw, and the solver a line that wins', () => {
    const r = rulesOf(pyramid);
    const s = newDeal(r, 2);
    const hint = heuristicHint(r, s);
    expect(hint?.kind === 'pair' || hint?.kind === 'discard' || hint?.kind === 'draw').toBe(true);
    if (legalMoves(r, s).some((m) => m.kind === 'pair')) expect(hint?.kind).not.toBe('draw');
    const aces = rulesOf(acesUp);
    const t = position(aces, { tableau: [['5C'], ['9C'], ['2D'], ['3H']], stock: [] });
    expect(heuristicHint(aces, t)).toEqual({ kind: 'discard', from: { zone: 'tableau', index: 0 } });
    for (const def of [golf, pyramid]) {
      const g = rulesOf(def);
      const found = findWinnableDeal(def, {}, 40, { perDealNodes: 200_000, maxTries: 10 });
      if (!found.ok || !found.value) throw new Error(`no winnable deal of ${def.id} found`);
      expect(solve(g, newDeal(g, found.value.deal), { maxNodes: 200_000 }).moves?.length).toBeGreaterThan(0);
    }
  });
});

describe('winnable deals only', () => {
  it('returns a deal number the solver proves winnable', () => {
    const found = findWinnableDeal(athenaAisleriot, {}, 2026, { perDealNodes: 20_000, maxTries: 20 });
    if (!found.ok || !found.value) throw new Error('no winnable deal found');
    const r = rulesOf(athenaAisleriot);
    expect(solve(r, newDeal(r, found.value.deal), { maxNodes: 200_000 }).outcome).toBe('won');
    expect(findWinnableDeal(athena, { draw: 2 }, 1, { perDealNodes: 1000, maxTries: 1 }).ok).toBe(false);
  });
});
