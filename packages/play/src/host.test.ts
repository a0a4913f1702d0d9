import { type Game, startGame } from '@solitaire/engine';
import { athena, findVariant, klondike } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { SessionDriver } from './driver.js';
import { terminalSave3559be1, webSave3559be1 } from './fixtures/saves3559be1.js';
import { MAX_PICKED_DEAL } from './deals.js';
import { type HostPorts, PlayHost, SHOW_ME_STEP_MS, VERDICT_DELAY_MS, randomDeal } from './host.js';
import { answeringSolver, handTimer, memorySaves, memoryStats } from './hostPorts.js';
import { type PlaySession, newPlaySession, updatePlay } from './playSession.js';
import { defaultPlaySettings, quietPlaySettings } from './settings.js';

const gameOf = (deal: number, def = athena): Game => {
  const g = startGame(def, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};
const known = (id: string) => findVariant(id) !== undefined;

/** A host over memory ports, its clock moved by hand with the timer. */
const hosted = (session: PlaySession, extra: Partial<HostPorts<PlaySession, never, never>> = {}) => {
  const timer = handTimer();
  let now = 1_000;
  const saves = memorySaves();
  const stats = memoryStats(known, () => '2026-12-01');
  const solver = answeringSolver(findVariant);
  const host = new PlayHost(session, {
    reduce: updatePlay,
    timer,
    find: findVariant,
    writer: 'me',
    solver: solver.solver,
    saves: saves.store,
    stats: stats.store,
    env: { now: () => now, today: () => '2026-12-01', randomDeal: () => 4242 },
    ...extra,
  });
  const later = (ms: number) => {
    now += ms;
    timer.advance(ms);
  };
  return { host, timer, saves, stats, solver, later };
};

describe('PlayHost', () => {
  it('asks for a verdict once the position has stayed, for a hint at once, and cancels what is no longer wanted', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), defaultPlaySettings));
    h.host.start();
    expect(h.solver.waiting).toHaveLength(0);
    h.later(VERDICT_DELAY_MS);
    expect(h.solver.waiting.map((w) => w.query.kind)).toEqual(['position']);
    // A burst of moves: the question about the first position is dropped, none is asked until the burst ends.
    h.host.dispatch({ type: 'stock' });
    h.later(VERDICT_DELAY_MS / 2);
    h.host.dispatch({ type: 'stock' });
    expect([h.solver.waiting.length, h.solver.state.cancelled]).toEqual([0, 1]);
    h.later(VERDICT_DELAY_MS);
    expect(h.solver.state.submitted).toHaveLength(2);
    h.solver.answer(() => ({ kind: 'position', outcome: 'unknown', line: null }));
    expect(h.host.session.verdict).toBe('unknown');
    h.host.dispatch({ type: 'hint' });
    expect(h.host.session.notice).toMatchObject({ kind: 'hint', proven: false, checking: false });
    expect(h.solver.waiting).toHaveLength(0); // the answer is known: the heuristic's hint is shown, nothing asked
    h.host.dispatch({ type: 'stock' });
    h.host.dispatch({ type: 'hint' });
    expect(h.solver.waiting).toHaveLength(1); // a hint to check is asked about at once
  });

  it('answers for a missing solver at once: the verdict is unknown, a winnable deal is an ordinary one', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), { ...defaultPlaySettings, winnableOnly: true }), {
      solver: null,
    });
    h.host.start();
    expect(h.host.session.verdict).toBe('unknown');
    h.host.dispatch(h.host.filled({ type: 'newGame', deal: 0 }));
    expect(h.host.session.game.deal).toBe(4242);
    expect(h.host.session.seeking).toBeNull();
  });

  it('plays "show me" one move a step, and stops at the player\'s first action', () => {
    const h = hosted(newPlaySession(athena, gameOf(7), defaultPlaySettings));
    h.host.start();
    h.host.dispatch({ type: 'showMe' });
    h.solver.answer();
    expect(h.host.session.showing).toBe(true);
    h.later(SHOW_ME_STEP_MS - 1);
    expect(h.host.session.game.cursor).toBe(0);
    h.later(1);
    const one = h.host.session.game.cursor;
    expect(one).toBeGreaterThan(0);
    h.later(SHOW_ME_STEP_MS);
    expect(h.host.session.game.cursor).toBeGreaterThan(one);
    h.host.dispatch({ type: 'cancel' });
    const stopped = h.host.session.game.cursor;
    h.later(SHOW_ME_STEP_MS * 5);
    expect(h.host.session.game.cursor).toBe(stopped);
    expect(h.host.session.assisted).toBe(true);
  });

  it('keeps aside a save another copy wrote since, says so, and clears the problem at the next save', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), quietPlaySettings));
    expect(h.host.readSave('athena')).toEqual({ kind: 'none' });
    h.host.start();
    const mine = h.saves.files.get('athena')!;
    expect(JSON.parse(mine)).toMatchObject({ format: 'solitaire-game', writer: 'me', revision: 1 });
    const other = JSON.stringify({ ...JSON.parse(mine), writer: 'other', revision: 5 });
    h.saves.files.set('athena', other);
    h.host.dispatch({ type: 'stock' });
    expect(h.host.problem).toEqual({ kind: 'otherCopyKept', keptIn: 'athena.otherCopy' });
    expect(h.saves.aside.get('athena.otherCopy')).toBe(other);
    expect(JSON.parse(h.saves.files.get('athena')!)).toMatchObject({ writer: 'me', revision: 6 });
    h.host.dispatch({ type: 'stock' });
    expect(h.host.problem).toBeNull();
  });

  it('keeps statistics the store refused until a write goes through, and counts them once', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), quietPlaySettings));
    h.host.start();
    h.stats.state.refuse = 'ENOSPC';
    h.host.dispatch({ type: 'stock' });
    expect(h.host.problem).toEqual({ kind: 'statsFailed', code: 'ENOSPC' });
    expect(h.host.book.athena?.played).toBe(1);
    expect(h.stats.state.book).toEqual({});
    h.stats.state.refuse = null;
    h.host.dispatch({ type: 'stock' });
    expect(h.host.problem).toBeNull();
    expect(h.stats.state.book.athena?.played).toBe(1);
  });

  it('says a refused save, and saves whole again once the store takes writes', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), quietPlaySettings));
    h.saves.state.refuse = 'EFBIG';
    h.host.start();
    expect(h.host.problem).toEqual({ kind: 'saveFailed', code: 'EFBIG' });
    h.saves.state.refuse = null;
    h.host.dispatch({ type: 'stock' });
    expect(h.host.problem).toBeNull();
    expect(h.host.readSave('athena')).toMatchObject({
      kind: 'ok',
      saved: { game: { cursor: h.host.session.game.cursor } },
    });
  });

  it('reads the saves both front ends wrote at 3559be1, and keeps aside one that does not load', () => {
    const h = hosted(newPlaySession(athena, gameOf(2), quietPlaySettings));
    h.saves.files.set('klondike', terminalSave3559be1);
    h.saves.files.set('athena', webSave3559be1);
    expect(h.host.readSave('klondike')).toMatchObject({
      kind: 'ok',
      saved: { def: klondike, elapsedMs: 83_250, dealPick: { rating: 'medium' } },
    });
    expect(h.host.readSave('athena')).toMatchObject({
      kind: 'ok',
      saved: { elapsedMs: 61_000, dealPick: { day: '2026-12-01' } },
    });
    h.saves.files.set('athena', '{"format":');
    expect(h.host.readSave('athena')).toEqual({ kind: 'refused', code: 'ERR_SAVE_JSON', keptIn: 'athena.corrupt' });
    expect(h.saves.files.has('athena')).toBe(false);
  });

  it('records one win when a won game is undone, saved, resumed and redone; a new deal after it abandons nothing', () => {
    const driver = new SessionDriver(newPlaySession(athena, gameOf(7), defaultPlaySettings), findVariant, 200_000);
    driver.winByHand();
    const nearly = newPlaySession(
      athena,
      updatePlay(driver.session, { type: 'undo' }, 0).session.game,
      defaultPlaySettings,
    );
    const first = hosted(nearly);
    first.host.start();
    first.host.dispatch({ type: 'redo' });
    expect(first.host.session.status).toBe('won');
    first.host.dispatch({ type: 'undo' });
    // Another run of the game reads the save back, redoes the winning move, then deals anew.
    const again = hosted(newPlaySession(athena, gameOf(1), quietPlaySettings), {
      saves: first.saves.store,
      stats: first.stats.store,
    });
    const read = again.host.readSave('athena');
    if (read.kind !== 'ok') throw new Error(read.kind);
    again.host.install(updatePlay(again.host.session, { type: 'resumeSaved', saved: read.saved }, 0).session);
    again.host.dispatch({ type: 'redo' });
    again.host.dispatch(again.host.filled({ type: 'newGame', deal: 0 }));
    expect(again.host.session.game.deal).toBe(4242);
    // An abandoned game would end the streak.
    expect(first.stats.state.book.athena).toMatchObject({ played: 1, won: 1, currentStreak: 1 });
  });

  it("fills what only the environment knows, and deals from play's one range", () => {
    const h = hosted(newPlaySession(athena, gameOf(2), quietPlaySettings));
    expect(h.host.filled({ type: 'ratedDeal', rating: 'easy', seed: 0 })).toEqual({
      type: 'ratedDeal',
      rating: 'easy',
      seed: 4242,
    });
    expect(h.host.filled({ type: 'dailyDeal', day: '', today: '' })).toEqual({
      type: 'dailyDeal',
      day: '2026-12-01',
      today: '2026-12-01',
    });
    expect(h.host.filled({ type: 'dailyDeal', day: '2026-11-30', today: '' }).day).toBe('2026-11-30');
    // A front end's request leaves those out: the host fills them before play sees the action.
    h.host.request({ type: 'newGame' });
    expect(h.host.session.game.deal).toBe(4242);
    h.host.request({ type: 'stock' });
    expect(h.host.session.game.cursor).toBe(1);
    h.host.request({ type: 'undo' });
    expect(h.host.session.game.cursor).toBe(0);
    h.host.request({ type: 'dailyDeal' });
    expect(h.host.session.seeking?.pick).toMatchObject({ day: '2026-12-01', practice: false });
    expect([randomDeal(() => 0), randomDeal(() => MAX_PICKED_DEAL - 1), randomDeal(() => 0xffffffff)]).toEqual([
      1,
      MAX_PICKED_DEAL,
      (0xffffffff % MAX_PICKED_DEAL) + 1,
    ]);
  });
});
