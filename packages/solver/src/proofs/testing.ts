// Test support for the proofs of loss (lint treats `testing.ts` as tests): a proof must never call lost a position
// that can still be won, and every position of a winning line the solver finds (each replayed through the engine)
// can still be won.
import { expect } from 'vitest';
import { type GameState, newDeal, type Rules } from '@solitaire/engine';
import { played } from '@solitaire/engine/testing';
import { SolverBoard } from '../board/solverBoard.js';
import { solve } from '../solve.js';

/**
 * Solves deals 1 to `deals` at 100,000 positions and checks that `provedLost` calls no position of a won line lost;
 * returns how many lines and positions it checked.
 */
export const checkWonLines = (
  rules: Rules,
  deals: number,
  provedLost: (board: SolverBoard) => boolean,
): { lines: number; positions: number } => {
  let lines = 0,
    positions = 0;
  for (let deal = 1; deal <= deals; deal++) {
    const start = newDeal(rules, deal);
    const r = solve(rules, start, { maxNodes: 100_000 });
    if (r.outcome !== 'won') continue;
    lines++;
    let s: GameState = start;
    for (const m of [null, ...r.moves!]) {
      if (m) s = played(rules)(s, m);
      positions++;
      expect(provedLost(new SolverBoard(rules, s)), `deal ${deal}`).toBe(false);
    }
  }
  return { lines, positions };
};
