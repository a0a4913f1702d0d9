import { newDeal } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { moveFocus, stopsOf, topStop, validStop } from './focusNav.js';
import { layoutTable } from './tableLayout.js';
import { rulesOf } from './testPositions.js';

const rules = rulesOf(findVariant('athena')!);
const layout = layoutTable(rules, newDeal(rules, 11), { width: 1000, height: 700 });
const t = (index: number) => ({ zone: 'tableau' as const, index });

describe('keyboard focus', () => {
  it('walks down and up a column, every card included', () => {
    expect(stopsOf(layout, t(0)).map((s) => s.index)).toEqual([0, 1, 2, 3]);
    expect(moveFocus(layout, { ref: t(0), index: 1 }, 'ArrowDown')).toEqual({ ref: t(0), index: 2 });
    expect(moveFocus(layout, { ref: t(0), index: 1 }, 'ArrowUp')).toEqual({ ref: t(0), index: 0 });
  });

  it('steps sideways to the neighbouring pile, landing on its top card', () => {
    expect(moveFocus(layout, { ref: t(2), index: 0 }, 'ArrowRight')).toEqual({ ref: t(3), index: 3 });
    expect(moveFocus(layout, { ref: t(2), index: 3 }, 'ArrowLeft')).toEqual({ ref: t(1), index: 3 });
  });

  it('leaves a column at its ends for the row above, and comes back in at the top of the column', () => {
    const up = moveFocus(layout, { ref: t(0), index: 0 }, 'ArrowUp');
    expect(up.ref.zone).toBe('stock');
    expect(moveFocus(layout, up, 'ArrowDown')).toEqual({ ref: t(0), index: 0 });
  });

  it('Left and Right wrap from one row to the next', () => {
    const lastFoundation = { ref: { zone: 'foundation' as const, index: 3 }, index: -1 };
    expect(moveFocus(layout, lastFoundation, 'ArrowRight')).toEqual({ ref: t(0), index: 3 });
    expect(moveFocus(layout, { ref: t(0), index: 2 }, 'ArrowLeft')).toEqual(lastFoundation);
  });

  it('an empty pile is a focus stop itself', () => {
    expect(topStop(layout, { zone: 'foundation', index: 2 })).toEqual({
      ref: { zone: 'foundation', index: 2 },
      index: -1,
    });
    expect(moveFocus(layout, { ref: t(6), index: 3 }, 'ArrowUp').ref).toEqual(t(6));
    expect(validStop(layout, { ref: t(4), index: 9 })).toEqual({ ref: t(4), index: 3 });
  });
});
