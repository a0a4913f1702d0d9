// The words an app needs to show a game: languages, the translator, the glossary, the apps' catalogs and the table's
// words (names, cards, refusals, option labels). The rules text is a separate entry, `@solitaire/game-text/rules`
// (rules.ts), so that a front end can load it only when the player asks for the rules.
export { type Locale, locales, isLocale, autonyms } from './locales.js';
export { type MessageValues, type Catalogs, type Translate, compile, translator } from './translator.js';
export {
  type NounKey,
  type VerbKey,
  type Gender,
  type Noun,
  type Verb,
  type Glossary,
  type Words,
  nounKeys,
  verbKeys,
  genders,
  glossaries,
  type HintTarget,
  words,
  capitalWords,
  hintMovePhrase,
  hintMoveValues,
} from './glossary.js';
export { type CliMessageKey, type CliTranslate, cliCatalogs, cliText, cliTranslator } from './cliCatalog.js';
export { type WebMessageKey, webCatalogs, webText } from './webCatalog.js';
export { variantName } from './names.js';
export { cardLabel, rankLetters, rankLetter } from './cards.js';
export { refusalText } from './refusal.js';
export { optionLabel, optionName } from './optionLabel.js';
export { type PileNameKey, type PileSay, pileName, moveTarget, hintValues, formatDuration } from './playWords.js';
