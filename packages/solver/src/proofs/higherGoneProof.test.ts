import { describe, expect, it } from 'vitest';
import { type GameState, newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { searchLicensedDiscards } from '../searches/licensedDiscardSearch.js';
import { HIGHER_GONE_NODES } from '../tuning.js';
import { type HigherGoneAnswer, HigherGoneGame } from './higherGoneProof.js';

const MEMORY = 2 ** 24;
const acesUp = rulesFor(canonPart3.find((d) => d.id === 'aces-up')!);
const never = () => false;

/** Sets the looser game to the deal as dealt (a search leaves it where it ended). */
const loadDeal = (game: HigherGoneGame, state: GameState): HigherGoneGame => {
  const piles = state.tableau.map((p) => Int32Array.from(p, (c) => c.card));
  game.load(
    piles,
    Int32Array.from(piles, (p) => p.length),
    null,
    0,
  );
  return game;
};

/** The looser game of a deal as dealt, ready to search (`keptBytes` for its sets of positions known). */
const looseGameOf = (state: GameState, maxNodes: number, keptBytes = 0): HigherGoneGame =>
  loadDeal(
    new HigherGoneGame(
      state.tableau.length,
      Int32Array.from(state.stock, (c) => c.card).reverse(),
      maxNodes,
      keptBytes,
    ),
    state,
  );

/** The looser game searched from a deal as dealt. */
const higherGoneSearch = (state: GameState, maxNodes: number, stopped: () => boolean): HigherGoneAnswer =>
  looseGameOf(state, maxNodes).search(stopped);

describe('the higher-gone search', () => {
  it('aces up: proves deals 9 and 168 lost within its budget (the licensed game needs over a million positions)', () => {
    for (const deal of [9, 168]) {
      const a = higherGoneSearch(newDeal(acesUp, deal), HIGHER_GONE_NODES, never);
      expect(a.outcome, `deal ${deal}`).toBe('lost');
      expect(a.nodes).toBeGreaterThan(1_000);
    }
  });

  it('aces up: where it proves a loss the exact search finds one too (deals 96, 122, 184)', () => {
    for (const deal of [96, 122, 184]) {
      const state = newDeal(acesUp, deal);
      expect(higherGoneSearch(state, HIGHER_GONE_NODES, never).outcome, `deal ${deal}`).toBe('lost');
      expect(searchLicensedDiscards(acesUp, state, 100_000, MEMORY, never, 0).outcome, `deal ${deal}`).toBe('lost');
    }
  });

  it('aces up: calls none of the deals the exact search wins lost', () => {
    let won = 0;
    for (const deal of [4, 5, 6, 7, 10, 12, 13, 15, 17, 18, 21, 23, 24, 25, 32, 35, 39]) {
      const state = newDeal(acesUp, deal);
      const exact = searchLicensedDiscards(acesUp, state, 40_000, MEMORY, never, 0);
      if (exact.outcome !== 'won') continue;
      won++;
      expect(higherGoneSearch(state, HIGHER_GONE_NODES, never).outcome, `deal ${deal}`).toBe('open');
    }
    expect(won).toBeGreaterThan(10);
  });

  it('aces up: after each deal of the licensed game, proves the same deals lost with far fewer positions', () => {
    // Deal 47 takes the licensed game alone 40,213 positions; with the looser game, 3,772 of both (8,312 before its
    // wins were kept).
    for (const deal of [47, 96, 122, 184]) {
      const state = newDeal(acesUp, deal);
      const alone = searchLicensedDiscards(acesUp, state, 100_000, MEMORY, never, 0);
      const helped = searchLicensedDiscards(acesUp, state, 100_000, MEMORY, never);
      expect(helped.outcome, `deal ${deal}`).toBe(alone.outcome);
      expect(helped.outcome).toBe('lost');
      expect(helped.nodes).toBeLessThan(alone.nodes);
    }
    expect(searchLicensedDiscards(acesUp, newDeal(acesUp, 47), 100_000, MEMORY, never).nodes).toBeLessThan(5_000);
    for (const deal of [4, 5, 6, 7, 10]) {
      const state = newDeal(acesUp, deal);
      expect(searchLicensedDiscards(acesUp, state, 40_000, MEMORY, never).outcome, `deal ${deal}`).toBe('won');
    }
  });

  it('aces up: a position on a loose win found before is open at once; one proved lost stays lost', () => {
    const deal47 = newDeal(acesUp, 47);
    const won = looseGameOf(deal47, HIGHER_GONE_NODES, MEMORY);
    const first = won.search(never);
    expect(first.outcome).toBe('open');
    expect(first.nodes).toBeGreaterThan(1);
    expect(loadDeal(won, deal47).search(never)).toEqual({ outcome: 'open', nodes: 0 });
    const deal9 = newDeal(acesUp, 9);
    const lost = looseGameOf(deal9, HIGHER_GONE_NODES, MEMORY);
    expect(lost.search(never).nodes).toBeGreaterThan(1_000);
    // The deal's own position is among those kept as lost: the second search ends before it counts one.
    expect(loadDeal(lost, deal9).search(never)).toEqual({ outcome: 'lost', nodes: 0 });
    won.release();
    lost.release();
  });

  it('aces up: the loose wins kept from search to search settle deal 11 in far fewer positions', () => {
    // Deal 11: 678,758 positions in the licensed game alone, 61,196 with the loose game and no wins kept, 33,750 now.
    const helped = searchLicensedDiscards(acesUp, newDeal(acesUp, 11), 40_000, MEMORY, never);
    expect(helped.outcome).toBe('lost');
  });

  /**
   * Two searches of a deal without `card` by one game, in turn with `card` counted as gone on pile 1 or not there at
   * all (`goneFirst` says which comes first): each search's answer.
   */
  const twice = (deal: number, card: number, goneFirst: boolean): [HigherGoneAnswer, HigherGoneAnswer] => {
    const state = newDeal(acesUp, deal);
    const dealt = state.tableau.map((p) => p[0]!.card);
    const stock = Int32Array.from(state.stock, (c) => c.card)
      .reverse()
      .filter((c) => c !== card);
    const game = new HigherGoneGame(4, stock, HIGHER_GONE_NODES, MEMORY);
    const piles = dealt.map((c, i) => Int32Array.of(c, ...(i === 0 ? [card] : [])));
    const gone = new Uint8Array(52);
    gone[card] = 1;
    const answers: HigherGoneAnswer[] = [];
    for (const counted of goneFirst ? [true, false] : [false, true]) {
      game.load(piles, Int32Array.of(counted ? 2 : 1, 1, 1, 1), counted ? gone : null, 0);
      answers.push(game.search(never));
    }
    game.release();
    return [answers[0]!, answers[1]!];
  };

  it('aces up: a rank gone with no card of its suit left below it is one position with none gone', () => {
    // Deal 9 (no loose win) has no spade among its first four cards: its 2 of spades (card 40) gone leaves no spade
    // below it, so the second search finds the first one's position.
    const [before, after] = twice(9, 40, false);
    expect(before.nodes).toBeGreaterThan(0);
    expect(after).toEqual({ outcome: before.outcome, nodes: 0 });
  });

  it('aces up: a position with every rank gone as high as a lost one is lost; as low as a won one, won', () => {
    // The 6 of clubs (card 5) gone lets the 4 and 5 go: searched first, then with none gone (no higher).
    const [higher, lower] = twice(9, 5, true);
    expect(higher.outcome).toBe('lost');
    expect(higher.nodes).toBeGreaterThan(0);
    expect(lower).toEqual({ outcome: 'lost', nodes: 0 });
    // Searched the other way round, the position with less gone proves nothing about the other.
    const [first, second] = twice(9, 5, false);
    expect(first.outcome).toBe('lost');
    expect(second.nodes).toBeGreaterThan(0);
    // Deal 47 has a loose win: with less gone first, the position with more gone has one too.
    const [won, more] = twice(47, 43, false);
    expect(won.outcome).toBe('open');
    expect(won.nodes).toBeGreaterThan(0);
    expect(more).toEqual({ outcome: 'open', nodes: 0 });
  });

  it('aces up: proves nothing past its budget', () => {
    const a = higherGoneSearch(newDeal(acesUp, 168), 1_000, never);
    expect(a.outcome).toBe('open');
    expect(a.nodes).toBe(1_001);
  });
});
