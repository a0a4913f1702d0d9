import { type VariantDefinition, cardCount, newDeal } from '@solitaire/engine';
import {
  bakersDozen,
  bakersGame,
  eightOff,
  findVariant,
  fortyThieves,
  spiderFamily,
  freeCell,
  limited,
  portugueseSolitaire,
  seahavenTowers,
  variants,
} from '@solitaire/variants';
import { describe, expect, it } from 'vitest';
import {
  type Box,
  type TableLayout,
  type Viewport,
  cardAtPoint,
  dropPile,
  layoutTable,
  pileAtPoint,
} from './tableLayout.js';
import { position, rulesOf } from './testPositions.js';

const phone = { width: 360, height: 520 };
const desktop = { width: 1280, height: 700 };

describe('layoutTable', () => {
  it.each(variants.map((v) => v.id))('%s fits the width of a phone and of a desktop', (id) => {
    const rules = rulesOf(findVariant(id)!);
    const state = newDeal(rules, 42);
    for (const view of [phone, desktop]) {
      const l = layoutTable(rules, state, view);
      const right = Math.max(...l.piles.map((p) => p.box.x + p.box.w), ...l.cards.map((c) => c.x + l.cardW));
      expect(right).toBeLessThanOrEqual(view.width);
      expect(Math.min(...l.piles.map((p) => p.box.x))).toBeGreaterThanOrEqual(0);
      expect(l.cards).toHaveLength(cardCount(rules));
    }
  });

  it('scales cards with the viewport width', () => {
    const rules = rulesOf(findVariant('klondike')!);
    const state = newDeal(rules, 1);
    expect(layoutTable(rules, state, { width: 360, height: 2000 }).cardW).toBeLessThan(
      layoutTable(rules, state, { width: 700, height: 2000 }).cardW,
    );
  });

  it('wraps many fans into a grid of rows', () => {
    const rules = rulesOf(findVariant('shamrocks')!);
    const l = layoutTable(rules, newDeal(rules, 3), phone);
    const rows = new Set(l.piles.filter((p) => p.ref.zone === 'tableau').map((p) => p.box.y));
    expect(rows.size).toBeGreaterThan(2);
    expect(l.piles.filter((p) => p.ref.zone === 'tableau').every((p) => p.flow === 'right')).toBe(true);
    expect(l.piles.some((p) => p.ref.zone === 'stock')).toBe(false);
  });

  it('widens every fan cell when a fan outgrows its deal, so that no fan runs into its neighbour', () => {
    const rules = rulesOf(findVariant('shamrocks')!);
    const unlimited = { ...rules, tableau: { ...rules.tableau, capacity: null } };
    const long = ['KS', 'QS', 'JS', 'TS', '9S', '8S', '7S', '6S'];
    const state = position(unlimited, {
      tableau: [
        long,
        ...Array.from({ length: 17 }, (_, i) => [
          ['AH', '2H', '3H', '4H', '5H', '6H', '7H', '8H', '9H', 'TH', 'JH', 'QH', 'KH', 'AD', '2D', '3D', '4D'][i]!,
        ]),
      ],
    });
    for (const view of [phone, desktop]) {
      const l = layoutTable(unlimited, state, view);
      const fan = l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index === 0);
      const right = Math.max(...fan.map((c) => c.x + l.cardW));
      const next = l.piles.find((p) => p.ref.zone === 'tableau' && p.ref.index === 1)!;
      if (next.box.y === fan[0]!.y) expect(right).toBeLessThan(next.box.x);
      expect(fan[1]!.x - fan[0]!.x).toBeGreaterThanOrEqual(0.19 * l.cardW);
      expect(right).toBeLessThanOrEqual(view.width);
    }
  });

  it('keeps a covered face-up card readable under the face-down card on it', () => {
    const rules = rulesOf(findVariant('athena')!);
    const state = position(rules, { tableau: [['#2S', '9H', '#KD', '8C'], [], [], [], [], [], []] });
    const l = layoutTable(rules, state, desktop);
    const pile = l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index === 0);
    const step = (i: number) => pile[i + 1]!.y - pile[i]!.y;
    expect(step(1)).toBeGreaterThan(0.25 * l.cardH); // the covered nine shows its rank and suit strip
    expect(step(0)).toBeLessThan(step(1)); // a face-down card needs less
    expect(pile.every((c) => c.focusable)).toBe(true);
  });

  it('draws a reserve only when the definition deals one', () => {
    const base = findVariant('klondike')!;
    const withReserve: VariantDefinition = { ...base, id: 'r', deal: { ...base.deal, reserve: 13 } };
    const rules = rulesOf(withReserve);
    const l = layoutTable(rules, newDeal(rules, 5), desktop);
    const reserve = l.cards.filter((c) => c.ref.zone === 'reserve');
    expect(reserve).toHaveLength(13);
    expect(reserve.filter((c) => c.focusable)).toHaveLength(1);
    expect(
      layoutTable(rulesOf(base), newDeal(rulesOf(base), 5), desktop).piles.some((p) => p.ref.zone === 'reserve'),
    ).toBe(false);
  });

  it('lays eight foundations of a two-deck game without leaving the screen', () => {
    const base = findVariant('klondike')!;
    const twoDecks: VariantDefinition = {
      ...base,
      id: 'two',
      decks: 2,
      foundations: { ...base.foundations, count: 8 },
      tableau: { ...base.tableau, count: 10 },
    };
    const rules = rulesOf(twoDecks);
    const l = layoutTable(rules, newDeal(rules, 5), phone);
    expect(l.piles.filter((p) => p.ref.zone === 'foundation')).toHaveLength(8);
    expect(Math.max(...l.piles.map((p) => p.box.x + p.box.w))).toBeLessThanOrEqual(phone.width);
  });

  it('wraps many columns into two rows on a phone rather than shrinking cards past reading, never overlapping', () => {
    const base = findVariant('klondike')!;
    const wide: VariantDefinition = {
      ...base,
      id: 'wide',
      decks: 2,
      foundations: { ...base.foundations, count: 8 },
      tableau: { ...base.tableau, count: 13 },
    };
    const rules = rulesOf(wide);
    const l = layoutTable(rules, newDeal(rules, 5), phone);
    expect(l.cardW).toBeGreaterThanOrEqual(40);
    const cols = l.piles.filter((p) => p.ref.zone === 'tableau');
    const firstRowBottom = Math.max(
      ...l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index < 7).map((c) => c.y + l.cardH),
    );
    expect(cols.filter((p) => p.box.y > firstRowBottom)).toHaveLength(6);
    const wideCols = layoutTable(rules, newDeal(rules, 5), desktop).piles.filter((p) => p.ref.zone === 'tableau');
    expect(new Set(wideCols.map((p) => p.box.y)).size).toBe(1);
  });

  it('drops on the pile under the pointer, else on the legal pile the card overlaps most', () => {
    const rules = rulesOf(findVariant('athena')!);
    const l = layoutTable(rules, newDeal(rules, 8), desktop);
    const t3 = l.piles.find((p) => p.ref.zone === 'tableau' && p.ref.index === 3)!;
    const t4 = l.piles.find((p) => p.ref.zone === 'tableau' && p.ref.index === 4)!;
    const all = l.piles.map((p) => p.ref);
    const card = { x: t3.box.x + 10, y: t3.box.y + 40, w: l.cardW, h: l.cardH };
    expect(dropPile(l, card, { x: t4.box.x + 5, y: t4.box.y + 5 }, all)).toEqual(t4.ref);
    expect(dropPile(l, card, { x: -50, y: -50 }, all)).toEqual(t3.ref);
    expect(dropPile(l, card, { x: -50, y: -50 }, [t4.ref])).toEqual(t4.ref);
    expect(dropPile(l, { ...card, x: 5000 }, { x: 5000, y: 0 }, all)).toBeNull();
  });
});

describe('cardAtPoint', () => {
  it('finds the card at rest under a point, the topmost of a fan, and none on bare table', () => {
    const rules = rulesOf(findVariant('klondike')!);
    const l = layoutTable(rules, newDeal(rules, 3), desktop);
    const stockTop = l.cards.filter((c) => c.ref.zone === 'stock').sort((a, b) => b.z - a.z)[0]!;
    expect(cardAtPoint(l, stockTop.x + 5, stockTop.y + 5)).toEqual(stockTop);
    const pile = l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index === 6);
    const last = pile.at(-1)!;
    expect(cardAtPoint(l, last.x + l.cardW / 2, last.y + l.cardH - 2)).toEqual(last);
    expect(cardAtPoint(l, pile[0]!.x + 3, pile[0]!.y + 2)).toEqual(pile[0]);
    expect(cardAtPoint(l, desktop.width - 1, l.height - 1)).toBeNull();
    expect(pileAtPoint(l, stockTop.x + 5, stockTop.y + 5)).toEqual({ zone: 'stock', index: 0 });
  });
});

describe('layoutTable for phones, big screens and a left hand', () => {
  const athena = rulesOf(findVariant('athena')!);
  const deal = newDeal(athena, 7);
  const bottom = (l: ReturnType<typeof layoutTable>) => Math.max(...l.cards.map((c) => c.y + l.cardH));

  it('spreads columns into the height of a phone held upright', () => {
    const tall = layoutTable(athena, deal, { width: 360, height: 640 });
    const short = layoutTable(athena, deal, { width: 360, height: 300 });
    expect(tall.cardW).toBe(short.cardW);
    expect(bottom(tall)).toBeGreaterThan(bottom(short));
    expect(bottom(tall)).toBeLessThanOrEqual(640);
  });

  it('keeps cards growing on a 1920×1080 screen', () => {
    expect(layoutTable(athena, deal, { width: 1920, height: 960 }).cardW).toBeGreaterThan(140);
  });

  it('puts the stock at the right end of the top row for a left hand, the foundations at the left', () => {
    const x = (l: ReturnType<typeof layoutTable>, zone: string) => l.piles.find((p) => p.ref.zone === zone)!.box.x;
    const right = layoutTable(athena, deal, desktop);
    const left = layoutTable(athena, deal, desktop, { leftHanded: true });
    expect(x(right, 'stock')).toBeLessThan(x(right, 'foundation'));
    expect(x(left, 'stock')).toBeGreaterThan(x(left, 'foundation'));
    expect(x(left, 'stock')).toBeGreaterThan(x(left, 'waste'));
    const edge = (l: ReturnType<typeof layoutTable>) => Math.max(...l.piles.map((p) => p.box.x + p.box.w));
    expect(edge(left)).toBeCloseTo(edge(right), 5);
  });
});

describe('two-deck, thirteen-pile and Spider games, on phones held upright', () => {
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
  const wide = [fortyThieves, limited, bakersDozen, portugueseSolitaire, ...spiderFamily];
  it.each(wide.map((d) => [d.id, d] as const))(
    '%s: every pile and card within 390 and 320 px, no two piles on each other, cards readable at 390',
    (_id, def) => {
      const rules = rulesOf(def);
      const state = newDeal(rules, 7);
      for (const view of [
        { width: 390, height: 844 },
        { width: 320, height: 568 },
      ]) {
        const l = layoutTable(rules, state, view);
        const right = Math.max(...l.piles.map((p) => p.box.x + p.box.w), ...l.cards.map((c) => c.x + l.cardW));
        expect(right, `${view.width}`).toBeLessThanOrEqual(view.width);
        expect(Math.min(...l.piles.map((p) => p.box.x), ...l.cards.map((c) => c.x))).toBeGreaterThanOrEqual(0);
        // 13 columns wrap into rows of 7, which leaves 39 px cards at 320 px (as in Bureau): readable from 390 px.
        if (view.width >= 390) expect(l.cardW).toBeGreaterThanOrEqual(40);
        expect(l.piles.filter((p) => p.ref.zone === 'foundation')).toHaveLength(rules.foundations.count);
        expect(l.piles.filter((p) => p.ref.zone === 'tableau')).toHaveLength(rules.tableau.count);
        expect(l.cards).toHaveLength(cardCount(rules));
        for (const [i, a] of l.piles.entries())
          for (const b of l.piles.slice(i + 1))
            expect(overlaps(a.box, b.box), `${view.width}: ${JSON.stringify([a.ref, b.ref])}`).toBe(false);
      }
    },
  );

  it('Forty Thieves on 390 px: ten columns in two rows of five, eight foundations in two rows of four', () => {
    const rules = rulesOf(fortyThieves);
    const l = layoutTable(rules, newDeal(rules, 7), { width: 390, height: 844 });
    const rowsOf = (zone: 'tableau' | 'foundation') =>
      [...new Set(l.piles.filter((p) => p.ref.zone === zone).map((p) => p.box.y))].length;
    expect(rowsOf('tableau')).toBe(2);
    expect(rowsOf('foundation')).toBe(2);
  });
});

describe('rows of columns on a phone', () => {
  it('share the spare height between them', () => {
    const bureau = rulesOf(findVariant('bureau')!);
    const deal = newDeal(bureau, 3);
    const tall = layoutTable(bureau, deal, { width: 390, height: 680 });
    const short = layoutTable(bureau, deal, { width: 390, height: 420 });
    const rows = new Set(tall.piles.filter((p) => p.ref.zone === 'tableau').map((p) => p.box.y));
    expect(rows.size).toBe(2);
    expect(tall.cardW).toBe(short.cardW);
    expect(tall.height).toBeGreaterThan(short.height);
    expect(tall.height).toBeLessThanOrEqual(680);
  });
});

describe('the waste of a game that draws three', () => {
  const athena = rulesOf(findVariant('athena')!);
  const wasteOf = (cards: readonly string[]) => {
    const l = layoutTable(athena, position(athena, { tableau: [['KS']], stock: ['2C'], waste: cards }), desktop);
    const slot = l.piles.find((p) => p.ref.zone === 'waste')!.box;
    const offsets = l.cards.filter((c) => c.ref.zone === 'waste').map((c) => Math.round(c.x - slot.x));
    return { step: Math.round(l.cardW * 0.32), offsets };
  };

  it('fans one or two cards from the left of its slot, like the first cards of three', () => {
    expect(wasteOf(['3C']).offsets).toEqual([0]);
    const two = wasteOf(['3C', '4C']);
    expect(two.offsets).toEqual([0, two.step]);
  });

  it('shows the top three of a longer waste fanned, the cards under them stacked at the left', () => {
    const five = wasteOf(['3C', '4C', '5C', '6C', '7C']);
    expect(five.offsets).toEqual([0, 0, 0, five.step, 2 * five.step]);
  });
});

describe('the free cells of FreeCell and its kin', () => {
  const games = [freeCell, bakersGame, eightOff, seahavenTowers];
  const views = [
    { width: 390, height: 700 },
    { width: 390, height: 520 },
    { width: 1280, height: 700 },
  ];
  const overlap = (a: Box, b: Box) =>
    Math.min(a.x + a.w, b.x + b.w) > Math.max(a.x, b.x) && Math.min(a.y + a.h, b.y + b.h) > Math.max(a.y, b.y);
  const zone = (l: TableLayout, z: string) => l.piles.filter((p) => p.ref.zone === z);

  it.each(games.map((d) => [d.id, d] as const))(
    '%s draws every cell as a slot, none overlapping another, all within a phone and a desktop',
    (_, def) => {
      const rules = rulesOf(def);
      for (const view of views) {
        const l = layoutTable(rules, newDeal(rules, 11982), view);
        expect(zone(l, 'cell')).toHaveLength(def.cells!.count);
        expect(zone(l, 'stock').length + zone(l, 'waste').length).toBe(0);
        for (const [i, a] of l.piles.entries())
          for (const b of l.piles.slice(i + 1)) expect(overlap(a.box, b.box), `${view.width}`).toBe(false);
        const right = Math.max(...l.piles.map((p) => p.box.x + p.box.w), ...l.cards.map((c) => c.x + l.cardW));
        expect(right).toBeLessThanOrEqual(view.width);
        expect(Math.min(...l.piles.map((p) => p.box.x))).toBeGreaterThanOrEqual(0);
        expect(l.cardW).toBeGreaterThanOrEqual(40);
        // The cells sit at the left end of the top row, the foundations at the right.
        expect(Math.max(...zone(l, 'cell').map((p) => p.box.x))).toBeLessThan(
          Math.min(...zone(l, 'foundation').map((p) => p.box.x)),
        );
        expect(l.cards).toHaveLength(52);
        // A dealt cell card lies on its cell's slot, the only focus stop there.
        const inCells = l.cards.filter((c) => c.ref.zone === 'cell');
        expect(inCells).toHaveLength(def.cells!.dealt);
        for (const c of inCells) {
          const slot = zone(l, 'cell')[c.ref.index]!.box;
          expect([c.x, c.y, c.focusable]).toEqual([slot.x, slot.y, true]);
        }
      }
    },
  );

  it("wraps Eight Off's eight cells into two rows on a phone and keeps them in one on a desktop", () => {
    const rules = rulesOf(eightOff);
    const rowsOf = (view: Viewport) =>
      new Set(zone(layoutTable(rules, newDeal(rules, 5), view), 'cell').map((p) => p.box.y)).size;
    expect(rowsOf({ width: 390, height: 700 })).toBe(2);
    expect(rowsOf({ width: 1280, height: 700 })).toBe(1);
  });

  it('mirrors the top row for a left hand: foundations at the left, cells at the right', () => {
    const rules = rulesOf(freeCell);
    const l = layoutTable(rules, newDeal(rules, 1), { width: 1280, height: 700 }, { leftHanded: true });
    expect(Math.min(...zone(l, 'cell').map((p) => p.box.x))).toBeGreaterThan(
      Math.max(...zone(l, 'foundation').map((p) => p.box.x)),
    );
  });

  it('draws a card moved to a cell on that cell', () => {
    const rules = rulesOf(freeCell);
    const state = position(rules, {
      tableau: [['KS', 'QH'], ['5D'], [], [], [], [], [], []],
      cells: [null, null, 'AH', null],
    });
    const l = layoutTable(rules, state, { width: 390, height: 700 });
    const slot = l.piles.find((p) => p.ref.zone === 'cell' && p.ref.index === 2)!.box;
    const card = l.cards.find((c) => c.ref.zone === 'cell')!;
    expect([card.x, card.y]).toEqual([slot.x, slot.y]);
    expect(pileAtPoint(l, slot.x + 3, slot.y + 3)).toEqual({ zone: 'cell', index: 2 });
  });
});

describe("Spider's deep piles on a phone", () => {
  const spider = spiderFamily[0]!;
  /** A Spider deal with `extra` more cards of the stock dealt face up onto pile `pile`. */
  const deepened = (suits: 1 | 2 | 4, pile: number, extra: number) => {
    const rules = rulesOf(spider, { suits });
    const dealt = newDeal(rules, 7);
    const moved = dealt.stock.slice(-extra).map((c) => ({ card: c.card, up: true }));
    const tableau = dealt.tableau.map((p, i) => (i === pile ? [...p, ...moved] : p));
    return { rules, state: { ...dealt, tableau, stock: dealt.stock.slice(0, -extra) } };
  };
  const phoneUpright = { width: 390, height: 844 };
  const dealtLength = (pile: number) => (pile < 4 ? 6 : 5);
  const args = (d: ReturnType<typeof deepened>) => [d.rules, d.state] as const;

  // Before piles closed up, such a pile made the page 1,280 px tall with 56 px cards; with 68 px cards (no waste
  // slot beside Spider's stock) it now takes about 1,010-1,030 px: the floors keep ranks readable, the page scrolls.
  it.each([0, 7])('a 33-card pile on pile %i: the page well under 1,280 px, the top card whole', (pile) => {
    const { rules, state } = deepened(2, pile, 33 - dealtLength(pile));
    expect(state.tableau[pile]).toHaveLength(33);
    const l = layoutTable(rules, state, phoneUpright);
    expect(l.cardW).toBeGreaterThanOrEqual(60);
    expect(l.height).toBeLessThanOrEqual(1050);
    const column = l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index === pile);
    const top = column.at(-1)!;
    // Nothing lies on the top card, and every face-up card shows at least 15% of its height.
    expect(l.cards.some((c) => c.z > top.z && c.ref.index === pile && c.ref.zone === 'tableau')).toBe(false);
    for (const [i, c] of column.slice(0, -1).entries())
      expect(column[i + 1]!.y - c.y).toBeGreaterThanOrEqual(c.up ? 0.2 * l.cardH - 0.5 : 0.03 * l.cardH);
    const right = Math.max(...l.cards.map((c) => c.x + l.cardW));
    expect(right).toBeLessThanOrEqual(phoneUpright.width);
  });

  it('closes up face-down strips harder than face-up ones, and only as much as the pile needs', () => {
    const short = layoutTable(...args(deepened(4, 0, 5)), phoneUpright);
    const deep = layoutTable(...args(deepened(4, 0, 27)), phoneUpright);
    const stepsOf = (l: TableLayout) => {
      const column = l.cards.filter((c) => c.ref.zone === 'tableau' && c.ref.index === 0);
      return column.slice(0, -1).map((c, i) => ({ up: c.up, step: column[i + 1]!.y - c.y }));
    };
    const down = (l: TableLayout) => stepsOf(l).find((s) => !s.up)!.step / l.cardH;
    const up = (l: TableLayout) => stepsOf(l).find((s) => s.up)!.step / l.cardH;
    expect(down(deep)).toBeLessThan(down(short));
    expect(up(deep)).toBeLessThan(up(short));
    expect(down(deep) / down(short)).toBeLessThan(up(deep) / up(short));
  });
});
