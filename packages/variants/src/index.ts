export { athena, athenaAisleriot } from './athena.js';
export { klondike } from './klondike.js';
export { minerva } from './minerva.js';
export { bureau } from './bureau.js';
export { fan, laBelleLucie, trefoil } from './fans.js';
export { shamrocks } from './shamrocks.js';
export { freeCell, bakersGame, eightOff, seahavenTowers } from './freecell.js';
export { yukon, russianSolitaire } from './yukon.js';
export { canfield, rainbow } from './canfield.js';
export { fortyThieves, limited } from './fortyThieves.js';
export { bakersDozen, portugueseSolitaire } from './bakersDozen.js';
export { spider, spiderette, willOTheWisp, simpleSimon, scorpion, spiderFamily } from './spider.js';
export { golf, blackHole, triPeaks } from './golf.js';
export { acesUp } from './acesUp.js';
export { pyramid } from './pyramid.js';
export { canonPart3 } from './canonPart3.js';
export { variants, unregistered, defaultVariantId, findVariant } from './registry.js';
export { type SourceId, type Family, families, aboutGame, sourceLink } from './about.js';
export {
  type WinnabilityRecord,
  type WinnabilitySummary,
  type Odds,
  readSummary,
  optionValuesOf,
  withRecord,
  summaryText,
  oddsOf,
} from './results.js';
export { committedSummaries, resultsFor } from './winnability.js';
export { type PublishedOdds, comparePublished, sameDeals } from './published.js';
