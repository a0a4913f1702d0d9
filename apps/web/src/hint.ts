import { type GameState, type Move, type Rules, pileAt } from '@solitaire/engine';
import { moveTarget } from '@solitaire/play';
import { pileName } from './describe.js';
import { type Locale, cardLabel, hintMoveValues } from './gameText.js';
import { translate } from './i18n.js';

/** The sentence that gives a hint (play chooses it), saying whether it is proven; null says there is none. */
export const hintText = (locale: Locale, rules: Rules, state: GameState, move: Move | null, proven: boolean): string => {
  if (!move) return translate(locale, 'announce.noHint');
  let text: string;
  if (move.kind === 'draw') text = translate(locale, 'announce.hintDraw');
  else if (move.kind === 'redeal') text = translate(locale, 'announce.hintRedeal');
  else {
    const pile = pileAt(state, move.from)!;
    const c = pile[pile.length - move.count]!;
    const name = (card: number) => cardLabel(card, locale);
    text = translate(locale, 'announce.hintMove', hintMoveValues(c.card, moveTarget(rules, state, move), name, pileName(locale, move.to, rules)));
  }
  return `${text} ${translate(locale, proven ? 'hint.proven' : 'hint.suggestion')}`;
};
