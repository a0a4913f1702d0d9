import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Rules,
  applyMove,
  cardCount,
  cardsInPlay,
  dealFromDeck,
  foundationMoveFor,
  fullDeck,
  maxScore,
  moveRefusal,
  newDeal,
  parseCard,
  score,
} from '@solitaire/engine';
import { athena, athenaAisleriot } from './athena.js';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const both: [string, Rules][] = [
  ['athena', rulesOf(athena)],
  ['athena-aisleriot', rulesOf(athenaAisleriot)],
];

const after = (rules: Rules, s: GameState, ...moves: Parameters<typeof applyMove>[2][]): GameState =>
  moves.reduce((st, m) => {
    const r = applyMove(rules, st, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error}`);
    return r.value;
  }, s);

const deckFromCodes = (list: string[]) =>
  list.map((c) => {
    const r = parseCard(c);
    if (!r.ok) throw new Error(c);
    return r.value;
  });

describe.each(both)('%s layout', (_id, rules) => {
  it('A1: seven piles of four cards in rows down, up, down, up; 24 in the stock; empty waste', () => {
    for (const deal of [1, 2, 77, 31337]) {
      const s = newDeal(rules, deal);
      expect(s.tableau).toHaveLength(7);
      for (const p of s.tableau) expect(p.map((c) => c.up)).toEqual([false, true, false, true]);
      expect(s.stock).toHaveLength(24);
      expect(s.stock.every((c) => !c.up)).toBe(true);
      expect(s.waste).toHaveLength(0);
      expect(new Set(cardsInPlay(s)).size).toBe(52);
    }
  });

  it('A1: rows are dealt across the seven piles, the 29th card is dealt first from the stock', () => {
    const deck = fullDeck(1).reverse();
    const s = dealFromDeck(rules, deck);
    if (!s.ok) throw new Error(s.error);
    expect(s.value.tableau[0]!.map((c) => c.card)).toEqual([deck[0], deck[7], deck[14], deck[21]]);
    expect(s.value.tableau[6]!.map((c) => c.card)).toEqual([deck[6], deck[13], deck[20], deck[27]]);
    expect(s.value.stock.at(-1)!.card).toBe(deck[28]);
  });

  it('A2: a face-up card covered by a face-down card cannot move; once uncovered it moves with its run', () => {
    let s = position(rules, { tableau: [['#2D', '9H', '#8S', '4C'], ['TC'], ['5H']] });
    expect(moveRefusal(rules, s, mv('t0', 't1', 3))).toBe('ERR_FACE_DOWN');
    expect(moveRefusal(rules, s, mv('t0', 't1', 2))).toBe('ERR_FACE_DOWN');
    s = after(rules, s, mv('t0', 't2'));
    expect(codes(s.tableau[0]!)).toEqual(['#2D', '9H', '8S']);
    s = after(rules, s, mv('t0', 't1', 2));
    expect(codes(s.tableau[1]!)).toEqual(['TC', '9H', '8S']);
  });
});

describe.each(both)('%s tableau', (_id, rules) => {
  it('A3: builds down by one in the opposite colour', () => {
    const s = position(rules, { tableau: [['8S'], ['7H'], ['7D'], ['7C'], ['6H'], ['9H']], waste: [] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't0'))).toBe('ERR_TABLEAU_COLOUR');
    expect(moveRefusal(rules, s, mv('t4', 't0'))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, s, mv('t5', 't0'))).toBe('ERR_TABLEAU_RANK');
  });

  it('A4: a face-up run moves as one unit only if it descends in alternating colours', () => {
    const s = position(rules, { tableau: [['#3C', '9H', '8S', '7D'], ['TC'], ['#4C', 'JD', '5S'], ['6H']] });
    expect(moveRefusal(rules, s, mv('t0', 't1', 3))).toBeNull();
    const moved = after(rules, s, mv('t0', 't1', 3));
    expect(codes(moved.tableau[1]!)).toEqual(['TC', '9H', '8S', '7D']);
    // JD and 5S are face up together but not a sequence: only 5S may move.
    expect(moveRefusal(rules, s, mv('t2', 't1', 2))).toBe('ERR_NOT_A_RUN');
    expect(moveRefusal(rules, s, mv('t2', 't3', 1))).toBeNull();
  });

  it('A5: a face-down card left on top of its pile turns up by itself', () => {
    const s = after(rules, position(rules, { tableau: [['#KD', '#3C', 'QS'], ['KH']] }), mv('t0', 't1'));
    expect(codes(s.tableau[0]!)).toEqual(['#KD', '3C']);
  });

  it('A6: an empty pile takes only a King or a King-headed unit', () => {
    const s = position(rules, {
      tableau: [[], ['#2C', 'KH', 'QS'], ['QD'], ['3D', 'KC']],
      waste: ['KS'],
      stock: ['4H'],
    });
    expect(moveRefusal(rules, s, mv('t1', 't0', 2))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't0', 1))).toBeNull();
    expect(moveRefusal(rules, s, mv('w', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(moveRefusal(rules, s, mv('t1', 't0', 1))).toBe('ERR_EMPTY_NEEDS_KING');
  });
});

describe.each(both)('%s waste', (_id, rules) => {
  it('A7: the top waste card plays to the tableau or a foundation; nothing is placed on waste or stock', () => {
    const s = position(rules, { tableau: [['8S']], foundations: [['AH']], waste: ['2H', '7D'], stock: ['5C'] });
    expect(moveRefusal(rules, s, mv('w', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('w', 'f0', 2))).toBe('ERR_TOP_CARD_ONLY');
    const s2 = after(rules, s, mv('w', 't0'));
    expect(moveRefusal(rules, s2, mv('w', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s2, mv('t0', 'w'))).toBe('ERR_NOT_A_TARGET');
    expect(moveRefusal(rules, s2, mv('t0', 's'))).toBe('ERR_NOT_A_TARGET');
    expect(moveRefusal(rules, s2, mv('s', 't0'))).toBe('ERR_NOT_A_SOURCE');
  });
});

describe('athena stock (A8)', () => {
  const rules = rulesOf(athena);
  it('A8: each draw moves three cards (fewer when fewer remain); only the top one plays', () => {
    const s = position(rules, { tableau: [['8S'], ['8C']], stock: ['2C', '3C', '7H', '4D', '7D'] });
    const d1 = after(rules, s, { kind: 'draw' });
    expect(codes(d1.waste)).toEqual(['7D', '4D', '7H']);
    expect(codes(d1.stock)).toEqual(['#2C', '#3C']);
    expect(moveRefusal(rules, d1, mv('w', 't0'))).toBeNull(); // 7H on 8S
    expect(moveRefusal(rules, d1, mv('w', 't1', 3))).toBe('ERR_TOP_CARD_ONLY');
    const d2 = after(rules, d1, { kind: 'draw' });
    expect(codes(d2.waste)).toEqual(['7D', '4D', '7H', '3C', '2C']);
    expect(d2.stock).toHaveLength(0);
  });

  it('A8: turning the waste over deals the first card first again, without limit', () => {
    let s = position(rules, { tableau: [['KS']], stock: ['2C', '3C', '7H', '4D', '7D'] });
    s = after(rules, s, { kind: 'draw' }, { kind: 'draw' });
    expect(moveRefusal(rules, s, { kind: 'draw' })).toBe('ERR_STOCK_EMPTY');
    for (let pass = 0; pass < 20; pass++) {
      s = after(rules, s, { kind: 'redeal' });
      expect(codes(s.stock)).toEqual(['#2C', '#3C', '#7H', '#4D', '#7D']);
      expect(s.waste).toHaveLength(0);
      s = after(rules, s, { kind: 'draw' }, { kind: 'draw' });
    }
    expect(s.redeals).toBe(20);
  });

  it('A8: no redeal while the stock still holds cards', () => {
    const s = after(rules, position(rules, { tableau: [['KS']], stock: ['2C', '3C', '7H', '4D'] }), { kind: 'draw' });
    expect(moveRefusal(rules, s, { kind: 'redeal' })).toBe('ERR_STOCK_NOT_EMPTY');
  });
});

describe('athena-aisleriot stock and score (A9, A10)', () => {
  const rules = rulesOf(athenaAisleriot);
  it('A9: one card a draw; the waste goes back in order at most twice (three passes), then the stock stays empty', () => {
    let s = position(rules, { tableau: [['KS']], stock: ['2C', '3C', '7H'] });
    s = after(rules, s, { kind: 'draw' });
    expect(codes(s.waste)).toEqual(['7H']);
    for (let pass = 1; pass <= 3; pass++) {
      if (pass > 1) s = after(rules, s, { kind: 'redeal' });
      if (pass > 1) expect(codes(s.stock)).toEqual(['#2C', '#3C', '#7H']);
      while (s.stock.length) s = after(rules, s, { kind: 'draw' });
      expect(codes(s.waste)).toEqual(['7H', '3C', '2C']);
    }
    expect(moveRefusal(rules, s, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
    expect(moveRefusal(rules, s, { kind: 'draw' })).toBe('ERR_STOCK_EMPTY');
  });

  it('A10: one point per foundation card, lost again when the card goes back', () => {
    const s = position(rules, { tableau: [['3S'], ['2H']], foundations: [['AH']] });
    expect(score(rules, s)).toBe(1);
    const up = after(rules, s, mv('t1', 'f0'));
    expect(score(rules, up)).toBe(2);
    const back = after(rules, up, mv('f0', 't0'));
    expect(score(rules, back)).toBe(1);
    expect(maxScore(rules, newDeal(rules, 5))).toBe(52);
    expect(score(rulesOf(athena), s)).toBeNull();
  });

  it('A10: one action sends a card to the foundation that accepts it, when one does', () => {
    const s = position(rules, { tableau: [['2H'], ['5C']], foundations: [[], ['AH'], []] });
    expect(foundationMoveFor(rules, s, { zone: 'tableau', index: 0 })).toEqual(mv('t0', 'f1'));
    expect(foundationMoveFor(rules, s, { zone: 'tableau', index: 1 })).toBeNull();
  });
});

describe.each(both)('%s foundations', (_id, rules) => {
  it('F1: four foundations; an empty one takes any Ace and nothing else', () => {
    expect(newDeal(rules, 9).foundations).toHaveLength(4);
    const s = position(rules, { tableau: [['AS'], ['2S'], ['AD']] });
    expect(moveRefusal(rules, s, mv('t0', 'f2'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_NEEDS_ACE');
  });

  it('F2: a foundation takes the same suit one rank higher, up to the King', () => {
    const spades = ['AS', '2S', '3S', '4S', '5S', '6S', '7S', '8S', '9S', 'TS', 'JS', 'QS'];
    const s = position(rules, { tableau: [['KS'], ['KH'], ['4D']], foundations: [spades, ['AH', '2H']] });
    expect(moveRefusal(rules, s, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_SUIT');
    expect(moveRefusal(rules, s, mv('t2', 'f1'))).toBe('ERR_FOUNDATION_RANK');
    const s3 = position(rules, { tableau: [['3D'], ['3H']], foundations: [['AH', '2H']] });
    expect(moveRefusal(rules, s3, mv('t0', 'f0'))).toBe('ERR_FOUNDATION_SUIT');
    expect(moveRefusal(rules, s3, mv('t1', 'f0'))).toBeNull();
    const full = after(rules, s, mv('t0', 'f0'));
    expect(full.foundations[0]).toHaveLength(13);
    expect(cardCount(rules)).toBe(52);
  });

  it('F3: a foundation top may go back to a pile that accepts it, never to another foundation', () => {
    const s = position(rules, {
      tableau: [['8S'], ['8H'], []],
      foundations: [['AH', '2H', '3H', '4H', '5H', '6H', '7H'], []],
    });
    expect(moveRefusal(rules, s, mv('f0', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('f0', 't1'))).toBe('ERR_TABLEAU_COLOUR');
    expect(moveRefusal(rules, s, mv('f0', 't2'))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(moveRefusal(rules, s, mv('f0', 'f1'))).toBe('ERR_FOUNDATION_TO_FOUNDATION');
    expect(moveRefusal(rules, s, mv('f0', 't0', 2))).toBe('ERR_TOP_CARD_ONLY');
  });
});

describe('athena deal numbers', () => {
  it('deals the same cards for the same number under both rule sets', () => {
    const a = newDeal(rulesOf(athena), 123),
      b = newDeal(rulesOf(athenaAisleriot), 123);
    expect(a).toEqual(b);
    expect(deckFromCodes(['AC'])).toEqual([0]);
  });
});
