// A table of overlapping cards (Pyramid, TriPeaks) in the terminal: one line per row of the table, each card at its
// spot's half-card column, so a card sits between the two covering it on the line below.
import { type Rules, isUncovered } from '@solitaire/engine';
import type { BoardLayout, Slot } from './layout.js';

/** Columns a half-card step of a spot takes: a card and its gap are six columns wide. */
const HALF_STEP = 3;

/**
 * The board of a table of spots: the top row as `topRow` lays it out, then one row of one-card slots per row of
 * spots. Drawn as rows of fans one card wide, so the cursor, the mouse and the drawing need nothing more.
 */
export const spotBoard = (
  rules: Rules,
  top: { slots: Slot[]; width: number; wasteCards: number },
  card: number,
  chromeLines: number,
): BoardLayout => {
  const spots = rules.tableau.spots ?? [];
  const rowCount = Math.max(0, ...spots.map((p) => p.row)) + 1;
  const rows: Slot[][] = [top.slots, ...Array.from({ length: rowCount }, (): Slot[] => [])];
  spots.forEach((p, i) =>
    rows[p.row + 1]!.push({ ref: { zone: 'tableau', index: i }, row: p.row + 1, x: p.column * HALF_STEP, width: card }),
  );
  for (const row of rows) row.sort((a, b) => a.x - b.x);
  const width = Math.max(top.width, ...spots.map((p) => p.column * HALF_STEP + card));
  return {
    mode: 'fans',
    rows,
    wasteCards: top.wasteCards,
    fanCards: 1,
    tableauLines: rowCount,
    columnEntries: [],
    width,
    height: chromeLines + rowCount,
    covered: (tableau, index) => !isUncovered(rules, tableau, index),
  };
};

/** The width of the tableau of a table of spots, to line the foundation up with its right edge. */
export const spotTableWidth = (rules: Rules, card: number): number =>
  Math.max(0, ...(rules.tableau.spots ?? []).map((p) => p.column * HALF_STEP + card));
