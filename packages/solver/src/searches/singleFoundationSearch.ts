import { type GameState, type Move, type Rules, applyMove, isWon } from '@solitaire/engine';
import { SingleFoundationBoard } from '../board/singleFoundationBoard.js';
import { doubled } from '../tables/arrayPool.js';
import { freeTalonFits, freeTalonSearch } from '../proofs/freeTalonProof.js';
import { DISCARDS_FIRST_SHARE, FREE_TALON_NODES, LAST_DEALS_NODES, LICENSED_DISCARDS_FIRST_SHARE } from '../tuning.js';
import { lastDealsStuck } from '../proofs/lastDealsProof.js';
import { licensedDiscardsFit, searchLicensedDiscards } from './licensedDiscardSearch.js';
import { NO_ROOM, PRESENT, WordSet, keyAmong } from '../tables/wordSet.js';

/** Positions between two looks at the caller's clock and cancellation. */
const CHECK_EVERY = 1024;

/** What the single-foundation search found, before `solve` dresses it as a `SolveResult`. */
export interface SingleFoundationAnswer {
  readonly outcome: 'won' | 'lost' | 'unknown';
  /** For `won`: engine moves, replayed through `applyMove` to a win. */
  readonly moves: Move[] | null;
  readonly nodes: number;
  /** For `unknown`: the node budget or the caller stopped it. */
  readonly stop: 'nodes' | 'stopped' | null;
  readonly tableBytes: number;
}

/** What entering a position found (see `searchSingleFoundation`). */
type Entered = 'won' | 'pruned' | 'open' | 'nodes' | 'stopped' | 'restart';

/** Depths of the line the search's stacks hold before they grow. */
const INITIAL_DEPTH = 128;

/** Positions of the shortest run where positions cannot come back (see `searchSingleFoundation`). */
const RUN_UNIT = 256;
/**
 * The same where moves are ordered by the ranks left (Black Hole): its runs find their wins sooner, so shorter ones
 * waste less. Deals 1-4000 undecided within 100,000 positions: 56 at 256, 47 at 128 (50 at 512, 53 at 32 and 64).
 */
const RANKS_LEFT_RUN_UNIT = 128;

/** The Luby sequence (1, 1, 2, 1, 1, 2, 4, 1, ...): run `i`'s budget in `RUN_UNIT`s, from 1. */
const luby = (i: number): number => {
  for (let k = 1; ; k++) {
    if (i === 2 ** k - 1) return 2 ** (k - 1);
    if (i < 2 ** k - 1) return luby(i - 2 ** (k - 1) + 1);
  }
};

/**
 * Decides a position of a single-foundation game (`singleFoundationMisfit` null) by a depth-first search over every
 * move of `SingleFoundationBoard`, each position's exact key kept in a set: a search that runs out has seen every
 * reachable position, so `lost` is a proof. `stopped` is asked every `CHECK_EVERY` positions; `runUnit` (by default
 * `RUN_UNIT`, or `RANKS_LEFT_RUN_UNIT`): see below; `earlierPointers` false turns off a reduction (for its tests).
 *
 * Where the stock turns onto the foundation once (Golf, TriPeaks), a position is also lost when the same one with
 * fewer stock cards turned was proven lost (`SingleFoundationBoard.pointerWord`): both lie in one chain of the set.
 *
 * Where positions cannot come back (cards only leave, passes only grow), the set holds positions searched to the end
 * without a win (a key goes in when its search ends, not when it starts): such a position is lost whatever line
 * reaches it. The search then restarts with the moves in another order (`SingleFoundationBoard.reorder`) after runs
 * of growing budgets (the Luby sequence of `RUN_UNIT`s), keeping the set: a run that goes deep into a lost corner
 * first no longer holds up the others, and every run ends its searches where the last ones did. A run that ends has
 * searched everything not proven lost before: the position is lost.
 */
export const searchSingleFoundation = (
  rules: Rules,
  state: GameState,
  maxNodes: number,
  memoryBytes: number,
  stopped: () => boolean,
  runUnit?: number,
  earlierPointers = true,
): SingleFoundationAnswer => {
  const board = new SingleFoundationBoard(rules, state, earlierPointers);
  const unit = runUnit ?? (board.byRanksLeft ? RANKS_LEFT_RUN_UNIT : RUN_UNIT);
  const w = board.width,
    room = board.maxMoves;
  const hashMask = board.hashMask();
  let seen = new WordSet(w, memoryBytes, hashMask);
  // Per depth of the line: the position's key (where the set has no room left and moves can come back, the line's
  // own keys keep it from looping), its moves, and how many of them the search has entered.
  let keys: Int32Array = new Int32Array(INITIAL_DEPTH * w),
    moveList: Int32Array = new Int32Array(INITIAL_DEPTH * room),
    moveCount: Int32Array = new Int32Array(INITIAL_DEPTH),
    tried: Int32Array = new Int32Array(INITIAL_DEPTH);
  let nodeLimit = maxNodes;
  let nodes = 0,
    runEnds = Number.POSITIVE_INFINITY,
    depth = 0;
  const restarts = !board.cyclic;
  // The same position with fewer passes used can play every line this one can: if it was lost, so is this one.
  const fewer = new Int32Array(w);
  const lostWithFewerPasses = (): boolean => {
    if (!board.countsPasses) return false;
    for (let pass = 0; pass < board.pass; pass++) {
      board.key(fewer, 0, pass);
      if (seen.has(fewer)) return true;
    }
    return false;
  };
  /** Makes room for the line's depths up to `d`. */
  const deeper = (d: number): void => {
    const grown = (a: Int32Array, by: number): Int32Array => (a.length >= by ? a : grown(doubled(a), by));
    keys = grown(keys, (d + 1) * w);
    moveList = grown(moveList, (d + 1) * room);
    moveCount = grown(moveCount, d + 1);
    tried = grown(tried, d + 1);
  };
  /** Where positions cannot come back: whether the position, keyed at `d`, is proven lost already. */
  const knownLost = (d: number): boolean => {
    board.key(keys, d * w);
    if (board.pointerWord >= 0)
      return seen.hasWithFields(keys, d * w, board.pointerWord, board.pointerAt, board.pointerBits, 1, false);
    return seen.has(keys, d * w) || lostWithFewerPasses();
  };
  /**
   * Enters the position at `depth`: 'won', 'pruned' (seen, or lost already), 'open' (its moves listed), or where a
   * budget ran out, 'nodes', 'stopped', 'restart'.
   */
  const enter = (looked = false): Entered => {
    if (board.isWon()) return 'won';
    if ((depth + 1) * w > keys.length || (depth + 1) * room > moveList.length) deeper(depth);
    if (restarts) {
      if (!looked && knownLost(depth)) return 'pruned';
    } else {
      board.key(keys, depth * w);
      const added = seen.add(keys, depth * w);
      if (added === PRESENT || (added === NO_ROOM && board.cyclic && keyAmong(keys, depth, w, keys, depth * w)))
        return 'pruned';
    }
    if (++nodes > nodeLimit) return 'nodes';
    if (nodes > runEnds) return 'restart';
    if (nodes % CHECK_EVERY === 0 && stopped()) return 'stopped';
    moveCount[depth] = board.moves(moveList, depth * room);
    tried[depth] = 0;
    return 'open';
  };
  /**
   * One run of the depth-first search from the start, as a loop over the line's depths (no recursion, no exceptions):
   * 'won' with the line on the board, 'lost' with every move from the start searched, or a budget's end.
   */
  const search = (): 'won' | 'lost' | 'nodes' | 'stopped' | 'restart' => {
    depth = 0;
    let entered = enter();
    for (;;) {
      if (entered === 'won' || entered === 'nodes' || entered === 'stopped' || entered === 'restart') return entered;
      if (entered === 'open' && tried[depth]! < moveCount[depth]!) {
        board.apply(moveList[depth * room + tried[depth]!++]!);
        // Where positions cannot come back, most moves out of a lost corner lead to positions proven lost already:
        // looking them up first spares the tests of loss (`hopeless`), which cost more. Neither counts a position.
        if ((depth + 2) * w > keys.length) deeper(depth + 1);
        if ((restarts && knownLost(depth + 1)) || board.hopeless()) board.undo();
        else {
          depth++;
          entered = enter(restarts);
        }
        continue;
      }
      // Every move searched without a win: where positions cannot come back, the position is lost.
      if (entered === 'open' && restarts) seen.add(keys, depth * w);
      if (depth === 0) return 'lost';
      depth--;
      board.undo();
      entered = 'open';
    }
  };
  /** Runs the search from the start, each run in its own order of moves, until one ends. */
  const runs = (): 'won' | 'lost' | 'nodes' | 'stopped' => {
    for (let run = 0; ; run++) {
      board.reorder(run);
      runEnds = restarts ? nodes + luby(run + 1) * unit : Number.POSITIVE_INFINITY;
      const end = search();
      if (end !== 'restart') return end;
      for (; depth > 0; depth--) board.undo();
    }
  };
  /**
   * Where lone cards are arranged and cards are discarded by a higher one of their suit (Aces Up), a first search
   * keeps to discards first (`discardsFirst`): far fewer positions, and nearly every won deal has a win among them.
   * It proves wins only; when it ends without one, the full search starts afresh with the budget left.
   */
  const discardsFirst = (): 'won' | 'lost' | 'nodes' | 'stopped' => {
    board.discardsFirst = true;
    nodeLimit = Math.floor(maxNodes * DISCARDS_FIRST_SHARE);
    const end = runs();
    nodeLimit = maxNodes;
    board.discardsFirst = false;
    if (end === 'won' || end === 'stopped') return end;
    for (; depth > 0; depth--) board.undo();
    seen.release();
    seen = new WordSet(w, memoryBytes, hashMask);
    return runs();
  };
  let wonFirst = false;
  // Where the licensed game fits (Aces Up), it replaces the full search after discards first: far smaller, as exact.
  if (board.lonesArranged && licensedDiscardsFit(rules, state) && !board.isWon()) {
    const last = lastDealsStuck(state, LAST_DEALS_NODES);
    nodes += last.positions;
    if (last.lost) return { outcome: 'lost', moves: null, nodes, stop: null, tableBytes: 0 };
    board.discardsFirst = true;
    nodeLimit = Math.floor(maxNodes * LICENSED_DISCARDS_FIRST_SHARE);
    const first = runs();
    board.discardsFirst = false;
    wonFirst = first === 'won';
    if (!wonFirst) {
      const spent = nodes;
      seen.release();
      if (first === 'stopped') return { outcome: 'unknown', moves: null, nodes, stop: 'stopped', tableBytes: 0 };
      const a = searchLicensedDiscards(rules, state, maxNodes - spent, memoryBytes, stopped);
      return {
        outcome: a.outcome,
        moves: a.moves ? replayed(rules, state, a.moves) : null,
        nodes: spent + a.nodes,
        stop: a.stop,
        tableBytes: a.tableBytes,
      };
    }
    nodeLimit = maxNodes;
  }
  let outcome: SingleFoundationAnswer['outcome'] = 'lost',
    stop: SingleFoundationAnswer['stop'] = null;
  /**
   * Where cards leave in pairs (Pyramid), whether the game with every talon card free has no win: most lost deals
   * are settled so in a few thousand positions, counted in the budget (`freeTalonSearch`).
   */
  const looseGameLost = (): boolean => {
    if (!freeTalonFits(rules)) return false;
    const loose = freeTalonSearch(rules, state, Math.min(maxNodes, FREE_TALON_NODES), memoryBytes, stopped);
    nodes += loose.nodes;
    return loose.outcome === 'lost';
  };
  const end =
    board.isWon() || wonFirst
      ? 'won'
      : board.hopelessAtStart() || looseGameLost()
        ? 'lost'
        : board.lonesArranged && rules.discard?.by === 'higherOfSuit'
          ? discardsFirst()
          : runs();
  if (end === 'won') outcome = 'won';
  else if (end !== 'lost') {
    outcome = 'unknown';
    stop = end;
  }
  const line: number[] = [];
  if (outcome === 'won') for (let d = 0; d < depth; d++) line.push(moveList[d * room + tried[d]! - 1]!);
  // Each move's engine moves are read from the position before it: back to the start, then along the line.
  for (let d = 0; d < line.length; d++) board.undo();
  const engineMoves: Move[] = [];
  for (const m of line) {
    engineMoves.push(...board.engineMoves(m));
    board.apply(m);
  }
  const moves = outcome === 'won' ? replayed(rules, state, engineMoves) : null;
  const tableBytes = seen.bytes;
  seen.release();
  return { outcome, moves, nodes, stop, tableBytes };
};

/** The line, checked move by move through `applyMove` to a win (a failure is a solver bug). */
const replayed = (rules: Rules, state: GameState, moves: Move[]): Move[] => {
  let s = state;
  for (const [i, m] of moves.entries()) {
    const next = applyMove(rules, s, m);
    if (!next.ok) throw new Error(`solver produced an illegal move at step ${i}: ${next.error} ${JSON.stringify(m)}`);
    s = next.value;
  }
  if (!isWon(rules, s)) throw new Error('solver produced a line that does not win');
  return moves;
};
