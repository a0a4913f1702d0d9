import {
  cardCount, type EmptyPilePolicy, type GameState, type Move, type Pile, type PileCard, playUnchecked, type Rules, UNLIMITED,
} from '@solitaire/engine';
import { doubled, giveArray, takeInt32 } from '../tables/arrayPool.js';
import { mixA, mixB, randomKeys } from './hashing.js';
import {
  MK_DRAW, MK_F2T, MK_R2F, MK_R2T, MK_REDEAL, MK_SHUFFLE, MK_SWITCH_T2F, MK_T2F, MK_T2T, MK_W2F, MK_W2T, moveCount, moveFrom, moveKind, moveTo, packMove,
  switchFoundation, viaRedeal,
} from './packedMove.js';
import { FMAX, ruleTables } from './ruleTables.js';
import { cardOf, faceKey, isFaceDown, tableauByte } from './tableauByte.js';

/*
 * The solver's private, mutable copy of a position: typed arrays changed and restored in place, with an
 * incremental 64-bit hash kept in two 32-bit lanes. The stock and waste are one sequence, the "talon":
 * waste bottom to top, then stock top to bottom, with `w` cards of it dealt. Cards only ever leave it and
 * neither a draw nor a waste redeal reorders it, so every position reachable by draws is an index into it.
 */

/** Plies the move history starts with room for (it doubles as needed). */
const INITIAL_PLIES = 1 << 14;
/** Counters a copy of the position holds (`SolverBoard.saveTo`): talon length, waste, reserve length, redeals, random state, cards up, talon hash. */
const COPY_COUNTERS = 8;
/** Sums of the hash a copy of the position holds: the tableau's, the foundations' and the floating cards', two lanes each. */
const HASH_SUMS = 6;
/** The capacity of a pile the rules do not limit: more than any pile holds, and a small integer, so the checks stay integer arithmetic. */
const NO_CAPACITY = 1 << 30;
/** Redeal counts with a hash key of their own (more than any rule allows; larger ones wrap round, and the hash adds the count itself too). */
const REDEAL_KEYS = 64;

/** How a board is set up; every field defaults to true. */
export interface SolverBoardOptions {
  /** Let cards float in the hash (see `SolverBoard.floating`); false keeps every card's exact place, so the tests can compare both searches. */
  readonly floating?: boolean;
  /** Keep the hash up to date; random playouts never read it and skip its cost. */
  readonly hashing?: boolean;
}

/** The solver's mutable position and the rule tables it plays by. */
export class SolverBoard {
  readonly rules: Rules;
  /** Card ids range over 0..nCards-1. */
  readonly nCards: number;
  readonly piles: number;
  readonly founds: number;
  /** Room per tableau pile. */
  readonly room: number;
  /** `place[below * nCards + card]` is 1 when the tableau build rule lets `card` go on `below`. */
  readonly place: Uint8Array;
  /** `accept[(top + 1) * nCards + card]` is 1 when a foundation with top `top` (-1: empty) accepts `card`. */
  readonly accept: Uint8Array;
  readonly rank: Uint8Array;
  /** Suit index of each card (0-3). */
  readonly suit: Uint8Array;
  readonly topCardOnly: boolean;
  readonly capacity: number;
  /** What an empty tableau pile takes. */
  readonly whenEmpty: EmptyPilePolicy;
  /** `emptyTakes[card]` is 1 when an empty pile takes a unit headed by `card` (the policy, looked up once). */
  readonly emptyTakes: Uint8Array;
  readonly playBack: boolean;
  /** Cards a foundation may give back must leave this many below them (1 when its Ace stays for good). */
  readonly keepBelow: number;
  readonly draw: number;
  /** Stock redeals by turning the waste over. */
  readonly turnWaste: boolean;
  /** Redeals by gathering and shuffling the tableau. */
  readonly shuffles: boolean;
  readonly redealLimit: number;
  /** Tableau piles are interchangeable (no redeal ever reads their order), so the hash ignores it. */
  readonly symmetric: boolean;
  /** Each card's twin class (see `twinClasses`): the least card the rules cannot tell from it. */
  readonly twin: Uint8Array;
  /** Whether some card has a twin; the hash then records cards by class. */
  readonly twins: boolean;

  readonly tab: Uint8Array;
  readonly tabLen: Uint8Array;
  /** Cards at the top of each pile that can move as one unit (0 when the top is face down). */
  readonly runLen: Uint8Array;
  readonly fnd: Uint8Array;
  readonly fLen: Uint8Array;
  readonly onF: Uint8Array;
  /** Where each card lies in the tableau (`pile * room + depth`), or -1 when it lies elsewhere. */
  readonly where: Int16Array;
  /** The pile of each tableau place (`pile * room + depth`): a lookup, cheaper than a division in the hot loops. */
  readonly pileAt: Uint8Array;
  /** How many foundations would take each card now. */
  readonly wanted: Uint8Array;
  /** Cards a foundation with top t (-1: empty) takes: `takes[takesAt[t + 1] .. takesAt[t + 2]]`. */
  private readonly takesAt: Int32Array;
  private readonly takes: Uint8Array;

  /** Cards that may be built on each card, as lists: `aboveList[aboveStart[c] .. aboveStart[c + 1]]`. */
  readonly aboveStart: Int32Array;
  readonly aboveList: Uint8Array;
  /** Cards each card may be built on, the same way: `underList[underStart[c] .. underStart[c + 1]]`. */
  readonly underStart: Int32Array;
  readonly underList: Uint8Array;

  /** Cards of the decks that are not in play at all (hand-made layouts). */
  readonly gone: Uint8Array;
  readonly talon: Uint8Array;
  tLen = 0;
  w = 0;
  readonly res: Uint8Array;
  readonly resUp: Uint8Array;
  rLen = 0;
  redeals = 0;
  rng = 0;
  present = 0;
  fTotal = 0;
  /** Foundation changes so far (never taken back), so what depends on the foundations alone can be cached until the next. */
  fChanges = 0;

  private readonly zA: Uint32Array;
  private readonly zB: Uint32Array;
  private readonly fzA: Uint32Array;
  private readonly fzB: Uint32Array;
  private readonly xA: Uint32Array;
  private readonly xB: Uint32Array;
  private readonly saltA: Uint32Array;
  private readonly saltB: Uint32Array;
  /** Per-card keys of cards whose place in the tableau floats (see `floating`). */
  private readonly flkA: Uint32Array;
  private readonly flkB: Uint32Array;
  /** Per-card keys of the talon's cards as a set (zero without twins), and the talon's hash. */
  private readonly tkA: Uint32Array;
  private readonly tkB: Uint32Array;
  private talonA = 0;
  private talonB = 0;
  /** Prefix hashes of each pile: positional keys and floating keys of its first i cards, at `p * (room + 1) + i`. */
  private readonly preA: Uint32Array;
  private readonly preB: Uint32Array;
  private readonly flA: Uint32Array;
  private readonly flB: Uint32Array;
  /** What each pile adds to the tableau hash, as last computed. */
  private readonly skMixA: Uint32Array;
  private readonly skMixB: Uint32Array;
  private readonly floatA: Uint32Array;
  private readonly floatB: Uint32Array;
  private floatSumA = 0;
  private floatSumB = 0;
  /**
   * Whether the cards above the bottom of each pile's movable run "float": the hash records which cards they
   * are but not which of the equivalent parents each one lies on, and the generator moves such cards only when
   * that changes more than their parent (see `SolverMoves`). Valid when the build rule splits cards into
   * classes whose members accept, and are accepted by, exactly the same cards; runs move whole or in part
   * with no capacity; ranks run one way without wrap; and no redeal reads the piles.
   * Why it is sound: two positions alike but for the parents their floating cards lie on have the same number
   * of free parents in every class, so a card or unit that can land in one can land in the other, and a card
   * that is a top in one is a top in the other once a single unit floats to a free equivalent parent; every
   * move of one thus has a counterpart in the other (with that compound move), leading to positions alike again.
   */
  readonly floating: boolean;
  private readonly fHA: Uint32Array;
  private readonly fHB: Uint32Array;
  /** What each foundation adds to the hash (its lanes mixed), as last computed. */
  private readonly fMixA: Uint32Array;
  private readonly fMixB: Uint32Array;
  private tabSumA = 0;
  private tabSumB = 0;
  private fSumA = 0;
  private fSumB = 0;

  /** Applied moves, with what undoing each needs. */
  plyMove: Int32Array;
  private plyInfo: Int32Array;
  private plyRedeals: Int32Array;
  ply = 0;
  /** Whether the hash is kept up to date (`hashA` and `hashB` are meaningless otherwise). */
  private readonly hashing: boolean;
  private readonly snapshots: { tab: Uint8Array; tabLen: Uint8Array; rng: number }[] = [];
  private readonly moveCount0: number;
  private readonly playedBack0: readonly number[];

  constructor(rules: Rules, state: GameState, options: SolverBoardOptions = {}) {
    this.rules = rules;
    this.hashing = options.hashing ?? true;
    const n = cardCount(rules);
    this.nCards = n;
    this.piles = rules.tableau.count;
    this.founds = rules.foundations.count;
    // A pile holds at most its capacity (unless dealt longer); a room that small keeps the arrays the moves and
    // the copies touch small (Shamrocks: 4 places a fan instead of 53).
    const capacity = rules.tableau.capacity;
    const most = capacity === null || rules.redeal?.kind === 'shuffleTableau' ? n : Math.min(n, capacity);
    this.room = Math.max(most, ...state.tableau.map((p) => p.length)) + 1;
    const tables = ruleTables(rules, this.room);
    this.place = tables.place;
    this.accept = tables.accept;
    this.rank = tables.rank;
    this.suit = tables.suit;
    this.topCardOnly = rules.tableau.moveUnit === 'topCard';
    this.capacity = rules.tableau.capacity ?? NO_CAPACITY;
    this.whenEmpty = rules.tableau.whenEmpty;
    this.emptyTakes = tables.emptyTakes;
    this.playBack = rules.foundations.playBack;
    this.keepBelow = (rules.foundations as { readonly baseFixed?: boolean }).baseFixed === true ? 1 : 0;
    this.draw = rules.stock?.draw ?? 0;
    this.turnWaste = rules.redeal?.kind === 'turnWaste';
    this.shuffles = rules.redeal?.kind === 'shuffleTableau';
    const limit = rules.redeal?.limit ?? 0;
    this.redealLimit = limit === UNLIMITED ? Number.MAX_SAFE_INTEGER : limit;
    this.symmetric = !this.shuffles;

    const P = this.piles, F = this.founds, room = this.room;
    // What the moves change lies in one block, so that a copy of the position is one copy of bytes (`saveTo`):
    // the counters (as doubles), where each card lies, then the byte arrays (the tableau with one spare byte past
    // the last pile, for `peekHash`).
    const sizes = [P * room + 1, P, P, F * FMAX, F, n, n, n, n, n];
    const block = new ArrayBuffer(COPY_COUNTERS * 8 + 2 * n + sizes.reduce((a, b) => a + b, 0));
    this.copyCounters = new Float64Array(block, 0, COPY_COUNTERS);
    this.where = new Int16Array(block, COPY_COUNTERS * 8, n).fill(-1);
    let offset = COPY_COUNTERS * 8 + 2 * n;
    const [tab, tabLen, runLen, fnd, fLen, onF, wanted, talon, res, resUp] = sizes.map((size) => {
      const view = new Uint8Array(block, offset, size);
      offset += size;
      return view;
    }) as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    this.tab = tab; this.tabLen = tabLen; this.runLen = runLen; this.fnd = fnd; this.fLen = fLen; this.onF = onF; this.wanted = wanted;
    this.talon = talon; this.res = res; this.resUp = resUp;
    this.block = new Uint8Array(block);
    this.pileAt = Uint8Array.from({ length: P * room }, (_, at) => (at / room) | 0);
    this.takesAt = tables.takesAt;
    this.takes = tables.takes;
    this.aboveStart = tables.aboveStart;
    this.aboveList = tables.aboveList;
    this.underStart = tables.underStart;
    this.underList = tables.underList;
    this.gone = new Uint8Array(n).fill(1);

    ({ zA: this.zA, zB: this.zB, fzA: this.fzA, fzB: this.fzB, flkA: this.flkA, flkB: this.flkB, tkA: this.tkA, tkB: this.tkB, twin: this.twin } = tables);
    this.twins = tables.twins;
    // Extra keys: canonical waste position, reserve length, redeals used, random state.
    this.xA = randomKeys(3 * (n + 2) + 64, 0x68e31da4);
    this.xB = randomKeys(3 * (n + 2) + 64, 0x3c6ef372);
    this.saltA = randomKeys(P, 0x9b05688c);
    this.saltB = randomKeys(P, 0x510e527f);
    this.floating = (options.floating ?? true) && !this.topCardOnly && rules.tableau.capacity === null && !this.shuffles
      && rules.tableau.build.direction !== 'upOrDown' && !rules.tableau.build.wrap && tables.blockStructured();
    // The hash's running state lies in one block too, so that a copy restored needs no rehash: the sums, what each
    // pile and foundation adds, the piles' prefix hashes, and last the floating keys, copied only where cards float.
    const hashSizes = [HASH_SUMS, P, P, F, F, F, F, P * (room + 1), P * (room + 1), P, P, P * (room + 1), P * (room + 1)];
    const hashBlock = new ArrayBuffer(4 * hashSizes.reduce((a, b) => a + b, 0));
    let hashOffset = 0;
    const [sums, skMixA, skMixB, fHA, fHB, fMixA, fMixB, preA, preB, floatA, floatB, flA, flB] = hashSizes.map((size) => {
      const view = new Uint32Array(hashBlock, hashOffset, size);
      hashOffset += 4 * size;
      return view;
    }) as [Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array, Uint32Array];
    this.hashSums = sums;
    this.skMixA = skMixA; this.skMixB = skMixB; this.fHA = fHA; this.fHB = fHB; this.fMixA = fMixA; this.fMixB = fMixB;
    this.preA = preA; this.preB = preB; this.floatA = floatA; this.floatB = floatB; this.flA = flA; this.flB = flB;
    const copied = this.floating ? hashOffset : floatA.byteOffset;
    this.hashBlock = new Uint8Array(hashBlock, 0, this.hashing ? copied : 0);

    this.plyMove = takeInt32(INITIAL_PLIES);
    this.plyInfo = takeInt32(INITIAL_PLIES);
    this.plyRedeals = takeInt32(INITIAL_PLIES);
    this.moveCount0 = state.moveCount;
    this.playedBack0 = state.playedBack;
    this.load(state);
    this.start = new Uint8Array(this.copyBytes);
    this.saveTo(this.start);
  }

  /** A copy of the start position (`saveTo`), taken once it is loaded (see `rewind`). */
  private readonly start: Uint8Array;
  /** Everything the moves change but the hash, as bytes (see `saveTo`), and the counters' place in it. */
  private readonly block: Uint8Array;
  private readonly copyCounters: Float64Array;
  /** The hash's running state as bytes, as far as a copy keeps it (see `saveTo`), and its sums' place in it. */
  private readonly hashBlock: Uint8Array;
  private readonly hashSums: Uint32Array;
  /**
   * Back to the start position at once, as undoing every ply would leave it: random playouts start each game
   * from there, and copying a few hundred bytes costs less than taking back a game of up to 300 moves.
   */
  rewind(): void {
    this.restoreFrom(this.start);
  }

  /** Bytes one copy of the position takes (`saveTo`). */
  get copyBytes(): number { return this.block.length + this.hashBlock.length; }

  /**
   * Copies the position into `slot` (`copyBytes` long) for `restoreFrom`: a spread beam keeps a copy of each
   * position of its layer rather than walking to it through the moves that part it from the last one (package
   * README, "Tuning").
   */
  saveTo(slot: Uint8Array): void {
    const c = this.copyCounters;
    c[0] = this.tLen; c[1] = this.w; c[2] = this.rLen; c[3] = this.redeals; c[4] = this.rng; c[5] = this.fTotal; c[6] = this.talonA; c[7] = this.talonB;
    slot.set(this.block);
    if (!this.hashing) return;
    const h = this.hashSums;
    h[0] = this.tabSumA; h[1] = this.tabSumB; h[2] = this.fSumA; h[3] = this.fSumB; h[4] = this.floatSumA; h[5] = this.floatSumB;
    slot.set(this.hashBlock, this.block.length);
  }

  /**
   * Puts the board on a position `saveTo` copied, as a start: no ply before it can be undone (`ply` is 0), so the
   * line that led there is the caller's to keep.
   */
  restoreFrom(slot: Uint8Array): void {
    const size = this.block.length;
    this.block.set(slot.subarray(0, size));
    const c = this.copyCounters;
    this.tLen = c[0]!; this.w = c[1]!; this.rLen = c[2]!; this.redeals = c[3]!; this.rng = c[4]!; this.fTotal = c[5]!; this.talonA = c[6]!; this.talonB = c[7]!;
    // The foundations may differ from those of the last ply: what was cached on them is stale.
    this.fChanges++;
    this.ply = 0;
    this.snapshots.length = 0;
    if (!this.hashing) return;
    this.hashBlock.set(slot.subarray(size, size + this.hashBlock.length));
    const h = this.hashSums;
    this.tabSumA = h[0]! | 0; this.tabSumB = h[1]! | 0; this.fSumA = h[2]! | 0; this.fSumB = h[3]! | 0; this.floatSumA = h[4]! | 0; this.floatSumB = h[5]! | 0;
  }

  private load(state: GameState): void {
    const P = this.piles, room = this.room;
    const see = (c: number) => { this.gone[c] = 0; this.present++; };
    state.tableau.forEach((pile, p) => {
      pile.forEach((pc, i) => { this.tab[p * room + i] = tableauByte(pc.card, pc.up); see(pc.card); });
      this.tabLen[p] = pile.length;
    });
    state.foundations.forEach((pile, f) => {
      pile.forEach((pc, i) => { this.fnd[f * FMAX + i] = pc.card; this.onF[pc.card] = 1; see(pc.card); });
      this.fLen[f] = pile.length;
      this.fTotal += pile.length;
    });
    state.waste.forEach((pc) => { this.talon[this.tLen++] = pc.card; see(pc.card); });
    this.w = state.waste.length;
    for (let i = state.stock.length - 1; i >= 0; i--) { this.talon[this.tLen++] = state.stock[i]!.card; see(state.stock[i]!.card); }
    for (let i = 0; i < this.tLen; i++) { this.talonA ^= this.tkA[this.talon[i]!]!; this.talonB ^= this.tkB[this.talon[i]!]!; }
    this.talonA |= 0; this.talonB |= 0;
    state.reserve.forEach((pc, i) => { this.res[i] = pc.card; this.resUp[i] = pc.up ? 1 : 0; see(pc.card); });
    this.rLen = state.reserve.length;
    this.redeals = state.redeals;
    this.rng = state.rng;
    for (let p = 0; p < P; p++) this.runLen[p] = this.calcRun(p);
    for (let f = 0; f < this.founds; f++) this.want(this.fTop(f), 1);
    this.rehashAll();
  }

  private want(top: number, delta: number): void {
    for (let i = this.takesAt[top + 1]!, e = this.takesAt[top + 2]!; i < e; i++) {
      const c = this.takes[i]!;
      this.wanted[c] = this.wanted[c]! + delta;
    }
  }

  private rehashAll(): void {
    this.tabSumA = 0; this.tabSumB = 0; this.fSumA = 0; this.fSumB = 0; this.floatSumA = 0; this.floatSumB = 0;
    for (let p = 0; p < this.piles; p++) {
      const len = this.tabLen[p]!;
      this.tabLen[p] = 0;
      for (let i = 0; i < len; i++) this.pushTab(p, this.tab[p * this.room + i]!);
      this.skMixA[p] = 0; this.skMixB[p] = 0; this.floatA[p] = 0; this.floatB[p] = 0;
      this.endPile(p, this.calcRun(p));
    }
    for (let f = 0; f < this.founds; f++) {
      let a = 0, b = 0;
      for (let i = 0; i < this.fLen[f]!; i++) { a ^= this.fzA[this.fnd[f * FMAX + i]! * FMAX + i]!; b ^= this.fzB[this.fnd[f * FMAX + i]! * FMAX + i]!; }
      this.fHA[f] = a; this.fHB[f] = b; this.fMixA[f] = mixA(a); this.fMixB[f] = mixB(b);
      this.fSumA = (this.fSumA + this.fMixA[f]!) | 0;
      this.fSumB = (this.fSumB + this.fMixB[f]!) | 0;
    }
  }

  /** The hash key index of a tableau byte at a depth: one key per card, face and depth. */
  private zkey(byte: number, depth: number): number {
    return faceKey(byte) * this.room + depth;
  }

  /** The movable unit on top of pile `p`: how many top cards are face up and form a build. */
  calcRun(p: number): number {
    const len = this.tabLen[p]!;
    return len === 0 ? 0 : this.runAt(p, len, this.tab[p * this.room + len - 1]!);
  }
  /** The movable run pile `p` would have with only its first `len` cards (at least one), the last of them `top` (a tableau byte). */
  private runAt(p: number, len: number, top: number): number {
    const base = p * this.room;
    if (isFaceDown(top)) return 0;
    if (this.topCardOnly) return 1;
    let n = 1;
    const nc = this.nCards;
    while (n < len) {
      const below = this.tab[base + len - 1 - n]!;
      if (isFaceDown(below) || this.place[below * nc + top] === 0) break;
      top = below;
      n++;
    }
    return n;
  }

  /**
   * Whether foundations f and g are alike card for card up to twins (see `twinClasses`), so that a card sent to
   * either leaves positions alike up to twins. Without play-back only the top card can ever matter.
   */
  twinFoundations(f: number, g: number): boolean {
    const len = this.fLen[f]!;
    if (len !== this.fLen[g]) return false;
    const twin = this.twin, fnd = this.fnd;
    for (let i = this.playBack ? 0 : Math.max(0, len - 1); i < len; i++) if (twin[fnd[f * FMAX + i]!] !== twin[fnd[g * FMAX + i]!]) return false;
    return true;
  }

  /** Top card of a foundation, or -1 when it is empty. */
  fTop(f: number): number { const l = this.fLen[f]!; return l ? this.fnd[f * FMAX + l - 1]! : -1; }

  /** Whether a unit of `count` cards headed by `head` may go onto pile `q` (rank, suit, emptiness, capacity). */
  canLand(q: number, head: number, count: number): boolean {
    const len = this.tabLen[q]!;
    if (len + count > this.capacity) return false;
    if (len === 0) return this.emptyTakes[head] === 1;
    const top = this.tab[q * this.room + len - 1]!;
    return !isFaceDown(top) && this.place[top * this.nCards + head] === 1;
  }

  /** Whether a stock redeal (turning the waste over) is allowed now that the stock is empty. */
  canTurnWaste(): boolean { return this.turnWaste && this.redeals < this.redealLimit; }

  /** Whether every card in play is on the foundations. */
  isWon(): boolean { return this.fTotal === this.present; }

  /** First hash lane of the position (pile order ignored where piles are interchangeable). */
  hashA(): number { return this.laneA(this.tabSumA + this.floatSumA + this.fSumA + this.talonA, this.canonicalW(), this.redeals); }
  /** Second hash lane. */
  hashB(): number { return this.laneB(this.tabSumB + this.floatSumB + this.fSumB + this.talonB, this.canonicalW(), this.redeals); }
  /** The first lane from the sum of the tableau's, foundations' and talon's shares, the canonical waste position and the redeals used. */
  private laneA(sum: number, w: number, redeals: number): number {
    const x = this.xA, n2 = this.nCards + 2;
    let h = (sum + x[w]! + x[n2 + this.rLen]!) | 0;
    if (this.redealLimit !== Number.MAX_SAFE_INTEGER || this.shuffles) h = (h + x[2 * n2 + (redeals % REDEAL_KEYS)]! + Math.imul(redeals, 0x9e3779b1)) | 0;
    if (this.shuffles) h = (h + mixA(this.rng ^ 0x5bd1e995)) | 0;
    return h;
  }
  private laneB(sum: number, w: number, redeals: number): number {
    const x = this.xB, n2 = this.nCards + 2;
    let h = (sum + x[w]! + x[n2 + this.rLen]!) | 0;
    if (this.redealLimit !== Number.MAX_SAFE_INTEGER || this.shuffles) h = (h + x[2 * n2 + (redeals % REDEAL_KEYS)]! + Math.imul(redeals, 0x85ebca77)) | 0;
    if (this.shuffles) h = (h + mixB(this.rng ^ 0x27d4eb2f)) | 0;
    return h;
  }

  /**
   * The waste position as far as the future is concerned. With unlimited waste redeals, drawing one at a time
   * reaches every position from any other, and drawing N at a time from a multiple of N (or from the end)
   * reaches exactly the positions a fresh pass reaches, so those positions are all the same state.
   */
  private canonicalW(): number { return this.canonicalOf(this.w, this.tLen); }
  private canonicalOf(w: number, tLen: number): number {
    if (this.turnWaste && this.redealLimit === Number.MAX_SAFE_INTEGER && tLen > 0) {
      if (this.draw === 1 || w % this.draw === 0 || w === tLen) return 0;
    }
    return w;
  }

  // ---- changing the position ----------------------------------------------------------------------------

  private growPly(): void {
    this.plyMove = doubled(this.plyMove);
    this.plyInfo = doubled(this.plyInfo);
    this.plyRedeals = doubled(this.plyRedeals);
  }

  /** Hands the move history's memory to the next board; this board must not be used again. */
  release(): void {
    giveArray(this.plyMove); giveArray(this.plyInfo); giveArray(this.plyRedeals);
    this.plyMove = new Int32Array(0);
  }

  private pushTab(p: number, byte: number): void {
    const i = this.tabLen[p]!;
    this.tab[p * this.room + i] = byte;
    const card = cardOf(byte);
    this.where[card] = p * this.room + i;
    this.tabLen[p] = i + 1;
    if (!this.hashing) return;
    const k = this.zkey(byte, i), at = p * (this.room + 1) + i;
    this.preA[at + 1] = this.preA[at]! ^ this.zA[k]!;
    this.preB[at + 1] = this.preB[at]! ^ this.zB[k]!;
    // Sums, not xors: twins share a key, and a floating set may hold both.
    this.flA[at + 1] = (this.flA[at]! + this.flkA[card]!) | 0;
    this.flB[at + 1] = (this.flB[at]! + this.flkB[card]!) | 0;
  }
  private popTab(p: number): number {
    const i = this.tabLen[p]! - 1;
    this.tabLen[p] = i;
    return this.tab[p * this.room + i]!;
  }
  /** Turns the top card of pile p up or down (hash included). */
  private setTopFace(p: number, down: boolean): void {
    const i = this.tabLen[p]! - 1;
    const at = p * this.room + i;
    const old = this.tab[at]!;
    const byte = tableauByte(cardOf(old), !down);
    this.tab[at] = byte;
    if (!this.hashing) return;
    const k = this.zkey(byte, i), pre = p * (this.room + 1) + i;
    this.preA[pre + 1] = this.preA[pre]! ^ this.zA[k]!;
    this.preB[pre + 1] = this.preB[pre]! ^ this.zB[k]!;
  }
  private beginPile(p: number): void {
    if (!this.hashing) return;
    this.tabSumA = (this.tabSumA - this.skMixA[p]!) | 0;
    this.tabSumB = (this.tabSumB - this.skMixB[p]!) | 0;
    this.floatSumA = (this.floatSumA - this.floatA[p]!) | 0;
    this.floatSumB = (this.floatSumB - this.floatB[p]!) | 0;
  }
  /**
   * After `count` cards forming a run went onto pile p, whose run was `oldRun` (0: it was empty or its top face
   * down), `endPile` with the new run, known without walking it: the old one carried on, or the new cards alone.
   */
  private endPushed(p: number, oldRun: number, count: number): void {
    let run = this.topCardOnly ? 1 : count;
    if (oldRun > 0 && !this.topCardOnly) {
      const at = p * this.room + this.tabLen[p]! - count;
      if (this.place[this.tab[at - 1]! * this.nCards + this.tab[at]!] === 1) run = oldRun + count;
    }
    this.endPile(p, run);
  }
  /** After `count` cards left the top of pile p, whose run was `oldRun`: `endPile` with what is left of it, or walked again when it all went. */
  private endPopped(p: number, oldRun: number, count: number): void {
    this.endPile(p, oldRun > count ? oldRun - count : this.calcRun(p));
  }
  /** Sets pile p's movable run to `run` and recomputes its share of the hash: its fixed part by position, its floating cards as a set. */
  private endPile(p: number, run: number): void {
    const len = this.tabLen[p]!;
    this.runLen[p] = run;
    if (!this.hashing) return;
    const cut = this.floating && run > 1 ? len - run + 1 : len;
    const at = p * (this.room + 1);
    let a = this.preA[at + cut]!, b = this.preB[at + cut]!;
    if (!this.symmetric) { a = (a ^ this.saltA[p]!) | 0; b = (b ^ this.saltB[p]!) | 0; }
    const ma = mixA(a), mb = mixB(b);
    const fa = (this.flA[at + len]! - this.flA[at + cut]!) | 0, fb = (this.flB[at + len]! - this.flB[at + cut]!) | 0;
    this.skMixA[p] = ma; this.skMixB[p] = mb; this.floatA[p] = fa; this.floatB[p] = fb;
    this.tabSumA = (this.tabSumA + ma) | 0;
    this.tabSumB = (this.tabSumB + mb) | 0;
    this.floatSumA = (this.floatSumA + fa) | 0;
    this.floatSumB = (this.floatSumB + fb) | 0;
  }
  private pushF(f: number, card: number): void {
    const i = this.fLen[f]!;
    this.want(this.fTop(f), -1);
    this.want(card, 1);
    this.fnd[f * FMAX + i] = card;
    this.toggleFoundationHash(f, card, i);
    this.fLen[f] = i + 1;
    this.onF[card] = 1;
    this.where[card] = -1;
    this.fTotal++;
    this.fChanges++;
  }
  private popF(f: number): number {
    const i = this.fLen[f]! - 1;
    const card = this.fnd[f * FMAX + i]!;
    this.want(card, -1);
    this.want(i > 0 ? this.fnd[f * FMAX + i - 1]! : -1, 1);
    this.toggleFoundationHash(f, card, i);
    this.fLen[f] = i;
    this.onF[card] = 0;
    this.fTotal--;
    this.fChanges++;
    return card;
  }
  /**
   * Puts `card` into foundation f's hash at height i, or takes it out (an xor either way); the foundation's
   * mixed share is kept, so only the new one is mixed.
   */
  private toggleFoundationHash(f: number, card: number, i: number): void {
    if (!this.hashing) return;
    const a = (this.fHA[f]! ^ this.fzA[card * FMAX + i]!) | 0, b = (this.fHB[f]! ^ this.fzB[card * FMAX + i]!) | 0;
    const ma = mixA(a), mb = mixB(b);
    this.fSumA = (this.fSumA - this.fMixA[f]! + ma) | 0;
    this.fSumB = (this.fSumB - this.fMixB[f]! + mb) | 0;
    this.fHA[f] = a; this.fHB[f] = b; this.fMixA[f] = ma; this.fMixB[f] = mb;
  }
  /** Cards a foundation with top `top` (-1: empty) takes, as a range of `takes`. */
  takesFrom(top: number): number { return this.takesAt[top + 1]!; }
  /** End of that range. */
  takesTo(top: number): number { return this.takesAt[top + 2]!; }
  /** The i-th entry of the takes list. */
  takesCard(i: number): number { return this.takes[i]!; }

  /** Removes the talon card at index i (the waste top once `i + 1` cards are dealt). */
  private takeTalon(i: number): number {
    const talon = this.talon, card = talon[i]!;
    // A loop, not `copyWithin`: the talon holds a few dozen cards, and a builtin's call costs more than moving them.
    for (let j = i + 1; j < this.tLen; j++) talon[j - 1] = talon[j]!;
    this.tLen--;
    this.talonA = (this.talonA ^ this.tkA[card]!) | 0; this.talonB = (this.talonB ^ this.tkB[card]!) | 0;
    return card;
  }
  private putTalon(i: number, card: number): void {
    const talon = this.talon;
    for (let j = this.tLen; j > i; j--) talon[j] = talon[j - 1]!;
    talon[i] = card;
    this.tLen++;
    this.talonA = (this.talonA ^ this.tkA[card]!) | 0; this.talonB = (this.talonB ^ this.tkB[card]!) | 0;
  }
  /** Turns up a face-down card left on top of pile p (A5); 1 when it did. */
  private flipIfDown(p: number): number {
    const len = this.tabLen[p]!;
    if (len > 0 && isFaceDown(this.tab[p * this.room + len - 1]!)) { this.setTopFace(p, false); return 1; }
    return 0;
  }

  /** Whether the tableau move at ply `i` (`MK_T2T` or `MK_T2F`) turned up a card it left on top (A5). */
  turnedUp(i: number): boolean { return this.plyInfo[i] !== 0; }

  // ---- the hash after a move, without playing it ---------------------------------------------------------

  /** The hash lanes that `peekHash` found. */
  peekA = 0;
  peekB = 0;
  /** The tableau's part of the hash (positional and floating) while `peekHash` works it out. */
  private sumA = 0;
  private sumB = 0;

  /**
   * Works out the hash the position would have after move `m` (into `peekA`, `peekB`) without playing it: most of
   * the positions the search reaches are in its table already, and asking the table first spares playing and
   * taking back the move (package README, "Profile"). The same sums `apply` keeps, for the two piles, foundation
   * or talon the move touches. False, with nothing worked out, for reserve, compound and stock-step moves,
   * shuffles, and on a board that does not hash.
   */
  peekHash(m: number): boolean {
    if (!this.hashing) return false;
    const kind = moveKind(m), a = moveFrom(m), b = moveTo(m);
    // The piles the move touches add their new shares to these (see `peekShare`).
    this.sumA = (this.tabSumA + this.floatSumA) | 0; this.sumB = (this.tabSumB + this.floatSumB) | 0;
    let fA = this.fSumA, fB = this.fSumB, talA = this.talonA, talB = this.talonB, w = this.w, tLen = this.tLen, redeals = this.redeals;
    let card = -1;
    switch (kind) {
      case MK_T2T: case MK_T2F: {
        const count = kind === MK_T2T ? moveCount(m) : 1;
        if (kind === MK_T2T) {
          // The target first: its new prefix keys are worked out in its unused room, read from pile a as it is.
          this.peekPushed(b, a * this.room + this.tabLen[a]! - count, count);
        } else card = cardOf(this.tab[a * this.room + this.tabLen[a]! - 1]!);
        this.peekPopped(a, count);
        break;
      }
      case MK_W2F: case MK_W2T: {
        if (viaRedeal(m)) redeals++;
        card = this.talon[a - 1]!;
        talA = (talA ^ this.tkA[card]!) | 0; talB = (talB ^ this.tkB[card]!) | 0;
        w = a - 1; tLen--;
        if (kind === MK_W2F) break;
        this.tab[this.room * this.piles] = card; // a scratch byte past the last pile, where `peekPushed` reads it
        this.peekPushed(b, this.room * this.piles, 1);
        card = -1;
        break;
      }
      case MK_F2T: {
        const i = this.fLen[a]! - 1, top = this.fnd[a * FMAX + i]!;
        fA = (fA - this.fMixA[a]! + mixA((this.fHA[a]! ^ this.fzA[top * FMAX + i]!) | 0)) | 0;
        fB = (fB - this.fMixB[a]! + mixB((this.fHB[a]! ^ this.fzB[top * FMAX + i]!) | 0)) | 0;
        this.tab[this.room * this.piles] = top;
        this.peekPushed(b, this.room * this.piles, 1);
        break;
      }
      default: return false;
    }
    if (card >= 0) {
      // A card onto foundation b.
      const i = this.fLen[b]!;
      fA = (fA - this.fMixA[b]! + mixA((this.fHA[b]! ^ this.fzA[card * FMAX + i]!) | 0)) | 0;
      fB = (fB - this.fMixB[b]! + mixB((this.fHB[b]! ^ this.fzB[card * FMAX + i]!) | 0)) | 0;
    }
    const cw = this.canonicalOf(w, tLen);
    this.peekA = this.laneA(this.sumA + fA + talA, cw, redeals);
    this.peekB = this.laneB(this.sumB + fB + talB, cw, redeals);
    return true;
  }

  /** Pile p's share of the hash (into `sumA`, `sumB`) once its top `count` cards are gone, the card under them turned up. */
  private peekPopped(p: number, count: number): void {
    const len = this.tabLen[p]! - count;
    if (len === 0) { this.peekRun(p, 0, 0); return; }
    const top = this.tab[p * this.room + len - 1]!;
    if (isFaceDown(top)) {
      // Turned up: only its own prefix key changes (to the face-up one), and the run is walked from it.
      const card = cardOf(top), run = this.runAt(p, len, card), at = p * (this.room + 1);
      if (!this.floating || run === 1) {
        const k = this.zkey(card, len - 1);
        this.peekShare(p, (this.preA[at + len - 1]! ^ this.zA[k]!) | 0, (this.preB[at + len - 1]! ^ this.zB[k]!) | 0, 0, 0);
      } else this.peekRun(p, len, run); // the fixed part ends below the turned card, which floats
      return;
    }
    const old = this.runLen[p]!;
    this.peekRun(p, len, old > count ? old - count : this.runAt(p, len, top));
  }

  /**
   * Pile p's share of the hash once the `count` cards at `tab[src ..]` lie on it. Their prefix keys are written
   * into the pile's room above its top, which nothing reads before a card is put there (and `pushTab` writes
   * them again then).
   */
  private peekPushed(p: number, src: number, count: number): void {
    const len = this.tabLen[p]!, at = p * (this.room + 1), tab = this.tab;
    for (let i = 0; i < count; i++) {
      const byte = tab[src + i]!, card = cardOf(byte), k = this.zkey(byte, len + i), j = at + len + i;
      this.preA[j + 1] = this.preA[j]! ^ this.zA[k]!;
      this.preB[j + 1] = this.preB[j]! ^ this.zB[k]!;
      this.flA[j + 1] = (this.flA[j]! + this.flkA[card]!) | 0;
      this.flB[j + 1] = (this.flB[j]! + this.flkB[card]!) | 0;
    }
    // As `endPushed`: the old run carried on when its top takes the head, else the new cards alone.
    const oldRun = this.runLen[p]!;
    let run = this.topCardOnly ? 1 : count;
    if (oldRun > 0 && !this.topCardOnly && this.place[tab[p * this.room + len - 1]! * this.nCards + tab[src]!] === 1) run = oldRun + count;
    this.peekRun(p, len + count, run);
  }

  /** As `endPile` for pile p with `len` cards and movable run `run`, into `sumA`, `sumB` instead of the board's sums. */
  private peekRun(p: number, len: number, run: number): void {
    const cut = this.floating && run > 1 ? len - run + 1 : len, at = p * (this.room + 1);
    this.peekShare(p, this.preA[at + cut]!, this.preB[at + cut]!, (this.flA[at + len]! - this.flA[at + cut]!) | 0, (this.flB[at + len]! - this.flB[at + cut]!) | 0);
  }

  /** Puts pile p's new share (prefix lanes a, b and floating sums fa, fb) into `sumA`, `sumB` in place of its current one. */
  private peekShare(p: number, a: number, b: number, fa: number, fb: number): void {
    if (!this.symmetric) { a = (a ^ this.saltA[p]!) | 0; b = (b ^ this.saltB[p]!) | 0; }
    this.sumA = (this.sumA - this.skMixA[p]! - this.floatA[p]! + mixA(a) + fa) | 0;
    this.sumB = (this.sumB - this.skMixB[p]! - this.floatB[p]! + mixB(b) + fb) | 0;
  }

  /** Plays an internal move (assumed legal) and records how to undo it. */
  apply(m: number): void {
    const kind = moveKind(m), a = moveFrom(m), b = moveTo(m);
    if (kind === MK_SWITCH_T2F) {
      this.apply(packMove(MK_T2T, a, b, moveCount(m)));
      this.apply(packMove(MK_T2F, a, switchFoundation(m)));
      return;
    }
    if (this.ply === this.plyMove.length) this.growPly();
    let info = 0;
    this.plyRedeals[this.ply] = this.redeals;
    switch (kind) {
      case MK_T2T: {
        const count = moveCount(m), runA = this.runLen[a]!, runB = this.runLen[b]!;
        this.beginPile(a); this.beginPile(b);
        const from = a * this.room, start = this.tabLen[a]! - count;
        for (let i = 0; i < count; i++) this.pushTab(b, this.tab[from + start + i]!);
        for (let i = 0; i < count; i++) this.popTab(a);
        info = this.flipIfDown(a);
        this.endPopped(a, runA, count); this.endPushed(b, runB, count);
        break;
      }
      case MK_T2F: {
        const runA = this.runLen[a]!;
        this.beginPile(a);
        this.pushF(b, this.popTab(a));
        info = this.flipIfDown(a);
        this.endPopped(a, runA, 1);
        break;
      }
      case MK_W2F: case MK_W2T: {
        info = this.w;
        if (viaRedeal(m)) this.redeals++;
        const card = this.takeTalon(a - 1);
        this.w = a - 1;
        if (kind === MK_W2F) this.pushF(b, card);
        else { const runB = this.runLen[b]!; this.beginPile(b); this.pushTab(b, card); this.endPushed(b, runB, 1); }
        break;
      }
      case MK_R2F: case MK_R2T: {
        const card = this.res[--this.rLen]!;
        info = this.resUp[this.rLen]! << 1;
        if (this.rLen > 0 && this.resUp[this.rLen - 1] === 0) { this.resUp[this.rLen - 1] = 1; info |= 1; }
        if (kind === MK_R2F) this.pushF(b, card);
        else { const runB = this.runLen[b]!; this.beginPile(b); this.pushTab(b, card); this.endPushed(b, runB, 1); }
        break;
      }
      case MK_F2T: {
        const card = this.popF(a), runB = this.runLen[b]!;
        this.beginPile(b); this.pushTab(b, card); this.endPushed(b, runB, 1);
        break;
      }
      case MK_DRAW: info = this.w; this.w = Math.min(this.w + this.draw, this.tLen); break;
      case MK_REDEAL: info = this.w; this.w = 0; this.redeals++; break;
      case MK_SHUFFLE: this.shuffle(); break;
    }
    this.plyMove[this.ply] = m;
    this.plyInfo[this.ply] = info;
    this.ply++;
  }

  /** Takes back the last move applied. */
  undo(): void {
    const ply = --this.ply;
    const m = this.plyMove[ply]!, info = this.plyInfo[ply]!;
    const kind = moveKind(m), a = moveFrom(m), b = moveTo(m);
    switch (kind) {
      case MK_T2T: {
        // A card turned back down leaves no run under the cards coming back.
        const count = moveCount(m), runA = info ? 0 : this.runLen[a]!, runB = this.runLen[b]!;
        this.beginPile(a); this.beginPile(b);
        if (info) this.setTopFace(a, true);
        const to = b * this.room, start = this.tabLen[b]! - count;
        for (let i = 0; i < count; i++) this.pushTab(a, this.tab[to + start + i]!);
        for (let i = 0; i < count; i++) this.popTab(b);
        this.endPushed(a, runA, count); this.endPopped(b, runB, count);
        break;
      }
      case MK_T2F: {
        const runA = info ? 0 : this.runLen[a]!;
        this.beginPile(a);
        if (info) this.setTopFace(a, true);
        this.pushTab(a, this.popF(b));
        this.endPushed(a, runA, 1);
        break;
      }
      case MK_W2F: case MK_W2T: {
        let card: number;
        if (kind === MK_W2F) card = this.popF(b);
        else { const runB = this.runLen[b]!; this.beginPile(b); card = this.popTab(b); this.endPopped(b, runB, 1); this.where[card] = -1; }
        this.putTalon(a - 1, card);
        this.w = info;
        break;
      }
      case MK_R2F: case MK_R2T: {
        let card: number;
        if (kind === MK_R2F) card = this.popF(b);
        else { const runB = this.runLen[b]!; this.beginPile(b); card = this.popTab(b); this.endPopped(b, runB, 1); this.where[card] = -1; }
        if (info & 1) this.resUp[this.rLen - 1] = 0;
        this.res[this.rLen] = card;
        this.resUp[this.rLen] = info >>> 1;
        this.rLen++;
        break;
      }
      case MK_F2T: {
        const runB = this.runLen[b]!;
        this.beginPile(b);
        const card = this.popTab(b);
        this.endPopped(b, runB, 1);
        this.pushF(a, card);
        break;
      }
      case MK_DRAW: case MK_REDEAL: this.w = info; break;
      case MK_SHUFFLE: {
        const snap = this.snapshots.pop()!;
        this.tab.set(snap.tab);
        this.tabLen.set(snap.tabLen);
        this.rng = snap.rng;
        for (let p = 0; p < this.piles; p++) this.runLen[p] = this.calcRun(p);
        this.rehashAll();
        break;
      }
    }
    this.redeals = this.plyRedeals[ply]!;
  }

  /** A tableau-shuffling redeal, played by the engine itself so the new deal is exactly the game's. */
  private shuffle(): void {
    this.snapshots.push({ tab: this.tab.slice(), tabLen: this.tabLen.slice(), rng: this.rng });
    const next = playUnchecked(this.rules, this.toState(), { kind: 'redeal' });
    this.tabLen.fill(0);
    next.tableau.forEach((pile, p) => {
      pile.forEach((pc, i) => { this.tab[p * this.room + i] = tableauByte(pc.card, pc.up); });
      this.tabLen[p] = pile.length;
    });
    this.rng = next.rng;
    this.redeals++;
    for (let p = 0; p < this.piles; p++) this.runLen[p] = this.calcRun(p);
    this.rehashAll();
  }

  // ---- back to the engine's terms ---------------------------------------------------------------------------

  /** The position as an engine state (move count and played-back cards are carried over unchanged). */
  toState(): GameState {
    const tableau: Pile[] = [];
    for (let p = 0; p < this.piles; p++) {
      const pile: PileCard[] = [];
      for (let i = 0; i < this.tabLen[p]!; i++) {
        const byte = this.tab[p * this.room + i]!;
        pile.push({ card: cardOf(byte), up: !isFaceDown(byte) });
      }
      tableau.push(pile);
    }
    const foundations: Pile[] = [];
    for (let f = 0; f < this.founds; f++) {
      const pile: PileCard[] = [];
      for (let i = 0; i < this.fLen[f]!; i++) pile.push({ card: this.fnd[f * FMAX + i]!, up: true });
      foundations.push(pile);
    }
    const waste: PileCard[] = [];
    for (let i = 0; i < this.w; i++) waste.push({ card: this.talon[i]!, up: true });
    const stock: PileCard[] = [];
    for (let i = this.tLen - 1; i >= this.w; i--) stock.push({ card: this.talon[i]!, up: false });
    const reserve: PileCard[] = [];
    for (let i = 0; i < this.rLen; i++) reserve.push({ card: this.res[i]!, up: this.resUp[i] === 1 });
    return {
      tableau, foundations, stock, waste, reserve, redeals: this.redeals, moveCount: this.moveCount0,
      rng: this.rng, playedBack: this.playedBack0,
    };
  }

  /** The engine moves that play internal move `m` from the current position (draws and redeals spelled out). */
  engineMoves(m: number): Move[] {
    const kind = moveKind(m), a = moveFrom(m), b = moveTo(m);
    const tab = (index: number) => ({ zone: 'tableau' as const, index });
    const fnd = (index: number) => ({ zone: 'foundation' as const, index });
    const one = (zone: 'waste' | 'reserve') => ({ zone, index: 0 });
    switch (kind) {
      case MK_T2T: return [{ kind: 'move', from: tab(a), to: tab(b), count: moveCount(m) }];
      case MK_T2F: return [{ kind: 'move', from: tab(a), to: fnd(b), count: 1 }];
      case MK_SWITCH_T2F: return [
        { kind: 'move', from: tab(a), to: tab(b), count: moveCount(m) },
        { kind: 'move', from: tab(a), to: fnd(switchFoundation(m)), count: 1 },
      ];
      case MK_W2F: case MK_W2T: {
        const out: Move[] = [];
        let cur = this.w;
        if (viaRedeal(m)) {
          while (cur < this.tLen) { out.push({ kind: 'draw' }); cur = Math.min(cur + this.draw, this.tLen); }
          out.push({ kind: 'redeal' });
          cur = 0;
        }
        while (cur < a) { out.push({ kind: 'draw' }); cur = Math.min(cur + this.draw, this.tLen); }
        out.push({ kind: 'move', from: one('waste'), to: kind === MK_W2F ? fnd(b) : tab(b), count: 1 });
        return out;
      }
      case MK_R2F: return [{ kind: 'move', from: one('reserve'), to: fnd(b), count: 1 }];
      case MK_R2T: return [{ kind: 'move', from: one('reserve'), to: tab(b), count: 1 }];
      case MK_F2T: return [{ kind: 'move', from: fnd(a), to: tab(b), count: 1 }];
      case MK_DRAW: return [{ kind: 'draw' }];
      // MK_REDEAL and MK_SHUFFLE: the engine has one redeal move, which turns the waste or shuffles as the rules say.
      default: return [{ kind: 'redeal' }];
    }
  }

  /**
   * Whether a redeal that shuffles the tableau may still come: until then, a card sent up or moved changes where
   * the shuffle puts every card, so the rules that hold a card's fate fixed (safe moves, locked cards, `DeadEnds`) wait.
   */
  get shuffleToCome(): boolean { return this.shuffles && this.redeals < this.redealLimit; }

  /** How many move sources `rawMovesFrom` knows: the piles, then the stock and waste, the reserve, the foundations. */
  get sourceCount(): number { return this.piles + 2 + this.founds; }

  /** A length of buffer that `rawMovesFrom` never overflows, whatever the source. */
  get rawMovesBound(): number { return this.piles * (this.piles + this.founds) * (this.room + 1) + 64; }

  /**
   * Every legal single move, one step at a time, as the engine lists them (draws and redeals separate, every
   * target pile named): the faithfulness tests compare this with `legalMoves`.
   */
  rawMoves(): number[] {
    const buf = new Int32Array(this.rawMovesBound);
    const out: number[] = [];
    for (let s = 0; s < this.sourceCount; s++) {
      const n = this.rawMovesFrom(s, buf);
      for (let i = 0; i < n; i++) out.push(buf[i]!);
    }
    return out;
  }

  /**
   * The legal single moves of one source into `out` (returned: how many): source `p < piles` is tableau pile p
   * (every unit it may move), `piles` the stock and waste (draw, redeal, shuffle, waste top), `piles + 1` the
   * reserve top, `piles + 2 + f` foundation f's top. Random playouts pick a source, then one of its moves.
   */
  rawMovesFrom(source: number, out: Int32Array): number {
    const P = this.piles;
    if (source < P) {
      const p = source, len = this.tabLen[p]!, run = this.runLen[p]!;
      if (run === 0) return 0;
      const tab = this.tab, tabLen = this.tabLen, cap = this.capacity, emptyTakes = this.emptyTakes, base = p * this.room + len;
      let k = this.rawToFoundations(tab[base - 1]!, MK_T2F, p, out, 0);
      // Head by head: the cards a head may go on (one to four) are looked up where they lie, not every top tried
      // for every head; listed by target, then by count, as the random choice reads them.
      const first = k;
      for (let c = 1; c <= run; c++) {
        const card = tab[base - c]!;
        for (let i = this.underStart[card]!, e = this.underStart[card + 1]!; i < e; i++) {
          const q = this.topPileOf(this.underList[i]!);
          if (q >= 0 && q !== p && tabLen[q]! + c <= cap) k = insertMove(out, first, k, packMove(MK_T2T, p, q, c));
        }
        if (emptyTakes[card] === 1 && c <= cap) for (let q = 0; q < P; q++) if (tabLen[q] === 0) k = insertMove(out, first, k, packMove(MK_T2T, p, q, c));
      }
      return k;
    }
    let k = 0;
    if (source === P) {
      if (this.draw > 0 && this.w < this.tLen) out[k++] = packMove(MK_DRAW, 0, 0);
      if (this.redeals < this.redealLimit) {
        if (this.turnWaste && this.w === this.tLen && this.w > 0) out[k++] = packMove(MK_REDEAL, 0, 0);
        if (this.shuffles && this.tabLen.some((l) => l > 0)) out[k++] = packMove(MK_SHUFFLE, 0, 0);
      }
      if (this.w > 0) {
        const card = this.talon[this.w - 1]!;
        k = this.rawToFoundations(card, MK_W2F, this.w, out, k);
        k = this.rawToPiles(card, MK_W2T, this.w, out, k);
      }
    } else if (source === P + 1) {
      if (this.rLen > 0) {
        const card = this.res[this.rLen - 1]!;
        k = this.rawToFoundations(card, MK_R2F, 0, out, k);
        k = this.rawToPiles(card, MK_R2T, 0, out, k);
      }
    } else {
      const f = source - P - 2;
      if (this.playBack && this.fLen[f]! > this.keepBelow) k = this.rawToPiles(this.fTop(f), MK_F2T, f, out, k);
    }
    return k;
  }
  private rawToFoundations(card: number, kind: number, a: number, out: Int32Array, k: number): number {
    // Most cards no foundation takes, and `wanted` knows it without asking each.
    if (this.wanted[card] === 0) return k;
    for (let f = 0; f < this.founds; f++) if (this.accept[(this.fTop(f) + 1) * this.nCards + card]) out[k++] = packMove(kind, a, f);
    return k;
  }
  private rawToPiles(card: number, kind: number, a: number, out: Int32Array, k: number): number {
    const first = k, tabLen = this.tabLen;
    for (let i = this.underStart[card]!, e = this.underStart[card + 1]!; i < e; i++) {
      const q = this.topPileOf(this.underList[i]!);
      if (q >= 0 && tabLen[q]! < this.capacity) k = insertMove(out, first, k, packMove(kind, a, q));
    }
    if (this.emptyTakes[card] === 1 && this.capacity > 0) for (let q = 0; q < this.piles; q++) if (tabLen[q] === 0) k = insertMove(out, first, k, packMove(kind, a, q));
    return k;
  }

  /** The pile whose top card is `card`, face up, or -1. */
  private topPileOf(card: number): number {
    const at = this.where[card]!;
    if (at < 0) return -1;
    const q = this.pileAt[at]!, top = this.tab[at]!;
    return at === q * this.room + this.tabLen[q]! - 1 && top === card ? q : -1;
  }

}

/**
 * Puts move `m` into `out[first .. k]`, kept in the order of target pile, then count (the order in which
 * `rawMovesFrom` once tried them, so that a seed plays the same games); returns the new end.
 */
const insertMove = (out: Int32Array, first: number, k: number, m: number): number => {
  const key = (moveTo(m) << 8) | moveCount(m);
  let j = k;
  while (j > first && ((moveTo(out[j - 1]!) << 8) | moveCount(out[j - 1]!)) > key) { out[j] = out[j - 1]!; j--; }
  out[j] = m;
  return k + 1;
};
