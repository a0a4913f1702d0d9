// Every game text (rules, names, cards, refusals, option labels) comes from @solitaire/game-text.
export {
  type Locale, type RulesDocument, locales, renderRules, variantName, cardLabel, refusalText, optionLabel, optionName, hintMoveValues,
} from '@solitaire/game-text';
