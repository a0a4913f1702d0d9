import { describe, expect, it } from 'vitest';
import { IDLE_MS, clockAt, elapsedMs, isIdle, startClock, stopClock, touchClock } from './clock.js';

// Times are plain numbers handed in, never read from a clock: each test is a sequence of events.
describe('the clock', () => {
  it('counts the time between actions', () => {
    let c = startClock(clockAt(0), 1_000);
    c = touchClock(c, 21_000);
    expect(elapsedMs(c, 21_000)).toBe(20_000);
    expect(elapsedMs(c, 51_000)).toBe(50_000);
  });

  it('stops a minute after the last action, and does not count the idle time when play resumes', () => {
    let c = startClock(clockAt(5_000), 0);
    expect(isIdle(c, IDLE_MS - 1)).toBe(false);
    expect(elapsedMs(c, IDLE_MS)).toBe(5_000 + IDLE_MS);
    expect(isIdle(c, IDLE_MS)).toBe(true);
    expect(elapsedMs(c, 10 * IDLE_MS)).toBe(5_000 + IDLE_MS);
    c = touchClock(c, 10 * IDLE_MS);
    expect(isIdle(c, 10 * IDLE_MS)).toBe(false);
    expect(elapsedMs(c, 10 * IDLE_MS + 3_000)).toBe(5_000 + IDLE_MS + 3_000);
  });

  it('banks at most the idle allowance when stopped after a long pause', () => {
    const c = stopClock(startClock(clockAt(0), 0), 5 * IDLE_MS);
    expect(c).toEqual({ bankedMs: IDLE_MS, since: null });
    expect(touchClock(c, 6 * IDLE_MS)).toBe(c);
  });
});
