// LockedPiles against positions known to be won: every position of a winning line the solver finds (each replayed
// through the engine) can still be won, so the proof must never call one lost. Too long for the fast tier.
import { describe, expect, it } from 'vitest';
import { type GameState, newDeal } from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { scorpion } from '@solitaire/variants';
import { SolverBoard } from '../board/solverBoard.js';
import { solve } from '../solve.js';
import { LockedPiles } from './lockedPiles.js';

describe('LockedPiles on winning lines', () => {
  it('scorpion: calls no position of a won line lost, deals 1-100', () => {
    const rules = rulesFor(scorpion);
    let lines = 0,
      positions = 0;
    for (let deal = 1; deal <= 100; deal++) {
      const start = newDeal(rules, deal);
      const r = solve(rules, start, { maxNodes: 100_000 });
      if (r.outcome !== 'won') continue;
      lines++;
      let s: GameState = start;
      for (const m of [null, ...r.moves!]) {
        if (m) s = played(rules)(s, m);
        positions++;
        expect(new LockedPiles(new SolverBoard(rules, s)).provedLost(), `deal ${deal}`).toBe(false);
      }
    }
    expect(lines).toBeGreaterThan(10);
    expect(positions).toBeGreaterThan(500);
  });
});
