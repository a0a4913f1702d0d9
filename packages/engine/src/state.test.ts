import { describe, expect, it } from 'vitest';
import { newDeal } from './deal.js';
import { legalMoves, playUnchecked } from './moves.js';
import { positionKey, statesEqual } from './state.js';
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
});
