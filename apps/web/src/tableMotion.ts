// Animation bookkeeping of the table: the deal (cards gathered at the stock, then dealt one by one), cards that
// turn face up, cards travelling above the rest, and many cards going up at once (a finish) one after another. Nothing
// moves with reduced motion asked for.
import { samePile } from '@solitaire/engine';
import { type Ref, computed, nextTick, onBeforeUnmount, ref, watch } from 'vue';
import type { CardSpot, TableLayout } from './tableLayout.js';

/** The motion state the table's card styles read. */
export const useTableMotion = (opts: {
  readonly layout: Readonly<Ref<TableLayout>>;
  readonly view: Readonly<Ref<{ width: number }>>;
  /** Changes at each fresh deal or restart. */
  readonly dealSerial: Readonly<Ref<number>>;
  readonly reducedMotion: boolean;
  readonly onDeal: () => void;
}) => {
  const { layout, view, reducedMotion } = opts;
  const dealing = ref<'gather' | 'deal' | null>(null);
  const flipping = ref(new Set<number>());
  const lifted = ref(new Set<number>());
  /** Cards going to the foundations together, with the delay of each, lowest rank first. */
  const travel = ref(new Map<number, number>());
  let prevSpots = new Map<number, CardSpot>();
  const timers: ReturnType<typeof setTimeout>[] = [];
  const later = (ms: number, f: () => void) => {
    timers.push(setTimeout(f, ms));
  };
  onBeforeUnmount(() => timers.forEach(clearTimeout));

  const origin = computed(() => {
    const stock = layout.value.piles.find((p) => p.ref.zone === 'stock');
    return stock ? stock.box : { x: (view.value.width - layout.value.cardW) / 2, y: 6 };
  });
  const dealOrder = computed(() => new Map(layout.value.cards.map((c, i) => [c.card, i])));
  // The whole deal takes under a second, whatever the number of cards.
  const dealStep = computed(() => Math.min(12, 600 / layout.value.cards.length));

  watch(layout, (l) => {
    if (reducedMotion) {
      prevSpots = new Map(l.cards.map((c) => [c.card, c]));
      return;
    }
    const flips = new Set<number>(),
      lifts = new Set<number>();
    for (const c of l.cards) {
      const before = prevSpots.get(c.card);
      if (!before) continue;
      if (!before.up && c.up) flips.add(c.card);
      if (!samePile(before.ref, c.ref)) lifts.add(c.card);
    }
    prevSpots = new Map(l.cards.map((c) => [c.card, c]));
    if (flips.size) {
      flipping.value = flips;
      later(400, () => {
        flipping.value = new Set();
      });
    }
    // A finish plays many cards at once: they still go up one by one, as if played in turn.
    const up = l.cards
      .filter((c) => lifts.has(c.card) && c.ref.zone === 'foundation')
      .sort((a, b) => a.index - b.index || a.ref.index - b.ref.index);
    const step = up.length > 2 ? Math.min(110, 2500 / up.length) : 0;
    travel.value = new Map(step ? up.map((c, i) => [c.card, Math.round(i * step)]) : []);
    const travelMs = step * up.length;
    if (step)
      later(travelMs + 300, () => {
        travel.value = new Map();
      });
    if (lifts.size) {
      lifted.value = lifts;
      later(300 + travelMs, () => {
        lifted.value = new Set();
      });
    }
  });

  watch(
    opts.dealSerial,
    async (serial) => {
      opts.onDeal();
      if (reducedMotion || serial === 0) return;
      dealing.value = 'gather';
      await nextTick();
      // Two frames: the gathered position must be painted before the cards set off.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          dealing.value = 'deal';
          later(layout.value.cards.length * dealStep.value + 450, () => {
            dealing.value = null;
          });
        }),
      );
    },
    { immediate: true },
  );

  return { dealing, flipping, lifted, travel, origin, dealOrder, dealStep };
};
