// Game text (rules, names, refusals) belongs to @solitaire/rules-doc; this is the one place the CLI imports it.
export { locales, type Locale, type RulesDocument, renderRules, variantName, cardLabel, refusalText, optionLabel } from '@solitaire/rules-doc';
