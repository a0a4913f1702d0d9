import { type GameState, type Move, type Rules, pileAt } from '@solitaire/engine';
import { heuristicHint } from '@solitaire/solver';
import { pileName } from './describe.js';
import { type Locale, cardLabel } from './gameText.js';
import { translate } from './i18n.js';
import type { PositionAnswer } from './solverProtocol.js';

/** A move to suggest, and whether it is the first move of a win the solver found. */
export interface PageHint {
  readonly move: Move | null;
  readonly proven: boolean;
}

/** The solver's move when it proved a win from here, else the engine's heuristic move (shared with the CLI). */
export const chooseHint = (rules: Rules, state: GameState, answer: PositionAnswer | null): PageHint =>
  answer?.proven && answer.move ? { move: answer.move, proven: true } : { move: heuristicHint(rules, state), proven: false };

/** The sentence that gives a hint, saying whether it is proven. */
export const hintText = (locale: Locale, rules: Rules, state: GameState, hint: PageHint): string => {
  const m = hint.move;
  if (!m) return translate(locale, 'announce.noHint');
  let text: string;
  if (m.kind === 'draw') text = translate(locale, 'announce.hintDraw');
  else if (m.kind === 'redeal') text = translate(locale, 'announce.hintRedeal');
  else {
    const pile = pileAt(state, m.from)!;
    const c = pile[pile.length - m.count]!;
    text = translate(locale, 'announce.hintMove', { card: cardLabel(c.card, locale, c.up), pile: pileName(locale, m.to, rules) });
  }
  return `${text} ${translate(locale, hint.proven ? 'hint.proven' : 'hint.suggestion')}`;
};
