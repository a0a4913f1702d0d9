import { describe, expect, it } from 'vitest';
import { KING, cardsInPlay, dealFromDeck, fullDeck, moveRefusal, newDeal, rankOf } from '@solitaire/engine';
import { card, codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { bakersDozen, portugueseSolitaire } from './index.js';

const rules = rulesOf(bakersDozen);
const isKing = (c: { card: number }) => rankOf(c.card) === KING;
/** The unshuffled deck with two cards traded. */
const swapped = (a: number, b: number) => fullDeck(1).map((c) => (c === a ? b : c === b ? a : c));

describe("baker's dozen", () => {
  it('Z1: thirteen piles of four, every card face up, no stock', () => {
    const s = newDeal(rules, 6);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(13).fill(4));
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
    expect(s.stock).toEqual([]);
    expect(cardsInPlay(s)).toHaveLength(52);
  });

  it('Z2: Kings go beneath the other cards of their pile, each group keeping its dealt order', () => {
    for (const deal of [1, 2, 3, 4, 5, 6, 7, 8])
      for (const p of newDeal(rules, deal).tableau) {
        const firstOther = p.findIndex((c) => !isKing(c));
        if (firstOther >= 0) expect(p.slice(firstOther).some(isKing), `deal ${deal}`).toBe(false);
      }
    // An unshuffled deck deals one suit a row, so pile 0 gets the Aces and pile 12 the Kings; trading the King and
    // the Ace of diamonds puts a King second in pile 0 and an Ace under two Kings in pile 12.
    const d = dealFromDeck(rules, swapped(card('KD'), card('AD')));
    if (!d.ok) throw new Error(d.error);
    expect(codes(d.value.tableau[0]!)).toEqual(['KD', 'AC', 'AH', 'AS']);
    expect(codes(d.value.tableau[12]!)).toEqual(['KC', 'KH', 'KS', 'AD']);
  });

  it('Z3: down regardless of suit, the top card alone; an empty pile stays empty', () => {
    const s = position(rules, { tableau: [['9S'], ['TH', '8D'], ['8C'], []] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't3', 2))).toBe('ERR_TOP_CARD_ONLY');
    expect(moveRefusal(rules, s, mv('t2', 't3'))).toBe('ERR_EMPTY_PILE_CLOSED');
    expect(moveRefusal(rules, position(rules, { tableau: [['KS'], []] }), mv('t0', 't1'))).toBe(
      'ERR_EMPTY_PILE_CLOSED',
    );
  });
});

describe('portuguese solitaire', () => {
  const r = rulesOf(portugueseSolitaire);
  it('P1: Kings stay where dealt; an empty pile takes a King, alone', () => {
    const d = dealFromDeck(r, swapped(card('KD'), card('AD')));
    if (!d.ok) throw new Error(d.error);
    expect(codes(d.value.tableau[0]!)).toEqual(['AC', 'KD', 'AH', 'AS']);
    const s = position(r, { tableau: [['KS'], ['QH', '8D'], []] });
    expect(moveRefusal(r, s, mv('t0', 't2'))).toBeNull();
    expect(moveRefusal(r, s, mv('t1', 't2'))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(moveRefusal(r, s, mv('t1', 't0'))).toBe('ERR_TABLEAU_RANK');
  });
});
