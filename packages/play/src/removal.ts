import {
  type GameState,
  type Move,
  type MoveError,
  type PileRef,
  type Rules,
  moveRefusal,
  samePile,
  stockTopFree,
} from '@solitaire/engine';

/** What a tap (a click, a key) on a pile asks for in a game where cards leave in pairs or alone. */
export type RemovalTap =
  /** The card is free and waits for its partner: the front end holds it selected. */
  | { readonly kind: 'select' }
  | { readonly kind: 'play'; readonly move: Move }
  | { readonly kind: 'refuse'; readonly code: MoveError };

// Only these zones hold cards a pair is made of; a tap anywhere else (the stock, an empty place) is not a pair.
const pairZones: readonly string[] = ['tableau', 'waste', 'reserve', 'cell'];

/**
 * The discard or pair move meant by bringing the card of `from` onto `to` (a second tap or a drop): onto the discard
 * pile, a discard; onto another pairing card where cards leave in pairs, a pair. Null when it means an ordinary
 * move (an Aces Up card onto an empty pile) or the game removes no cards.
 */
export const removalMove = (rules: Rules, from: PileRef, to: PileRef): Move | null => {
  if (!rules.discard) return null;
  if (to.zone === 'foundation') return { kind: 'discard', from };
  // Where the stock's next card is free (Microsoft's Pyramid, Q3), a held card may be brought onto the stock to pair.
  if (rules.discard.by === 'rankSum' && (pairZones.includes(to.zone) || (to.zone === 'stock' && stockTopFree(rules))))
    return { kind: 'pair', first: from, second: to };
  return null;
};

/**
 * What a tap on `tapped` asks for while `selected` (or nothing) is held, in a game of pairs (Pyramid): a card that
 * leaves alone (a King) goes at once, another free card is held for its partner, and a second free card plays the
 * pair or says why not. Null where the held card is tapped again (the front end lets it go) or where the ordinary
 * tap behaviour applies (no pairs in this game, or the tap is not on a card of a pair), so games that discard one
 * card at a time (Aces Up) keep select-and-drop and the double tap.
 */
export const removalTap = (
  rules: Rules,
  state: GameState,
  selected: PileRef | null,
  tapped: PileRef,
): RemovalTap | null => {
  if (rules.discard?.by !== 'rankSum') return null;
  if (selected) {
    if (samePile(selected, tapped)) return null;
    const move = removalMove(rules, selected, tapped);
    if (!move) return null;
    const code = moveRefusal(rules, state, move);
    return code ? { kind: 'refuse', code } : { kind: 'play', move };
  }
  if (!pairZones.includes(tapped.zone)) return null;
  const alone: Move = { kind: 'discard', from: tapped };
  const code = moveRefusal(rules, state, alone);
  if (code === null) return { kind: 'play', move: alone };
  // A free card that cannot leave alone is refused only for its total: it is the first card of a pair.
  return code === 'ERR_PAIR_TOTAL' ? { kind: 'select' } : { kind: 'refuse', code };
};

/**
 * The piles onto which the card of `from` may be brought to leave play now: the partners it pairs with, and the
 * discard pile when it may go alone. What a front end lights up and cycles through while the card is held.
 */
export const removalTargets = (rules: Rules, state: GameState, from: PileRef): PileRef[] => {
  if (!rules.discard) return [];
  const piles: PileRef[] = [
    ...state.tableau.map((_, index): PileRef => ({ zone: 'tableau', index })),
    { zone: 'waste', index: 0 },
    ...(stockTopFree(rules) ? [{ zone: 'stock', index: 0 } as const] : []),
    { zone: 'foundation', index: 0 },
  ];
  return piles.filter((to) => {
    const move = samePile(from, to) ? null : removalMove(rules, from, to);
    return move !== null && moveRefusal(rules, state, move) === null;
  });
};
