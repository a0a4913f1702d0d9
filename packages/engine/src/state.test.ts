import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { newDeal } from './deal.js';
import { legalMoves, playUnchecked } from './moves.js';
import { type GameState, positionKey, statesEqual } from './state.js';
import { baseDef, rulesFor } from './testing.js';

const rules = rulesFor(baseDef);

describe('positionKey', () => {
  it('names a position whatever the number of moves that led to it, and tells positions apart', () => {
    const start = newDeal(rules, 7);
    const later = { ...start, moveCount: start.moveCount + 12 };
    expect(statesEqual(start, later)).toBe(false);
    expect(positionKey(later)).toBe(positionKey(start));
    const moved = playUnchecked(rules, start, legalMoves(rules, start)[0]!);
    expect(positionKey(moved)).not.toBe(positionKey(start));
    expect(positionKey({ ...start, playedBack: [start.tableau[0]![0]!.card] })).not.toBe(positionKey(start));
  });

  it('gives two positions the same key exactly when they are equal but for their move count', () => {
    // Positions of random play, compared pair by pair with statesEqual (move counts set equal).
    fc.assert(
      fc.property(fc.nat({ max: 500 }), fc.array(fc.nat(), { minLength: 2, maxLength: 60 }), (deal, picks) => {
        const seen: GameState[] = [newDeal(rules, deal + 1)];
        for (const p of picks) {
          const s = seen.at(-1)!;
          const moves = legalMoves(rules, s);
          if (moves.length === 0) break;
          seen.push(playUnchecked(rules, s, moves[p % moves.length]!));
        }
        for (const a of seen)
          for (const b of seen) {
            expect(positionKey(a) === positionKey(b)).toBe(statesEqual({ ...a, moveCount: 0 }, { ...b, moveCount: 0 }));
          }
      }),
      { numRuns: 40 },
    );
    const start = newDeal(rules, 3);
    // A card moved across a pile boundary, a face turned, a redeal or a random state changed: all different keys.
    const [first, second] = [start.tableau[0]!, start.tableau[1]!];
    const shifted = { ...start, tableau: [first.slice(0, -1), [...second, first.at(-1)!], ...start.tableau.slice(2)] };
    const turned = { ...start, tableau: [first.map((c) => ({ ...c, up: !c.up })), ...start.tableau.slice(1)] };
    const keys = [
      start,
      shifted,
      turned,
      { ...start, redeals: 1 },
      { ...start, rng: start.rng ^ 1 },
      { ...start, redeals: 65_536 },
    ].map(positionKey);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
