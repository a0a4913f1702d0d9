import { describe, expect, it } from 'vitest';
import { newDeal, rankOf, colourOf } from '@solitaire/engine';
import { at, card, rulesFor } from '@solitaire/engine/testing';
import { bureau, klondike } from '@solitaire/variants';
import { SolverBoard } from './solverBoard.js';
import { checkSmallPositions, seedsTo, twinDefs, twinShapes } from '../testing.js';

describe('twinClasses', () => {
  it('makes twins of the four cards of a rank and colour where builds and foundations read colour alone', () => {
    const r = rulesFor(bureau);
    const b = new SolverBoard(r, newDeal(r, 1));
    expect(new Set(b.twinOf).size).toBe(26);
    for (let c = 0; c < b.nCards; c++) {
      const t = b.twinOf[c]!;
      expect([rankOf(t), colourOf(t)]).toEqual([rankOf(c), colourOf(c)]);
    }
  });

  it('makes twins of the two copies of a card where foundations go by suit, and none with one deck', () => {
    const two = rulesFor(twinDefs.twoDecksSuitFoundations!);
    const b = new SolverBoard(two, newDeal(two, 1));
    expect(new Set(b.twinOf).size).toBe(52);
    expect(b.twinOf[card('7H') + 52]).toBe(card('7H'));
    const one = rulesFor(klondike);
    expect(new SolverBoard(one, newDeal(one, 1)).hasTwins).toBe(false);
  });
});

describe('the hash with twins', () => {
  const r = rulesFor(twinDefs.twoDecksColourFoundations!);
  const hash = (layout: Parameters<typeof at>[1]) => {
    const b = new SolverBoard(r, at(r, layout));
    return [b.hashA(), b.hashB()];
  };

  it('is the same for positions alike up to twins in the tableau and on the foundations', () => {
    // 5H and 5D are twins here (red fives): swapping them swaps nothing the rules can see.
    expect(
      hash({
        tableau: [
          ['#9C', '5H'],
          ['#8S', '5D', '4C'],
        ],
        foundations: [['AH', '2S']],
      }),
    ).toEqual(
      hash({
        tableau: [
          ['#9C', '5D'],
          ['#8S', '5H', '4C'],
        ],
        foundations: [['AD', '2C']],
      }),
    );
  });

  it('tells apart twins left in the talon, whose order is fixed', () => {
    expect(hash({ tableau: [['5H']], stock: ['5D', '9C'] })).not.toEqual(
      hash({ tableau: [['5D']], stock: ['5H', '9C'] }),
    );
  });
});

describe('solve with twins', () => {
  // The exhaustive search over engine moves, on the two-deck small positions it settles within a few hundred
  // positions; the slow tier checks every one of seeds 1-10.
  it('agrees with an exhaustive search over engine moves on small two-deck positions', () => {
    let won = 0,
      lost = 0;
    for (const name of Object.keys(twinDefs)) {
      const got = checkSmallPositions(name, seedsTo(3), 300, twinShapes);
      expect(got.won + got.lost, name).toBeGreaterThan(0);
      won += got.won;
      lost += got.lost;
    }
    // The sample must contain both answers to mean anything.
    expect(won).toBeGreaterThan(0);
    expect(lost).toBeGreaterThan(0);
  });
});
