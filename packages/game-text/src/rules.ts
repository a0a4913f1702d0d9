// The rules text: every game's rules computed from its definition, the game catalogs they are written in, the
// families, and the rules site's own words. Apart from the main entry so that the apps load it only when needed.
export { type MessageArgs, catalogs, formatMessage, hasMessage } from './format.js';
export {
  type SectionId,
  type Clause,
  type DescribedParagraph,
  type DescribedSection,
  type Description,
  sectionIds,
  describe,
} from './describe.js';
export { type DifferenceAspect, type Difference, differenceAspects, differences } from './compare.js';
export { type DealShape, dealShape } from './dealShape.js';
export {
  type RulesDocument,
  type RulesSection,
  type RulesParagraph,
  type RulesSentence,
  renderRules,
  renderDescription,
} from './render.js';
export { familyName, familyAbout } from './familyText.js';
export {
  type SiteMessageKey,
  type OddsTerm,
  siteCatalogs,
  siteText,
  siteGlossaryTerms,
  siteOddsTerms,
} from './siteCatalog.js';
export { type OddsText, oddsText, confidenceRange } from './oddsText.js';
export { type Rounding, formatCount, formatShare } from './numbers.js';
