import { describe, expect, it } from 'vitest';
import { applyMove } from '@solitaire/engine';
import { at, move, rulesFor } from '@solitaire/engine/testing';
import { klondike, spider } from '@solitaire/variants';
import { runsCompleted } from './runs.js';

const spadesDown = (high: number, low: number) =>
  Array.from({ length: high - low + 1 }, (_, k) => `${'A23456789TJQK'[high - k - 1]}S`);

describe('runsCompleted', () => {
  it('U6: counts the complete runs a move sent to the foundations by themselves', () => {
    const rules = rulesFor(spider, { suits: 1 });
    const before = at(rules, {
      tableau: [['#5S', ...spadesDown(13, 2)], ['AS'], [...spadesDown(13, 2)], ['AS']],
      foundations: [spadesDown(13, 1)],
    });
    const one = applyMove(rules, before, move('t1', 't0'));
    if (!one.ok) throw new Error(one.error);
    expect(runsCompleted(rules, before, one.value)).toBe(1);
    const two = applyMove(rules, one.value, move('t3', 't2'));
    if (!two.ok) throw new Error(two.error);
    expect(runsCompleted(rules, before, two.value)).toBe(2);
    // Backwards (an undo) is no run leaving.
    expect(runsCompleted(rules, two.value, before)).toBe(0);
  });

  it('is zero where cards go up one at a time', () => {
    const rules = rulesFor(klondike);
    const before = at(rules, { tableau: [['AS'], ['KH']] });
    const after = applyMove(rules, before, move('t0', 'f0'));
    if (!after.ok) throw new Error(after.error);
    expect(runsCompleted(rules, before, after.value)).toBe(0);
  });
});
