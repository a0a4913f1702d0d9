import { type Card, cardCode, deckOf, parseCard } from './card.js';
import { foundationBase, foundationRefusal, isCompleteRun } from './moves.js';
import { type Result, err, ok, printable } from './result.js';
import { type Rules, UNLIMITED, cellCount, deckCards, hasWaste, isSingleFoundation } from './rules.js';
import type { GameState, Pile, PileCard } from './state.js';
import { isUncovered } from './table.js';
import { shownStock, stockTopFree } from './discards.js';

/**
 * A position written by hand, for tests, puzzles and the solver. Cards are codes such as `7H` or `TS`;
 * a leading `#` marks a face-down card. Piles list their cards bottom first; tableau piles and foundations left
 * out at the end are empty. Cards not named are out of play.
 */
export interface Layout {
  readonly tableau: readonly (readonly string[])[];
  readonly foundations?: readonly (readonly string[])[];
  /**
   * Bottom first: the last card is dealt next. Stock cards lie face down (no `#` needed), but for the top one where it
   * is free to pair (Q3), which is shown.
   */
  readonly stock?: readonly string[];
  /** Bottom first: the last card is the playable top. All waste cards lie face up. */
  readonly waste?: readonly string[];
  /** Bottom first; only the top card is face up. */
  readonly reserve?: readonly string[];
  /** One entry per cell, in order: a card code, or null (or nothing) for an empty cell. */
  readonly cells?: readonly (string | null)[];
  readonly redeals?: number;
  readonly rng?: number;
}

/**
 * Reasons a layout or a stored state is refused.
 * @public
 */
export const layoutErrors = [
  'ERR_LAYOUT_SHAPE',
  'ERR_LAYOUT_CARD',
  'ERR_LAYOUT_DUPLICATE',
  'ERR_LAYOUT_PILE_COUNT',
  'ERR_LAYOUT_CAPACITY',
  'ERR_LAYOUT_FACE_DOWN_TOP',
  'ERR_LAYOUT_FOUNDATION',
  'ERR_LAYOUT_NO_STOCK',
  'ERR_LAYOUT_NO_WASTE',
  'ERR_LAYOUT_NO_RESERVE',
  'ERR_LAYOUT_CELLS',
  'ERR_LAYOUT_REDEALS',
] as const;
/** A layout error code. */
export type LayoutError = (typeof layoutErrors)[number];

/** Builds a validated position from a layout. */
export const positionFromLayout = (rules: Rules, layout: Layout): Result<GameState, LayoutError> => {
  if (typeof layout !== 'object' || layout === null || !Array.isArray(layout.tableau)) return err('ERR_LAYOUT_SHAPE');
  // How many times each card comes: once a deck in four suits, more often in fewer.
  const copies = (rules.decks * 4) / (rules.suits ?? 4);
  const named = new Map<string, number>();
  let bad: string | null = null;
  const toCard = (raw: string, up: boolean): PileCard => {
    const text = (typeof raw === 'string' ? raw : printable(raw)).trim();
    const down = text.startsWith('#');
    const code = down ? text.slice(1) : text;
    const n = named.get(code.toUpperCase()) ?? 0;
    named.set(code.toUpperCase(), n + 1);
    const parsed = parseCard(code, Math.min(n, copies - 1));
    if (!parsed.ok) {
      bad ??= text;
      return { card: -1, up };
    }
    return { card: parsed.value, up: up && !down };
  };
  const pile = (codes: readonly string[] | undefined, up: boolean | 'topOnly'): Pile =>
    (codes ?? []).map((c, i, all) => toCard(c, up === 'topOnly' ? i === all.length - 1 : up));
  // Piles left out at the end are empty, so small positions stay short to write.
  const padded = (piles: readonly (readonly string[])[] | undefined, count: number) => [
    ...(piles ?? []),
    ...Array.from({ length: Math.max(0, count - (piles?.length ?? 0)) }, () => []),
  ];
  const state: GameState = {
    tableau: padded(layout.tableau, rules.tableau.count).map((p) => pile(p, true)),
    foundations: padded(layout.foundations, rules.foundations.count).map((p) => pile(p, true)),
    stock: shownStock(rules, pile(layout.stock, false)),
    waste: pile(layout.waste, true),
    reserve: pile(layout.reserve, 'topOnly'),
    cells: Array.from({ length: cellCount(rules) }, (_, i) => {
      const code = layout.cells?.[i];
      return code === undefined || code === null ? [] : [toCard(code, true)];
    }),
    redeals: layout.redeals ?? 0,
    moveCount: 0,
    rng: (layout.rng ?? 0) >>> 0,
    playedBack: [],
  };
  if (bad !== null) return err('ERR_LAYOUT_CARD', bad);
  if ((layout.cells?.length ?? 0) > cellCount(rules)) return err('ERR_LAYOUT_CELLS');
  return validateState(rules, state);
};

const isPileCard = (c: unknown): c is PileCard =>
  typeof c === 'object' &&
  c !== null &&
  Number.isInteger((c as PileCard).card) &&
  typeof (c as PileCard).up === 'boolean';
const isPile = (p: unknown): p is Pile => Array.isArray(p) && p.every(isPileCard);

/**
 * Checks that a position is well formed under `rules`: the right piles, no card twice (per deck), no card outside
 * the decks, foundations built legally, capacities respected, no face-down card left on top of a pile.
 */
export const validateState = (rules: Rules, raw: unknown): Result<GameState, LayoutError> => {
  if (typeof raw !== 'object' || raw === null) return err('ERR_LAYOUT_SHAPE');
  // Positions stored before cells existed have no such field: they come from games without cells.
  const s = ('cells' in raw ? raw : { ...raw, cells: [] }) as GameState;
  if (
    !Array.isArray(s.tableau) ||
    !Array.isArray(s.foundations) ||
    !s.tableau.every(isPile) ||
    !s.foundations.every(isPile) ||
    !isPile(s.stock) ||
    !isPile(s.waste) ||
    !isPile(s.reserve) ||
    !Array.isArray(s.cells) ||
    !s.cells.every(isPile) ||
    !Number.isInteger(s.redeals) ||
    !Number.isInteger(s.moveCount) ||
    !Number.isInteger(s.rng) ||
    !Array.isArray(s.playedBack) ||
    !s.playedBack.every((c) => Number.isInteger(c))
  )
    return err('ERR_LAYOUT_SHAPE');
  if (s.tableau.length !== rules.tableau.count || s.foundations.length !== rules.foundations.count)
    return err('ERR_LAYOUT_PILE_COUNT');
  const seen = new Set<Card>();
  if (s.cells.length !== cellCount(rules)) return err('ERR_LAYOUT_CELLS');
  const all = [...s.tableau.flat(), ...s.foundations.flat(), ...s.stock, ...s.waste, ...s.reserve, ...s.cells.flat()];
  const own = new Set(deckCards(rules));
  for (const { card } of all) {
    if (!own.has(card)) return err('ERR_LAYOUT_CARD', printable(card));
    if (seen.has(card))
      return err('ERR_LAYOUT_DUPLICATE', cardCode(card) + (deckOf(card) > 0 ? ` (copy ${deckOf(card) + 1})` : ''));
    seen.add(card);
  }
  if (!rules.stock && (s.stock.length || s.waste.length)) return err('ERR_LAYOUT_NO_STOCK');
  if (rules.stock && !hasWaste(rules) && s.waste.length) return err('ERR_LAYOUT_NO_WASTE');
  if (rules.deal.reserve === 0 && s.reserve.length) return err('ERR_LAYOUT_NO_RESERVE');
  const base = foundationBase(rules, s);
  for (const f of s.foundations)
    if (isSingleFoundation(rules)) {
      // Stock cards turn onto a waste-foundation whatever their rank, and discards follow no order: only faces show.
      if (f.some((c) => !c.up)) return err('ERR_LAYOUT_FOUNDATION');
    } else if (rules.foundations.completeRuns) {
      if (f.length && !isCompleteRun(f)) return err('ERR_LAYOUT_FOUNDATION');
    } else
      for (let i = 0; i < f.length; i++)
        if (!f[i]!.up || foundationRefusal(rules, i ? f[i - 1]!.card : undefined, f[i]!.card, base) !== null)
          return err('ERR_LAYOUT_FOUNDATION');
  const cap = rules.tableau.capacity;
  for (const [i, p] of s.tableau.entries()) {
    if (cap !== null && p.length > cap) return err('ERR_LAYOUT_CAPACITY');
    // On a table of overlapping cards a card may lie face down while covered, never once free.
    if (p.length && !p[p.length - 1]!.up && (!rules.tableau.spots || isUncovered(rules, s.tableau, i)))
      return err('ERR_LAYOUT_FACE_DOWN_TOP');
  }
  if (s.reserve.length && !s.reserve[s.reserve.length - 1]!.up) return err('ERR_LAYOUT_FACE_DOWN_TOP');
  if (s.cells.some((c) => c.length > 1 || c.some((p) => !p.up))) return err('ERR_LAYOUT_CELLS');
  // The stock lies face down, its top shown where that card is free to pair; the waste lies face up.
  const shownTop = stockTopFree(rules) ? s.stock.length - 1 : -1;
  if (s.stock.some((c, i) => c.up !== (i === shownTop)) || s.waste.some((c) => !c.up))
    return err('ERR_LAYOUT_SHAPE', 'stock face down, waste face up');
  const limit = rules.redeal?.limit ?? 0;
  if (s.redeals < 0 || (limit !== UNLIMITED && s.redeals > limit)) return err('ERR_LAYOUT_REDEALS');
  return ok(s);
};
