import { describe, expect, it } from 'vitest';
import {
  type GameState,
  type Move,
  type Rules,
  applyMove,
  cardCode,
  cardsInPlay,
  moveRefusal,
  newDeal,
} from '@solitaire/engine';
import { bureau } from './bureau.js';
import { fan, laBelleLucie, trefoil } from './fans.js';
import { minerva } from './minerva.js';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const after = (rules: Rules, s: GameState, ...moves: Move[]): GameState =>
  moves.reduce((st, m) => {
    const r = applyMove(rules, st, m);
    if (!r.ok) throw new Error(`${JSON.stringify(m)} refused: ${r.error}`);
    return r.value;
  }, s);

describe('minerva', () => {
  const rules = rulesOf(minerva);
  it("M1: Athena's four rows, a reserve of 11 with only its top card up, 13 cards in the stock", () => {
    const s = newDeal(rules, 8);
    for (const p of s.tableau) expect(p.map((c) => c.up)).toEqual([false, true, false, true]);
    expect(s.reserve.map((c) => c.up)).toEqual([...Array(10).fill(false), true]);
    expect(s.stock).toHaveLength(13);
    expect(new Set(cardsInPlay(s)).size).toBe(52);
  });

  it('M1: the reserve top plays, the next one turns up, and nothing goes onto the reserve', () => {
    const s = position(rules, { tableau: [['8S'], ['5D']], reserve: ['QC', '7H'] });
    const played = after(rules, s, mv('r', 't0'));
    expect(codes(played.reserve)).toEqual(['QC']);
    expect(moveRefusal(rules, played, mv('t1', 'r'))).toBe('ERR_NOT_A_TARGET');
  });

  it('M2: tableau as Athena; the reserve does not refill an empty pile by itself', () => {
    const s = position(rules, { tableau: [['KS'], ['QH']], reserve: ['5C', '4D'] });
    const moved = after(rules, s, mv('t1', 't0'));
    expect(moved.tableau[1]).toEqual([]);
    expect(codes(moved.reserve)).toEqual(['#5C', '4D']);
    expect(moveRefusal(rules, moved, mv('r', 't1'))).toBe('ERR_EMPTY_NEEDS_KING');
  });

  it('M3: one card a draw, one redeal (two passes)', () => {
    let s = position(rules, { tableau: [['KS']], stock: ['2C', '3C'] });
    s = after(rules, s, { kind: 'draw' });
    expect(codes(s.waste)).toEqual(['3C']);
    s = after(rules, s, { kind: 'draw' }, { kind: 'redeal' }, { kind: 'draw' }, { kind: 'draw' });
    expect(moveRefusal(rules, s, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
  });

  it('M4: no play-back from the foundations, unless the option allows it', () => {
    const s = position(rules, { tableau: [['3S']], foundations: [['AH', '2H']] });
    expect(moveRefusal(rules, s, mv('f0', 't0'))).toBe('ERR_NO_PLAY_BACK');
    expect(moveRefusal(rulesOf(minerva, { playBack: true }), s, mv('f0', 't0'))).toBeNull();
  });
});

describe('bureau', () => {
  const rules = rulesOf(bureau);
  it('B1: two decks; thirteen piles of four, down and up as in Athena; 52 in the stock', () => {
    const s = newDeal(rules, 3);
    expect(s.tableau).toHaveLength(13);
    for (const p of s.tableau) expect(p.map((c) => c.up)).toEqual([false, true, false, true]);
    expect(s.stock).toHaveLength(52);
    expect(new Set(cardsInPlay(s)).size).toBe(104);
  });

  it('B2: eight foundations built up from an Ace in alternating colours', () => {
    expect(newDeal(rules, 3).foundations).toHaveLength(8);
    const s = position(rules, { tableau: [['2H'], ['2S'], ['AD']], foundations: [['AC']] });
    expect(moveRefusal(rules, s, mv('t0', 'f0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_COLOUR');
    expect(moveRefusal(rules, s, mv('t2', 'f7'))).toBeNull();
  });

  it('B3: down in alternating colours, runs move as in Athena, an empty pile is never refilled', () => {
    const s = position(rules, { tableau: [['TC'], ['#3D', '9H', '8S'], [], ['KD']] });
    expect(moveRefusal(rules, s, mv('t1', 't0', 2))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't2'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it('B4: one card a draw, one redeal', () => {
    let s = position(rules, { tableau: [['KS']], stock: ['2C'] });
    s = after(rules, s, { kind: 'draw' }, { kind: 'redeal' }, { kind: 'draw' });
    expect(moveRefusal(rules, s, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
  });
});

describe('fan', () => {
  const rules = rulesOf(fan);
  it('N1: eighteen fans, seventeen of three and one of one, all face up; no stock', () => {
    const s = newDeal(rules, 4);
    expect(s.tableau.map((p) => p.length)).toEqual([...Array(17).fill(3), 1]);
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
    expect(moveRefusal(rules, s, { kind: 'draw' })).toBe('ERR_NO_STOCK');
  });

  it('N2: down in suit, top card alone, an empty fan takes only a King', () => {
    const s = position(rules, { tableau: [['9S'], ['8S'], ['8C'], [], ['KH'], ['QH', 'JH']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBe('ERR_TABLEAU_SUIT');
    expect(moveRefusal(rules, s, mv('t4', 't3'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't3'))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(moveRefusal(rules, s, mv('t5', 't4', 2))).toBe('ERR_TOP_CARD_ONLY');
  });
});

describe('la belle lucie', () => {
  const rules = rulesOf(laBelleLucie);
  it("L1: Fan's deal, down in suit, an empty fan is never refilled", () => {
    expect(newDeal(rules, 4).tableau.map((p) => p.length)).toEqual([...Array(17).fill(3), 1]);
    const s = position(rules, { tableau: [['9S'], ['8S'], [], ['KH']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't2'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it("L2: two redeals gather, shuffle with the game's random state, and deal fans of three again", () => {
    const s = position(rules, {
      tableau: [['9S', '4D'], [], ['KH', 'QC', '2S'], ['7H']],
      foundations: [['AC']],
      rng: 5,
    });
    const once = after(rules, s, { kind: 'redeal' });
    expect(once.tableau.map((p) => p.length).slice(0, 3)).toEqual([3, 3, 0]);
    expect(once.foundations).toEqual(s.foundations);
    expect(once).toEqual(after(rules, s, { kind: 'redeal' }));
    const twice = after(rules, once, { kind: 'redeal' });
    expect(moveRefusal(rules, twice, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
    expect(cardsInPlay(twice).sort()).toEqual(cardsInPlay(s).sort());
  });
});

describe('trefoil', () => {
  const rules = rulesOf(trefoil);
  it('T1: the Aces start on the foundations; 48 cards in sixteen fans of three', () => {
    const s = newDeal(rules, 6);
    expect(s.foundations.map((f) => f.map((c) => cardCode(c.card)))).toEqual([['AC'], ['AD'], ['AH'], ['AS']]);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(16).fill(3));
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
  });

  it('T1: an Ace never leaves its foundation; later cards may go back', () => {
    const s = position(rules, { tableau: [['2C'], ['3H']], foundations: [['AC'], ['AH', '2H']] });
    expect(moveRefusal(rules, s, mv('f0', 't0'))).toBe('ERR_FOUNDATION_BASE_FIXED');
    expect(moveRefusal(rules, s, mv('f1', 't1'))).toBeNull();
  });

  it('T2: down in suit, one card at a time, never refilled; two shuffling redeals', () => {
    const s = position(rules, { tableau: [['9S'], ['8S'], [], ['KH', 'QH']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t3', 't2'))).toBe('ERR_EMPTY_PILE_CLOSED');
    expect(moveRefusal(rules, s, mv('t3', 't0', 2))).toBe('ERR_TOP_CARD_ONLY');
    expect(rules.redeal).toEqual({ kind: 'shuffleTableau', limit: 2 });
  });
});
