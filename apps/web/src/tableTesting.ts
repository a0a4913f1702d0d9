// Ways for the component tests of this folder to mount the page at rest and press, drag and type on its table.
import { flushPromises, mount } from '@vue/test-utils';
import { vi } from 'vitest';
import App from './App.vue';
import type { Session } from './pageSession.js';

// happy-dom paints no frames, so a deal animation would never end: the table is mounted at rest (reduced motion),
// where every card is shown at its place and the pointer can aim at it.
const atRest = (query: string) => ({
  matches: query.includes('reduce'),
  media: query,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
});

/** Asks the page for reduced motion (`still`, the default) or for full motion. */
export const stubMotion = (still = true) => {
  vi.stubGlobal('matchMedia', (q: string) => ({ ...atRest(q), matches: still && atRest(q).matches }));
};

/** Where the pointer aims at an element: just inside the place the table gave it (happy-dom lays nothing out). */
export const placeOf = (el: Element) => {
  const m = /translate\((-?[\d.]+)px, (-?[\d.]+)px\)/.exec((el as HTMLElement).style?.transform ?? '');
  return m ? { x: Number(m[1]) + 5, y: Number(m[2]) + 5 } : { x: 5, y: 5 };
};

/** A mouse event of `type` on `el`, at `at` (else just inside the element), made at `time` if given. */
export const pointer = (el: Element, type: string, at = placeOf(el), time?: number) => {
  const event = new PointerEvent(type, {
    bubbles: true,
    button: 0,
    pointerId: 1,
    pointerType: 'mouse',
    clientX: at.x,
    clientY: at.y,
  });
  if (time !== undefined) Object.defineProperty(event, 'timeStamp', { value: time });
  el.dispatchEvent(event);
};

/** A click (or tap) on an element. */
export const tapEl = async (el: Element) => {
  pointer(el, 'pointerdown');
  pointer(el, 'pointerup');
  await flushPromises();
};

/**
 * Two clicks on an element 80 ms apart, handled by a page so loaded that a second passes between the two: the
 * double tap is judged by the events' own times, as a busy phone must judge it.
 */
export const doubleTapEl = async (el: Element) => {
  let late = 0;
  const clock = vi.spyOn(performance, 'now').mockImplementation(() => (late += 1_000));
  try {
    for (const time of [1_000, 1_080]) {
      pointer(el, 'pointerdown', placeOf(el), time);
      pointer(el, 'pointerup', placeOf(el), time + 10);
      await flushPromises();
    }
  } finally {
    clock.mockRestore();
  }
};

/** Drags an element from where it lies and lets it go over another one. */
export const dragEl = async (el: Element, onto: Element) => {
  pointer(el, 'pointerdown');
  pointer(el, 'pointermove', placeOf(onto));
  pointer(el, 'pointerup', placeOf(onto));
  await flushPromises();
};

/** A key pressed where the focus is. */
export const key = async (k: string, init: KeyboardEventInit = {}) => {
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key: k, bubbles: true, ...init }),
  );
  await flushPromises();
};

/** A card's element on the table. */
export const cardEl = (card: number) => document.querySelector(`[data-card="${card}"]`)!;

let page: ReturnType<typeof mount> | null = null;

/** Mounts the page around a session, in the document, so that the focus and the keys work as in a browser. */
export const mountPage = async (session: Session) => {
  page = mount(App, { props: { session }, attachTo: document.body });
  await flushPromises();
  return page;
};

/** Takes the page down after a test, and the globals a test replaced back. */
export const unmountPage = () => {
  page?.unmount();
  page = null;
  vi.unstubAllGlobals();
};
