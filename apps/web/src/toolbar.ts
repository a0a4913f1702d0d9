// The toolbar as data: each action is one entry (id, words, handler, whether it applies now), and AppToolbar.vue
// draws the list, folding what does not fit into a "More" menu. A new action is one more entry in the list.
import type { MessageValues } from './i18n.js';
import type { MessageKey } from './messages.js';

/** One toolbar action. */
export interface ToolbarAction {
  /** Stable id: the button's `data-action`, for tests and styles. */
  readonly id: string;
  /** The words on the button, from the web catalog (a function when they depend on the game). */
  readonly label: MessageKey | (() => MessageKey);
  /** Values for the label's placeholders, read at each render. */
  readonly labelValues?: () => MessageValues;
  /** What the button does. */
  readonly run: () => void;
  /** Whether the action applies now; a disabled button stays in place. Always, when absent. */
  readonly enabled?: () => boolean;
  /** Whether the game on the table has this action at all (a hidden button takes no room). Always, when absent. */
  readonly shown?: () => boolean;
  /** The keyboard shortcuts, as `aria-keyshortcuts` spells them. */
  readonly keys?: string;
  /** Whether the action opens a dialog. */
  readonly dialog?: boolean;
  /** Whether the action is still working (a hint being looked for). */
  readonly busy?: () => boolean;
  /** Primary actions are the last to fold into the menu when room runs out. */
  readonly primary?: boolean;
}

/** The catalog key of an action's words now. */
export const labelKey = (a: ToolbarAction): MessageKey => (typeof a.label === 'function' ? a.label() : a.label);

/**
 * Which actions stay in the bar: widths of the buttons in list order, the room, the gap between buttons and the
 * "More" button's width. Secondary actions fold first, from the end of the list; then primary ones, from the end.
 * A room of 0 (not laid out yet, or a test DOM without layout) keeps every button.
 */
export const fitToolbar = (
  items: readonly { readonly width: number; readonly primary: boolean }[],
  room: number,
  gap: number,
  moreWidth: number,
): boolean[] => {
  const keep = items.map(() => true);
  if (room <= 0) return keep;
  const used = () => items.reduce((sum, it, i) => sum + (keep[i] ? it.width + gap : 0), 0) - gap;
  if (used() <= room) return keep;
  const order = [...items.keys()].reverse();
  const foldOrder = [...order.filter((i) => !items[i]!.primary), ...order.filter((i) => items[i]!.primary)];
  for (const i of foldOrder) {
    keep[i] = false;
    if (used() + gap + moreWidth <= room) break;
  }
  return keep;
};

/** Keys that move the focus inside the open "More" menu, as a menu of buttons is walked in desktop apps. */
export const menuKeys = ['ArrowDown', 'ArrowUp', 'Home', 'End'] as const;
/** A key of `menuKeys`. */
export type MenuKey = (typeof menuKeys)[number];

/**
 * The menu item the focus goes to from item `current` (-1: none yet) on `key`, skipping disabled items and
 * wrapping at both ends; -1 when every item is disabled.
 */
export const menuStep = (enabled: readonly boolean[], current: number, key: MenuKey): number => {
  const n = enabled.length;
  if (!enabled.some(Boolean)) return -1;
  const [start, step] =
    key === 'Home'
      ? [-1, 1]
      : key === 'End'
        ? [n, -1]
        : key === 'ArrowDown'
          ? [current, 1]
          : [current < 0 ? n : current, -1];
  for (let k = 1; k <= n; k++) {
    const i = (((start + step * k) % n) + n) % n;
    if (enabled[i]) return i;
  }
  return -1;
};
