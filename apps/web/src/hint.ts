import type { GameState, Move, Rules } from '@solitaire/engine';
import { movedCard } from '@solitaire/play';
import { asPileMoves, pileWords } from './describeMove.js';
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
  if (move.kind === 'draw')
    text = translate(locale, rules.stock?.dealsTo === 'tableau' ? 'announce.hintDealRow' : 'announce.hintDraw');
  else if (move.kind === 'redeal') text = translate(locale, 'announce.hintRedeal');
  else {
    const name = (card: number) => cardLabel(card, locale);
    // A discard or a pair is hinted by its first card's way to the discard pile (its own words: issue 40, stage 2).
    const shown = asPileMoves(move)[0]!;
    text = translate(
      locale,
      'announce.hintMove',
      hintValues(movedCard(state, shown)!, rules, state, shown, name, pileWords(locale)),
    );
  }
  return `${text} ${translate(locale, proven ? 'hint.proven' : 'hint.suggestion')}`;
};
