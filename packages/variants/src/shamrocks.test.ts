import { describe, expect, it } from 'vitest';
import {
  KING,
  cardsInPlay,
  dealFromDeck,
  legalMoves,
  moveRefusal,
  newDeal,
  parseCard,
  rankOf,
} from '@solitaire/engine';
import { shamrocks } from './shamrocks.js';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const rules = rulesOf(shamrocks);
const deck = (list: string[]) =>
  list.map((c) => {
    const r = parseCard(c);
    if (!r.ok) throw new Error(c);
    return r.value;
  });
const rest52 = (first: string[]) => {
  const used = new Set(deck(first));
  return [...deck(first), ...Array.from({ length: 52 }, (_, i) => i).filter((c) => !used.has(c))];
};

describe('shamrocks layout', () => {
  it('S1: the whole deck face up in 18 fans, 17 of three and the last of one; no stock, no waste, no redeal', () => {
    for (const deal of [1, 500, 2024]) {
      const s = newDeal(rules, deal);
      expect(s.tableau.map((p) => p.length)).toEqual([...Array(17).fill(3), 1]);
      expect(s.tableau.every((p) => p.every((c) => c.up))).toBe(true);
      expect(s.stock).toHaveLength(0);
      expect(s.waste).toHaveLength(0);
      expect(new Set(cardsInPlay(s)).size).toBe(52);
      expect(moveRefusal(rules, s, { kind: 'draw' })).toBe('ERR_NO_STOCK');
      expect(moveRefusal(rules, s, { kind: 'redeal' })).toBe('ERR_NO_REDEAL');
    }
  });

  it('S2: Kings slide to the bottom of their fan at the deal, keeping their dealt order', () => {
    const d = dealFromDeck(rules, rest52(['5C', 'KH', '9D', 'KS', '2C', 'KD']));
    if (!d.ok) throw new Error(d.error);
    expect(codes(d.value.tableau[0]!)).toEqual(['KH', '5C', '9D']);
    expect(codes(d.value.tableau[1]!)).toEqual(['KS', 'KD', '2C']);
    for (let deal = 1; deal <= 200; deal++)
      for (const fan of newDeal(rules, deal).tableau) {
        const firstOther = fan.findIndex((c) => rankOf(c.card) !== KING);
        if (firstOther >= 0) expect(fan.slice(firstOther).some((c) => rankOf(c.card) === KING)).toBe(false);
      }
  });

  it('S8: with the option off (PySolFC "Shamrocks"), Kings stay where they are dealt', () => {
    const plain = rulesOf(shamrocks, { kingsToBottom: false });
    const d = dealFromDeck(plain, rest52(['5C', 'KH', '9D']));
    if (!d.ok) throw new Error(d.error);
    expect(codes(d.value.tableau[0]!)).toEqual(['5C', 'KH', '9D']);
  });
});

describe('shamrocks fans', () => {
  it('S3: only the top card moves, alone, to a foundation or another fan', () => {
    const s = position(rules, { tableau: [['9D', '8C', 'AS'], ['7H', '6H'], ['2S']] });
    expect(moveRefusal(rules, s, mv('t0', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t0', 't2'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't0', 2))).toBe('ERR_TOP_CARD_ONLY');
    expect(legalMoves(rules, s).every((m) => m.kind !== 'move' || m.count === 1)).toBe(true);
  });

  it('S4: a fan takes a card one rank higher or lower whatever the suit; no wrap', () => {
    const s = position(rules, {
      tableau: [['8S'], ['7S'], ['9H'], ['7D'], ['6C'], ['KH'], ['QD'], ['AC'], ['2D'], ['KC'], ['AH']],
    });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t4', 't0'))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, s, mv('t6', 't5'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t8', 't7'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t9', 't7'))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, s, mv('t10', 't5'))).toBe('ERR_TABLEAU_RANK');
  });

  it('S5: a fan never holds more than three cards', () => {
    const s = position(rules, { tableau: [['KD', 'QC', '8S'], ['7S'], ['QH', '9D']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBe('ERR_PILE_FULL');
    const s2 = position(rules, { tableau: [['QH', '8D'], ['7S']] });
    expect(moveRefusal(rules, s2, mv('t1', 't0'))).toBeNull();
  });

  it('S6: an empty fan stays empty, even for a King', () => {
    const s = position(rules, { tableau: [[], ['KS'], ['5D']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBe('ERR_EMPTY_PILE_CLOSED');
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it('S7: a foundation top may go back onto a fan under S4 to S6', () => {
    const s = position(rules, {
      tableau: [['9C'], ['JD', 'TD', '9S'], [], ['QS']],
      foundations: [['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H']],
    });
    expect(moveRefusal(rules, s, mv('f0', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('f0', 't1'))).toBe('ERR_PILE_FULL');
    expect(moveRefusal(rules, s, mv('f0', 't2'))).toBe('ERR_EMPTY_PILE_CLOSED');
    expect(moveRefusal(rules, s, mv('f0', 't3'))).toBe('ERR_TABLEAU_RANK');
  });
});
