import type { GameState, Move, Rules } from '@solitaire/engine';
import { movedCard } from '@solitaire/play';
import { pileWords } from './describeMove.js';
import { type Locale, cardLabel, hintValues } from './gameText.js';
import { translate } from './i18n.js';

/** The sentence that gives a hint (play chooses it), saying whether it is proven; null says there is none. */
export const hintText = (
  locale: Locale,
  rules: Rules,
  state: GameState,
  move: Move | null,
  proven: boolean,
): string => {
  if (!move) return translate(locale, 'announce.noHint');
  let text: string;
  if (move.kind === 'draw') text = translate(locale, 'announce.hintDraw');
  else if (move.kind === 'redeal') text = translate(locale, 'announce.hintRedeal');
  else {
    const name = (card: number) => cardLabel(card, locale);
    text = translate(
      locale,
      'announce.hintMove',
      hintValues(movedCard(state, move)!, rules, state, move, name, pileWords(locale)),
    );
  }
  return `${text} ${translate(locale, proven ? 'hint.proven' : 'hint.suggestion')}`;
};
