import { describe, expect, it } from 'vitest';
import { fullDeck, suitOf } from './card.js';
import { dealFromDeck, newDeal } from './deal.js';
import { currentState, gameFrom, play, undo } from './game.js';
import { positionFromLayout } from './layout.js';
import { applyMove, legalMoves, moveRefusal } from './moves.js';
import { stockAction } from './queries.js';
import { type VariantDefinition, deckCards, validateDefinition } from './rules.js';
import { loadGame, serializeGame } from './save.js';
import { cardsInPlay, positionKey, statesEqual } from './state.js';
import { at, baseDef, codes, move, rulesFor } from './testing.js';
import { gameStatus } from './verdict.js';

// A Spider-like game built from the engine's vocabulary alone: two decks' worth of cards, ten piles dealt 6 and 5,
// a stock that deals a row, one-suit runs, complete runs to the foundations.
const tenPiles = { sizes: [6, 6, 6, 6, 5, 5, 5, 5, 5, 5], faceDown: [5, 5, 5, 5, 4, 4, 4, 4, 4, 4] };
const runsDef: VariantDefinition = {
  ...baseDef,
  id: 'test-runs',
  decks: 2,
  foundations: { ...baseDef.foundations, count: 8, playBack: false, completeRuns: true },
  tableau: {
    ...baseDef.tableau,
    count: 10,
    build: { ...baseDef.tableau.build, suit: 'any' },
    moveUnit: 'suitedRun',
    whenEmpty: 'anyCard',
  },
  deal: { ...baseDef.deal, tableau: { kind: 'piles', ...tenPiles } },
  stock: { draw: 1, dealsTo: 'tableau', needsEveryPile: true },
  redeal: null,
  options: [{ key: 'suits', choices: [4, 2, 1] }],
};
const rules = rulesFor(runsDef);
const oneSuit = rulesFor(runsDef, { suits: 1 });
const spadesDown = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, k) => `${'A23456789TJQK'[from - k - 1]}S`);

describe('deck composition', () => {
  it('deals the same number of cards in one, two or four suits, each suit copied evenly', () => {
    for (const [suits, names] of [
      [4, ['clubs', 'diamonds', 'hearts', 'spades']],
      [2, ['hearts', 'spades']],
      [1, ['spades']],
    ] as const) {
      const r = rulesFor(runsDef, { suits });
      const dealt = cardsInPlay(newDeal(r, 7)).sort((a, b) => a - b);
      expect(dealt).toEqual(deckCards(r));
      expect(dealt).toEqual(fullDeck(2, suits));
      expect(new Set(dealt.map(suitOf))).toEqual(new Set(names));
      for (const name of names) expect(dealt.filter((c) => suitOf(c) === name)).toHaveLength(104 / names.length);
    }
  });

  it('reads as many copies of a card as the composition has, and refuses one more or a missing suit', () => {
    const eight = Array.from({ length: 8 }, () => ['KS']);
    expect(positionFromLayout(oneSuit, { tableau: eight }).ok).toBe(true);
    expect(positionFromLayout(oneSuit, { tableau: [...eight, ['KS']] })).toMatchObject({
      error: 'ERR_LAYOUT_DUPLICATE',
    });
    expect(positionFromLayout(oneSuit, { tableau: [['KH']] })).toMatchObject({ error: 'ERR_LAYOUT_CARD' });
    expect(positionFromLayout(rules, { tableau: [['KS'], ['KS'], ['KS']] })).toMatchObject({
      error: 'ERR_LAYOUT_DUPLICATE',
    });
  });

  it('refuses a deck of cards that are not the composition’s', () => {
    expect(dealFromDeck(oneSuit, fullDeck(2)).ok).toBe(false);
    expect(dealFromDeck(oneSuit, fullDeck(2, 1)).ok).toBe(true);
    expect(validateDefinition({ ...runsDef, suits: 3 as 4 })).toMatchObject({ error: 'ERR_DEF_DECKS' });
  });

  it('keys positions apart by copy, and saves and loads a game of eight copies', () => {
    const a = at(oneSuit, { tableau: [['KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS']] });
    const b = at(oneSuit, { tableau: [['KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS', 'KS']] });
    expect(positionKey(a)).not.toBe(positionKey(b));
    const game = gameFrom(oneSuit, 3, newDeal(oneSuit, 3));
    const played = play(game, { kind: 'draw' });
    if (!played.ok) throw new Error(played.error);
    const loaded = loadGame(serializeGame(played.value), (id) => (id === runsDef.id ? runsDef : undefined));
    // The save names the option, so the game loads in one suit.
    expect(loaded.ok && statesEqual(currentState(loaded.value.game), currentState(played.value))).toBe(true);
  });
});

describe('a stock that deals to the tableau', () => {
  it('deals one card face up onto each pile, left to right, the stock’s top card first', () => {
    const s = at(rules, {
      tableau: [['2C'], ['3C'], ['4C'], ['5C'], ['6C'], ['7C'], ['8C'], ['9C'], ['TC'], ['JC']],
      stock: ['KD', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D'],
    });
    const after = applyMove(rules, s, { kind: 'draw' });
    if (!after.ok) throw new Error(after.error);
    expect(after.value.tableau.map((p) => codes(p).at(-1))).toEqual([
      '2D',
      '3D',
      '4D',
      '5D',
      '6D',
      '7D',
      '8D',
      '9D',
      'TD',
      'JD',
    ]);
    expect(codes(after.value.stock)).toEqual(['#KD', '#QD']);
    expect(after.value.waste).toEqual([]);
  });

  it('deals what is left onto the first piles when the stock is short', () => {
    const s = at(rules, {
      tableau: Array.from({ length: 10 }, (_, i) => [`${'A23456789T'[i]}C`]),
      stock: ['KD', 'QD', 'JD'],
    });
    const after = applyMove(rules, s, { kind: 'draw' });
    if (!after.ok) throw new Error(after.error);
    expect(after.value.tableau.map((p) => p.length)).toEqual([2, 2, 2, 1, 1, 1, 1, 1, 1, 1]);
    expect(codes(after.value.tableau[0]!)).toEqual(['AC', 'JD']);
    expect(after.value.stock).toEqual([]);
  });

  it('is refused while a pile is empty when the definition says so, and allowed otherwise', () => {
    const layout = { tableau: [['2C'], []], stock: ['KD'] };
    const s = at(rules, layout);
    expect(moveRefusal(rules, s, { kind: 'draw' })).toBe('ERR_DEAL_NEEDS_EVERY_PILE');
    expect(stockAction(rules, s)).toMatchObject({ error: 'ERR_DEAL_NEEDS_EVERY_PILE' });
    expect(legalMoves(rules, s).some((m) => m.kind === 'draw')).toBe(false);
    const free = rulesFor({ ...runsDef, stock: { draw: 1, dealsTo: 'tableau' } });
    expect(moveRefusal(free, at(free, layout), { kind: 'draw' })).toBeNull();
    expect(moveRefusal(rules, at(rules, { tableau: [['2C']] }), { kind: 'draw' })).toBe('ERR_STOCK_EMPTY');
  });

  it('is checked in the definition: one card a pile, no waste, no needsEveryPile on a waste stock', () => {
    expect(validateDefinition({ ...runsDef, stock: { draw: 3, dealsTo: 'tableau' } })).toMatchObject({
      error: 'ERR_DEF_STOCK',
    });
    expect(validateDefinition({ ...baseDef, stock: { draw: 1, needsEveryPile: true } })).toMatchObject({
      error: 'ERR_DEF_STOCK',
    });
    expect(validateDefinition({ ...runsDef, stock: { draw: 1, dealsTo: 'pile' as 'waste' } })).toMatchObject({
      error: 'ERR_DEF_STOCK',
    });
    expect(positionFromLayout(rules, { tableau: [['2C']], waste: ['3C'] })).toMatchObject({
      error: 'ERR_LAYOUT_NO_WASTE',
    });
  });
});

describe('a unit of one suit', () => {
  it('moves a run only when it is all one suit, though any suit may be built on', () => {
    const s = at(rules, { tableau: [['9S', '8S', '7S'], ['TH'], ['9D', '8S'], ['9C']] });
    expect(moveRefusal(rules, s, move('t0', 't1', 3))).toBeNull();
    expect(moveRefusal(rules, s, move('t2', 't1', 2))).toBe('ERR_NOT_ONE_SUIT');
    expect(moveRefusal(rules, s, move('t2', 't3'))).toBeNull();
    const fromMixed = legalMoves(rules, s).filter((m) => m.kind === 'move' && m.from.index === 2);
    expect(fromMixed.every((m) => m.kind === 'move' && m.count === 1)).toBe(true);
    expect(fromMixed.length).toBeGreaterThan(0);
  });

  it('still needs a run that the build allows', () => {
    const s = at(rules, { tableau: [['9S', '7S'], ['TH']] });
    expect(moveRefusal(rules, s, move('t0', 't1', 2))).toBe('ERR_NOT_A_RUN');
  });
});

describe('complete runs to the foundations', () => {
  const nearlyDone = { tableau: [['#5D', ...spadesDown(13, 2)], ['AS'], ['3H']], stock: ['4C'] };

  it('takes a complete run off the table with the move that completes it, and turns up the card below', () => {
    const s = at(rules, nearlyDone);
    const after = applyMove(rules, s, move('t1', 't0'));
    if (!after.ok) throw new Error(after.error);
    expect(codes(after.value.tableau[0]!)).toEqual(['5D']);
    expect(after.value.tableau[1]).toEqual([]);
    expect(codes(after.value.foundations[0]!)).toEqual(spadesDown(13, 1));
    expect(after.value.moveCount).toBe(1);
  });

  it('takes it back with the undo of that move', () => {
    const s = at(rules, nearlyDone);
    const played = play(gameFrom(rules, 0, s), move('t1', 't0'));
    if (!played.ok) throw new Error(played.error);
    expect(statesEqual(currentState(undo(played.value)), s)).toBe(true);
  });

  it('takes a run completed by a dealt row', () => {
    const s = at(rules, {
      tableau: [spadesDown(13, 2), ...Array.from({ length: 9 }, (_, i) => [`${'23456789T'[i]}C`])],
      // Bottom first: the Ace, on top, goes to the first pile.
      stock: ['TD', '9D', '8D', '7D', '6D', '5D', '4D', '3D', '2D', 'AS'],
    });
    const after = applyMove(rules, s, { kind: 'draw' });
    if (!after.ok) throw new Error(after.error);
    expect(after.value.tableau[0]).toEqual([]);
    expect(after.value.foundations[0]).toHaveLength(13);
  });

  it('moves no single card nor run to a foundation by hand, and the foundations hold only complete runs', () => {
    const s = at(rules, { tableau: [spadesDown(12, 1)] });
    expect(moveRefusal(rules, s, move('t0', 'f0'))).toBe('ERR_FOUNDATION_RUNS_ONLY');
    expect(moveRefusal(rules, s, move('t0', 'f0', 12))).toBe('ERR_FOUNDATION_RUNS_ONLY');
    expect(positionFromLayout(rules, { tableau: [], foundations: [spadesDown(13, 1)] }).ok).toBe(true);
    expect(positionFromLayout(rules, { tableau: [], foundations: [spadesDown(13, 2)] })).toMatchObject({
      error: 'ERR_LAYOUT_FOUNDATION',
    });
    expect(positionFromLayout(rules, { tableau: [], foundations: [['AS']] })).toMatchObject({
      error: 'ERR_LAYOUT_FOUNDATION',
    });
  });

  it('wins when every run is home, not before', () => {
    const s = at(rules, { tableau: [spadesDown(13, 2), ['AS']], foundations: [spadesDown(13, 1)] });
    expect(gameStatus(rules, s)).toBe('playing');
    const done = applyMove(rules, s, move('t1', 't0'));
    if (!done.ok) throw new Error(done.error);
    expect(gameStatus(rules, done.value)).toBe('won');
  });

  it('is checked in the definition: one suit, no play-back, nothing on the foundations at the deal', () => {
    for (const foundations of [
      { ...runsDef.foundations, playBack: true },
      { ...runsDef.foundations, build: 'alternateColour' as const },
      { ...runsDef.foundations, wrap: true },
    ])
      expect(validateDefinition({ ...runsDef, foundations })).toMatchObject({ error: 'ERR_DEF_FOUNDATIONS' });
  });
});

describe('a deal by pile sizes', () => {
  it('deals each pile its size with its face-down count, row by row, the rest to the stock', () => {
    const deck = fullDeck(2);
    const d = dealFromDeck(rules, deck);
    if (!d.ok) throw new Error(d.error);
    const t = d.value.tableau;
    expect(t.map((p) => p.length)).toEqual([6, 6, 6, 6, 5, 5, 5, 5, 5, 5]);
    expect(t.map((p) => p.filter((c) => c.up).length)).toEqual(Array(10).fill(1));
    expect(t.every((p) => p.at(-1)!.up)).toBe(true);
    // Row by row: the first ten cards lie at the bottom of the ten piles, the eleventh on the first.
    expect(t.map((p) => p[0]!.card)).toEqual(deck.slice(0, 10));
    expect(t[0]![1]!.card).toBe(deck[10]);
    // The fifth row reaches the first four piles only; the 51st card tops pile 0.
    expect(t[0]![5]!.card).toBe(deck[50]);
    expect(d.value.stock).toHaveLength(50);
  });

  it('lays face-down cards under face-up ones where a pile has more than one face up', () => {
    const r = rulesFor({
      ...runsDef,
      decks: 1,
      foundations: { ...runsDef.foundations, count: 4 },
      tableau: { ...runsDef.tableau, count: 7 },
      deal: { ...runsDef.deal, tableau: { kind: 'piles', sizes: Array(7).fill(7), faceDown: [3, 3, 3, 3, 0, 0, 0] } },
    });
    const s = newDeal(r, 5);
    expect(s.tableau.map((p) => p.map((c) => c.up).indexOf(true))).toEqual([3, 3, 3, 3, 0, 0, 0]);
    expect(s.tableau.map((p) => p.length)).toEqual(Array(7).fill(7));
    expect(s.stock).toHaveLength(3);
  });

  it('is checked in the definition: a size and a face-down count per pile, every top card face up', () => {
    const withPiles = (sizes: number[], faceDown: number[]) =>
      validateDefinition({ ...runsDef, deal: { ...runsDef.deal, tableau: { kind: 'piles', sizes, faceDown } } });
    expect(withPiles([6, 6], [5, 5])).toMatchObject({ error: 'ERR_DEF_DEAL' });
    expect(withPiles(Array(10).fill(5), Array(10).fill(5))).toMatchObject({ error: 'ERR_DEF_DEAL' });
    expect(withPiles(Array(10).fill(5), Array(10).fill(4)).ok).toBe(true);
  });
});

describe('the verdict with a stock that deals to the tableau', () => {
  it('plays on while a row can still be dealt, and is blocked when nothing is left', () => {
    // Kings and Aces alone on every pile: no card has anywhere to go.
    const tableau = [...Array.from({ length: 8 }, () => ['KS']), ['AS'], ['AS']];
    expect(gameStatus(oneSuit, at(oneSuit, { tableau }))).toBe('blocked');
    expect(gameStatus(oneSuit, at(oneSuit, { tableau, stock: ['QS'] }))).toBe('playing');
  });
});
