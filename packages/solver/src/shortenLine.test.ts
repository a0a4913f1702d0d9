import { describe, expect, it } from 'vitest';
import { type GameState, type Move, type Rules, applyMove, legalMoves, newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { athenaAisleriot, fan, klondike, shamrocks } from '@solitaire/variants';
import { shortenLine, takesBack } from './shortenLine.js';
import { solve } from './solve.js';
import { replaysToWin } from './testing.js';

const positions = (rules: Rules, start: GameState, moves: readonly Move[]): GameState[] => {
  const out = [start];
  for (const m of moves) {
    const r = applyMove(rules, out.at(-1)!, m);
    if (!r.ok) throw new Error(r.error);
    out.push(r.value);
  }
  return out;
};

/** The pairs of a line where a later move takes an earlier one back and the line still wins without both. */
const removableShuttles = (rules: Rules, start: GameState, moves: readonly Move[]): [number, number][] => {
  const states = positions(rules, start, moves);
  const found: [number, number][] = [];
  for (let j = 1; j < moves.length; j++) {
    for (let i = 0; i < j; i++) {
      if (!takesBack(states[i]!, moves[i]!, states[j]!, moves[j]!)) continue;
      if (
        replaysToWin(
          rules,
          start,
          moves.filter((_, k) => k !== i && k !== j),
        )
      )
        found.push([i, j]);
    }
  }
  return found;
};

const solved = (rules: Rules, deal: number) => {
  const start = newDeal(rules, deal);
  const r = solve(rules, start, { maxNodes: 3_000_000 });
  if (r.outcome !== 'won' || !r.moves) throw new Error(`deal ${deal}: ${r.outcome}`);
  return { start, moves: r.moves };
};

describe('shortenLine', () => {
  // Shamrocks deal 1's line as found sends the 4 of spades back and forth about 15 times; Aisleriot's Athena deal 7
  // sends the king of clubs up and down three times.
  it.each([
    ['Shamrocks', rulesFor(shamrocks), 1],
    ['Shamrocks', rulesFor(shamrocks), 2],
    ['Athena (Aisleriot)', rulesFor(athenaAisleriot), 7],
    ['Klondike', rulesFor(klondike), 5],
    ['Fan', rulesFor(fan), 1],
  ] as const)('leaves %s deal %i a win with no move taken back that the win can do without', (_name, rules, deal) => {
    const { start, moves } = solved(rules, deal);
    const short = shortenLine(rules, start, moves);
    expect(replaysToWin(rules, start, short)).toBe(true);
    expect(short.length).toBeLessThanOrEqual(moves.length);
    expect(removableShuttles(rules, start, short)).toEqual([]);
  });

  it('cuts real detours: the lines of Shamrocks 1 and Aisleriot 7 had shuttles, and lose them', () => {
    for (const [rules, deal] of [
      [rulesFor(shamrocks), 1],
      [rulesFor(athenaAisleriot), 7],
    ] as const) {
      const { start, moves } = solved(rules, deal);
      expect(removableShuttles(rules, start, moves).length).toBeGreaterThan(0);
      expect(shortenLine(rules, start, moves).length).toBeLessThan(moves.length);
    }
  });

  it('takes out a move and its return put into a win by hand, and a stretch back to a position passed', () => {
    const rules = rulesFor(klondike);
    const { start, moves } = solved(rules, 5);
    const states = positions(rules, start, moves);
    // Somewhere in the line, a card moved to another pile and straight back is a detour that changes nothing.
    let at = -1,
      there: Move | null = null,
      back: Move | null = null;
    for (let k = 0; k < moves.length && at < 0; k++) {
      for (const m of legalMoves(rules, states[k]!)) {
        if (m.kind !== 'move' || m.from.zone !== 'tableau' || m.to.zone !== 'tableau') continue;
        const after = applyMove(rules, states[k]!, m);
        if (!after.ok) continue;
        const ret: Move = { kind: 'move', from: m.to, to: m.from, count: m.count };
        if (applyMove(rules, after.value, ret).ok) {
          at = k;
          there = m;
          back = ret;
          break;
        }
      }
    }
    expect(at).toBeGreaterThanOrEqual(0);
    const padded = [...moves.slice(0, at), there!, back!, ...moves.slice(at)];
    expect(replaysToWin(rules, start, padded)).toBe(true);
    expect(shortenLine(rules, start, padded)).toEqual(shortenLine(rules, start, moves));
  });

  it('gives back a line that does not win unchanged, and stops within its budget', () => {
    const rules = rulesFor(shamrocks);
    const { start, moves } = solved(rules, 1);
    const unfinished = moves.slice(0, -3);
    expect(shortenLine(rules, start, unfinished)).toBe(unfinished);
    const cheap = shortenLine(rules, start, moves, 200);
    expect(replaysToWin(rules, start, cheap)).toBe(true);
    expect(cheap.length).toBeGreaterThanOrEqual(shortenLine(rules, start, moves).length);
  });
});
