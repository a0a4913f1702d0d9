import { describe, expect, it } from 'vitest';
import { applyMove, cardsInPlay, moveRefusal, newDeal } from '@solitaire/engine';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { fortyThieves, limited } from './index.js';

const rules = rulesOf(fortyThieves);

describe('forty thieves', () => {
  it('W1: two decks; ten piles of four, all face up; 64 face down in the stock', () => {
    const s = newDeal(rules, 5);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(10).fill(4));
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
    expect(s.stock).toHaveLength(64);
    expect(s.stock.some((c) => c.up)).toBe(false);
    expect(new Set(cardsInPlay(s)).size).toBe(104);
  });

  it('W2: eight foundations, two a suit, each from an Ace up in suit', () => {
    expect(newDeal(rules, 5).foundations).toHaveLength(8);
    const s = position(rules, {
      tableau: [['AS'], ['AS'], ['2S'], ['2H']],
      foundations: [['AH']],
    });
    expect(moveRefusal(rules, s, mv('t0', 'f1'))).toBeNull();
    const twoAces = applyMove(rules, s, mv('t0', 'f1'));
    if (!twoAces.ok) throw new Error(twoAces.error);
    expect(moveRefusal(rules, twoAces.value, mv('t1', 'f2'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 'f0'))).toBe('ERR_FOUNDATION_SUIT');
    expect(moveRefusal(rules, s, mv('t3', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 'f7'))).toBe('ERR_FOUNDATION_NEEDS_ACE');
  });

  it('W3: down in suit, the top card alone; any card into an empty pile', () => {
    const s = position(rules, { tableau: [['9H', '8H'], ['9S'], ['8S'], []] });
    expect(moveRefusal(rules, s, mv('t2', 't1'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t0', 't1'))).toBe('ERR_TABLEAU_SUIT');
    expect(moveRefusal(rules, s, mv('t0', 't3', 2))).toBe('ERR_TOP_CARD_ONLY');
    expect(moveRefusal(rules, s, mv('t0', 't3'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't3'))).toBeNull();
  });

  it('W4: one card a turn onto the waste, playable from there; no second pass', () => {
    let s = position(rules, { tableau: [['6D'], []], stock: ['QC', '5D'] });
    const drawn = applyMove(rules, s, { kind: 'draw' });
    if (!drawn.ok) throw new Error(drawn.error);
    s = drawn.value;
    expect(codes(s.waste)).toEqual(['5D']);
    expect(moveRefusal(rules, s, mv('w', 't0'))).toBeNull();
    const last = applyMove(rules, s, { kind: 'draw' });
    if (!last.ok) throw new Error(last.error);
    expect(moveRefusal(rules, last.value, { kind: 'redeal' })).toBe('ERR_NO_REDEAL');
    expect(rules.options).toEqual([]);
  });
});

describe('limited', () => {
  it('V1: Forty Thieves dealt as twelve piles of three, 68 in the stock', () => {
    const r = rulesOf(limited);
    const s = newDeal(r, 5);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(12).fill(3));
    expect(s.stock).toHaveLength(68);
    expect(new Set(cardsInPlay(s)).size).toBe(104);
    const open = position(r, { tableau: [['9S', '8H'], ['7H'], []] });
    expect(moveRefusal(r, open, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(r, open, mv('t0', 't2', 2))).toBe('ERR_TOP_CARD_ONLY');
  });
});
