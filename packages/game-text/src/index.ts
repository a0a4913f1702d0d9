export { type Locale, locales, isLocale, autonyms } from './locales.js';
export { type MessageValues, type Catalogs, type Translate, compile, translator } from './translator.js';
export {
  type NounKey, type VerbKey, type Gender, type Noun, type Verb, type Glossary, type Words, nounKeys, verbKeys, genders, glossaries,
  type HintTarget, words, capitalWords, hintMovePhrase, hintMoveValues,
} from './glossary.js';
export { type MessageArgs, catalogs, formatMessage, hasMessage } from './format.js';
export { type CliMessageKey, type CliTranslate, cliCatalogs, cliText, cliTranslator } from './cliCatalog.js';
export { type WebMessageKey, webCatalogs, webText } from './webCatalog.js';
export { type SectionId, type Clause, type DescribedParagraph, type DescribedSection, type Description, sectionIds, describe } from './describe.js';
export { type DifferenceAspect, type Difference, differenceAspects, differences } from './compare.js';
export { type DealShape, dealShape } from './dealShape.js';
export { type RulesDocument, type RulesSection, type RulesParagraph, type RulesSentence, renderRules, renderDescription } from './render.js';
export { variantName, familyName, familyAbout } from './names.js';
export { cardLabel, rankLetters, rankLetter } from './cards.js';
export { refusalText } from './refusal.js';
export { optionLabel, optionName } from './optionLabel.js';
export { type SiteMessageKey, siteCatalogs, siteText, siteGlossaryTerms } from './siteCatalog.js';
