import { type Game, currentState, playerMovesBefore } from './game.js';
import { type Rules } from './rules.js';
import { type GameState, cardsInPlay, foundationCount } from './state.js';

/**
 * The points of each scheme, read by the rules pages so that their sentences say the engine's figures: `runBonus`
 * (the start, each move made, each complete run gone to a foundation) and `streak` (PySolFC's TriPeaks: every card
 * not dealt to the table charged at the deal, each top-row card of the table gone, and all of them gone).
 */
export const scoringPoints = {
  runBonus: { start: 500, perMove: -1, perRun: 100 },
  streak: { perTalonCard: -5, topRowCleared: 15, allTopRowCleared: 30 },
} as const;
const RUN_BONUS_POINTS = scoringPoints.runBonus;
const STREAK_POINTS = scoringPoints.streak;

/**
 * The score of a position that depends on it alone (`foundationCards`), or null: schemes that count moves or
 * streaks read the game's history (`gameScore`), and a variant without a score has none.
 */
export const score = (rules: Rules, state: GameState): number | null =>
  rules.scoring === 'foundationCards' ? foundationCount(state) : null;

/** The best score the position allows, for "n / max" displays (null when the scheme has no ceiling or no score). */
export const maxScore = (rules: Rules, state: GameState): number | null =>
  rules.scoring === 'foundationCards' ? cardsInPlay(state).length : null;

// The streak score up to the cursor: each card played from the table to the foundation scores one more than the one
// before it, until a stock card is turned, which starts the count again; the top-row bonuses read the position.
const streakScore = (game: Game): number => {
  const first = game.log.states[0]!,
    now = currentState(game);
  let total = STREAK_POINTS.perTalonCard * (first.stock.length + first.waste.length + foundationCount(first)),
    streak = 0;
  for (let i = 0; i < game.cursor; i++) {
    const move = game.log.moves[i]!;
    if (move.kind === 'draw') streak = 0;
    else if (move.kind === 'move' && move.from.zone === 'tableau' && move.to.zone === 'foundation') total += ++streak;
  }
  const top = (game.rules.tableau.spots ?? []).flatMap((s, i) => (s.row === 0 ? [now.tableau[i]!] : []));
  const cleared = top.filter((p) => p.length === 0).length;
  total += STREAK_POINTS.topRowCleared * cleared;
  if (top.length > 0 && cleared === top.length) total += STREAK_POINTS.allTopRowCleared;
  return total;
};

/** The score of a game where it keeps one, read along its history up to the current position; else null. */
export const gameScore = (game: Game): number | null => {
  switch (game.rules.scoring) {
    case 'foundationCards':
      return foundationCount(currentState(game));
    case 'runBonus': {
      const runs = Math.floor(foundationCount(currentState(game)) / 13);
      return (
        RUN_BONUS_POINTS.start + RUN_BONUS_POINTS.perMove * playerMovesBefore(game) + RUN_BONUS_POINTS.perRun * runs
      );
    }
    case 'streak':
      return streakScore(game);
    case 'none':
      return null;
  }
};
