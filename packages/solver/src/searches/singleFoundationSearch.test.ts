import { describe, expect, it } from 'vitest';
import { isWon, newDeal } from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { singleFoundationMisfit } from '../board/singleFoundationBoard.js';
import { solve } from '../solve.js';

describe('the single-foundation search', () => {
  it('takes the five games of issue 40 and nothing the main board plays', () => {
    for (const def of canonPart3) expect(singleFoundationMisfit(rulesFor(def)), def.id).toBeNull();
  });

  it('aces-up: tells the piles apart by their places (the stock deals to each in turn): deal 39 is won', () => {
    // Keyed as if piles were told apart only by their cards, two positions with the cards of two piles swapped were
    // one, though the next deal lays different cards on them: 2.15.0 called this deal lost.
    const def = canonPart3.find((d) => d.id === 'aces-up')!;
    const rules = rulesFor(def);
    const r = solve(rules, newDeal(rules, 39), { maxNodes: 100_000 });
    expect(r.outcome).toBe('won');
    expect(isWon(rules, r.moves!.reduce(played(rules), newDeal(rules, 39)))).toBe(true);
  });

  it('black-hole: takes from the tallest pile first on even runs: deal 5355 is won within 20,000 positions', () => {
    // In pile order with shuffled restarts (2.23.0) the win took 365,358 positions.
    const def = canonPart3.find((d) => d.id === 'black-hole')!;
    const rules = rulesFor(def);
    const r = solve(rules, newDeal(rules, 5355), { maxNodes: 20_000 });
    expect(r.outcome).toBe('won');
    expect(isWon(rules, r.moves!.reduce(played(rules), newDeal(rules, 5355)))).toBe(true);
  });
});
