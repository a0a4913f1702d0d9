// Every game text (names, cards, refusals, option labels) comes from @solitaire/game-text; the rules text is loaded
// when the rules panel opens (rulesLoader.ts).
export {
  type Locale,
  type PileSay,
  locales,
  variantName,
  cardLabel,
  rankMark,
  refusalText,
  optionLabel,
  optionName,
  recordName,
  formatDuration,
  hintValues,
  pileName,
} from '@solitaire/game-text';
