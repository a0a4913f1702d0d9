import { describe, expect, it } from 'vitest';
import { SLICE } from '../tuning.js';
import { Deferred, type Entrant, luby, nodesOf, runPortfolio } from './portfolio.js';
import type { Searcher, SliceEnd } from './searcher.js';

/** A search that spends every node it is given and ends as `ends` says, given the nodes it has spent by then. */
class Scripted implements Searcher {
  nodes = 0;
  runs = 0;
  released = 0;
  constructor(private readonly ends: (nodes: number) => SliceEnd | null = () => null) {}
  run(nodeLimit: number): SliceEnd {
    this.runs++;
    const end = this.ends(this.nodes);
    if (end) return end;
    this.nodes = Math.floor(nodeLimit);
    return 'paused';
  }
  winningLine(): Int32Array {
    return Int32Array.of(this.nodes);
  }
  release(): void {
    this.released++;
  }
}

const entrant = (search: Searcher, more: Partial<Entrant> = {}): Entrant => ({
  search,
  share: (sliceNodes) => sliceNodes,
  whenDone: 'waits',
  ...more,
});
const never = () => false;

describe('portfolio', () => {
  it('gives the main search slices on the Luby schedule', () => {
    expect(Array.from({ length: 15 }, (_, i) => luby(i + 1))).toEqual([1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8]);
    const main = new Scripted();
    expect(runPortfolio([entrant(main)], 6 * SLICE, never)).toEqual({
      outcome: 'unknown',
      winner: null,
      stop: 'nodes',
    });
    // Slices of 1, 1, 2, 1 and 1 times SLICE.
    expect(main.runs).toBe(5);
  });

  it('scales every slice by the first slice it is given', () => {
    const spentBefore: number[] = [];
    const main = new Scripted((nodes) => {
      spentBefore.push(nodes);
      return null;
    });
    runPortfolio([entrant(main)], 4 * 1000, never, 1000);
    // Slices of 1, 1 and 2 times 1000.
    expect(spentBefore).toEqual([0, 1000, 2000]);
    expect(main.nodes).toBe(4000);
  });

  it('shares the node budget exactly, each search getting its share of the slice', () => {
    const main = new Scripted(),
      half = new Scripted();
    const entrants = [entrant(main), entrant(half, { share: (n) => n / 2 })];
    expect(runPortfolio(entrants, 1000, never).stop).toBe('nodes');
    expect(nodesOf(entrants)).toBe(1000);
    // Slices of 256 and 256 (the other gets 128 and 128), then the main search's 512 cut to what is left.
    expect(half.nodes).toBe(256);
    expect(main.nodes).toBe(744);
  });

  it('ends on a win, naming the search that found it, or on a proved loss', () => {
    const main = new Scripted(),
      probe = new Scripted((n) => (n >= 2 * SLICE ? 'won' : null));
    expect(runPortfolio([entrant(main), entrant(probe)], 10 ** 9, never)).toEqual({
      outcome: 'won',
      winner: probe,
      stop: null,
    });
    const proof = new Scripted((n) => (n > 0 ? 'lost' : null));
    expect(runPortfolio([entrant(new Scripted()), entrant(proof)], 10 ** 9, never).outcome).toBe('lost');
  });

  it('reads a search running out by what the entrant says it means', () => {
    // The main search running out without a proof (a line cut too deep) ends the solve undecided.
    const cut = new Scripted((n) => (n > 0 ? 'done' : null));
    expect(runPortfolio([entrant(cut, { whenDone: 'ends' })], 10 ** 9, never)).toEqual({
      outcome: 'unknown',
      winner: null,
      stop: 'depth',
    });
    // A probe that runs out of positions tries again next slice; a proof that can settle nothing leaves for good.
    const probe = new Scripted((n) => (n > 0 ? 'done' : null)),
      proof = new Scripted((n) => (n > 0 ? 'done' : null));
    runPortfolio([entrant(new Scripted()), entrant(probe), entrant(proof, { whenDone: 'leaves' })], 20 * SLICE, never);
    expect(probe.runs).toBeGreaterThan(5);
    expect(proof.runs).toBe(2);
  });

  it('runs a search only in the slices it joins, and stops when the caller says so', () => {
    const main = new Scripted(),
      late = new Scripted();
    runPortfolio([entrant(main), entrant(late, { joins: () => main.nodes >= 4 * SLICE })], 12 * SLICE, never);
    expect(late.runs).toBe(3);
    let asked = 0;
    const stops = new Scripted(() => (++asked > 3 ? 'stopped' : null));
    expect(runPortfolio([entrant(stops)], 10 ** 9, never)).toEqual({ outcome: 'unknown', winner: null, stop: null });
    expect(stops.runs).toBe(4);
  });

  it('makes a deferred search when it first runs and hands its memory back once it is done, its work still counted', () => {
    const made: Scripted[] = [];
    const deferred = new Deferred(() => {
      const s = new Scripted((n) => (n >= 100 ? 'done' : null));
      made.push(s);
      return s;
    });
    expect(deferred.nodes).toBe(0);
    expect(made).toHaveLength(0);
    expect(deferred.run(100, never)).toBe('paused');
    expect(deferred.run(200, never)).toBe('done');
    expect(made).toHaveLength(1);
    expect(made[0]!.released).toBe(1);
    expect(deferred.nodes).toBe(100);
    deferred.release();
    expect(made[0]!.released).toBe(1);
  });
});
