import { describe, expect, it } from 'vitest';
import { type GameState, newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { freeTalonFits, freeTalonSearch } from './freeTalonProof.js';

const MEMORY = 2 ** 24;
const pyramidDef = canonPart3.find((d) => d.id === 'pyramid')!;
const rulesOf = (goal: 'tableauCleared' | 'allCards') => rulesFor(pyramidDef, { goal });
const never = () => false;

describe('the free-talon search', () => {
  it('fits the games whose cards leave in pairs from piles that take none: Pyramid, both goals, and no other', () => {
    expect(freeTalonFits(rulesOf('tableauCleared'))).toBe(true);
    expect(freeTalonFits(rulesOf('allCards'))).toBe(true);
    for (const def of canonPart3.filter((d) => d.id !== 'pyramid'))
      expect(freeTalonFits(rulesFor(def)), def.id).toBe(false);
  });

  it('pyramid: proves deals 5 and 145 lost within 3,000 positions (the full search took over 100,000)', () => {
    const rules = rulesOf('tableauCleared');
    for (const deal of [5, 145]) {
      const a = freeTalonSearch(rules, newDeal(rules, deal), 3_000, MEMORY, never);
      expect(a.outcome, `deal ${deal}`).toBe('lost');
      expect(a.nodes).toBeGreaterThan(100);
    }
  });

  it('pyramid: proves nothing on a won deal, nor past its budget', () => {
    const rules = rulesOf('tableauCleared');
    expect(freeTalonSearch(rules, newDeal(rules, 1), 50_000, MEMORY, never).outcome).toBe('open');
    const cut = freeTalonSearch(rules, newDeal(rules, 5), 100, MEMORY, never);
    expect(cut).toEqual({ outcome: 'open', nodes: 101 });
    expect(freeTalonSearch(rules, newDeal(rules, 5), 50_000, MEMORY, () => true).outcome).toBe('open');
  });

  // A pyramid of one card left, the 6 of clubs (rank 6 pairs with 7), over a talon of sevens and others.
  const lateState = (rules: ReturnType<typeof rulesOf>, talonRanks: number[]): GameState => {
    const s = newDeal(rules, 1);
    const card = (rank: number, suit: number) => ({ card: suit * 13 + rank - 1, up: true });
    const used = new Set<number>();
    const fresh = (rank: number) => {
      for (let suit = 0; suit < 4; suit++)
        if (!used.has(suit * 13 + rank - 1)) {
          used.add(suit * 13 + rank - 1);
          return card(rank, suit);
        }
      throw new Error(`no ${rank} left`);
    };
    const apex = fresh(6);
    return {
      ...s,
      tableau: s.tableau.map((_, i) => (i === 0 ? [apex] : [])),
      stock: talonRanks.map(fresh),
      waste: [],
    };
  };

  it('pyramid: with the piles cleared, the talon must pair off where every card must go, not otherwise', () => {
    // The 6 takes the 7; left are a 1 and a 12 (they pair) or a 1 and a 2 (they do not).
    const pairsOff = lateState(rulesOf('allCards'), [7, 1, 12]);
    expect(freeTalonSearch(rulesOf('allCards'), pairsOff, 1_000, MEMORY, never).outcome).toBe('open');
    const stranded = lateState(rulesOf('allCards'), [7, 1, 2]);
    expect(freeTalonSearch(rulesOf('allCards'), stranded, 1_000, MEMORY, never).outcome).toBe('lost');
    expect(freeTalonSearch(rulesOf('tableauCleared'), stranded, 1_000, MEMORY, never).outcome).toBe('open');
    // No 7 in the talon: the 6 never leaves.
    const partnerless = lateState(rulesOf('tableauCleared'), [1, 2]);
    expect(freeTalonSearch(rulesOf('tableauCleared'), partnerless, 1_000, MEMORY, never).outcome).toBe('lost');
  });
});
