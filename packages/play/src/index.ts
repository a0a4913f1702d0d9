export { type AssistRequest, type AssistQuery, type AssistResponse, budgets, handleAssistRequest } from './protocol.js';
export {
  type SolverTransport,
  type LaneTimer,
  type SolverLanes,
  SolverLane,
  platformTimer,
  solverLanes,
} from './lane.js';
export { movedCard } from './line.js';
export { MAX_PICKED_DEAL, dealInSequence, isDayText, dailySeed, dailySeedFor } from './deals.js';
export { localDay } from './daily.js';
/**
 * Types the apps' exported functions return, so declaration files must name them.
 * @public
 */
export type { DealPick } from './pick.js';
/** @public */
export type { VariantStats } from './stats.js';
export { type SaveStamp, type SavedSession } from './gameSave.js';
export { clockAt } from './clock.js';
export { type PlaySettings, defaultPlaySettings, quietPlaySettings, parsePlaySettings } from './settings.js';
export {
  type StatsBook,
  type StatsEvent,
  type StatsEntry,
  type FoldContext,
  dailyStreakOn,
  statsOf,
  statsKey,
  recordInBook,
  foldEvents,
  winRate,
  winPercent,
  parseStatsBook,
  statsEntryLine,
  parseStatsJournal,
} from './stats.js';
export {
  type InfoCode,
  type PlayNotice,
  verdictPhrase,
  type PlaySession,
  type PlayAction,
  type PlayerAction,
  type PlayEffect,
  type SavedPlay,
  playerMoveCount,
  shownScore,
  inProgress,
  newPlaySession,
  resumedPlaySession,
  updatePlay,
  positionQuery,
  dealQuery,
  sessionElapsed,
} from './playSession.js';
export {
  type HostSolver,
  type SaveStore,
  type StatsStore,
  type StoreProblem,
  type SaveRead,
  SHOW_ME_STEP_MS,
  VERDICT_DELAY_MS,
  PlayHost,
  errorCode,
  randomDeal,
  readSaveIn,
} from './host.js';
export { removalMove, removalTap, removalTargets } from './removal.js';
