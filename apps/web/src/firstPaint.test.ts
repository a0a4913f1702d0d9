import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A stand-in for the browser's paint timing: the test says when the first contentful paint happens.
const fakePaintTiming = () => {
  const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly cb: (list: { getEntriesByName: (n: string) => unknown[] }) => void) {}
    observe() {
      observers.push(this.cb);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.cb), 1);
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  // The browser's idle moment, some time after the paint.
  vi.stubGlobal('requestIdleCallback', (f: () => void) => setTimeout(f, 50));
  return {
    paint: (name: string) =>
      [...observers].forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })),
  };
};

// firstPaint.js keeps its one promise for the page's life: each test imports a fresh copy (other test files that
// share this worker may have imported it already).
beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetModules();
});

describe('afterFirstPaint', () => {
  it('waits for the first contentful paint, not for the first frame, then for an idle moment', async () => {
    vi.useFakeTimers();
    const timing = fakePaintTiming();
    const { afterFirstPaint } = await import('./firstPaint.js');
    let started = false;
    void afterFirstPaint().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    timing.paint('first-paint');
    await vi.advanceTimersByTimeAsync(100);
    expect(started).toBe(false);
    timing.paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(50);
    expect(started).toBe(true);
  });

  it('starts the waiting work anyway when no paint is ever reported (a page loaded hidden)', async () => {
    vi.useFakeTimers();
    fakePaintTiming();
    const { afterFirstPaint } = await import('./firstPaint.js');
    let started = false;
    void afterFirstPaint().then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(2999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(started).toBe(true);
  });
});
