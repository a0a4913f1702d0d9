import { describe, expect, it } from 'vitest';
import { type Game, startGame } from '@solitaire/engine';
import { athena, findVariant, klondike } from '@solitaire/variants';
import { dailySeed, dealInSequence } from './deals.js';
import { SessionDriver } from './driver.js';
import { type PlaySession, dealQuery, newPlaySession, updatePlay } from './playSession.js';
import { quietPlaySettings } from './settings.js';

const deal = (n: number, def = athena): Game => {
  const g = startGame(def, n);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

describe('the deal of the day', () => {
  it('asks for the first proven deal of the day sequence, then deals it tagged with its day and rating', () => {
    let s: PlaySession = newPlaySession(athena, deal(5), quietPlaySettings);
    s = updatePlay(s, { type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' }, 1).session;
    expect(s.notice).toMatchObject({ code: 'seekingDaily' });
    const query = dealQuery(s)!;
    expect(query).toMatchObject({ kind: 'pickDeal', seed: dailySeed('2026-12-01', 'athena'), want: null });
    const found = dealInSequence(query.kind === 'pickDeal' ? query.seed : 0, 2);
    const u = updatePlay(
      s,
      { type: 'answer', query, response: { id: 1, kind: 'pickDeal', deal: found, rating: 'medium', tried: 2 } },
      2,
    );
    expect(u.session.game.deal).toBe(found);
    expect(u.session.dealPick).toEqual({ rating: 'medium', day: '2026-12-01', practice: false });
    expect(u.session.notice).toEqual({
      kind: 'info',
      code: 'dailyDeal',
      deal: found,
      value: 'medium',
      day: '2026-12-01',
    });
  });

  it('is the same deal whether the default options are named or not', () => {
    const named = startGame(klondike, 1, { draw: klondike.stock!.draw });
    if (!named.ok) throw new Error(named.error);
    const a = updatePlay(
      newPlaySession(klondike, named.value, quietPlaySettings),
      { type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' },
      1,
    ).session;
    const b = updatePlay(
      newPlaySession(klondike, deal(1, klondike), quietPlaySettings),
      { type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' },
      1,
    ).session;
    expect(dealQuery(a)).toEqual(expect.objectContaining({ seed: dailySeed('2026-12-01', 'klondike') }));
    expect(dealQuery(b)).toEqual(expect.objectContaining({ seed: dailySeed('2026-12-01', 'klondike') }));
  });

  it('keeps the game on the table when none is proven, and says so', () => {
    let s: PlaySession = newPlaySession(athena, deal(5), quietPlaySettings);
    s = updatePlay(s, { type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' }, 1).session;
    const u = updatePlay(
      s,
      {
        type: 'answer',
        query: dealQuery(s)!,
        response: { id: 1, kind: 'pickDeal', deal: null, rating: null, tried: 24 },
      },
      2,
    );
    expect(u.session.game.deal).toBe(5);
    expect(u.session.seeking).toBeNull();
    expect(u.session.notice).toMatchObject({ code: 'dailyNone', day: '2026-12-01' });
  });

  it('won, counts for the day in the statistics (once), with the real solver', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(5), quietPlaySettings), findVariant, 100_000);
    const s = d.dispatch({ type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' });
    expect(s.dealPick?.day).toBe('2026-12-01');
    d.winByHand();
    expect(d.session.status).toBe('won');
    const daily = d.effects.filter((e) => e.kind === 'stats' && e.event === 'dailyWon');
    expect(daily).toEqual([expect.objectContaining({ variant: 'athena', day: '2026-12-01' })]);
    // Restarted, it is still the day's deal (a second win the same day leaves the streak as it is: see stats).
    d.dispatch({ type: 'restart' });
    expect(d.session.dealPick?.day).toBe('2026-12-01');
  });
});

describe('the deal of the day’s streak (only the player’s own day counts)', () => {
  it('deals an earlier day’s deal for practice: tagged and said so, and its win counts for no streak', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(5), quietPlaySettings), findVariant, 100_000);
    const s = d.dispatch({ type: 'dailyDeal', day: '2026-12-01', today: '2026-12-03' });
    expect(s.dealPick).toMatchObject({ day: '2026-12-01', practice: true });
    expect(s.notice).toMatchObject({ code: 'dailyPractice', day: '2026-12-01' });
    d.winByHand();
    expect(d.session.status).toBe('won');
    expect(d.effects.filter((e) => e.kind === 'stats' && e.event === 'won')).toHaveLength(1);
    expect(d.effects.filter((e) => e.kind === 'stats' && e.event === 'dailyWon')).toEqual([]);
  });

  it('is the same deal, practice or not: the day alone picks it', () => {
    const today = updatePlay(
      newPlaySession(athena, deal(5), quietPlaySettings),
      { type: 'dailyDeal', day: '2026-12-01', today: '2026-12-01' },
      1,
    ).session;
    const later = updatePlay(
      newPlaySession(athena, deal(5), quietPlaySettings),
      { type: 'dailyDeal', day: '2026-12-01', today: '2027-03-01' },
      1,
    ).session;
    expect(dealQuery(later)).toEqual(dealQuery(today));
  });

  it('refuses a later day’s deal, which is not out yet, and the game on the table stays', () => {
    const s = newPlaySession(athena, deal(5), quietPlaySettings);
    const u = updatePlay(s, { type: 'dailyDeal', day: '2026-12-02', today: '2026-12-01' }, 1);
    expect(u.session.notice).toEqual({ kind: 'info', code: 'dailyFuture', day: '2026-12-02' });
    expect(u.session.seeking).toBeNull();
    expect(u.session.game).toBe(s.game);
    expect(u.effects).toEqual([]);
  });
});

describe('deals by difficulty', () => {
  it('deals one of the rating asked for, proved by the solver, and shows the rating', () => {
    // A small budget: deals that need more are passed over, which only makes the pick faster.
    const d = new SessionDriver(newPlaySession(athena, deal(5), quietPlaySettings), findVariant, 20_000);
    for (const rating of ['easy', 'medium'] as const) {
      const s = d.dispatch({ type: 'ratedDeal', rating, seed: 77 });
      expect(s.dealPick).toEqual({ rating, day: null, practice: false });
      expect(s.notice).toMatchObject({ code: 'ratedDeal', value: rating, deal: s.game.deal });
    }
  });

  it('asks first when a game in progress would be lost', () => {
    let s: PlaySession = newPlaySession(athena, deal(5), { ...quietPlaySettings, confirmAbandon: true });
    s = updatePlay(s, { type: 'stock' }, 1).session;
    s = updatePlay(s, { type: 'ratedDeal', rating: 'hard', seed: 1 }, 2).session;
    expect(s.confirming).toMatchObject({ kind: 'pick' });
    s = updatePlay(s, { type: 'confirm' }, 3).session;
    expect(dealQuery(s)).toMatchObject({ kind: 'pickDeal', want: 'hard', seed: 1, budget: { maxTries: 64 } });
    expect(updatePlay(s, { type: 'stock' }, 4).session.notice).toMatchObject({ code: 'seekingBusy' });
  });
});
