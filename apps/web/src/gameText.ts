// Every game text (rules, names, cards, refusals, option labels) comes from @solitaire/game-text.
export {
  type Locale, locales, variantName, cardLabel, refusalText, optionLabel, optionName,
} from '@solitaire/game-text';
export { type RulesDocument, renderRules } from '@solitaire/game-text/rules';
