import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type GameState,
  legalMoves,
  type Move,
  newDeal,
  nextUint32,
  playUnchecked,
  resolveRules,
  type Rules,
  type VariantDefinition,
} from '@solitaire/engine';
import { at } from '@solitaire/engine/testing';
import {
  canfield,
  eightOff,
  freeCell,
  russianSolitaire,
  seahavenTowers,
  spider,
  spiderFamily,
  yukon,
} from '@solitaire/variants';
import { SolverBoard } from './solverBoard.js';
import { MoveGenerator } from '../moves/moveGenerator.js';
import { runPositions, sevenPiles } from '../testing.js';

// Test-local definitions covering every vocabulary member the board has to honour: seven piles, then variations.
const base: VariantDefinition = { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 } };
const defs: VariantDefinition[] = [
  base,
  {
    ...base,
    id: 'rows-covered',
    deal: { ...base.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 2 },
  },
  {
    ...base,
    id: 'fans-up-down',
    tableau: {
      count: 18,
      build: { direction: 'upOrDown', suit: 'any', wrap: false },
      moveUnit: 'topCard',
      capacity: 3,
      whenEmpty: 'never',
      fans: true,
    },
    deal: { acesToFoundations: false, tableau: { kind: 'fans', size: 3 }, reserve: 0, afterDeal: ['kingsToBottom'] },
    stock: null,
    redeal: null,
  },
  {
    ...base,
    id: 'reserve-no-playback',
    foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: false },
    deal: { ...base.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] }, reserve: 11 },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  {
    ...base,
    id: 'two-decks',
    decks: 2,
    foundations: { count: 8, build: 'alternateColour', playBack: true, baseFixed: false },
    tableau: { ...base.tableau, count: 13, whenEmpty: 'never' },
    deal: { ...base.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  {
    ...base,
    id: 'up-wrap-any',
    foundations: { count: 4, build: 'sameSuit', playBack: true, baseFixed: true },
    tableau: {
      count: 8,
      build: { direction: 'up', suit: 'sameSuit', wrap: true },
      moveUnit: 'faceUpRun',
      capacity: 6,
      whenEmpty: 'anyCard',
      fans: false,
    },
    deal: { acesToFoundations: true, tableau: { kind: 'rows', rows: ['up', 'up', 'up'] }, reserve: 0, afterDeal: [] },
    stock: { draw: 2 },
    redeal: null,
  },
  {
    ...base,
    id: 'fans-shuffled',
    tableau: {
      count: 18,
      build: { direction: 'down', suit: 'sameSuit', wrap: false },
      moveUnit: 'topCard',
      capacity: null,
      whenEmpty: 'never',
      fans: true,
    },
    deal: { acesToFoundations: false, tableau: { kind: 'fans', size: 3 }, reserve: 0, afterDeal: [] },
    stock: null,
    redeal: { kind: 'shuffleTableau', limit: 2 },
  },
  // Free cells and carried runs: where empty piles carry (any card fills them) and where they do not (Kings only),
  // with cells empty at the deal and filled by it.
  freeCell,
  eightOff,
  seahavenTowers,
  // Face-up groups (Yukon's unit): Kings only into empty piles, builds in colour and in suit, and any card.
  yukon,
  russianSolitaire,
  { ...yukon, id: 'groups-any-card', tableau: { ...yukon.tableau, whenEmpty: 'anyCard' } },
  // A dealt base and wrapping foundations, wrapping builds, the top card or the whole pile, the reserve's refills:
  // drawing three and one, and with runs, Kings only once the reserve is used up and foundation cards played back.
  canfield,
  { ...canfield, id: 'canfield-draw-one', stock: { draw: 1 }, redeal: { kind: 'turnWaste', limit: 2 } },
  {
    ...canfield,
    id: 'refilled-runs',
    foundations: { ...canfield.foundations, playBack: true },
    tableau: { ...canfield.tableau, moveUnit: 'faceUpRun', whenEmpty: 'kingOnly' },
  },
  // The Spider family: one-suit runs, complete runs, rows dealt from the stock, decks of fewer suits.
  ...spiderFamily,
  { ...spider, id: 'spider-one-suit', suits: 1 },
  { ...spider, id: 'spider-two-suits', suits: 2 },
];
const rulesOf = (def: VariantDefinition): Rules => {
  const r = resolveRules(def);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

const key = (m: Move) => JSON.stringify(m);
const sameState = (a: GameState, b: GameState) => {
  expect(a.tableau).toEqual(b.tableau);
  expect(a.foundations).toEqual(b.foundations);
  expect(a.stock).toEqual(b.stock);
  expect(a.waste).toEqual(b.waste);
  expect(a.reserve).toEqual(b.reserve);
  expect(a.cells).toEqual(b.cells);
  expect(a.redeals).toBe(b.redeals);
  expect(a.rng).toBe(b.rng);
};

/** Each pile's movable run as the board keeps it (worked out from the last one after a move) and as walked again. */
const runsKept = (board: SolverBoard) => Array.from(board.runLength);
const runsWalked = (board: SolverBoard) => Array.from({ length: board.pileCount }, (_, p) => board.runOfPile(p));

/**
 * Plays up to `steps` random raw moves (fewer where none is left), drawing from `rng`; returns the generator's next
 * state.
 */
const playRandom = (b: SolverBoard, steps: number, rng: number): number => {
  for (let i = 0; i < steps; i++) {
    const moves = b.rawMoves();
    if (moves.length === 0) break;
    const [u, next] = nextUint32(rng);
    rng = next;
    b.apply(moves[u % moves.length]!);
  }
  return rng;
};

/** Expects two boards to hold the same position, derived tables and hash included, and to offer the same moves. */
const expectSameBoard = (board: SolverBoard, fresh: SolverBoard) => {
  sameState(board.toState(), fresh.toState());
  expect(board.plies).toBe(fresh.plies);
  expect(board.cardsOnFoundations).toBe(fresh.cardsOnFoundations);
  expect(runsKept(board)).toEqual(runsKept(fresh));
  expect(Array.from(board.where)).toEqual(Array.from(fresh.where));
  expect(Array.from(board.wanted)).toEqual(Array.from(fresh.wanted));
  expect([board.hashA(), board.hashB()]).toEqual([fresh.hashA(), fresh.hashB()]);
  expect(board.rawMoves()).toEqual(fresh.rawMoves());
};

/** Undoes every ply, expecting each position's hash as it was and each run kept, back to `start`. */
const undoToStart = (board: SolverBoard, start: GameState, hashes: number[][]) => {
  while (board.plies > 0) {
    expect([board.hashA(), board.hashB()]).toEqual(hashes[board.plies]);
    board.undo();
    expect(runsKept(board)).toEqual(runsWalked(board));
  }
  sameState(board.toState(), start);
  expect([board.hashA(), board.hashB()]).toEqual(hashes[0]);
};

describe('solver board', () => {
  // A reader meets the board through its fields: each says in words what it holds.
  it('names every field in words, none under four letters', () => {
    const board = new SolverBoard(rulesOf(base), newDeal(rulesOf(base), 1));
    expect(Object.keys(board).filter((name) => name.length < 4)).toEqual([]);
  });

  it.each(defs.map((d) => [d.id, d] as const))(
    "lists exactly the engine's legal moves, plays them the same way and keeps each movable run (%s)",
    (_, def) => {
      const rules = rulesOf(def);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 2 ** 31 }), (deal, seed) => {
          const start = newDeal(rules, deal);
          const board = new SolverBoard(rules, start);
          let state = start;
          let rng = seed;
          const hashes = [[board.hashA(), board.hashB()]];
          for (let step = 0; step < 120; step++) {
            const engine = legalMoves(rules, state);
            const ours = board.rawMoves();
            const spelled = ours.map((m) => board.engineMoves(m));
            expect(spelled.every((s) => s.length === 1)).toBe(true);
            expect(new Set(spelled.map((s) => key(s[0]!)))).toEqual(new Set(engine.map(key)));
            expect(ours.length).toBe(engine.length);
            if (ours.length === 0) break;
            const [u, next] = nextUint32(rng);
            rng = next;
            const pick = ours[u % ours.length]!;
            state = playUnchecked(rules, state, board.engineMoves(pick)[0]!);
            board.apply(pick);
            sameState(board.toState(), state);
            expect(runsKept(board)).toEqual(runsWalked(board));
            hashes.push([board.hashA(), board.hashB()]);
          }
          undoToStart(board, start, hashes);
        }),
        { numRuns: 25 },
      );
    },
  );

  // Random play from whole deals seldom completes a run: small positions near the end do, and deal rows too.
  it('sends complete runs up and deals rows as the engine does, and takes them back exactly', () => {
    let runsUp = 0,
      peeked = 0;
    for (const [i, { rules, state: start }] of runPositions(5, 30).entries()) {
      const board = new SolverBoard(rules, start);
      const gen = new MoveGenerator(board);
      const buf = new Int32Array(gen.maxMoves);
      let state = start,
        rng = i + 1;
      const hashes = [[board.hashA(), board.hashB()]];
      for (let step = 0; step < 60; step++) {
        const ours = board.rawMoves();
        expect(new Set(ours.map((m) => key(board.engineMoves(m)[0]!)))).toEqual(
          new Set(legalMoves(rules, state).map(key)),
        );
        for (const m of buf.subarray(0, gen.generate(buf, 0))) {
          if (!board.peekHash(m)) continue;
          peeked++;
          const peek = [board.peekedHashA, board.peekedHashB];
          board.apply(m);
          expect(peek).toEqual([board.hashA(), board.hashB()]);
          board.undo();
        }
        if (ours.length === 0) break;
        const [u, next] = nextUint32(rng);
        rng = next;
        const pick = ours[u % ours.length]!;
        state = playUnchecked(rules, state, board.engineMoves(pick)[0]!);
        const before = board.cardsOnFoundations;
        board.apply(pick);
        if (board.cardsOnFoundations > before) runsUp++;
        sameState(board.toState(), state);
        expect(runsKept(board)).toEqual(runsWalked(board));
        const fresh = new SolverBoard(rules, state);
        expect([board.hashA(), board.hashB()]).toEqual([fresh.hashA(), fresh.hashB()]);
        hashes.push([board.hashA(), board.hashB()]);
      }
      undoToStart(board, start, hashes);
    }
    expect(runsUp).toBeGreaterThan(0);
    expect(peeked).toBeGreaterThan(0);
  });

  it.each(defs.map((d) => [d.id, d] as const))(
    'works out the hash after each move without playing it, as playing it gives (%s)',
    (_, def) => {
      const rules = rulesOf(def);
      let peeked = 0;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 2 ** 31 }), (deal, seed) => {
          const board = new SolverBoard(rules, newDeal(rules, deal));
          const gen = new MoveGenerator(board);
          const buf = new Int32Array(gen.maxMoves);
          let rng = seed;
          for (let step = 0; step < 80; step++) {
            // The search's moves (waste moves from any reachable position, compound moves) and the single steps.
            const moves = [...buf.subarray(0, gen.generate(buf, 0)), ...board.rawMoves()];
            if (moves.length === 0) break;
            for (const m of moves) {
              const before = [board.hashA(), board.hashB()];
              if (!board.peekHash(m)) continue;
              peeked++;
              const peek = [board.peekedHashA, board.peekedHashB];
              board.apply(m);
              expect(peek, `move ${m}`).toEqual([board.hashA(), board.hashB()]);
              board.undo();
              expect([board.hashA(), board.hashB()]).toEqual(before);
            }
            const [u, next] = nextUint32(rng);
            rng = next;
            board.apply(moves[u % moves.length]!);
          }
        }),
        { numRuns: 10 },
      );
      expect(peeked).toBeGreaterThan(0);
    },
  );

  it.each(defs.map((d) => [d.id, d] as const))('rewinds to the start at once, as a fresh board (%s)', (_, def) => {
    const rules = rulesOf(def);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 2 ** 31 }), (deal, seed) => {
        const start = newDeal(rules, deal);
        const board = new SolverBoard(rules, start);
        const rng = playRandom(board, 150, seed);
        board.rewind();
        const fresh = new SolverBoard(rules, start);
        expectSameBoard(board, fresh);
        // And it plays on from there as the fresh board does.
        playRandom(board, 40, rng);
        playRandom(fresh, 40, rng);
        expectSameBoard(board, fresh);
      }),
      { numRuns: 10 },
    );
  });

  // A spread beam keeps a copy of each position of its layer and puts the board back on it (`saveTo`, `restoreFrom`).
  it.each(defs.map((d) => [d.id, d] as const))(
    'restores a copied position at once, as a board made from it (%s)',
    (_, def) => {
      const rules = rulesOf(def);
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 1e6 }),
          fc.integer({ min: 1, max: 2 ** 31 }),
          fc.integer({ min: 0, max: 120 }),
          (deal, seed, before) => {
            const board = new SolverBoard(rules, newDeal(rules, deal));
            let rng = playRandom(board, before, seed);
            const slot = new Uint8Array(board.copyBytes);
            board.saveTo(slot);
            const fresh = new SolverBoard(rules, board.toState());
            rng = playRandom(board, 60, rng);
            board.restoreFrom(slot);
            expectSameBoard(board, fresh);
            playRandom(board, 40, rng);
            playRandom(fresh, 40, rng);
            expectSameBoard(board, fresh);
          },
        ),
        { numRuns: 10 },
      );
    },
  );

  it('hashes positions that differ only by the order of interchangeable piles alike', () => {
    const rules = rulesOf(base);
    const s = newDeal(rules, 7);
    const swapped: GameState = {
      ...s,
      tableau: [s.tableau[3]!, ...s.tableau.slice(1, 3), s.tableau[0]!, ...s.tableau.slice(4)],
    };
    const a = new SolverBoard(rules, s),
      b = new SolverBoard(rules, swapped);
    expect([a.hashA(), a.hashB()]).toEqual([b.hashA(), b.hashB()]);
    // ... but not positions whose piles hold the same cards at the same depths in other combinations.
    const [p5, p6] = [s.tableau[5]!, s.tableau[6]!];
    const mixed: GameState = {
      ...s,
      tableau: [...s.tableau.slice(0, 5), [p5[0]!, ...p6.slice(1, 6)], [p6[0]!, ...p5.slice(1), p6[6]!]],
    };
    const c = new SolverBoard(rules, mixed);
    expect([c.hashA(), c.hashB()]).not.toEqual([a.hashA(), a.hashB()]);
  });

  // Which cell holds which card changes no move but the cells' names, so the search holds them one position.
  it('hashes positions that differ only by which cell holds which card alike, and keeps each cell', () => {
    const rules = rulesOf(freeCell);
    const tableau = [['KS', 'QH'], ['9C'], ['5D', '4S'], ['JD'], ['2C'], ['7H'], ['8S'], ['TD']];
    const one = at(rules, { tableau, cells: ['AH', null, '3D', null] }),
      other = at(rules, { tableau, cells: [null, '3D', null, 'AH'] }),
      third = at(rules, { tableau, cells: ['AH', null, '4D', null] });
    const a = new SolverBoard(rules, one),
      b = new SolverBoard(rules, other),
      c = new SolverBoard(rules, third);
    expect([a.hashA(), a.hashB()]).toEqual([b.hashA(), b.hashB()]);
    expect([c.hashA(), c.hashB()]).not.toEqual([a.hashA(), a.hashB()]);
    // The board itself keeps the real cells, so the moves it returns name them.
    expect(a.toState()).toEqual(one);
    expect(b.toState()).toEqual(other);
  });

  it('keeps pile order in the hash when a redeal will deal the piles again in order', () => {
    const rules = rulesOf(defs[6]!);
    const s = newDeal(rules, 3);
    const swapped: GameState = { ...s, tableau: [s.tableau[1]!, s.tableau[0]!, ...s.tableau.slice(2)] };
    const a = new SolverBoard(rules, s),
      b = new SolverBoard(rules, swapped);
    expect([a.hashA(), a.hashB()]).not.toEqual([b.hashA(), b.hashB()]);
  });
});
