import type { GameState, Rules } from '@solitaire/engine';
import { FOUNDATION_ROOM } from '../board/ruleTables.js';
import { SolverBoard } from '../board/solverBoard.js';
import { cardOf, isFaceDown } from '../board/tableauByte.js';
import { PACKED_KEY_BITS, PackedSet } from '../tables/packedSet.js';
import { TranspositionTable } from '../tables/transpositionTable.js';
import type { Searcher, SliceEnd } from '../searches/searcher.js';
import { MAX_CHAINS_PER_TOP, MEMO_PROBES, MEMO_SLOTS } from '../tuning.js';

/** Most card classes the proof counts (a class is a bit of a mask). */
const MAX_CLASSES = 30;
/** The counts of the classes are packed into one number below this bound (so a memo key stays an exact integer). */
const MAX_COUNT_KEY = 2 ** 36;
/** Most piles the arrangement search handles (its memo keys hold a pile's index in five bits). */
const MAX_PILES = 31;
/**
 * Values an entry of a position may take, as the hash's random words go (dealt lengths up to the capacity, chain
 * heights up to 13).
 */
const HASH_VALUES = 64;
/** The clock and the cancellation hooks are read once every this many states (a power of two, minus one). */
const STOP_CHECK_MASK = 255;
/** What `goesUp` answers for a card that may not go up. */
const NO_MOVE = -1;

/**
 * Whether `DealtOrderProof` applies: cards move one at a time, a pile emptied stays empty, piles hold a limited
 * number of cards, every card lies face up in the tableau or on a foundation (no stock, waste or reserve, no
 * redeal), one deck, and the foundations build fixed chains of cards (each card goes on exactly one other card,
 * or on an empty foundation, with a foundation free for each chain).
 */
export const dealtOrderHolds = (b: SolverBoard): boolean => {
  if (!b.topCardOnly || b.cellCount > 0 || b.whenEmpty !== 'never' || b.capacity > b.nCards || b.shuffles || b.hasTwins)
    return false;
  // Complete runs go up whole, not as the chains this proof climbs.
  if (b.rules.stock !== null || b.talonLength > 0 || b.reserveLength > 0 || b.completeRuns) return false;
  for (let p = 0; p < b.pileCount; p++)
    for (let i = 0; i < b.pileLength[p]!; i++) if (isFaceDown(b.tableau[p * b.pileRoom + i]!)) return false;
  return foundationChains(b) !== null;
};

/**
 * Each card's place in the foundations' chains (`chain`, `pos`) and the chains' cards, or null when some card has more
 * than one card or none to go on.
 */
const foundationChains = (b: SolverBoard): { chain: Int8Array; pos: Int8Array; cards: number[][] } | null => {
  const n = b.nCards;
  const pred = new Int16Array(n);
  for (let c = 0; c < n; c++) {
    let found = b.accept[c] ? -1 : -2;
    for (let q = 0; q < n; q++)
      if (b.accept[(q + 1) * n + c]) {
        if (found !== -2) return null;
        found = q;
      }
    if (found === -2) return null;
    pred[c] = found;
  }
  const chain = new Int8Array(n).fill(-1),
    pos = new Int8Array(n),
    cards: number[][] = [];
  for (let c = 0; c < n; c++)
    if (pred[c] === -1) {
      const k = cards.length,
        list = [c];
      chain[c] = k;
      for (let grown = true; grown;) {
        grown = false;
        const last = list[list.length - 1]!;
        for (let d = 0; d < n; d++)
          if (pred[d] === last && chain[d] === -1) {
            chain[d] = k;
            pos[d] = list.length;
            list.push(d);
            grown = true;
            break;
          }
      }
      cards.push(list);
    }
  if (cards.length > b.foundationCount || chain.some((k) => k === -1)) return null;
  // The foundations must hold the first cards of their chains, each chain on one foundation at most.
  for (let f = 0; f < b.foundationCount; f++) {
    const len = b.foundationHeight[f]!;
    for (let i = 0; i < len; i++) if (pos[b.foundationCards[f * FOUNDATION_ROOM + i]!] !== i) return null;
  }
  return { chain, pos, cards };
};

/** A stack of positions of `stride` bytes each, in an array that doubles as it fills, up to `maxBytes`. */
class PositionStack {
  private bytes: Uint8Array;
  /** Bytes in use. */
  top = 0;

  constructor(
    private readonly stride: number,
    private readonly maxBytes: number,
  ) {
    this.bytes = new Uint8Array(Math.min(maxBytes, 1 << 16));
  }

  /** Stacks a position; false, stacking nothing, when that would take more than `maxBytes`. */
  push(state: Uint8Array): boolean {
    if (this.top + this.stride > this.bytes.length) {
      if (this.bytes.length * 2 > this.maxBytes) return false;
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    this.bytes.set(state, this.top);
    this.top += this.stride;
    return true;
  }

  /** Takes the last position stacked into `into`. */
  pop(into: Uint8Array): void {
    this.top -= this.stride;
    into.set(this.bytes.subarray(this.top, this.top + this.stride));
  }
}

/** Test settings of `DealtOrderProof`: both searches, and exact positions where they fit, unless set false. */
export interface DealtOrderOptions {
  /** False keeps hashes even where positions fit in 52 bits (the two must agree). */
  readonly exactKeys?: boolean;
  /** False leaves out the forward search, or the backward one (each settles the smaller game alone, given the time). */
  readonly forward?: boolean;
  readonly backward?: boolean;
}

/**
 * A proof of loss that reads the order of moves through the cards still lying as dealt. In a pile, a card that
 * the build rule does not let lie on the card under it was dealt there, and so were all the cards under it: moves
 * only ever put a card where the rule lets it lie. Call the pile's cards up to its last such card its *dealt
 * part*: they leave one at a time from the top, never come back (a card cannot be put back on a card it may not
 * lie on, and an empty pile takes nothing), and everything above them is a chain of cards each lying where the
 * rule lets it. The dealt parts only shrink.
 *
 * The proof searches a smaller game whose positions are the dealt parts (a length per pile) and the foundations
 * (a height per chain of foundation cards); the other cards still in the tableau are held to lie in *some*
 * arrangement of chains on the dealt parts' tops that fits the piles' room, any one. A move is allowed when some
 * such arrangement allows it: a card goes up or comes back from a foundation when it can be a chain's top, a
 * dealt part's top leaves when no chain lies on it and it can go up or be a chain's top elsewhere. Every move of
 * the real game is one of these or leaves the smaller position as it is (a chain card moving between piles), so
 * if the smaller game never gets every card up, the real one cannot either. Whether an arrangement exists reads
 * only which class each card is in (cards that lie on and take the same cards), so it is worked out over counts.
 *
 * Where room is short (Shamrocks' fans of three, never refilled) the dealt parts decide the game, and this game
 * has orders of magnitude fewer positions than the real one; fewer still reach the win, so a second search goes
 * backward from it (see `run`).
 */
export class DealtOrderProof implements Searcher {
  private readonly board: SolverBoard;
  private readonly cardCount: number;
  private readonly piles: number;
  private readonly chains: number;
  /** Stride of a stored position: a dealt-part length per pile, then a height per chain. */
  private readonly stride: number;
  private readonly capacity: number;
  /** The piles as at the start: `start[p * capacity + i]`. */
  private readonly start: Uint8Array;
  private readonly chainOf: Int8Array;
  private readonly posOf: Int8Array;
  /** The cards of each chain, in order: `chainCard[k * FOUNDATION_ROOM + i]`, -1 past its end. */
  private readonly chainCard: Int16Array;
  private readonly chainLen: Uint8Array;
  private readonly present: Uint8Array;
  private readonly presentCount: number;
  /** Each card's class (cards the build rule cannot tell apart) and each class's weight in a packed count. */
  private readonly classOf: Uint8Array;
  private readonly classWeight: number[] = [];
  /** `classPlace[x * classes + y]` is 1 when a card of class y may lie on one of class x. */
  private readonly classPlace: Uint8Array;
  private readonly classes: number;
  /** Chains of classes a top of a class can carry, per room: `patterns[(cls * capacity + room)]`. */
  private readonly patterns: {
    readonly cls: Uint8Array;
    readonly uses: Uint8Array;
    readonly weight: number;
    readonly end: number;
    readonly mask: number;
  }[][] = [];
  /**
   * The positions searched: exactly, as numbers (each entry a digit of radix one more than its most), where they
   * fit in 52 bits (Shamrocks: 18 dealt lengths of 0 to 3 and 4 heights of 0 to 13, about 50 bits); else as
   * 64-bit hashes.
   */
  private readonly exact: PackedSet | null;
  private readonly table: TranspositionTable | null;
  /** The weight of each entry's digit in a position's number. */
  private readonly digit: Float64Array;
  /** The number of the position `moved` describes, and of `cur`. */
  private key = 0;
  private curKey = 0;
  /** The forward search's positions still to expand. */
  private readonly stack: PositionStack;
  private readonly cur: Uint8Array;
  private readonly next: Uint8Array;
  private readonly inDealt: Uint8Array;
  private readonly counts: Int8Array;
  /** `dealtOf[p * (capacity + 1) + len]`: the dealt part's length of pile p holding its first `len` starting cards. */
  private readonly dealtOf: Uint8Array;
  /** The hash's random words: `zobristA[i * HASH_VALUES + v]` for entry i of a position at value v. */
  private readonly zobristA: Int32Array;
  private readonly zobristB: Int32Array;
  /** Work done: positions expanded plus steps of the arrangement search, the unit of `run`'s budget. */
  steps = 0;
  /** Positions of the smaller game expanded. */
  positions = 0;
  /** Positions the table gave up for room (each may be searched again). */
  get evictions(): number {
    return this.exact?.evictions ?? this.table!.evictions;
  }
  /** Most cards ever up in a position of the smaller game. */
  mostUp = 0;
  /** Positions of the backward search expanded (see `run`), and its share of `steps`. */
  backPositions = 0;
  private backSteps = 0;
  /**
   * Set once the smaller game is won (from the start) or both searches gave up for memory: the proof can never settle
   * the position.
   */
  private done = false;
  /** Each search runs until its stack outgrows its memory; then only the other may still settle the position. */
  private forwardAlive: boolean;
  private backAlive: boolean;
  /** While the backward search asks whether a move is open: the forward table must not answer for it then. */
  private backward = false;
  /**
   * The backward search: the positions known to reach the win (as `exact` or `table`), and the stack of those not
   * yet expanded.
   */
  private readonly backExact: PackedSet | null;
  private readonly backTable: TranspositionTable | null;
  private readonly backStack: PositionStack;
  /** The starting position, and the position the backward search is expanding. */
  private readonly first: Uint8Array;
  private readonly after: Uint8Array;

  constructor(b: SolverBoard, maxBytes: number, options: DealtOrderOptions = {}) {
    const { exactKeys = true } = options;
    this.forwardAlive = options.forward ?? true;
    this.backAlive = options.backward ?? true;
    this.board = b;
    const n = (this.cardCount = b.nCards);
    this.piles = b.pileCount;
    const fc = foundationChains(b);
    if (fc === null) throw new Error('DealtOrderProof needs chained foundations (see dealtOrderHolds)');
    this.chains = fc.cards.length;
    this.stride = this.piles + this.chains;
    this.capacity = b.capacity;
    this.chainOf = fc.chain;
    this.posOf = fc.pos;
    this.chainCard = new Int16Array(this.chains * FOUNDATION_ROOM).fill(-1);
    this.chainLen = new Uint8Array(this.chains);
    fc.cards.forEach((list, k) => {
      list.forEach((c, i) => {
        this.chainCard[k * FOUNDATION_ROOM + i] = c;
      });
      this.chainLen[k] = list.length;
    });
    this.present = new Uint8Array(n);
    let present = 0;
    for (let c = 0; c < n; c++)
      if (!b.outOfPlay[c]) {
        this.present[c] = 1;
        present++;
      }
    this.presentCount = present;
    this.start = new Uint8Array(this.piles * this.capacity);
    for (let p = 0; p < this.piles; p++)
      for (let i = 0; i < b.pileLength[p]!; i++)
        this.start[p * this.capacity + i] = cardOf(b.tableau[p * b.pileRoom + i]!);
    // Classes: cards that lie on, and take, exactly the same cards.
    this.classOf = new Uint8Array(n).fill(255);
    const reps: number[] = [];
    for (let c = 0; c < n; c++) {
      if (this.classOf[c] !== 255) continue;
      this.classOf[c] = reps.length;
      for (let d = c + 1; d < n; d++) if (this.classOf[d] === 255 && this.alike(c, d)) this.classOf[d] = reps.length;
      reps.push(c);
    }
    this.classes = reps.length;
    let weight = 1;
    for (let k = 0; k < this.classes; k++) {
      this.classWeight.push(weight);
      let size = 0;
      for (let c = 0; c < n; c++) if (this.classOf[c] === k) size++;
      weight *= size + 1;
    }
    const countsFit = weight <= MAX_COUNT_KEY && this.classes <= MAX_CLASSES;
    for (let k = 0; k < this.classes; k++)
      for (let r = 0; r < this.capacity; r++) {
        const out: DealtOrderProof['patterns'][number] = [
          { cls: new Uint8Array(0), uses: new Uint8Array(0), weight: 0, end: -1, mask: 0 },
        ];
        const grow = (list: number[], under: number): void => {
          if (list.length === r || out.length > MAX_CHAINS_PER_TOP) return;
          for (let m = 0; m < this.classes; m++)
            if (b.place[reps[under]! * n + reps[m]!]) {
              const next = [...list, m];
              // uses[j]: how many cards of class cls[j] the chain holds up to j (so a count of at least that is
              // needed).
              out.push({
                cls: Uint8Array.from(next),
                uses: Uint8Array.from(next, (x, j) => next.slice(0, j + 1).filter((y) => y === x).length),
                weight: next.reduce((s, x) => s + this.classWeight[x]!, 0),
                end: m,
                mask: next.reduce((s, x) => s | (1 << x), 0),
              });
              grow(next, m);
            }
        };
        if (countsFit) grow([], k);
        // Longest chains first: room is short, so an arrangement is found sooner filling the piles than leaving them
        // bare.
        out.sort((x, y) => y.cls.length - x.cls.length);
        this.patterns.push(out);
      }
    this.classPlace = new Uint8Array(this.classes * this.classes);
    for (let x = 0; x < this.classes; x++)
      for (let y = 0; y < this.classes; y++) this.classPlace[x * this.classes + y] = b.place[reps[x]! * n + reps[y]!]!;
    this.keyMost = new Uint8Array(this.patterns.length * this.classes);
    this.patterns.forEach((pats, key) => {
      for (const pat of pats)
        for (const k of pat.cls) {
          const used = pat.cls.filter((x) => x === k).length;
          if (used > this.keyMost[key * this.classes + k]!) this.keyMost[key * this.classes + k] = used;
        }
    });
    this.keyMask = Int32Array.from(this.patterns, (pats) => pats.reduce((m, pat) => m | pat.mask, 0));
    this.keyEnds = Int32Array.from(this.patterns, (pats) =>
      pats.reduce((m, pat) => (pat.end >= 0 ? m | (1 << pat.end) : m), 0),
    );
    this.usable =
      countsFit &&
      this.patterns.every((p) => p.length <= MAX_CHAINS_PER_TOP) &&
      this.piles <= MAX_PILES &&
      this.capacity < HASH_VALUES;
    const P = this.piles;
    this.slotKey = new Int32Array(P);
    this.reach = new Int32Array(P + 1);
    this.roomFrom = new Int32Array(P + 1);
    this.most = new Uint8Array((P + 1) * this.classes);
    this.lastOfKey = new Int32Array(this.patterns.length);
    this.dealtOf = new Uint8Array(P * (this.capacity + 1));
    for (let p = 0; p < P; p++)
      for (let len = 0; len <= this.capacity; len++)
        this.dealtOf[p * (this.capacity + 1) + len] = this.dealtLength(p, len);
    // A position's number: its entries as digits, each of radix one more than the entry's most (a dealt length
    // only shrinks, so its most is its start).
    const most: number[] = [];
    for (let p = 0; p < this.piles; p++) most.push(this.dealtOf[p * (this.capacity + 1) + b.pileLength[p]!]!);
    for (let k = 0; k < this.chains; k++) most.push(this.chainLen[k]!);
    this.digit = new Float64Array(this.stride);
    let radix = 1;
    most.forEach((m, i) => {
      this.digit[i] = radix;
      radix *= m + 1;
    });
    const bits = Math.max(1, Math.ceil(Math.log2(radix)));
    // Both kinds of table take an array of their cap but write only the part they use, growing in place: most
    // proofs stop at a solve's time cap long before they need it. The two searches share the memory, half each.
    this.exact = exactKeys && bits <= PACKED_KEY_BITS ? new PackedSet(bits, maxBytes / 2) : null;
    this.table = this.exact === null ? new TranspositionTable(maxBytes / 2) : null;
    this.backExact = this.exact === null ? null : new PackedSet(bits, maxBytes / 2);
    this.backTable = this.exact === null ? new TranspositionTable(maxBytes / 2) : null;
    // Random words for the hash, from a fixed seed: the proof searches the same way on every run. Not a linear
    // generator such as xorshift: the xor of a few of its words can repeat another's, and positions would collide.
    const words = this.table === null ? 0 : this.stride * HASH_VALUES;
    this.zobristA = new Int32Array(words);
    this.zobristB = new Int32Array(words);
    let x = 0x2545f491;
    const word = (): number => {
      x = (x + 0x6d2b79f5) | 0;
      let t = Math.imul(x ^ (x >>> 15), x | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return t ^ (t >>> 14);
    };
    for (let i = 0; i < words; i++) {
      this.zobristA[i] = word();
      this.zobristB[i] = word();
    }
    // The forward stack holds the unsearched moves of the current line only (a few kilobytes in Shamrocks'
    // proofs), the backward one the positions found to reach the win and not yet expanded (a few hundred
    // kilobytes); each may take a sixteenth more, in case.
    this.stack = new PositionStack(this.stride, maxBytes / 16);
    this.backStack = new PositionStack(this.stride, maxBytes / 16);
    this.cur = new Uint8Array(this.stride);
    this.next = new Uint8Array(this.stride);
    this.inDealt = new Uint8Array(n);
    this.counts = new Int8Array(this.classes);
    // The starting position of the smaller game.
    for (let p = 0; p < this.piles; p++) this.cur[p] = this.dealtOf[p * (this.capacity + 1) + b.pileLength[p]!]!;
    for (let f = 0; f < b.foundationCount; f++)
      if (b.foundationHeight[f]! > 0)
        this.cur[this.piles + this.chainOf[b.foundationCards[f * FOUNDATION_ROOM]!]!] = b.foundationHeight[f]!;
    this.first = Uint8Array.from(this.cur);
    this.after = new Uint8Array(this.stride);
    this.hash(this.cur);
    this.push(this.cur);
    // The backward search starts from the win: every dealt part gone, every chain up to its first absent card
    // (when that leaves a present card down, no position reaches the win and the backward search has nothing).
    const win = this.after;
    let up = 0;
    for (let k = 0; k < this.chains; k++) {
      let h = 0;
      while (h < this.chainLen[k]! && this.present[this.chainCard[k * FOUNDATION_ROOM + h]!]) h++;
      win[this.piles + k] = h;
      up += h;
    }
    if (up === this.presentCount && win.every((v, i) => v === this.first[i])) this.done = true;
    else if (up === this.presentCount && this.backAlive) {
      this.hash(win);
      this.backSeenOrAdd();
      this.backPush(win);
    }
  }

  /** Whether the build rule treats two cards alike (see `twinClasses` for the same idea over all the rules). */
  private alike(c: number, d: number): boolean {
    const { cardCount: n } = this,
      place = this.board.place;
    for (let x = 0; x < n; x++)
      if (place[x * n + c] !== place[x * n + d] || place[c * n + x] !== place[d * n + x]) return false;
    return true;
  }

  /** False when the counts or the chains would be too many to search (the proof then gives nothing). */
  readonly usable: boolean;

  /**
   * The dealt part's length of pile p holding its first `len` starting cards: up to its last card that may not lie
   * where it lies.
   */
  private dealtLength(p: number, len: number): number {
    if (len === 0) return 0;
    const base = p * this.capacity,
      n = this.cardCount;
    let d = 1;
    for (let i = 1; i < len; i++)
      if (!this.board.place[this.start[base + i - 1]! * n + this.start[base + i]!]) d = i + 1;
    return d;
  }

  /**
   * Whether the position `moved` describes is not yet in the table: a move to a known one needs no arrangement
   * searched.
   */
  private unseen(): boolean {
    if (this.backward) return true;
    return this.exact !== null ? !this.exact.has(this.key) : !this.table!.has(this.hashA, this.hashB);
  }

  /** Stacks `state`, which `moved` describes, unless the table holds it. */
  private push(state: Uint8Array): void {
    if (this.exact !== null ? this.exact.seenOrAdd(this.key) : this.table!.seenOrAdd(this.hashA, this.hashB)) return;
    // Past its memory the forward search gives up: it may prove nothing without every position.
    if (!this.stack.push(state)) this.forwardAlive = false;
  }

  private hashA = 0;
  private hashB = 0;
  /** The two lanes of the hash of `cur`, from which a move's hash is two or four table reads away. */
  private curA = 0;
  private curB = 0;

  /**
   * Describes `state` for the table: its number (`key`), or the two lanes of its 64-bit hash (a xor of random words,
   * one per entry and value).
   */
  private hash(state: Uint8Array): void {
    if (this.exact !== null) {
      let key = 0;
      for (let i = 0; i < state.length; i++) key += state[i]! * this.digit[i]!;
      this.key = key;
      return;
    }
    let a = 0,
      h = 0;
    for (let i = 0; i < state.length; i++) {
      a ^= this.zobristA[i * HASH_VALUES + state[i]!]!;
      h ^= this.zobristB[i * HASH_VALUES + state[i]!]!;
    }
    this.hashA = a;
    this.hashB = h;
  }

  /** Describes `cur` with entry i changed to v. */
  private moved(i: number, v: number): void {
    if (this.exact !== null) {
      this.key = this.curKey + (v - this.cur[i]!) * this.digit[i]!;
      return;
    }
    const from = i * HASH_VALUES + this.cur[i]!,
      to = i * HASH_VALUES + v;
    this.hashA = this.curA ^ this.zobristA[from]! ^ this.zobristA[to]!;
    this.hashB = this.curB ^ this.zobristB[from]! ^ this.zobristB[to]!;
  }

  /** As `moved`, with a second entry j changed to w as well. */
  private movedTwo(i: number, v: number, j: number, w: number): void {
    this.moved(i, v);
    if (this.exact !== null) {
      this.key += (w - this.cur[j]!) * this.digit[j]!;
      return;
    }
    const from = j * HASH_VALUES + this.cur[j]!,
      to = j * HASH_VALUES + w;
    this.hashA ^= this.zobristA[from]! ^ this.zobristA[to]!;
    this.hashB ^= this.zobristB[from]! ^ this.zobristB[to]!;
  }

  /**
   * Searches on until `untilSteps` (see `steps`) or `stopped()`: `lost` once either search has seen all of
   * its positions with no way between the start and the win, `done` when the smaller game is won from the
   * start (or both searches outgrew their memory: the proof proves nothing then).
   *
   * Two searches take turns, each when its share of `steps` is the smaller. The forward one expands the positions
   * reachable from the start; the backward one, from the win, the positions that reach it, one move back at a time.
   * Either settles the question when it runs out. They differ in size by orders of magnitude, one way or the
   * other: a deal with no move at the start is lost in one forward position, while a win whose endgame is open
   * is reached from a great many; and where the dealt parts block each other early, the positions reachable from
   * the start can be far too many to search while only a few hundred reach the win.
   */
  run(untilSteps: number, stopped: () => boolean): SliceEnd {
    if (!this.usable || this.done) return 'done';
    const { piles } = this;
    const cur = this.cur;
    for (let turn = 0; ; turn++) {
      if (this.forwardAlive && this.stack.top === 0) return 'lost';
      if (this.backAlive && this.backStack.top === 0) return 'lost';
      if (!this.forwardAlive && !this.backAlive) {
        this.done = true;
        return 'done';
      }
      if (this.steps >= untilSteps) return 'paused';
      if ((turn & STOP_CHECK_MASK) === 0 && stopped()) return 'stopped';
      if (this.backAlive && (!this.forwardAlive || this.backSteps < this.steps - this.backSteps)) {
        const before = this.steps;
        this.backward = true;
        this.expandBack();
        this.backward = false;
        this.backSteps += this.steps - before;
        if (this.done) return 'done';
        continue;
      }
      this.stack.pop(cur);
      this.positions++;
      this.steps++;
      let up = 0;
      for (let k = 0; k < this.chains; k++) up += cur[piles + k]!;
      if (up > this.mostUp) this.mostUp = up;
      if (up === this.presentCount) {
        this.done = true;
        return 'done';
      }
      this.expand();
    }
  }

  /**
   * The backward search's step: pops a position known to reach the win and adds each position one move before it
   * (every move of the smaller game undone in turn, then asked forward as `expand` asks it).
   */
  private expandBack(): void {
    const { piles, capacity, cur } = this;
    const s = this.after;
    this.backStack.pop(s);
    this.backPositions++;
    this.steps++;
    for (let p = 0; p < piles; p++) {
      // The dealt part was longer by its top: a dealt length (dealt parts only take those) no longer than at the
      // start, one card shorter than which is the length now.
      for (let len = s[p]! + 1; len <= this.first[p]!; len++) {
        const at = p * (capacity + 1);
        if (this.dealtOf[at + len] !== len || this.dealtOf[at + len - 1] !== s[p]) continue;
        // Its top left for a chain's top...
        cur.set(s);
        cur[p] = len;
        if (this.consistent(p) && this.fresh() && this.leaves(p)) this.addBefore();
        // ...or went up.
        const c = this.start[p * capacity + len - 1]!,
          k = this.chainOf[c]!;
        if (this.posOf[c] !== s[piles + k]! - 1) continue;
        cur.set(s);
        cur[p] = len;
        cur[piles + k] = s[piles + k]! - 1;
        if (this.consistent(p) && this.fresh() && this.goesUp(k) === p) this.addBefore();
      }
    }
    for (let k = 0; k < this.chains; k++) {
      const h = s[piles + k]!;
      // A chain's top card went up...
      if (h > 0) {
        cur.set(s);
        cur[piles + k] = h - 1;
        if (this.fresh() && this.goesUp(k) === piles) this.addBefore();
      }
      // ...or came back (it lay on the foundation, so it is in the game and not in a dealt part).
      const c = h < this.chainLen[k]! ? this.chainCard[k * FOUNDATION_ROOM + h]! : -1;
      if (c >= 0 && this.present[c] && !this.isDealt(s, c)) {
        cur.set(s);
        cur[piles + k] = h + 1;
        if (this.fresh() && this.playsBack(k)) this.addBefore();
      }
    }
  }

  /**
   * Whether no card of pile p's dealt part in `cur` is on a foundation (the other piles are as in a position already
   * searched).
   */
  private consistent(p: number): boolean {
    const { cur, capacity, piles } = this;
    for (let i = 0; i < cur[p]!; i++) {
      const c = this.start[p * capacity + i]!;
      if (this.posOf[c]! < cur[piles + this.chainOf[c]!]!) return false;
    }
    return true;
  }

  /** Whether card c lies in a dealt part of `state`. */
  private isDealt(state: Uint8Array, c: number): boolean {
    for (let p = 0; p < this.piles; p++)
      for (let i = 0; i < state[p]!; i++) if (this.start[p * this.capacity + i] === c) return true;
    return false;
  }

  /**
   * For the backward search, on a position `cur` one move before the one being expanded: whether it is not yet
   * known to reach the win, and if so, readies it for the question of whether that move is open there.
   */
  private fresh(): boolean {
    this.hash(this.cur);
    if (this.backExact !== null ? this.backExact.has(this.key) : this.backTable!.has(this.hashA, this.hashB))
      return false;
    this.steps++;
    this.load();
    return true;
  }

  /**
   * Adds `cur` (readied by `fresh`, its move found open) to the positions that reach the win: if it is the start, the
   * smaller game is won.
   */
  private addBefore(): void {
    // `load` kept cur's own number (or hash) while the move's question described the position it leads to.
    this.key = this.curKey;
    this.hashA = this.curA;
    this.hashB = this.curB;
    this.backSeenOrAdd();
    this.backPush(this.cur);
    let start = true;
    for (let i = 0; i < this.stride; i++)
      if (this.cur[i] !== this.first[i]) {
        start = false;
        break;
      }
    if (start) this.done = true;
  }

  /**
   * Stores the position described by `key` (or `hashA`, `hashB`) among those that reach the win; whether it was
   * already.
   */
  private backSeenOrAdd(): boolean {
    return this.backExact !== null
      ? this.backExact.seenOrAdd(this.key)
      : this.backTable!.seenOrAdd(this.hashA, this.hashB);
  }

  /**
   * Stacks a position for the backward search to expand; past its memory, that search gives up (it may prove nothing
   * without every position).
   */
  private backPush(state: Uint8Array): void {
    if (!this.backStack.push(state)) this.backAlive = false;
  }

  /** Pushes every position one move away from `cur`. */
  private expand(): void {
    const { piles, cur, next, capacity } = this;
    this.load();
    // A dealt part's top, with no chain on it, moves to the top of a chain elsewhere.
    for (let p = 0; p < piles; p++)
      if (this.leaves(p)) {
        next.set(cur);
        next[p] = this.dealtOf[p * (capacity + 1) + cur[p]! - 1]!;
        this.push(next);
      }
    // A chain's top card comes back to the tableau, as a chain's top.
    for (let k = 0; k < this.chains; k++)
      if (this.playsBack(k)) {
        next.set(cur);
        next[piles + k] = cur[piles + k]! - 1;
        this.push(next);
      }
    // Pushed last, popped first: moves to the foundations, so that a win of the smaller game (which ends the proof)
    // comes soon.
    for (let k = 0; k < this.chains; k++) {
      const from = this.goesUp(k);
      if (from === NO_MOVE) continue;
      next.set(cur);
      next[piles + k] = cur[piles + k]! + 1;
      if (from < piles) next[from] = this.dealtOf[from * (capacity + 1) + cur[from]! - 1]!;
      this.push(next);
    }
  }

  /**
   * Readies `cur` for its moves: its number, which cards lie in dealt parts, the counts of the others by class, the
   * piles of the arrangement search.
   */
  private load(): void {
    const { piles, cur, cardCount: n, capacity, inDealt, counts } = this;
    this.hash(cur);
    this.curA = this.hashA;
    this.curB = this.hashB;
    this.curKey = this.key;
    inDealt.fill(0);
    for (let p = 0; p < piles; p++) for (let i = 0; i < cur[p]!; i++) inDealt[this.start[p * capacity + i]!] = 1;
    counts.fill(0);
    for (let c = 0; c < n; c++)
      if (this.present[c] && !inDealt[c] && this.posOf[c]! >= cur[piles + this.chainOf[c]!]!)
        counts[this.classOf[c]!]!++;
    this.prepare();
  }

  /**
   * Whether pile p's dealt top, with no chain on it, may move to a chain's top elsewhere (`moved` then describes where
   * it leads).
   */
  private leaves(p: number): boolean {
    const { cur, capacity, counts } = this;
    const len = cur[p]!;
    if (len === 0) return false;
    const cls = this.classOf[this.start[p * capacity + len - 1]!]!;
    this.moved(p, this.dealtOf[p * (capacity + 1) + len - 1]!);
    counts[cls]!++;
    const ok = this.fits(p, cls);
    counts[cls]!--;
    return ok;
  }

  /**
   * Whether chain k's top card may come back from its foundation, as a chain's top (`moved` then describes where it
   * leads).
   */
  private playsBack(k: number): boolean {
    if (!this.board.playBack) return false;
    const h = this.cur[this.piles + k]!;
    if (h <= this.board.keepBelow) return false;
    const cls = this.classOf[this.chainCard[k * FOUNDATION_ROOM + h - 1]!]!;
    this.moved(this.piles + k, h - 1);
    this.counts[cls]!++;
    const ok = this.fits(-1, cls);
    this.counts[cls]!--;
    return ok;
  }

  /**
   * Whether chain k's next card may go up, from a chain's top or from a dealt part's top with no chain on it:
   * `NO_MOVE`, the pile whose dealt part it leaves, or `piles` for a chain's top (`moved` then describes where it
   * leads).
   */
  private goesUp(k: number): number {
    const { piles, cur, capacity } = this;
    const h = cur[piles + k]!;
    const c = h < this.chainLen[k]! ? this.chainCard[k * FOUNDATION_ROOM + h]! : -1;
    if (c < 0 || !this.present[c]) return NO_MOVE;
    if (!this.inDealt[c]) {
      this.moved(piles + k, h + 1);
      return this.fits(-1, this.classOf[c]!) ? piles : NO_MOVE;
    }
    const p = this.dealtTopPile(c);
    if (p < 0) return NO_MOVE;
    this.movedTwo(p, this.dealtOf[p * (capacity + 1) + cur[p]! - 1]!, piles + k, h + 1);
    return this.fits(p, -1) ? p : NO_MOVE;
  }

  /** The pile whose dealt part has card c on top, or -1. */
  private dealtTopPile(c: number): number {
    for (let p = 0; p < this.piles; p++) {
      const len = this.cur[p]!;
      if (len > 0 && this.start[p * this.capacity + len - 1] === c) return p;
    }
    return -1;
  }

  /** A pile's key in the arrangement search: the class of its dealt part's top, times capacity, plus its room. */
  private slotKeyOf(p: number): number {
    const len = this.cur[p]!;
    return this.classOf[this.start[p * this.capacity + len - 1]!]! * this.capacity + (this.capacity - len);
  }

  // The arrangement search's piles: a position's piles that can take chains (0 < length < capacity), worked out
  // once a position (its moves ask the same few questions of them). A move of a dealt part's top leaves its own
  // pile out: then one pile of that pile's key is skipped (alike piles are interchangeable here).
  /** The piles as keys (see `slotKeyOf`), sorted so that alike piles come together. */
  private readonly slotKey: Int32Array;
  private slots = 0;
  /** What piles i on can take, as a mask of classes, and their room. */
  private readonly reach: Int32Array;
  private readonly roomFrom: Int32Array;
  /** Per key, the most cards of each class one of its chains holds: `keyMost[key * classes + k]`. */
  private keyMost: Uint8Array = new Uint8Array(0);
  /** The most cards of each class piles i on can hold: `most[i * classes + k]`. */
  private readonly most: Uint8Array;
  /** Per key, the last pile of `slotKey` with that key (set for the keys of the position's piles only). */
  private readonly lastOfKey: Int32Array;
  /** The pile skipped in the current question (-1 for none) and its key. */
  private skip = -1;
  private skipKey = 0;
  /** Per key, the classes its chains hold and the classes they end with, as masks. */
  private keyMask: Int32Array = new Int32Array(0);
  private keyEnds: Int32Array = new Int32Array(0);
  // Arrangements known to fail, as (packed counts, pile index, first chain allowed) and (needed top or placed,
  // pile skipped) in an open-addressed table stamped per position, so that the moves of a position share their
  // failures and nothing needs clearing.
  private readonly memoKey = new Float64Array(MEMO_SLOTS);
  private readonly memoTag = new Int32Array(MEMO_SLOTS);
  private readonly memoStamp = new Int32Array(MEMO_SLOTS);
  private stamp = 0;
  private packed = 0;
  /** Classes with a card left to place, as a mask. */
  private presentMask = 0;
  private need = -1;

  /** Works out the piles of the arrangement search for `cur`. */
  private prepare(): void {
    const { cur, capacity, piles, classes } = this;
    if (++this.stamp === 0x7fffffff) {
      this.stamp = 1;
      this.memoStamp.fill(0);
    }
    const keys = this.slotKey;
    let n = 0;
    for (let p = 0; p < piles; p++) {
      const l = cur[p]!;
      if (l === 0 || l >= capacity) continue;
      const key = this.slotKeyOf(p);
      // Insertion sort: a handful of piles.
      let i = n++;
      while (i > 0 && keys[i - 1]! > key) {
        keys[i] = keys[i - 1]!;
        i--;
      }
      keys[i] = key;
    }
    this.slots = n;
    const reach = this.reach,
      roomFrom = this.roomFrom;
    reach[n] = 0;
    roomFrom[n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      reach[i] = reach[i + 1]! | this.keyMask[keys[i]!]!;
      roomFrom[i] = roomFrom[i + 1]! + (keys[i]! % capacity);
    }
    for (let i = 0; i < n; i++) this.lastOfKey[keys[i]!] = i;
    const C = classes,
      most = this.most,
      from = this.keyMost;
    most.fill(0, n * C, (n + 1) * C);
    for (let i = n - 1; i >= 0; i--) {
      const at = keys[i]! * C;
      for (let k = 0; k < C; k++) most[i * C + k] = most[(i + 1) * C + k]! + from[at + k]!;
    }
  }

  /**
   * Whether the move to the position hashed in `hashA`, `hashB` is open and leads to a position not yet in the
   * table: whether the cards counted in `counts` can lie as chains on the tops of the dealt parts (pile `off` left
   * out, with no chain), each pile holding at most its capacity, with a card of class `need` (unless -1) as a
   * chain's top.
   */
  private fits(off: number, need: number): boolean {
    const { capacity, classes: C, counts } = this;
    const len = off >= 0 ? this.cur[off]! : 0;
    this.skip = -1;
    if (len > 0 && len < capacity) {
      this.skipKey = this.slotKeyOf(off);
      this.skip = this.lastOfKey[this.skipKey]!;
    }
    let packed = 0,
      present = 0,
      cards = 0;
    for (let k = 0; k < C; k++) {
      const c = counts[k]!;
      if (c > 0) {
        cards += c;
        packed += c * this.classWeight[k]!;
        present |= 1 << k;
      }
    }
    this.steps++;
    const skipped = this.skip >= 0;
    if (cards > this.roomFrom[0]! - (skipped ? this.skipKey % capacity : 0)) return false;
    if (cards === 0) return need < 0 && this.unseen();
    if (need >= 0 && !this.canEnd(need)) return false;
    // With a pile skipped, the classes its chains could hold still count as reachable: a looser test, still sound.
    if ((present & ~this.reach[0]!) !== 0) return false;
    const most = this.most,
      less = this.skipKey * C;
    for (let k = 0; k < C; k++) if (counts[k]! > most[k]! - (skipped ? this.keyMost[less + k]! : 0)) return false;
    // A move to a known position needs no arrangement searched (the table is read only now: its reads miss the
    // processor's caches, and the tests above settle many moves first).
    if (!this.unseen()) return false;
    this.presentMask = present;
    this.packed = packed;
    this.need = need;
    return this.arrange(0, cards, need < 0, 0);
  }

  /**
   * Whether some pile (but the skipped one) could have a card of class `need` as its chain's top: on the pile's
   * top, or on a counted card that lies on it (deeper chains are left to the arrangement search). A quick test
   * that settles most moves of a dealt part's top before any arrangement is searched.
   */
  private canEnd(need: number): boolean {
    const { capacity, classes, counts } = this;
    const lies = this.classPlace;
    for (let i = 0; i < this.slots; i++) {
      if (i === this.skip) continue;
      const key = this.slotKey[i]!;
      if (((this.keyEnds[key]! >>> need) & 1) === 0) continue;
      const top = (key / capacity) | 0,
        room = key % capacity;
      if (lies[top * classes + need]) return true;
      if (room < 2) continue;
      if (room > 2) return true;
      for (let m = 0; m < classes; m++) {
        if (lies[top * classes + m] && lies[m * classes + need] && counts[m]! > (m === need ? 1 : 0)) return true;
      }
    }
    return false;
  }

  /**
   * Chains for piles i on, the cards left `left`, whether the needed top is placed; chains of alike piles in a
   * non-decreasing order.
   */
  private arrange(i: number, left: number, met: boolean, from: number): boolean {
    if (left === 0) return met;
    if (i === this.skip) i++;
    const before = i <= this.skip,
      capacity = this.capacity;
    if (i >= this.slots || this.roomFrom[i]! - (before ? this.skipKey % capacity : 0) < left) return false;
    this.steps++;
    if ((this.presentMask & ~this.reach[i]!) !== 0) return false;
    // Each class needs as many places as it has cards among the piles left (tested every other pile: it costs).
    if ((i & 1) === 1) {
      const C = this.classes,
        most = this.most,
        at = i * C,
        counts0 = this.counts,
        less = this.skipKey * C;
      for (let bits = this.presentMask; bits !== 0; bits &= bits - 1) {
        const k = 31 - Math.clz32(bits & -bits);
        if (counts0[k]! > most[at + k]! - (before ? this.keyMost[less + k]! : 0)) return false;
      }
    }
    // Once the needed top is placed the question no longer depends on which class it was, and past the skipped
    // pile not on which pile was skipped: the moves of a position share those failures.
    const tag = (met ? 31 : this.need) * 32 + (before ? this.skip + 1 : 0);
    const memo = (this.packed * 32 + i) * 64 + from;
    const home =
      (Math.imul(this.packed | 0, 0x9e3779b1) ^
        Math.imul((this.packed / 0x100000000) | 0, 0x7f4a7c15) ^
        Math.imul(i + tag * 32 + from * 32768, 0x85ebca6b)) &
      (MEMO_SLOTS - 1);
    let slot = home;
    for (let probe = 0; probe < MEMO_PROBES; probe++, slot = (slot + 1) & (MEMO_SLOTS - 1)) {
      if (this.memoStamp[slot] !== this.stamp) break;
      if (this.memoKey[slot] === memo && this.memoTag[slot] === tag) return false;
    }
    const keys = this.slotKey,
      counts = this.counts;
    const options = this.patterns[keys[i]!]!;
    const after = i + 1 === this.skip ? i + 2 : i + 1;
    const same = after < this.slots && keys[after] === keys[i];
    for (let o = from; o < options.length; o++) {
      const pat = options[o]!,
        cls = pat.cls,
        uses = pat.uses;
      let fits = true;
      for (let j = 0; j < cls.length; j++)
        if (counts[cls[j]!]! < uses[j]!) {
          fits = false;
          break;
        }
      if (!fits) continue;
      for (let j = 0; j < cls.length; j++) {
        const k = cls[j]!;
        if (--counts[k]! === 0) this.presentMask &= ~(1 << k);
      }
      this.packed -= pat.weight;
      const ok = this.arrange(i + 1, left - cls.length, met || pat.end === this.need, same ? o : 0);
      this.packed += pat.weight;
      for (let j = 0; j < cls.length; j++) {
        const k = cls[j]!;
        if (counts[k]!++ === 0) this.presentMask |= 1 << k;
      }
      if (ok) return true;
    }
    // Remembered in the first free slot of the window, or not at all (a forgotten failure is only searched again).
    slot = home;
    for (let probe = 0; probe < MEMO_PROBES; probe++, slot = (slot + 1) & (MEMO_SLOTS - 1)) {
      if (this.memoStamp[slot] !== this.stamp) {
        this.memoStamp[slot] = this.stamp;
        this.memoKey[slot] = memo;
        this.memoTag[slot] = tag;
        break;
      }
    }
    return false;
  }

  /** Hands the table's memory back. */
  release(): void {
    this.exact?.release();
    this.table?.release();
    this.backExact?.release();
    this.backTable?.release();
    if (this.ownsBoard) this.board.release();
  }

  /** Work done, as `steps`: what `solve` counts against its node budget. */
  get nodes(): number {
    return this.steps;
  }

  winningLine(): Int32Array {
    throw new Error('a proof of loss finds no win');
  }

  /** Whether `release` hands back the board too, made by `fromStart`. */
  private ownsBoard = false;

  /** A proof on a board of its own, of `state` under `rules`, which `release` hands back with the tables. */
  static fromStart(rules: Rules, state: GameState, maxBytes: number): DealtOrderProof {
    const proof = new DealtOrderProof(new SolverBoard(rules, state, { hashing: false }), maxBytes);
    proof.ownsBoard = true;
    return proof;
  }
}
