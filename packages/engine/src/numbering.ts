import { type Card, DECK_SIZE } from './card.js';

/** Microsoft C's `rand()`: a linear congruential step, of which bits 16-30 are the result. */
const LCG_MULTIPLIER = 214013;
const LCG_INCREMENT = 2531011;

/**
 * The 52 cards of Microsoft FreeCell's deal `deal`, in deal order (the first card goes to the first pile, the ninth
 * under it on the second row, and so on). Deals 1 to 32,000 are Windows' own; the same generator numbers every deal
 * up to 2^31 - 1 as FreeCell Pro and fc-solve do, and from 2^31 on it sets the top bit of each draw, as they do too.
 */
export const microsoftDeck = (deal: number): Card[] => {
  // Microsoft's card order is rank-major (A♣ A♦ A♥ A♠ 2♣ ...); ours is suit-major, both with suits C, D, H, S.
  const deck = Array.from({ length: DECK_SIZE }, (_, i) => (i % 4) * 13 + Math.floor(i / 4));
  const highDeal = deal >= 0x80000000;
  let seed = deal >>> 0;
  const out: Card[] = [];
  for (let left = DECK_SIZE; left > 0; left--) {
    seed = (Math.imul(seed, LCG_MULTIPLIER) + LCG_INCREMENT) >>> 0;
    const draw = ((seed >>> 16) & 0x7fff) | (highDeal ? 0x8000 : 0);
    const at = draw % left;
    out.push(deck[at]!);
    deck[at] = deck[left - 1]!;
  }
  return out;
};
