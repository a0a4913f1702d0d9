import { type PublishedOdds, type WinnabilityRecord, comparePublished, sameDeals } from '@solitaire/variants';
import type { Locale } from './locales.js';
import { formatCount, formatShare } from './numbers.js';
import { siteText } from './siteCatalog.js';

/**
 * A published count of deals won and lost in words, then how the solver's record stands beside it: two sentences,
 * the second saying whether any count contradicts the figure (same numbered deals) or whether the two 95% ranges
 * meet (other deals), as `comparePublished` decides.
 */
export const publishedText = (p: PublishedOdds, record: WinnabilityRecord, locale: Locale): string => {
  const lostDeals = p.lostDeals ?? [];
  const claim = siteText(locale, 'site.odds.published', {
    kind: p.deals.kind,
    source: p.source,
    first: p.deals.kind === 'numbered' ? formatCount(p.deals.first, locale) : '',
    last: p.deals.kind === 'numbered' ? formatCount(p.deals.last, locale) : '',
    count: p.deals.kind === 'random' ? formatCount(p.deals.count, locale) : '',
    won: formatCount(p.won, locale),
    lost: formatCount(p.lost, locale),
    lostN: p.lost,
    listed: lostDeals.length === 1,
    lostDeals: lostDeals.length === 1 ? formatCount(lostDeals[0]!, locale) : '',
    share: formatShare(p.won, p.won + p.lost, locale),
  });
  const agreement = siteText(locale, 'site.odds.agreement', {
    agreement: comparePublished(p, record),
    same: sameDeals(p, record),
  });
  return `${claim} ${agreement}`;
};
