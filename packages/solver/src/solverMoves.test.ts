import { describe, expect, it } from 'vitest';
import type { VariantDefinition } from '@solitaire/engine';
import { at, baseDef, rulesFor } from '@solitaire/engine/testing';
import { MK_T2T, moveFrom, moveKind, moveTo, SolverBoard } from './solverBoard.js';
import { SolverMoves } from './solverMoves.js';

// Fans built up or down in any suit, three cards at most: no safe foundation rule is proved for them.
const fans: VariantDefinition = {
  ...baseDef, tableau: { count: 4, build: { direction: 'upOrDown', suit: 'any', wrap: false }, moveUnit: 'topCard', capacity: 3, whenEmpty: 'never', fans: true },
  deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 3 } }, stock: null, redeal: null, options: [],
};

/** The tableau moves `generate` lists, in its order, as [from, to]. */
const tableauMoves = (def: VariantDefinition, tableau: string[][]): [number, number][] => {
  const rules = rulesFor(def);
  const gen = new SolverMoves(new SolverBoard(rules, at(rules, { tableau })));
  const buf = new Int32Array(gen.maxMoves + 8);
  const end = gen.generate(buf, 0);
  return [...buf.subarray(0, end)].filter((m) => moveKind(m) === MK_T2T).map((m) => [moveFrom(m), moveTo(m)]);
};

describe('SolverMoves order', () => {
  it('puts a card on a card that need not go up before it ahead of one it would block', () => {
    // The 5 of hearts may go on the 4 of hearts, which must reach its foundation first, or on the 6 of spades.
    expect(tableauMoves(fans, [['9C', '5H'], ['4H'], ['6S'], ['KD']]).slice(0, 2)).toEqual([[0, 2], [0, 1]]);
  });

  it('prefers taking a card off a card it blocks', () => {
    // The Queen of clubs lies on the Jack of clubs; the 3 of diamonds on the 4 of spades blocks nothing, and
    // uncovering a low card would otherwise come first.
    const moves = tableauMoves(fans, [['4S', '3D'], ['JC', 'QC'], ['4H'], ['KH']]);
    expect(moves.findIndex(([from]) => from === 1)).toBeLessThan(moves.findIndex(([from]) => from === 0));
  });
});
