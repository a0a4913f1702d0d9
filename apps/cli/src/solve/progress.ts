/** A batch run's elapsed time for its progress line: 42 s, 3 min 07 s, 2 h 05 min. */
export const batchDuration = (ms: number): string => {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min ${String(s % 60).padStart(2, '0')} s`;
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')} min`;
};

/** Time left, from the pace so far (null before the first deal ends). */
export const eta = (done: number, total: number, elapsedMs: number): number | null =>
  done === 0 ? null : (elapsedMs / done) * (total - done);

/** The bar's cells when there is room, and the fewest worth drawing. */
const BAR_CELLS = 24,
  MIN_BAR_CELLS = 10;

/** A bar of `width` cells, filled in proportion. */
export const bar = (done: number, total: number, width = BAR_CELLS): string => {
  const full = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(full)}${'.'.repeat(width - full)}]`;
};

/** The phrases of a progress line, in the order shown. */
const progressParts = ['count', 'won', 'lost', 'unknown', 'elapsed', 'eta'] as const;
/** Each phrase of the line in the reader's language, and the count without its noun (`3/10`), for narrow terminals. */
export type ProgressTexts = Readonly<Record<(typeof progressParts)[number], string>> & { readonly shortCount: string };

/** What goes when the line is too long, after the bar: the least useful first. The count and the time left stay. */
const DROP_ORDER = ['elapsed', 'unknown', 'lost', 'won'] as const;
const SEPARATOR = ' · ';
const widthOf = (s: string): number => Array.from(s).length;

/**
 * The progress line for `width` columns (null: no limit, as in a log): the bar and every phrase when they fit;
 * else a shorter bar, then no bar, then fewer phrases (`DROP_ORDER`), then the bare count, each with a bar if it
 * leaves room for one; the time left is kept to the last, and only then is the line cut.
 */
export const fitProgress = (done: number, total: number, texts: ProgressTexts, width: number | null): string => {
  const kept = new Set<string>(progressParts);
  const line = (count: string) =>
    progressParts
      .filter((p) => kept.has(p))
      .map((p) => (p === 'count' ? count : texts[p]))
      .join(SEPARATOR);
  if (width === null) return `${bar(done, total)} ${line(texts.count)}`;
  // A bar goes with any text that leaves it room enough, in what the text leaves.
  const fitted = (text: string): string | null => {
    const room = width - widthOf(text) - 3;
    if (room >= MIN_BAR_CELLS) return `${bar(done, total, Math.min(BAR_CELLS, room))} ${text}`;
    return widthOf(text) <= width ? text : null;
  };
  const candidates = function* () {
    yield line(texts.count);
    for (const part of DROP_ORDER) {
      kept.delete(part);
      yield line(texts.count);
    }
    yield line(texts.shortCount);
    yield texts.eta;
  };
  for (const text of candidates()) {
    const out = fitted(text);
    if (out !== null) return out;
  }
  return `${Array.from(texts.eta)
    .slice(0, Math.max(0, width - 1))
    .join('')}…`;
};

/** The stream progress is drawn on: a terminal (with its width in columns, when known) or a log. */
export interface ProgressStream {
  write(s: string): unknown;
  readonly isTTY?: boolean;
  readonly columns?: number;
}

/** Columns assumed when a terminal does not say its width. */
const DEFAULT_COLUMNS = 80;

/**
 * Draws progress on a terminal's stderr, redrawn in place at most ten times a second and fitted to the terminal's
 * width at each redraw (so a resize is followed); when stderr is not a terminal (a log), writes one whole line per
 * tenth of the run instead.
 */
export class ProgressLine {
  private lastDraw = Number.NEGATIVE_INFINITY;
  private lastTenth = -1;
  constructor(
    private readonly out: ProgressStream,
    private readonly now: () => number,
  ) {}

  /** Shows `texts` for `done` of `total`. */
  update(done: number, total: number, texts: ProgressTexts): void {
    if (this.out.isTTY) {
      const t = this.now();
      if (done < total && t - this.lastDraw < 100) return;
      this.lastDraw = t;
      // One column short of the width: a character in the last column makes some terminals wrap at once.
      const columns = this.out.columns !== undefined && this.out.columns > 0 ? this.out.columns : DEFAULT_COLUMNS;
      this.out.write(`\r\u001b[2K${fitProgress(done, total, texts, Math.max(1, columns - 1))}`);
      return;
    }
    const tenth = Math.floor((done * 10) / Math.max(1, total));
    if (tenth === this.lastTenth) return;
    this.lastTenth = tenth;
    this.out.write(`${fitProgress(done, total, texts, null)}\n`);
  }

  /** Leaves the terminal line clean. */
  end(): void {
    if (this.out.isTTY) this.out.write('\r\u001b[2K');
  }
}
