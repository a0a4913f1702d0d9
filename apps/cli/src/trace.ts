import { appendFileSync } from 'node:fs';

// Timings for the benchmark (bench/run.mjs), written only when SOLITAIRE_TRACE_FILE names a file: the time from
// process start to the first painted frame and to Ink's first frame (keys work from then on), and from each key
// press to the frame that answers it, measured in-process.
const file = process.env.SOLITAIRE_TRACE_FILE;
let keyAt: number | null = null;
let keyCpu = 0;
const cpuMs = () => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
let frames = 0;

const write = (record: Record<string, number | string>) => {
  try {
    appendFileSync(file!, `${JSON.stringify(record)}\n`);
  } catch {
    /* a benchmark aid never breaks the game */
  }
};

/** Notes that the first frame was painted, before the renderer loaded. */
export const traceFirstPaint = (): void => {
  if (!file) return;
  write({ event: 'first-paint', sinceStartMs: performance.now(), cpuMs: cpuMs() });
};

/** Notes that a key arrived (the next frame answers it). */
export const traceKey = (): void => {
  if (!file) return;
  keyAt = performance.now();
  keyCpu = cpuMs();
};

/** Notes that a frame was written. */
export const traceFrame = (): void => {
  if (!file) return;
  const now = performance.now();
  if (frames++ === 0) {
    write({ event: 'interactive', sinceStartMs: now, cpuMs: cpuMs() });
  } else if (keyAt !== null) {
    write({ event: 'redraw', ms: now - keyAt, cpuMs: cpuMs() - keyCpu });
  }
  keyAt = null;
};
