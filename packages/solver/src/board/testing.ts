// Test support for the solver board (lint treats `testing.ts` as tests): the definitions its checks run on, the
// comparisons with the engine, and the engine-agreement suite that solverBoard.test.ts runs on a sample and
// solverBoard.slow.test.ts in full.
import fc from 'fast-check';
import { expect, it } from 'vitest';
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
import { sevenPiles } from '../testing.js';

// Test-local definitions covering every vocabulary member the board has to honour: seven piles, then variations.
/** Seven piles, the board's plainest game. */
export const boardBase: VariantDefinition = { ...sevenPiles, tableau: { ...sevenPiles.tableau, count: 7 } };
/** Definitions covering every vocabulary member the board honours. */
export const boardDefs: VariantDefinition[] = [
  boardBase,
  {
    ...boardBase,
    id: 'rows-covered',
    deal: { ...boardBase.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 2 },
  },
  {
    ...boardBase,
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
    ...boardBase,
    id: 'reserve-no-playback',
    foundations: { count: 4, build: 'sameSuit', playBack: false, baseFixed: false },
    deal: { ...boardBase.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] }, reserve: 11 },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  {
    ...boardBase,
    id: 'two-decks',
    decks: 2,
    foundations: { count: 8, build: 'alternateColour', playBack: true, baseFixed: false },
    tableau: { ...boardBase.tableau, count: 13, whenEmpty: 'never' },
    deal: { ...boardBase.deal, tableau: { kind: 'rows', rows: ['down', 'up', 'down', 'up'] } },
    stock: { draw: 1 },
    redeal: { kind: 'turnWaste', limit: 1 },
  },
  {
    ...boardBase,
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
    ...boardBase,
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
/** The rules of a definition that must resolve. */
export const rulesOf = (def: VariantDefinition): Rules => {
  const r = resolveRules(def);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** A move's identity for set comparisons. */
export const key = (m: Move) => JSON.stringify(m);
/** Expects two positions to be the same, card for card. */
export const sameState = (a: GameState, b: GameState) => {
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
export const runsKept = (board: SolverBoard) => Array.from(board.runLength);
/** Each pile's movable run, walked from the cards. */
export const runsWalked = (board: SolverBoard) => Array.from({ length: board.pileCount }, (_, p) => board.runOfPile(p));

/** Undoes every ply, expecting each position's hash as it was and each run kept, back to `start`. */
export const undoToStart = (board: SolverBoard, start: GameState, hashes: number[][]) => {
  while (board.plies > 0) {
    expect([board.hashA(), board.hashB()]).toEqual(hashes[board.plies]);
    board.undo();
    expect(runsKept(board)).toEqual(runsWalked(board));
  }
  sameState(board.toState(), start);
  expect([board.hashA(), board.hashB()]).toEqual(hashes[0]);
};

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

/**
 * Registers, for every definition of `boardDefs`, `runs` random games of each property the board keeps against the
 * engine and against itself: the engine's legal moves, played alike with each movable run kept; hashes worked out
 * before a move; rewinding; restoring a copied position.
 */
export const boardPropertySuite = (runs: number) => {
  it.each(boardDefs.map((d) => [d.id, d] as const))(
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
        { numRuns: runs },
      );
    },
  );

  it.each(boardDefs.map((d) => [d.id, d] as const))(
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
        { numRuns: runs },
      );
      expect(peeked).toBeGreaterThan(0);
    },
  );

  it.each(boardDefs.map((d) => [d.id, d] as const))('rewinds to the start at once, as a fresh board (%s)', (_, def) => {
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
      { numRuns: runs },
    );
  });

  // A spread beam keeps a copy of each position of its layer and puts the board back on it (`saveTo`, `restoreFrom`).
  it.each(boardDefs.map((d) => [d.id, d] as const))(
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
        { numRuns: runs },
      );
    },
  );
};
