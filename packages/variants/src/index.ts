export { athena, athenaAisleriot } from './athena.js';
export { klondike } from './klondike.js';
export { minerva } from './minerva.js';
export { bureau } from './bureau.js';
export { fan, laBelleLucie, trefoil } from './fans.js';
export { shamrocks } from './shamrocks.js';
export { variants, defaultVariantId, findVariant } from './registry.js';
export {
  type SourceId,
  type Family,
  type DisputedPoint,
  type VariantNote,
  type HistoryNote,
  type NameNote,
  type Sourced,
  type GameAbout,
  sourceIds,
  families,
  disputedPoints,
  variantNotes,
  historyNotes,
  nameNotes,
  sourceHomes,
  about,
  aboutGame,
  sourceLink,
} from './about.js';
export {
  type OptionValues,
  type WinnabilityRecord,
  type WinnabilitySummary,
  type SummaryErrorCode,
  type SummaryError,
  type SummaryResult,
  type Odds,
  SUMMARY_FORMAT,
  summaryErrors,
  readSummary,
  checkSummary,
  optionValuesOf,
  withRecord,
  summaryText,
  wilson,
  oddsOf,
} from './results.js';
export { committedSummaries, resultsFor } from './winnability.js';
