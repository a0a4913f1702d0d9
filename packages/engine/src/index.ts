export { type Result, ok, err, printable } from './result.js';
export {
  type Suit,
  type RankName,
  type Card,
  suits,
  ranks,
  rankNames,
  KING,
  makeCard,
  suitOf,
  suitIndexOf,
  rankOf,
  colourOf,
  isRed,
  fullDeck,
  cardCode,
  parseCard,
} from './card.js';
export { mix32, nextUint32, shuffle, isDealNumber } from './random.js';
export {
  type EmptyPilePolicy,
  type OptionKey,
  type RuleAspect,
  type OptionValue,
  type OptionSpec,
  type Options,
  type VariantDefinition,
  type TableSpot,
  type Rules,
  type DefinitionError,
  optionKeys,
  UNLIMITED,
  optionValue,
  validateDefinition,
  resolveRules,
  sameOptions,
  equalOptions,
  cardCount,
  deckCards,
  cellCount,
  hasWaste,
} from './rules.js';
export {
  type PileCard,
  type Pile,
  type PileRef,
  type GameState,
  zones,
  pileAt,
  cardsInPlay,
  topOf,
  samePile,
  positionKey,
  statesEqual,
} from './state.js';
export { shuffledDeck, dealTableau, kingsToBottom, dealFromDeck, newDeal } from './deal.js';
export {
  type Move,
  type MoveError,
  moveErrors,
  tableauRefusal,
  foundationRefusal,
  foundationBase,
  unitRefusal,
  sourceRefusal,
  moveRefusal,
  applyMove,
  playUnchecked,
  legalMoves,
} from './moves.js';
export { destinations, stockAction } from './queries.js';
export { coveringPiles, isUncovered } from './table.js';
export { stockTopFree, withStockTopShown } from './discards.js';
export { type GameStatus, isWon, gameStatus } from './verdict.js';
export { foundationMoveFor, isSafeForFoundation, safeAutoMove, playSafeAutoMoves, finishingMoves } from './auto.js';
export { score, maxScore, gameScore, scoringPoints } from './score.js';
export { type Layout, positionFromLayout, validateState } from './layout.js';
export {
  type Game,
  gameFrom,
  startGame,
  currentState,
  stateAt,
  moveAt,
  recordedMoves,
  playerMovesBefore,
  hasPlayerMoves,
  play,
  playAutoMoves,
  canUndo,
  canRedo,
  withCursor,
  undo,
  redo,
  restartGame,
} from './game.js';
export { type SaveFile, type SaveError, saveGame, serializeGame, loadGame } from './save.js';
