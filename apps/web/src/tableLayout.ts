import { type Card, type GameState, type PileRef, type Rules, cellCount, hasWaste, pileAt } from '@solitaire/engine';
import { DOWN_STEP, UP_STEP, columnOffsets } from './columnSteps.js';
import { layoutSpotTable } from './spotLayout.js';

/** A rectangle in CSS pixels, relative to the table's top-left corner. */
export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** How a pile spreads its cards: all on one spot, downwards (columns) or rightwards (fans, the waste). */
type Flow = 'stack' | 'down' | 'right';

/** Where a pile lies: its base spot (the empty-pile outline) and the area that accepts drops and clicks. */
export interface PileSpot {
  readonly ref: PileRef;
  readonly box: Box;
  readonly hit: Box;
  readonly flow: Flow;
}

/** Where a card lies and whether keyboard focus may land on it. */
export interface CardSpot {
  readonly card: Card;
  readonly up: boolean;
  readonly ref: PileRef;
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Cards hidden under a pile's top (stock, waste, foundations, reserve) are not focus stops. */
  readonly focusable: boolean;
  /** Wholly covered, even when the card above it is lifted: not worth painting. */
  readonly buried: boolean;
}

/** The whole table in pixels. */
export interface TableLayout {
  readonly cardW: number;
  readonly cardH: number;
  readonly height: number;
  readonly piles: readonly PileSpot[];
  readonly cards: readonly CardSpot[];
}

/** The room the table may use. */
export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** The player's layout choices. */
export interface LayoutChoices {
  /** The stock, waste, reserve and cells at the right end of the top row, the foundations at the left. */
  readonly leftHanded?: boolean;
}

// Proportions, in card widths (W) or card heights (H).
const RATIO = 1.4; // H / W
const GAP = 0.14; // between piles of a row, in W
const ROW_GAP = 0.22; // between the top row and the tableau, in W
const FAN_ROW_GAP = 0.12; // between rows of fans, in W
const FAN_STEP = 0.32; // a fanned card's visible strip, in W
const MAX_W = 200; // px: cards stop growing on very big screens (1920×1080 gives about 160)
const MAX_STRETCH = 3; // columns with room to spare (a phone held upright) spread their steps up to this much
const PAD = 6; // px around the table
const COLUMN_ROOM = 8; // face-up steps a column should show without squeezing, used to cap W by height
// px: below this, many columns wrap into two rows (the page then scrolls down, never sideways)
const MIN_READABLE_W = 40;
const COLUMN_ROW_GAP = 0.3; // between rows of columns, in H: leaves room for the drop area under each column

const ref = (zone: PileRef['zone'], index = 0): PileRef => ({ zone, index });

const FAN_MIN_STEP = 0.2; // long fans close up to this strip (the rank still shows), in W

/**
 * Cards every fan cell is drawn for: the capacity when there is one, else the deal's fan size or the longest fan on
 * the table, whichever is more (fans that grow make the grid re-flow instead of overlapping their neighbours).
 */
const fanSize = (rules: Rules, state: GameState): number =>
  rules.tableau.capacity ??
  Math.max(rules.deal.tableau.kind === 'fans' ? rules.deal.tableau.size : 3, ...state.tableau.map((p) => p.length));

/** Width of a fan cell of n cards, in W: full strips for the first four cards, narrower ones after. */
const fanWidth = (n: number): number => 1 + Math.min(n - 1, 3) * FAN_STEP + Math.max(0, n - 4) * FAN_MIN_STEP;

const wasteShown = (rules: Rules): number => Math.min(rules.stock?.draw ?? 1, 3);

interface Shape {
  readonly perRow: number; // tableau piles per row
  readonly rows: number;
  readonly pileW: number; // in W
  readonly foundationsPerRow: number;
  readonly cellsPerRow: number;
  readonly topRows: number;
  readonly widthUnits: number;
  readonly heightUnits: number; // minimal height in W
}

/** Width of a row of n slots side by side, in W. */
const rowWidth = (n: number): number => (n > 0 ? n + (n - 1) * GAP : 0);

/** Width of the top row's end where the hand works (stock, waste, reserve, then the cells), gaps included, in W. */

const handWidth = (rules: Rules, cellsPerRow: number): number =>
  (rules.stock ? 1 + GAP : 0) +
  (hasWaste(rules) ? 1 + (wasteShown(rules) - 1) * FAN_STEP + GAP : 0) +
  (rules.deal.reserve > 0 ? 1 + GAP : 0) +
  (cellsPerRow > 0 ? rowWidth(cellsPerRow) + GAP : 0);

const shapeFor = (rules: Rules, state: GameState, perRow: number, cellsPerRow = cellCount(rules)): Shape => {
  const fans = rules.tableau.fans;
  const pileW = fans ? fanWidth(fanSize(rules, state)) : 1;
  const rows = Math.ceil(rules.tableau.count / perRow);
  const tableauW = perRow * pileW + (perRow - 1) * GAP;
  const left = handWidth(rules, cellsPerRow);
  const fCount = rules.foundations.count;
  const rowOf = (n: number) => left + rowWidth(n);
  // Foundations split over two rows when one row would make the table much wider than its tableau.
  const foundationsPerRow = fCount > 4 && rowOf(fCount) > tableauW * 1.15 ? Math.ceil(fCount / 2) : fCount;
  const cellRows = cellsPerRow > 0 ? Math.ceil(cellCount(rules) / cellsPerRow) : 0;
  const topRows = Math.max(Math.ceil(fCount / foundationsPerRow), cellRows);
  const widthUnits = Math.max(tableauW, rowOf(foundationsPerRow));
  const topH = topRows * RATIO + (topRows - 1) * FAN_ROW_GAP;
  const tableauH = fans ? rows * RATIO + (rows - 1) * FAN_ROW_GAP : RATIO * (1 + COLUMN_ROOM * UP_STEP);
  return {
    perRow,
    rows,
    pileW,
    foundationsPerRow,
    cellsPerRow,
    topRows,
    widthUnits,
    heightUnits: topH + ROW_GAP + tableauH,
  };
};

const cardWidthFor = (shape: Shape, view: Viewport): number =>
  Math.min(MAX_W, (view.width - 2 * PAD) / shape.widthUnits, (view.height - 2 * PAD) / shape.heightUnits);

/**
 * The free cells in one row, or in two when that gives bigger cards (Eight Off's eight cells on a phone); ties keep
 * the one row.
 */
const withCells = (rules: Rules, state: GameState, perRow: number, view: Viewport): Shape => {
  const one = shapeFor(rules, state, perRow);
  const n = cellCount(rules);
  if (n < 2) return one;
  const two = shapeFor(rules, state, perRow, Math.ceil(n / 2));
  return cardWidthFor(two, view) > cardWidthFor(one, view) + 0.5 ? two : one;
};

/**
 * Picks how many tableau piles share a row: fans in the grid that gives the biggest cards; columns all in one row,
 * unless their cards would be too small to read, then in two rows.
 */
const chooseShape = (rules: Rules, state: GameState, view: Viewport): Shape => {
  if (!rules.tableau.fans) {
    const one = withCells(rules, state, rules.tableau.count, view);
    if (cardWidthFor(one, view) >= MIN_READABLE_W || rules.tableau.count < 8) return one;
    const two = withCells(rules, state, Math.ceil(rules.tableau.count / 2), view);
    return cardWidthFor(two, view) > cardWidthFor(one, view) ? two : one;
  }
  let best = withCells(rules, state, 1, view);
  for (let n = 2; n <= rules.tableau.count; n++) {
    const s = withCells(rules, state, n, view);
    if (cardWidthFor(s, view) >= cardWidthFor(best, view) - 0.01) best = s; // ties: fewer rows
  }
  return best;
};

/** A column's height in card heights, its strips unstretched and not closed up. */
const naturalHeight = (pile: GameState['tableau'][number]): number =>
  1 + pile.slice(0, -1).reduce((a, c) => a + (c.up ? UP_STEP : DOWN_STEP), 0);

/**
 * The height each row of columns may take, in px: all of the screen below the top row for one row. Rows of columns
 * share `free` px: a row without long columns lets the others have what it does not need (Spider's deep piles on a
 * phone), in proportion to the tallest column of each; while every row fits, none is closed up.
 */
const columnRooms = (rules: Rules, state: GameState, shape: Shape, H: number, free: number): number[] => {
  if (shape.rows === 1 || rules.tableau.fans) return Array.from({ length: shape.rows }, () => Math.max(H, free));
  const need = Array.from({ length: shape.rows }, (_, r) =>
    Math.max(1, ...state.tableau.slice(r * shape.perRow, (r + 1) * shape.perRow).map(naturalHeight)),
  );
  const total = need.reduce((a, b) => a + b, 0);
  return need.map((n) => Math.max(H, (free * n) / total));
};

/**
 * Lays the table out from the variant definition alone: top row (stock, waste, reserve, cells, foundations), then the
 * tableau as columns or as a wrapped grid of fans. Face-up cards in a column keep their rank and suit strip in
 * view even under a face-down card (Athena's covered cards), because the step after a card depends on its face.
 */
export const layoutTable = (
  rules: Rules,
  state: GameState,
  view: Viewport,
  choices: LayoutChoices = {},
): TableLayout => {
  if (rules.tableau.spots) return layoutSpotTable(rules, state, view);
  const shape = chooseShape(rules, state, view);
  const W = Math.max(20, Math.floor(cardWidthFor(shape, view)));
  const H = Math.round(W * RATIO);
  const gap = GAP * W;
  const contentW = shape.widthUnits * W;
  const left0 = Math.max(PAD, (view.width - contentW) / 2);
  const piles: PileSpot[] = [];
  const cards: CardSpot[] = [];
  const box = (x: number, y: number): Box => ({ x, y, w: W, h: H });

  const place = (
    r: PileRef,
    base: Box,
    flow: Flow,
    offsets: readonly { dx: number; dy: number }[],
    topOnly: boolean,
  ) => {
    const pile = pileAt(state, r) ?? [];
    let right = base.x + base.w,
      bottom = base.y + base.h;
    pile.forEach((c, i) => {
      const { dx, dy } = offsets[i]!;
      // Two cards at the same spot under the top one: the lower is never seen.
      const next = offsets[i + 1],
        above = offsets[i + 2];
      const buried = !!next && !!above && next.dx === dx && next.dy === dy && above.dx === dx && above.dy === dy;
      cards.push({
        card: c.card,
        up: c.up,
        ref: r,
        index: i,
        x: base.x + dx,
        y: base.y + dy,
        z: i + 1,
        focusable: !topOnly || i === pile.length - 1,
        buried,
      });
      right = Math.max(right, base.x + dx + W);
      bottom = Math.max(bottom, base.y + dy + H);
    });
    const extraY = flow === 'down' ? UP_STEP * H : 0;
    const hit = {
      x: base.x - gap / 2,
      y: base.y - gap / 2,
      w: right - base.x + gap,
      h: bottom - base.y + gap + extraY,
    };
    piles.push({ ref: r, box: base, hit, flow });
  };
  const stacked = (n: number) => Array.from({ length: n }, () => ({ dx: 0, dy: 0 }));

  // Top row: stock, waste, reserve and cells from the left (from the right for a left hand), foundations at the other
  // end. The cells sit next to the foundations, wrapped into rows when the shape says so.
  const shown = wasteShown(rules);
  const wasteW = W + (shown - 1) * FAN_STEP * W;
  const hand = handWidth(rules, shape.cellsPerRow) * W;
  const left = !!choices.leftHanded;
  const cRow = shape.cellsPerRow;
  // Cells and foundations: slots of stacked cards, `perRow` to a row, rows wrapping downwards from the top.
  const placeGrid = (zone: 'cell' | 'foundation', piles: readonly (readonly unknown[])[], x0: number, perRow: number) =>
    piles.forEach((pile, i) => {
      const col = i % perRow,
        row = Math.floor(i / perRow);
      const at = box(x0 + col * (W + gap), PAD + row * (H + FAN_ROW_GAP * W));
      place(ref(zone, i), at, 'stack', stacked(pile.length), true);
    });
  const placeCells = (x0: number) => placeGrid('cell', state.cells, x0, cRow);
  let x = left ? left0 + contentW - hand + gap : left0;
  if (cRow > 0 && left) {
    placeCells(x);
    x += cRow * (W + gap);
  }
  if (rules.deal.reserve > 0 && left) {
    place(ref('reserve'), box(x, PAD), 'stack', stacked(state.reserve.length), true);
    x += W + gap;
  }
  if (rules.stock) {
    const n = state.waste.length;
    const wasteRoom = hasWaste(rules) ? wasteW + gap : 0;
    const wasteX = left ? x : x + W + gap;
    const stockX = left ? x + wasteRoom : x;
    place(ref('stock'), box(stockX, PAD), 'stack', stacked(state.stock.length), true);
    if (hasWaste(rules)) {
      // The top `shown` cards fan out from the slot's left edge; fewer fan from there too, the rest stack under them.
      const under = Math.max(0, n - shown);
      const fanned = state.waste.map((_, i) => ({ dx: Math.max(0, i - under) * FAN_STEP * W, dy: 0 }));
      place(ref('waste'), box(wasteX, PAD), 'right', fanned, true);
    }
    x += W + gap + wasteRoom;
  }
  if (rules.deal.reserve > 0 && !left) {
    place(ref('reserve'), box(x, PAD), 'stack', stacked(state.reserve.length), true);
    x += W + gap;
  }
  if (cRow > 0 && !left) placeCells(x);
  const fRow = shape.foundationsPerRow;
  const fWidth = fRow * W + (fRow - 1) * gap;
  const fLeft = hand === 0 ? left0 + (contentW - fWidth) / 2 : left ? left0 : left0 + contentW - fWidth;
  placeGrid('foundation', state.foundations, fLeft, fRow);

  // Tableau.
  const top = PAD + shape.topRows * H + (shape.topRows - 1) * FAN_ROW_GAP * W + ROW_GAP * W;
  const pileW = shape.pileW * W;
  const tableauW = shape.perRow * pileW + (shape.perRow - 1) * gap;
  const tLeft = left0 + (contentW - tableauW) / 2;
  // A table narrower than the screen is tall (a phone held upright): its columns spread into the height.
  // Rows of columns (Bureau on a phone) share the height: each row gets its part, less the gaps between rows.
  const free = view.height - PAD - top - (shape.rows - 1) * COLUMN_ROW_GAP * H;
  const rowRoom = shape.rows > 1 ? free / shape.rows : Math.max(H, view.height - PAD - top);
  const stretch = rules.tableau.fans
    ? 1
    : Math.min(MAX_STRETCH, Math.max(1, (rowRoom - H) / (COLUMN_ROOM * UP_STEP * H)));
  // Rows that must close up keep the drop area under the last row on the screen too.
  const rooms = columnRooms(rules, state, shape, H, shape.rows > 1 ? free - UP_STEP * H - gap / 2 : free);
  // Rows of columns start below the longest column of the row above; rows of fans have a fixed height.
  let rowTop = top;
  state.tableau.forEach((p, i) => {
    const col = i % shape.perRow,
      row = Math.floor(i / shape.perRow);
    if (col === 0 && row > 0) {
      const above = cards.filter((c) => c.ref.zone === 'tableau' && Math.floor(c.ref.index / shape.perRow) === row - 1);
      rowTop = rules.tableau.fans
        ? rowTop + H + FAN_ROW_GAP * W
        : Math.max(rowTop + H, ...above.map((c) => c.y + H)) + COLUMN_ROW_GAP * H;
    }
    const base = box(tLeft + col * (pileW + gap), rowTop);
    if (rules.tableau.fans) {
      const step = p.length > 1 ? Math.min(FAN_STEP * W, (pileW - W) / (p.length - 1)) : 0;
      place(
        ref('tableau', i),
        base,
        'right',
        p.map((_, k) => ({ dx: k * step, dy: 0 })),
        false,
      );
      return;
    }
    const offsets = columnOffsets(
      p.map((c) => c.up),
      H,
      rooms[row]!,
      stretch,
    ).map((dy) => ({ dx: 0, dy }));
    place(ref('tableau', i), base, 'down', offsets, false);
  });

  const height = Math.ceil(Math.max(...piles.map((p) => p.hit.y + p.hit.h), ...cards.map((c) => c.y + H)) + PAD);
  return { cardW: W, cardH: H, height, piles, cards };
};

const overlap = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y));

const contains = (b: Box, px: number, py: number): boolean =>
  px >= b.x && px <= b.x + b.w && py >= b.y && py <= b.y + b.h;

/**
 * The pile a dragged card is dropped on: the pile under the pointer if any, else the one the card overlaps most.
 * `candidates` limits the search (the legal targets first, so a near miss still lands where it may).
 */
export const dropPile = (
  layout: TableLayout,
  card: Box,
  pointer: { x: number; y: number },
  candidates: readonly PileRef[],
): PileRef | null => {
  const spots = layout.piles.filter((p) => candidates.some((c) => c.zone === p.ref.zone && c.index === p.ref.index));
  const under = spots.find((p) => contains(p.hit, pointer.x, pointer.y));
  if (under) return under.ref;
  let best: PileSpot | null = null,
    bestArea = 0;
  for (const p of spots) {
    const a = overlap(p.hit, card);
    if (a > bestArea) {
      best = p;
      bestArea = a;
    }
  }
  return best?.ref ?? null;
};

/** The pile whose area holds a point, if any. */
export const pileAtPoint = (layout: TableLayout, px: number, py: number): PileRef | null =>
  layout.piles.find((p) => contains(p.hit, px, py))?.ref ?? null;

/** The card resting at a point (the topmost when several overlap), wherever cards in motion are shown now. */
export const cardAtPoint = (layout: TableLayout, px: number, py: number): CardSpot | null => {
  let top: CardSpot | null = null;
  for (const c of layout.cards) {
    if (contains({ x: c.x, y: c.y, w: layout.cardW, h: layout.cardH }, px, py) && (!top || c.z > top.z)) top = c;
  }
  return top;
};
