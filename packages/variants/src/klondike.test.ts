import { describe, expect, it } from 'vitest';
import { dealFromDeck, fullDeck, moveRefusal, newDeal } from '@solitaire/engine';
import { klondike } from './klondike.js';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const rules = rulesOf(klondike);

describe('klondike', () => {
  it('K1: seven piles of 1 to 7 cards, only each top card face up; 24 in the stock', () => {
    const s = newDeal(rules, 11);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const p of s.tableau) expect(p.map((c) => c.up)).toEqual([...Array(p.length - 1).fill(false), true]);
    expect(s.stock).toHaveLength(24);
  });

  it('K1: the staircase deal: row r gives a face-up card to pile r, then a face-down card to each later pile', () => {
    const deck = fullDeck(1);
    const d = dealFromDeck(rules, deck);
    if (!d.ok) throw new Error(d.error);
    expect(d.value.tableau[0]!.map((c) => c.card)).toEqual([0]);
    expect(d.value.tableau[1]!.map((c) => c.card)).toEqual([1, 7]);
    expect(d.value.tableau[6]!.map((c) => c.card)).toEqual([6, 12, 17, 21, 24, 26, 27]);
    expect(d.value.stock.at(-1)!.card).toBe(28);
  });

  it('K2: tableau as Athena (down in alternating colours, King to an empty pile); draw 1 or 3', () => {
    const s = position(rules, { tableau: [['8S'], ['7H'], ['7C'], [], ['QD']], stock: ['2C', '3C', '4C'] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBe('ERR_TABLEAU_COLOUR');
    expect(moveRefusal(rules, s, mv('t4', 't3'))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(rules.stock?.draw).toBe(1);
    expect(rulesOf(klondike, { draw: 3 }).stock?.draw).toBe(3);
    expect(rulesOf(klondike, { redeals: 2 }).redeal?.limit).toBe(2);
    expect(codes(s.stock)).toEqual(['#2C', '#3C', '#4C']);
  });
});
