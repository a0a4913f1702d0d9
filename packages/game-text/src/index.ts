// The words an app needs to show a game: languages, the translator, the glossary, the apps' catalogs and the table's
// words (names, cards, refusals, option labels). The rules text is a separate entry, `@solitaire/game-text/rules`
// (rules.ts), so that a front end can load it only when the player asks for the rules.
export { type Locale, locales, isLocale, autonyms } from './locales.js';
export { type MessageValues, compile } from './translator.js';
export { type NounKey, glossaries, words } from './glossary.js';
export { type CliMessageKey, type CliTranslate, cliCatalogs, cliText, cliTranslator } from './cliCatalog.js';
export { type WebMessageKey, webText } from './webCatalog.js';
export { variantName } from './names.js';
export { cardLabel, rankLetter, rankMark } from './cards.js';
export { refusalText } from './refusal.js';
export { optionLabel, optionName, recordName } from './optionLabel.js';
export { type PileSay, pileName, hintValues, formatDuration } from './playWords.js';
