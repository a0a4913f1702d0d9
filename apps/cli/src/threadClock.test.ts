import { describe, expect, it } from 'vitest';
import { threadClock } from './threadClock.js';

describe('threadClock', () => {
  it('counts the processor time of this thread: it never goes back, and work moves it on', () => {
    const start = threadClock();
    let x = 0;
    let after = start;
    // Work until the clock has moved (processor time is counted in steps of a tick), with a generous bound.
    for (let round = 0; round < 10_000 && after === start; round++) {
      for (let i = 0; i < 100_000; i++) x = (x * 31 + i) | 0;
      after = threadClock();
    }
    expect(after).toBeGreaterThan(start);
    expect(threadClock()).toBeGreaterThanOrEqual(after);
    expect(x).not.toBeNaN();
  });
});
