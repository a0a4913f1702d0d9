import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { shamrocks } from '@solitaire/variants';
import { solveWith } from './solver.js';
import { BEAM_DONE, BEAM_WON, BeamSearch, FIRST_BEAM_WIDTH, PER_FREE_MOVE } from './solverBeam.js';
import { boardLine, exhaustive, randomFanPositions, replaysToWin } from './testing.js';

const shamrocksRules = rulesFor(shamrocks);

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
      if (r === BEAM_WON) expect(replaysToWin(rules, state, boardLine(beam.board, rules, state)), label).toBe(true);
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
    expect(replaysToWin(shamrocksRules, state, boardLine(beam.board, shamrocksRules, state))).toBe(true);
    const tuning = { floating: true, dominance: true, probes: true, deadEnds: true };
    expect(solveWith(shamrocksRules, state, { maxNodes: 100_000 }, { ...tuning, beams: false }).outcome).toBe('unknown');
    const withBeams = solveWith(shamrocksRules, state, { maxNodes: 100_000 }, tuning);
    expect(withBeams.outcome).toBe('won');
    expect(replaysToWin(shamrocksRules, state, withBeams.moves!)).toBe(true);
  });

  // The move count that beams scoring mobility add is read from the rules, not from the solver's move generator:
  // it must equal the engine's own list (a card sent up counted once, whichever foundation; cards played back
  // left out), positions along random lines of play included.
  it('counts the moves a position offers as the engine lists them', () => {
    let checked = 0;
    for (const deal of [1, 32, 294]) {
      let state = newDeal(shamrocksRules, deal);
      let seed = deal;
      for (let step = 0; step < 40; step++) {
        const moves = legalMoves(shamrocksRules, state);
        const sources = new Set<number>();
        let toPiles = 0;
        for (const m of moves) {
          if (m.kind !== 'move' || m.from.zone !== 'tableau') continue;
          if (m.to.zone === 'foundation') sources.add(m.from.index); else toPiles++;
        }
        const beam = new BeamSearch(shamrocksRules, state, 1 << 16, FIRST_BEAM_WIDTH, PER_FREE_MOVE);
        expect(beam.freeMoves(), `deal ${deal}, step ${step}`).toBe(sources.size + toPiles);
        beam.release();
        checked++;
        if (moves.length === 0) break;
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        const next = applyMove(shamrocksRules, state, moves[seed % moves.length]!);
        if (!next.ok) throw new Error(next.error);
        state = next.value;
      }
    }
    expect(checked).toBeGreaterThan(60);
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
