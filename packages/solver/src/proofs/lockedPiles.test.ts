import { describe, expect, it } from 'vitest';
import type { Layout } from '@solitaire/engine';
import { at, rulesFor } from '@solitaire/engine/testing';
import { newDeal } from '@solitaire/engine';
import { scorpion, spiderette } from '@solitaire/variants';
import { SolverBoard } from '../board/solverBoard.js';
import { solveWith } from '../solve.js';
import { LockedPiles } from './lockedPiles.js';

const scorpionRules = rulesFor(scorpion);

/** LockedPiles' answer on a hand-made Scorpion position, checked against the plain search when it claims a loss. */
const provedLost = (layout: Partial<Layout>): boolean => {
  const state = at(scorpionRules, layout);
  const lost = new LockedPiles(new SolverBoard(scorpionRules, state)).provedLost();
  if (lost) {
    const plain = solveWith(
      scorpionRules,
      state,
      {},
      { floating: false, dominance: false, probes: false, deadEnds: false, fillsNext: false, lockedPiles: false },
    );
    expect(plain.outcome).toBe('lost');
  }
  return lost;
};

/** The plain search's answer on a hand-made Scorpion position: the positions the proof must leave alone are won. */
const plainOutcome = (layout: Partial<Layout>): string =>
  solveWith(
    scorpionRules,
    at(scorpionRules, layout),
    {},
    { floating: false, dominance: false, probes: false, deadEnds: false, fillsNext: false, lockedPiles: false },
  ).outcome;

// Scorpion builds down in suit, any face-up card moving with the cards on it, Kings alone into empty piles; a run
// from King to Ace of one suit goes up. The layouts hold whole suits, the rest out of play.
describe('LockedPiles', () => {
  it('proves a loss when a pile lowest face-up card can go only onto a card face down under it', () => {
    // The 6 of spades lies on the face-down 7, its only way onto a card.
    const spades = [
      ['#7S', '6S'],
      ['KS', 'QS', 'JS', 'TS', '9S', '8S'],
      ['5S', '4S', '3S', '2S', 'AS'],
      [],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: spades })).toBe(true);
    // With the 7 face up elsewhere, the 6 can go onto it once the 7 is a top.
    const free = [['#QS', '6S'], ['KS', '7S'], ['JS', 'TS', '9S', '8S'], ['5S', '4S', '3S', '2S', 'AS'], [], [], []];
    expect(provedLost({ tableau: free })).toBe(false);
  });

  it('proves a loss when two piles wait for each other', () => {
    // The 7 of spades needs the 8 of spades, face down under the 8 of hearts, which needs the 9 of hearts, face down
    // under the 7 of spades.
    const tableau = [
      ['#9H', '7S'],
      ['#8S', '8H'],
      ['KS', 'QS', 'JS', 'TS', '9S'],
      ['6S', '5S', '4S', '3S', '2S', 'AS'],
      ['KH', 'QH', 'JH', 'TH'],
      ['7H', '6H', '5H', '4H', '3H', '2H', 'AH'],
      [],
    ];
    expect(provedLost({ tableau })).toBe(true);
    // The 9 of hearts on a pile's top instead: the 8 of hearts goes onto it, the 8 of spades turns up for the 7.
    const opened = [
      ['#QS', '7S'],
      ['#8S', '8H'],
      ['KS'],
      ['6S', '5S', '4S', '3S', '2S', 'AS'],
      ['KH', 'QH', 'JH', 'TH'],
      ['7H', '6H', '5H', '4H', '3H', '2H', 'AH'],
      ['JS', 'TS', '9S', '9H'],
    ];
    expect(provedLost({ tableau: opened })).toBe(false);
    expect(plainOutcome({ tableau: opened })).toBe('won');
  });

  it('leaves alone a King on face-down cards: a run can be built on it where it lies', () => {
    const tableau = [
      ['#7H', 'KS'],
      ['QS', 'JS', 'TS', '9S', '8S', '7S'],
      ['6S', '5S', '4S', '3S', '2S', 'AS'],
      [],
      [],
      [],
      [],
    ];
    const hearts = ['KH', 'QH', 'JH', 'TH', '9H', '8H', '6H', '5H', '4H', '3H', '2H', 'AH'];
    expect(provedLost({ tableau: tableau.map((p, i) => (i === 3 ? hearts : p)) })).toBe(false);
  });

  it('follows the face-down cards down: each, once turned up, must leave in its turn', () => {
    // A spade run can be built on the King of spades and go up, but the 5 of hearts then turned up can go only onto
    // the 6 of hearts, face down under it.
    const tableau = [
      ['#6H', '#5H', 'KS'],
      ['QS', 'JS', 'TS', '9S', '8S', '7S'],
      ['6S', '5S', '4S', '3S', '2S', 'AS'],
      ['KH', 'QH', 'JH', 'TH', '9H', '8H', '7H'],
      ['4H', '3H', '2H', 'AH'],
      [],
      [],
    ];
    expect(provedLost({ tableau })).toBe(true);
    // The 6 of hearts alone in its pile and the 4 face down under the 5: the 5 goes onto the 6, the 3 onto the 4.
    const opened = tableau.map((p, i) =>
      i === 0 ? ['#4H', '#5H', 'KS'] : i === 4 ? ['6H'] : i === 5 ? ['3H', '2H', 'AH'] : p,
    );
    expect(provedLost({ tableau: opened })).toBe(false);
    expect(plainOutcome({ tableau: opened })).toBe('won');
  });

  it('proves a loss when two face-up cards each lie on the card the other must go onto', () => {
    // The 6 of hearts on the 7 of spades must go onto the 7 of hearts, under the 6 of spades, which must go onto the
    // 7 of spades; a King moving into an empty pile takes both along. No face-down card is involved.
    const crossed = [
      ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6H'],
      ['KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', '6S'],
      ['5S', '4S', '3S', '2S', 'AS'],
      ['5H', '4H', '3H', '2H', 'AH'],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: crossed })).toBe(true);
    // With the King of spades between the 7 of hearts and the 6 of spades, the King carries the 6 away into an empty
    // pile and the 7 of hearts becomes a top: the test must see the carrier.
    const carried = [
      ['QS', 'JS', 'TS', '9S', '8S', '7S', '6H'],
      ['KH', 'QH', 'JH', 'TH', '9H', '8H', '7H', 'KS', '6S'],
      ['5S', '4S', '3S', '2S', 'AS'],
      ['5H', '4H', '3H', '2H', 'AH'],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: carried })).toBe(false);
    expect(plainOutcome({ tableau: carried })).toBe('won');
    // The 6 of spades under its own 7: the King of hearts between them carries the 7 off, into an empty pile.
    const under = [
      ['6S', 'KH', '7S'],
      ['KS', 'QS', 'JS', 'TS', '9S', '8S'],
      ['5S', '4S', '3S', '2S', 'AS'],
      ['QH', 'JH', 'TH', '9H', '8H', '7H', '6H', '5H', '4H', '3H', '2H', 'AH'],
      [],
      [],
      [],
    ];
    expect(provedLost({ tableau: under })).toBe(false);
    expect(plainOutcome({ tableau: under })).toBe('won');
  });

  it('counts a card the stock will deal as one to go onto', () => {
    // The 7 of spades, which the 6 on the face-down 7 of hearts goes onto, waits in the stock.
    const tableau = [
      ['#7H', '6S'],
      ['KS', 'QS', 'JS', 'TS', '9S', '8S'],
      ['5S', '4S', '3S', '2S', 'AS'],
      [],
      [],
      [],
      [],
    ];
    const stock = ['KH', 'QH', 'JH', 'TH', '9H', '8H', '7S', '6H', '5H', '4H', '3H', '2H', 'AH'];
    expect(provedLost({ tableau, stock })).toBe(false);
  });

  it('proves some Scorpion deals lost as dealt, and never one of a game where cards build down in any suit', () => {
    const lostAtStart = (rules: typeof scorpionRules, deal: number) =>
      new LockedPiles(new SolverBoard(rules, newDeal(rules, deal))).provedLost();
    const deals = Array.from({ length: 200 }, (_, i) => i + 1);
    const scorpions = deals.filter((d) => lostAtStart(scorpionRules, d)).length;
    expect(scorpions).toBeGreaterThan(20);
    // Spiderette's lowest face-up cards each have four cards to go onto, one face up at least in these deals.
    expect(scorpions).toBeLessThan(200);
    const spideretteRules = rulesFor(spiderette);
    expect(deals.filter((d) => lostAtStart(spideretteRules, d)).length).toBeLessThan(scorpions);
  });
});
