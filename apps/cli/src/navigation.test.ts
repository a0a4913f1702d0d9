import { describe, expect, it } from 'vitest';
import { athena, shamrocks } from '@solitaire/variants';
import { currentState } from '@solitaire/engine';
import { boardLayout } from './layout.js';
import {
  type Cursor,
  changeDepth,
  clampCursor,
  initialCursor,
  moveCursor,
  orderFrom,
  reachableDepth,
} from './navigation.js';
import { gameFromLayout } from './terminalTesting.js';

const game = gameFromLayout(athena, {
  tableau: [['#2C', 'KH', 'QS', 'JH'], ['#3C', '9S', '#4C', '8D'], [], ['5C'], ['6C'], ['7C'], ['AH']],
  stock: ['2D', '3D'],
});
const state = currentState(game);
const layout = boardLayout(game.rules, state);
const at = (zone: Cursor['pile']['zone'], index: number, depth = 1): Cursor => ({ pile: { zone, index }, depth });

describe('moveCursor', () => {
  it('starts on the first tableau pile', () => {
    expect(initialCursor(layout)).toEqual(at('tableau', 0));
  });
  it('goes left and right within a row, wrapping around', () => {
    expect(moveCursor(state, layout, at('tableau', 0), 'right')).toEqual(at('tableau', 1));
    expect(moveCursor(state, layout, at('tableau', 0), 'left')).toEqual(at('tableau', 6));
    expect(moveCursor(state, layout, at('stock', 0), 'right')).toEqual(at('waste', 0));
  });
  it('climbs the face-up cards of a column before leaving it for the top row', () => {
    let c = at('tableau', 0);
    c = moveCursor(state, layout, c, 'up');
    expect(c).toEqual(at('tableau', 0, 2));
    c = moveCursor(state, layout, c, 'up');
    expect(c).toEqual(at('tableau', 0, 3));
    c = moveCursor(state, layout, c, 'up');
    expect(c.pile.zone).toBe('stock');
    expect(moveCursor(state, layout, at('tableau', 0, 3), 'down')).toEqual(at('tableau', 0, 2));
  });
  it('never reaches a face-up card lying under a face-down one', () => {
    expect(reachableDepth(state, { zone: 'tableau', index: 1 })).toBe(1);
    expect(moveCursor(state, layout, at('tableau', 1), 'up').pile.zone).not.toBe('tableau');
  });
  it('goes down from the top row to the nearest column', () => {
    const last = moveCursor(state, layout, at('foundation', 3), 'down');
    expect(last).toEqual(at('tableau', 6));
    expect(moveCursor(state, layout, at('stock', 0), 'down')).toEqual(at('tableau', 0));
  });
  it('moves between rows of fans by position', () => {
    const g = gameFromLayout(shamrocks, { tableau: Array.from({ length: 18 }, (_, i) => (i === 0 ? ['KS'] : [])) });
    const s = currentState(g);
    const l = boardLayout(g.rules, s, 80);
    expect(moveCursor(s, l, at('tableau', 1), 'down')).toEqual(at('tableau', 5));
    expect(moveCursor(s, l, at('tableau', 5), 'up')).toEqual(at('tableau', 1));
  });
});

describe('changeDepth and clampCursor', () => {
  it('stays within the face-up cards', () => {
    expect(changeDepth(state, at('tableau', 0), 1)).toEqual(at('tableau', 0, 2));
    expect(changeDepth(state, at('tableau', 0, 3), 1)).toEqual(at('tableau', 0, 3));
    expect(changeDepth(state, at('tableau', 0), -1)).toEqual(at('tableau', 0));
    expect(clampCursor(state, layout, at('tableau', 3, 4))).toEqual(at('tableau', 3));
  });
});

describe('orderFrom', () => {
  it('lists targets in reading order starting after the source', () => {
    const t = (i: number) => ({ zone: 'tableau' as const, index: i });
    const f = { zone: 'foundation' as const, index: 0 };
    expect(orderFrom(layout, t(3), [t(1), f, t(5)])).toEqual([t(5), f, t(1)]);
    expect(orderFrom(layout, { zone: 'waste', index: 0 }, [t(1), f])).toEqual([f, t(1)]);
  });
});
