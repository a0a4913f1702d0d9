import { type Rules } from './rules.js';
import { type GameState, cardsInPlay, foundationCount } from './state.js';

/** The score of a position under the variant's scheme (null when the variant keeps no score). */
export const score = (rules: Rules, state: GameState): number | null =>
  rules.scoring === 'foundationCards' ? foundationCount(state) : null;

/** The best score the position allows, for "n / max" displays (null when the variant keeps no score). */
export const maxScore = (rules: Rules, state: GameState): number | null =>
  rules.scoring === 'foundationCards' ? cardsInPlay(state).length : null;
