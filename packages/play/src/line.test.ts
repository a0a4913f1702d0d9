import { describe, expect, it } from 'vitest';
import {
  applyMove,
  currentState,
  isWon,
  legalMoves,
  newDeal,
  play,
  playAutoMoves,
  startGame,
  statesEqual,
} from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { solve } from '@solitaire/solver';
import { athena } from '@solitaire/variants';
import { followLine, lineFrom, nextLineMove } from './line.js';

const rules = rulesFor(athena);
const deal = newDeal(rules, 7);
const solved = solve(rules, deal, { maxNodes: 400_000 });

describe('winning lines', () => {
  it('are kept only when they replay to a win', () => {
    expect(solved.outcome).toBe('won');
    const line = lineFrom(rules, deal, solved.moves!)!;
    expect(line.states).toHaveLength(solved.moves!.length + 1);
    expect(isWon(rules, line.states.at(-1)!)).toBe(true);
    expect(lineFrom(rules, deal, solved.moves!.slice(0, -1))).toBeNull();
  });

  it('are followed through the automatic moves, dropping the foundation moves those already made', () => {
    let line = lineFrom(rules, deal, solved.moves!)!;
    const g = startGame(athena, 7);
    if (!g.ok) throw new Error(g.error);
    let game = g.value;
    let steps = 0;
    while (!isWon(rules, currentState(game))) {
      const move = nextLineMove(line)!;
      const r = play(game, move);
      if (!r.ok) throw new Error(r.error);
      game = playAutoMoves(r.value);
      const next = followLine(rules, line, move, currentState(game));
      expect(next).not.toBeNull();
      expect(next!.moves.length).toBeLessThan(line.moves.length);
      line = next!;
      steps++;
    }
    expect(steps).toBeLessThanOrEqual(solved.moves!.length);
  });

  it('are left when the player plays a move that is not on them', () => {
    const line = lineFrom(rules, deal, solved.moves!)!;
    const offLine = legalMoves(rules, deal)
      .map((m) => ({ m, r: applyMove(rules, deal, m) }))
      .find(({ r }) => r.ok && !line.states.some((s) => statesEqual(s, r.value)));
    if (!offLine || !offLine.r.ok) throw new Error('every move of the deal is on the line');
    expect(followLine(rules, line, offLine.m, offLine.r.value)).toBeNull();
  });
});
