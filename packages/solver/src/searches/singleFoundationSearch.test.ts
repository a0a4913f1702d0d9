import { describe, expect, it } from 'vitest';
import { isWon, newDeal } from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { SingleFoundationBoard, singleFoundationMisfit } from '../board/singleFoundationBoard.js';
import { solve } from '../solve.js';

/** Solves a deal of a game of issue 40 within `maxNodes` positions and replays the win through the engine. */
const expectWonWithin = (id: string, deal: number, maxNodes: number): void => {
  const rules = rulesFor(canonPart3.find((d) => d.id === id)!);
  const r = solve(rules, newDeal(rules, deal), { maxNodes });
  expect(r.outcome, `${id} deal ${deal}`).toBe('won');
  expect(isWon(rules, r.moves!.reduce(played(rules), newDeal(rules, deal)))).toBe(true);
};

describe('the single-foundation search', () => {
  it('takes the five games of issue 40 and nothing the main board plays', () => {
    for (const def of canonPart3) expect(singleFoundationMisfit(rulesFor(def)), def.id).toBeNull();
  });

  it('hashes a position with its passes left out: the same position with fewer passes is one chain away', () => {
    const boardOf = (id: string) => {
      const rules = rulesFor(canonPart3.find((d) => d.id === id)!);
      return new SingleFoundationBoard(rules, newDeal(rules, 3));
    };
    // Pyramid counts its passes: the keys differ, their hashed parts do not.
    const pyramid = boardOf('pyramid'),
      mask = pyramid.passFreeMask();
    const [first, last] = [0, 2].map((pass) => {
      const key = new Int32Array(pyramid.width);
      pyramid.key(key, 0, pass);
      return key;
    });
    expect([...first!]).not.toEqual([...last!]);
    expect(first!.map((w, i) => w & mask[i]!)).toEqual(last!.map((w, i) => w & mask[i]!));
    // Black Hole has no passes: the whole key is hashed.
    expect([...boardOf('black-hole').passFreeMask()].every((w) => w === -1)).toBe(true);
  });

  it('aces-up: tells the piles apart by their places (the stock deals to each in turn): deal 39 is won', () => {
    // Keyed as if piles were told apart only by their cards, two positions with the cards of two piles swapped were
    // one, though the next deal lays different cards on them: 2.15.0 called this deal lost.
    expectWonWithin('aces-up', 39, 100_000);
  });

  it('black-hole: takes from the tallest pile first on even runs: deal 5355 is won within 20,000 positions', () => {
    // In pile order with shuffled restarts (2.23.0) the win took 365,358 positions.
    expectWonWithin('black-hole', 5355, 20_000);
  });

  it('black-hole: takes first the cards whose rank has the most cards left: deals 191 and 463 in 5,000 positions', () => {
    // Ordered by the piles' heights and places alone (2.30.0), the wins took 161,763 and 120,939 positions.
    expectWonWithin('black-hole', 191, 5_000);
    expectWonWithin('black-hole', 463, 5_000);
  });
});
