import { describe, expect, it } from 'vitest';
import { resolveRules } from '@solitaire/engine';
import { athena, findVariant } from '@solitaire/variants';
import {
  type DealJudgement,
  MAX_PICKED_DEAL,
  dailySeed,
  dayBefore,
  dealInSequence,
  hashText,
  isDayText,
  pickDeal,
  rateDeal,
  ratingThresholds,
  solverJudge,
  utcDay,
} from './deals.js';
import { type AssistRequest, budgets, handleAssistRequest } from './protocol.js';

const judgement = (nodes: number, length = 100, cards = 52): DealJudgement => ({ nodes, length, cards });

describe('the deal sequence', () => {
  it('is pinned: the same numbers on every machine and in every front end', () => {
    // Changing these changes every player's deal of the day: only on purpose.
    expect(hashText('')).toBe(0x811c9dc5); // FNV-1a's published offset basis and test value
    expect(hashText('a')).toBe(0xe40c292c);
    expect(hashText('2026-12-01/athena')).toBe(667054251);
    expect([1, 2, 3].map((i) => dealInSequence(12345, i))).toEqual([725605, 73352, 138222]);
  });

  it('gives deal numbers from 1 to MAX_PICKED_DEAL, different from one step to the next', () => {
    const deals = Array.from({ length: 200 }, (_, i) => dealInSequence(987, i + 1));
    for (const d of deals) expect(d >= 1 && d <= MAX_PICKED_DEAL && Number.isInteger(d)).toBe(true);
    expect(new Set(deals).size).toBeGreaterThan(195);
  });
});

describe('days', () => {
  it('reads only real calendar days', () => {
    expect(isDayText('2026-12-01')).toBe(true);
    expect(isDayText('2024-02-29')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-12-01', '2026-12-1', ' 2026-12-01', 'today', 20261201, null])
      expect(isDayText(bad)).toBe(false);
  });

  it('is the UTC day, whatever the time zone of the machine', () => {
    expect(utcDay(Date.UTC(2026, 11, 1, 23, 59, 59))).toBe('2026-12-01');
    expect(utcDay(Date.UTC(2026, 11, 2, 0, 0, 0))).toBe('2026-12-02');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('seeds one sequence a day and a game, options in any order', () => {
    const seed = dailySeed('2026-12-01', 'klondike');
    expect(dailySeed('2026-12-01', 'klondike')).toBe(seed);
    expect(dailySeed('2026-12-02', 'klondike')).not.toBe(seed);
    expect(dailySeed('2026-12-01', 'athena')).not.toBe(seed);
    expect(dailySeed('2026-12-01', 'klondike', { draw: 1 })).not.toBe(seed);
    expect(dailySeed('2026-12-01', 'x', { draw: 1, redeals: 2 })).toBe(
      dailySeed('2026-12-01', 'x', { redeals: 2, draw: 1 }),
    );
  });
});

describe('ratings', () => {
  it('go by the solver effort, and a long win makes an easy deal medium', () => {
    expect(rateDeal(judgement(ratingThresholds.easyNodes))).toBe('easy');
    expect(rateDeal(judgement(ratingThresholds.easyNodes + 1))).toBe('medium');
    expect(rateDeal(judgement(ratingThresholds.hardNodes))).toBe('medium');
    expect(rateDeal(judgement(ratingThresholds.hardNodes + 1))).toBe('hard');
    expect(rateDeal(judgement(10, 4 * 52 + 1))).toBe('medium');
    expect(rateDeal(judgement(10, 4 * 104, 104))).toBe('easy');
  });
});

describe('picking a deal', () => {
  // A fake solver: deals divisible by 3 are lost, the others rated by their last digit.
  const fake = (deal: number): DealJudgement | null =>
    deal % 3 === 0 ? null : judgement([10, 5_000, 500_000][(deal % 10) % 3]!);

  it('takes the first deal of the sequence proved winnable, and says how many were tried', () => {
    const picked = pickDeal(fake, 42, null, 20)!;
    const firstWon = Array.from({ length: 20 }, (_, i) => dealInSequence(42, i + 1)).findIndex((d) => d % 3 !== 0);
    expect(picked.deal).toBe(dealInSequence(42, firstWon + 1));
    expect(picked.tried).toBe(firstWon + 1);
  });

  it('takes the first of the wanted rating, and none when the tries run out', () => {
    for (const want of ['easy', 'medium', 'hard'] as const) {
      const picked = pickDeal(fake, 7, want, 50);
      expect(picked?.rating).toBe(want);
      expect(rateDeal(fake(picked!.deal)!)).toBe(want);
    }
    expect(pickDeal(() => null, 7, null, 10)).toBeNull();
    expect(pickDeal(() => judgement(10), 7, 'hard', 10)).toBeNull();
  });

  it('with the real solver: Athena deal 1 is an easy win', () => {
    const rules = resolveRules(athena, {});
    if (!rules.ok) throw new Error(rules.error);
    const j = solverJudge(rules.value, 200_000)(1);
    expect(j).not.toBeNull();
    expect(j!.cards).toBe(52);
    expect(rateDeal(j!)).toBe('easy');
  });

  it('through the solver protocol, the same pick twice, proved winnable', () => {
    const budget = { ...budgets.pickDeal, nodes: 100_000, maxTries: 6 };
    const request: AssistRequest = {
      id: 3,
      kind: 'pickDeal',
      variant: 'athena',
      options: {},
      seed: dailySeed('2026-12-01', 'athena'),
      want: null,
      budget,
    };
    const a = handleAssistRequest(request, findVariant);
    const b = handleAssistRequest({ ...request, id: 4 }, findVariant);
    expect(a).toMatchObject({ id: 3, kind: 'pickDeal' });
    expect(a.kind === 'pickDeal' && a.deal).toBe(b.kind === 'pickDeal' && b.deal);
    if (a.kind !== 'pickDeal' || a.deal === null) throw new Error('no deal picked');
    const rules = resolveRules(athena, {});
    if (!rules.ok) throw new Error(rules.error);
    expect(solverJudge(rules.value, 100_000)(a.deal)).not.toBeNull();
  });
});
