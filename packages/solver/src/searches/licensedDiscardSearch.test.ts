import { describe, expect, it } from 'vitest';
import { isWon, newDeal } from '@solitaire/engine';
import { played, rulesFor } from '@solitaire/engine/testing';
import { canonPart3 } from '@solitaire/variants';
import { solve } from '../solve.js';
import { licensedDiscardsFit, searchLicensedDiscards } from './licensedDiscardSearch.js';

const acesUp = rulesFor(canonPart3.find((d) => d.id === 'aces-up')!);

describe('the licensed game (Aces Up)', () => {
  it('fits Aces Up and none of the other single-foundation games', () => {
    for (const def of canonPart3) {
      const rules = rulesFor(def);
      expect(licensedDiscardsFit(rules, newDeal(rules, 1)), def.id).toBe(def.id === 'aces-up');
    }
  });

  it('O7: wins deal 2, which needs a card kept past a deal though it could go, in real moves', () => {
    // Discarding every card that can go loses deal 2 (the first search); the licensed game keeps the choice.
    const start = newDeal(acesUp, 2);
    const r = searchLicensedDiscards(acesUp, start, 500_000, 2 ** 25, () => false);
    expect(r.outcome).toBe('won');
    expect(isWon(acesUp, r.moves!.reduce(played(acesUp), start))).toBe(true);
    expect(solve(acesUp, start, { maxNodes: 500_000 }).outcome).toBe('won');
  });

  it('O8: proves deals 96 and 47 lost, which the first search (discards first) cannot', () => {
    for (const deal of [96, 47]) {
      const r = solve(acesUp, newDeal(acesUp, deal), { maxNodes: 300_000 });
      expect([deal, r.outcome]).toEqual([deal, 'lost']);
    }
  });

  it('lets licences go where they can help no one: deal 47 is proved lost within 60,000 positions', () => {
    // Stock cards dealt beside a higher card of their suit, and after the last deal the cards below the highest
    // unlicensed top card of their suit, never need help: 134,703 positions without those two tests, 47,631 with.
    const r = searchLicensedDiscards(acesUp, newDeal(acesUp, 47), 60_000, 2 ** 25, () => false);
    expect(r.outcome).toBe('lost');
  });

  it('still proves a loss once its set is full, searching again what it could not keep', () => {
    // 16 KiB hold 384 keys of 28 bytes; deal 47 enters more, so some are searched again (lines cannot loop: the
    // keys left out of the set are checked against the line's).
    const roomy = searchLicensedDiscards(acesUp, newDeal(acesUp, 47), 5_000_000, 2 ** 25, () => false);
    const tight = searchLicensedDiscards(acesUp, newDeal(acesUp, 47), 5_000_000, 2 ** 14, () => false);
    expect([roomy.outcome, tight.outcome, tight.stop]).toEqual(['lost', 'lost', null]);
    expect(tight.tableBytes).toBeLessThanOrEqual(2 ** 14);
    expect(tight.nodes).toBeGreaterThan(roomy.nodes);
  });

  it('stops at its node budget or when asked, never calling a deal lost then', () => {
    const start = newDeal(acesUp, 1);
    const short = searchLicensedDiscards(acesUp, start, 1_000, 2 ** 24, () => false);
    expect([short.outcome, short.stop, short.nodes]).toEqual(['unknown', 'nodes', 1_001]);
    const asked = searchLicensedDiscards(acesUp, start, 1_000_000, 2 ** 24, () => true);
    expect([asked.outcome, asked.stop]).toEqual(['unknown', 'stopped']);
  });
});
