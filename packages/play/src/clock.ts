/** A game's clock: time banked so far, and since when it runs (null while stopped). Plain data, so it can be saved. */
export interface Clock {
  readonly bankedMs: number;
  readonly since: number | null;
}

/** A clock at zero, stopped. */
export const stoppedClock: Clock = { bankedMs: 0, since: null };

/**
 * A stopped clock showing `ms` (a resumed game's time); a time that is not a finite, non-negative number counts as
 * zero.
 */
export const clockAt = (ms: number): Clock => ({ bankedMs: Number.isFinite(ms) && ms > 0 ? ms : 0, since: null });

/**
 * How long the clock keeps running after the player's last action: a player who walks away is not timed. The time
 * beyond it is never counted, even once they come back.
 */
export const IDLE_MS = 60_000;

/** The time on the clock at `now`: what is banked, plus the time since the last action, at most `IDLE_MS` of it. */
export const elapsedMs = (c: Clock, now: number): number =>
  c.bankedMs + (c.since === null ? 0 : Math.min(IDLE_MS, Math.max(0, now - c.since)));

/** Whether a running clock has stopped for want of an action (it runs again at the next one). */
export const isIdle = (c: Clock, now: number): boolean => c.since !== null && now - c.since >= IDLE_MS;

/** The clock after a player's action at `now`: the time so far is banked and the idle count starts again. */
export const touchClock = (c: Clock, now: number): Clock =>
  c.since === null ? c : { bankedMs: elapsedMs(c, now), since: now };

/** The clock running from `now` (unchanged when it already runs). */
export const startClock = (c: Clock, now: number): Clock => (c.since === null ? { ...c, since: now } : c);

/** The clock stopped at `now`, its time banked (unchanged when it is stopped). */
export const stopClock = (c: Clock, now: number): Clock =>
  c.since === null ? c : { bankedMs: elapsedMs(c, now), since: null };
