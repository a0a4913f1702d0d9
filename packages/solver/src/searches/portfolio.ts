import { SLICE } from '../tuning.js';
import type { Searcher, SliceEnd } from './searcher.js';

/**
 * What a search's running out (`done`) means to the portfolio: the solve ends undecided (the main search, whose
 * running out is a proof unless a line was cut), the search waits for the next slice (a probe starts a fresh dive
 * then; a beam that went everywhere only answers `done` again), or it leaves for good (a proof that can settle
 * nothing, its memory handed back).
 * @public
 */
export const doneMeanings = ['ends', 'waits', 'leaves'] as const;
/** What a search's running out means to the portfolio. */
type DoneMeaning = (typeof doneMeanings)[number];

/** One search of the portfolio and its share of each slice. */
export interface Entrant {
  readonly search: Searcher;
  /** Its nodes in a slice in which the main search gets `sliceNodes`. */
  readonly share: (sliceNodes: number) => number;
  /** Whether it searches in this slice; always when absent. */
  readonly joins?: () => boolean;
  /** Readies it for slice `slice`, in which it gets `nodes` (a probe starts over with a new shuffle). */
  readonly begin?: (slice: number, nodes: number) => void;
  readonly whenDone: DoneMeaning;
}

/**
 * How the portfolio ended: a win (found by `winner`), a loss proved, or undecided and why (null: the caller's stop).
 */
export interface PortfolioEnd {
  readonly outcome: 'won' | 'lost' | 'unknown';
  readonly winner: Searcher | null;
  readonly stop: 'nodes' | 'depth' | null;
}

/** The Luby sequence (1, 1, 2, 1, 1, 2, 4, ...), the classic schedule for restarts. */
export const luby = (i: number): number => {
  for (let k = 1; ; k++) {
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
  }
};

/** Work done by all the entrants, counted against the node budget. */
export const nodesOf = (entrants: readonly Entrant[]): number => {
  let nodes = 0;
  for (const e of entrants) nodes += e.search.nodes;
  return nodes;
};

/**
 * Runs the entrants in turn, slice after slice, until one of them wins or proves a loss, the caller stops them, or
 * all of them together reach `maxNodes`, in the order given. Slice i is `firstSlice * luby(i)` nodes, and each entrant
 * gets its share of that (the main search all of it): the main search resumes where it paused, while a probe
 * restarted after each slice gets dives of every length, most of them short.
 */
export const runPortfolio = (
  entrants: readonly Entrant[],
  maxNodes: number,
  stopped: () => boolean,
  firstSlice: number = SLICE,
): PortfolioEnd => {
  const left = new Set<Entrant>();
  const end = (outcome: PortfolioEnd['outcome'], winner: Searcher | null, stop: PortfolioEnd['stop']) => ({
    outcome,
    winner,
    stop,
  });
  for (let n = 1; ; n++) {
    const sliceNodes = firstSlice * luby(n);
    for (const entrant of entrants) {
      if (left.has(entrant) || (entrant.joins && !entrant.joins())) continue;
      const search = entrant.search,
        nodes = entrant.share(sliceNodes);
      entrant.begin?.(n, nodes);
      const r: SliceEnd = search.run(
        Math.min(search.nodes + nodes, search.nodes + maxNodes - nodesOf(entrants)),
        stopped,
      );
      if (r === 'won') return end('won', search, null);
      if (r === 'lost') return end('lost', null, null);
      if (r === 'stopped') return end('unknown', null, null);
      if (r === 'done' && entrant.whenDone === 'ends') return end('unknown', null, 'depth');
      if (r === 'done' && entrant.whenDone === 'leaves') left.add(entrant);
      if (nodesOf(entrants) >= maxNodes) return end('unknown', null, 'nodes');
    }
  }
};

/**
 * A search made when it first runs, for one that most solves end before needing; once it is done it hands its
 * memory back at once, and its work stays counted.
 */
export class Deferred implements Searcher {
  private made: Searcher | null = null;
  private spent = 0;

  constructor(private readonly make: () => Searcher) {}

  get nodes(): number {
    return this.made?.nodes ?? this.spent;
  }

  run(nodeLimit: number, stopped: () => boolean): SliceEnd {
    this.made ??= this.make();
    const r = this.made.run(nodeLimit, stopped);
    if (r === 'done') this.release();
    return r;
  }

  winningLine(): Int32Array {
    if (!this.made) throw new Error('a deferred search that never ran has no line');
    return this.made.winningLine();
  }

  release(): void {
    if (!this.made) return;
    this.spent = this.made.nodes;
    this.made.release();
    this.made = null;
  }
}

/**
 * A search made when it is first asked for: most solves end within the main search's first slice, before any
 * other search runs, and then never pay for the others' boards and tables.
 */
export class Lazy<S extends Searcher & { readonly bytes: number }> implements Searcher {
  private made: S | null = null;

  constructor(private readonly make: () => S) {}

  /** The search, made now if it was not yet. */
  get search(): S {
    return (this.made ??= this.make());
  }

  get nodes(): number {
    return this.made?.nodes ?? 0;
  }

  /** Bytes its table holds now (none before it is made). */
  get bytes(): number {
    return this.made?.bytes ?? 0;
  }

  run(nodeLimit: number, stopped: () => boolean): SliceEnd {
    return this.search.run(nodeLimit, stopped);
  }

  winningLine(): Int32Array {
    return this.search.winningLine();
  }

  release(): void {
    this.made?.release();
  }
}
