import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { shamrocks } from '@solitaire/variants';
import { solveWith } from '../solve.js';
import { PER_FREE_MOVE } from '../tuning.js';
import { BeamSearch } from './beamSearch.js';
import { boardLine, replaysToWin } from '../testing.js';

const shamrocksRules = rulesFor(shamrocks);

describe('BeamSearch scoring mobility', () => {
  // Shamrocks deal 294 was never decided by the solver before these beams (CHANGELOG, 2.6.0): no depth-first
  // search and no plain beam wins it; a beam that also scores the moves each position offers does.
  it('wins Shamrocks deal 294, which a plain beam does not win with as many positions', () => {
    const state = newDeal(shamrocksRules, 294);
    const mobile = new BeamSearch(shamrocksRules, state, 1 << 23, { perFreeMove: PER_FREE_MOVE });
    expect(mobile.run(2_000_000, () => false)).toBe('won');
    expect(replaysToWin(shamrocksRules, state, boardLine(mobile.board, shamrocksRules, state))).toBe(true);
    const plain = new BeamSearch(shamrocksRules, state, 1 << 23);
    expect(plain.run(2_000_000, () => false)).not.toBe('won');
    mobile.release();
    plain.release();
  });

  // In `solve` they join once the main search has passed `MOBILE_BEAMS_AFTER` positions.
  it('lets solve win Shamrocks deal 294', () => {
    const state = newDeal(shamrocksRules, 294);
    const parts = { floating: true, dominance: true, probes: true, deadEnds: true };
    const r = solveWith(shamrocksRules, state, { maxNodes: 8_000_000 }, parts);
    expect(r.outcome).toBe('won');
    expect(replaysToWin(shamrocksRules, state, r.moves!)).toBe(true);
  });
});
