import { describe, expect, it } from 'vitest';
import {
  type Move,
  type PileRef,
  cardCode,
  cardsInPlay,
  deckCards,
  type Game,
  gameFrom,
  gameScore,
  gameStatus,
  play,
  startGame,
  undo,
  isWon,
  legalMoves,
  moveRefusal,
  newDeal,
  type OptionValue,
  optionValue,
  resolveRules,
  type Rules,
  validateDefinition,
} from '@solitaire/engine';
import { codes, move as mv, at as position, pile, played, rulesFor as rulesOf } from '@solitaire/engine/testing';
import { acesUp, blackHole, canonPart3, golf, pyramid, triPeaks } from './index.js';

const discard = (from: string): Move => ({ kind: 'discard', from: pile(from) });
const pair = (first: string | PileRef, second: string | PileRef): Move => ({
  kind: 'pair',
  first: typeof first === 'string' ? pile(first) : first,
  second: typeof second === 'string' ? pile(second) : second,
});

describe('the games of issue 40 as definitions', () => {
  it.each(canonPart3.map((d) => [d.id, d] as const))('%s is valid and deals every card once', (_id, def) => {
    expect(validateDefinition(def)).toEqual({ ok: true, value: def });
    const r = rulesOf(def);
    for (const deal of [1, 2, 3]) expect(cardsInPlay(newDeal(r, deal)).sort((a, b) => a - b)).toEqual(deckCards(r));
  });
});

describe('Golf', () => {
  const r = rulesOf(golf);
  it('O1: seven piles of five face up, no building, an empty pile stays empty', () => {
    const s = newDeal(r, 1);
    expect(s.tableau.map((p) => p.length)).toEqual([5, 5, 5, 5, 5, 5, 5]);
    expect(s.tableau.flat().every((c) => c.up)).toBe(true);
    const t = position(r, { tableau: [['5C'], ['6D'], []], foundations: [['9H']] });
    expect(moveRefusal(r, t, mv('t0', 't1'))).toBe('ERR_NO_BUILDING');
    expect(moveRefusal(r, t, mv('t0', 't2'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it('O2: one rank up or down whatever the suit, a Queen on a King, no Ace on a King', () => {
    expect(newDeal(r, 1).foundations[0]).toHaveLength(1);
    const t = position(r, { tableau: [['QS'], ['AC'], ['JD']], foundations: [['KH']] });
    expect(moveRefusal(r, t, mv('t0', 'f0'))).toBeNull();
    expect(moveRefusal(r, t, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    expect(moveRefusal(r, t, mv('t2', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    expect(moveRefusal(r, t, mv('f0', 't2'))).toBe('ERR_NO_PLAY_BACK');
  });

  it('O2: the setting of what goes on a King: a Queen only, nothing, or the Ace as a neighbour both ways', () => {
    const onKing = (value: OptionValue) => rulesOf(golf, { onKing: value });
    const king = { tableau: [['QS'], ['AC'], ['JD']], foundations: [['KH']] };
    const ace = { tableau: [['KS'], ['2C']], foundations: [['AH']] };
    const refusals = (rules: Rules) => [
      moveRefusal(rules, position(rules, king), mv('t0', 'f0')),
      moveRefusal(rules, position(rules, king), mv('t1', 'f0')),
      moveRefusal(rules, position(rules, ace), mv('t0', 'f0')),
      moveRefusal(rules, position(rules, ace), mv('t1', 'f0')),
    ];
    expect(refusals(onKing('queen'))).toEqual([null, 'ERR_FOUNDATION_STEP', 'ERR_FOUNDATION_STEP', null]);
    expect(refusals(onKing('nothing'))).toEqual([
      'ERR_NOTHING_ON_KING',
      'ERR_NOTHING_ON_KING',
      'ERR_FOUNDATION_STEP',
      null,
    ]);
    expect(refusals(onKing('ace'))).toEqual([null, null, null, null]);
    expect(optionValue(golf, 'onKing')).toBe('queen');
    expect(resolveRules(golf, { onKing: 'wrap' as OptionValue }).ok).toBe(false);
    expect(resolveRules(blackHole, { onKing: 'queen' }).ok).toBe(false);
    const offered = (choices: OptionValue[]) => validateDefinition({ ...golf, options: [{ key: 'onKing', choices }] });
    expect(offered(['queen', 'round' as OptionValue])).toMatchObject({ ok: false, error: 'ERR_DEF_VOCABULARY' });
    expect(offered(['queen', 'ace']).ok).toBe(true);
  });

  it('O3: the stock turns onto the foundation whatever the rank, once; won when the piles are cleared', () => {
    const s = newDeal(r, 1);
    expect(s.stock).toHaveLength(16);
    const t = position(r, { tableau: [['5C']], foundations: [['9H']], stock: ['2D', 'KS'] });
    expect(codes(played(r)(t, { kind: 'draw' }).foundations[0]!)).toEqual(['9H', 'KS']);
    expect(moveRefusal(r, t, { kind: 'redeal' })).toBe('ERR_NO_REDEAL');
    expect(gameStatus(r, position(r, { tableau: [], foundations: [['9H']], stock: ['2D'] }))).toBe('won');
    expect(gameStatus(r, position(r, { tableau: [['5C']], foundations: [['9H']], stock: ['2D'] }))).toBe('blocked');
  });
});

describe('Black Hole', () => {
  const r = rulesOf(blackHole);
  it('O4: the A♠ on the foundation, seventeen fans of three face up, no building', () => {
    const s = newDeal(r, 1);
    expect(codes(s.foundations[0]!)).toEqual(['AS']);
    expect(s.tableau.map((p) => p.length)).toEqual(Array<number>(17).fill(3));
    expect(s.stock).toHaveLength(0);
    const t = position(r, { tableau: [['5C'], ['6D']], foundations: [['AS']] });
    expect(moveRefusal(r, t, mv('t0', 't1'))).toBe('ERR_NO_BUILDING');
  });

  it('O5: up or down, King and Ace next to each other, no stock; won with every card home', () => {
    const t = position(r, { tableau: [['KC'], ['2D'], ['QH']], foundations: [['AS']] });
    expect(legalMoves(r, t)).toEqual([mv('t0', 'f0'), mv('t1', 'f0')]);
    expect(moveRefusal(r, t, { kind: 'draw' })).toBe('ERR_NO_STOCK');
    expect(isWon(r, position(r, { tableau: [], foundations: [['AS', 'KC']] }))).toBe(true);
  });
});

describe('Aces Up', () => {
  const r = rulesOf(acesUp);
  it('O6: four piles of one, the stock dealing one card onto each pile, empty or not', () => {
    const s = newDeal(r, 1);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    expect(s.stock).toHaveLength(48);
    const t = position(r, { tableau: [['5C'], [], ['7H'], ['9S']], stock: ['2D', '3D', '4D', '5D'] });
    expect(played(r)(t, { kind: 'draw' }).tableau.map((p) => p.length)).toEqual([2, 1, 2, 2]);
  });

  it('O7: a top card is discarded while a higher card of its suit, Ace high, tops another pile', () => {
    const t = position(r, { tableau: [['5C'], ['AC'], ['KH'], ['QH']] });
    expect(moveRefusal(r, t, discard('t0'))).toBeNull();
    expect(moveRefusal(r, t, discard('t3'))).toBeNull();
    expect(moveRefusal(r, t, discard('t1'))).toBe('ERR_NO_HIGHER_CARD');
    expect(moveRefusal(r, t, discard('t2'))).toBe('ERR_NO_HIGHER_CARD');
    expect(codes(played(r)(t, discard('t0')).foundations[0]!)).toEqual(['5C']);
    expect(moveRefusal(r, t, mv('t0', 'f0'))).toBe('ERR_DISCARDS_ONLY');
  });

  it('O8: any top card to an empty pile, none on another; won with only the Aces left', () => {
    const t = position(r, { tableau: [['5C', '8D'], ['AC'], []] });
    expect(moveRefusal(r, t, mv('t0', 't2'))).toBeNull();
    expect(moveRefusal(r, t, mv('t0', 't1'))).toBe('ERR_NO_BUILDING');
    const aces = { tableau: [['AC'], ['AD'], ['AH'], ['AS']], foundations: [['5C']] };
    expect(gameStatus(r, position(r, aces))).toBe('won');
    expect(gameStatus(r, position(r, { ...aces, stock: ['2D', '3D', '4D', '5D'] }))).toBe('playing');
  });
});

describe('Pyramid', () => {
  const r = rulesOf(pyramid);
  // Pile of card i of row r (both from 0).
  const t = (row: number, i: number) => `t${(row * (row + 1)) / 2 + i}`;
  const rows = (bottom: string[], above: string[] = []) => [
    ...Array.from({ length: 5 }, (_, k) => Array<string>(k + 1).fill('')),
    [...above, ...Array<string>(6 - above.length).fill('')],
    bottom,
  ];
  const at = (grid: string[][], rest = {}) => position(r, { tableau: grid.flat().map((c) => (c ? [c] : [])), ...rest });

  it('Q1: 28 cards face up in seven rows, each covered by the two below it, the bottom row free', () => {
    const s = newDeal(r, 1);
    expect(s.tableau.every((p) => p.length === 1 && p[0]!.up)).toBe(true);
    expect(s.stock).toHaveLength(24);
    const listed = legalMoves(r, s).filter((m) => m.kind === 'pair' || m.kind === 'discard');
    // The pyramid's free cards are its bottom row; the stock's next card is free too (Q3).
    const fromRow6 = (ref: PileRef) => (ref.zone === 'tableau' && ref.index >= 21) || ref.zone === 'stock';
    expect(listed.every((m) => (m.kind === 'pair' ? fromRow6(m.first) && fromRow6(m.second) : fromRow6(m.from)))).toBe(
      true,
    );
    const s2 = at(rows(['QC', '', '', '', '', '', ''], ['AD']));
    expect(moveRefusal(r, s2, pair(t(5, 0), t(6, 0)))).toBe('ERR_CARD_COVERED');
  });

  it('Q2: two free cards totalling 13 leave together, a King alone; nothing is built', () => {
    const s = at(rows(['QC', 'AD', 'KH', '5S', '', '', '']));
    expect(moveRefusal(r, s, pair(t(6, 0), t(6, 1)))).toBeNull();
    expect(moveRefusal(r, s, discard(t(6, 2)))).toBeNull();
    expect(moveRefusal(r, s, pair(t(6, 0), t(6, 3)))).toBe('ERR_PAIR_TOTAL');
    expect(moveRefusal(r, s, discard(t(6, 3)))).toBe('ERR_PAIR_TOTAL');
    expect(moveRefusal(r, s, mv(t(6, 3), t(6, 0)))).toBe('ERR_PILE_FULL');
    const after = played(r)(s, pair(t(6, 0), t(6, 1)));
    expect(codes(after.foundations[0]!)).toEqual(['QC', 'AD']);
  });

  it('Q3: the waste top and the stock top pair; the stock gone through three times in all', () => {
    const s = at(rows(['8C', '', '', '', '', '', '']), { waste: ['5H'], stock: ['2D'] });
    expect(moveRefusal(r, s, pair(t(6, 0), 'w'))).toBeNull();
    // The stock's top card (the last listed) is free, and shown: it pairs with the pyramid or the waste.
    const next = at(rows(['2C', 'KD', '', '', '', '', '']), { waste: ['AH'], stock: ['KS', '5S', 'JD'] });
    expect(moveRefusal(r, next, pair(t(6, 0), 's'))).toBeNull();
    expect(moveRefusal(r, next, pair('w', 's'))).toBe('ERR_PAIR_TOTAL');
    expect(moveRefusal(r, next, discard('s'))).toBe('ERR_PAIR_TOTAL');
    const after = played(r)(next, pair(t(6, 0), 's'));
    expect(codes(after.foundations[0]!)).toEqual(['2C', 'JD']);
    // The next card of the stock shows in its turn, the rest stay down; so it is at the deal.
    expect(after.stock.map((c) => c.up)).toEqual([false, true]);
    const dealt = newDeal(r, 1).stock;
    expect(dealt.map((c) => c.up)).toEqual([...Array<boolean>(dealt.length - 1).fill(false), true]);
    expect(legalMoves(r, next)).toContainEqual(pair(t(6, 0), 's'));
    const king = at(rows(['', '', '', '', '', '', '']), { stock: ['5S', 'KS'] });
    expect(legalMoves(r, king)).toContainEqual(discard('s'));
    const passes = position(r, { tableau: [['KC']], waste: ['2D'], redeals: 2 });
    expect(moveRefusal(r, passes, { kind: 'redeal' })).toBe('ERR_NO_REDEALS_LEFT');
    expect(moveRefusal(r, { ...passes, redeals: 1 }, { kind: 'redeal' })).toBeNull();
  });

  it('Q4: won once the pyramid is cleared, whatever the stock and waste hold', () => {
    expect(gameStatus(r, position(r, { tableau: [], waste: ['5H'], stock: ['2D'] }))).toBe('won');
  });

  it('Q4: a setting asks for all 52 cards: the stock and the waste must be cleared too', () => {
    expect(optionValue(pyramid, 'goal')).toBe('tableauCleared');
    const every = rulesOf(pyramid, { goal: 'allCards' });
    expect(gameStatus(every, position(every, { tableau: [], waste: ['5H'], stock: ['2D'] }))).not.toBe('won');
    const removed = position(every, { tableau: [], foundations: [deckCards(every).map(cardCode)] });
    expect(gameStatus(every, removed)).toBe('won');
    expect(resolveRules(pyramid, { goal: 'acesLeft' }).ok).toBe(false);
  });
});

describe('TriPeaks', () => {
  const r = rulesOf(triPeaks);
  it('Q5: three peaks face down over a bottom row of ten face up; a card turns up once uncovered', () => {
    const s = newDeal(r, 1);
    expect(s.tableau.map((p) => p[0]!.up)).toEqual([
      ...Array<boolean>(18).fill(false),
      ...Array<boolean>(10).fill(true),
    ]);
    // Play the two cards covering pile 9 whatever they are, by setting the foundation to fit each in turn.
    let t = s;
    for (const i of [18, 19]) {
      const rank = (t.tableau[i]![0]!.card % 13) + 1;
      const fit = rank === 13 ? 'QC' : rank === 12 ? 'KC' : `${'A23456789TJQK'[rank]}C`;
      t = {
        ...t,
        foundations: [[{ card: deckCards(r).find((c) => codes([{ card: c, up: true }])[0] === fit)!, up: true }]],
      };
      t = played(r)(t, mv(`t${i}`, 'f0'));
    }
    expect(t.tableau[9]![0]!.up).toBe(true);
    expect(t.tableau[10]![0]!.up).toBe(false);
  });

  it('Q6: free cards one rank up or down, King and Ace next to each other; covered cards wait', () => {
    const s = newDeal(r, 1);
    expect(s.foundations[0]).toHaveLength(1);
    const sources = legalMoves(r, s).flatMap((m) => (m.kind === 'move' ? [m.from.index] : []));
    expect(sources.every((i) => i >= 18)).toBe(true);
    expect(moveRefusal(r, s, mv('t0', 'f0'))).toBe('ERR_CARD_COVERED');
  });

  it('Q6: a setting stops the foundation at the King (a Queen goes on it, no Ace; no King on an Ace)', () => {
    expect(optionValue(triPeaks, 'onKing')).toBe('ace');
    const stops = rulesOf(triPeaks, { onKing: 'queen' });
    const onKing = position(stops, { tableau: [['QS'], ['AC']], foundations: [['KH']] });
    expect(moveRefusal(stops, onKing, mv('t0', 'f0'))).toBeNull();
    expect(moveRefusal(stops, onKing, mv('t1', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    const onAce = position(stops, { tableau: [['KS']], foundations: [['AH']] });
    expect(moveRefusal(stops, onAce, mv('t0', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    expect(moveRefusal(r, position(r, { tableau: [['KS']], foundations: [['AH']] }), mv('t0', 'f0'))).toBeNull();
  });

  it('Q7: the stock turns onto the foundation, once; won once the peaks are cleared', () => {
    const s = newDeal(r, 1);
    expect(s.stock).toHaveLength(23);
    expect(played(r)(s, { kind: 'draw' }).foundations[0]).toHaveLength(2);
    expect(gameStatus(r, position(r, { tableau: [], foundations: [['5H']], stock: ['2D'] }))).toBe('won');
  });

  it('Q8: 5 points charged per card off the peaks, streaks from the peaks, 15 a peak cleared, 30 for all three', () => {
    const step = (g: Game, m: Move): Game => {
      const next = play(g, m);
      if (!next.ok) throw new Error(next.error);
      return next.value;
    };
    const started = startGame(triPeaks, 1);
    if (!started.ok) throw new Error(started.error);
    let g = started.value;
    expect(gameScore(g)).toBe(-120);
    const fromPeaks = (game: Game) =>
      legalMoves(game.rules, game.log.states[game.cursor]!).find((m) => m.kind === 'move');
    g = step(g, fromPeaks(g)!);
    expect(gameScore(g)).toBe(-119);
    const second = fromPeaks(g);
    if (second) {
      g = step(g, second);
      expect(gameScore(g)).toBe(-117);
      expect(gameScore(undo(g))).toBe(-119);
    }
    // A card turned from the stock costs nothing more (charged at the deal) but starts the streak again.
    const afterDraw = step(g, { kind: 'draw' });
    expect(gameScore(afterDraw)).toBe(gameScore(g));
    const next = fromPeaks(afterDraw);
    if (next) expect(gameScore(step(afterDraw, next))).toBe(gameScore(g)! + 1);
    // Peaks: the three top-row places are piles 0 to 2. One card on the foundation at the start: -5.
    const twoLeft = position(r, { tableau: [['5S'], ['9D']], foundations: [['4H']] });
    expect(gameScore(step(gameFrom(r, 1, twoLeft), mv('t0', 'f0')))).toBe(-5 + 1 + 2 * 15);
    const lastPeak = position(r, { tableau: [['5S']], foundations: [['4H']] });
    expect(gameScore(step(gameFrom(r, 1, lastPeak), mv('t0', 'f0')))).toBe(-5 + 1 + 3 * 15 + 30);
    // Golf, Black Hole, Aces Up and Pyramid keep no score.
    for (const def of [golf, blackHole, acesUp, pyramid]) {
      const other = startGame(def, 1);
      expect(other.ok && gameScore(other.value), def.id).toBeNull();
    }
  });
});
