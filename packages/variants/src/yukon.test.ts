import { describe, expect, it } from 'vitest';
import { applyMove, cardsInPlay, moveRefusal, newDeal } from '@solitaire/engine';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { russianSolitaire, yukon } from './index.js';

const rules = rulesOf(yukon);

describe('yukon', () => {
  it('Y1: the staircase, then four face-up rows on piles 2 to 7; every card dealt, no stock', () => {
    const s = newDeal(rules, 4);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
    expect(s.tableau.map((p) => p.filter((c) => c.up).length)).toEqual([1, 5, 5, 5, 5, 5, 5]);
    expect(s.stock).toEqual([]);
    expect(cardsInPlay(s)).toHaveLength(52);
  });

  it('Y2: down in alternating colours; only a King, with what lies on it, to an empty pile', () => {
    const s = position(rules, { tableau: [['8S'], ['7H', '2C'], ['KD', '4S'], ['7C']] });
    expect(moveRefusal(rules, s, mv('t1', 't0', 2))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't0'))).toBe('ERR_TABLEAU_COLOUR');
    expect(moveRefusal(rules, s, mv('t2', 't5', 2))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't5', 2))).toBe('ERR_EMPTY_NEEDS_KING');
  });

  it('Y3: any face-up card moves with every card on it, in sequence or not; the card below turns up', () => {
    const s = position(rules, { tableau: [['#AS', '9H', 'QC', '3D'], ['TS']] });
    expect(moveRefusal(rules, s, mv('t0', 't1', 3))).toBeNull();
    expect(moveRefusal(rules, s, mv('t0', 't1', 4))).toBe('ERR_FACE_DOWN');
    const after = applyMove(rules, s, mv('t0', 't1', 3));
    if (!after.ok) throw new Error(after.error);
    expect(codes(after.value.tableau[0]!)).toEqual(['AS']);
    expect(codes(after.value.tableau[1]!)).toEqual(['TS', '9H', 'QC', '3D']);
  });
});

describe('russian solitaire', () => {
  it('R1: Yukon built down in suit', () => {
    const r = rulesOf(russianSolitaire);
    const s = position(r, { tableau: [['8S'], ['7H', 'KC'], ['7S', '2D']] });
    expect(moveRefusal(r, s, mv('t1', 't0', 2))).toBe('ERR_TABLEAU_SUIT');
    expect(moveRefusal(r, s, mv('t2', 't0', 2))).toBeNull();
    expect(newDeal(r, 4).tableau.map((p) => p.length)).toEqual([1, 6, 7, 8, 9, 10, 11]);
  });
});
