/**
 * How a slice of a search ended, in the same words for every search the solver runs side by side: it found a win
 * (its board holds the line), proved the start lost, used up the nodes it was given (the next call goes on), was
 * stopped by the caller's clock or cancellation, or has nothing more to search without having proved anything.
 * @public
 */
export const sliceEnds = ['won', 'lost', 'paused', 'stopped', 'done'] as const;
/** How a slice of a search ended. */
export type SliceEnd = (typeof sliceEnds)[number];

/** A search that runs in slices, so that `solve` can share its budget among several (`runPortfolio`). */
export interface Searcher {
  /** Work done so far, counted against `solve`'s node budget: positions reached, or a proof's steps. */
  readonly nodes: number;
  /**
   * Searches on from where the last slice ended until `nodeLimit` nodes in all or an end; `stopped` is asked every
   * few thousand steps, and true stops the slice.
   */
  run(nodeLimit: number, stopped: () => boolean): SliceEnd;
  /** The internal moves of the win the last slice ended on (`won`), from the start position. */
  winningLine(): Int32Array;
  /** Hands its memory over to the next search; it must not be used again. */
  release(): void;
}
