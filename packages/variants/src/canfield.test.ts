import { describe, expect, it } from 'vitest';
import { applyMove, cardsInPlay, moveRefusal, newDeal, rankOf } from '@solitaire/engine';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { canfield, rainbow } from './index.js';

const rules = rulesOf(canfield);

describe('canfield', () => {
  it('D1: the first card starts a foundation; every foundation starts at its rank and wraps King to Ace', () => {
    for (const deal of [1, 2, 3]) {
      const s = newDeal(rules, deal);
      expect(s.foundations.flat(), `deal ${deal}`).toHaveLength(1);
    }
    const s = position(rules, {
      tableau: [['9C'], ['KH'], ['8D'], ['AH']],
      foundations: [['9H', 'TH', 'JH', 'QH']],
      reserve: ['2S'],
    });
    expect(moveRefusal(rules, s, mv('t0', 'f1'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 'f1'))).toBe('ERR_FOUNDATION_BASE_RANK');
    expect(moveRefusal(rules, s, mv('t1', 'f0'))).toBeNull();
    const king = applyMove(rules, s, mv('t1', 'f0'));
    if (!king.ok) throw new Error(king.error);
    expect(moveRefusal(rules, king.value, mv('t3', 'f0'))).toBeNull();
    expect(moveRefusal(rules, king.value, mv('f0', 't3'))).toBe('ERR_NO_PLAY_BACK');
  });

  it('D2: a reserve of 13 with its top card face up, four piles of one, 34 in the stock', () => {
    const s = newDeal(rules, 7);
    expect(s.reserve).toHaveLength(13);
    expect(s.reserve.map((c) => c.up)).toEqual([...Array(12).fill(false), true]);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(s.stock).toHaveLength(34);
    expect(cardsInPlay(s)).toHaveLength(52);
    const base = rankOf(s.foundations.flat()[0]!.card);
    expect(base).toBeGreaterThanOrEqual(1);
  });

  it('D3: down in alternating colours, a King onto an Ace; the top card alone or the whole pile', () => {
    const s = position(rules, {
      tableau: [['AS'], ['KH', 'QC', 'JD'], ['QS'], ['8C']],
      foundations: [['5C']],
      reserve: ['2D'],
    });
    expect(moveRefusal(rules, s, mv('t1', 't0', 3))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't2', 2))).toBe('ERR_WHOLE_PILE_ONLY');
    expect(moveRefusal(rules, s, mv('t1', 't3'))).toBe('ERR_TABLEAU_RANK');
  });

  it('D4: an emptied pile takes the reserve top at once; without a reserve, any card', () => {
    const s = position(rules, {
      tableau: [['6H'], ['7S'], ['2C'], ['3C']],
      foundations: [['9D']],
      reserve: ['4D', 'KS'],
    });
    const after = applyMove(rules, s, mv('t0', 't1'));
    if (!after.ok) throw new Error(after.error);
    expect(codes(after.value.tableau[0]!)).toEqual(['KS']);
    expect(codes(after.value.reserve)).toEqual(['4D']);
    const open = position(rules, { tableau: [[], ['7S'], ['2C'], ['3C']], foundations: [['9D']], waste: ['JH'] });
    expect(
      moveRefusal(rules, open, {
        kind: 'move',
        from: { zone: 'waste', index: 0 },
        to: { zone: 'tableau', index: 0 },
        count: 1,
      }),
    ).toBeNull();
  });

  it('D5: draw 3, unlimited redeals; draw 1 and limited redeals as options', () => {
    expect(rules.stock?.draw).toBe(3);
    expect(rules.redeal?.limit).toBe('unlimited');
    expect(rulesOf(canfield, { draw: 1 }).stock?.draw).toBe(1);
    expect(rulesOf(canfield, { redeals: 2 }).redeal?.limit).toBe(2);
  });
});

describe('rainbow', () => {
  const rainbowRules = rulesOf(rainbow);

  it('J1: down whatever the colour, a King onto an Ace, the top card alone or the whole pile', () => {
    const s = position(rainbowRules, {
      tableau: [['AS'], ['KH', 'QD', 'JD'], ['9C'], ['8C']],
      foundations: [['5C']],
      reserve: ['2D'],
    });
    expect(moveRefusal(rainbowRules, s, mv('t1', 't0', 3))).toBeNull();
    expect(moveRefusal(rainbowRules, s, mv('t1', 't2', 2))).toBe('ERR_WHOLE_PILE_ONLY');
    expect(moveRefusal(rainbowRules, s, mv('t3', 't2'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't2'))).not.toBeNull();
    expect(moveRefusal(rainbowRules, s, mv('t2', 't3'))).toBe('ERR_TABLEAU_RANK');
  });

  it('J1: one card a draw, one pass and no redeal; D1, D2 and D4 as in Canfield', () => {
    const s = newDeal(rainbowRules, 7);
    expect(s.foundations.flat()).toHaveLength(1);
    expect(s.reserve).toHaveLength(13);
    expect(s.stock).toHaveLength(34);
    const drawn = applyMove(rainbowRules, s, { kind: 'draw' });
    if (!drawn.ok) throw new Error(drawn.error);
    expect(drawn.value.waste).toHaveLength(1);
    const emptied = { ...s, stock: [], waste: [...s.waste, ...s.stock] };
    expect(moveRefusal(rainbowRules, emptied, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
    expect(moveRefusal(rules, emptied, { kind: 'redeal' })).toBeNull();
  });
});
