import { type PileRef, type VariantDefinition, cardCount, coveringPiles, newDeal } from '@solitaire/engine';
import { canonPart3, pyramid, triPeaks } from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import { layoutTable } from './tableLayout.js';
import { rulesOf } from './testPositions.js';

// A phone held upright (390×844) less the toolbar and the message band, and a desktop window.
const phone = { width: 390, height: 700 };
const desktop = { width: 1280, height: 660 };
const isTableau = (r: PileRef) => r.zone === 'tableau';

const laid = (def: VariantDefinition, view: { width: number; height: number }) => {
  const rules = rulesOf(def);
  const state = newDeal(rules, 1);
  return { rules, state, l: layoutTable(rules, state, view) };
};

describe('tables of overlapping cards', () => {
  it.each(canonPart3.map((d) => [d.id, d] as const))('%s fits a phone and a desktop, every card laid', (_, def) => {
    for (const view of [phone, desktop]) {
      const { rules, l } = laid(def, view);
      expect(Math.max(...l.cards.map((c) => c.x + l.cardW))).toBeLessThanOrEqual(view.width);
      expect(Math.min(...l.cards.map((c) => c.x))).toBeGreaterThanOrEqual(0);
      // A table of spots stays within the room it was given: nothing runs under the controls below it.
      if (rules.tableau.spots) expect(l.height).toBeLessThanOrEqual(view.height);
      expect(l.cards).toHaveLength(cardCount(rules));
    }
  });

  it.each([
    ['Q1: Pyramid', pyramid, 7, 7],
    ['Q5: TriPeaks', triPeaks, 4, 10],
  ] as const)(
    '%s: its rows one under another, the longest side by side, readable on a phone',
    (_, def, rows, across) => {
      const { l } = laid(def, phone);
      const tableau = l.cards.filter((c) => isTableau(c.ref));
      expect(new Set(tableau.map((c) => c.y)).size).toBe(rows);
      const bottom = Math.max(...tableau.map((c) => c.y));
      const last = tableau.filter((c) => c.y === bottom).sort((a, b) => a.x - b.x);
      expect(last).toHaveLength(across);
      // Cards of a row lie side by side, never over each other, and stay big enough to read rank and suit.
      last.slice(1).forEach((c, i) => expect(c.x).toBeGreaterThanOrEqual(last[i]!.x + l.cardW));
      expect(l.cardW).toBeGreaterThanOrEqual(34);
    },
  );

  it('Q1: each card lies half a card below and half a card beside the two covering it, drawn under them', () => {
    const { rules, l } = laid(pyramid, desktop);
    const at = (i: number) => l.cards.find((c) => isTableau(c.ref) && c.ref.index === i)!;
    coveringPiles(rules).forEach((covers, i) => {
      for (const j of covers) {
        expect(at(j).y - at(i).y).toBeCloseTo(l.cardH / 2, 0);
        expect(Math.abs(at(j).x - at(i).x)).toBeLessThan(l.cardW);
        expect(at(j).z).toBeGreaterThan(at(i).z);
      }
    });
  });

  it('the single foundation lies in the top row, above and clear of the table', () => {
    for (const view of [phone, desktop]) {
      const { l } = laid(triPeaks, view);
      const foundation = l.piles.find((p) => p.ref.zone === 'foundation')!;
      const highest = Math.min(...l.cards.filter((c) => isTableau(c.ref)).map((c) => c.y));
      expect(foundation.box.y + l.cardH).toBeLessThan(highest);
      // TriPeaks' stock deals onto the foundation: no waste is laid out.
      expect(l.piles.some((p) => p.ref.zone === 'waste')).toBe(false);
    }
  });
});
