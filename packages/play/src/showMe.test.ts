import { describe, expect, it } from 'vitest';
import { type Game, startGame } from '@solitaire/engine';
import { athena, findVariant } from '@solitaire/variants';
import { SessionDriver } from './driver.js';
import { type PlaySession, newPlaySession, positionQuery, updatePlay } from './playSession.js';
import { defaultPlaySettings, quietPlaySettings } from './settings.js';

const deal = (n: number): Game => {
  const g = startGame(athena, n);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

describe('show me', () => {
  it('plays the winning line one move a step, to the win', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(1), quietPlaySettings), findVariant, 200_000);
    const s = d.dispatch({ type: 'showMe' });
    expect(s.showing).toBe(true);
    expect(s.notice).toMatchObject({ code: 'showMeOn' });
    const length = s.line!.moves.length;
    let steps = 0;
    while (d.session.showing && steps < 1000) {
      const before = d.session.game.cursor;
      d.dispatch({ type: 'step' });
      steps++;
      expect(d.session.game.cursor).toBeGreaterThan(before);
    }
    expect(d.session.status).toBe('won');
    expect(steps).toBeLessThanOrEqual(length);
    // A win the solver played is an assisted one: no best time, no streak (a show-me win used to count as a 0:46 best).
    expect(d.effects.filter((e) => e.kind === 'stats').map((e) => e.kind === 'stats' && e.event)).toEqual([
      'started',
      'assistedWon',
    ]);
    expect(d.session.notice).toMatchObject({ kind: 'won', assisted: true });
  });

  it('makes the win assisted once a single hint was played for the player, even if the player finishes alone', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(1), quietPlaySettings), findVariant, 200_000);
    d.dispatch({ type: 'playHint' }); // shows the hint, once the solver found it
    expect(d.session.assisted).toBe(false);
    d.dispatch({ type: 'playHint' }); // plays it
    expect(d.session.assisted).toBe(true);
    const line = d.session.line ?? d.dispatch({ type: 'hint' }).line;
    for (const move of line!.moves) if (d.session.status === 'playing') d.dispatch({ type: 'move', move });
    expect(d.session.status).toBe('won');
    expect(d.effects.filter((e) => e.kind === 'stats').map((e) => e.kind === 'stats' && e.event)).toEqual([
      'started',
      'assistedWon',
    ]);
    // Undone and redone, it is not counted again; a fresh deal is the player's own again.
    d.dispatch({ type: 'undo' });
    d.dispatch({ type: 'redo' });
    expect(d.effects.filter((e) => e.kind === 'stats')).toHaveLength(2);
    expect(d.dispatch({ type: 'newGame', deal: 2 }).assisted).toBe(false);
  });

  it('leaves a win played by hand a win, hints only looked at included', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(1), quietPlaySettings), findVariant, 200_000);
    for (let i = 0; i < 500 && d.session.status === 'playing'; i++) {
      const h = d.dispatch({ type: 'hint' }).notice;
      if (h?.kind !== 'hint') break;
      d.dispatch({ type: 'move', move: h.move });
    }
    expect(d.session.status).toBe('won');
    expect(d.effects.filter((e) => e.kind === 'stats').map((e) => e.kind === 'stats' && e.event)).toEqual([
      'started',
      'won',
    ]);
  });

  it('stops at any input of the player, who takes over from there', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(1), defaultPlaySettings), findVariant, 200_000);
    d.dispatch({ type: 'showMe' });
    d.dispatch({ type: 'step' });
    d.dispatch({ type: 'step' });
    const at = d.session.game.cursor;
    const s = d.dispatch({ type: 'undo' });
    expect(s.showing).toBe(false);
    expect(s.game.cursor).toBeLessThan(at);
    expect(d.dispatch({ type: 'step' }).game).toBe(s.game);
  });

  it('stops when asked again or on Escape, saying so', () => {
    for (const type of ['showMe', 'cancel'] as const) {
      const d = new SessionDriver(newPlaySession(athena, deal(1), defaultPlaySettings), findVariant, 200_000);
      d.dispatch({ type: 'showMe' });
      const s = d.dispatch({ type });
      expect(s.showing).toBe(false);
      expect(s.notice).toMatchObject({ code: 'showMeStopped' });
    }
  });

  it('waits for the solver when no line is known, and says when there is none to show', () => {
    let s: PlaySession = newPlaySession(athena, deal(1), quietPlaySettings);
    s = updatePlay(s, { type: 'showMe' }, 1).session;
    expect(s.showing).toBe(true);
    expect(positionQuery(s)).toMatchObject({ kind: 'position' });
    // Steps before the line arrives play nothing.
    expect(updatePlay(s, { type: 'step' }, 2).session.game).toBe(s.game);
    const query = positionQuery(s)!;
    const lost = updatePlay(
      s,
      { type: 'answer', query, response: { id: 1, kind: 'position', outcome: 'lost', line: null } },
      3,
    ).session;
    expect(lost.showing).toBe(false);
    expect(lost.notice).toMatchObject({ code: 'showMeNone' });
    expect(updatePlay(lost, { type: 'showMe' }, 4).session.notice).toMatchObject({ code: 'showMeNone' });
  });
});
