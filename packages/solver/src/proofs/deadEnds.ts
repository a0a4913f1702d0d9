import { type SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';

/** No depth: the card can never be a pile's top. */
const NONE = 0x7fff;

/** The card lists the proofs of loss read (`DeadEnds`, `BuriedCards`), which depend on the rules alone. */
interface CardLists {
  readonly underStart: Int32Array;
  readonly under: Uint16Array;
  readonly belowStart: Int32Array;
  readonly below: Uint16Array;
}

/** Made once per rule tables (the board's `place` array stands for them): a solve asks before every search. */
const listCache = new WeakMap<Uint8Array, CardLists>();
/** For each card, the cards it can be built on and the foundation tops that take it, made once per rule tables. */
export const cardListsOf = (b: SolverBoard): CardLists => {
  const known = listCache.get(b.place);
  if (known) return known;
  const n = b.nCards;
  const under: number[] = [],
    below: number[] = [];
  const underStart = new Int32Array(n + 1),
    belowStart = new Int32Array(n + 1);
  for (let c = 0; c < n; c++) {
    underStart[c] = under.length;
    for (let p = 0; p < n; p++) if (p !== c && b.place[p * n + c]) under.push(p);
    belowStart[c] = below.length;
    for (let q = 0; q < n; q++) if (q !== c && b.accept[(q + 1) * n + c]) below.push(q);
  }
  underStart[n] = under.length;
  belowStart[n] = below.length;
  const lists = { underStart, under: Uint16Array.from(under), belowStart, below: Uint16Array.from(below) };
  listCache.set(b.place, lists);
  return lists;
};

/**
 * A quick proof of loss that needs no search: what could ever happen to each card is worked out with everything
 * optimistic (the order of moves ignored, every way out assumed open), and if even then some card can never reach a
 * foundation, no line of play wins.
 *
 * The facts, each a necessary condition of a real event, are grown to a fixed point:
 * - a card *moves* (heads a unit that goes somewhere) only when it is *free* and has somewhere to go: a
 *   foundation that can take it, a card that takes it and can be a pile's top with room, or an empty pile that
 *   takes it (any empty pile, for the reserve's top where the reserve refills them) while some pile is or can be
 *   emptied;
 * - a card is free when the card above it in its pile has gone, or it heads a build up to a free card (or is face
 *   up, where any face-up card heads a group), or it has gone from where it lies (after that, optimistically,
 *   always);
 * - a card has gone from where it lies once it or a card below it in the same pile moved (a move takes every
 *   card above the one moved along);
 * - a card can be a pile's top at its own depth once the card above it has gone; a card that moves, or comes
 *   from the stock, the waste, the reserve or (with play-back) a foundation, can land one deeper than a top that
 *   has room (piles of limited size), or at depth 0 in an empty pile that takes it;
 * - a foundation can take a card when an empty one takes it, or a card it may go on can get there;
 * - a card gets to a foundation when it is free and a foundation can take it.
 *
 * Every real game makes each of its events follow from earlier ones in this way, so anything it does lies in
 * the fixed point: a card outside it can never go up. Tableau redeals that shuffle break the premise (cards
 * move without being played), so positions that may still shuffle are never called lost.
 */
export class DeadEnds {
  private readonly board: SolverBoard;
  /** For each card, the cards it can be built on: `under[underStart[c] .. underStart[c + 1]]`. */
  private readonly underStart: Int32Array;
  private readonly under: Uint16Array;
  /** For each card, the foundation tops that take it: `below[belowStart[c] .. belowStart[c + 1]]`. */
  private readonly belowStart: Int32Array;
  private readonly below: Uint16Array;
  private readonly free: Uint8Array;
  private readonly moved: Uint8Array;
  private readonly departed: Uint8Array;
  /** The least depth (cards under it) at which each card can be a pile's top; `NONE` when it never can. */
  private readonly depth: Int16Array;
  private readonly capacity: number;
  private readonly up: Uint8Array;
  private changed = false;

  constructor(b: SolverBoard) {
    this.board = b;
    const n = b.nCards;
    const lists = cardListsOf(b);
    this.underStart = lists.underStart;
    this.under = lists.under;
    this.belowStart = lists.belowStart;
    this.below = lists.below;
    this.free = new Uint8Array(n);
    this.moved = new Uint8Array(n);
    this.departed = new Uint8Array(n);
    this.depth = new Int16Array(n);
    this.capacity = Math.min(b.capacity, NONE);
    this.up = new Uint8Array(n);
  }

  private set(a: Uint8Array, c: number): void {
    if (!a[c]) {
      a[c] = 1;
      this.changed = true;
    }
  }

  private lower(c: number, d: number): void {
    if (d < this.depth[c]!) {
      this.depth[c] = d;
      this.changed = true;
    }
  }

  /** Whether the board's position can never be won (false means only "not proved"). */
  provedLost(): boolean {
    const b = this.board,
      n = b.nCards,
      room = b.pileRoom,
      P = b.pileCount,
      tableau = b.tableau;
    // Free cells are not in these facts (a card may wait there whatever its pile): never called lost.
    // Nor where only complete runs go up: its facts are about single cards going up.
    if (b.shuffleToCome || b.cellCount > 0 || b.completeRuns) return false;
    const free = this.free,
      moved = this.moved,
      departed = this.departed,
      depth = this.depth,
      up = this.up;
    const lastPass = !(b.turnWaste && b.redeals < b.redealLimit);
    free.fill(0);
    moved.fill(0);
    departed.fill(0);
    depth.fill(NONE);
    up.fill(0);
    for (let c = 0; c < n; c++) if (b.onFoundation[c]) up[c] = 1;
    this.changed = true;
    while (this.changed) {
      this.changed = false;
      let emptyPile = false;
      for (let p = 0; p < P && !emptyPile; p++)
        if (b.pileLength[p] === 0 || departed[cardOf(tableau[p * room]!)]) emptyPile = true;
      for (let p = 0; p < P; p++) {
        const len = b.pileLength[p]!,
          base = p * room;
        for (let i = 0, below = false; i < len; i++) {
          const c = cardOf(tableau[base + i]!);
          below = below || moved[c] === 1;
          if (below) this.set(departed, c);
        }
        for (let i = len - 1; i >= 0; i--) {
          const byte = tableau[base + i]!,
            c = cardOf(byte);
          const uncovered = i === len - 1 || departed[cardOf(tableau[base + i + 1]!)] === 1;
          if (uncovered) this.lower(c, i);
          if (moved[c]) this.lower(c, this.landing(c, emptyPile));
          // Carried along by a card below it, it may end up anywhere (optimistic).
          else if (departed[c] && !b.topCardOnly) this.lower(c, 0);
          if (
            uncovered ||
            departed[c] ||
            (!b.topCardOnly &&
              !isFaceDown(byte) &&
              // Where groups move, every face-up card heads one, whatever lies on it.
              (b.groups || (free[cardOf(tableau[base + i + 1]!)] && b.place[c * n + cardOf(tableau[base + i + 1]!)])))
          )
            this.set(free, c);
          if (free[c] && !moved[c] && (this.foundationTakes(c) || this.landing(c, emptyPile) < NONE))
            this.set(moved, c);
          if (free[c] && !up[c] && this.foundationTakes(c)) this.set(up, c);
        }
      }
      // The reserve: only its top card plays, and nothing lands on it. Where it refills emptied piles, its top
      // goes to one whatever an empty pile takes, once some pile can be emptied.
      const refilled = b.refills && emptyPile;
      for (let i = b.reserveLength - 1; i >= 0; i--) {
        const c = b.reserve[i]!;
        if (i === b.reserveLength - 1 || moved[b.reserve[i + 1]!]) this.set(free, c);
        if (!free[c]) break;
        if (!moved[c] && (refilled || this.foundationTakes(c) || this.landing(c, emptyPile) < NONE)) this.set(moved, c);
        if (moved[c]) this.lower(c, refilled ? 0 : this.landing(c, emptyPile));
        if (!up[c] && this.foundationTakes(c)) this.set(up, c);
      }
      // Stock cards can all be reached some time (optimistic), and so can waste cards while the waste may still
      // be turned over. On the last pass the waste is a pile that only gives its top: a card under the top is
      // reached only once the waste card on it has moved (stock cards dealt on it meanwhile, optimistically,
      // move too).
      for (let i = b.talonLength - 1; i >= 0; i--) {
        const c = b.talon[i]!;
        if (lastPass && i < b.wasteLength - 1 && !moved[b.talon[i + 1]!]) continue;
        if (lastPass && !moved[c] && (this.foundationTakes(c) || this.landing(c, emptyPile) < NONE)) this.set(moved, c);
        this.lower(c, this.landing(c, emptyPile));
        if (!up[c] && this.foundationTakes(c)) this.set(up, c);
      }
      if (b.playBack) for (let c = 0; c < n; c++) if (b.onFoundation[c]) this.lower(c, this.landing(c, emptyPile));
    }
    // Cards out of play (hand-made positions) never go up, and need not.
    for (let c = 0; c < n; c++) if (!up[c] && !b.outOfPlay[c]) return true;
    return false;
  }

  /** Some foundation can take `c` at some time. */
  private foundationTakes(c: number): boolean {
    const b = this.board;
    if (b.accept[c]) return true;
    for (let i = this.belowStart[c]!, e = this.belowStart[c + 1]!; i < e; i++) if (this.up[this.below[i]!]) return true;
    return false;
  }

  /**
   * The least depth at which `c` could be put into the tableau some time: into an empty pile, or onto a card that
   * can be a pile's top with room above it (`NONE`: nowhere).
   */
  private landing(c: number, emptyPile: boolean): number {
    const b = this.board,
      depth = this.depth,
      capacity = this.capacity;
    if (emptyPile && b.emptyTakes[c] === 1) return 0;
    let best = NONE;
    for (let i = this.underStart[c]!, e = this.underStart[c + 1]!; i < e; i++) {
      const d = depth[this.under[i]!]! + 1;
      if (d < best && d < capacity) best = d;
    }
    return best;
  }
}
