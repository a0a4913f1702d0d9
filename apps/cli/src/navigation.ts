import type { GameState, PileRef } from '@solitaire/engine';
import { pileAt, samePile } from '@solitaire/engine';
import { type BoardLayout, type Slot, slotOf } from './layout.js';

/** What the cursor points at: a pile and how many cards from its top (1 = the top card alone). */
export interface Cursor {
  readonly pile: PileRef;
  readonly depth: number;
}

/** A direction of cursor movement. */
export type Direction = 'left' | 'right' | 'up' | 'down';

/** Face-up cards at the top of a tableau pile that the cursor can reach (at least 1). */
export const reachableDepth = (state: GameState, pile: PileRef): number => {
  if (pile.zone !== 'tableau') return 1;
  const p = pileAt(state, pile) ?? [];
  let n = 0;
  while (n < p.length && p[p.length - 1 - n]!.up) n++;
  return Math.max(1, n);
};

/** The cursor kept valid after the position changed (piles shrink, cards turn). */
export const clampCursor = (state: GameState, layout: BoardLayout, cursor: Cursor): Cursor => {
  const pile = slotOf(layout, cursor.pile) ? cursor.pile : firstTableau(layout);
  const depth = Math.min(Math.max(1, cursor.depth), reachableDepth(state, pile));
  return depth === cursor.depth && pile === cursor.pile ? cursor : { pile, depth };
};

const firstTableau = (layout: BoardLayout): PileRef => (layout.rows[1]?.[0] ?? layout.rows[0]![0]!).ref;

/** Where the cursor starts: on the first tableau pile. */
export const initialCursor = (layout: BoardLayout): Cursor => ({ pile: firstTableau(layout), depth: 1 });

const centre = (s: Slot) => s.x + s.width / 2;

const nearestIn = (row: readonly Slot[], from: Slot): Slot =>
  row.reduce(
    (best, s) => (Math.abs(centre(s) - centre(from)) < Math.abs(centre(best) - centre(from)) ? s : best),
    row[0]!,
  );

/**
 * Moves the cursor. Left and right go to the neighbouring pile of the same row (wrapping around); up and
 * down walk over the face-up cards of a tableau column first, then go to the nearest pile of the next row.
 */
export const moveCursor = (state: GameState, layout: BoardLayout, cursor: Cursor, dir: Direction): Cursor => {
  const here = slotOf(layout, cursor.pile);
  if (!here) return initialCursor(layout);
  const row = layout.rows[here.row]!;
  const i = row.findIndex((s) => samePile(s.ref, cursor.pile));
  const columns = layout.mode === 'columns' && cursor.pile.zone === 'tableau';
  switch (dir) {
    case 'left':
    case 'right': {
      const next = row[(i + (dir === 'left' ? row.length - 1 : 1)) % row.length]!;
      return { pile: next.ref, depth: 1 };
    }
    case 'up': {
      if (columns && cursor.depth < reachableDepth(state, cursor.pile)) return { ...cursor, depth: cursor.depth + 1 };
      const above = layout.rows[here.row - 1];
      return above && above.length ? { pile: nearestIn(above, here).ref, depth: 1 } : cursor;
    }
    case 'down': {
      if (columns && cursor.depth > 1) return { ...cursor, depth: cursor.depth - 1 };
      const below = layout.rows[here.row + 1];
      return below && below.length ? { pile: nearestIn(below, here).ref, depth: 1 } : cursor;
    }
  }
};

/** Takes one card more (`+1`) or fewer (`-1`) from the pile under the cursor, within the face-up cards. */
export const changeDepth = (state: GameState, cursor: Cursor, delta: 1 | -1): Cursor => {
  const depth = Math.min(Math.max(1, cursor.depth + delta), reachableDepth(state, cursor.pile));
  return depth === cursor.depth ? cursor : { ...cursor, depth };
};

/** Puts pile references in reading order (row, then x), starting just after `from` and wrapping around. */
export const orderFrom = (layout: BoardLayout, from: PileRef, piles: readonly PileRef[]): PileRef[] => {
  const key = (p: PileRef) => {
    const s = slotOf(layout, p);
    return s ? s.row * 100_000 + s.x : Number.MAX_SAFE_INTEGER;
  };
  const sorted = [...piles].sort((a, b) => key(a) - key(b));
  const start = key(from);
  const after = sorted.findIndex((p) => key(p) > start);
  return after <= 0 ? sorted : [...sorted.slice(after), ...sorted.slice(0, after)];
};
