import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { variants } from '@solitaire/variants';
import { CELL, boardLayout, requiredSize, slotOf, slotsInOrder } from './layout.js';
import { cousins, rulesOf } from './testing.js';

const all = [...variants, ...cousins];

describe('boardLayout', () => {
  for (const def of all) {
    it(`gives every pile of ${def.id} one slot, without overlaps, within the width`, () => {
      const rules = rulesOf(def);
      const state = newDeal(rules, 5);
      for (const columns of [60, 80, 120, 200]) {
        const layout = boardLayout(rules, state, columns);
        const refs = slotsInOrder(layout).map((s) => `${s.ref.zone}${s.ref.index}`);
        const expected = [
          ...(rules.stock ? ['stock0', 'waste0'] : []),
          ...(rules.deal.reserve ? ['reserve0'] : []),
          ...state.foundations.map((_, i) => `foundation${i}`),
          ...state.tableau.map((_, i) => `tableau${i}`),
        ];
        expect([...refs].sort()).toEqual([...expected].sort());
        for (const row of layout.rows)
          row.forEach((s, i) => {
            expect(s.x + s.width).toBeLessThanOrEqual(layout.width);
            if (i > 0) expect(s.x).toBeGreaterThan(row[i - 1]!.x + row[i - 1]!.width - 1);
          });
        expect(layout.mode).toBe(def.tableau.fans ? 'fans' : 'columns');
      }
    });
  }

  it('draws column piles as tall as the tallest pile', () => {
    const rules = rulesOf(variants.find((v) => v.id === 'klondike')!);
    const layout = boardLayout(rules, newDeal(rules, 1));
    expect(layout.tableauLines).toBe(7);
    expect(layout.rows[1]).toHaveLength(7);
  });

  it('puts as many fans in a row as the width allows, within bounds', () => {
    const rules = rulesOf(variants.find((v) => v.id === 'shamrocks')!);
    const state = newDeal(rules, 1);
    const perRow = (columns: number) => boardLayout(rules, state, columns).rows[1]!.length;
    expect(perRow(120)).toBe(6);
    expect(perRow(80)).toBe(4);
    expect(perRow(20)).toBe(3); // at most six rows of fans: the terminal must grow instead
    expect(perRow(1000)).toBe(9);
    expect(boardLayout(rules, state, 80).rows.slice(1).flat()).toHaveLength(18);
  });

  it('shows as many waste cards as the draw deals, up to three', () => {
    const athena = rulesOf(variants.find((v) => v.id === 'athena')!);
    const klondike = rulesOf(variants.find((v) => v.id === 'klondike')!);
    expect(slotOf(boardLayout(athena), { zone: 'waste', index: 0 })!.width).toBe(3 * CELL);
    expect(slotOf(boardLayout(klondike), { zone: 'waste', index: 0 })!.width).toBe(CELL);
  });
});

describe('requiredSize', () => {
  it('is the smallest board plus the line Ink needs', () => {
    const rules = rulesOf(variants.find((v) => v.id === 'athena')!);
    const state = newDeal(rules, 1);
    const layout = boardLayout(rules, state);
    expect(requiredSize(rules, state)).toEqual({ width: layout.width, height: layout.height + 1 });
    const fans = rulesOf(variants.find((v) => v.id === 'shamrocks')!);
    expect(requiredSize(fans).width).toBeLessThan(boardLayout(fans, undefined, 200).width);
  });
});
