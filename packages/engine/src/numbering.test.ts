import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cardCode } from './card.js';
import { dealTableau, newDeal } from './deal.js';
import { microsoftDeck } from './numbering.js';
import { rulesFor } from './testing.js';
import { baseDef } from './testing.js';

// Piles of Microsoft FreeCell deals as fc-solve's generator prints them (one pile a line, bottom card first).
const published: Record<number, string[]> = {
  1: [
    'JD KD 2S 4C 3S 6D 6S',
    '2D KC KS 5C TD 8S 9C',
    '9H 9S 9D TS 4S 8D 2H',
    'JC 5S QD QH TH QS 6H',
    '5D AD JS 4H 8H 6C',
    '7H QC AS AC 2C 3D',
    '7C KH AH 4D JH 8C',
    '5H 3H 3C 7S 7D TC',
  ],
  617: [
    '7D TD TH KD 4C 4S JD',
    'AD 7S QC 5H QS TS KS',
    '5C QD 3H 9S 9C 2H KC',
    '3S AC 9D 3C 9H 5D 4H',
    '5S 6D 6S 8S 7C JC',
    '8C 8H 8D 7H 6H 6C',
    '2D AS 3D 4D 2C JH',
    'AH KH TC JS 2S QH',
  ],
  11982: [
    'AH 3D KD JC 6C JD KC',
    'AS 3H 6H 5D 2C 7D 8D',
    '4H QS 5S 5C TH 8H 2S',
    'AC QC 4D 8C QH 9C 3S',
    '2D 8S 9H 9D 6D 2H',
    '6S 7H JH TD TC QD',
    'TS AD 9S KH 4S 4C',
    'JS KS 3C 7C 7S 5H',
  ],
  1000000: [
    '2D 9C KD JD 3H TC TS',
    '6H 3D 5H 7S 4S AS AH',
    '6S 7D 5D QD 3S 6D 9S',
    'TH 7C QH 8D KC 8H 4H',
    'JC QC JH 2H KH 2C',
    '3C AC 6C AD 9D QS',
    '4D 2S 9H 5C 7H 5S',
    'TD 4C KS 8C 8S JS',
  ],
};

const eightPiles = (deck: readonly number[]): string[] =>
  dealTableau({ kind: 'rows', rows: Array(7).fill('up') }, 8, deck)[0].map((p) =>
    p.map((c) => cardCode(c.card)).join(' '),
  );

/**
 * A second implementation, written from the published description rather than from `microsoftDeck`: 64-bit
 * arithmetic, Microsoft's own card numbering (rank * 4 + suit), and a deck that shrinks by splicing.
 */
const referenceDeck = (deal: number): string[] => {
  let seed = BigInt(deal);
  const remaining = Array.from({ length: 52 }, (_, i) => i);
  const out: string[] = [];
  while (remaining.length) {
    seed = (seed * 214013n + 2531011n) % 2n ** 32n;
    let draw = Number((seed / 65536n) % 32768n);
    if (deal >= 2 ** 31) draw += 32768;
    const index = draw % remaining.length;
    const msCard = remaining[index]!;
    // The last card takes the drawn card's place, as in Microsoft's code.
    remaining[index] = remaining[remaining.length - 1]!;
    remaining.pop();
    out.push('A23456789TJQK'[msCard >> 2]! + 'CDHS'[msCard & 3]!);
  }
  return out;
};

describe('Microsoft deal numbering', () => {
  for (const [deal, piles] of Object.entries(published))
    it(`deal ${deal} is Microsoft's, card by card`, () => {
      expect(eightPiles(microsoftDeck(Number(deal)))).toEqual(piles);
    });

  it('agrees with an independent implementation on twenty deals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (deal) => {
        expect(microsoftDeck(deal).map(cardCode)).toEqual(referenceDeck(deal));
      }),
      { numRuns: 20, seed: 11982 },
    );
  });

  it('deals every card once', () => {
    for (const deal of [0, 1, 32000, 2 ** 31, 0xffffffff]) expect(new Set(microsoftDeck(deal)).size).toBe(52);
  });

  it('is what a definition with microsoft numbering deals', () => {
    const rules = rulesFor({
      ...baseDef,
      decks: 1,
      dealNumbering: 'microsoft',
      tableau: { ...baseDef.tableau, count: 8 },
      deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: Array(7).fill('up') } },
      stock: null,
      redeal: null,
      options: [],
    });
    const state = newDeal(rules, 11982);
    expect(state.tableau.map((p) => p.map((c) => cardCode(c.card)).join(' '))).toEqual(published[11982]);
  });
});
