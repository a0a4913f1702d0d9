import { type Layout, gameFrom, startGame } from '@solitaire/engine';
import { type PlayAction, type PlaySession, newPlaySession, quietPlaySettings, updatePlay } from '@solitaire/play';
import { findVariant, spider } from '@solitaire/variants';
import { position, rulesOf } from './testPositions.js';
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

describe("playWords for Spider's rows and runs", () => {
  const spadesDown = (high: number, low: number) =>
    Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);
  const oneSuit = rulesOf(spider, { suits: 1 });
  const spiderAt = (layout: Layout) =>
    newPlaySession(spider, gameFrom(oneSuit, 1, position(oneSuit, layout)), quietPlaySettings);
  const t = (index: number) => ({ zone: 'tableau', index }) as const;

  it('U5: says a row dealt as a row, and why a deal is refused while a pile is empty, aloud and in a toast', () => {
    const g = startGame(spider, 1);
    if (!g.ok) throw new Error(g.error);
    const dealt = words(newPlaySession(spider, g.value, quietPlaySettings), { type: 'stock' });
    expect(dealt.spoken).toBe('10 cards dealt from the stock, one onto each pile.');
    const holed = spiderAt({ tableau: [['9S'], [], ['7S']], stock: ['AS', '2S'] });
    const refused = words(holed, { type: 'stock' });
    expect(refused.toast).toBe('The stock deals again only when every pile holds a card.');
    expect(refused.spoken).toBe(refused.toast);
    const es = playWords('fr', holed, updatePlay(holed, { type: 'stock' }, 0).session, { type: 'stock' }, true);
    expect(es.toast).toMatch(/^Le talon ne distribue/);
  });

  it('U6: says the run that leaves after the move that completed it', () => {
    const s = spiderAt({ tableau: [['#5S', ...spadesDown(13, 2)], ['AS'], ['9S'], ['TS']] });
    const w = words(s, { type: 'move', move: { kind: 'move', from: t(1), to: t(0), count: 1 } });
    expect(w.spoken).toBe('ace of spades onto two of spades. A complete run, King down to Ace, goes to a foundation.');
    expect(w.toast).toBeNull();
  });
});
