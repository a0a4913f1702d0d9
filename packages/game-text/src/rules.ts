// The rules text: every game's rules computed from its definition, the game catalogs they are written in, the
// families, and the rules site's own words. Apart from the main entry so that the apps load it only when needed.
export { catalogs, formatMessage } from './format.js';
export { type SectionId } from './describe.js';
export { dealShape } from './dealShape.js';
export { type RulesDocument, type RulesParagraph, renderRules } from './render.js';
export { familyName, familyAbout } from './familyText.js';
export { type SiteMessageKey, siteText, siteGlossaryTerms, siteOddsTerms } from './siteCatalog.js';
export { type OddsCondition, oddsText, oddsCondition, oddsConditions, confidenceRange } from './oddsText.js';
export { publishedText } from './publishedText.js';
export { formatCount, formatShare } from './numbers.js';
