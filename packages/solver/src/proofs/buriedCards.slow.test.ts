// BuriedCards against positions known to be won (`checkWonLines`), also in games where it is not asked (the top-card
// games of its rules). Too long for the fast tier.
import { describe, expect, it } from 'vitest';
import { rulesFor } from '@solitaire/engine/testing';
import { bakersDozen, fan, russianSolitaire, yukon } from '@solitaire/variants';
import { BuriedCards } from './buriedCards.js';
import { checkWonLines } from './testing.js';

describe('BuriedCards on winning lines', () => {
  for (const [def, deals] of [
    [yukon, 60],
    [russianSolitaire, 150],
    [bakersDozen, 30],
    [fan, 40],
  ] as const)
    it(`${def.id}: calls no position of a won line lost, deals 1-${deals}`, () => {
      const { lines, positions } = checkWonLines(rulesFor(def), deals, (board) => new BuriedCards(board).provedLost());
      expect(lines).toBeGreaterThan(5);
      expect(positions).toBeGreaterThan(300);
    });
});
