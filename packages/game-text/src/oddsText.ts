import type { Odds } from '@solitaire/variants';
import type { Locale } from './locales.js';
import { formatCount, formatShare } from './numbers.js';
import { siteText } from './siteCatalog.js';

/** The odds of a game in words: what the rules pages' glance box and the README's table say, the same way. */
export interface OddsText {
  /** The short form, for a table cell: "at least 88.8%, at most 90.1%". */
  readonly range: string;
  /** What a player can trust: "At least 88.8% of deals could be won, and at most 90.1%, if every card were known." */
  readonly headline: string;
  /** The condition inside the headline ("if every card were known"), which a page links to its definition. */
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
 * says that the solver saw every card, and in games whose redeals shuffle (`shuffles`) the order of each shuffle.
 */
export const oddsText = (odds: Odds, locale: Locale, shuffles: boolean): OddsText => {
  const shape = odds.undecided === 0 ? 'exact' : odds.lost === 0 ? 'noneLost' : 'range';
  const known = siteText(locale, 'site.odds.known', { shuffles });
  const undecided = siteText(locale, 'site.odds.undecided');
  const range = confidenceRange(odds, locale);
  const values = {
    shape,
    known,
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
    }),
  };
};
