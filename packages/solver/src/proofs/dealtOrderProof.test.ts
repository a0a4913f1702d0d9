import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { at, rulesFor } from '@solitaire/engine/testing';
import { shamrocks as shamrocksDefinition } from '@solitaire/variants';
import { SolverBoard } from '../board/solverBoard.js';
import { DealtOrderProof, dealtOrderHolds } from './dealtOrderProof.js';
import { DeadEnds } from './deadEnds.js';
import { solveWith } from '../solve.js';
import { checkFanPositions, dealtOrderVerdict, defs, exhaustive, randomFanPositions, sevenPiles } from '../testing.js';

const fans = rulesFor(defs.fansUpOrDown!);

describe('DealtOrderProof', () => {
  it('applies to fans of limited room that are never refilled, and nowhere else', () => {
    const state = at(fans, { tableau: [['AC', '2C'], ['3C'], [], [], []] });
    expect(dealtOrderHolds(new SolverBoard(fans, state))).toBe(true);
    const refilled = rulesFor({
      ...defs.fansUpOrDown!,
      tableau: { ...defs.fansUpOrDown!.tableau, whenEmpty: 'anyCard' },
    });
    expect(
      dealtOrderHolds(new SolverBoard(refilled, at(refilled, { tableau: [['AC', '2C'], ['3C'], [], [], []] }))),
    ).toBe(false);
    const unlimited = rulesFor({ ...defs.fansUpOrDown!, tableau: { ...defs.fansUpOrDown!.tableau, capacity: null } });
    expect(
      dealtOrderHolds(new SolverBoard(unlimited, at(unlimited, { tableau: [['AC', '2C'], ['3C'], [], [], []] }))),
    ).toBe(false);
    const klondike = rulesFor(sevenPiles);
    expect(dealtOrderHolds(new SolverBoard(klondike, at(klondike, { tableau: [['AC'], ['2C'], [], []] })))).toBe(false);
  });

  it('proves a loss that needs the order of moves', () => {
    // The 2 of clubs can only leave the Ace for the 3 of diamonds's fan once the 3 has moved there... onto a 2 or
    // a 4 with room, and the only such card is the 2 of clubs itself: no card may ever leave its fan but the 4.
    const layout = { tableau: [['AC', '2C', '5D'], ['AD', '3D', '4C'], ['3C', '2D', '5C'], ['4D'], []] };
    const state = at(fans, layout);
    expect(new DeadEnds(new SolverBoard(fans, state)).provedLost()).toBe(false);
    expect(exhaustive(fans, state)).toBe(false);
    expect(dealtOrderVerdict(fans, state)).toBe('lost');
  });

  it('leaves a won position open', () => {
    const state = at(fans, { tableau: [['AC', '3D', '2C'], ['AD', '2D'], ['3C'], [], []] });
    expect(exhaustive(fans, state)).toBe(true);
    expect(dealtOrderVerdict(fans, state)).toBe('done');
  });

  // Small positions where room is short: every loss the proof claims must be one for the exhaustive search over
  // engine moves, and it must claim some that the quick proof (`DeadEnds`) does not.
  it('proves only true losses, and more of them than DeadEnds', () => {
    const { proofs, beyondDeadEnds, losses } = checkFanPositions([3], 60, 20_000);
    expect(proofs).toBeGreaterThan(5);
    expect(beyondDeadEnds).toBeGreaterThan(0);
    expect(proofs).toBeLessThanOrEqual(losses);
  });

  // Positions are kept as exact numbers where they fit in 52 bits (`PackedSet`), else as hashes: both must search
  // the same positions (unless the set forgot some, which only adds positions searched again), each search alone.
  it.each([
    ['forward', { backward: false }],
    ['backward', { forward: false }],
  ] as const)('searches the same positions whether it keeps them as numbers or as hashes (%s)', (_, only) => {
    let compared = 0;
    for (const { label, rules, state } of randomFanPositions(4, 40)) {
      const [exact, hashed] = [true, false].map((exactKeys) => {
        const proof = new DealtOrderProof(new SolverBoard(rules, state), 16 * 2 ** 20, { exactKeys, ...only });
        const verdict = proof.run(Number.POSITIVE_INFINITY, () => false);
        proof.release();
        return { verdict, positions: proof.positions + proof.backPositions, evictions: proof.evictions };
      });
      expect(exact!.verdict, label).toBe(hashed!.verdict);
      if (exact!.evictions > 0) continue;
      expect(exact!.positions, label).toBe(hashed!.positions);
      compared++;
    }
    expect(compared).toBeGreaterThan(30);
  });

  // The two searches decide one question, whether the smaller game is won from the start, from its two ends: each
  // alone must give the same answer, and they must differ in the work it takes (or one of them is idle).
  it('decides the same positions alike searching forwards and backwards', () => {
    let lost = 0,
      open = 0,
      backwardCheaper = 0,
      forwardCheaper = 0;
    for (const { label, rules, state } of [...randomFanPositions(5, 50), ...randomFanPositions(6, 50)]) {
      const [forward, backward, both] = [{ backward: false }, { forward: false }, {}].map((only) => {
        const proof = new DealtOrderProof(new SolverBoard(rules, state), 16 * 2 ** 20, only);
        const verdict = proof.run(Number.POSITIVE_INFINITY, () => false);
        proof.release();
        return { verdict, steps: proof.steps };
      });
      expect(backward!.verdict, label).toBe(forward!.verdict);
      expect(both!.verdict, label).toBe(forward!.verdict);
      if (forward!.verdict === 'lost') lost++;
      else open++;
      if (backward!.steps < forward!.steps) backwardCheaper++;
      else if (forward!.steps < backward!.steps) forwardCheaper++;
    }
    expect(lost).toBeGreaterThan(5);
    expect(open).toBeGreaterThan(5);
    expect(backwardCheaper).toBeGreaterThan(0);
    expect(forwardCheaper).toBeGreaterThan(0);
  });

  // Shamrocks 3: the forward search alone went past 278 million positions of the smaller game without running out
  // (a research run of 74 minutes); backwards, 326 positions reach the win and the start is not among them.
  it('proves Shamrocks deal 3 lost from the win backwards', () => {
    const shamrocks = rulesFor(shamrocksDefinition);
    const board = new SolverBoard(shamrocks, newDeal(shamrocks, 3));
    const forward = new DealtOrderProof(board, 16 * 2 ** 20, { backward: false });
    expect(forward.run(2_000_000, () => false)).toBe('paused');
    forward.release();
    const proof = new DealtOrderProof(board, 16 * 2 ** 20);
    expect(proof.run(2_000_000, () => false)).toBe('lost');
    expect(proof.backPositions).toBe(326);
    proof.release();
  });

  // The solver runs the proof in slices beside its searches; from the first slice on (`dealtOrderAfter: 0`), a
  // loss the proof settles ends the solve before the main search has seen every position.
  it('ends a solve as soon as the proof settles it', () => {
    const parts = { floating: true, dominance: true, probes: false, deadEnds: false, beams: false };
    let shortened = 0;
    for (const { label, rules, state } of randomFanPositions(3, 60)) {
      const plain = solveWith(rules, state, { maxNodes: 200_000 }, { ...parts, dealtOrder: false });
      const proved = solveWith(rules, state, { maxNodes: 200_000 }, { ...parts, dealtOrderAfter: 0 });
      if (plain.outcome === 'unknown') continue;
      expect(proved.outcome, label).toBe(plain.outcome);
      if (proved.nodes - proved.probeNodes < plain.nodes) shortened++;
    }
    expect(shortened).toBeGreaterThan(0);
  });
});
