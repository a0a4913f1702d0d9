// LockedPiles against positions known to be won (`checkWonLines`). Too long for the fast tier.
import { describe, expect, it } from 'vitest';
import { rulesFor } from '@solitaire/engine/testing';
import { scorpion } from '@solitaire/variants';
import { LockedPiles } from './lockedPiles.js';
import { checkWonLines } from './testing.js';

describe('LockedPiles on winning lines', () => {
  it('scorpion: calls no position of a won line lost, deals 1-100', () => {
    const { lines, positions } = checkWonLines(rulesFor(scorpion), 100, (board) => new LockedPiles(board).provedLost());
    expect(lines).toBeGreaterThan(10);
    expect(positions).toBeGreaterThan(500);
  });
});
