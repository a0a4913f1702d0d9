export {
  type AssistKind, type AssistBudget, type AssistRequest, type AssistQuery, type AssistResponse, assistKinds, budgets, ratedPickBudget, budgetMs,
  handleAssistRequest,
} from './protocol.js';
export { type SolverTransport, type TransportFactory, type LaneTimer, LANE_SLACK_MS, noAnswer, SolverLane } from './lane.js';
export { type WinningLine, movedCard, lineFrom, nextLineMove, followLine } from './line.js';
export { changingMove } from './hints.js';
export {
  type DealRating, type DealJudgement, type DealPickResult, type DealJudge, dealRatings, ratingThresholds, rateDeal, isDealRating, hashText,
  MAX_PICKED_DEAL, dealInSequence, isDayText, utcDay, dayBefore, dailySeed, dailySeedFor, pickDeal, solverJudge,
} from './deals.js';
export { type RewindPlan, undoStops, undoStepsTo, rewindPlan } from './rewind.js';
export { type DailyStanding, dailyStandings, dailyStanding, localDay } from './daily.js';
export { type DealPick, type SavedDealPick, type PickError, type PickContext, pickErrors, savedDealPick, readDealPick } from './pick.js';
export {
  type SaveStamp, type SavedSession, type GameSaveFile, type LoadedGameSave, type GameSaveContext, GAME_SAVE_FORMAT, GAME_SAVE_VERSION, gameSaveText,
  readGameSave, saveStampOf, sameStamp, savedByAnotherCopy, nextStamp,
} from './gameSave.js';
export { type Clock, IDLE_MS, stoppedClock, clockAt, elapsedMs, isIdle, touchClock, startClock, stopClock } from './clock.js';
export { type PlaySettings, playSettingKeys, defaultPlaySettings, quietPlaySettings, parsePlaySettings } from './settings.js';
export {
  type VariantStats, type StatsBook, type StatsEvent, type StatsEntry, type StatsError, type FoldContext, statsEvents, statsErrors, zeroStats,
  MAX_COUNT, MAX_TIME_MS, recordedTime, recordEvent, dailyStreakOn, statsOf, recordInBook, foldEvents, winRate, winPercent, isVariantStats, parseStatsBook,
  parseStatsEntry, statsEntryLine, parseStatsJournal,
} from './stats.js';
export {
  type InfoCode, type PlayNotice, type VerdictState, type VerdictPhrase, verdictPhrase, type Replacement, type AnswerMemo, type PlaySession, type PlayAction,
  type PlayEffect, type PlayUpdate, type SavedPlay, infoCodes, hasPlayerMoves, playerMoveCount, inProgress, newPlaySession, resumedPlaySession, updatePlay,
  positionQuery, dealQuery, sameQuery, sessionElapsed,
} from './playSession.js';
export {
  type HostedSession, type HostReducer, type HostLane, type HostSolver, type SaveStore, type StatsStore, type HostEnv, type HostPorts,
  type StoreProblem, type SaveRead, type HostListener, SHOW_ME_STEP_MS, VERDICT_DELAY_MS, PlayHost, errorCode, randomDeal, readSaveIn,
} from './host.js';
