// Game text (rules, names, refusals) belongs to @solitaire/game-text; this is the one place the CLI imports it.
export { locales, type Locale, variantName, recordName, refusalText } from '@solitaire/game-text';
export { type RulesDocument, renderRules } from '@solitaire/game-text/rules';
