import { describe, expect, it } from 'vitest';
import { at as layout, rulesFor } from '@solitaire/engine/testing';
import {
  MOVE_FOUNDATION_TO_TABLEAU,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
  moveKind,
  packMove,
} from '../board/packedMove.js';
import { SolverBoard } from '../board/solverBoard.js';
import { inverseOfLastPly } from './inverseOfLastPly.js';
import { MoveGenerator } from './moveGenerator.js';
import { defs, seedsTo, smallPositions, smallShapes, twinDefs, twinShapes } from '../testing.js';

describe('inverseOfLastPly', () => {
  // The search skips the inverse only because it leads back to the position before the last ply: the same
  // cards in the same places, so the same hash. Checked for every move of every small position.
  it.each(Object.keys({ ...defs, ...twinDefs }))(
    'takes every root move of the small positions back exactly (%s)',
    (name) => {
      const r = rulesFor(defs[name] ?? twinDefs[name]!);
      let inverses = 0;
      for (const { state } of smallPositions(r, seedsTo(10), name in defs ? smallShapes : twinShapes)) {
        const b = new SolverBoard(r, state);
        const gen = new MoveGenerator(b);
        const buf = new Int32Array(gen.maxMoves);
        const end = gen.generate(buf, 0);
        const a0 = b.hashA(),
          b0 = b.hashB();
        for (const m of buf.subarray(0, end)) {
          b.apply(m);
          const inverse = inverseOfLastPly(b);
          if (inverse >= 0) {
            inverses++;
            b.apply(inverse);
            expect([b.hashA(), b.hashB()], `move ${m}, inverse ${inverse}`).toEqual([a0, b0]);
            b.undo();
          }
          b.undo();
        }
      }
      expect(inverses).toBeGreaterThan(0);
    },
  );

  it('has none for a move that turns a card up, and spells the others as the generator does', () => {
    const r = rulesFor(defs.sevenPiles!);
    const b = new SolverBoard(r, layout(r, { tableau: [['#KS', 'QH'], ['KC'], ['#2D', 'QD'], []] }));
    b.apply(packMove(MOVE_TABLEAU_TO_TABLEAU, 0, 1, 1));
    expect(inverseOfLastPly(b)).toBe(-1);
    b.apply(packMove(MOVE_TABLEAU_TO_TABLEAU, 1, 0, 1));
    expect(inverseOfLastPly(b)).toBe(packMove(MOVE_TABLEAU_TO_TABLEAU, 0, 1, 1));
    const tf = new SolverBoard(r, layout(r, { tableau: [['KS', 'AH'], [], [], []] }));
    tf.apply(packMove(MOVE_TABLEAU_TO_FOUNDATION, 0, 2));
    expect(moveKind(inverseOfLastPly(tf))).toBe(MOVE_FOUNDATION_TO_TABLEAU);
    tf.apply(inverseOfLastPly(tf));
    expect(inverseOfLastPly(tf)).toBe(packMove(MOVE_TABLEAU_TO_FOUNDATION, 0, 2));
  });
});
