import {
  type DefinitionError,
  type GameState,
  type Move,
  type Options,
  type Result,
  type Rules,
  type VariantDefinition,
  applyMove,
  err,
  legalMoves,
  mix32,
  newDeal,
  ok,
  pileAt,
  positionKey,
  resolveRules,
  tableauRefusal,
} from '@solitaire/engine';
import { solve } from './solve.js';
import { DEFAULT_SOLVER_MEMORY_MB } from './tuning.js';

type CardMove = Extract<Move, { kind: 'move' }>;

// The card a moving unit leaves on top of its source pile, if any.
const leftBehind = (state: GameState, m: CardMove) => {
  const pile = pileAt(state, m.from)!;
  return pile[pile.length - m.count - 1];
};

/** Whether a move turns a face-down card up (the card under the moving unit is face down). */
const uncoversCard = (state: GameState, m: Move): boolean => m.kind === 'move' && leftBehind(state, m)?.up === false;

// A unit already resting on a card it builds on gains nothing by moving sideways, and a whole pile moved onto an
// empty pile only renames it: suggesting such moves would send hints round in circles.
const isSideways = (rules: Rules, state: GameState, m: CardMove): boolean => {
  if (m.from.zone !== 'tableau' || m.to.zone !== 'tableau') return false;
  const below = leftBehind(state, m);
  const pile = pileAt(state, m.from)!;
  if (!below) return pileAt(state, m.to)!.length === 0;
  return below.up && tableauRefusal(rules, below.card, pile[pile.length - m.count]!.card) === null;
};

/**
 * A move worth suggesting without any search (for when the solver has no answer): a card to a foundation, else a
 * discard or a pair, else a move that turns a card up, else a play from the waste or reserve, else a draw or a waste
 * redeal, else a move that changes something, else a shuffling redeal (it spends a scarce redeal). Never a card back
 * off a foundation.
 * `seen` holds the position keys (`positionKey`) already passed in this game: a move that leads back to one of them
 * is never suggested, so hints followed one after another never go round in a circle.
 */
export const heuristicHint = (rules: Rules, state: GameState, seen: ReadonlySet<string> = new Set()): Move | null => {
  const isNew = (m: Move): boolean => {
    if (seen.size === 0) return true;
    const r = applyMove(rules, state, m);
    return r.ok && !seen.has(positionKey(r.value));
  };
  const legal = legalMoves(rules, state).filter(isNew);
  const cardMoves = legal.filter((m): m is CardMove => m.kind === 'move' && m.from.zone !== 'foundation');
  return (
    cardMoves.find((m) => m.to.zone === 'foundation') ??
    legal.find((m) => m.kind === 'discard' || m.kind === 'pair') ??
    cardMoves.find((m) => uncoversCard(state, m)) ??
    cardMoves.find((m) => m.from.zone === 'waste' || m.from.zone === 'reserve') ??
    legal.find((m) => m.kind === 'draw' || (m.kind === 'redeal' && rules.redeal?.kind === 'turnWaste')) ??
    cardMoves.find((m) => !isSideways(rules, state, m)) ??
    legal.find((m) => m.kind === 'redeal') ??
    null
  );
};

/** A deal the solver proved winnable, with the number of deals it had to try. */
export interface WinnableDeal {
  readonly deal: number;
  readonly tried: number;
}

/**
 * Limits of `findWinnableDeal`: each deal's budget (time, nodes or both: whichever runs out first) and how many deals
 * to try.
 */
export interface WinnableDealLimits {
  /** Most milliseconds per deal (front ends), on `clock`. */
  readonly perDealMs?: number;
  /** The clock `perDealMs` is counted on (see `SolveOptions.clock`). */
  readonly clock?: () => number;
  /** Most positions per deal: a budget whose answer does not depend on the machine's load (tests). */
  readonly perDealNodes?: number;
  readonly maxTries: number;
  readonly memoryMB?: number;
  /**
   * The deal number of the `tried`-th try (from 1): the caller's own numbering (short numbers players can read out);
   * without it, 32-bit numbers scattered from the seed.
   */
  readonly dealAt?: (tried: number) => number;
}

/**
 * Looks for a deal number the solver proves winnable, trying deals in a pseudo-random order that starts from
 * `seed` (so two players asking with different seeds get different deals). Null when none is proved within
 * `maxTries` deals of the per-deal budget each.
 */
export const findWinnableDeal = (
  def: VariantDefinition,
  options: Options,
  seed: number,
  limits: WinnableDealLimits,
): Result<WinnableDeal | null, DefinitionError> => {
  const rules = resolveRules(def, options);
  if (!rules.ok) return err(rules.error, rules.detail);
  for (let tried = 1; tried <= limits.maxTries; tried++) {
    const deal = limits.dealAt ? limits.dealAt(tried) : mix32((seed + tried * 0x9e3779b9) >>> 0);
    const r = solve(rules.value, newDeal(rules.value, deal), {
      timeMs: limits.perDealMs,
      ...(limits.clock ? { clock: limits.clock } : {}),
      maxNodes: limits.perDealNodes,
      memoryMB: limits.memoryMB ?? DEFAULT_SOLVER_MEMORY_MB,
    });
    if (r.outcome === 'won') return ok({ deal, tried });
  }
  return ok(null);
};
