import { applyMove, type GameState, isWon, type Move, positionKey, type Rules } from '@solitaire/engine';
import { SolverBoard } from './board/solverBoard.js';
import { unmodelledRule } from './board/unmodelled.js';
import { singleFoundationMisfit } from './board/singleFoundationBoard.js';
import { searchSingleFoundation } from './searches/singleFoundationSearch.js';
import { DeadEnds } from './proofs/deadEnds.js';
import { DealtOrderProof, dealtOrderHolds } from './proofs/dealtOrderProof.js';
import { BeamSearch } from './searches/beamSearch.js';
import { DepthFirstSearch } from './searches/depthFirstSearch.js';
import { Deferred, type Entrant, Lazy, nodesOf, runPortfolio } from './searches/portfolio.js';
import {
  BEAM_MEMORY,
  BEAM_SHARE,
  DEALT_OUT_BEAM_SHARE,
  DEALT_OUT_SLICE,
  DEFAULT_SOLVER_MEMORY_MB,
  GROUP_BEAM_SHARE,
  RUN_BEAM_SHARE,
  RUN_PROBE_SHARE,
  GROUP_FADE,
  GROUP_PROBE_SHARE,
  MOBILE_BEAM_MEMORY,
  MOBILE_BEAMS_AFTER,
  ORDER_PROOF_AFTER,
  ORDER_PROOF_MEMORY,
  ORDER_PROOF_SHARE,
  ORDER_UNTIL,
  PER_FREE_MOVE,
  PROBE_FADE,
  PROBE_MEMORY,
  PROBE_SHARE,
  PROBE_TABLE_MAX_BYTES,
  RELAXED_PROBE_SHARE,
  SAFE_BEAM_SHARE,
  DIG_SHARE,
  SHUFFLED_MEMORY,
  SHUFFLED_NOISE,
  SHUFFLED_SEARCHES,
  SHUFFLED_SHARE,
  SMALL_SPACE_BEAM_SHARE,
  SLICE,
} from './tuning.js';

/**
 * What the solver concludes: a win found, no win possible (every reachable position searched), or out of budget.
 * @public
 */
export const solveOutcomes = ['won', 'lost', 'unknown'] as const;
/** A solver outcome. */
export type SolveOutcome = (typeof solveOutcomes)[number];

/**
 * Why a search stopped before deciding: node budget, time budget, cancelled by the caller, a line of play
 * deeper than the solver keeps in memory (65,536 positions) had to be cut, or rules the solver does not model yet
 * (`unmodelledRule`: no search was made).
 * @public
 */
export const solveStops = ['nodes', 'time', 'cancelled', 'depth', 'unsupported'] as const;
/** A reason for an `unknown` outcome. */
type SolveStop = (typeof solveStops)[number];

/** Budgets and cancellation for `solve`; every field is optional. */
export interface SolveOptions {
  /** Most positions to expand. */
  readonly maxNodes?: number;
  /** Most milliseconds to search, on `clock`. */
  readonly timeMs?: number;
  /**
   * The clock `timeMs` is counted on, in milliseconds (default `performance.now`, the wall clock). A thread's own
   * processor time keeps a busy machine from cutting the search short: the same budget then gives the same answer.
   */
  readonly clock?: () => number;
  /**
   * Cap of the transposition tables in MiB (default `DEFAULT_SOLVER_MEMORY_MB`); the search stays correct when they are
   * full.
   */
  readonly memoryMB?: number;
  /** Stops the search when aborted. */
  readonly signal?: AbortSignal;
  /** Asked every few thousand steps; returning true stops the search. */
  readonly shouldStop?: () => boolean;
}

/** The answer of `solve`. */
export interface SolveResult {
  readonly outcome: SolveOutcome;
  /** For `won`: engine moves (draws and redeals included) that replay to a win through `applyMove`. */
  readonly moves: readonly Move[] | null;
  /** Positions reached (probes included). */
  readonly nodes: number;
  /** Of `nodes`, the positions the probes and the beams reached (all but the main search). */
  readonly probeNodes: number;
  /** Milliseconds spent. */
  readonly ms: number;
  /** For `unknown`: which budget ran out. */
  readonly stop: SolveStop | null;
  /** Bytes the transposition tables reached. */
  readonly tableBytes: number;
}

/**
 * Largest cap a solve takes (a larger `memoryMB` is held to it). Tables grow up to their caps, and the dealt-order
 * proof's is twice the cap: past this, the arrays would pass 16 GiB, more than most machines hold.
 */
export const MAX_SOLVER_MEMORY_MB = 8192;

/**
 * Decides a position with every card known ("thoughtful" solitaire): depth-first search over the moves of
 * `MoveGenerator`, safe foundation moves played at once, positions already searched skipped by a 64-bit hash,
 * interleaved with short shuffled searches and beam searches (`BeamSearch`, not where no safe rule is proved and
 * there is a stock), which look for wins. `lost` means some card can never reach a foundation (`DeadEnds`,
 * tried first) or the main search, or a beam that dropped nothing, ran out of positions. A `won` answer is
 * replayed through the engine's `applyMove` before it is returned.
 */
export const solve = (rules: Rules, state: GameState, options: SolveOptions = {}): SolveResult =>
  solveWith(rules, state, options, { floating: true, dominance: true, probes: true, deadEnds: true, inverses: true });

/** Which of the search's parts to use; the tests turn them off to check them against the plain search. */
export interface SolverParts {
  readonly floating: boolean;
  readonly dominance: boolean;
  readonly probes: boolean;
  /** Try `DeadEnds`' proof of loss before searching. */
  readonly deadEnds: boolean;
  /** Skip the move that takes back the last one (`inverseOfLastPly`); on unless false. */
  readonly inverses?: boolean;
  /** Follow a whole pile moved onto another with a fill at once (`fillsNextHolds`); on unless false. */
  readonly fillsNext?: boolean;
  /** Cut positions whose face-down cards can never all turn up (`LockedPiles`); on unless false. */
  readonly lockedPiles?: boolean;
  /** Cut positions where some card can never go up (`BuriedCards`); on unless false. */
  readonly buriedCards?: boolean;
  /**
   * Run beam searches beside the probes (`BeamSearch`), except where no safe foundation rule is proved and there is a
   * stock; on unless false.
   */
  readonly beams?: boolean;
  /**
   * Where beams run with no safe rule, except where only complete runs go up, run a second kind that scores the
   * moves a position offers, from `MOBILE_BEAMS_AFTER` (`PER_FREE_MOVE`); on unless false.
   */
  readonly mobileBeams?: boolean;
  /**
   * Where every card is dealt face up with no stock and builds read only colour, run `SHUFFLED_SEARCHES` depth-first
   * searches in shuffled orders that keep their tables; on unless false.
   */
  readonly shuffled?: boolean;
  /**
   * There, also run a search in the main order that fills cells and empty piles only to dig (`MoveGenerator.dig`),
   * first in each slice, and let the shuffled searches dig only too; on unless false.
   */
  readonly dig?: boolean;
  /**
   * Let the probes' and the beams' shares fade past `PROBE_FADE` where a safe rule is proved (see `probeShare`); on
   * unless false.
   */
  readonly fade?: boolean;
  /** Run `DealtOrderProof` beside the searches where it applies (`dealtOrderHolds`); on unless false. */
  readonly dealtOrder?: boolean;
  /**
   * Main-search positions after which `DealtOrderProof` joins in (`ORDER_PROOF_AFTER` unless set; the tests set less).
   */
  readonly dealtOrderAfter?: number;
}

/**
 * The probes' (or the beams') share of the next slice, once the main search has expanded `mainNodes` positions; it
 * fades past `fadeAfter` of them.
 */
export const probeShare = (share: number, fades: boolean, mainNodes: number, fadeAfter = PROBE_FADE): number =>
  fades && mainNodes > fadeAfter ? (share * fadeAfter) / mainNodes : share;

/** The searches of a solve within `memory` bytes, in the order each slice runs them (the digging searches first). */
interface Portfolio {
  readonly main: DepthFirstSearch;
  readonly entrants: readonly Entrant[];
  /** Bytes the searches' transposition tables hold now. */
  readonly tableBytes: () => number;
  /** The main search's nodes in the first slice (then the Luby sequence). */
  readonly firstSlice: number;
}

/** The portfolio `solve` runs on a position: which searches, with what share of each slice. */
export const portfolioFor = (rules: Rules, state: GameState, parts: SolverParts, memory: number): Portfolio => {
  const main = new DepthFirstSearch(rules, state, { ...parts, provesLoss: true }, memory);
  // Probes: depth-first dives in a shuffled order with a small table, started over after every slice. Their own
  // wins are as good as any; a loss is proved by the main search running out of positions (or a beam). Relaxed
  // probes only where no safe rule is proved: elsewhere the safe moves already do what greed would.
  const relaxed = parts.probes && !main.moves.dominance;
  const probe = parts.probes
    ? new Lazy(() => {
        const made = new DepthFirstSearch(
          rules,
          state,
          { ...parts, provesLoss: false },
          Math.min(memory * PROBE_MEMORY, PROBE_TABLE_MAX_BYTES),
        );
        made.moves.noPlayBack = relaxed;
        made.moves.safeAcrossShuffles = true;
        made.moves.noSideways = made.board.groups;
        return made;
      })
    : null;
  // Where a safe rule is proved, the probes' and the beams' wins come early and the late ones rarely: their
  // shares fade, and a long search stops ordering its moves.
  const safeRule = main.moves.dominance;
  const fades = safeRule && (parts.fade ?? true);
  const fadeAfter = main.board.groups ? GROUP_FADE : PROBE_FADE;
  // Beams find wins the depth-first searches miss, where every card is dealt to the tableau (so that the beam's
  // score sees them all) or, at a small share, where a safe rule is proved; not where there is a stock and no safe
  // rule (Bureau), where they found none. A beam's table weeds out the positions it has seen, which keeps its width
  // for new ones: it gets half the main search's memory. Spread (each position's best child kept first) where beams
  // get a full share, and where a safe rule is proved with every card dealt face up to the piles and no stock (the
  // FreeCell family, the fans, Baker's Dozen, Portuguese Solitaire): there its wins come late too, so its share does
  // not fade, and it equals the main search's, since it wins the hard deals there sooner than the main search does.
  // Where a safe rule is proved with a stock (Klondike's kin, Canfield), beams take turns, each width plain then
  // spread: each kind wins deals the other reaches late, and a spread beam alone cost some quick plain wins.
  const runs = main.board.completeRuns && !main.board.groups;
  const safeWithoutGroups = safeRule && !main.board.groups;
  const dealtOut = safeWithoutGroups && rules.stock === null;
  // Where builds read only colour besides (FreeCell), each card has two parents: lines that differ in which one it
  // took run apart for long, so the main search's order reaches some wins late. There shuffled searches that keep
  // their tables and lines from slice to slice (unlike the probes) walk other orders; they only look for wins. Where
  // builds go by suit, they cost more positions than they saved.
  const byColour = dealtOut && rules.tableau.build.suit === 'alternateColour';
  const alternate = safeWithoutGroups && !dealtOut;
  const beam =
    (safeRule || rules.stock === null || main.board.completeRuns) && (parts.beams ?? true)
      ? new Lazy(
          () =>
            new BeamSearch(rules, state, memory * BEAM_MEMORY, { spread: (!safeRule && !runs) || dealtOut, alternate }),
        )
      : null;
  // A second beam, scoring the moves each position offers as well, where beams get a full share: it gets a
  // quarter of the memory, since its wins came at widths up to a few thousand, whose tables fit. Not where only
  // complete runs go up (the Spider family), where it won nothing the plain beam would not have won sooner.
  const mobile =
    beam && !safeRule && !runs && (parts.mobileBeams ?? true)
      ? new Lazy(() => new BeamSearch(rules, state, memory * MOBILE_BEAM_MEMORY, { perFreeMove: PER_FREE_MOVE }))
      : null;
  const probeShareNow = runs
    ? RUN_PROBE_SHARE
    : relaxed
      ? RELAXED_PROBE_SHARE
      : main.board.groups
        ? GROUP_PROBE_SHARE
        : PROBE_SHARE;
  const beamShare = runs
    ? RUN_BEAM_SHARE
    : main.board.groups
      ? GROUP_BEAM_SHARE
      : dealtOut
        ? DEALT_OUT_BEAM_SHARE
        : safeRule
          ? SAFE_BEAM_SHARE
          : BEAM_SHARE;
  // Greedy probes only where every card is dealt to the tableau: with a stock, cards sent up at once are parents
  // that the cards still to come need.
  const greedy = relaxed && rules.stock === null;
  const entrants: Entrant[] = [
    {
      search: main,
      share: (sliceNodes) => sliceNodes,
      // A long search where a safe rule is proved is mostly a proof of loss, which visits every position anyway.
      begin: () => {
        if (safeRule && main.nodes > ORDER_UNTIL) main.moves.ordered = false;
      },
      whenDone: 'ends',
    },
  ];
  if (probe) {
    entrants.push({
      search: probe,
      share: (sliceNodes) => sliceNodes * probeShare(probeShareNow, fades, main.nodes, fadeAfter),
      begin: (slice, nodes) => {
        const search = probe.search;
        search.restart(nodes);
        search.moves.shuffle(slice);
        search.moves.greedy = greedy && slice % 2 === 1;
      },
      whenDone: 'waits',
    });
  }
  if (beam) {
    entrants.push({
      search: beam,
      // Once a beam has gone nearly everywhere the space is small: the beams leave most of each slice to the others.
      share: (sliceNodes) =>
        sliceNodes *
        Math.min(
          probeShare(beamShare, fades && !dealtOut, main.nodes, fadeAfter),
          beam.search.smallSpace ? SMALL_SPACE_BEAM_SHARE : Infinity,
        ),
      whenDone: 'waits',
    });
  }
  if (mobile) {
    entrants.push({
      search: mobile,
      share: (sliceNodes) => sliceNodes * probeShare(beamShare, fades, main.nodes, fadeAfter),
      joins: () => main.nodes >= MOBILE_BEAMS_AFTER,
      whenDone: 'waits',
    });
  }
  // Where cards wait in free cells, a search that fills the room only to dig goes first in each slice: fc-solve's
  // quickest orders list no move into a cell but as a step towards a card to uncover, and such a search wins most
  // deals within a few hundred positions. The shuffled searches dig only too, and go next: the searches that win
  // most go before the others, which a slice won early spares. Not where the room is empty piles alone (the fans),
  // where digging cost more positions than it saved.
  const dig = dealtOut && main.board.cellCount > 0 && (parts.dig ?? true);
  // The digging search and the shuffled ones differ only in their order: the main one, or one shuffled from `seed`.
  const seeker = (seed: number | null) =>
    new Lazy(() => {
      const made = new DepthFirstSearch(rules, state, { ...parts, provesLoss: false }, memory * SHUFFLED_MEMORY);
      made.moves.safeAcrossShuffles = true;
      made.moves.dig = dig;
      if (seed !== null) made.moves.shuffle(seed, SHUFFLED_NOISE);
      return made;
    });
  const seekers: Lazy<DepthFirstSearch>[] = [];
  const first: Entrant[] = [];
  if (dig) {
    const search = seeker(null);
    seekers.push(search);
    first.push({ search, share: (sliceNodes) => sliceNodes * DIG_SHARE, whenDone: 'leaves' });
  }
  for (let i = 0; byColour && (parts.shuffled ?? true) && i < SHUFFLED_SEARCHES; i++) {
    // Seeds far apart, so that no two of them follow the same order.
    const search = seeker(1 + 7919 * i);
    seekers.push(search);
    first.push({ search, share: (sliceNodes) => sliceNodes * SHUFFLED_SHARE, whenDone: 'leaves' });
  }
  entrants.unshift(...first);
  // The proof over the dealt parts, where room is short and piles never refill (Shamrocks): it only proves losses.
  // Made when it first runs, on a board of the starting position; its two searches' positions are few but all
  // needed, so its tables may take twice the cap in all.
  if (parts.dealtOrder !== false && dealtOrderHolds(main.board)) {
    const after = parts.dealtOrderAfter ?? ORDER_PROOF_AFTER;
    entrants.push({
      search: new Deferred(() => DealtOrderProof.fromStart(rules, state, memory * ORDER_PROOF_MEMORY)),
      share: (sliceNodes) => sliceNodes * ORDER_PROOF_SHARE,
      joins: () => main.nodes >= after,
      whenDone: 'leaves',
    });
  }
  const tabled = [main, probe, beam, mobile, ...seekers];
  const tableBytes = () => tabled.reduce((sum, search) => sum + (search?.bytes ?? 0), 0);
  return { main, entrants, tableBytes, firstSlice: dealtOut ? DEALT_OUT_SLICE : SLICE };
};

/** `solve` with a choice of the search's parts (not exported by the package). */
export const solveWith = (rules: Rules, state: GameState, options: SolveOptions, parts: SolverParts): SolveResult => {
  const t0 = performance.now();
  if (unmodelledRule(rules) !== null)
    return { outcome: 'unknown', moves: null, nodes: 0, probeNodes: 0, ms: 0, stop: 'unsupported', tableBytes: 0 };
  const memory = Math.min(options.memoryMB ?? DEFAULT_SOLVER_MEMORY_MB, MAX_SOLVER_MEMORY_MB) * 2 ** 20;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const clock = options.clock ?? (() => performance.now());
  const deadline = options.timeMs === undefined ? Number.POSITIVE_INFINITY : clock() + options.timeMs;
  const { signal, shouldStop } = options;
  let stop: SolveStop | null = null;
  const stopped = () => {
    if (clock() >= deadline) stop = 'time';
    else if (signal?.aborted || shouldStop?.()) stop = 'cancelled';
    return stop !== null;
  };
  // Games whose cards only leave the piles for one foundation or a discard pile: a plain exhaustive search.
  if (singleFoundationMisfit(rules) === null) {
    if (stopped()) return { outcome: 'unknown', moves: null, nodes: 0, probeNodes: 0, ms: 0, stop, tableBytes: 0 };
    const a = searchSingleFoundation(rules, state, maxNodes, memory, stopped);
    const why = a.stop === 'nodes' ? 'nodes' : stop;
    return { ...a, probeNodes: 0, ms: performance.now() - t0, stop: a.outcome === 'unknown' ? why : null };
  }
  const { main, entrants, tableBytes, firstSlice } = portfolioFor(rules, state, parts, memory);
  let outcome: SolveOutcome = 'unknown',
    line: Int32Array | null = null;
  if (stopped()) {
    /* out of time or cancelled before the search began */
  } else if (parts.deadEnds && new DeadEnds(main.board).provedLost()) outcome = 'lost';
  else {
    const end = runPortfolio(entrants, maxNodes, stopped, firstSlice);
    outcome = end.outcome;
    stop = end.stop ?? stop;
    line = end.winner?.winningLine() ?? null;
  }
  const nodes = nodesOf(entrants);
  const base = { nodes, probeNodes: nodes - main.nodes, tableBytes: tableBytes() };
  for (const e of entrants) e.search.release();
  const ms = () => performance.now() - t0;
  if (line) return { ...base, outcome: 'won', moves: replayable(rules, state, line), stop: null, ms: ms() };
  return { ...base, outcome, moves: null, stop: outcome === 'unknown' ? (stop ?? 'nodes') : null, ms: ms() };
};

/**
 * A number that equal positions share: each pile's (and cell's) length and top card, the redeals and the random
 * state, folded into 52 bits. Positions whose fingerprints differ differ, so a line whose fingerprints are all
 * distinct passes no position twice; only a line with a repeat pays for the exact keys (`positionKey`).
 */
const fingerprint = (s: GameState): number => {
  let a = s.redeals ^ 0x9e3779b9,
    b = s.rng ^ 0x85ebca6b;
  const piles = [s.tableau, s.foundations, s.cells];
  for (let z = 0; z < piles.length; z++) {
    const zone = piles[z]!;
    for (let i = 0; i < zone.length; i++) {
      const p = zone[i]!,
        n = p.length,
        top = n === 0 ? 0 : p[n - 1]!.card * 2 + (p[n - 1]!.up ? 2 : 1);
      a = Math.imul(a ^ (n * 512 + top), 0x01000193);
      a ^= a >>> 15;
      b = Math.imul(b + (n * 512 + top), 0x2c1b3c6d);
      b ^= b >>> 13;
    }
  }
  const talon = s.stock.length * 65536 + s.waste.length * 256 + s.reserve.length;
  a = Math.imul(a ^ talon, 0x01000193);
  a ^= a >>> 15;
  b = Math.imul(b + s.playedBack.length, 0x2c1b3c6d);
  b ^= b >>> 13;
  return (a >>> 0) * 2 ** 20 + (b >>> 12);
};

/**
 * Spells internal moves out as engine moves and checks them with `applyMove` (a failure is a solver bug). A line
 * may pass twice through one position, since a position held to fills (`fillsNextHolds`) is stored apart from
 * the same position searched in full; the moves between are cut, so no line ever comes back to a position.
 */
const replayable = (rules: Rules, state: GameState, internal: Int32Array): Move[] => {
  // Only the line's moves are read off this board: it keeps no hash.
  const fresh = new SolverBoard(rules, state, { hashing: false });
  const moves: Move[] = [];
  for (const m of internal) {
    for (const move of fresh.engineMoves(m)) moves.push(move);
    fresh.apply(m);
  }
  fresh.release();
  const states: GameState[] = [state];
  const seen = new Set<number>([fingerprint(state)]);
  let repeats = false;
  for (const [i, move] of moves.entries()) {
    const next = applyMove(rules, states[i]!, move);
    if (!next.ok) {
      throw new Error(`solver produced an illegal move at step ${i}: ${next.error} ${JSON.stringify(move)}`);
    }
    states.push(next.value);
    const f = fingerprint(next.value);
    if (seen.has(f)) repeats = true;
    else seen.add(f);
  }
  if (!isWon(rules, states[moves.length]!)) throw new Error('solver produced a line that does not win');
  return repeats ? withoutDetours(states, moves) : moves;
};

/** The moves of a line (`states[i + 1]` is `states[i]` after `moves[i]`) with every detour back to a position cut. */
const withoutDetours = (states: readonly GameState[], moves: readonly Move[]): Move[] => {
  const kept: Move[] = [];
  const reached = new Map<string, number>([[positionKey(states[0]!), 0]]);
  for (const [i, move] of moves.entries()) {
    kept.push(move);
    const key = positionKey(states[i + 1]!),
      before = reached.get(key);
    if (before === undefined) {
      reached.set(key, kept.length);
      continue;
    }
    for (const [k, at] of reached) if (at > before) reached.delete(k);
    kept.length = before;
  }
  return kept;
};
