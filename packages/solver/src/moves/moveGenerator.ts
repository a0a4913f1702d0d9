import { KING, ranks } from '@solitaire/engine';
import {
  MOVE_CELL_TO_FOUNDATION,
  MOVE_CELL_TO_TABLEAU,
  MOVE_DEAL_ROW,
  MOVE_FOUNDATION_TO_TABLEAU,
  MOVE_RESERVE_TO_FOUNDATION,
  MOVE_RESERVE_TO_TABLEAU,
  MOVE_SHUFFLE,
  MOVE_TABLEAU_TO_CELL,
  MOVE_TABLEAU_TO_FOUNDATION,
  MOVE_TABLEAU_TO_TABLEAU,
  MOVE_UNCOVER_TO_FOUNDATION,
  MOVE_WASTE_TO_FOUNDATION,
  MOVE_WASTE_TO_TABLEAU,
  moveCount,
  moveFrom,
  moveKind,
  moveTo,
  packMove,
  viaRedeal,
} from '../board/packedMove.js';
import { EMPTY_CELL, type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';
import {
  BLOCK_MADE,
  BLOCK_UNDONE,
  CELL_TO_TABLEAU,
  EMPTIES_PILE,
  FOUNDATION_TO_TABLEAU,
  JOINS_SUIT,
  LAST,
  PASS_TURNED,
  PER_CARD_DRAWN,
  PER_FACE_DOWN,
  RESERVE_TO_TABLEAU,
  SHUFFLE_NOISE,
  SOON_AFTER_NEXT,
  SOON_NEXT,
  SPLITS_SUIT,
  SWITCH_TO_FOUNDATION,
  TO_CELL,
  TO_FOUNDATION,
  TURNS_CARD_UP,
  UNCOVERS_LOW,
  WASTE_TO_FOUNDATION,
  WASTE_TO_TABLEAU,
} from '../tuning.js';

/** Cards of one suit in one deck: card `s * SUIT_SIZE + r` is suit s's card of rank r + 1. */
const SUIT_SIZE = ranks.length;
/** A carry limit no run reaches: where runs are not carried (see `SolverBoard.carried`). */
const NO_CARRY_LIMIT = 1 << 30;
/** How a move generator is set up. */
export interface MoveGeneratorOptions {
  /**
   * Play safe foundation moves at once where the rule holds (default true); false searches them like any other, so the
   * tests can compare both searches.
   */
  readonly dominance?: boolean;
  /**
   * Find a card's target piles from bits set once per position for the piles whose top takes it (default true); false
   * always goes through the card's possible parents, so the tests can compare both.
   */
  readonly openPiles?: boolean;
}

/** Which cards must be on the foundations before which (see `MoveGenerator.precedes`). */
const precedence = (b: SolverBoard): Uint8Array => {
  const n = b.nCards,
    out = new Uint8Array(n * n),
    reached = new Uint8Array(n),
    queue = new Int32Array(n);
  for (let y = 0; y < n; y++) {
    // Every card some foundation could take with y kept out.
    reached.fill(0);
    let head = 0,
      tail = 0;
    for (let c = 0; c < n; c++)
      if (c !== y && b.accept[c]) {
        reached[c] = 1;
        queue[tail++] = c;
      }
    while (head < tail) {
      const q = queue[head++]!;
      for (let c = 0; c < n; c++) {
        if (!reached[c] && c !== y && b.accept[(q + 1) * n + c]) {
          reached[c] = 1;
          queue[tail++] = c;
        }
      }
    }
    for (let x = 0; x < n; x++) if (x !== y && !reached[x]) out[y * n + x] = 1;
  }
  return out;
};

/**
 * The solver's move generator: the moves worth searching in a position, best first, plus the foundation moves
 * that can be played without a choice. Everything is decided by the board's rule tables (built from the
 * engine's own predicates), never by a game's name.
 *
 * - Moves from the stock are "draw until this card is on top of the waste, then play it" (one move per card the
 *   draws can reach), because draws commute with every other move: any win can be reordered so that draws come
 *   right before the waste card they expose is played.
 * - When cards float (see `SolverBoard.floating`), a unit whose head lies on a valid parent is moved only to an
 *   empty pile: onto another parent it would only float again, which the hash does not tell apart. What such a
 *   move could uncover for the foundations is listed as one compound move instead (`MOVE_UNCOVER_TO_FOUNDATION`),
 *   and a card landing on the tableau goes to the first pile that takes it, the others holding equivalent parents.
 * - Empty piles are interchangeable, empty foundations too; a whole pile never moves into an empty pile.
 */
export class MoveGenerator {
  private readonly board: SolverBoard;
  /** Whether the foundation dominance below holds for these rules. */
  readonly dominance: boolean;
  /** Whether the passes through the stock are limited (see `drawCost`). */
  private readonly passesLimited: boolean;
  /** Cards that may be built on each card, as lists: `aboveList[aboveStart[c] .. aboveStart[c + 1]]`. */
  private readonly aboveStart: Int32Array;
  private readonly aboveList: Uint8Array;
  /** Cards each card may be built on, the same way: `underList[underStart[c] .. underStart[c + 1]]`. */
  private readonly underStart: Int32Array;
  private readonly underList: Uint8Array;
  /** Target piles found for one unit, sorted (see `toPiles`). */
  private readonly targets: Int32Array;
  private readonly posStamp: Int32Array;
  private stamp = 0;
  /** Reachable waste positions of the current position: position, redeal flag. */
  readonly positions: Int32Array;
  positionCount = 0;
  private scores = new Int32Array(256);
  /** For each card, the first pile whose top takes it (-1: none), filled per position when cards float. */
  private readonly land: Int16Array;
  private readonly touchedCards: Uint8Array;
  private touched = 0;
  /** Whether `land` is filled (during `generate` only). */
  private landing = false;
  /**
   * For probes and beams only, which look for wins (replayed before they are returned) and so may drop moves no proof
   * covers; never in effect on a search whose exhaustion is read as a loss (a beam reads its own only where no
   * shuffle comes, and so where `safeAcrossShuffles` changes nothing). `noPlayBack`: foundation cards never
   * come back. `greedy`: where no safe rule is proved, `autoMove` plays every foundation move it would play for
   * a safe card. `safeAcrossShuffles`: the safe rule is used even before a redeal that shuffles, where it may
   * cost a win (see `safeRuleNow`) but most often finds one sooner (probes and beams).
   */
  noPlayBack = false;
  greedy = false;
  /**
   * For probes only, where groups move: a group whose base lies on a card it builds on is not moved onto another
   * pile unless what it uncovers goes up at once (it would only trade one parent for another). Cuts wins a real
   * search must keep (the parent it leaves may be wanted by another card), so never set where a loss is read.
   */
  noSideways = false;
  /**
   * For searches that only look for wins: a tableau card goes into a free cell, or a unit into an empty pile, only as
   * a step of a dig, one that uncovers within the room left (empty cells and piles) a card that a foundation or
   * another pile's top takes, or that a cell's card goes on. Cuts the aimless ways of filling that room, which most
   * losing lines take; never set on a search whose exhaustion is read as a loss.
   */
  dig = false;
  safeAcrossShuffles = false;
  /** Whether `generate` lists its moves best first (see `order`); the search may stop ordering a long proof. */
  ordered = true;
  /** Random spread added to move scores (0: none), and its generator state. */
  private noise = 0;
  private seed = 0;
  /** Per pile: cards above its shallowest card the foundations want soon (-1: none), and that card's weight. */
  private readonly soonDepth: Int32Array;
  private readonly soonWeight: Int32Array;
  private readonly suitRank = new Int32Array(4);
  /** An upper bound on the moves `generate` lists in one position. */
  readonly maxMoves: number;
  /**
   * `precedes[y * n + x]`: no foundation can take `x` before `y` is on one (a card on `y` blocks itself). Worked
   * out only where no safe rule is proved or some card can lock itself up (else empty).
   */
  readonly precedes: Uint8Array;
  /** Per card: the board's `foundationChanges` when `isSafe` last answered for it (-1: never), and that answer. */
  private readonly safeStamp: Float64Array;
  private readonly safeAnswer: Uint8Array;
  /** Per card: whether `locksUp` applies to it (its one parent is the only place it can go but a foundation). */
  private readonly lockable: Uint8Array;
  /** Whether `generate` notes first, for every card, the piles with room that take it (see `fillOpen`). */
  private readonly useOpen: boolean;
  /**
   * Per card: the piles with room whose top takes it, one bit a pile (filled by `fillOpen`, cleared after); where
   * `dig`, the sign bit too when a free cell's card goes on it (see `keepDigs`).
   */
  private readonly openTakers: Int32Array;
  /** Cards whose `openTakers` are set (or `keepDigs`'s marks), and how many. */
  private readonly openCards: Uint8Array;
  private openCardCount = 0;
  /**
   * Whether part of a run may move only where it makes no break: into an empty pile or onto a card it is linked to
   * (false by default; a search that only looks for wins sets it, see `BeamSearch`).
   */
  noSplits = false;
  /** Moves `noSplits` has left out so far. */
  splitsLeftOut = 0;
  /** The empty piles when the moves were listed, one bit each (see `noteEmptyPiles`). */
  private emptyPiles = 0;
  /** Whether `openTakers` is filled (during `generate` only). */
  private openReady = false;
  /**
   * The longest carried run a non-empty pile and an empty pile may take in the position being generated (see
   * `SolverBoard.carryLimit`; `NO_CARRY_LIMIT` where runs are not carried).
   */
  private carryOnto = NO_CARRY_LIMIT;
  private carryIntoEmpty = NO_CARRY_LIMIT;
  /**
   * Whether the safe rule must hold one level only (see `isSafe`): where cards can wait in free cells or groups
   * move, the two-level argument's premise (a card that could go up has nowhere else to wait) fails, so only the
   * engine's own statement (`isSafeForFoundation`) is used.
   */
  private readonly oneLevelSafe: boolean;

  constructor(b: SolverBoard, options: MoveGeneratorOptions = {}) {
    this.board = b;
    const n = b.nCards,
      r = b.rules;
    const C = b.cellCount;
    // Where foundations start above the Ace or go on from King to Ace, builds wrap, units are the top card or the
    // whole pile, or the reserve refills emptied piles, the two-level rule is not proved (its argument reads ranks
    // from the Ace and sends a card up in place of a move these rules may not offer); one level is (README).
    const wraps = r.tableau.build.wrap || r.foundations.wrap === true || r.foundations.base === 'dealt';
    const unproved = wraps || b.cardOrPile || b.refills;
    // Dominance for builds down onto suit foundations of one deck (see `isSafe`); where builds wrap, one level only.
    // Where only complete runs go up, no single card ever does: no safe rule to prove.
    this.dominance =
      (options.dominance ?? true) &&
      !b.completeRuns &&
      r.tableau.build.direction === 'down' &&
      r.foundations.build === 'sameSuit' &&
      r.decks === 1;
    this.passesLimited = !(b.turnWaste && b.redealLimit === Number.MAX_SAFE_INTEGER);
    // The board's lists, made once per `Rules`.
    this.aboveStart = b.aboveStart;
    this.aboveList = b.aboveList;
    this.underStart = b.underStart;
    this.underList = b.underList;
    this.targets = new Int32Array(b.pileCount);
    this.openTakers = new Int32Array(n);
    this.openCards = new Uint8Array(n);
    // One bit a pile in an int, below the sign bit (the board has at most `MAX_BOARD_PILES`).
    this.useOpen = options.openPiles ?? true;
    this.posStamp = new Int32Array(n + 2);
    this.positions = new Int32Array(2 * (n + 2));
    this.land = new Int16Array(n).fill(-1);
    this.touchedCards = new Uint8Array(n);
    this.soonDepth = new Int32Array(b.pileCount);
    this.soonWeight = new Int32Array(b.pileCount);
    this.safeStamp = new Float64Array(n).fill(-1);
    this.safeAnswer = new Uint8Array(n);
    const P = b.pileCount,
      F = b.foundationCount;
    this.maxMoves = P * P * Math.min(b.pileRoom, n) + (n + 2) * (F + P) + F * P + C * (F + P) + P + 2;
    // Where groups move, a card the two-level rule would send up may still be needed as the parent of a card that
    // could go up but carries cards out of sequence, which must move with it to uncover what lies under it.
    this.oneLevelSafe = C > 0 || b.groups || unproved;
    // Cards that, once on their one possible parent, never move again but to a foundation (see `locksUp`).
    this.lockable = new Uint8Array(n);
    if (options.dominance ?? true) {
      for (let c = 0; c < n; c++) {
        const oneParent = this.underStart[c + 1]! - this.underStart[c]! === 1;
        this.lockable[c] = b.topCardOnly && oneParent && b.emptyTakes[c] === 0 ? 1 : 0;
      }
    }
    const locks = this.lockable.includes(1);
    // Read where no safe rule holds, and by `locksUp`.
    // Where only complete runs go up, no card must go up before another.
    this.precedes = (this.dominance && !locks) || b.completeRuns ? new Uint8Array(0) : precedence(b);
  }

  /**
   * Whether sending `card` to the foundations can never cost a win: every card `x` that could be built on it is
   * on a foundation already, or could go there now and every card that could be built on `x` is on a foundation
   * or could go there now; so nothing ever needs `card` in the tableau. This is the rule of the published
   * solvers for builds down in colour, suit or any suit onto one-deck suit foundations (Solvitaire's "auto
   * foundation" moves), written with the build predicate; the tests check it against exhaustive search.
   */
  isSafe(card: number): boolean {
    // The answer reads only the foundations, which most moves leave alone: asked again and again (every node's
    // `autoMove` about each wanted top card), it is worked out once per change of the foundations.
    const changes = this.board.foundationChanges;
    if (this.safeStamp[card] === changes) return this.safeAnswer[card] === 1;
    const safe = this.safeNow(card);
    this.safeStamp[card] = changes;
    this.safeAnswer[card] = safe ? 1 : 0;
    return safe;
  }

  private safeNow(card: number): boolean {
    const b = this.board,
      onFoundation = b.onFoundation,
      gone = b.outOfPlay,
      rank = b.rank,
      above = this.aboveList,
      start = this.aboveStart;
    for (let i = start[card]!, e = start[card + 1]!; i < e; i++) {
      const x = above[i]!;
      if (onFoundation[x] || gone[x]) continue;
      if (this.oneLevelSafe) return false;
      // With one deck and suit foundations, x's foundation predecessor is the card numbered x - 1.
      if (rank[x] !== 1 && !onFoundation[x - 1]) return false;
      for (let j = start[x]!, f = start[x + 1]!; j < f; j++) {
        const y = above[j]!;
        if (onFoundation[y] || gone[y]) continue;
        if (rank[y] !== 1 && !onFoundation[y - 1]) return false;
      }
    }
    return true;
  }

  /** The first foundation that accepts `card`, or -1. */
  foundationFor(card: number): number {
    const b = this.board,
      n = b.nCards;
    if (b.wanted[card] === 0) return -1;
    for (let f = 0; f < b.foundationCount; f++) if (b.accept[(b.foundationTop(f) + 1) * n + card]) return f;
    return -1;
  }

  /**
   * Whether the safe rule (`isSafe`) may be used in the board's position: where it is proved, and not while a redeal
   * that shuffles the tableau is still to come. Such a redeal gathers the cards left in the piles and shuffles them
   * with the game's random state, so a card sent up before it changes where every other card lands: holding a
   * card back can win where sending it up at once loses (CHANGELOG, 2.7.1).
   */
  private safeRuleNow(): boolean {
    const b = this.board;
    return this.dominance && (this.safeAcrossShuffles || !b.shuffleToCome);
  }

  /** Whether `card`, which a foundation takes, goes there without a choice: when safe, or always when greedy. */
  private goesUp(card: number): boolean {
    return this.safeRuleNow() ? this.isSafe(card) : this.greedy;
  }

  /** A foundation move to play without searching alternatives (see `goesUp`), or -1. */
  autoMove(): number {
    const b = this.board,
      room = b.pileRoom;
    if (!this.safeRuleNow() && !this.greedy) return -1;
    // Only the cards some foundation takes now can go: look where each of them lies. Every empty foundation
    // takes the same cards, so only the first is asked about them (it would be the one chosen).
    let emptySeen = false;
    for (let f = 0; f < b.foundationCount; f++) {
      const top = b.foundationTop(f);
      if (top < 0) {
        if (emptySeen) continue;
        emptySeen = true;
      }
      for (let j = b.takesFrom(top), e = b.takesTo(top); j < e; j++) {
        const card = b.takesCard(j),
          at = b.where[card]!;
        if (at < 0) continue;
        const p = b.pileAt[at]!,
          i = at - p * room,
          len = b.pileLength[p]!;
        if (i >= len || cardOf(b.tableau[at]!) !== card) continue;
        if (i === len - 1) {
          if (b.runLength[p]! > 0 && this.goesUp(card)) return packMove(MOVE_TABLEAU_TO_FOUNDATION, p, f);
        } else if (b.floating && i >= len - b.runLength[p]! && this.goesUp(card)) {
          // A safe card inside a run, uncovered by floating the cards above it to an equivalent parent.
          const q = this.parentPile(b.tableau[at + 1]!, p);
          if (q >= 0) return packMove(MOVE_UNCOVER_TO_FOUNDATION, p, q, len - 1 - i, f);
        }
      }
    }
    if (b.reserveLength > 0) {
      const card = b.reserve[b.reserveLength - 1]!;
      const f = this.foundationFor(card);
      if (f >= 0 && this.goesUp(card)) return packMove(MOVE_RESERVE_TO_FOUNDATION, 0, f);
    }
    for (let i = 0; i < b.cellCount; i++) {
      const card = b.cells[i]!;
      if (card === EMPTY_CELL) continue;
      const f = this.foundationFor(card);
      if (f >= 0 && this.goesUp(card)) return packMove(MOVE_CELL_TO_FOUNDATION, i, f);
    }
    // Taking a card out of the waste regroups the cards that later draws of several cards show together, so
    // only when drawing one at a time is the waste top as free to go as a tableau top.
    if (b.draw !== 1) return -1;
    if (b.wasteLength > 0) {
      const card = b.talon[b.wasteLength - 1]!;
      const f = this.foundationFor(card);
      if (f >= 0 && this.goesUp(card)) return packMove(MOVE_WASTE_TO_FOUNDATION, b.wasteLength, f);
    }
    // With unlimited passes every stock card is reachable, and the waste position does not count as state then
    // (see the board's hash), so a safe stock card can go up at once too.
    if (b.turnWaste && b.redealLimit === Number.MAX_SAFE_INTEGER) {
      for (let i = 0; i < b.talonLength; i++) {
        const card = b.talon[i]!;
        const f = this.foundationFor(card);
        if (f >= 0 && this.goesUp(card))
          return packMove(MOVE_WASTE_TO_FOUNDATION, i + 1, f, 0, i + 1 >= b.wasteLength ? 0 : 1);
      }
    }
    return -1;
  }

  /**
   * Lists the waste positions reachable by draws (and at most one waste redeal: a second pass shows the same
   * positions again), each with the fewest redeals it needs.
   */
  listPositions(): number {
    const b = this.board,
      len = b.talonLength,
      step = b.draw;
    let n = 0;
    // A stock that deals rows has no waste (its deal is `MOVE_DEAL_ROW`).
    if (len === 0 || b.dealsRow) {
      this.positionCount = 0;
      return 0;
    }
    const stamp = ++this.stamp,
      seen = this.posStamp,
      out = this.positions;
    if (b.wasteLength > 0) {
      seen[b.wasteLength] = stamp;
      out[n++] = b.wasteLength;
      out[n++] = 0;
    }
    let q = b.wasteLength;
    while (q < len) {
      q = Math.min(q + step, len);
      seen[q] = stamp;
      out[n++] = q;
      out[n++] = 0;
    }
    if (b.canTurnWaste()) {
      q = 0;
      while (q < len) {
        q = Math.min(q + step, len);
        if (seen[q] === stamp) break;
        seen[q] = stamp;
        out[n++] = q;
        out[n++] = 1;
      }
    }
    this.positionCount = n >> 1;
    return this.positionCount;
  }

  /**
   * Writes only the moves of `generate` that put a unit into an empty pile into `buf` from `start`, best first;
   * returns the new end. For a position entered right after a pile was moved whole onto another, where nothing
   * else is searched (see `fillsNextHolds` in solver.ts).
   */
  generateFills(buf: Int32Array, start: number): number {
    const b = this.board,
      room = b.pileRoom,
      tableau = b.tableau,
      emptyTakes = b.emptyTakes;
    this.noteEmptyPiles();
    const firstEmpty = b.symmetric ? this.firstEmpty() : -1;
    this.noteCarryLimits();
    let k = start;
    for (let p = 0; p < b.pileCount; p++) {
      const run = b.runLength[p]!,
        len = b.pileLength[p]!;
      for (let c = 1; c <= run; c++) {
        if (b.cardOrPile && c !== 1 && c !== len) continue;
        const head = tableau[p * room + len - c]!;
        if (emptyTakes[head] === 1)
          k = this.toPiles(buf, k, head, c, p, firstEmpty, true, MOVE_TABLEAU_TO_TABLEAU, p, 0);
      }
    }
    const positions = this.listPositions(),
      pos = this.positions;
    for (let i = 0; i < positions; i++) {
      const at = pos[2 * i]!,
        card = b.talon[at - 1]!;
      if (emptyTakes[card] === 1)
        k = this.toPiles(buf, k, card, 1, -1, firstEmpty, true, MOVE_WASTE_TO_TABLEAU, at, pos[2 * i + 1]!);
    }
    if (b.reserveLength > 0 && emptyTakes[b.reserve[b.reserveLength - 1]!] === 1)
      k = this.toPiles(buf, k, b.reserve[b.reserveLength - 1]!, 1, -1, firstEmpty, true, MOVE_RESERVE_TO_TABLEAU, 0, 0);
    if (b.playBack && !this.noPlayBack) {
      for (let f = 0; f < b.foundationCount; f++) {
        const top = b.foundationTop(f);
        if (b.foundationHeight[f]! <= b.keepBelow || emptyTakes[top] !== 1 || (this.safeRuleNow() && this.isSafe(top)))
          continue;
        if (b.hasTwins && this.twinBefore(f)) continue;
        k = this.toPiles(buf, k, top, 1, -1, firstEmpty, true, MOVE_FOUNDATION_TO_TABLEAU, f, 0);
      }
    }
    if (this.ordered && k - start > 1) this.order(buf, start, k);
    return k;
  }

  /** Writes the moves to search from here into `buf` from `start`, best first; returns the new end. */
  generate(buf: Int32Array, start: number): number {
    const b = this.board,
      room = b.pileRoom,
      P = b.pileCount,
      tableau = b.tableau,
      pileLength = b.pileLength,
      runLength = b.runLength,
      floating = b.floating;
    let k = start;
    const positions = this.listPositions();
    const pos = this.positions;
    this.noteEmptyPiles();
    const firstEmpty = b.symmetric ? this.firstEmpty() : -1;
    this.noteCarryLimits();
    if (floating) {
      this.fillLanding();
      this.landing = true;
    } else if (this.useOpen) this.fillOpen();

    // 1. To the foundations: tops, then cards in a run that one move of the cards above them to an equivalent
    // parent uncovers (that move alone would only float cards, so it is not searched by itself).
    for (let p = 0; p < P; p++) {
      const run = runLength[p]!,
        len = pileLength[p]!,
        base = p * room;
      if (run === 0) continue;
      k = this.toFoundations(buf, k, tableau[base + len - 1]!, MOVE_TABLEAU_TO_FOUNDATION, p, 0);
      if (!floating) continue;
      for (let i = len - run; i < len - 1; i++) {
        const f = this.foundationFor(tableau[base + i]!);
        if (f < 0) continue;
        const q = this.parentPile(tableau[base + i + 1]!, p);
        if (q >= 0) buf[k++] = packMove(MOVE_UNCOVER_TO_FOUNDATION, p, q, len - 1 - i, f);
      }
    }
    if (b.reserveLength > 0)
      k = this.toFoundations(buf, k, b.reserve[b.reserveLength - 1]!, MOVE_RESERVE_TO_FOUNDATION, 0, 0);
    for (let i = 0; i < positions; i++) {
      const at = pos[2 * i]!,
        red = pos[2 * i + 1]!;
      k = this.toFoundations(buf, k, b.talon[at - 1]!, MOVE_WASTE_TO_FOUNDATION, at, red);
    }
    for (let i = 0; i < b.cellCount; i++)
      if (b.cells[i] !== EMPTY_CELL) k = this.toFoundations(buf, k, b.cells[i]!, MOVE_CELL_TO_FOUNDATION, i, 0);

    // 2. Tableau units that turn a face-down card up or empty their pile, 3. cards from the waste and the
    // reserve, 4. the other tableau units.
    // Only a whole run can open something (a unit of c cards empties its pile when c is its length, and turns a
    // card up only when the card under it is face down, which under a run means c is the run), so pass 2 is one
    // unit a pile at most and pass 4 the others, in the order of c.
    for (let p = 0; p < P; p++) {
      const run = runLength[p]!,
        len = pileLength[p]!;
      // Where the unit is the top card or the whole pile, a run between moves only as its top card (pass 4).
      if (b.cardOrPile && run !== len && run !== 1) continue;
      if (
        run > 0 &&
        (run === len || isFaceDown(tableau[p * room + len - run - 1]!)) &&
        this.mayLand(tableau[p * room + len - run]!, p)
      )
        k = this.toPiles(
          buf,
          k,
          tableau[p * room + len - run]!,
          run,
          p,
          firstEmpty,
          false,
          MOVE_TABLEAU_TO_TABLEAU,
          p,
          0,
        );
    }
    for (let i = 0; i < positions; i++) {
      const at = pos[2 * i]!,
        red = pos[2 * i + 1]!;
      k = this.toPiles(buf, k, b.talon[at - 1]!, 1, -1, firstEmpty, false, MOVE_WASTE_TO_TABLEAU, at, red);
    }
    if (b.reserveLength > 0)
      k = this.toPiles(
        buf,
        k,
        b.reserve[b.reserveLength - 1]!,
        1,
        -1,
        firstEmpty,
        false,
        MOVE_RESERVE_TO_TABLEAU,
        0,
        0,
      );
    for (let p = 0; p < P; p++) {
      const run = runLength[p]!,
        len = pileLength[p]!;
      if (run === 0) continue;
      let last = run === len || isFaceDown(tableau[p * room + len - run - 1]!) ? run - 1 : run;
      if (b.cardOrPile) last = Math.min(last, 1);
      // A floating unit moved onto another parent only floats again: the same position for the search; so with
      // no empty pile only the whole run can go anywhere new.
      for (let c = floating && firstEmpty < 0 ? run : 1; c <= last; c++) {
        if (!this.mayLand(tableau[p * room + len - c]!, p)) continue;
        if (floating && c < run && !b.canLand(firstEmpty, tableau[p * room + len - c]!, c)) continue;
        if (this.noSideways && this.sideways(p, c)) continue;
        k = this.toPiles(
          buf,
          k,
          tableau[p * room + len - c]!,
          c,
          p,
          firstEmpty,
          floating && c < run,
          MOVE_TABLEAU_TO_TABLEAU,
          p,
          0,
        );
      }
    }

    // Free cells: their cards to the tableau, and each pile's top into one empty cell (empty cells are
    // interchangeable: the position after is the same set of cells whichever takes the card).
    if (b.cellCount > 0) {
      for (let i = 0; i < b.cellCount; i++) {
        const card = b.cells[i]!;
        if (card !== EMPTY_CELL) k = this.toPiles(buf, k, card, 1, -1, firstEmpty, false, MOVE_CELL_TO_TABLEAU, i, 0);
      }
      const cell = b.firstEmptyCell();
      if (cell >= 0)
        for (let p = 0; p < P; p++) if (runLength[p]! > 0) buf[k++] = packMove(MOVE_TABLEAU_TO_CELL, p, cell);
    }

    // 5. Foundation cards back to the tableau, except those the dominance would send straight back.
    if (b.playBack && !this.noPlayBack) {
      for (let f = 0; f < b.foundationCount; f++) {
        const top = b.foundationTop(f);
        if (b.foundationHeight[f]! <= b.keepBelow || (this.safeRuleNow() && this.isSafe(top))) continue;
        if (b.hasTwins && this.twinBefore(f)) continue;
        k = this.toPiles(buf, k, top, 1, -1, firstEmpty, false, MOVE_FOUNDATION_TO_TABLEAU, f, 0);
      }
    }

    // 6. A redeal that shuffles the tableau, a row dealt from the stock.
    if (b.shuffleToCome && b.pileLength.some((l) => l > 0)) buf[k++] = packMove(MOVE_SHUFFLE, 0, 0);
    if (b.canDealRow()) buf[k++] = packMove(MOVE_DEAL_ROW, 0, 0);
    if (this.dig) k = this.keepDigs(buf, start, k);
    if (this.ordered) this.order(buf, start, k);
    if (floating) {
      for (let i = 0; i < this.touched; i++) this.land[this.touchedCards[i]!] = -1;
      this.landing = false;
    }
    if (this.openReady) {
      for (let i = 0; i < this.openCardCount; i++) this.openTakers[this.openCards[i]!] = 0;
      this.openReady = false;
    }
    return k;
  }

  /**
   * Drops the moves into a cell or an empty pile that are no step of a dig (see `dig`); returns the new end. What
   * takes a card is read off `openTakers` (see `fillOpen`), with the sign bit added for a free cell's card going on it.
   */
  private keepDigs(buf: Int32Array, start: number, end: number): number {
    const b = this.board;
    if (!this.openReady) this.fillOpen();
    const takers = this.openTakers,
      cards = this.openCards;
    for (let j = 0; j < b.cellCount; j++) {
      const y = b.cells[j]!;
      if (y === EMPTY_CELL) continue;
      for (let i = this.underStart[y]!, e = this.underStart[y + 1]!; i < e; i++) {
        const x = this.underList[i]!;
        if (takers[x] === 0) cards[this.openCardCount++] = x;
        takers[x] = takers[x]! | (1 << 31);
      }
    }
    let spare = 0;
    for (let i = 0; i < b.cellCount; i++) if (b.cells[i] === EMPTY_CELL) spare++;
    for (let p = 0; p < b.pileCount; p++) if (b.pileLength[p] === 0) spare++;
    let k = start;
    for (let i = start; i < end; i++) {
      const m = buf[i]!,
        kind = moveKind(m);
      const aside =
        kind === MOVE_TABLEAU_TO_CELL
          ? 1
          : kind === MOVE_TABLEAU_TO_TABLEAU && b.pileLength[moveTo(m)] === 0
            ? moveCount(m)
            : 0;
      if (aside === 0 || this.digs(moveFrom(m), aside, spare)) buf[k++] = m;
    }
    return k;
  }

  /**
   * Whether taking the top `c` cards off pile p into the room, then up to `spare` - 1 more cards one by one, uncovers
   * a card worth uncovering (see `dig`), as marked by `keepDigs`.
   */
  private digs(p: number, c: number, spare: number): boolean {
    const b = this.board,
      base = p * b.pileRoom,
      len = b.pileLength[p]!,
      others = ~(1 << p);
    for (let i = len - 1 - c; i >= 0 && i >= len - c - spare; i--) {
      const byte = b.tableau[base + i]!;
      if (isFaceDown(byte)) return false;
      if ((this.openTakers[byte]! & others) !== 0 || this.foundationFor(byte) >= 0) return true;
    }
    return false;
  }

  /** Whether the top `c` cards of pile p lie on a face-up card their base builds on, which no foundation takes now. */
  private sideways(p: number, c: number): boolean {
    const b = this.board,
      at = p * b.pileRoom + b.pileLength[p]! - c,
      under = b.tableau[at - 1]!;
    return !isFaceDown(under) && b.place[under * b.nCards + b.tableau[at]!] === 1 && this.foundationFor(under) < 0;
  }

  /** Notes, for every card, the first pile whose top would take it (when cards float, one stands for all). */
  private fillLanding(): void {
    const b = this.board,
      room = b.pileRoom,
      land = this.land,
      above = this.aboveList,
      start = this.aboveStart;
    this.touched = 0;
    for (let q = 0; q < b.pileCount; q++) {
      const len = b.pileLength[q]!;
      if (len === 0) continue;
      const top = b.tableau[q * room + len - 1]!;
      if (isFaceDown(top)) continue;
      for (let i = start[top]!, e = start[top + 1]!; i < e; i++) {
        const x = above[i]!;
        if (land[x]! < 0) {
          land[x] = q;
          this.touchedCards[this.touched++] = x;
        }
      }
    }
  }

  /**
   * Notes, for every card, the piles with room whose face-up top takes it: `toPiles` then reads a card's targets off
   * its bits, without looking at any pile that cannot take it nor at where each card it may lie on is (one walk of
   * the tops a position, against one look per possible parent for every unit listed).
   */
  private fillOpen(): void {
    const b = this.board,
      room = b.pileRoom,
      cap = b.capacity,
      takers = this.openTakers,
      cards = this.openCards,
      above = this.aboveList,
      start = this.aboveStart;
    let k = 0;
    for (let q = 0; q < b.pileCount; q++) {
      const len = b.pileLength[q]!;
      if (len === 0 || len >= cap) continue;
      const top = b.tableau[q * room + len - 1]!;
      if (isFaceDown(top)) continue;
      for (let i = start[top]!, e = start[top + 1]!; i < e; i++) {
        const x = above[i]!;
        if (takers[x] === 0) cards[k++] = x;
        takers[x] = takers[x]! | (1 << q);
      }
    }
    this.openCardCount = k;
    this.openReady = true;
  }

  /**
   * Sorts moves best first (stable): foundation moves, then moves that turn a card up or uncover one the
   * foundations want, low cards before high ones, or take a card off one it blocks; moves that cover a card the
   * foundations want or that make a self-block (see `blockScore`), and cards taken back off the foundations,
   * last. Only the order changes, never the set searched.
   */
  private order(buf: Int32Array, start: number, end: number): void {
    const b = this.board,
      room = b.pileRoom,
      tableau = b.tableau,
      pileLength = b.pileLength,
      // Low means near the foundations' base: the rank itself where they start from the Ace.
      rank = b.upRank;
    if (end - start > this.scores.length) this.scores = new Int32Array((end - start) * 2);
    const sc = this.scores;
    this.findSoon();
    const soonDepth = this.soonDepth,
      soonWeight = this.soonWeight;
    // Self-blocks weigh only where no safe rule is proved: elsewhere builds go down and rarely make one, and the
    // safe moves clear what they leave, so weighing them there only costs positions.
    const blocks = !this.dominance && !b.completeRuns;
    for (let i = start; i < end; i++) {
      const m = buf[i]!,
        kind = moveKind(m),
        a = moveFrom(m),
        q = moveTo(m);
      let score: number;
      switch (kind) {
        case MOVE_TABLEAU_TO_FOUNDATION:
          score = TO_FOUNDATION - rank[tableau[a * room + pileLength[a]! - 1]!]!;
          break;
        case MOVE_RESERVE_TO_FOUNDATION:
          score = TO_FOUNDATION - rank[b.reserve[b.reserveLength - 1]!]!;
          break;
        case MOVE_CELL_TO_FOUNDATION:
          score = TO_FOUNDATION - rank[b.cells[a]!]!;
          break;
        case MOVE_CELL_TO_TABLEAU:
          score = CELL_TO_TABLEAU - this.covers(q);
          break;
        case MOVE_TABLEAU_TO_CELL: {
          // As a one-card unit's move, but after the tableau's own: it spends a cell.
          const len = pileLength[a]!;
          if (len === 1) score = TO_CELL;
          else {
            score = TO_CELL + (KING + 1 - rank[tableau[a * room + len - 2]!]!) * UNCOVERS_LOW;
            if (soonDepth[a]! >= 1) score += soonWeight[a]! / soonDepth[a]!;
          }
          break;
        }
        case MOVE_WASTE_TO_FOUNDATION:
          score = WASTE_TO_FOUNDATION - rank[b.talon[a - 1]!]! - this.drawCost(m);
          break;
        case MOVE_UNCOVER_TO_FOUNDATION:
          score = SWITCH_TO_FOUNDATION;
          break;
        case MOVE_TABLEAU_TO_TABLEAU: {
          const c = moveCount(m),
            len = pileLength[a]!;
          if (c === len) score = b.whenEmpty === 'never' ? 0 : EMPTIES_PILE;
          else {
            const u = tableau[a * room + len - c - 1]!;
            if (isFaceDown(u)) {
              score = TURNS_CARD_UP;
              for (let j = a * room + len - c - 1; j >= a * room && isFaceDown(tableau[j]!); j--)
                score += PER_FACE_DOWN;
            } else score = (KING + 1 - rank[u]!) * UNCOVERS_LOW;
            // Uncovering a card the foundations want soon, the more the nearer it comes to the top.
            if (soonDepth[a]! >= c) score += soonWeight[a]! / (soonDepth[a]! - c + 1);
          }
          if (blocks) score += this.blockScore(cardOf(tableau[a * room + len - c]!), a, len - c, q);
          if (b.completeRuns) score += this.suitScore(a, len - c, q);
          score -= this.covers(q);
          break;
        }
        case MOVE_WASTE_TO_TABLEAU:
          score = WASTE_TO_TABLEAU - this.covers(q);
          if (blocks) score += this.blockScore(b.talon[a - 1]!, -1, 0, q);
          score -= this.drawCost(m);
          break;
        case MOVE_RESERVE_TO_TABLEAU:
          score = RESERVE_TO_TABLEAU - this.covers(q);
          if (blocks) score += this.blockScore(b.reserve[b.reserveLength - 1]!, -1, 0, q);
          break;
        case MOVE_FOUNDATION_TO_TABLEAU:
          score = FOUNDATION_TO_TABLEAU - this.covers(q);
          if (blocks) score += this.blockScore(b.foundationTop(a), -1, 0, q);
          break;
        default:
          score = LAST;
      }
      if (this.noise) {
        this.seed = (Math.imul(this.seed, 1664525) + 1013904223) >>> 0;
        score += (this.seed >>> 8) % this.noise;
      }
      sc[i - start] = score | 0;
    }
    for (let i = start + 1; i < end; i++) {
      const m = buf[i]!,
        v = sc[i - start]!;
      let j = i - 1;
      while (j >= start && sc[j - start]! < v) {
        buf[j + 1] = buf[j]!;
        sc[j + 1 - start] = sc[j - start]!;
        j--;
      }
      buf[j + 1] = m;
      sc[j + 1 - start] = v;
    }
  }

  /**
   * Where only complete runs go up, what a unit from depth `depth` of pile `from` onto pile `to` does to the runs of
   * one suit: it joins one on a card of its suit, splits one when taken off such a card.
   */
  private suitScore(from: number, depth: number, to: number): number {
    const b = this.board,
      n = b.nCards,
      room = b.pileRoom,
      head = b.tableau[from * room + depth]!,
      len = b.pileLength[to]!;
    let score = 0;
    if (len > 0 && b.suit[cardOf(b.tableau[to * room + len - 1]!)] === b.suit[head]) score += JOINS_SUIT;
    if (depth > 0 && b.link[b.tableau[from * room + depth - 1]! * n + head] === 1) score -= SPLITS_SUIT;
    return score;
  }

  /**
   * What covering pile q costs: more the nearer to the top its card the foundations want soon lies (a method, not a
   * closure made per node).
   */
  private covers(q: number): number {
    const depth = this.soonDepth[q]!;
    return this.board.pileLength[q] === 0 || depth < 0 ? 0 : this.soonWeight[q]! / (depth + 1);
  }

  /**
   * Finds, in each pile, the card nearest the top that the foundations want next (weight `SOON_NEXT`) or after
   * next (`SOON_AFTER_NEXT`). "After next" is known for suit foundations of one deck (the card's predecessor is the
   * top); otherwise only the cards wanted now count.
   */
  private findSoon(): void {
    const b = this.board,
      onFoundation = b.onFoundation;
    // The few wanted cards are looked up where they lie rather than every tableau card read (a node's cost).
    for (let p = 0; p < b.pileCount; p++) this.soonDepth[p] = -1;
    const bySuit = this.dominance || (b.rules.foundations.build === 'sameSuit' && b.rules.decks === 1);
    if (bySuit) {
      // A suit's foundation goes up from its base rank (r counts from it), on from King to Ace where it wraps.
      const first = b.foundationBase - 1;
      for (let s = 0; s < 4; s++) {
        let r = 0;
        while (r < SUIT_SIZE && onFoundation[s * SUIT_SIZE + ((first + r) % SUIT_SIZE)]) r++;
        if (r < SUIT_SIZE) this.noteSoon(s * SUIT_SIZE + ((first + r) % SUIT_SIZE), SOON_NEXT);
        if (r + 1 < SUIT_SIZE) this.noteSoon(s * SUIT_SIZE + ((first + r + 1) % SUIT_SIZE), SOON_AFTER_NEXT);
      }
      return;
    }
    for (let f = 0; f < b.foundationCount; f++) {
      const top = b.foundationTop(f);
      for (let j = b.takesFrom(top), e = b.takesTo(top); j < e; j++) this.noteSoon(b.takesCard(j), SOON_NEXT);
    }
  }

  /** Notes `card` for `findSoon` if it lies in a pile nearer the top than the pile's soon card so far. */
  private noteSoon(card: number, weight: number): void {
    const b = this.board,
      at = b.where[card]!;
    if (at < 0) return;
    const room = b.pileRoom,
      p = b.pileAt[at]!,
      i = at - p * room,
      len = b.pileLength[p]!;
    if (i >= len || cardOf(b.tableau[at]!) !== card) return;
    const depth = len - 1 - i,
      known = this.soonDepth[p]!;
    if (known < 0 || depth < known) {
      this.soonDepth[p] = depth;
      this.soonWeight[p] = weight;
    }
  }

  /**
   * What moving `card` (lying at `depth` in pile `from`, -1 when it comes from elsewhere) onto pile `to` does to
   * self-blocks: a card lying on a card that must reach the foundations before it will have to move again.
   */
  private blockScore(card: number, from: number, depth: number, to: number): number {
    const b = this.board,
      n = b.nCards,
      room = b.pileRoom,
      pre = this.precedes;
    let score = 0;
    const len = b.pileLength[to]!;
    if (len > 0 && pre[cardOf(b.tableau[to * room + len - 1]!) * n + card]) score -= BLOCK_MADE;
    if (from >= 0) {
      for (let i = 0; i < depth; i++) {
        if (pre[cardOf(b.tableau[from * room + i]!) * n + card]) {
          score += BLOCK_UNDONE;
          break;
        }
      }
    }
    return score;
  }

  /**
   * What a waste move costs where passes through the stock are limited: each card it draws covers the waste top
   * before it (back in reach only once the cards drawn on it go, or on a later pass), and turning the waste over
   * uses up a pass. Playing the waste top costs nothing. Only the order changes.
   */
  private drawCost(m: number): number {
    const b = this.board;
    if (!this.passesLimited) return 0;
    const a = moveFrom(m);
    return viaRedeal(m)
      ? PASS_TURNED + PER_CARD_DRAWN * (a + b.talonLength - b.wasteLength)
      : PER_CARD_DRAWN * (a - b.wasteLength);
  }

  /** Shuffles the move order from now on: moves whose scores differ by less than `noise` may swap. */
  shuffle(seed: number, noise = SHUFFLE_NOISE): void {
    this.noise = noise;
    this.seed = (seed * 0x9e3779b1) >>> 0;
  }

  /** A pile other than `skip` whose top would take `card`, or -1. */
  private parentPile(card: number, skip: number): number {
    if (this.landing) {
      const q = this.land[card]!;
      if (q !== skip) return q;
    }
    const b = this.board,
      room = b.pileRoom,
      n = b.nCards;
    for (let q = 0; q < b.pileCount; q++) {
      const len = b.pileLength[q]!;
      if (q === skip || len === 0) continue;
      const top = b.tableau[q * room + len - 1]!;
      if (!isFaceDown(top) && b.place[top * n + card]) return q;
    }
    return -1;
  }

  /** Notes the longest runs the piles may take now (`carryOnto`, `carryIntoEmpty`), once per position. */
  private noteCarryLimits(): void {
    const b = this.board;
    if (!b.carried) return;
    this.carryOnto = b.carryLimit(-1);
    // Into an empty pile, that pile no longer counts among those carrying the run.
    this.carryIntoEmpty = b.whenEmpty === 'anyCard' ? this.carryOnto / 2 : this.carryOnto;
  }

  /**
   * Whether `toPiles` may list a move of a unit headed by `card` out of pile `from` (-1: from outside the tableau):
   * false only once `fillOpen` has run, when no other pile's top takes the card and no other pile is empty (most
   * units, skipped at once).
   */
  private mayLand(card: number, from: number): boolean {
    if (!this.openReady) return true;
    return ((this.openTakers[card]! | this.emptyPiles) & ~(from >= 0 ? 1 << from : 0)) !== 0;
  }

  /** Notes the empty piles, one bit each (`emptyPiles`), for `toPiles` and `firstEmpty`. */
  private noteEmptyPiles(): void {
    const b = this.board;
    let bits = 0;
    for (let q = 0; q < b.pileCount; q++) if (b.pileLength[q] === 0) bits |= 1 << q;
    this.emptyPiles = bits;
  }

  /** The first empty pile (after `noteEmptyPiles`), or -1. */
  private firstEmpty(): number {
    const bits = this.emptyPiles;
    return bits === 0 ? -1 : 31 - Math.clz32(bits & -bits);
  }

  private toFoundations(buf: Int32Array, k: number, card: number, kind: number, a: number, red: number): number {
    const b = this.board,
      n = b.nCards;
    if (b.wanted[card] === 0) return k;
    const first = k;
    for (let f = 0; f < b.foundationCount; f++) {
      const empty = b.foundationHeight[f] === 0;
      if (b.accept[(b.foundationTop(f) + 1) * n + card]) {
        // Foundations alike up to twins are interchangeable (empty ones always are).
        if (b.hasTwins && this.twinOfListed(buf, first, k, f)) continue;
        buf[k++] = packMove(kind, a, f, 0, red);
        if (empty) break;
      }
    }
    return k;
  }

  /**
   * Whether `card`, put on pile q, would lie for good on a card that must reach a foundation before it: a
   * position no line wins, so the move is not listed. Sound where only top cards move (nothing lifts the
   * card below along with it), the card has one possible parent (it already lies on it) and no empty pile
   * takes it, so it can only leave for a foundation, which cannot take it while that card lies under it; and
   * where no redeal will shuffle the tableau. The tests check it against the exhaustive search (fans in suit).
   */
  private locksUp(card: number, q: number): boolean {
    const b = this.board,
      n = b.nCards,
      room = b.pileRoom,
      tableau = b.tableau,
      pre = this.precedes;
    if (b.shuffleToCome) return false;
    for (let i = q * room, e = i + b.pileLength[q]!; i < e; i++)
      if (pre[cardOf(tableau[i]!) * n + card] === 1) return true;
    return false;
  }

  /** Whether a foundation before f is alike to it up to twins (its top coming back would do the same). */
  private twinBefore(f: number): boolean {
    for (let g = 0; g < f; g++) if (this.board.twinFoundations(g, f)) return true;
    return false;
  }

  /** Whether one of the foundation moves `buf[from .. to]` goes to a foundation alike to f up to twins. */
  private twinOfListed(buf: Int32Array, from: number, to: number, f: number): boolean {
    for (let i = from; i < to; i++) if (this.board.twinFoundations(moveTo(buf[i]!), f)) return true;
    return false;
  }

  /**
   * Lists the moves of a unit headed by `card` (`count` cards, from pile `from` or from outside when -1) onto the
   * tableau. Empty piles are interchangeable, and moving a whole pile into one only renames it. When cards float,
   * the non-empty piles that take the unit all hold equivalent parents, so the first one stands for all; a
   * `floatingOnly` unit goes to an empty pile or nowhere.
   */
  private toPiles(
    buf: Int32Array,
    k: number,
    card: number,
    count: number,
    from: number,
    firstEmpty: number,
    floatingOnly: boolean,
    kind: number,
    a: number,
    red: number,
  ): number {
    if (!this.mayLand(card, from)) return k;
    const b = this.board,
      sym = b.symmetric,
      floating = b.floating;
    const whole = from >= 0 && count === b.pileLength[from];
    // Emptying a pile that is never refilled, onto another pile, only loses room: the cards did as well where
    // they were (they keep every move they had, and the pile they would have covered keeps its top).
    const neverRefilled = b.whenEmpty === 'never' && sym && !(b.refills && b.reserveLength > 0);
    if (floating) {
      // Piles are interchangeable here: the first pile taking the unit, the first empty pile.
      if (!floatingOnly && !(whole && neverRefilled)) {
        // `land` is -1 where no pile takes the card: only a pile of its own there calls for another look.
        const l = this.land[card]!,
          q = l >= 0 && l === from ? this.parentPile(card, from) : l;
        if (q >= 0) {
          buf[k++] = kind === MOVE_TABLEAU_TO_TABLEAU ? packMove(kind, from, q, count) : packMove(kind, a, q, 0, red);
        }
      }
      if (firstEmpty >= 0 && !whole && b.canLand(firstEmpty, card, count))
        buf[k++] =
          kind === MOVE_TABLEAU_TO_TABLEAU
            ? packMove(kind, from, firstEmpty, count)
            : packMove(kind, a, firstEmpty, 0, red);
      return k;
    }
    // The piles whose top may take the unit are found through the cards it may be built on (one to four of them,
    // where each lies), not by trying every pile: most units have no target. Listed by pile, as the order of
    // equal-scored moves depends on it.
    const targets = this.targets,
      room = b.pileRoom,
      tableau = b.tableau,
      pileLength = b.pileLength,
      where = b.where;
    let t = 0;
    if (!floatingOnly && !(whole && neverRefilled) && this.openReady) {
      // The same piles as the loop below finds, taken in ascending order off the card's bits.
      const cap = b.capacity;
      for (let bits = this.openTakers[card]! & ~(from >= 0 ? 1 << from : 0); bits !== 0; bits &= bits - 1) {
        const q = 31 - Math.clz32(bits & -bits);
        if (pileLength[q]! + count > cap || count > this.carryOnto) continue;
        if (this.lockable[card] === 1 && this.locksUp(card, q)) continue;
        targets[t++] = q;
      }
    } else if (!floatingOnly && !(whole && neverRefilled)) {
      for (let i = this.underStart[card]!, e = this.underStart[card + 1]!; i < e; i++) {
        const u = this.underList[i]!,
          at = where[u]!;
        if (at < 0 || cardOf(tableau[at]!) !== u) continue;
        const q = b.pileAt[at]!;
        if (
          q === from ||
          at !== q * room + pileLength[q]! - 1 ||
          isFaceDown(tableau[at]!) ||
          pileLength[q]! + count > b.capacity ||
          count > this.carryOnto
        )
          continue;
        if (this.lockable[card] === 1 && this.locksUp(card, q)) continue;
        let j = t++;
        while (j > 0 && targets[j - 1]! > q) {
          targets[j] = targets[j - 1]!;
          j--;
        }
        targets[j] = q;
      }
    }
    // A whole pile moved into an empty one only renames it, unless the reserve then refills the pile it left (a
    // hand-made position: in play, no pile stays empty while the reserve has cards).
    const renames = whole && !(b.refills && b.reserveLength > 0);
    if (
      b.emptyTakes[card] === 1 &&
      count <= this.carryIntoEmpty &&
      count <= b.capacity &&
      !(sym && (firstEmpty < 0 || renames))
    ) {
      // The empty piles off their bits (`noteEmptyPiles`), lowest first; interchangeable ones stand for one another.
      let bits = sym ? 1 << firstEmpty : this.emptyPiles & ~(from >= 0 ? 1 << from : 0);
      for (; bits !== 0; bits &= bits - 1) {
        const q = 31 - Math.clz32(bits & -bits);
        let j = t++;
        while (j > 0 && targets[j - 1]! > q) {
          targets[j] = targets[j - 1]!;
          j--;
        }
        targets[j] = q;
      }
    }
    // Part of a run laid where it makes a break (see `noSplits`) is left out.
    const splitting = this.noSplits && from >= 0 && count < b.runLength[from]!;
    for (let i = 0; i < t; i++) {
      const q = targets[i]!;
      if (
        splitting &&
        pileLength[q]! > 0 &&
        b.link[cardOf(tableau[q * room + pileLength[q]! - 1]!) * b.nCards + card] !== 1
      ) {
        this.splitsLeftOut++;
        continue;
      }
      buf[k++] = kind === MOVE_TABLEAU_TO_TABLEAU ? packMove(kind, from, q, count) : packMove(kind, a, q, 0, red);
    }
    return k;
  }
}
