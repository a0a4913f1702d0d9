import type { VariantDefinition } from '@solitaire/engine';
import type { Odds } from '@solitaire/variants';
import { dealShape } from './dealShape.js';
import type { Locale } from './locales.js';
import { formatCount, formatShare } from './numbers.js';
import { siteText } from './siteCatalog.js';

/**
 * What the solver knew that a player does not, read from the rules: `hidden` where cards are face down at the deal
 * (in a pile, the stock or the reserve), `shuffles` where every card is dealt face up but redeals shuffle (the solver
 * knew each shuffle), both, or `open` where nothing is hidden and the odds are those of perfect play.
 */
export const oddsConditions = ['open', 'shuffles', 'hidden', 'hiddenShuffles'] as const;
/** What the odds of a game assume the solver knew. */
export type OddsCondition = (typeof oddsConditions)[number];

/** Whether a game's redeals shuffle the cards, so that the solver's knowledge covers each shuffle too. */
const shufflesOnRedeal = (def: VariantDefinition): boolean =>
  def.redeal?.kind === 'shuffleTableau' && def.redeal.limit !== 0;

/** Whether any card is face down when play starts: in a tableau pile, in the stock, or under the reserve's top card. */
const hidesCardsAtDeal = (def: VariantDefinition): boolean => {
  const shape = dealShape(def);
  return shape.stock > 0 || shape.reserve > 1 || shape.piles.some((pile) => pile.some((up) => !up));
};

/** What the solver of a game's odds knew that a player cannot see, from its deal and its redeals. */
export const oddsCondition = (def: VariantDefinition): OddsCondition => {
  const hidden = hidesCardsAtDeal(def),
    shuffles = shufflesOnRedeal(def);
  return hidden ? (shuffles ? 'hiddenShuffles' : 'hidden') : shuffles ? 'shuffles' : 'open';
};

/** The odds of a game in words: what the rules pages' glance box and the README's table say, the same way. */
export interface OddsText {
  /** The short form, for a table cell: "at least 88.8%, at most 90.1%". */
  readonly range: string;
  /**
   * What a player can trust: "At least 88.8% of deals could be won, and at most 90.1% (counting the undecided deals
   * as won), if every card were known."
   */
  readonly headline: string;
  /** The condition inside the headline ("if every card were known", "with perfect play"), linked to its definition. */
  readonly known: string;
  /** How it was measured: the deals tried, won, lost and undecided, and the 95% range for all deals. */
  readonly detail: string;
  /** The word for the undecided deals inside `detail`, which a page links to its definition. */
  readonly undecided: string;
}

/**
 * The 95% range for all deals, its ends rounded outwards: the low end of the interval of the share surely won, and
 * the high end of that of the share won at most. `high` is null when no deal was lost: it would read 100%.
 */
export const confidenceRange = (odds: Odds, locale: Locale): { low: string; high: string | null } => ({
  low: formatShare(Math.floor(odds.boundLow * 1e6), 1e6, locale, 'down'),
  high: odds.lost === 0 ? null : formatShare(Math.ceil(odds.boundHigh * 1e6), 1e6, locale, 'up'),
});

/**
 * Says what the solver measured and no more. At least the share of deals tried that it won (the undecided counted
 * as lost, rounded down) and at most that share with every undecided deal won (rounded up); one figure when every
 * deal was decided, and no upper figure when none was lost, since "at most 100%" would say nothing. The condition
 * (`oddsCondition` of the game's rules) says what the solver knew that a player cannot see: the face-down cards,
 * the result of each shuffle, or nothing where every card is dealt face up and never shuffled.
 */
export const oddsText = (odds: Odds, locale: Locale, condition: OddsCondition): OddsText => {
  const shape = odds.undecided === 0 ? 'exact' : odds.lost === 0 ? 'noneLost' : 'range';
  const known = siteText(locale, 'site.odds.known', { condition });
  const undecided = siteText(locale, 'site.odds.undecided');
  const range = confidenceRange(odds, locale);
  const values = {
    shape,
    known,
    condition,
    atLeast: formatShare(odds.won, odds.deals, locale, shape === 'exact' ? 'nearest' : 'down'),
    atMost: formatShare(odds.won + odds.undecided, odds.deals, locale, 'up'),
  };
  return {
    range: siteText(locale, 'site.odds.range', values),
    headline: siteText(locale, 'site.odds.headline', values),
    known,
    undecided,
    detail: siteText(locale, 'site.odds.detail', {
      dealsN: odds.deals,
      lostN: odds.lost,
      undecidedN: odds.undecided,
      deals: formatCount(odds.deals, locale),
      won: formatCount(odds.won, locale),
      lost: formatCount(odds.lost, locale),
      undecided: formatCount(odds.undecided, locale),
      undecidedWord: undecided,
      capped: range.high === null,
      boundLow: range.low,
      boundHigh: range.high ?? '',
      known,
    }),
  };
};
