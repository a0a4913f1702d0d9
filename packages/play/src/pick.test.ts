import { describe, expect, it } from 'vitest';
import { athena } from '@solitaire/variants';
import { dailySeedFor, dealInSequence } from './deals.js';
import { type PickContext, readDealPick, savedDealPick } from './pick.js';

const TODAY = '2026-12-03';
/** The game a pick is read for: the second deal the pick of `day` would try (any of its first 24 may be it). */
const gameOn = (day: string, deal = dealInSequence(dailySeedFor(athena, day, {}), 2)): PickContext => ({
  def: athena,
  deal,
  chosen: {},
  today: TODAY,
});

describe('a picked deal in the save', () => {
  it('keeps the day of a deal of the day and the rating of a rated deal, and reads them back', () => {
    const tags = [
      { day: '2026-12-01', rating: 'medium', practice: false },
      { day: '2026-11-01', rating: null, practice: true },
      { day: null, rating: 'hard', practice: false },
    ] as const;
    for (const tag of tags) {
      const stored = savedDealPick(tag);
      expect(readDealPick(JSON.parse(JSON.stringify(stored)), gameOn(tag.day ?? TODAY))).toEqual({
        ok: true,
        value: tag,
      });
    }
    expect(savedDealPick({ day: '2026-12-01', rating: 'easy', practice: false })).toEqual({
      kind: 'daily',
      day: '2026-12-01',
      practice: false,
      rating: 'easy',
    });
    expect(savedDealPick({ day: null, rating: 'easy', practice: false })).toEqual({ kind: 'rated', rating: 'easy' });
  });

  it('stores nothing for a deal that was not picked, and reads a save without a pick (today’s saves) as untagged', () => {
    expect(savedDealPick(null)).toBeUndefined();
    expect(savedDealPick({ day: null, rating: null, practice: false })).toBeUndefined();
    expect(readDealPick(undefined, gameOn(TODAY))).toEqual({ ok: true, value: null });
  });

  it("refuses a day after the player's own, and a deal the day's pick could not have dealt", () => {
    // A stored pick of 9999-12-31 was accepted on any deal, and its win froze the daily streak for ever.
    const code = (day: string, context: PickContext) => {
      const r = readDealPick({ kind: 'daily', day, practice: false }, context);
      return r.ok ? 'ok' : r.error;
    };
    expect(code('9999-12-31', gameOn('9999-12-31'))).toBe('ERR_PICK_DAY');
    expect(code('2026-12-04', gameOn('2026-12-04'))).toBe('ERR_PICK_DAY');
    expect(code(TODAY, gameOn(TODAY))).toBe('ok');
    expect(code(TODAY, gameOn(TODAY, dealInSequence(dailySeedFor(athena, TODAY, {}), 24)))).toBe('ok');
    expect(code(TODAY, gameOn(TODAY, dealInSequence(dailySeedFor(athena, TODAY, {}), 25)))).toBe('ERR_PICK_DEAL');
    expect(code(TODAY, gameOn('2026-12-02'))).toBe('ERR_PICK_DEAL');
    expect(code(TODAY, { ...gameOn(TODAY), chosen: { draw: 1 } })).toBe('ERR_PICK_DEAL');
  });

  it('refuses a corrupt pick with a code, never a throw', () => {
    const code = (v: unknown) => {
      const r = readDealPick(v, gameOn('2026-12-01'));
      return r.ok ? 'ok' : r.error;
    };
    expect(code(null)).toBe('ERR_PICK_FORMAT');
    expect(code('daily')).toBe('ERR_PICK_FORMAT');
    expect(code([])).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'weekly', day: '2026-12-01' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily', day: '2026-02-31', practice: false })).toBe('ERR_PICK_DAY');
    expect(code({ kind: 'daily', day: '2026-12-01' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily', day: '2026-12-01', practice: 'no' })).toBe('ERR_PICK_FORMAT');
    expect(code({ kind: 'daily' })).toBe('ERR_PICK_DAY');
    expect(code({ kind: 'daily', day: '2026-12-01', practice: false, rating: 'trivial' })).toBe('ERR_PICK_RATING');
    expect(code({ kind: 'rated', rating: 7 })).toBe('ERR_PICK_RATING');
    expect(code({ kind: 'rated', rating: 'x'.repeat(1e6) })).toBe('ERR_PICK_RATING');
    // Values that would throw if turned into text by their own toString.
    expect(code({ kind: 'daily', day: { toString: 1 }, practice: false })).toBe('ERR_PICK_DAY');
    expect(code({ kind: { toString: 1 } })).toBe('ERR_PICK_FORMAT');
    expect(
      code({
        kind: 'rated',
        rating: {
          toString: () => {
            throw new Error('no');
          },
        },
      }),
    ).toBe('ERR_PICK_RATING');
  });
});
