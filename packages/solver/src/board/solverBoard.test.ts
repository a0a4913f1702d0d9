import { describe, expect, it } from 'vitest';
import { type GameState, legalMoves, newDeal, nextUint32, playUnchecked } from '@solitaire/engine';
import { at, move as mv } from '@solitaire/engine/testing';
import { freeCell, scorpion } from '@solitaire/variants';
import { SolverBoard } from './solverBoard.js';
import { cardOf, isFaceDown } from './tableauByte.js';
import { MoveGenerator } from '../moves/moveGenerator.js';
import { runPositions } from '../testing.js';
import {
  boardBase,
  boardDefs,
  boardPropertySuite,
  key,
  rulesOf,
  runsKept,
  runsWalked,
  sameState,
  undoToStart,
} from './testing.js';

describe('solver board', () => {
  // A reader meets the board through its fields: each says in words what it holds.
  it('names every field in words, none under four letters', () => {
    const board = new SolverBoard(rulesOf(boardBase), newDeal(rulesOf(boardBase), 1));
    expect(Object.keys(board).filter((name) => name.length < 4)).toEqual([]);
  });

  boardPropertySuite(5);

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

  // The beams keep each pile's share of their score by the pile's key: alike piles must share a key, and piles
  // that differ in a card or a face must not.
  it('gives alike piles one key and different piles different keys', () => {
    let piles = 0;
    for (const [i, { rules, state: start }] of runPositions(5, 30).entries()) {
      const board = new SolverBoard(rules, start);
      const keyOfPile = new Map<string, string>(),
        pileOfKey = new Map<string, string>();
      let rng = i + 1;
      for (let step = 0; step < 60; step++) {
        for (let p = 0; p < board.pileCount; p++) {
          const from = p * board.pileRoom;
          const bytes = Array.from(board.tableau.subarray(from, from + board.pileLength[p]!));
          // Cards the rules cannot tell apart (twins) are one card here, as in the hash; piles are named by place
          // where the hash keeps them apart (a stock deals to them in order).
          const cards = bytes.map((b) => `${board.twinOf[cardOf(b)]}${isFaceDown(b) ? 'v' : '^'}`);
          const pile = `${board.symmetric ? '' : p}:${cards.join(',')}`,
            pileKey = `${board.symmetric ? '' : p}:${board.pileKeyA(p)},${board.pileKeyB(p)}`;
          expect(keyOfPile.get(pile) ?? pileKey).toBe(pileKey);
          expect(pileOfKey.get(pileKey) ?? pile).toBe(pile);
          keyOfPile.set(pile, pileKey);
          pileOfKey.set(pileKey, pile);
          piles++;
        }
        const ours = board.rawMoves();
        if (ours.length === 0) break;
        const [u, next] = nextUint32(rng);
        rng = next;
        board.apply(ours[u % ours.length]!);
      }
    }
    expect(piles).toBeGreaterThan(1000);
  });

  // Found by the slow tier's peeking property on Scorpion deal 180615: an Ace moved with the cards on it to the
  // 2 of its suit completes a run under them, which goes up when they are lifted off.
  it('works out no hash it would get wrong when a unit lifted off an Ace uncovers a complete run', () => {
    const rules = rulesOf(scorpion);
    const spades = ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S', '5S', '4S', '3S', '2S', 'AS'];
    const board = new SolverBoard(rules, at(rules, { tableau: [[...spades, '9H', '4D'], ['TH'], [], [], [], [], []] }));
    const lift = board.rawMoves().find((m) => key(board.engineMoves(m)[0]!) === key(mv('t0', 't1', 2)));
    expect(lift).toBeDefined();
    const peeked = board.peekHash(lift!) ? [board.peekedHashA, board.peekedHashB] : null;
    board.apply(lift!);
    expect(board.cardsOnFoundations).toBe(13);
    if (peeked) expect(peeked).toEqual([board.hashA(), board.hashB()]);
  });

  it('hashes positions that differ only by the order of interchangeable piles alike', () => {
    const rules = rulesOf(boardBase);
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
    const rules = rulesOf(boardDefs[6]!);
    const s = newDeal(rules, 3);
    const swapped: GameState = { ...s, tableau: [s.tableau[1]!, s.tableau[0]!, ...s.tableau.slice(2)] };
    const a = new SolverBoard(rules, s),
      b = new SolverBoard(rules, swapped);
    expect([a.hashA(), a.hashB()]).not.toEqual([b.hashA(), b.hashB()]);
  });
});
