import { describe, expect, it } from 'vitest';
import { type Game, startGame } from '@solitaire/engine';
import { athena, findVariant, shamrocks } from '@solitaire/variants';
import { SessionDriver } from './driver.js';
import { elapsedMs } from './clock.js';
import { newPlaySession, resumedPlaySession, updatePlay } from './playSession.js';
import { quietPlaySettings } from './settings.js';

const gameOf = (deal: number, def = athena): Game => {
  const g = startGame(def, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};
const drawn = (deal: number): Game => {
  const g = updatePlay(newPlaySession(athena, gameOf(deal), quietPlaySettings), { type: 'stock' }, 0).session.game;
  return g;
};

describe('resuming a saved game', () => {
  it('takes the game up as saved: its time, its pick, whether its win was counted, the table’s settings', () => {
    const s = newPlaySession(athena, gameOf(1), { ...quietPlaySettings, autoFoundations: false });
    const saved = {
      def: athena,
      game: drawn(7),
      elapsedMs: 61_000,
      dealPick: { day: '2026-12-01', rating: 'easy', practice: false },
      finished: false,
    } as const;
    const u = updatePlay(s, { type: 'resumeSaved', saved }, 1000);
    expect(u.session.game).toBe(saved.game);
    expect(u.session.dealPick).toEqual(saved.dealPick);
    expect(u.session.settings.autoFoundations).toBe(false);
    expect(elapsedMs(u.session.clock, 1000)).toBe(61_000);
    expect(elapsedMs(u.session.clock, 4000)).toBe(64_000); // its clock runs again
    expect(u.effects).toEqual([]); // the game left is the front end's to keep, not a game given up
    expect(updatePlay(s, { type: 'resumeSaved', saved: { ...saved, finished: true } }, 1000).session.winRecorded).toBe(
      true,
    );
  });

  it('keeps the answers known for the same game, and drops them for another', () => {
    const s = newPlaySession(athena, gameOf(1), quietPlaySettings);
    const saved = { def: athena, game: drawn(7), elapsedMs: 0, dealPick: null };
    expect(updatePlay(s, { type: 'resumeSaved', saved }, 0).session.memo).toBe(s.memo);
    expect(
      updatePlay(s, { type: 'resumeSaved', saved: { ...saved, def: shamrocks, game: gameOf(3, shamrocks) } }, 0).session
        .memo,
    ).not.toBe(s.memo);
  });

  it('a deal of the day resumed and won counts for its day', () => {
    const picked = resumedPlaySession(
      { def: athena, game: gameOf(5), elapsedMs: 0, dealPick: { day: '2026-12-01', rating: null, practice: false } },
      quietPlaySettings,
    );
    const d = new SessionDriver(picked, findVariant, 100_000);
    d.winByHand();
    expect(d.session.status).toBe('won');
    expect(d.effects.filter((e) => e.kind === 'stats' && e.event === 'dailyWon')).toEqual([
      expect.objectContaining({ day: '2026-12-01' }),
    ]);
  });
});
