import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Pile, currentState, hasWaste, newDeal } from '@solitaire/engine';
import {
  bakersGame,
  eightOff,
  freeCell,
  klondike,
  seahavenTowers,
  spider,
  spiderFamily,
  variants,
} from '@solitaire/variants';
import {
  CELL,
  type ColumnEntry,
  MIN_COLUMN_LINES,
  boardLayout,
  foldColumn,
  requiredSize,
  slotOf,
  slotsInOrder,
} from './layout.js';
import { cousins, gameFromLayout, rulesOf } from './terminalTesting.js';

const all = [...new Set([...variants, ...cousins, freeCell, bakersGame, eightOff, seahavenTowers, ...spiderFamily])];

describe('boardLayout', () => {
  for (const def of all) {
    it(`gives every pile of ${def.id} one slot, without overlaps, within the width`, () => {
      const rules = rulesOf(def);
      const state = newDeal(rules, 5);
      for (const columns of [60, 80, 120, 200]) {
        const layout = boardLayout(rules, state, columns);
        const refs = slotsInOrder(layout).map((s) => `${s.ref.zone}${s.ref.index}`);
        const expected = [
          ...(rules.stock ? ['stock0'] : []),
          ...(hasWaste(rules) ? ['waste0'] : []),
          ...(rules.deal.reserve ? ['reserve0'] : []),
          ...state.cells.map((_, i) => `cell${i}`),
          ...state.foundations.map((_, i) => `foundation${i}`),
          ...state.tableau.map((_, i) => `tableau${i}`),
        ];
        expect([...refs].sort()).toEqual([...expected].sort());
        for (const row of layout.rows)
          row.forEach((s, i) => {
            expect(s.x + s.width).toBeLessThanOrEqual(layout.width);
            if (i > 0) expect(s.x).toBeGreaterThan(row[i - 1]!.x + row[i - 1]!.width - 1);
          });
        // A table of overlapping spots is drawn as rows of one-card fans (spotBoard.ts).
        expect(layout.mode).toBe(def.tableau.fans || def.tableau.spots ? 'fans' : 'columns');
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

  it('puts the free cells on the left of the top row and the foundations on the right, within 80 columns', () => {
    for (const def of [freeCell, eightOff, seahavenTowers]) {
      const rules = rulesOf(def);
      const layout = boardLayout(rules, newDeal(rules, 1), 80);
      const top = layout.rows[0]!.map((s) => s.ref.zone);
      const cells = def.cells!.count;
      expect(top).toEqual([...Array<string>(cells).fill('cell'), ...Array<string>(4).fill('foundation')]);
      expect(layout.width).toBeLessThanOrEqual(80);
    }
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

describe('foldColumn', () => {
  const klondikeRules = rulesOf(klondike);
  const run = ['KS', 'QH', 'JC', 'TD', '9S', '8H', '7C', '6D', '5S', '4H', '3C', '2D'];
  /** A Klondike pile: `down` face-down cards under the first `up` cards of a run from the King down. */
  const column = (down: number, up: number): Pile => {
    const hidden = ['AC', 'AD', 'AH', 'AS', '2C', '2S'].slice(0, down).map((c) => `#${c}`);
    return currentState(gameFromLayout(klondike, { tableau: [[...hidden, ...run.slice(0, up)]] })).tableau[0]!;
  };
  const shape = (entries: readonly ColumnEntry[]) =>
    entries.map((e) => (e.kind === 'card' ? String(e.index) : `${e.faceDown ? 'down' : 'fold'} ${e.from}+${e.count}`));

  it('shows every card of a column that fits', () => {
    expect(shape(foldColumn(klondikeRules, column(6, 9), 15))).toEqual(Array.from({ length: 15 }, (_, i) => String(i)));
  });

  it('folds the face-down cards first, keeping the face-up run whole when it fits', () => {
    const run12 = Array.from({ length: 12 }, (_, i) => String(6 + i));
    expect(shape(foldColumn(klondikeRules, column(6, 12), 15))).toEqual(['down 0+6', ...run12]);
  });

  it('then folds the middle of the run, keeping its base, the top cards and the card under the cursor', () => {
    const pile = column(6, 12);
    const folded = shape(foldColumn(klondikeRules, pile, 6));
    expect(folded[0]).toBe('down 0+6');
    expect(folded[1]).toBe('6'); // the run's base: the largest unit that can move
    expect(folded.at(-1)).toBe('17');
    expect(folded).toHaveLength(6);
    expect(shape(foldColumn(klondikeRules, pile, 6, [9]))).toContain('9');
  });

  it('fits any column in its lines: every card once, in order; the top card and the focus in sight', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 104 }),
        fc.integer({ min: MIN_COLUMN_LINES, max: 30 }),
        fc.nat(),
        (ups, room, focusSeed) => {
          const pile: Pile = ups.map((up, i) => ({ card: i % 52, up: up || i === ups.length - 1 }));
          const focus = focusSeed % pile.length;
          const entries = foldColumn(klondikeRules, pile, room, [focus]);
          expect(entries.length).toBeLessThanOrEqual(Math.max(room, 0));
          const cardsOf = (e: ColumnEntry) =>
            e.kind === 'card' ? [e.index] : Array.from({ length: e.count }, (_, i) => e.from + i);
          const covered = entries.flatMap(cardsOf);
          expect(covered).toEqual(pile.map((_, i) => i));
          expect(entries.every((e) => e.kind === 'card' || e.count >= 2)).toBe(true);
          expect(entries).toContainEqual({ kind: 'card', index: pile.length - 1 });
          expect(entries).toContainEqual({ kind: 'card', index: focus });
        },
      ),
    );
  });
});

describe("Spider's deep piles at 80×24", () => {
  it('fold into the screen: a 33-card pile leaves the board within 80 columns and 23 lines, its top card shown', () => {
    const rules = rulesOf(spider);
    const dealt = newDeal(rules, 7);
    const moved = dealt.stock.slice(-27).map((c) => ({ card: c.card, up: true }));
    const state = { ...dealt, tableau: dealt.tableau.map((p, i) => (i === 0 ? [...p, ...moved] : p)) };
    const layout = boardLayout(rules, state, 80, { rows: 24 });
    expect(layout.width).toBeLessThanOrEqual(80);
    expect(layout.height).toBeLessThan(24);
    const column = layout.columnEntries[0]!;
    expect(column.at(-1)).toEqual({ kind: 'card', index: 32 });
    expect(column.some((e) => e.kind === 'fold')).toBe(true);
    expect(slotOf(layout, { zone: 'waste', index: 0 })).toBeUndefined();
  });
});
