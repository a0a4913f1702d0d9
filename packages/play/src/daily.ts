// The deal of the day's streak is about playing each day, as players of daily challenges expect: only the deal of
// the player's own day, started on that day, extends it. An earlier day's deal can still be played, for practice;
// a later day's is not out yet.

/**
 * How a deal of the day stands for a player on a given day: today's, an earlier day's (practice), or not out yet.
 * @public
 */
export const dailyStandings = ['today', 'practice', 'future'] as const;
/** A deal of the day's standing. */
export type DailyStanding = (typeof dailyStandings)[number];

/** The standing of the deal of the day of `day` for a player whose own calendar day is `today` (both `YYYY-MM-DD`). */
export const dailyStanding = (day: string, today: string): DailyStanding =>
  day === today ? 'today' : day < today ? 'practice' : 'future';

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * The player's own calendar day (`YYYY-MM-DD`) at a time, in the time zone the date is read in: the day whose deal
 * of the day is today's for them. Every player gets the same deal for the same date, at their own midnight.
 */
export const localDay = (date: Date): string =>
  `${String(date.getFullYear()).padStart(4, '0')}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
