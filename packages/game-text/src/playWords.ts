// Words of play both apps say alike: the names of the piles, where a hinted move goes, and the time on the clock.
// Each app words them with its own catalog (the terminal's and the page's hold the same keys for these).
import { type Card, type GameState, type Move, type PileRef, type Rules, pileAt, topOf } from '@solitaire/engine';
import { type HintTarget, hintMoveValues } from './glossary.js';

/** The keys both apps' catalogs name the piles with. */
type PileNameKey =
  | 'pile.stock'
  | 'pile.waste'
  | 'pile.reserve'
  | 'pile.foundation'
  | 'pile.removed'
  | 'pile.tableau'
  | 'pile.fan'
  | 'pile.cell';

/** Words a pile's name in an app's catalog: "Stock", "Foundation 2", "Pile 5", "Fan 5", "Cell 1" (from 1). */
export type PileSay = (key: PileNameKey, values?: { readonly n: number }) => string;

/**
 * A pile's name as the player reads it, in the words of `say` (an app's catalog); the one foundation of a game that
 * removes cards (pairs, discards) is where the removed cards lie, not a foundation built in order.
 */
export const pileName = (say: PileSay, ref: PileRef, rules: Pick<Rules, 'tableau' | 'foundations'>): string => {
  switch (ref.zone) {
    case 'stock':
      return say('pile.stock');
    case 'waste':
      return say('pile.waste');
    case 'reserve':
      return say('pile.reserve');
    case 'foundation':
      if (rules.foundations.build === 'discard') return say('pile.removed');
      return say('pile.foundation', { n: ref.index + 1 });
    case 'tableau':
      return say(rules.tableau.fans ? 'pile.fan' : 'pile.tableau', { n: ref.index + 1 });
    case 'cell':
      return say('pile.cell', { n: ref.index + 1 });
  }
};

/**
 * Where a move takes its cards, as a player reads it, in the position before it: to a foundation, onto a card (the
 * one it lands on), to an empty pile or fan, or another place (named by its pile). Hints say this, not pile numbers.
 */
export const moveTarget = (rules: Rules, state: GameState, move: Extract<Move, { kind: 'move' }>): HintTarget => {
  if (move.to.zone === 'foundation') return { kind: 'foundation' };
  if (move.to.zone !== 'tableau') return { kind: 'other' };
  const top = topOf(pileAt(state, move.to) ?? []);
  if (!top) return { kind: 'empty', place: rules.tableau.fans ? 'fan' : 'pile' };
  return { kind: 'onto', card: top.card };
};

/**
 * The values of a hinted move's sentence (`hintMovePhrase`): the card moved (play's `movedCard`), where it goes, the
 * cards named as the app names them (`name`), any other place named by `say`.
 */
export const hintValues = (
  moved: Card,
  rules: Rules,
  state: GameState,
  move: Extract<Move, { kind: 'move' }>,
  name: (card: Card) => string,
  say: PileSay,
): Record<string, string> => hintMoveValues(moved, moveTarget(rules, state, move), name, pileName(say, move.to, rules));

/** A duration as m:ss, or h:mm:ss from an hour; beyond 999 hours it says 999:59:59 (a damaged save, not a game). */
export const formatDuration = (ms: number): string => {
  const total = Math.min(999 * 3600 + 3599, Math.floor((Number.isFinite(ms) ? Math.max(0, ms) : 0) / 1000));
  const h = Math.floor(total / 3600),
    m = Math.floor((total % 3600) / 60),
    s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
};
