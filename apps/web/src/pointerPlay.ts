// Playing with a mouse or a finger: drag and drop, tap to pick up and tap a pile to drop, double tap to send a
// card to its foundation. The engine decides what may be picked up and where it may go; this only reads gestures.
import { type MoveError, type PileRef, samePile } from '@solitaire/engine';
import { type Ref, type ShallowRef, shallowRef } from 'vue';
import { type CardSpot, type TableLayout, cardAtPoint, dropPile, pileAtPoint } from './tableLayout.js';

/** A picked-up unit: the card at `index` of a pile and every card above it. */
export interface Pick {
  readonly ref: PileRef;
  readonly index: number;
  readonly count: number;
}

/** A unit being dragged: where the pointer started and how far it went. */
export interface Drag extends Pick {
  readonly pointerId: number;
  readonly x0: number;
  readonly y0: number;
  readonly dx: number;
  readonly dy: number;
  readonly active: boolean;
}

/** What pointer play needs from the table. */
export interface PointerTable {
  readonly root: Readonly<Ref<HTMLElement | null>>;
  readonly layout: Readonly<Ref<TableLayout>>;
  readonly spotOfCard: Readonly<Ref<ReadonlyMap<number, CardSpot>>>;
  readonly selected: ShallowRef<Pick | null>;
  /** While true (a deal being sought) the cards do not move. */
  readonly busy: () => boolean;
  readonly pickOf: (c: CardSpot) => Pick;
  /** Why the engine will not let the unit be picked up, or null. */
  readonly liftRefusal: (p: Pick) => MoveError | null;
  /** Where the engine lets the unit go. */
  readonly targetsOf: (p: Pick) => readonly PileRef[];
  readonly moveTo: (p: Pick, to: PileRef) => void;
  readonly stock: () => void;
  readonly toFoundation: (from: PileRef) => void;
  /** A tap where cards leave in pairs (Pyramid): true when it was taken as the choice of a pair's card. */
  readonly pairTap: (card: CardSpot | null, pile: PileRef) => boolean;
  readonly refuse: (code: MoveError) => void;
  /** A tapped card takes the keyboard focus with it. */
  readonly focusCard: (c: CardSpot) => void;
}

const DRAG_THRESHOLD = 5;
const DOUBLE_MS = 450; // a double tap on a phone is slower than a double click

const key = (r: PileRef) => `${r.zone}-${r.index}`;

/** The table's pointer handlers, and the drag under way. */
export const usePointerPlay = (t: PointerTable) => {
  const drag = shallowRef<Drag | null>(null);
  let lastTap: { key: string; time: number } | null = null;
  // A press on a card that cannot be lifted: a drag from it is refused aloud and in a toast, once.
  let refused: { pointerId: number; x0: number; y0: number; code: MoveError; said: boolean } | null = null;

  const tableXY = (e: PointerEvent) => {
    const r = t.root.value!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  // What the player pointed at is where the cards rest, not where a card still gliding is shown: a click on the
  // stock that lands on the card just drawn (still on its way to the waste) draws again, and is never lost.
  const spotFromEvent = (e: PointerEvent): { card: CardSpot | null; pile: PileRef | null } => {
    const el = (e.target as HTMLElement | null)?.closest<HTMLElement>('[data-card], [data-slot]');
    if (!el) return { card: null, pile: null };
    if (el.dataset.card !== undefined) {
      const c = t.spotOfCard.value.get(Number(el.dataset.card)) ?? null;
      const p = tableXY(e);
      const l = t.layout.value;
      if (c && p.x >= c.x && p.x <= c.x + l.cardW && p.y >= c.y && p.y <= c.y + l.cardH)
        return { card: c, pile: c.ref };
      const resting = cardAtPoint(l, p.x, p.y);
      return { card: resting, pile: resting?.ref ?? pileAtPoint(l, p.x, p.y) };
    }
    const spot = t.layout.value.piles.find((p) => key(p.ref) === el.dataset.slot);
    return { card: null, pile: spot?.ref ?? null };
  };

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || t.busy()) return;
    const { card } = spotFromEvent(e);
    if (!card || card.ref.zone === 'stock') return;
    const p = t.pickOf(card);
    const refusal = t.liftRefusal(p);
    // A tap on it explains why (tap, below); so does a drag, once it passes the threshold.
    if (refusal) {
      refused = { pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, code: refusal, said: false };
      return;
    }
    (e.target as HTMLElement).closest<HTMLElement>('[data-card]')?.setPointerCapture?.(e.pointerId);
    drag.value = { ...p, pointerId: e.pointerId, x0: e.clientX, y0: e.clientY, dx: 0, dy: 0, active: false };
  };

  const onPointerMove = (e: PointerEvent) => {
    const r = refused;
    if (
      r &&
      r.pointerId === e.pointerId &&
      !r.said &&
      Math.hypot(e.clientX - r.x0, e.clientY - r.y0) >= DRAG_THRESHOLD
    ) {
      r.said = true;
      t.refuse(r.code);
    }
    const d = drag.value;
    if (!d || d.pointerId !== e.pointerId) return;
    const dx = e.clientX - d.x0,
      dy = e.clientY - d.y0;
    if (!d.active && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!d.active) t.selected.value = null;
    drag.value = { ...d, dx, dy, active: true };
  };

  const endDrag = (e: PointerEvent) => {
    const d = drag.value!;
    drag.value = null;
    const l = t.layout.value;
    const first = l.cards.find((c) => samePile(c.ref, d.ref) && c.index === d.index)!;
    const cardBox = { x: first.x + d.dx, y: first.y + d.dy, w: l.cardW, h: l.cardH };
    const pointer = tableXY(e);
    const others = l.piles.map((p) => p.ref).filter((r) => !samePile(r, d.ref));
    const to = dropPile(l, cardBox, pointer, t.targetsOf(d)) ?? dropPile(l, cardBox, pointer, others);
    // A refused drop simply re-renders at the old place: the CSS transition carries the cards back.
    if (to) t.moveTo(d, to);
  };

  const tap = (e: PointerEvent) => {
    if (t.busy()) return;
    const spot = spotFromEvent(e);
    const card = spot.card;
    let pile = spot.pile;
    if (!pile) {
      const p = tableXY(e);
      pile = pileAtPoint(t.layout.value, p.x, p.y);
      if (!pile) {
        t.selected.value = null;
        return;
      }
    }
    if (pile.zone === 'stock') {
      // A held card brought onto the stock pairs with its shown card where that card is free (Pyramid's Q3).
      if (t.selected.value && t.pairTap(card, pile)) return;
      t.selected.value = null;
      t.stock();
      return;
    }
    const tapKey = card ? `card-${card.card}` : `pile-${key(pile)}`;
    // The event's own time, when the finger touched: a page busy drawing must not split a double tap in two.
    const now = e.timeStamp || performance.now();
    const double = lastTap?.key === tapKey && now - lastTap.time < DOUBLE_MS;
    lastTap = double ? null : { key: tapKey, time: now };
    if (card && card.focusable) t.focusCard(card);
    if (double) {
      t.selected.value = null;
      if (card?.up) t.toFoundation(pile);
      return;
    }
    if (t.pairTap(card, pile)) return;
    const sel = t.selected.value;
    if (sel) {
      t.selected.value = null;
      if (!samePile(sel.ref, pile)) t.moveTo(sel, pile);
      return;
    }
    // A face-up card is meant to be picked up: when the engine refuses, the player is told why.
    if (card && card.up && card.ref.zone !== 'stock') {
      const p = t.pickOf(card);
      const refusal = t.liftRefusal(p);
      if (refusal) t.refuse(refusal);
      else t.selected.value = p;
    }
  };

  const onPointerUp = (e: PointerEvent) => {
    const r = refused;
    refused = null;
    if (r?.said && r.pointerId === e.pointerId) return;
    const d = drag.value;
    if (d && d.pointerId === e.pointerId && d.active) {
      endDrag(e);
      return;
    }
    drag.value = null;
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    tap(e);
  };

  const onPointerCancel = () => {
    drag.value = null;
    refused = null;
  };

  return { drag, onPointerDown, onPointerMove, onPointerUp, onPointerCancel };
};
