import { startGame } from '@solitaire/engine';
import { type PlayAction, type PlaySession, newPlaySession, quietPlaySettings, updatePlay } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { playWords } from './actionWords.js';

const athena = findVariant('athena')!;
const session = (deal: number): PlaySession => {
  const g = startGame(athena, deal);
  if (!g.ok) throw new Error(g.error);
  return newPlaySession(athena, g.value, quietPlaySettings);
};
const words = (s: PlaySession, action: PlayAction, available = true) =>
  playWords('en', s, updatePlay(s, action, 0).session, action, available);

describe('playWords', () => {
  it('says the move played, and nothing in a toast', () => {
    const w = words(session(123), { type: 'stock' });
    expect(w.spoken).toMatch(/^Drew 3 cards; .* on top\.$/);
    expect(w.toast).toBeNull();
  });

  it('says a refusal aloud and in a toast', () => {
    const w = words(session(123), {
      type: 'move',
      move: { kind: 'move', from: { zone: 'tableau', index: 0 }, to: { zone: 'foundation', index: 0 }, count: 4 },
    });
    expect(w.toast).not.toBeNull();
    expect(w.spoken).toBe(w.toast);
  });

  it('says undo and what there is not to undo', () => {
    const s = session(123);
    expect(words(s, { type: 'undo' }).spoken).toBe('Nothing to undo.');
    const drawn = updatePlay(s, { type: 'stock' }, 0).session;
    expect(words(drawn, { type: 'undo' }).spoken).toBe('Move undone.');
  });

  it('pins up why a winnable deal could not be had', () => {
    const s = { ...session(1), seeking: { seed: 9 } };
    const answer: PlayAction = {
      type: 'answer',
      query: {
        kind: 'winnableDeal',
        variant: 'athena',
        options: {},
        seed: 9,
        budget: { nodes: 1, timeMs: 1, memoryMB: 1 },
      },
      response: { id: 1, kind: 'error', message: 'x' },
    };
    expect(words(s, answer, false)).toEqual({
      spoken: 'Athena, deal 9.',
      toast: null,
      notice: 'notice.solverUnavailable',
    });
    expect(words(s, answer, true).notice).toBe('notice.noWinnableDeal');
  });
});
