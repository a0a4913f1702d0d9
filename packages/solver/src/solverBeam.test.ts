import { describe, expect, it } from 'vitest';
import { type GameState, newDeal, resolveRules, type Rules } from '@solitaire/engine';
import { shamrocks } from '@solitaire/variants';
import { solveWith } from './solver.js';
import { BEAM_DONE, BEAM_WON, BeamSearch } from './solverBeam.js';
import { SolverBoard } from './solverBoard.js';
import { exhaustive, randomFanPositions, replaysToWin } from './testing.js';

const shamrocksRules = (() => {
  const r = resolveRules(shamrocks, {});
  if (!r.ok) throw new Error(r.error);
  return r.value;
})();

/** The engine moves of the line a beam's board holds. */
const lineOf = (beam: BeamSearch, rules: Rules, state: GameState) => {
  const fresh = new SolverBoard(rules, state);
  return Array.from(beam.board.plyMove.subarray(0, beam.board.ply)).flatMap((m) => { const out = fresh.engineMoves(m); fresh.apply(m); return out; });
};

describe('BeamSearch', () => {
  // A beam that never drops a child is a breadth-first search of every position, so run to its end the beams
  // win exactly the won positions; a lost one ends with nothing left to find instead of widening for ever.
  it('wins every won random fan position and ends on every lost one', () => {
    let won = 0, lost = 0;
    for (const { label, rules, state } of randomFanPositions(5, 40)) {
      const truth = exhaustive(rules, state, 2000);
      if (truth === null) continue;
      const beam = new BeamSearch(rules, state, 1 << 20);
      const r = beam.run(1e7, () => false);
      expect(r, label).toBe(truth ? BEAM_WON : BEAM_DONE);
      if (r === BEAM_WON) expect(replaysToWin(rules, state, lineOf(beam, rules, state)), label).toBe(true);
      beam.release();
      if (truth) won++; else lost++;
    }
    expect(won).toBeGreaterThan(10);
    expect(lost).toBeGreaterThan(3);
  });

  // Shamrocks deal 32: a win the solver's depth-first searches (main and probes) found only after 110 million
  // positions (package README), which the beams, from a width of 8, find within 20,000.
  it('wins a Shamrocks deal the depth-first searches miss at the same budget', () => {
    const state = newDeal(shamrocksRules, 32);
    const beam = new BeamSearch(shamrocksRules, state, 1 << 22);
    expect(beam.run(20_000, () => false)).toBe(BEAM_WON);
    expect(replaysToWin(shamrocksRules, state, lineOf(beam, shamrocksRules, state))).toBe(true);
    const tuning = { floating: true, dominance: true, probes: true, deadEnds: true };
    expect(solveWith(shamrocksRules, state, { maxNodes: 100_000 }, { ...tuning, beams: false }).outcome).toBe('unknown');
    const withBeams = solveWith(shamrocksRules, state, { maxNodes: 100_000 }, tuning);
    expect(withBeams.outcome).toBe('won');
    expect(replaysToWin(shamrocksRules, state, withBeams.moves!)).toBe(true);
  });

  it('goes on from where it paused: the same win at the same count, in one call or many', () => {
    const state = newDeal(shamrocksRules, 32);
    const whole = new BeamSearch(shamrocksRules, state, 1 << 22);
    expect(whole.run(20_000, () => false)).toBe(BEAM_WON);
    const sliced = new BeamSearch(shamrocksRules, state, 1 << 22);
    let r = -1;
    for (let limit = 100; r !== BEAM_WON && limit <= 20_000; limit += 100) r = sliced.run(limit, () => false);
    expect(r).toBe(BEAM_WON);
    expect(sliced.nodes).toBe(whole.nodes);
    expect(Array.from(sliced.board.plyMove.subarray(0, sliced.board.ply))).toEqual(Array.from(whole.board.plyMove.subarray(0, whole.board.ply)));
    whole.release(); sliced.release();
  });
});
