import { type Game, type VariantDefinition, currentState, positionKey, startGame } from '@solitaire/engine';
import { SessionDriver } from './driver.js';
import { defaultPlaySettings } from './settings.js';
import { newPlaySession } from './playSession.js';

/** How following the hints from a deal ended. */
export interface HintRun {
  /** The solver's verdict on the deal itself. */
  readonly dealVerdict: 'won' | 'lost' | 'unknown';
  readonly won: boolean;
  /** Hints followed. */
  readonly hints: number;
  /** Hints that were not proven moves of a win. */
  readonly unproven: number;
  /** A position seen twice while following the hints (the loop players met), if any. */
  readonly repeated: boolean;
  /** Solver requests made. */
  readonly queries: number;
  /** The game as the hints left it. */
  readonly game: Game;
}

/**
 * Plays a deal by following the hints only, as a player who trusts them would, for at most `maxHints` hints: the
 * behaviour that must win every deal the solver proves winnable, without ever coming back to a position.
 */
export const followHints = (
  def: VariantDefinition,
  deal: number,
  find: (id: string) => VariantDefinition | undefined,
  { maxHints = 2000, budgetNodes }: { maxHints?: number; budgetNodes?: number } = {},
): HintRun => {
  const started = startGame(def, deal);
  if (!started.ok) throw new Error(started.error);
  const driver = new SessionDriver(
    newPlaySession(def, started.value, { ...defaultPlaySettings, verdict: true }),
    find,
    budgetNodes,
  );
  driver.dispatch({ type: 'resume' });
  const v = driver.session.verdict;
  const dealVerdict = v === 'won' || v === 'lost' ? v : 'unknown';
  const seen = new Set([positionKey(currentState(driver.session.game))]);
  let hints = 0,
    unproven = 0,
    repeated = false;
  // Only a deal proved winnable says anything about the hints: the others are left at once.
  if (dealVerdict !== 'won')
    return { dealVerdict, won: false, hints, unproven, repeated, queries: driver.queries, game: driver.session.game };
  while (hints < maxHints && driver.session.status === 'playing') {
    const s = driver.dispatch({ type: 'hint' });
    if (s.notice?.kind !== 'hint') break;
    hints++;
    if (!s.notice.proven) unproven++;
    driver.dispatch({ type: 'playHint' });
    const key = positionKey(currentState(driver.session.game));
    if (seen.has(key)) {
      repeated = true;
      break;
    }
    seen.add(key);
  }
  return {
    dealVerdict,
    won: driver.session.status === 'won',
    hints,
    unproven,
    repeated,
    queries: driver.queries,
    game: driver.session.game,
  };
};

/** Presses in a row that move nothing after which pressing on would only ask the same question again. */
const IDLE_PRESSES = 3;

/** How pressing "play the hint" again and again went from one position. */
export interface HintPresses {
  /** Positions the presses reached, the one they started from included. */
  readonly positions: number;
  /** The most times the presses came into one position. */
  readonly mostVisits: number;
}

/**
 * Presses "play the hint" `presses` times from a game as it stands (the hint is shown, then played), as a player who
 * keeps asking would, and counts how often each position is come into: what must stay small in a lost position.
 * Presses stop early after `IDLE_PRESSES` in a row that move nothing: the hint is a function of the session, so a
 * press that left it unchanged is answered the same way again (measured: of 6,000 idle presses over Bureau, Limited,
 * Klondike and Shamrocks, none was ever followed by a move), and repeating it only spends solver time.
 */
export const pressHints = (
  def: VariantDefinition,
  game: Game,
  find: (id: string) => VariantDefinition | undefined,
  presses: number,
  budgetNodes?: number,
): HintPresses => {
  const driver = new SessionDriver(
    newPlaySession(def, game, { ...defaultPlaySettings, verdict: true }),
    find,
    budgetNodes,
  );
  driver.dispatch({ type: 'resume' });
  const visits = new Map<string, number>([[positionKey(currentState(driver.session.game)), 1]]);
  let mostVisits = 1;
  let idle = 0;
  for (let i = 0; i < presses && idle < IDLE_PRESSES; i++) {
    driver.dispatch({ type: 'hint' });
    const before = currentState(driver.session.game);
    driver.dispatch({ type: 'playHint' });
    const after = currentState(driver.session.game);
    if (after === before) {
      idle++;
      continue;
    }
    idle = 0;
    const key = positionKey(after);
    const n = (visits.get(key) ?? 0) + 1;
    visits.set(key, n);
    mostVisits = Math.max(mostVisits, n);
  }
  return { positions: visits.size, mostVisits };
};
