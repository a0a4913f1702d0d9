import {
  type GameState,
  type Pile,
  type PileRef,
  type Rules,
  cellCount,
  hasWaste,
  pileAt,
  unitRefusal,
} from '@solitaire/engine';
import { spotBoard, spotTableWidth } from './spotBoard.js';

/** Columns one card takes: a mark, the three-column face, a mark. */
export const CELL = 5;
/** Columns between two tableau columns. */
const COLUMN_GAP = 1;
/** Columns between two fans. */
const FAN_GAP = 3;
/** Fewest fans a row holds before the board asks for a wider terminal. */
const MAX_FAN_ROWS = 6;
/** Most fans one row holds, however wide the terminal. */
const MAX_FANS_PER_ROW = 9;
/** Lines around the piles: status, blank, top row, blank, (piles), blank, two notice lines, footer. */
const CHROME_LINES = 8;
/** Ink redraws in place only while its output is shorter than the screen: one line stays free below the board. */
const INK_SPARE_LINE = 1;
/** Fewest lines a column is folded to: its top card and the card under the cursor, a fold under each. */
export const MIN_COLUMN_LINES = 5;
/** The screen line of the top row (stock, waste, reserve, cells, foundations), from 0. */
export const TOP_ROW_LINE = 2;
/** The screen line of the tableau's first line (a column's first card, the first row of fans). */
export const TABLEAU_LINE = 4;

/** Where one pile sits on the screen; `row` 0 is the top row (stock, waste, reserve, cells, foundations). */
export interface Slot {
  readonly ref: PileRef;
  readonly row: number;
  readonly x: number;
  readonly width: number;
}

/** One line of a tableau column: a card of the pile, or a fold standing for `count` cards from index `from`. */
export type ColumnEntry =
  | { readonly kind: 'card'; readonly index: number }
  | { readonly kind: 'fold'; readonly from: number; readonly count: number; readonly faceDown: boolean };

/** Lines the entries take: the cards shown, and one for each run of cards not shown. */
const linesOf = (length: number, shown: ReadonlySet<number>): number => {
  let lines = 0;
  for (let i = 0; i < length; i++) if (shown.has(i) || i === 0 || shown.has(i - 1)) lines++;
  return lines;
};

/**
 * A column drawn in at most `room` lines (at least `MIN_COLUMN_LINES`). A taller one folds runs of cards into a
 * count, keeping what the player needs, in this order: its top card, the cards of `focus` (under the cursor, held,
 * hinted), the base of the unit that can move from it, the rest of that unit from the top down, the face-up cards
 * under it. Face-down cards carry nothing to see: they are folded first. A fold of one card shows the card.
 */
export const foldColumn = (rules: Rules, pile: Pile, room: number, focus: readonly number[] = []): ColumnEntry[] => {
  const n = pile.length;
  const shown = new Set<number>();
  if (n <= room) for (let i = 0; i < n; i++) shown.add(i);
  else {
    let base = n - 1;
    while (base > 0 && unitRefusal(rules, pile, n - base + 1) === null) base--;
    const order = [n - 1, ...focus.filter((i) => i >= 0 && i < n), base];
    for (let i = n - 2; i > base; i--) order.push(i);
    for (let i = base - 1; i >= 0; i--) if (pile[i]!.up) order.push(i);
    for (const i of order) {
      if (shown.has(i)) continue;
      shown.add(i);
      if (linesOf(n, shown) > room) shown.delete(i);
    }
  }
  const entries: ColumnEntry[] = [];
  for (let i = 0; i < n;) {
    let end = i;
    while (end < n && !shown.has(end)) end++;
    const faceDown = pile.slice(i, end).every((c) => !c.up);
    if (end - i >= 2) entries.push({ kind: 'fold', from: i, count: end - i, faceDown });
    else if (end > i) entries.push({ kind: 'card', index: i });
    if (end < n) entries.push({ kind: 'card', index: end });
    i = end + 1;
  }
  return entries;
};

/** The card a click on a column's entry means: the card, or for a fold the lowest card it stands for. */
export const entryCard = (entry: ColumnEntry): number => (entry.kind === 'card' ? entry.index : entry.from);

/** What the layout needs to know of the screen and the player: its height, the cards to keep in sight per column. */
export interface LayoutView {
  /** The terminal's lines; columns taller than it leaves room for are folded. Unknown: nothing is folded. */
  readonly rows?: number | undefined;
  /** The indices of the cards of a tableau pile that must stay in sight (the cursor's, the held ones'). */
  readonly focus?: (pile: number) => readonly number[];
}

/** The board as screen geometry, computed from the definition alone (plus pile heights for columns). */
export interface BoardLayout {
  /** Tableau piles as vertical columns, or as horizontal fans laid out in rows. */
  readonly mode: 'columns' | 'fans';
  /** Slots by row: the top row first, then the tableau row (columns) or rows (fans). */
  readonly rows: readonly (readonly Slot[])[];
  /** Face-up cards shown in the waste slot (the draw count, at most three). */
  readonly wasteCards: number;
  /** Cards a fan is drawn wide for. */
  readonly fanCards: number;
  /** Lines the tableau takes (the tallest column, folded to the screen's height; or one line per fan row). */
  readonly tableauLines: number;
  /** Columns mode: what each tableau column shows, line by line (empty without a position). */
  readonly columnEntries: readonly (readonly ColumnEntry[])[];
  /** Columns and lines the whole screen needs. */
  readonly width: number;
  readonly height: number;
  /** A table of overlapping cards: whether the engine counts tableau pile `index` covered in this position. */
  readonly covered?: (tableau: GameState['tableau'], index: number) => boolean;
}

const ref = (zone: PileRef['zone'], index = 0): PileRef => ({ zone, index });

/** Width of the reserve slot: one card and its count. */
const RESERVE_WIDTH = CELL + 4;

const topRow = (rules: Rules, rightEdge: number): { slots: Slot[]; width: number; wasteCards: number } => {
  const slots: Slot[] = [];
  let x = 0;
  // A stock that deals onto the piles (Spider's) or onto the foundation (Golf's) has no waste: no slot is drawn.
  const waste = hasWaste(rules);
  const wasteCards = rules.stock && waste ? Math.min(3, Math.max(1, rules.stock.draw)) : 0;
  if (rules.stock) {
    slots.push({ ref: ref('stock'), row: 0, x, width: CELL });
    x += CELL + COLUMN_GAP;
  }
  if (waste) {
    slots.push({ ref: ref('waste'), row: 0, x, width: wasteCards * CELL });
    x += wasteCards * CELL + COLUMN_GAP;
  }
  if (rules.deal.reserve > 0) {
    slots.push({ ref: ref('reserve'), row: 0, x, width: RESERVE_WIDTH });
    x += RESERVE_WIDTH + COLUMN_GAP;
  }
  // Free cells on the left, foundations on the right, as in every FreeCell program: eight cells and four
  // foundations still fit 80 columns.
  for (let i = 0; i < cellCount(rules); i++) {
    slots.push({ ref: ref('cell', i), row: 0, x, width: CELL });
    x += CELL + COLUMN_GAP;
  }
  const n = rules.foundations.count;
  const foundationsWidth = n * CELL + (n - 1) * COLUMN_GAP;
  // Foundations line up with the right edge of the tableau when there is room, as on a card table.
  let fx = x === 0 ? 0 : x + 1;
  if (fx + foundationsWidth < rightEdge) fx = rightEdge - foundationsWidth;
  for (let i = 0; i < n; i++)
    slots.push({ ref: ref('foundation', i), row: 0, x: fx + i * (CELL + COLUMN_GAP), width: CELL });
  return { slots, width: fx + foundationsWidth, wasteCards };
};

/** Cards a fan of unlimited length is drawn wide for, at least, when the terminal is wide enough. */
const FAN_ROOM = 5;

/** Cards the deal puts in a fan, at least three: the narrowest a fan is drawn. */
const dealtFan = (rules: Rules): number =>
  Math.max(3, rules.deal.tableau.kind === 'fans' ? rules.deal.tableau.size : 3);

/**
 * Fans a row holds at this width: from the fan count and the width alone, never from the fans' lengths, so that
 * no pile moves while the game goes on. A fan is given room for its capacity, else for `FAN_ROOM` cards.
 */
const fansPerRow = (rules: Rules, columns: number): number => {
  const room = (rules.tableau.capacity ?? Math.max(FAN_ROOM, dealtFan(rules))) * CELL;
  const fit = Math.floor((columns + FAN_GAP) / (room + FAN_GAP));
  return Math.min(rules.tableau.count, MAX_FANS_PER_ROW, Math.max(minimumFansPerRow(rules), fit));
};

/** Cards a fan is drawn wide for: its capacity, else as many as the row leaves room for (at least the dealt size). */
const fanCardsFor = (rules: Rules, perRow: number, columns: number): number => {
  if (rules.tableau.capacity !== null) return rules.tableau.capacity;
  const slot = Math.floor((columns - (perRow - 1) * FAN_GAP) / perRow);
  return Math.max(dealtFan(rules), Math.floor(slot / CELL));
};

const fanLayout = (rules: Rules, perRow: number, fanCards: number) => {
  const fanWidth = fanCards * CELL;
  const count = rules.tableau.count;
  const rowsOfFans = Math.ceil(count / perRow);
  const tableauWidth = perRow * fanWidth + (perRow - 1) * FAN_GAP;
  const top = topRow(rules, tableauWidth);
  const rows: Slot[][] = [top.slots];
  for (let r = 0; r < rowsOfFans; r++) {
    const row: Slot[] = [];
    for (let c = 0; c < perRow && r * perRow + c < count; c++)
      row.push({ ref: ref('tableau', r * perRow + c), row: r + 1, x: c * (fanWidth + FAN_GAP), width: fanWidth });
    rows.push(row);
  }
  const width = Math.max(top.width, tableauWidth);
  return {
    mode: 'fans' as const,
    rows,
    wasteCards: top.wasteCards,
    fanCards,
    tableauLines: rowsOfFans,
    columnEntries: [],
    width,
    height: CHROME_LINES + rowsOfFans,
  };
};

/** Fans a row holds at the smallest screen the board accepts. */
const minimumFansPerRow = (rules: Rules): number => Math.max(1, Math.ceil(rules.tableau.count / MAX_FAN_ROWS));

/**
 * Lays the board out for a terminal `columns` wide: the top row (stock, waste, reserve, cells, foundations) and the
 * tableau as columns, or as rows of fans when the definition draws its piles as fans. Fans keep their places for
 * the whole game (a fan longer than its slot shows its top cards); column heights follow the piles of `state`
 * (without one, the deal's tallest pile is assumed), folded to the screen's height (`view.rows`).
 */
export const boardLayout = (rules: Rules, state?: GameState, columns = 80, view: LayoutView = {}): BoardLayout => {
  if (rules.tableau.spots) return spotBoard(rules, topRow(rules, spotTableWidth(rules, CELL)), CELL, CHROME_LINES);
  if (rules.tableau.fans) {
    const perRow = fansPerRow(rules, columns);
    return fanLayout(rules, perRow, fanCardsFor(rules, perRow, columns));
  }
  const count = rules.tableau.count;
  const tableauWidth = count * CELL + (count - 1) * COLUMN_GAP;
  const top = topRow(rules, tableauWidth);
  const tableau: Slot[] = Array.from({ length: count }, (_, i) => ({
    ref: ref('tableau', i),
    row: 1,
    x: i * (CELL + COLUMN_GAP),
    width: CELL,
  }));
  const room =
    view.rows === undefined
      ? Number.POSITIVE_INFINITY
      : Math.max(MIN_COLUMN_LINES, view.rows - CHROME_LINES - INK_SPARE_LINE);
  const columnEntries = state ? state.tableau.map((pile, i) => foldColumn(rules, pile, room, view.focus?.(i))) : [];
  const tallest = state ? Math.max(1, ...columnEntries.map((e) => e.length)) : dealtHeight(rules);
  return {
    mode: 'columns',
    rows: [top.slots, tableau],
    wasteCards: top.wasteCards,
    fanCards: 0,
    tableauLines: tallest,
    columnEntries,
    width: Math.max(top.width, tableauWidth),
    height: CHROME_LINES + tallest,
  };
};

/** The tallest pile the deal makes (before any move). */
const dealtHeight = (rules: Rules): number => {
  const p = rules.deal.tableau;
  switch (p.kind) {
    case 'rows':
      return p.rows.length;
    case 'staircase':
      return rules.tableau.count;
    case 'fans':
      return p.size;
    case 'piles':
      return Math.max(...p.sizes);
  }
};

/** The slot a pile occupies, if the layout shows it. */
export const slotOf = (layout: BoardLayout, pile: PileRef): Slot | undefined => {
  for (const row of layout.rows)
    for (const s of row) if (s.ref.zone === pile.zone && s.ref.index === pile.index) return s;
  return undefined;
};

/** Every slot in reading order: top row left to right, then each tableau row. */
export const slotsInOrder = (layout: BoardLayout): Slot[] => layout.rows.flat();

/**
 * The smallest terminal the board fits in, as columns × lines: columns folded as far as they go. Ink redraws in
 * place only while its output is shorter than the screen, hence the extra line.
 */
export const requiredSize = (rules: Rules, state?: GameState): { width: number; height: number } => {
  const l = rules.tableau.fans
    ? fanLayout(rules, minimumFansPerRow(rules), rules.tableau.capacity ?? dealtFan(rules))
    : boardLayout(rules, state, 80, { rows: CHROME_LINES + INK_SPARE_LINE + MIN_COLUMN_LINES });
  return { width: l.width, height: l.height + INK_SPARE_LINE };
};

/** What is under a screen cell: a pile, and the card's index in it (null on an empty pile or beside the cards). */
export interface PointedCard {
  readonly pile: PileRef;
  readonly index: number | null;
}

/**
 * The pile and card at screen cell (`x`, `line`), both from 0, as the board draws them (`TOP_ROW_LINE`,
 * `TABLEAU_LINE`, the slots' x, the columns' entries). Null off every pile. A fan longer than its slot shows its top
 * cards only; its first cell (the count of cards hidden) stands for the lowest card shown; a fold in a column, for the
 * lowest card it stands for.
 */
export const pointAt = (layout: BoardLayout, state: GameState, x: number, line: number): PointedCard | null => {
  const inSlot = (row: readonly Slot[]) => row.find((s) => x >= s.x && x < s.x + s.width);
  if (line === TOP_ROW_LINE) {
    const slot = inSlot(layout.rows[0]!);
    if (!slot) return null;
    const pile = pileAt(state, slot.ref) ?? [];
    if (pile.length === 0) return { pile: slot.ref, index: null };
    if (slot.ref.zone !== 'waste') return { pile: slot.ref, index: pile.length - 1 };
    // The waste shows its top cards left to right, the top one last.
    const shown = Math.min(pile.length, layout.wasteCards);
    const cellIndex = Math.floor((x - slot.x) / CELL);
    return cellIndex < shown ? { pile: slot.ref, index: pile.length - shown + cellIndex } : null;
  }
  const row = line - TABLEAU_LINE;
  if (row < 0 || row >= layout.tableauLines) return null;
  if (layout.mode === 'columns') {
    const slot = inSlot(layout.rows[1]!);
    if (!slot) return null;
    const pile = state.tableau[slot.ref.index]!;
    if (pile.length === 0) return row === 0 ? { pile: slot.ref, index: null } : null;
    const entry = layout.columnEntries[slot.ref.index]?.[row];
    return entry ? { pile: slot.ref, index: entryCard(entry) } : null;
  }
  const slot = inSlot(layout.rows[row + 1] ?? []);
  if (!slot) return null;
  const pile = state.tableau[slot.ref.index]!;
  if (pile.length === 0) return { pile: slot.ref, index: null };
  const first = fanWindowStart(pile.length, layout.fanCards);
  const cellIndex = Math.floor((x - slot.x) / CELL);
  const index = first + Math.max(0, cellIndex - (first > 0 ? 1 : 0));
  return index < pile.length ? { pile: slot.ref, index } : null;
};

/**
 * The index of the first card a fan of `length` cards shows in a slot `fanCards` wide (one cell then counts the
 * rest).
 */
export const fanWindowStart = (length: number, fanCards: number): number =>
  length <= fanCards ? 0 : length - (fanCards - 1);
