import { describe, expect, it } from 'vitest';
import type { Layout, VariantDefinition } from '@solitaire/engine';
import { at, baseDef, rulesFor } from '@solitaire/engine/testing';
import { solveWith } from '../solve.js';
import { SolverBoard } from '../board/solverBoard.js';
import { DeadEnds } from './deadEnds.js';
import { defs, exhaustive, fansOfThree, seedsTo, smallPositions, suitRun } from '../testing.js';

/** DeadEnds' answer, checked against the plain search whenever it claims a loss. */
const provedLost = (def: VariantDefinition, layout: Partial<Layout>): boolean => {
  const rules = rulesFor(def);
  const state = at(rules, layout);
  const lost = new DeadEnds(new SolverBoard(rules, state)).provedLost();
  const plain = solveWith(
    rules,
    state,
    {},
    { floating: false, dominance: false, probes: false, deadEnds: false, fillsNext: false },
  );
  expect(plain.outcome).toBe(lost ? 'lost' : 'won');
  return lost;
};

// The base builds down in alternating colours and takes only Kings into empty piles; the layouts hold a few
// cards, and the cards they leave out need not go up.
describe('DeadEnds', () => {
  it('proves a loss when a card lies on every card it could go on and on its own foundation predecessor', () => {
    // The 2 of clubs needs a red 3, or the Ace of clubs on a foundation: all three lie under it.
    expect(provedLost(baseDef, { tableau: [['#AC', '#3H', '#3D', '2C'], ['2D', 'AD'], ['2H', 'AH'], []] })).toBe(true);
  });

  it('does not call a position lost when one way out remains', () => {
    // The 3 of diamonds in another pile takes the 2 of clubs.
    expect(provedLost(baseDef, { tableau: [['#AC', '#3H', '2C'], ['2D', 'AD'], ['2H', 'AH'], ['3D']] })).toBe(false);
    // The 3 of diamonds in the stock can land on the 4 of clubs and take it.
    expect(
      provedLost(baseDef, { tableau: [['#AC', '#3H', '2C'], ['2D', 'AD'], ['2H', 'AH'], ['4C']], stock: ['3D', '3C'] }),
    ).toBe(false);
  });

  it('counts an empty pile as a way out only for the cards it takes', () => {
    const layout = { tableau: [['#AC', '2C'], ['3C'], [], []] };
    expect(provedLost(baseDef, layout)).toBe(true);
    expect(provedLost({ ...baseDef, tableau: { ...baseDef.tableau, whenEmpty: 'anyCard' } }, layout)).toBe(false);
  });

  it('counts a build that moves as one unit as uncovering what lies under it', () => {
    // The 3 of hearts and the 2 of clubs on it move together onto the 4 of clubs, uncovering the Ace.
    const layout = { tableau: [['AC', '3H', '2C'], ['4C'], ['2H', 'AH'], ['3C']] };
    expect(provedLost(baseDef, layout)).toBe(false);
    expect(provedLost({ ...baseDef, tableau: { ...baseDef.tableau, moveUnit: 'topCard' } }, layout)).toBe(true);
  });

  it('lets a card come back from a foundation to be built on, only with play-back', () => {
    // The 3 of hearts may come back onto the 4 of clubs and take the 2 of clubs off the Ace.
    const layout = { tableau: [['#AC', '2C'], ['4C'], ['3C'], []], foundations: [[], [], ['AH', '2H', '3H'], []] };
    expect(provedLost(baseDef, layout)).toBe(false);
    expect(provedLost({ ...baseDef, foundations: { ...baseDef.foundations, playBack: false } }, layout)).toBe(true);
  });

  it('knows that a card on a full pile takes nothing until it moves to a pile with room', () => {
    // Fans built up or down in any suit hold three cards. The 2 of clubs can only leave the Ace of clubs for the
    // 3 of diamonds, which tops a full fan and can only move onto another 2, in a fan that it then fills.
    const fans = fansOfThree;
    const layout = { tableau: [['AC', '2C'], ['5D', '4D', '3D'], ['AD', '2D'], []] };
    expect(provedLost(fans, layout)).toBe(true);
    expect(provedLost({ ...fans, tableau: { ...fans.tableau, capacity: null } }, layout)).toBe(false);
  });

  it('reads the waste as a pile that gives only its top once it may not be turned over again', () => {
    // The 2 of hearts, on the waste top, has no black 3 to go on and covers its Ace: on the last pass neither can
    // ever leave; with a pass left, turning the waste over deals the Ace first. (The base allows one redeal.)
    const layout = {
      tableau: [['6C'], ['5D'], [], []],
      foundations: [suitRun('C', 5), suitRun('D', 4), [], []],
      waste: ['AH', '2H'],
    };
    expect(provedLost(baseDef, { ...layout, redeals: 1 })).toBe(true);
    expect(provedLost(baseDef, { ...layout, redeals: 0 })).toBe(false);
  });

  // Small positions on their last pass, part of the stock dealt to the waste: every loss DeadEnds proves there
  // must be one for the exhaustive search over engine moves.
  it('proves only true losses on the last pass through the stock', () => {
    let proofs = 0;
    for (const name of ['drawOneTwoPasses', 'drawTwoNoRedeal']) {
      const r = rulesFor(defs[name]!);
      for (const { label, state } of smallPositions(r, seedsTo(12))) {
        const dealt = Math.ceil(state.stock.length / 2);
        const last = {
          ...state,
          stock: state.stock.slice(0, state.stock.length - dealt),
          redeals: r.redeal?.limit === undefined ? 0 : Number(r.redeal.limit),
          waste: state.stock
            .slice(state.stock.length - dealt)
            .reverse()
            .map((c) => ({ ...c, up: true })),
        };
        if (!new DeadEnds(new SolverBoard(r, last)).provedLost()) continue;
        proofs++;
        expect(exhaustive(r, last, 20_000), `${name}, ${label}`).not.toBe(true);
      }
    }
    expect(proofs).toBeGreaterThan(3);
  });

  it('never calls a position lost while a redeal may still shuffle the tableau', () => {
    const fans: VariantDefinition = {
      ...baseDef,
      tableau: { ...baseDef.tableau, moveUnit: 'topCard', whenEmpty: 'never', fans: true },
      // Four fans of 13: room for the whole deck, as a shuffle's deal needs.
      deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 13 } },
      stock: null,
      redeal: null,
      options: [],
    };
    const layout = { tableau: [['AC', '2C'], ['2H', 'AH'], [], []] };
    expect(provedLost(fans, layout)).toBe(true);
    const rules = rulesFor({ ...fans, redeal: { kind: 'shuffleTableau', limit: 2 } });
    expect(new DeadEnds(new SolverBoard(rules, at(rules, layout))).provedLost()).toBe(false);
  });
});
