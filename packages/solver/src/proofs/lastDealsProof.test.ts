import { describe, expect, it } from 'vitest';
import { type GameState, legalMoves, newDeal } from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { solve } from '../solve.js';
import { searchLicensedDiscards } from '../searches/licensedDiscardSearch.js';
import { lastDealsStuck } from './lastDealsProof.js';

const acesUp = rulesFor(canonPart3.find((d) => d.id === 'aces-up')!);

describe('the last deals (Aces Up)', () => {
  it('O6-O8: the last deals alone prove a position lost only where the exhaustive search does', () => {
    // Positions of random lines, played until three deals are left: the exhaustive search calls each one that the
    // last deals prove lost lost.
    let seed = 7;
    const random = (n: number): number => (((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n) + n) % n;
    let stuck = 0;
    for (let deal = 1; deal <= 150; deal++) {
      let s: GameState = newDeal(acesUp, deal);
      while (s.stock.length > 12) {
        const moves = legalMoves(acesUp, s);
        s = played(acesUp)(s, moves[random(moves.length)]!);
      }
      if (!lastDealsStuck(s, 20_000).lost) continue;
      stuck++;
      expect(searchLicensedDiscards(acesUp, s, 300_000, 2 ** 24, () => false, 0).outcome, `deal ${deal}`).toBe('lost');
    }
    expect(stuck).toBeGreaterThan(20);
    // And no deal that the licensed game wins is proved lost so.
    let won = 0;
    for (let deal = 1; deal <= 60; deal++) {
      const start = newDeal(acesUp, deal);
      if (searchLicensedDiscards(acesUp, start, 10_000, 2 ** 24, () => false).outcome !== 'won') continue;
      won++;
      expect(lastDealsStuck(start, 20_000).lost, `deal ${deal}`).toBe(false);
    }
    expect(won).toBeGreaterThan(15);
  });

  it('O8: proves deals 8, 16 and 31 lost by their last deals alone', () => {
    // Deal 8's last deal, 10♣ K♠ 2♥ J♦, has no two cards of a suit: nothing moves after it. Deal 31's last two,
    // 4♥ 4♦ 4♠ 6♣ then Q♥ K♦ 6♦ 5♣: nothing moves between them, and after the 6♦ goes nothing moves again. The
    // licensed game needs 938,689 positions for deal 8, 883,963 for deal 16, and leaves 31 open at a million.
    for (const deal of [8, 16, 31]) {
      expect(lastDealsStuck(newDeal(acesUp, deal), 20_000).lost, `deal ${deal}`).toBe(true);
      const r = solve(acesUp, newDeal(acesUp, deal), { maxNodes: 1_000 });
      expect([deal, r.outcome]).toEqual([deal, 'lost']);
    }
    // Deals 2, 299 and 368 are won (the last two need a pile's card discarded before a deal lays another on it), and
    // no deal is left to look at once the stock is dealt.
    for (const deal of [299, 368])
      expect(lastDealsStuck(newDeal(acesUp, deal), 20_000).lost, `deal ${deal}`).toBe(false);
    expect(lastDealsStuck(newDeal(acesUp, 2), 20_000).lost).toBe(false);
    expect(lastDealsStuck({ ...newDeal(acesUp, 8), stock: [] }, 20_000)).toEqual({ lost: false, positions: 0 });
    // Nor is a last deal of the four Aces onto empty piles, which wins.
    const aces = {
      ...newDeal(acesUp, 8),
      tableau: [[], [], [], []],
      stock: [0, 13, 26, 39].map((card) => ({ card, up: false })),
    };
    expect(lastDealsStuck(aces, 20_000).lost).toBe(false);
  });
});
