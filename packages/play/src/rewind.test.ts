import { describe, expect, it } from 'vitest';
import {
  type Game,
  type GameState,
  type Move,
  currentState,
  legalMoves,
  moveAt,
  play,
  playAutoMoves,
  startGame,
  stateAt,
} from '@solitaire/engine';
import { athena, findVariant } from '@solitaire/variants';
import type { SolveOutcome } from '@solitaire/solver';
import { SessionDriver } from './driver.js';
import { rewindPlan, undoStepsTo, undoStops } from './rewind.js';
import { type PlaySession, newPlaySession, positionQuery, updatePlay } from './playSession.js';
import { defaultPlaySettings, quietPlaySettings } from './settings.js';

const deal = (n: number): Game => {
  const g = startGame(athena, n);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** A game of `n` player moves (the first legal move each time, automatic moves after each). */
const played = (n: number): Game => {
  let g = deal(1);
  for (let i = 0; i < n; i++) {
    const m = legalMoves(g.rules, currentState(g))[0]!;
    g = playAutoMoves((play(g, m) as { ok: true; value: Game }).value);
  }
  return g;
};

/** What a fake solver knows: won before `winnableUpTo` (a place in the history), lost from it, some left unknown. */
const fakeKnown = (g: Game, winnableUpTo: number, unknown: readonly number[] = []) => {
  const asked: number[] = [];
  const known = new Map<GameState, SolveOutcome>();
  const answer = (state: GameState) => {
    const i = Array.from({ length: g.length + 1 }, (_, k) => stateAt(g, k)).indexOf(state);
    asked.push(i);
    known.set(state, unknown.includes(i) ? 'unknown' : i < winnableUpTo ? 'won' : 'lost');
  };
  return { known, asked, answer };
};

const runPlan = (g: Game, f: ReturnType<typeof fakeKnown>) => {
  for (let guard = 0; guard < 100; guard++) {
    const plan = rewindPlan(g, (s) => f.known.get(s));
    if (plan.kind !== 'ask') return plan;
    f.answer(plan.state);
  }
  throw new Error('the plan never ended');
};

describe('the search back for a winnable position', () => {
  it('stops only where undo can go: before each player move, never between automatic moves', () => {
    const g = played(12);
    const stops = undoStops(g);
    expect(stops.length).toBe(12);
    for (const i of stops) expect(moveAt(g, i).auto).toBeFalsy();
    expect(undoStepsTo(g, stops[0]!)).toBe(12);
    expect(undoStepsTo(g, stops[11]!)).toBe(1);
  });

  it('finds the newest winnable position by halving, asking far fewer positions than the history holds', () => {
    const g = played(40);
    const stops = undoStops(g);
    for (const k of [0, 1, 17, 38, 39]) {
      const f = fakeKnown(g, stops[k]! + 1);
      const plan = runPlan(g, f);
      expect(plan).toEqual({ kind: 'found', cursor: stops[k], steps: undoStepsTo(g, stops[k]!) });
      expect(f.asked.length).toBeLessThanOrEqual(7);
    }
  });

  it('passes over positions the solver could not decide, and says none when nothing earlier is proven', () => {
    const g = played(10);
    const stops = undoStops(g);
    const f = fakeKnown(g, stops[6]! + 1, [stops[6]!]);
    const plan = runPlan(g, f);
    expect(plan).toMatchObject({ kind: 'found', cursor: stops[5] });
    expect(runPlan(g, fakeKnown(g, 0))).toEqual({ kind: 'none' });
  });
});

// Athena deal 39: the solver wins it at once, and moving the 7th column's top card onto the 5th loses it for good.
const blunder: Move = {
  kind: 'move',
  from: { zone: 'tableau', index: 6 },
  to: { zone: 'tableau', index: 4 },
  count: 1,
};

describe('back to the last winnable position (session)', () => {
  const draws = (d: SessionDriver, n: number) => {
    for (let i = 0; i < n; i++) d.dispatch({ type: 'stock' });
  };

  it('takes a game lost by a blunder back to the move before it, and says how many moves back', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(39), defaultPlaySettings), findVariant, 200_000);
    d.dispatch({ type: 'move', move: blunder });
    expect(d.session.verdict).toBe('lost');
    draws(d, 3);
    const s = d.dispatch({ type: 'backToWinnable' });
    expect(s.rewinding).toBe(false);
    expect(s.game.cursor).toBe(0);
    expect(s.verdict).toBe('won');
    expect(s.notice).toEqual({ kind: 'info', code: 'backToWinnable', count: 4 });
    // Undone, not erased: the moves can be redone.
    expect(d.dispatch({ type: 'redo' }).game.cursor).toBeGreaterThan(0);
  });

  it('asks the solver about earlier positions when the verdict was off', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(39), quietPlaySettings), findVariant, 200_000);
    draws(d, 2);
    d.dispatch({ type: 'move', move: blunder });
    draws(d, 2);
    expect(d.queries).toBe(0);
    const s = d.dispatch({ type: 'backToWinnable' });
    expect(d.queries).toBeGreaterThan(1);
    expect(s.notice).toEqual({ kind: 'info', code: 'backToWinnable', count: 3 });
    expect(s.game.cursor).toBe(2);
  });

  it('says so when the position can still be won, or when there is nothing to undo', () => {
    const d = new SessionDriver(newPlaySession(athena, deal(39), defaultPlaySettings), findVariant, 200_000);
    expect(d.dispatch({ type: 'backToWinnable' }).notice).toMatchObject({ code: 'backNone' });
    d.dispatch({ type: 'stock' });
    expect(d.dispatch({ type: 'backToWinnable' }).notice).toMatchObject({ code: 'stillWinnable' });
  });

  it('waits for the solver, and a player move in the meantime ends the search', () => {
    let s: PlaySession = newPlaySession(athena, deal(39), quietPlaySettings);
    s = updatePlay(s, { type: 'move', move: blunder }, 1).session;
    s = updatePlay(s, { type: 'backToWinnable' }, 2).session;
    expect(s.rewinding).toBe(true);
    expect(positionQuery(s)).toMatchObject({ kind: 'position', state: currentState(s.game) });
    s = updatePlay(s, { type: 'stock' }, 3).session;
    expect(s.rewinding).toBe(false);
    expect(positionQuery(s)).toBeNull();
  });
});
