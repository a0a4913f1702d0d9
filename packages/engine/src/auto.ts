import type { Card } from './card.js';
import {
  type Move,
  foundationBase,
  foundationRefusal,
  legalMoves,
  moveRefusal,
  playUnchecked,
  tableauRefusal,
} from './moves.js';
import { type Rules, UNLIMITED, isSingleFoundation } from './rules.js';
import { type GameState, type PileRef, cardsInPlay, pileAt, topOf } from './state.js';
import { isWon } from './verdict.js';

/**
 * The move that sends the top card of `from` to a foundation that accepts it (double-click or one key),
 * or null when none does. The first accepting foundation in order is chosen.
 */
export const foundationMoveFor = (rules: Rules, state: GameState, from: PileRef): Move | null => {
  for (let i = 0; i < state.foundations.length; i++) {
    const m: Move = { kind: 'move', from, to: { zone: 'foundation', index: i }, count: 1 };
    if (moveRefusal(rules, state, m) === null) return m;
  }
  return null;
};

/**
 * Whether a card can go to the foundations without losing anything: every card the tableau could ever want
 * to place on it (under the tableau's build rule) is already on a foundation, except its own successor in the
 * foundation sequence, which can follow it there.
 */
export const isSafeForFoundation = (rules: Rules, state: GameState, card: Card): boolean => {
  const onFoundations = new Set(state.foundations.flatMap((p) => p.map((c) => c.card)));
  const base = foundationBase(rules, state);
  for (const other of cardsInPlay(state)) {
    if (other === card || onFoundations.has(other)) continue;
    if (tableauRefusal(rules, card, other) !== null) continue;
    if (foundationRefusal(rules, card, other, base) === null) continue;
    return false;
  }
  return true;
};

/**
 * Piles whose top card may be sent to a foundation, in the order automatic moves look at them. The waste only when
 * the stock draws one card at a time: drawing several, taking a card out of the waste shifts every later group of
 * the stock's cycle, which can turn a won game into a lost one (Athena deal 15: a winning line broken that way).
 */
const autoSources = (rules: Rules, state: GameState): PileRef[] => [
  ...state.tableau.map((_, index) => ({ zone: 'tableau' as const, index })),
  ...(rules.stock === null || rules.stock.draw === 1 ? [{ zone: 'waste' as const, index: 0 }] : []),
  { zone: 'reserve', index: 0 },
  ...state.cells.map((_, index) => ({ zone: 'cell' as const, index })),
];

/**
 * Whether a redeal that shuffles the tableau may still come. It gathers the cards left in the piles and shuffles
 * them with the game's random state, so a card sent up before it changes where every other card lands: a "safe"
 * card sent up then can turn a won game into a lost one (La Belle Lucie deal 7171, Trefoil deal 8666).
 */
const shuffleToCome = (rules: Rules, state: GameState): boolean =>
  rules.redeal?.kind === 'shuffleTableau' && (rules.redeal.limit === UNLIMITED || state.redeals < rules.redeal.limit);

/**
 * One safe automatic move to a foundation, or null. A card the player has just taken back off a foundation
 * is never sent back by this (it stays until the player moves it again); none while a shuffle may still come.
 */
export const safeAutoMove = (rules: Rules, state: GameState): Move | null => {
  // On a single foundation every card changes what may follow it: none is ever safe to send by itself.
  if (shuffleToCome(rules, state) || isSingleFoundation(rules)) return null;
  for (const from of autoSources(rules, state)) {
    const top = topOf(pileAt(state, from) ?? []);
    if (!top || !top.up || state.playedBack.includes(top.card)) continue;
    const m = foundationMoveFor(rules, state, from);
    if (m && isSafeForFoundation(rules, state, top.card)) return m;
  }
  return null;
};

/** Plays safe automatic moves until none is left; returns the moves and the final position. */
export const playSafeAutoMoves = (rules: Rules, state: GameState): { moves: Move[]; state: GameState } => {
  const moves: Move[] = [];
  let s = state;
  for (let m = safeAutoMove(rules, s); m; m = safeAutoMove(rules, s)) {
    moves.push(m);
    s = playUnchecked(rules, s, m);
  }
  return { moves, state: s };
};

/**
 * A sequence that wins from here using only foundation moves, draws and redeals, or null if that alone does not
 * win. Front ends offer "auto-finish" only when this returns a sequence, so the finish is certain.
 */
export const finishingMoves = (rules: Rules, state: GameState): Move[] | null => {
  const moves: Move[] = [];
  let s = state;
  let idle = 0; // stock actions since the last card reached a foundation
  const limit = (state.stock.length + state.waste.length + 2) * 3;
  while (!isWon(rules, s)) {
    const legal = legalMoves(rules, s);
    const toFoundation = legal.find((m) => m.kind === 'move' && m.to.zone === 'foundation');
    const next =
      toFoundation ??
      legal.find((m) => m.kind === 'draw' || (m.kind === 'redeal' && rules.redeal?.kind === 'turnWaste'));
    if (!next || (!toFoundation && ++idle > limit)) return null;
    if (toFoundation) idle = 0;
    moves.push(next);
    s = playUnchecked(rules, s, next);
  }
  return moves;
};
