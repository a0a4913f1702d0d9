// Work that can wait (the solver worker, the service worker, the manifest, the certain-finish search) starts once
// the first frame with cards is on the screen: on a machine with few cores, a thread starting or a search running
// while that frame is rasterised delays it. A frame's callbacks run before it is painted, so a timer set in one
// (the older way here) fires while the frame is still on its way; the paint timing entry says when it is shown.

// Where paint timing never reports (a page loaded hidden, say), the waiting work starts anyway after this.
const NET_MS = 3000;

let painted: Promise<void> | null = null;

const paintTiming = (): boolean =>
  typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

// After the paint, the first idle moment: the frames right after it (the deal's animation starting) come first.
const whenIdle = (f: () => void) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => f(), { timeout: 1000 });
  else setTimeout(f, 0);
};

/** Resolves at the first idle moment after the page has painted its first content (or its first frame). */
export const afterFirstPaint = (): Promise<void> =>
  (painted ??= new Promise<void>((resolve) => {
    const done = () => whenIdle(resolve);
    if (!paintTiming()) {
      requestAnimationFrame(done);
      return;
    }
    const net = setTimeout(resolve, NET_MS);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      clearTimeout(net);
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  }));
