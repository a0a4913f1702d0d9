// Keyboard focus on the table: one tab stop (roving tabindex), moved by the arrow keys between piles and cards.
import { type PileRef, samePile } from '@solitaire/engine';
import { type Ref, computed, nextTick, shallowRef } from 'vue';
import { type FocusStop, validStop } from './focusNav.js';
import type { TableLayout } from './tableLayout.js';

const key = (r: PileRef) => `${r.zone}-${r.index}`;

/** The table's focus stop, kept valid as the layout changes, and a way to move it (and the real focus). */
export const useRovingFocus = (root: Readonly<Ref<HTMLElement | null>>, layout: Readonly<Ref<TableLayout>>) => {
  const focus = shallowRef<FocusStop | null>(null);
  const current = computed(() => validStop(layout.value, focus.value));
  const isFocusStop = (r: PileRef, index: number) => samePile(current.value.ref, r) && current.value.index === index;

  /** Moves the focus to a stop, scrolling it into view unless `scroll` is false (the focus stays where it was). */
  const focusElement = async (stop: FocusStop, scroll = true) => {
    focus.value = stop;
    await nextTick();
    const el =
      stop.index < 0
        ? root.value?.querySelector<HTMLElement>(`[data-slot="${key(stop.ref)}"]`)
        : root.value?.querySelector<HTMLElement>(`[data-pile="${key(stop.ref)}"][data-index="${stop.index}"]`);
    el?.focus({ preventScroll: !scroll });
  };

  return { focus, current, isFocusStop, focusElement };
};
