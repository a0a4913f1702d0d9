// Positions written by hand for the tests of this folder.
import {
  type Game,
  type GameState,
  type Layout,
  type Move,
  type Options,
  type Rules,
  type VariantDefinition,
  currentState,
  finishingMoves,
  play,
  positionFromLayout,
  resolveRules,
  saveGame,
  startGame,
} from '@solitaire/engine';
import { solve } from '@solitaire/solver';

/** A variant's rules with the options given (else its defaults); throws on a bad definition (a test bug). */
export const rulesOf = (def: VariantDefinition, options: Options = {}): Rules => {
  const r = resolveRules(def, options);
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** A validated position from a layout; throws on a bad layout (a test bug). */
export const position = (rules: Rules, layout: Layout): GameState => {
  const p = positionFromLayout(rules, layout);
  if (!p.ok) throw new Error(`${p.error} ${p.detail ?? ''}`);
  return p.value;
};

/**
 * A stored game of a solvable deal (with `options`), played along the engine's solver's win up to the first move
 * `stop` says to leave unplayed (never past the last one), in the page's storage format, with that next move.
 */
export const savedAlongWin = (
  variant: VariantDefinition,
  deal: number,
  options: Options,
  stop: (game: Game, next: Move) => boolean,
): { text: string; next: Move; game: Game } => {
  const started = startGame(variant, deal, options);
  if (!started.ok) throw new Error(started.error);
  let game = started.value;
  const solved = solve(game.rules, currentState(game), { timeMs: 20_000 });
  if (solved.outcome !== 'won' || !solved.moves) throw new Error(`deal ${deal} not solved: ${solved.outcome}`);
  const moves = solved.moves;
  let i = 0;
  for (; i < moves.length - 1; i++) {
    if (stop(game, moves[i]!)) break;
    const r = play(game, moves[i]!);
    if (!r.ok) throw new Error(r.error);
    game = r.value;
  }
  const text = JSON.stringify({
    format: 'solitaire-web-game',
    save: saveGame(game, 42_000),
    counted: true,
    finished: false,
  });
  return { text, next: moves[i]!, game };
};

/**
 * A stored game of a solvable deal, played by the engine's solver up to the first position from which the game
 * can be finished automatically (or to one move before the win when `toLastMove`), in the page's storage format.
 */
export const nearlyWonSave = (
  variant: VariantDefinition,
  deal: number,
  toLastMove = false,
): { text: string; last: Move; game: Game } => {
  const { text, next, game } = savedAlongWin(
    variant,
    deal,
    {},
    (g) => !toLastMove && finishingMoves(g.rules, currentState(g)) !== null,
  );
  return { text, last: next, game };
};
