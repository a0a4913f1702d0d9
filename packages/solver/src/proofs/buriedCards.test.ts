import { describe, expect, it } from 'vitest';
import type { Layout } from '@solitaire/engine';
import { newDeal } from '@solitaire/engine';
import { at, rulesFor } from '@solitaire/engine/testing';
import { bakersDozen, russianSolitaire, scorpion, yukon } from '@solitaire/variants';
import { SolverBoard } from '../board/solverBoard.js';
import { solveWith } from '../solve.js';
import { BuriedCards } from './buriedCards.js';

const yukonRules = rulesFor(yukon);
/** The search with every reduction and proof off but the one asked for. */
const plainParts = { floating: false, dominance: false, probes: false, deadEnds: false, fillsNext: false };

/** BuriedCards' answer on a hand-made Yukon position, checked against the plain search either way. */
const provedLost = (layout: Partial<Layout>): boolean => {
  const state = at(yukonRules, layout);
  const lost = new BuriedCards(new SolverBoard(yukonRules, state)).provedLost();
  const plain = solveWith(yukonRules, state, {}, { ...plainParts, buriedCards: false });
  expect(plain.outcome).toBe(lost ? 'lost' : 'won');
  return lost;
};

// Yukon: any face-up card moves with the cards on it onto a card one rank higher of the other colour, Kings into
// empty piles; cards go up alone, by suit from the Ace. The layouts hold the spades alone (the rest out of play), so
// no card but a King ever moves: what can go up depends on what lies on what.
describe('BuriedCards', () => {
  it('is asked where every card is on the table, goes up alone and moves with the cards on it', () => {
    // Baker's Dozen moves top cards only; Scorpion's cards go up in complete runs.
    for (const [def, asked] of [
      [yukon, true],
      [russianSolitaire, true],
      [bakersDozen, false],
      [scorpion, false],
    ] as const) {
      const rules = rulesFor(def);
      expect(BuriedCards.applies(new SolverBoard(rules, newDeal(rules, 1))), def.id).toBe(asked);
    }
  });

  it('proves a loss when a card lies on a lower card of its suit and can never leave it', () => {
    const spades = [['2S', '3S'], ['AS'], ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S'], [], [], [], []];
    expect(provedLost({ tableau: spades })).toBe(true);
    // The same under a face-down card: it turns up only once uncovered.
    const hidden = spades.map((p, i) => (i === 0 ? ['#2S', '3S'] : p));
    expect(provedLost({ tableau: hidden })).toBe(true);
  });

  it('lets a King carry a card off into an empty pile, and a card go up once the one under it is up', () => {
    const carried = [
      ['2S', 'KS', '3S'],
      ['AS'],
      ['QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S'],
      [],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: carried })).toBe(false);
    const ordered = [
      ['3S', '2S'],
      ['AS'],
      ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S'],
      [],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: ordered })).toBe(false);
  });

  it('proves some Yukon deals lost as dealt, none of them won by the search without it', () => {
    const lostAtStart = Array.from({ length: 60 }, (_, i) => i + 1).filter((deal) =>
      new BuriedCards(new SolverBoard(yukonRules, newDeal(yukonRules, deal))).provedLost(),
    );
    expect(lostAtStart.length).toBeGreaterThan(2);
    const parts = { floating: true, dominance: true, probes: true, deadEnds: true, buriedCards: false };
    const outcomes = lostAtStart.map(
      (deal) => solveWith(yukonRules, newDeal(yukonRules, deal), { maxNodes: 100_000 }, parts).outcome,
    );
    expect(outcomes).not.toContain('won');
    expect(outcomes).toContain('lost');
  });
});
