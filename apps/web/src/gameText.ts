// Every game text (rules, names, cards, refusals, option labels) comes from the rules-doc package; the app owns
// only its chrome (messages.ts).
export {
  type Locale, type RulesDocument, locales, renderRules, variantName, cardLabel, refusalText, optionLabel, optionName,
} from '@solitaire/rules-doc';
