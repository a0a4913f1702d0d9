import { describe, expect, it } from 'vitest';
import { cardCode, legalMoves, moveRefusal, newDeal, playUnchecked } from '@solitaire/engine';
import { codes, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { bakersGame, eightOff, freeCell, seahavenTowers } from './index.js';

const freeCellRules = rulesOf(freeCell);
const pilesOf = (piles: readonly (readonly { card: number }[])[]) =>
  piles.map((p) => p.map((c) => cardCode(c.card)).join(' '));

describe('freecell', () => {
  it('C1: eight piles of 7, 7, 7, 7, 6, 6, 6, 6 cards, all face up; no stock', () => {
    const s = newDeal(freeCellRules, 5);
    expect(s.tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6]);
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
    expect(s.stock).toEqual([]);
    expect(legalMoves(freeCellRules, s).some((m) => m.kind === 'draw')).toBe(false);
  });

  it('C2: four empty cells; a top card goes into an empty cell and back out onto a pile or a foundation', () => {
    expect(newDeal(freeCellRules, 5).cells).toEqual([[], [], [], []]);
    const s = position(freeCellRules, { tableau: [['9C', 'AH'], ['TD']], cells: ['9S'] });
    expect(moveRefusal(freeCellRules, s, mv('t0', 'c0'))).toBe('ERR_CELL_FULL');
    const parked = playUnchecked(freeCellRules, s, mv('t0', 'c3'));
    expect(codes(parked.cells[3]!)).toEqual(['AH']);
    expect(moveRefusal(freeCellRules, parked, mv('c3', 'f0'))).toBeNull();
    expect(moveRefusal(freeCellRules, parked, mv('c0', 't1'))).toBeNull();
    expect(moveRefusal(freeCellRules, parked, mv('t1', 'c0'))).toBe('ERR_CELL_FULL');
  });

  it('C3: down in alternating colours; any card into an empty pile', () => {
    const s = position(freeCellRules, { tableau: [['8S'], ['7H'], ['7C'], ['4D']] });
    expect(moveRefusal(freeCellRules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(freeCellRules, s, mv('t2', 't0'))).toBe('ERR_TABLEAU_COLOUR');
    expect(moveRefusal(freeCellRules, s, mv('t3', 't5'))).toBeNull();
  });

  it('C4: a run moves when the empty cells and piles could carry it: (cells + 1) × 2^piles', () => {
    const run = ['9S', '8H', '7C', '6D', '5S', '4H'];
    const full = ['2C', '2D', '3C', '3D', '4C', '4S'];
    // Every pile in use, two empty cells.
    const s = position(freeCellRules, {
      tableau: [run, ['TD'], ...full.map((c) => [c])],
      cells: ['KS', 'KH'],
    });
    // (2 + 1) × 2^0 = 3.
    expect(moveRefusal(freeCellRules, s, mv('t0', 't1', 6))).toBe('ERR_RUN_TOO_LONG');
    const oneEmptyPile = position(freeCellRules, {
      tableau: [run, ['TD'], ...full.slice(0, 5).map((c) => [c])],
      cells: ['KS', 'KH'],
    });
    // (2 + 1) × 2^1 = 6 onto the Ten; into the empty pile, (2 + 1) × 2^0 = 3.
    expect(moveRefusal(freeCellRules, oneEmptyPile, mv('t0', 't1', 6))).toBeNull();
    expect(moveRefusal(freeCellRules, oneEmptyPile, mv('t0', 't7', 3))).toBeNull();
    expect(moveRefusal(freeCellRules, oneEmptyPile, mv('t0', 't7', 4))).toBe('ERR_RUN_TOO_LONG');
    expect(moveRefusal(freeCellRules, s, mv('t0', 't1', 3))).toBe('ERR_TABLEAU_RANK');
  });

  it("C5: deal numbers are Microsoft's (deal 1 begins JD 2D 9H JC 5D 7H 7C 5H)", () => {
    const s = newDeal(freeCellRules, 1);
    expect(s.tableau.map((p) => cardCode(p[0]!.card))).toEqual(['JD', '2D', '9H', 'JC', '5D', '7H', '7C', '5H']);
    expect(pilesOf(newDeal(freeCellRules, 11982).tableau)[0]).toBe('AH 3D KD JC 6C JD KC');
  });

  it('F1-F2: no card comes back off a foundation', () => {
    const s = position(freeCellRules, { tableau: [['3D']], foundations: [['AC', '2C']] });
    expect(moveRefusal(freeCellRules, s, mv('f0', 't0'))).toBe('ERR_NO_PLAY_BACK');
  });
});

describe("baker's game", () => {
  const rules = rulesOf(bakersGame);

  it('G1: FreeCell building in suit, with the same deal numbers', () => {
    const s = position(rules, { tableau: [['8S'], ['7H'], ['7S']] });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBe('ERR_TABLEAU_SUIT');
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBeNull();
    expect(pilesOf(newDeal(rules, 617).tableau)).toEqual(pilesOf(newDeal(freeCellRules, 617).tableau));
    const mixed = position(rules, { tableau: [['TS', '9S', '8H'], ['JS']] });
    expect(moveRefusal(rules, mixed, mv('t0', 't1', 3))).toBe('ERR_NOT_A_RUN');
  });
});

describe('eight off', () => {
  const rules = rulesOf(eightOff);

  it('E1: eight piles of six face up; four cells of eight filled at the deal', () => {
    const s = newDeal(rules, 3);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(8).fill(6));
    expect(s.cells.map((c) => c.length)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
    expect(new Set([...s.tableau.flat(), ...s.cells.flat()].map((c) => c.card)).size).toBe(52);
  });

  it('E2: down in suit, Kings alone to an empty pile, runs carried through the cells only', () => {
    const s = position(rules, {
      tableau: [['KD', 'QD', 'JD', 'TD', '9D'], ['5C'], ['TH'], ['9H']],
      cells: ['2C', '2D', '2H', '2S', '3C', '3D'],
    });
    expect(moveRefusal(rules, s, mv('t3', 't2'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t1', 't5'))).toBe('ERR_EMPTY_NEEDS_KING');
    // Two empty cells: three cards at most, whatever the empty piles; a run not headed by a King fits nowhere empty.
    expect(moveRefusal(rules, s, mv('t0', 't5', 4))).toBe('ERR_EMPTY_NEEDS_KING');
    expect(moveRefusal(rules, s, mv('t0', 't5', 5))).toBe('ERR_RUN_TOO_LONG');
    const roomy = position(rules, { tableau: [['KD', 'QD', 'JD', 'TD', '9D']], cells: ['2C', '2D', '2H', '2S'] });
    expect(moveRefusal(rules, roomy, mv('t0', 't1', 5))).toBeNull();
  });
});

describe('seahaven towers', () => {
  const rules = rulesOf(seahavenTowers);

  it('H1: ten piles of five face up; two cells of four filled at the deal', () => {
    const s = newDeal(rules, 3);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(10).fill(5));
    expect(s.cells.map((c) => c.length)).toEqual([1, 1, 0, 0]);
  });

  it('H2: down in suit, Kings alone to an empty pile, runs carried through the cells only', () => {
    const s = position(rules, { tableau: [['9S', '8S', '7S', '6S'], ['TS'], ['5H']] });
    expect(moveRefusal(rules, s, mv('t0', 't1', 4))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't3'))).toBe('ERR_EMPTY_NEEDS_KING');
    const tight = position(rules, { tableau: [['9S', '8S', '7S', '6S'], ['TS']], cells: ['2C', '2D'] });
    expect(moveRefusal(rules, tight, mv('t0', 't1', 4))).toBe('ERR_RUN_TOO_LONG');
    expect(moveRefusal(rules, tight, mv('t0', 't1', 3))).toBe('ERR_TABLEAU_RANK');
  });
});
