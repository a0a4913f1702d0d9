import { type Options, type Result, type VariantDefinition, err, ok, printable } from '@solitaire/engine';
import { type DealRating, dailySeedFor, dealInSequence, isDayText, isDealRating } from './deals.js';
import { budgets } from './protocol.js';

/**
 * A picked deal: of a rating, and the deal of the day when `day` is set (an earlier day's, for `practice`). Sought
 * (`seeking.pick`: the rating wanted, null for any) and then on the table (`dealPick`: the rating found).
 * @public
 */
export interface DealPick {
  readonly rating: DealRating | null;
  readonly day: string | null;
  /** An earlier day's deal of the day, played for practice: its win counts for no streak (see `dailyStanding`). */
  readonly practice: boolean;
}

/**
 * What a save keeps of a picked deal, so that a reload or a restart still knows it: the day of a deal of the day
 * (whether it is played for practice, and its rating when the solver gave one), or the rating of a deal picked by
 * difficulty.
 */
export type SavedDealPick =
  | { readonly kind: 'daily'; readonly day: string; readonly practice: boolean; readonly rating?: DealRating }
  | { readonly kind: 'rated'; readonly rating: DealRating };

/**
 * Reasons a save's pick is refused (the game itself still loads, as an untagged deal).
 * @public
 */
export const pickErrors = ['ERR_PICK_FORMAT', 'ERR_PICK_DAY', 'ERR_PICK_RATING', 'ERR_PICK_DEAL'] as const;
/** A pick error code. */
export type PickError = (typeof pickErrors)[number];

/**
 * The pick to store for a deal's tag; undefined for a deal that was not picked (saves then look as they always
 * did).
 */
export const savedDealPick = (pick: DealPick | null): SavedDealPick | undefined => {
  if (pick?.day) {
    const daily = { kind: 'daily', day: pick.day, practice: pick.practice } as const;
    return pick.rating ? { ...daily, rating: pick.rating } : daily;
  }
  if (pick?.rating) return { kind: 'rated', rating: pick.rating };
  return undefined;
};

/** The game a stored pick is read for: its deal and options, and the player's own day (`localDay`). */
export interface PickContext {
  readonly def: VariantDefinition;
  readonly deal: number;
  readonly chosen: Options;
  readonly today: string;
}

/** Whether `deal` can be the deal of the day of `day`: one of the deals its pick tries, in order. */
const isDailyCandidate = (c: PickContext, day: string): boolean => {
  const seed = dailySeedFor(c.def, day, c.chosen);
  for (let i = 1; i <= (budgets.pickDeal.maxTries ?? 1); i++) if (dealInSequence(seed, i) === c.deal) return true;
  return false;
};

/**
 * The tag a stored pick (parsed JSON, from a save's `pick` field) stands for: null when the field is absent (saves
 * written before picks were kept, or a deal not picked), a coded refusal when it is there but not a pick. A deal of
 * the day must be of a day not after the player's own, and its deal one that day's pick could have dealt: a save
 * cannot make any deal count for the streak.
 */
export const readDealPick = (data: unknown, context: PickContext): Result<DealPick | null, PickError> => {
  if (data === undefined) return ok(null);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err('ERR_PICK_FORMAT');
  const r = data as Record<string, unknown>;
  if (r.kind === 'daily') {
    if (!isDayText(r.day) || r.day > context.today) return err('ERR_PICK_DAY', printable(r.day, 32));
    if (r.rating !== undefined && !isDealRating(r.rating)) return err('ERR_PICK_RATING', printable(r.rating, 32));
    // Whether it counts for the streak was settled when it was dealt; a save that does not say is not believed.
    if (typeof r.practice !== 'boolean') return err('ERR_PICK_FORMAT', 'practice');
    if (!isDailyCandidate(context, r.day)) return err('ERR_PICK_DEAL', String(context.deal));
    return ok({ day: r.day, rating: r.rating ?? null, practice: r.practice });
  }
  if (r.kind === 'rated')
    return isDealRating(r.rating)
      ? ok({ day: null, rating: r.rating, practice: false })
      : err('ERR_PICK_RATING', printable(r.rating, 32));
  return err('ERR_PICK_FORMAT', printable(r.kind, 32));
};
