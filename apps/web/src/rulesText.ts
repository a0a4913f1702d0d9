// The rules text, loaded only when the rules panel opens (see rulesLoader.ts): most of game-text's words are the
// rules, and the first visit should not download them before the first card is drawn.
export { type RulesDocument, renderRules } from '@solitaire/game-text/rules';
