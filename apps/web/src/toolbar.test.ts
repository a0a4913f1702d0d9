import { describe, expect, it } from 'vitest';
import { fitToolbar, menuStep } from './toolbar.js';

const items = (widths: number[], primary: number[] = []) =>
  widths.map((width, i) => ({ width, primary: primary.includes(i) }));

describe('fitToolbar', () => {
  it('keeps every button when they fit, or when nothing is laid out yet', () => {
    expect(fitToolbar(items([50, 50, 50]), 170, 4, 40)).toEqual([true, true, true]);
    expect(fitToolbar(items([50, 50, 50]), 0, 4, 40)).toEqual([true, true, true]);
  });

  it('folds secondary buttons first, from the end, leaving room for the menu button', () => {
    // 4 buttons of 50 with gaps of 4: 212. Room 160: keeping two primaries (104) + gap + More (40) = 148.
    expect(fitToolbar(items([50, 50, 50, 50], [0, 2]), 160, 4, 40)).toEqual([true, false, true, false]);
  });

  it('folds primary buttons too when the room is very small, never overflowing', () => {
    const keep = fitToolbar(items([60, 60, 60], [0, 1, 2]), 100, 4, 36);
    expect(keep).toEqual([true, false, false]);
    expect(fitToolbar(items([60, 60], [0, 1]), 30, 4, 28)).toEqual([false, false]);
  });
});

describe('menuStep', () => {
  it('walks the menu down and up, wrapping at both ends', () => {
    const all = [true, true, true];
    expect(menuStep(all, 0, 'ArrowDown')).toBe(1);
    expect(menuStep(all, 2, 'ArrowDown')).toBe(0);
    expect(menuStep(all, 0, 'ArrowUp')).toBe(2);
    expect(menuStep(all, -1, 'ArrowUp')).toBe(2);
    expect(menuStep(all, -1, 'ArrowDown')).toBe(0);
  });

  it('skips disabled items and goes to the first or last enabled one with Home and End', () => {
    const some = [false, true, false, true, false];
    expect(menuStep(some, 1, 'ArrowDown')).toBe(3);
    expect(menuStep(some, 3, 'ArrowDown')).toBe(1);
    expect(menuStep(some, 1, 'ArrowUp')).toBe(3);
    expect(menuStep(some, 3, 'Home')).toBe(1);
    expect(menuStep(some, 1, 'End')).toBe(3);
  });

  it('goes nowhere when every item is disabled', () => {
    expect(menuStep([false, false], 0, 'ArrowDown')).toBe(-1);
  });
});
