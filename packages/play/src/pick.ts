import { type Result, err, ok } from '@solitaire/engine';
import { type DealRating, isDayText, isDealRating } from './deals.js';

/** What is known of the deal on the table beyond its number: its rating, and the day it is the deal of. */
export interface DealTag {
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
export type StoredPick =
  | { readonly kind: 'daily'; readonly day: string; readonly practice: boolean; readonly rating?: DealRating }
  | { readonly kind: 'rated'; readonly rating: DealRating };

/** Reasons a save's pick is refused (the game itself still loads, as an untagged deal). */
export const pickErrors = ['ERR_PICK_FORMAT', 'ERR_PICK_DAY', 'ERR_PICK_RATING'] as const;
/** A pick error code. */
export type PickError = (typeof pickErrors)[number];

/** The pick to store for a deal's tag; undefined for a deal that was not picked (saves then look as they always did). */
export const storedPick = (tag: DealTag | null): StoredPick | undefined => {
  if (tag?.day) {
    const daily = { kind: 'daily', day: tag.day, practice: tag.practice } as const;
    return tag.rating ? { ...daily, rating: tag.rating } : daily;
  }
  if (tag?.rating) return { kind: 'rated', rating: tag.rating };
  return undefined;
};

/**
 * The tag a stored pick (parsed JSON, from a save's `pick` field) stands for: null when the field is absent (saves
 * written before picks were kept, or a deal not picked), a coded refusal when it is there but not a pick.
 */
export const parseStoredPick = (data: unknown): Result<DealTag | null, PickError> => {
  if (data === undefined) return ok(null);
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return err('ERR_PICK_FORMAT');
  const r = data as Record<string, unknown>;
  if (r.kind === 'daily') {
    if (!isDayText(r.day)) return err('ERR_PICK_DAY', String(r.day).slice(0, 32));
    if (r.rating !== undefined && !isDealRating(r.rating)) return err('ERR_PICK_RATING', String(r.rating).slice(0, 32));
    // Whether it counts for the streak was settled when it was dealt; a save that does not say is not believed.
    if (typeof r.practice !== 'boolean') return err('ERR_PICK_FORMAT', 'practice');
    return ok({ day: r.day, rating: r.rating ?? null, practice: r.practice });
  }
  if (r.kind === 'rated') return isDealRating(r.rating) ? ok({ day: null, rating: r.rating, practice: false }) : err('ERR_PICK_RATING', String(r.rating).slice(0, 32));
  return err('ERR_PICK_FORMAT', String(r.kind).slice(0, 32));
};
