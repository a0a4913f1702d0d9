import { type GameState, type Move, type Rules, pileAt } from '@solitaire/engine';
import { type Locale, type PileSay, cardLabel, pileName } from './gameText.js';
import { translate } from './i18n.js';

/** The page's words for the piles, in `locale`. */
export const pileWords =
  (locale: Locale): PileSay =>
  (key, values) =>
    translate(locale, key, values);

/** A move of one pile's cards to another. */
type PileMove = Extract<Move, { kind: 'move' }>;

/**
 * A discard or a pair as the moves of single cards to the discard pile (foundation 0) it makes: their own words are
 * the next stage of issue 40, and until then the page says where the cards went. Other moves as they are.
 */
export const asPileMoves = (move: Move): PileMove[] => {
  const discardPile = { zone: 'foundation', index: 0 } as const;
  if (move.kind === 'discard') return [{ kind: 'move', from: move.from, to: discardPile, count: 1 }];
  if (move.kind === 'pair')
    return [move.first, move.second].map((from) => ({ kind: 'move', from, to: discardPile, count: 1 }));
  return move.kind === 'move' ? [move] : [];
};

/** One sentence saying what a move did, worded from the position before it. */
export const describeMove = (locale: Locale, rules: Rules, before: GameState, move: Move): string => {
  if (move.kind === 'redeal')
    return translate(
      locale,
      rules.redeal?.kind === 'shuffleTableau' ? 'announce.redeal.shuffleTableau' : 'announce.redeal.turnWaste',
    );
  if (move.kind === 'draw' && rules.stock?.dealsTo === 'tableau')
    return translate(locale, 'announce.dealtRow', { count: Math.min(before.tableau.length, before.stock.length) });
  if (move.kind === 'draw') {
    const count = Math.min(rules.stock?.draw ?? 1, before.stock.length);
    const top = before.stock[before.stock.length - count]!;
    return translate(locale, 'announce.drew', { count, card: cardLabel(top.card, locale, true) });
  }
  if (move.kind !== 'move')
    return asPileMoves(move)
      .map((m) => describeMove(locale, rules, before, m))
      .join(' ');
  const from = pileAt(before, move.from)!;
  const to = pileAt(before, move.to)!;
  const card = cardLabel(from[from.length - move.count]!.card, locale, true);
  const pile = pileName(pileWords(locale), move.to, rules);
  if (move.count > 1) return translate(locale, 'announce.movedMany', { card, count: move.count - 1, pile });
  const target = to.at(-1);
  if (target && move.to.zone === 'tableau')
    return translate(locale, 'announce.movedOnto', { card, target: cardLabel(target.card, locale, target.up) });
  return translate(locale, 'announce.moved', { card, pile });
};
