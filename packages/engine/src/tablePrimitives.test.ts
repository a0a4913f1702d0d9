import { describe, expect, it } from 'vitest';
import { newDeal } from './deal.js';
import { currentState, gameFrom, play, undo } from './game.js';
import { applyMove, legalMoves, moveRefusal, parseMove } from './moves.js';
import { type TableSpot, type VariantDefinition, validateDefinition } from './rules.js';
import { loadGame, serializeGame } from './save.js';
import { cardsInPlay } from './state.js';
import { coveringPiles } from './table.js';
import { at, baseDef, codes, move, pile, rulesFor } from './testing.js';
import { gameStatus, isWon } from './verdict.js';

// Games built from the engine's vocabulary alone, one per new primitive: a waste-foundation the stock turns onto
// (Golf-like), one started by a named card (Black Hole-like), discards by a higher card (Aces Up-like), and tables
// of overlapping cards with pairs (Pyramid-like) or a waste-foundation (TriPeaks-like).
const noBuilding = { direction: 'none', suit: 'any', wrap: false } as const;
const stepDef: VariantDefinition = {
  ...baseDef,
  id: 'test-step',
  foundations: { count: 1, build: 'rankStep', playBack: false, baseFixed: true, base: 'dealt' },
  tableau: { ...baseDef.tableau, count: 7, build: noBuilding, moveUnit: 'topCard', whenEmpty: 'never' },
  deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: ['up', 'up', 'up', 'up', 'up'] } },
  stock: { draw: 1, dealsTo: 'foundation' },
  redeal: null,
  options: [],
  goal: 'tableauCleared',
};
const step = rulesFor(stepDef);
const holeDef: VariantDefinition = {
  ...stepDef,
  id: 'test-hole',
  foundations: { count: 1, build: 'rankStep', playBack: false, baseFixed: true, wrap: true, startCard: 'AS' },
  tableau: { ...stepDef.tableau, count: 17 },
  deal: { ...stepDef.deal, tableau: { kind: 'fans', size: 3 } },
  stock: null,
  goal: undefined,
};
const discardDef: VariantDefinition = {
  ...baseDef,
  id: 'test-discard',
  foundations: { count: 1, build: 'discard', playBack: false, baseFixed: true },
  tableau: { ...baseDef.tableau, build: noBuilding, moveUnit: 'topCard', whenEmpty: 'anyCard' },
  deal: { ...baseDef.deal, tableau: { kind: 'rows', rows: ['up'] } },
  stock: { draw: 1, dealsTo: 'tableau' },
  redeal: null,
  options: [],
  discard: { by: 'higherOfSuit' },
  goal: 'acesLeft',
};
const discards = rulesFor(discardDef);

// Row r of a pyramid of seven rows: r + 1 cards, each a card's width (two half-widths) apart, centred.
const pyramidSpots: TableSpot[] = Array.from({ length: 7 }, (_, r) =>
  Array.from({ length: r + 1 }, (__, i) => ({ row: r, column: 6 - r + 2 * i })),
).flat();
const pyramidDef: VariantDefinition = {
  ...discardDef,
  id: 'test-pyramid',
  tableau: { ...discardDef.tableau, count: 28, capacity: 1, whenEmpty: 'never', spots: pyramidSpots },
  stock: { draw: 1 },
  redeal: { kind: 'turnWaste', limit: 2 },
  discard: { by: 'rankSum', total: 13 },
  goal: 'tableauCleared',
};
const pyramid = rulesFor(pyramidDef);
// Three peaks over a bottom row of ten: rows of 3, 6, 9 and 10 cards.
const peakSpots: TableSpot[] = [
  ...[0, 1, 2].map((p) => ({ row: 0, column: 6 * p + 3 })),
  ...[0, 1, 2].flatMap((p) => [2, 4].map((c) => ({ row: 1, column: 6 * p + c }))),
  ...[0, 1, 2].flatMap((p) => [1, 3, 5].map((c) => ({ row: 2, column: 6 * p + c }))),
  ...Array.from({ length: 10 }, (_, k) => ({ row: 3, column: 2 * k })),
];
const peaksDef: VariantDefinition = {
  ...stepDef,
  id: 'test-peaks',
  foundations: { ...stepDef.foundations, wrap: true },
  tableau: { ...stepDef.tableau, count: 28, capacity: 1, spots: peakSpots },
  deal: { ...stepDef.deal, tableau: { kind: 'rows', rows: ['down'] } },
};
const peaks = rulesFor(peaksDef);

// The pyramid's rows as layout piles: row r from its first card, `rows[r][i]` its i-th card ('' for an empty spot).
const pyramidAt = (rows: readonly string[][], rest: { waste?: string[]; stock?: string[] } = {}) =>
  at(pyramid, { tableau: rows.flat().map((c) => (c ? [c] : [])), ...rest });
const emptyRows = (from: number) => Array.from({ length: 7 - from }, (_, k) => Array<string>(from + k + 1).fill(''));

describe('a single foundation built one rank up or down', () => {
  it('takes a card one rank up or down whatever the suit, and nothing else', () => {
    const s = at(step, { tableau: [['9H'], ['7C'], ['9S'], ['5D']], foundations: [['8D']] });
    expect(moveRefusal(step, s, move('t0', 'f0'))).toBeNull();
    expect(moveRefusal(step, s, move('t1', 'f0'))).toBeNull();
    expect(moveRefusal(step, s, move('t3', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    const after = applyMove(step, s, move('t0', 'f0'));
    expect(after.ok && codes(after.value.foundations[0]!)).toEqual(['8D', '9H']);
    // The piles take nothing: no building, and an empty spot stays empty.
    expect(moveRefusal(step, s, move('t0', 't2'))).toBe('ERR_NO_BUILDING');
    expect(moveRefusal(step, s, move('t0', 't5'))).toBe('ERR_EMPTY_PILE_CLOSED');
  });

  it('goes from King to Queen only, to Ace too when it wraps, and to nothing under kingStops', () => {
    const layout = { tableau: [['QH'], ['AC'], ['2S'], ['KS']], foundations: [['KD']] };
    const plain = at(step, layout);
    expect(moveRefusal(step, plain, move('t0', 'f0'))).toBeNull();
    expect(moveRefusal(step, plain, move('t1', 'f0'))).toBe('ERR_FOUNDATION_STEP');
    const wrapping = rulesFor({ ...stepDef, foundations: { ...stepDef.foundations, wrap: true } });
    expect(moveRefusal(wrapping, at(wrapping, layout), move('t1', 'f0'))).toBeNull();
    expect(moveRefusal(wrapping, at(wrapping, { ...layout, foundations: [['AD']] }), move('t3', 'f0'))).toBeNull();
    expect(moveRefusal(step, at(step, { ...layout, foundations: [['AD']] }), move('t3', 'f0'))).toBe(
      'ERR_FOUNDATION_STEP',
    );
    const dead = rulesFor({ ...stepDef, foundations: { ...stepDef.foundations, kingStops: true } });
    expect(moveRefusal(dead, at(dead, layout), move('t0', 'f0'))).toBe('ERR_NOTHING_ON_KING');
    expect(moveRefusal(dead, at(dead, { ...layout, foundations: [['QD']] }), move('t1', 'f0'))).toBe(
      'ERR_FOUNDATION_STEP',
    );
  });

  it('starts from the first card dealt, and the stock turns its cards onto it whatever their rank', () => {
    const s = newDeal(step, 3);
    expect(s.foundations).toHaveLength(1);
    expect(s.foundations[0]).toHaveLength(1);
    expect(s.tableau.every((p) => p.length === 5 && p.every((c) => c.up))).toBe(true);
    expect(s.stock).toHaveLength(52 - 35 - 1);
    expect(s.waste).toHaveLength(0);
    const top = s.stock[s.stock.length - 1]!.card;
    const drawn = applyMove(step, s, { kind: 'draw' });
    expect(drawn.ok && drawn.value.foundations[0]!.at(-1)).toEqual({ card: top, up: true });
    expect(drawn.ok && drawn.value.stock).toHaveLength(s.stock.length - 1);
  });

  it('is won when the tableau is cleared, blocked when neither piles nor stock can move', () => {
    expect(gameStatus(step, at(step, { tableau: [], foundations: [['8D', '9H']], stock: ['2C'] }))).toBe('won');
    expect(gameStatus(step, at(step, { tableau: [['5C']], foundations: [['8D']], stock: ['2C'] }))).toBe('blocked');
    expect(gameStatus(step, at(step, { tableau: [['5C']], foundations: [['8D']], stock: ['4C'] }))).toBe('playing');
  });

  it('starts from a named card placed before the deal, then deals the rest', () => {
    const hole = rulesFor(holeDef);
    const s = newDeal(hole, 5);
    expect(codes(s.foundations[0]!)).toEqual(['AS']);
    expect(s.tableau.every((p) => p.length === 3)).toBe(true);
    expect(cardsInPlay(s)).toHaveLength(52);
    const layout = at(hole, { tableau: [['KC'], ['2D'], ['3H']], foundations: [['AS']] });
    expect(legalMoves(hole, layout)).toEqual([move('t0', 'f0'), move('t1', 'f0')]);
    expect(moveRefusal(hole, at(hole, { tableau: [['2D']] }), move('t0', 'f0'))).toBe('ERR_FOUNDATION_BASE_RANK');
  });

  it('is never sent to by automatic moves: every card there changes what may follow', () => {
    const s = at(step, { tableau: [['9H']], foundations: [['8D']] });
    const g = gameFrom(step, 1, s);
    expect(legalMoves(step, s)).toEqual([move('t0', 'f0')]);
    expect(currentState(g).foundations[0]).toHaveLength(1);
  });
});

describe('discards by a higher card of the suit', () => {
  it('discards a top card when a higher card of its suit, Ace high, tops another pile', () => {
    const s = at(discards, { tableau: [['9H'], ['KH'], ['AC'], ['5C']] });
    expect(moveRefusal(discards, s, { kind: 'discard', from: pile('t0') })).toBeNull();
    expect(moveRefusal(discards, s, { kind: 'discard', from: pile('t3') })).toBeNull();
    expect(moveRefusal(discards, s, { kind: 'discard', from: pile('t1') })).toBe('ERR_NO_HIGHER_CARD');
    expect(moveRefusal(discards, s, { kind: 'discard', from: pile('t2') })).toBe('ERR_NO_HIGHER_CARD');
    const after = applyMove(discards, s, { kind: 'discard', from: pile('t0') });
    expect(after.ok && codes(after.value.foundations[0]!)).toEqual(['9H']);
    expect(after.ok && after.value.tableau[0]).toEqual([]);
    expect(legalMoves(discards, s).filter((m) => m.kind === 'discard')).toEqual([
      { kind: 'discard', from: pile('t0') },
      { kind: 'discard', from: pile('t3') },
    ]);
  });

  it('moves any top card to an empty pile, none onto another card, none to the discard pile by hand', () => {
    const s = at(discards, { tableau: [['9H', '4S'], ['KH'], []] });
    expect(moveRefusal(discards, s, move('t0', 't2'))).toBeNull();
    expect(moveRefusal(discards, s, move('t0', 't1'))).toBe('ERR_NO_BUILDING');
    expect(moveRefusal(discards, s, move('t0', 'f0'))).toBe('ERR_DISCARDS_ONLY');
    expect(moveRefusal(discards, s, { kind: 'pair', first: pile('t0'), second: pile('t1') })).toBe('ERR_NO_PAIRS');
  });

  it('is won when only the Aces are left and the stock is dealt out', () => {
    const aces = { tableau: [['AH'], ['AC'], ['AS'], ['AD']], foundations: [['KH']] };
    expect(isWon(discards, at(discards, aces))).toBe(true);
    expect(isWon(discards, at(discards, { ...aces, stock: ['2C'] }))).toBe(false);
    expect(isWon(discards, at(discards, { ...aces, tableau: [['AH', 'KS']] }))).toBe(false);
  });

  it('deals four piles of one, then one card onto each pile per deal', () => {
    const s = newDeal(discards, 9);
    expect(s.tableau.map((p) => p.length)).toEqual([1, 1, 1, 1]);
    const dealt = applyMove(discards, s, { kind: 'draw' });
    expect(dealt.ok && dealt.value.tableau.map((p) => p.length)).toEqual([2, 2, 2, 2]);
  });

  it('undoes a discard and replays it from a save', () => {
    const s = at(discards, { tableau: [['9H'], ['KH'], ['AC'], ['5C']], stock: ['2D', '3D', '4D', '5D'] });
    const played = play(gameFrom(discards, 1, s), { kind: 'discard', from: pile('t0') });
    expect(played.ok).toBe(true);
    if (!played.ok) return;
    expect(currentState(undo(played.value))).toEqual(s);
  });
});

describe('a table of overlapping cards', () => {
  it('covers each card of a pyramid by the two below it, the bottom row by none', () => {
    const covers = coveringPiles(pyramid);
    expect(covers[0]).toEqual([1, 2]);
    expect(covers[4]).toEqual([7, 8]);
    expect(covers.slice(21).every((c) => c.length === 0)).toBe(true);
    expect(coveringPiles(step).every((c) => c.length === 0)).toBe(true);
  });

  it('covers the three peaks as their rows say: a peak by two, the row above the bottom by two of the ten', () => {
    const covers = coveringPiles(peaks);
    expect(covers.slice(0, 3)).toEqual([
      [3, 4],
      [5, 6],
      [7, 8],
    ]);
    expect(covers[3]).toEqual([9, 10]);
    expect(covers[8]).toEqual([16, 17]);
    expect(covers[17]).toEqual([26, 27]);
  });

  it('deals the peaks face down but for the uncovered bottom row, and turns a card up once uncovered', () => {
    const s = newDeal(peaks, 2);
    expect(s.tableau.map((p) => p[0]!.up)).toEqual([
      ...Array<boolean>(18).fill(false),
      ...Array<boolean>(10).fill(true),
    ]);
    // Clear the two cards under pile 9 by playing them from a made-up position where both fit.
    const made = at(peaks, {
      tableau: [...Array.from({ length: 18 }, (_, i) => [`#${cardsCodes[i]}`]), ...bottomRow.map((c) => [c])],
      foundations: [['4D']],
    });
    expect(moveRefusal(peaks, made, move('t9', 'f0'))).toBe('ERR_CARD_COVERED');
    const one = applyMove(peaks, made, move('t18', 'f0'));
    const two = one.ok ? applyMove(peaks, one.value, move('t19', 'f0')) : one;
    expect(two.ok && two.value.tableau[9]![0]!.up).toBe(true);
    expect(two.ok && two.value.tableau[10]![0]!.up).toBe(false);
  });

  it('removes two free cards totalling 13, a King alone, and refuses covered cards and other totals', () => {
    const rows = [
      ['2C'],
      ['3C', '4C'],
      ['2D', '2H', '2S'],
      ...emptyRows(3).slice(0, 3),
      ['8D', 'KD', 'TS', ...Array<string>(4).fill('')],
    ];
    const s = pyramidAt(rows, { waste: ['5H'], stock: ['QH'] });
    const t = (row: number, i: number) => pile(`t${(row * (row + 1)) / 2 + i}`);
    expect(moveRefusal(pyramid, s, { kind: 'pair', first: t(6, 0), second: pile('w') })).toBeNull();
    expect(moveRefusal(pyramid, s, { kind: 'discard', from: t(6, 1) })).toBeNull();
    expect(moveRefusal(pyramid, s, { kind: 'discard', from: t(6, 0) })).toBe('ERR_PAIR_TOTAL');
    expect(moveRefusal(pyramid, s, { kind: 'pair', first: t(6, 0), second: t(6, 2) })).toBe('ERR_PAIR_TOTAL');
    expect(moveRefusal(pyramid, s, { kind: 'pair', first: t(6, 0), second: t(6, 0) })).toBe('ERR_SAME_PILE');
    expect(moveRefusal(pyramid, s, { kind: 'pair', first: t(1, 0), second: pile('w') })).toBe('ERR_CARD_COVERED');
    // The stock's cards are face down until drawn: the waste's top is the one the stock offers.
    expect(moveRefusal(pyramid, s, { kind: 'pair', first: t(6, 0), second: pile('s') })).toBe('ERR_NOT_A_SOURCE');
    const paired = applyMove(pyramid, s, { kind: 'pair', first: t(6, 0), second: pile('w') });
    expect(paired.ok && codes(paired.value.foundations[0]!)).toEqual(['8D', '5H']);
    const listed = legalMoves(pyramid, s);
    // Sources in legalMoves' order: the waste before the piles.
    expect(listed).toContainEqual({ kind: 'pair', first: pile('w'), second: t(6, 0) });
    expect(listed).toContainEqual({ kind: 'discard', from: t(6, 1) });
    expect(listed.filter((m) => m.kind === 'pair' || m.kind === 'discard')).toHaveLength(2);
  });

  it("frees and shows the stock's next card to pair or leave alone where the rule says so, the rest down", () => {
    const freed = rulesFor({ ...pyramidDef, discard: { by: 'rankSum', total: 13, stockTopFree: true } });
    const rows = [...emptyRows(0).slice(0, 6), ['8D', 'QC', ...Array<string>(5).fill('')]];
    const s = pyramidAt(rows, { waste: ['AH'], stock: ['KH', '3S', '5H'] });
    const stockPair = { kind: 'pair', first: pile('t21'), second: pile('s') } as const;
    expect(moveRefusal(freed, s, stockPair)).toBeNull();
    expect(moveRefusal(freed, s, { kind: 'pair', first: pile('t22'), second: pile('s') })).toBe('ERR_PAIR_TOTAL');
    const paired = applyMove(freed, s, stockPair);
    expect(paired.ok && codes(paired.value.foundations[0]!)).toEqual(['8D', '5H']);
    expect(paired.ok && paired.value.stock.map((c) => c.up)).toEqual([false, true]);
    // A position set up by hand shows it too; where the rule is off, the whole stock lies face down.
    expect(at(freed, { stock: ['KH', '3S'] }).stock.map((c) => c.up)).toEqual([false, true]);
    expect(at(pyramid, { stock: ['KH', '3S'] }).stock.map((c) => c.up)).toEqual([false, false]);
    expect(legalMoves(freed, s)).toContainEqual({ kind: 'pair', first: pile('w'), second: pile('t22') });
    expect(legalMoves(freed, s)).toContainEqual(stockPair);
    const king = pyramidAt(rows, { stock: ['5H', 'KH'] });
    expect(legalMoves(freed, king)).toContainEqual({ kind: 'discard', from: pile('s') });
    expect(
      validateDefinition({ ...pyramidDef, discard: { by: 'rankSum', total: 13, stockTopFree: 1 as never } }).ok,
    ).toBe(false);
  });

  it('saves and loads a pair with the stock top through a game', () => {
    const freedDef: VariantDefinition = { ...pyramidDef, discard: { by: 'rankSum', total: 13, stockTopFree: true } };
    const freed = rulesFor(freedDef);
    let g = gameFrom(freed, 4, newDeal(freed, 4));
    let stockPairs = 0;
    for (let i = 0; i < 80; i++) {
      const moves = legalMoves(freed, currentState(g));
      const m = moves.find((x) => x.kind === 'pair' && x.second.zone === 'stock') ?? moves[0];
      if (!m) break;
      if (m.kind === 'pair' && m.second.zone === 'stock') stockPairs++;
      const r = play(g, m);
      if (!r.ok) break;
      g = r.value;
    }
    expect(stockPairs).toBeGreaterThan(0);
    const loaded = loadGame(serializeGame(g), (id) => (id === freedDef.id ? freedDef : undefined));
    expect(loaded.ok && currentState(loaded.value.game)).toEqual(currentState(g));
  });

  it('is won when the pyramid is cleared, whatever the stock and waste hold', () => {
    expect(isWon(pyramid, pyramidAt(emptyRows(0), { waste: ['5H'], stock: ['QH'] }))).toBe(true);
    expect(isWon(pyramid, pyramidAt([['KS'], ...emptyRows(1)]))).toBe(false);
  });

  it('plays, undoes, saves and loads pairs and discards through a game', () => {
    let g = gameFrom(pyramid, 4, newDeal(pyramid, 4));
    for (let i = 0; i < 60; i++) {
      const m = legalMoves(pyramid, currentState(g)).find((x) => x.kind === 'pair' || x.kind === 'discard') ?? {
        kind: 'draw',
      };
      const r = play(g, m);
      if (!r.ok) break;
      g = r.value;
    }
    const loaded = loadGame(serializeGame(g), (id) => (id === pyramidDef.id ? pyramidDef : undefined));
    expect(loaded.ok && currentState(loaded.value.game)).toEqual(currentState(g));
    expect(currentState(undo(g))).not.toEqual(currentState(g));
  });

  it('reads discards and pairs from untrusted data, keeping only their fields', () => {
    expect(parseMove({ kind: 'discard', from: { zone: 'tableau', index: 2, x: 1 } })).toEqual({
      kind: 'discard',
      from: { zone: 'tableau', index: 2 },
    });
    expect(
      parseMove({ kind: 'pair', first: { zone: 'waste', index: 0 }, second: { zone: 'tableau', index: 1 } }),
    ).toEqual({ kind: 'pair', first: { zone: 'waste', index: 0 }, second: { zone: 'tableau', index: 1 } });
    expect(parseMove({ kind: 'pair', first: { zone: 'waste', index: 0 } })).toBeNull();
    expect(parseMove({ kind: 'discard', from: { zone: 'attic', index: 0 } })).toBeNull();
  });
});

// The bottom row of the same position: the two on the left fit the foundation's 4.
const bottomRow = ['5H', '6C', 'QD', 'JD', 'TD', '9D', '8D', '7D', '6D', '5D'];
// Eighteen distinct codes for the face-down cards of a made-up TriPeaks position.
const cardsCodes = [
  'AC',
  '2C',
  '3C',
  '4C',
  '7C',
  '8C',
  '9C',
  'TC',
  'JC',
  'QC',
  'KC',
  'AS',
  '2S',
  '3S',
  '4S',
  '5S',
  '6S',
  '7S',
];

describe('definitions of the new primitives', () => {
  it('accepts each test game', () => {
    for (const def of [stepDef, holeDef, discardDef, pyramidDef, peaksDef])
      expect(validateDefinition(def).ok).toBe(true);
  });

  it('refuses single foundations, discards, stocks and tables that do not fit', () => {
    const refusals: [VariantDefinition, string][] = [
      [{ ...stepDef, foundations: { ...stepDef.foundations, count: 4 } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...baseDef, foundations: { ...baseDef.foundations, count: 1 } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...stepDef, foundations: { ...stepDef.foundations, playBack: true } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...stepDef, foundations: { ...stepDef.foundations, wrap: true, kingStops: true } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...holeDef, foundations: { ...holeDef.foundations, startCard: 'ZZ' } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...baseDef, foundations: { ...baseDef.foundations, kingStops: true } }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...discardDef, discard: undefined, goal: undefined }, 'ERR_DEF_FOUNDATIONS'],
      [{ ...stepDef, discard: { by: 'higherOfSuit' } }, 'ERR_DEF_VOCABULARY'],
      [{ ...pyramidDef, discard: { by: 'rankSum', total: 0 } }, 'ERR_DEF_VOCABULARY'],
      [{ ...pyramidDef, goal: 'acesLeft' }, 'ERR_DEF_VOCABULARY'],
      [{ ...stepDef, goal: 'half' as never }, 'ERR_DEF_VOCABULARY'],
      [{ ...stepDef, stock: { draw: 3, dealsTo: 'foundation' } }, 'ERR_DEF_STOCK'],
      [{ ...discardDef, stock: { draw: 1, dealsTo: 'foundation' } }, 'ERR_DEF_STOCK'],
      [{ ...pyramidDef, tableau: { ...pyramidDef.tableau, spots: pyramidSpots.slice(1) } }, 'ERR_DEF_TABLEAU'],
      [{ ...pyramidDef, tableau: { ...pyramidDef.tableau, capacity: null } }, 'ERR_DEF_TABLEAU'],
      [
        { ...pyramidDef, tableau: { ...pyramidDef.tableau, spots: [...pyramidSpots.slice(1), pyramidSpots[1]!] } },
        'ERR_DEF_TABLEAU',
      ],
    ];
    for (const [def, code] of refusals)
      expect(validateDefinition(def), JSON.stringify(def.foundations)).toMatchObject({ error: code });
  });
});
