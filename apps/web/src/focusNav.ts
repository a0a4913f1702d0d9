import { type PileRef, samePile } from '@solitaire/engine';
import type { PileSpot, TableLayout } from './tableLayout.js';

/** Where keyboard focus is: a card of a pile (its index), or an empty pile itself (index -1). */
export interface FocusStop {
  readonly ref: PileRef;
  readonly index: number;
}

/** Arrow keys, the only keys that move the focus. */
export const arrowKeys = ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'] as const;
/** An arrow key. */
export type ArrowKey = (typeof arrowKeys)[number];

/** The focus stops of a pile, bottom first: its focusable cards, or the pile itself when it has none. */
export const stopsOf = (layout: TableLayout, ref: PileRef): FocusStop[] => {
  const stops = layout.cards.filter((c) => c.focusable && samePile(c.ref, ref)).map((c) => ({ ref, index: c.index }));
  return stops.length ? stops : [{ ref, index: -1 }];
};

/** The stop a pile offers first: its top card, or the pile when empty. */
export const topStop = (layout: TableLayout, ref: PileRef): FocusStop => stopsOf(layout, ref).at(-1)!;

/** A focus stop that still exists after the position changed (else the top of the same pile, else the first pile). */
export const validStop = (layout: TableLayout, stop: FocusStop | null): FocusStop => {
  const spot = stop && layout.piles.find((p) => samePile(p.ref, stop.ref));
  if (!spot) return topStop(layout, layout.piles[0]!.ref);
  const stops = stopsOf(layout, spot.ref);
  return stops.find((s) => s.index === stop.index) ?? stops.at(-1)!;
};

const centre = (p: PileSpot) => ({ x: p.box.x + p.box.w / 2, y: p.box.y + p.box.h / 2 });

const along = (flow: PileSpot['flow'], key: ArrowKey): -1 | 1 | 0 => {
  if (flow === 'down') return key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : 0;
  if (flow === 'right') return key === 'ArrowRight' ? 1 : key === 'ArrowLeft' ? -1 : 0;
  return 0;
};

/**
 * Moves the focus with an arrow key: along a pile's spread first (down a column, across a fan), then to the nearest
 * pile in that direction on screen, so that any table shape is navigable without knowing the game. Left and Right
 * wrap to the next row.
 */
export const moveFocus = (layout: TableLayout, from: FocusStop, key: ArrowKey): FocusStop => {
  const spot = layout.piles.find((p) => samePile(p.ref, from.ref));
  if (!spot) return validStop(layout, null);
  const stops = stopsOf(layout, spot.ref);
  const step = along(spot.flow, key);
  const at = stops.findIndex((s) => s.index === from.index);
  if (step !== 0 && at >= 0 && stops[at + step]) return stops[at + step]!;
  const c = centre(spot);
  const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
  const sign = key === 'ArrowRight' || key === 'ArrowDown' ? 1 : -1;
  let best: PileSpot | null = null,
    bestScore = Infinity;
  for (const p of layout.piles) {
    if (p === spot) continue;
    const o = centre(p);
    const primary = (horizontal ? o.x - c.x : o.y - c.y) * sign;
    const secondary = Math.abs(horizontal ? o.y - c.y : o.x - c.x);
    if (primary <= 1) continue;
    const score = primary + 2 * secondary;
    if (score < bestScore) {
      best = p;
      bestScore = score;
    }
  }
  // Past the end of a row, Left and Right carry on in reading order, so every pile is reachable with them alone.
  if (!best && horizontal) {
    const order = [...layout.piles].sort((a, b) => a.box.y - b.box.y || a.box.x - b.box.x);
    best = order[order.indexOf(spot) + sign] ?? null;
  }
  if (!best) return from;
  const target = stopsOf(layout, best.ref);
  return along(best.flow, key) === 1 ? target[0]! : target.at(-1)!;
};
