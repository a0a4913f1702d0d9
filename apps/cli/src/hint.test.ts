import { describe, expect, it } from 'vitest';
import { currentState } from '@solitaire/engine';
import { athena, laBelleLucie } from '@solitaire/variants';
import { suggestMove } from './hint.js';
import { gameFromLayout } from './testing.js';

const hint = (layout: Parameters<typeof gameFromLayout>[1]) => {
  const g = gameFromLayout(athena, layout);
  return suggestMove(g.rules, currentState(g));
};
const t = (index: number) => ({ zone: 'tableau', index });

describe('suggestMove', () => {
  it('prefers a card to a foundation', () => {
    expect(hint({ tableau: [['#2C', '8S'], ['9H'], ['AD'], [], [], [], []], stock: ['3C'] }))
      .toEqual({ kind: 'move', from: t(2), to: { zone: 'foundation', index: 0 }, count: 1 });
  });
  it('then a move that turns a card up', () => {
    expect(hint({ tableau: [['9H'], ['#2C', '8S'], ['#3C', '8C'], [], [], [], []], stock: ['4C'] }))
      .toEqual({ kind: 'move', from: t(1), to: t(0), count: 1 });
  });
  it('then a deal from the stock', () => {
    expect(hint({ tableau: [['9H'], ['8S'], [], [], [], [], []], stock: ['4C'] })).toEqual({ kind: 'draw' });
  });
  it('then any useful move, never a whole pile onto an empty one', () => {
    expect(hint({ tableau: [['9H'], ['8S'], [], [], [], [], []] })).toEqual({ kind: 'move', from: t(1), to: t(0), count: 1 });
    expect(hint({ tableau: [['KH'], [], [], [], [], [], []] })).toBeNull();
  });
});

describe('suggestMove with a shuffling redeal', () => {
  it('keeps the redeal for when nothing else is left', () => {
    const fans = (first: string[], second: string[]) => [first, second, ...Array.from({ length: 16 }, () => [])];
    const g = gameFromLayout(laBelleLucie, { tableau: fans(['KS', '9H'], ['TH']) });
    expect(suggestMove(g.rules, currentState(g))).toEqual({ kind: 'move', from: t(0), to: t(1), count: 1 });
    const stuck = gameFromLayout(laBelleLucie, { tableau: fans(['KS', '9H'], ['5H']) });
    expect(suggestMove(stuck.rules, currentState(stuck))).toEqual({ kind: 'redeal' });
  });
});
