/** A duration for people: 42 s, 3 min 07 s, 2 h 05 min. */
export const formatDuration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
};

/** Time left, from the pace so far (null before the first deal ends). */
export const eta = (done: number, total: number, elapsedMs: number): number | null =>
  done === 0 ? null : (elapsedMs / done) * (total - done);

/** A bar of `width` cells, filled in proportion. */
export const bar = (done: number, total: number, width = 24): string => {
  const full = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
};

/**
 * Draws progress on a terminal's stderr, redrawn in place at most ten times a second; when stderr is not a
 * terminal (a log), writes one line per tenth of the run instead.
 */
export class ProgressLine {
  private lastDraw = 0;
  private lastTenth = -1;
  constructor(
    private readonly out: { write(s: string): unknown; readonly isTTY?: boolean },
    private readonly now: () => number,
  ) {}

  /** Shows `text` for `done` of `total`. */
  update(done: number, total: number, text: string): void {
    const line = `${bar(done, total)} ${text}`;
    if (this.out.isTTY) {
      const t = this.now();
      if (done < total && t - this.lastDraw < 100) return;
      this.lastDraw = t;
      this.out.write(`\r\u001b[2K${line}`);
      return;
    }
    const tenth = Math.floor((done * 10) / Math.max(1, total));
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.out.write(`${line}\n`);
  }

  /** Leaves the terminal line clean. */
  end(): void {
    if (this.out.isTTY) this.out.write('\r\u001b[2K');
  }
}
