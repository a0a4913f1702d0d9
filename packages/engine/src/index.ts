export { type Result, ok, err, printable } from './result.js';
export {
  type Suit, type Colour, type Rank, type RankName, type Card, type CardCodeError,
  suits, colours, ranks, rankNames, ACE, KING, DECK_SIZE, makeCard, suitOf, suitIndexOf, rankOf, deckOf, colourOf, isRed,
  fullDeck, cardCode, parseCard, cardCodeErrors,
} from './card.js';
export { type RandomState, mix32, seedForDeal, nextUint32, shuffle, isDealNumber } from './random.js';
export {
  type BuildDirection, type SuitRelation, type EmptyPilePolicy, type MoveUnit, type FoundationBuild, type RedealKind,
  type Face, type DealAction, type Scoring, type OptionKey, type DealPatternKind, type DealPattern, type RuleAspect,
  type RedealLimit, type OptionValue, type OptionSpec, type Options, type VariantDefinition, type Rules, type DefinitionError,
  buildDirections, suitRelations, emptyPilePolicies, moveUnits, foundationBuilds, redealKinds, faces, dealActions, scorings,
  optionKeys, dealPatternKinds, ruleAspects, UNLIMITED, definitionErrors, optionValue, validateDefinition, resolveRules, sameOptions,
  equalOptions, cardCount,
} from './rules.js';
export {
  type PileCard, type Pile, type Zone, type PileRef, type GameState,
  zones, pileAt, withPile, cardsInPlay, foundationCount, topOf, samePile, positionKey, statesEqual,
} from './state.js';
export { type DealError, dealErrors, shuffledDeck, dealTableau, kingsToBottom, dealFromDeck, newDeal } from './deal.js';
export {
  type Move, type MoveError, moveErrors, tableauRefusal, foundationRefusal, unitRefusal, sourceRefusal, moveRefusal, parseMove,
  applyMove, playUnchecked, legalMoves,
} from './moves.js';
export { destinations, stockAction } from './queries.js';
export { type GameStatus, gameStatuses, isWon, isBlocked, gameStatus } from './verdict.js';
export { foundationMoveFor, isSafeForFoundation, safeAutoMove, playSafeAutoMoves, finishingMoves } from './auto.js';
export { score, maxScore } from './score.js';
export { type Layout, type LayoutError, layoutErrors, positionFromLayout, validateState } from './layout.js';
export {
  type PlayedMove, type Game, type StartError, gameFrom, startGame, currentState, stateAt, moveAt, recordedMoves, movesSoFar,
  playerMovesBefore, hasPlayerMoves, play, playAutoMoves, canUndo, canRedo, withCursor, undo, redo, restartGame,
} from './game.js';
export { type SaveFile, type SaveError, type LoadedGame, SAVE_VERSION, SAVE_FORMAT, MAX_SAVED_TIME_MS, saveErrors, saveGame, serializeGame, loadGame } from './save.js';
