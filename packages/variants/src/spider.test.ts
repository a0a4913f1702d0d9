import { describe, expect, it } from 'vitest';
import {
  type Game,
  type Move,
  cardsInPlay,
  deckCards,
  gameFrom,
  gameScore,
  gameStatus,
  play,
  startGame,
  undo,
  legalMoves,
  moveRefusal,
  newDeal,
  resolveRules,
  suitOf,
  validateDefinition,
} from '@solitaire/engine';
import { codes, move as mv, at as position, played, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { scorpion, simpleSimon, spider, spiderFamily, spiderette, willOTheWisp } from './index.js';

const rules = rulesOf(spider);
/** The spades from rank `high` down to rank `low`, as codes. */
const spadesDown = (high: number, low: number) =>
  Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);

describe('the spider family as definitions', () => {
  it.each(spiderFamily.map((d) => [d.id, d] as const))('%s is valid and deals every card once', (_id, def) => {
    expect(validateDefinition(def)).toEqual({ ok: true, value: def });
    const r = rulesOf(def);
    for (const deal of [0, 1, 99, 4294967295]) {
      const all = cardsInPlay(newDeal(r, deal)).sort((a, b) => a - b);
      expect(all).toEqual(deckCards(r));
    }
  });
});

describe('spider', () => {
  it('U1: 104 cards in four suits, or in two (spades and hearts) or one (spades) as options', () => {
    for (const [suits, names] of [
      [undefined, ['clubs', 'diamonds', 'hearts', 'spades']],
      [2, ['hearts', 'spades']],
      [1, ['spades']],
    ] as const) {
      const r = rulesOf(spider, suits === undefined ? {} : { suits });
      const all = cardsInPlay(newDeal(r, 11));
      expect(all).toHaveLength(104);
      expect(new Set(all.map(suitOf))).toEqual(new Set(names));
    }
    expect(resolveRules(spider, { suits: 3 }).ok).toBe(false);
  });

  it('U2: ten piles of 6, 6, 6, 6, 5, 5, 5, 5, 5, 5, the top card up; 50 in the stock', () => {
    const s = newDeal(rules, 4);
    expect(s.tableau.map((p) => p.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    expect(s.tableau.map((p) => p.filter((c) => c.up).length)).toEqual(Array(10).fill(1));
    expect(s.tableau.every((p) => p.at(-1)!.up)).toBe(true);
    expect(s.stock).toHaveLength(50);
  });

  it('U3: down one rank whatever the suit; an empty pile takes any card', () => {
    const s = position(rules, {
      tableau: [['9C'], ['8H'], ['7D'], ['3S', '4S'], [], ['JH'], ['JS'], ['JD'], ['JC'], ['QS']],
    });
    expect(moveRefusal(rules, s, mv('t1', 't0'))).toBeNull();
    expect(moveRefusal(rules, s, mv('t2', 't0'))).toBe('ERR_TABLEAU_RANK');
    expect(moveRefusal(rules, s, mv('t2', 't4'))).toBeNull();
  });

  it('U4: several cards move only as a run of one suit; the card below turns up', () => {
    const s = position(rules, { tableau: [['#KD', '9S', '8S', '7S'], ['TH'], ['9D', '8S'], ['9C'], ['TC']] });
    expect(moveRefusal(rules, s, mv('t2', 't4', 2))).toBe('ERR_NOT_ONE_SUIT');
    expect(moveRefusal(rules, s, mv('t2', 't3'))).toBeNull();
    const after = played(rules)(s, mv('t0', 't1', 3));
    expect(codes(after.tableau[0]!)).toEqual(['KD']);
    expect(codes(after.tableau[1]!)).toEqual(['TH', '9S', '8S', '7S']);
  });

  it('U5: a deal puts one card face up on every pile, refused while a pile is empty', () => {
    const s = newDeal(rules, 4);
    const after = played(rules)(s, { kind: 'draw' });
    expect(after.tableau.map((p) => p.length)).toEqual([7, 7, 7, 7, 6, 6, 6, 6, 6, 6]);
    expect(after.tableau.every((p) => p.at(-1)!.up)).toBe(true);
    expect(after.stock).toHaveLength(40);
    const holed = position(rules, { tableau: [['9C'], [], ['7D']], stock: ['AS'] });
    expect(moveRefusal(rules, holed, { kind: 'draw' })).toBe('ERR_DEAL_NEEDS_EVERY_PILE');
  });

  it('U6: a complete run of one suit leaves with the move that completes it; no card goes up alone', () => {
    const s = position(rules, { tableau: [['#5D', ...spadesDown(13, 2)], ['AS'], ['2H']], stock: ['3C'] });
    expect(moveRefusal(rules, s, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_RUNS_ONLY');
    const after = played(rules)(s, mv('t1', 't0'));
    expect(codes(after.tableau[0]!)).toEqual(['5D']);
    expect(codes(after.foundations[0]!)).toEqual(spadesDown(13, 1));
    expect(legalMoves(rules, after).some((m) => m.kind === 'move' && m.from.zone === 'foundation')).toBe(false);
    // A run of mixed suits is no complete run.
    const mixed = position(rules, { tableau: [[...spadesDown(13, 3), '2H'], ['AS']] });
    expect(played(rules)(mixed, mv('t1', 't0')).foundations[0]).toEqual([]);
  });

  it('U8: 500 at the deal, a point off per move (a row dealt too), 100 per complete run; undo gives back', () => {
    const step = (g: Game, m: Move): Game => {
      const r = play(g, m);
      if (!r.ok) throw new Error(r.error);
      return r.value;
    };
    const started = startGame(spider, 1, { suits: 1 });
    if (!started.ok) throw new Error(started.error);
    let g = started.value;
    expect(gameScore(g)).toBe(500);
    const first = legalMoves(g.rules, newDeal(g.rules, 1)).find((m) => m.kind === 'move')!;
    g = step(g, first);
    expect(gameScore(g)).toBe(499);
    g = step(g, { kind: 'draw' });
    expect(gameScore(g)).toBe(498);
    expect(gameScore(undo(g))).toBe(499);
    // The move that completes a run: one point off, 100 on.
    const s = position(rules, { tableau: [['#5D', ...spadesDown(13, 2)], ['AS'], ['2H']], stock: ['3C'] });
    expect(gameScore(step(gameFrom(rules, 1, s), mv('t1', 't0')))).toBe(500 - 1 + 100);
    // Its cousins keep no score.
    for (const def of [spiderette, willOTheWisp, simpleSimon, scorpion]) {
      const other = startGame(def, 1);
      expect(other.ok && gameScore(other.value), def.id).toBeNull();
    }
  });

  it('U7: won once all eight runs have left the tableau', () => {
    const r = rulesOf(spider, { suits: 1 });
    const home = Array.from({ length: 7 }, () => spadesDown(13, 1));
    const s = position(r, { tableau: [spadesDown(13, 2), ['AS']], foundations: home });
    expect(gameStatus(r, s)).toBe('playing');
    expect(gameStatus(r, played(r)(s, mv('t1', 't0')))).toBe('won');
  });
});

describe('spiderette, will o’ the wisp, simple simon', () => {
  it('X1: one deck on Klondike’s seven piles, 24 in the stock dealt seven at a time, four foundations', () => {
    const r = rulesOf(spiderette);
    const s = newDeal(r, 9);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(s.tableau.map((p) => p.filter((c) => c.up).length)).toEqual(Array(7).fill(1));
    expect(s.foundations).toHaveLength(4);
    const after = played(r)(s, { kind: 'draw' });
    expect(after.stock).toHaveLength(17);
    expect(after.tableau.map((p) => p.length)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });

  it('X2: seven piles of three, two down under one up; 31 in the stock', () => {
    const s = newDeal(rulesOf(willOTheWisp), 9);
    expect(codes(s.tableau[0]!).map((c) => c.startsWith('#'))).toEqual([true, true, false]);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(7).fill(3));
    expect(s.stock).toHaveLength(31);
  });

  it('X3: every card face up on ten piles of 8, 8, 8, 7 down to 1; no stock; Spider’s runs', () => {
    const r = rulesOf(simpleSimon);
    const s = newDeal(r, 9);
    expect(s.tableau.map((p) => p.length)).toEqual([8, 8, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(s.tableau.every((p) => p.every((c) => c.up))).toBe(true);
    expect(s.stock).toEqual([]);
    expect(moveRefusal(r, s, { kind: 'draw' })).toBe('ERR_NO_STOCK');
    const t = position(r, { tableau: [['9D', '8S'], ['9C']] });
    expect(moveRefusal(r, t, mv('t0', 't1', 2))).toBe('ERR_NOT_ONE_SUIT');
  });
});

describe('scorpion', () => {
  const r = rulesOf(scorpion);

  it('X4: seven piles of seven, three face down at the bottom of the first four; three in the stock', () => {
    const s = newDeal(r, 9);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(7).fill(7));
    expect(s.tableau.map((p) => p.filter((c) => !c.up).length)).toEqual([3, 3, 3, 3, 0, 0, 0]);
    expect(s.tableau.every((p) => p.at(-1)!.up)).toBe(true);
    expect(s.stock).toHaveLength(3);
  });

  it('X5: down in suit; any face-up card moves with what lies on it; only a King to an empty pile', () => {
    const s = position(r, { tableau: [['#2C', '8H', 'KC', '3D'], ['9H'], ['9S'], [], ['QD', '5C']] });
    expect(moveRefusal(r, s, mv('t0', 't1', 3))).toBeNull();
    expect(moveRefusal(r, s, mv('t0', 't2', 3))).toBe('ERR_TABLEAU_SUIT');
    expect(moveRefusal(r, s, mv('t0', 't3', 2))).toBeNull();
    expect(moveRefusal(r, s, mv('t4', 't3'))).toBe('ERR_EMPTY_NEEDS_KING');
    const after = played(r)(s, mv('t0', 't1', 3));
    expect(codes(after.tableau[0]!)).toEqual(['2C']);
  });

  it('X6: the stock deals its three cards onto the first three piles, even with a pile empty; runs leave', () => {
    const s = position(r, { tableau: [['9H'], [], ['9S'], ['4D']], stock: ['2D', '3D', '4C'] });
    const after = played(r)(s, { kind: 'draw' });
    expect(after.tableau.map(codes)).toEqual([['9H', '4C'], ['3D'], ['9S', '2D'], ['4D'], [], [], []]);
    expect(after.stock).toEqual([]);
    const run = position(r, { tableau: [spadesDown(13, 2), ['AS']] });
    expect(codes(played(r)(run, mv('t1', 't0')).foundations[0]!)).toEqual(spadesDown(13, 1));
  });
});
