// A table of overlapping cards (Pyramid, TriPeaks): each tableau pile is one card at a spot given in half-card units,
// rows overlapping downwards so that the covering cards hide the lower half of the cards behind them.
import { type GameState, type PileRef, type Rules, hasWaste, pileAt } from '@solitaire/engine';
import type { Box, CardSpot, PileSpot, TableLayout, Viewport } from './tableLayout.js';

const RATIO = 1.4; // card height / width, as on every table
const GAP = 0.06; // between neighbouring spots, in card widths: ten cards must share a phone's width
const TOP_GAP = 0.2; // between the top row and the table, in card widths
const ROW_STEP = 0.5; // how far each row lies below the one before, in card heights: a covered card's top half shows
const PAD = 6; // px around the table
const MAX_W = 130; // px: overlapping rows read best at a moderate size on a big screen

/** The width and height of a table of spots, in card widths, the top row (stock, waste, foundation) included. */
const spotUnits = (rules: Rules): { width: number; height: number } => {
  const spots = rules.tableau.spots ?? [];
  const columns = Math.max(0, ...spots.map((p) => p.column)) / 2 + 1;
  const rows = Math.max(0, ...spots.map((p) => p.row)) + 1;
  const top = (rules.stock ? 3 : 1) + GAP * 2;
  return {
    width: Math.max(columns + (columns - 1) * GAP, top),
    // The drop area of the last row reaches half a gap below its cards.
    height: RATIO + TOP_GAP + RATIO * (1 + (rows - 1) * ROW_STEP) + GAP,
  };
};

const ref = (zone: PileRef['zone'], index = 0): PileRef => ({ zone, index });

/**
 * Lays out a table of spots: the stock, then the waste when the stock deals to it, at the left of the top row, the
 * single foundation (the waste-foundation or the removed cards) at its right, always in view; below, each tableau
 * card at its spot, later rows drawn over earlier ones.
 */
export const layoutSpotTable = (rules: Rules, state: GameState, view: Viewport): TableLayout => {
  const spots = rules.tableau.spots ?? [];
  const units = spotUnits(rules);
  const W = Math.max(
    20,
    Math.floor(Math.min(MAX_W, (view.width - 2 * PAD) / units.width, (view.height - 2 * PAD) / units.height)),
  );
  const H = Math.round(W * RATIO);
  const gap = GAP * W;
  const left0 = Math.max(PAD, (view.width - units.width * W) / 2);
  const right = left0 + units.width * W;
  const piles: PileSpot[] = [];
  const cards: CardSpot[] = [];
  const box = (x: number, y: number): Box => ({ x, y, w: W, h: H });
  const place = (r: PileRef, at: Box, z0: number, topOnly: boolean) => {
    const pile = pileAt(state, r) ?? [];
    pile.forEach((c, i) =>
      cards.push({
        card: c.card,
        up: c.up,
        ref: r,
        index: i,
        x: at.x,
        y: at.y,
        z: z0 + i + 1,
        focusable: !topOnly || i === pile.length - 1,
        buried: i < pile.length - 2,
      }),
    );
    const hit = { x: at.x - gap / 2, y: at.y - gap / 2, w: W + gap, h: H + gap };
    piles.push({ ref: r, box: at, hit, flow: 'stack' });
  };

  if (rules.stock) {
    place(ref('stock'), box(left0, PAD), 0, true);
    // A stock that deals onto the foundation or the piles (Golf, TriPeaks, Aces Up) has no waste to show.
    if (hasWaste(rules)) place(ref('waste'), box(left0 + W + 2 * gap, PAD), 0, true);
  }
  state.foundations.forEach((_, i) => place(ref('foundation', i), box(right - (i + 1) * W - i * gap, PAD), 0, true));

  const top = PAD + H + TOP_GAP * W;
  const columns = Math.max(0, ...spots.map((p) => p.column)) / 2 + 1;
  const tableW = columns * W + (columns - 1) * gap;
  const tLeft = left0 + (units.width * W - tableW) / 2;
  spots.forEach((spot, i) => {
    const at = box(tLeft + (spot.column / 2) * (W + gap), top + spot.row * ROW_STEP * H);
    // Each row lies over the one before: its cards are drawn above.
    place(ref('tableau', i), at, 10 * (spot.row + 1), false);
  });

  const height = Math.ceil(Math.max(...piles.map((p) => p.hit.y + p.hit.h)) + PAD);
  return { cardW: W, cardH: H, height, piles, cards };
};
