import { ranks } from '@solitaire/engine';
import { cardOf, isFaceDown, type SolverBoard } from './solverBoard.js';
import { TranspositionTable } from './solverTable.js';

/** How a slice of `DealtOrderProof.run` ended: the position is lost, the proof can never settle it, paused on its budget, or stopped. */
export const ORDER_LOST = 0, ORDER_OPEN = 1, ORDER_PAUSED = 2, ORDER_STOPPED = 3;

/** The board's room per foundation (one suit), its stride in `fnd`. */
const FOUNDATION_ROOM = ranks.length;
/** Most card classes the proof counts (a class is a bit of a mask). */
const MAX_CLASSES = 30;
/** Most chains of cards one pile top with a given room may carry before the proof is not worth trying. */
const MAX_CHAINS_PER_TOP = 64;
/** The counts of the classes are packed into one number below this bound (so a memo key stays an exact integer). */
const MAX_COUNT_KEY = 2 ** 36;
/** Slots of the table of failed arrangements (a power of two) and the window a key may lie in. */
const MEMO_SLOTS = 1 << 16;
const MEMO_PROBES = 8;
/** The clock and the cancellation hooks are read once every this many states (a power of two, minus one). */
const STOP_CHECK_MASK = 255;

/**
 * Whether `DealtOrderProof` applies: cards move one at a time, a pile emptied stays empty, piles hold a limited
 * number of cards, every card lies face up in the tableau or on a foundation (no stock, waste or reserve, no
 * redeal), one deck, and the foundations build fixed chains of cards (each card goes on exactly one other card,
 * or on an empty foundation, with a foundation free for each chain).
 */
export const dealtOrderHolds = (b: SolverBoard): boolean => {
  if (!b.topCardOnly || b.whenEmpty !== 'never' || b.capacity > b.nCards || b.shuffles || b.twins) return false;
  if (b.rules.stock !== null || b.tLen > 0 || b.rLen > 0) return false;
  for (let p = 0; p < b.piles; p++) for (let i = 0; i < b.tabLen[p]!; i++) if (isFaceDown(b.tab[p * b.room + i]!)) return false;
  return foundationChains(b) !== null;
};

/** Each card's place in the foundations' chains (`chain`, `pos`) and the chains' cards, or null when some card has more than one card or none to go on. */
const foundationChains = (b: SolverBoard): { chain: Int8Array; pos: Int8Array; cards: number[][] } | null => {
  const n = b.nCards;
  const pred = new Int16Array(n);
  for (let c = 0; c < n; c++) {
    let found = b.accept[c] ? -1 : -2;
    for (let q = 0; q < n; q++) if (b.accept[(q + 1) * n + c]) { if (found !== -2) return null; found = q; }
    if (found === -2) return null;
    pred[c] = found;
  }
  const chain = new Int8Array(n).fill(-1), pos = new Int8Array(n), cards: number[][] = [];
  for (let c = 0; c < n; c++) if (pred[c] === -1) {
    const k = cards.length, list = [c];
    chain[c] = k;
    for (let grown = true; grown;) {
      grown = false;
      const last = list[list.length - 1]!;
      for (let d = 0; d < n; d++) if (pred[d] === last && chain[d] === -1) { chain[d] = k; pos[d] = list.length; list.push(d); grown = true; break; }
    }
    cards.push(list);
  }
  if (cards.length > b.founds || chain.some((k) => k === -1)) return null;
  // The foundations must hold the first cards of their chains, each chain on one foundation at most.
  for (let f = 0; f < b.founds; f++) {
    const len = b.fLen[f]!;
    for (let i = 0; i < len; i++) if (pos[b.fnd[f * FOUNDATION_ROOM + i]!] !== i) return null;
  }
  return { chain, pos, cards };
};

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
 * has far fewer positions than the real one: Shamrocks 273 is lost in about a million of them, where the real
 * search ran past 400 million without an answer.
 */
export class DealtOrderProof {
  private readonly b: SolverBoard;
  private readonly n: number;
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
  private readonly patterns: { readonly cls: Uint8Array; readonly uses: Uint8Array; readonly weight: number; readonly end: number; readonly mask: number }[][] = [];
  private readonly table: TranspositionTable;
  private stack: Uint8Array;
  private top = 0;
  private readonly maxStackBytes: number;
  private readonly cur: Uint8Array;
  private readonly next: Uint8Array;
  private readonly inDealt: Uint8Array;
  private readonly counts: Int8Array;
  /** Work done: positions expanded plus steps of the arrangement search, the unit of `run`'s budget. */
  steps = 0;
  /** Positions of the smaller game expanded. */
  positions = 0;
  /** Positions the table gave up for room (each may be searched again). */
  get evictions(): number { return this.table.evictions; }
  /** Most cards ever up in a position of the smaller game. */
  mostUp = 0;
  private done = false;

  constructor(b: SolverBoard, maxBytes: number) {
    this.b = b;
    const n = this.n = b.nCards;
    this.piles = b.piles;
    const fc = foundationChains(b);
    if (fc === null) throw new Error('DealtOrderProof needs chained foundations (see dealtOrderHolds)');
    this.chains = fc.cards.length;
    this.stride = this.piles + this.chains;
    this.capacity = b.capacity;
    this.chainOf = fc.chain;
    this.posOf = fc.pos;
    this.chainCard = new Int16Array(this.chains * FOUNDATION_ROOM).fill(-1);
    this.chainLen = new Uint8Array(this.chains);
    fc.cards.forEach((list, k) => { list.forEach((c, i) => { this.chainCard[k * FOUNDATION_ROOM + i] = c; }); this.chainLen[k] = list.length; });
    this.present = new Uint8Array(n);
    let present = 0;
    for (let c = 0; c < n; c++) if (!b.gone[c]) { this.present[c] = 1; present++; }
    this.presentCount = present;
    this.start = new Uint8Array(this.piles * this.capacity);
    for (let p = 0; p < this.piles; p++) for (let i = 0; i < b.tabLen[p]!; i++) this.start[p * this.capacity + i] = cardOf(b.tab[p * b.room + i]!);
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
    for (let k = 0; k < this.classes; k++) for (let r = 0; r < this.capacity; r++) {
      const out: DealtOrderProof['patterns'][number] = [{ cls: new Uint8Array(0), uses: new Uint8Array(0), weight: 0, end: -1, mask: 0 }];
      const grow = (list: number[], under: number): void => {
        if (list.length === r || out.length > MAX_CHAINS_PER_TOP) return;
        for (let m = 0; m < this.classes; m++) if (b.place[reps[under]! * n + reps[m]!]) {
          const next = [...list, m];
          // uses[j]: how many cards of class cls[j] the chain holds up to j (so a count of at least that is needed).
          out.push({ cls: Uint8Array.from(next), uses: Uint8Array.from(next, (x, j) => next.slice(0, j + 1).filter((y) => y === x).length), weight: next.reduce((s, x) => s + this.classWeight[x]!, 0), end: m, mask: next.reduce((s, x) => s | (1 << x), 0) });
          grow(next, m);
        }
      };
      if (countsFit) grow([], k);
      // Longest chains first: room is short, so an arrangement is found sooner filling the piles than leaving them bare.
      out.sort((x, y) => y.cls.length - x.cls.length);
      this.patterns.push(out);
    }
    this.classPlace = new Uint8Array(this.classes * this.classes);
    for (let x = 0; x < this.classes; x++) for (let y = 0; y < this.classes; y++) this.classPlace[x * this.classes + y] = b.place[reps[x]! * n + reps[y]!]!;
    this.keyMost = new Uint8Array(this.patterns.length * this.classes);
    this.patterns.forEach((pats, key) => { for (const pat of pats) for (const k of pat.cls) {
      const used = pat.cls.filter((x) => x === k).length;
      if (used > this.keyMost[key * this.classes + k]!) this.keyMost[key * this.classes + k] = used;
    } });
    this.keyMask = Int32Array.from(this.patterns, (pats) => pats.reduce((m, pat) => m | pat.mask, 0));
    this.keyEnds = Int32Array.from(this.patterns, (pats) => pats.reduce((m, pat) => (pat.end >= 0 ? m | (1 << pat.end) : m), 0));
    this.usable = countsFit && this.patterns.every((p) => p.length <= MAX_CHAINS_PER_TOP);
    // The stack holds the unsearched moves of the current line only (a few kilobytes in Shamrocks' proofs), so
    // it gets an eighth more, in case. The table doubles all the way rather than going straight to its cap: most
    // proofs stop at a solve's time cap long before they need it (a 10-s solve went from 190 MB to 314 MB with
    // the jump).
    this.table = new TranspositionTable(maxBytes, undefined, false);
    this.maxStackBytes = maxBytes / 8;
    this.stack = new Uint8Array(Math.min(this.maxStackBytes, 1 << 16));
    this.cur = new Uint8Array(this.stride);
    this.next = new Uint8Array(this.stride);
    this.inDealt = new Uint8Array(n);
    this.counts = new Int8Array(this.classes);
    // The starting position of the smaller game.
    for (let p = 0; p < this.piles; p++) this.cur[p] = this.dealtLength(p, b.tabLen[p]!);
    for (let f = 0; f < b.founds; f++) if (b.fLen[f]! > 0) this.cur[this.piles + this.chainOf[b.fnd[f * FOUNDATION_ROOM]!]!] = b.fLen[f]!;
    this.push(this.cur);
  }

  /** Whether the build rule treats two cards alike (see `twinClasses` for the same idea over all the rules). */
  private alike(c: number, d: number): boolean {
    const { n } = this, place = this.b.place;
    for (let x = 0; x < n; x++) if (place[x * n + c] !== place[x * n + d] || place[c * n + x] !== place[d * n + x]) return false;
    return true;
  }

  /** False when the counts or the chains would be too many to search (the proof then gives nothing). */
  readonly usable: boolean;

  /** The dealt part's length of pile p holding its first `len` starting cards: up to its last card that may not lie where it lies. */
  private dealtLength(p: number, len: number): number {
    if (len === 0) return 0;
    const base = p * this.capacity, n = this.n;
    let d = 1;
    for (let i = 1; i < len; i++) if (!this.b.place[this.start[base + i - 1]! * n + this.start[base + i]!]) d = i + 1;
    return d;
  }

  /** Whether a position is not yet in the table: a move to a known one needs no arrangement searched. */
  private unseen(state: Uint8Array): boolean {
    this.hash(state);
    return !this.table.has(this.hashA, this.hashB);
  }

  private push(state: Uint8Array): void {
    this.hash(state);
    if (this.table.seenOrAdd(this.hashA, this.hashB)) return;
    if (this.top + this.stride > this.stack.length) {
      if (this.stack.length * 2 > this.maxStackBytes) { this.done = true; return; }
      const grown = new Uint8Array(this.stack.length * 2);
      grown.set(this.stack);
      this.stack = grown;
    }
    this.stack.set(state, this.top);
    this.top += this.stride;
  }

  private hashA = 0;
  private hashB = 0;

  /** Sets `hashA` and `hashB`, the two lanes of a position's 64-bit hash (byte-wise multiply-xor, then a full avalanche: the table indexes by `hashA`'s low bits). */
  private hash(state: Uint8Array): void {
    let a = 0x811c9dc5, h = 0x9e3779b9;
    for (let i = 0; i < state.length; i++) {
      a = Math.imul(a ^ state[i]!, 0x01000193);
      h = Math.imul(h ^ (state[i]! + (i << 8)), 0x5bd1e995);
      h ^= h >>> 13;
    }
    a ^= a >>> 16; a = Math.imul(a, 0x7feb352d); a ^= a >>> 15; a = Math.imul(a, 0x846ca68b); a ^= a >>> 16;
    h ^= h >>> 16; h = Math.imul(h, 0x85ebca6b); h ^= h >>> 13; h = Math.imul(h, 0xc2b2ae35); h ^= h >>> 16;
    this.hashA = a;
    this.hashB = h;
  }

  /**
   * Searches on until `untilSteps` (see `steps`) or `stopped()`: `ORDER_LOST` once every position of the smaller
   * game is searched with no win, `ORDER_OPEN` when it reaches a win (or outgrows its memory: it proves nothing then).
   */
  run(untilSteps: number, stopped: () => boolean): number {
    if (!this.usable || this.done) return ORDER_OPEN;
    const { piles, stride } = this;
    const cur = this.cur;
    while (this.top > 0) {
      if (this.steps >= untilSteps) return ORDER_PAUSED;
      if ((this.positions & STOP_CHECK_MASK) === 0 && stopped()) return ORDER_STOPPED;
      this.top -= stride;
      cur.set(this.stack.subarray(this.top, this.top + stride));
      this.positions++;
      this.steps++;
      let up = 0;
      for (let k = 0; k < this.chains; k++) up += cur[piles + k]!;
      if (up > this.mostUp) this.mostUp = up;
      if (up === this.presentCount) { this.done = true; return ORDER_OPEN; }
      this.expand();
      if (this.done) return ORDER_OPEN;
    }
    return ORDER_LOST;
  }

  /** Pushes every position one move away from `cur`. */
  private expand(): void {
    const { piles, cur, next, n, capacity, inDealt, counts } = this;
    inDealt.fill(0);
    for (let p = 0; p < piles; p++) for (let i = 0; i < cur[p]!; i++) inDealt[this.start[p * capacity + i]!] = 1;
    counts.fill(0);
    for (let c = 0; c < n; c++) if (this.present[c] && !inDealt[c] && this.posOf[c]! >= cur[piles + this.chainOf[c]!]!) counts[this.classOf[c]!]!++;
    // A dealt part's top, with no chain on it, moves to the top of a chain elsewhere.
    for (let p = 0; p < piles; p++) {
      const len = cur[p]!;
      if (len === 0) continue;
      const t = this.start[p * capacity + len - 1]!, cls = this.classOf[t]!;
      counts[cls]!++;
      next.set(cur); next[p] = this.dealtLength(p, len - 1);
      if (this.unseen(next) && this.fits(p, cls)) this.push(next);
      counts[cls]!--;
    }
    // A chain's top card comes back to the tableau, as a chain's top.
    if (this.b.playBack) {
      for (let k = 0; k < this.chains; k++) {
        const h = cur[piles + k]!;
        if (h <= this.b.keepBelow) continue;
        const d = this.chainCard[k * FOUNDATION_ROOM + h - 1]!, cls = this.classOf[d]!;
        counts[cls]!++;
        next.set(cur); next[piles + k] = h - 1;
        if (this.unseen(next) && this.fits(-1, cls)) this.push(next);
        counts[cls]!--;
      }
    }
    // Pushed last, popped first: moves to the foundations, so that a win of the smaller game (which ends the proof)
    // comes soon.
    for (let k = 0; k < this.chains; k++) {
      const h = cur[piles + k]!;
      // The chain's next card goes up: from a chain's top, or from a dealt part's top with no chain on it.
      const c = h < this.chainLen[k]! ? this.chainCard[k * FOUNDATION_ROOM + h]! : -1;
      if (c >= 0 && this.present[c]) {
        if (!inDealt[c]) {
          next.set(cur); next[piles + k] = h + 1;
          if (this.unseen(next) && this.fits(-1, this.classOf[c]!)) this.push(next);
        } else {
          const p = this.dealtTopPile(c);
          if (p >= 0) {
            next.set(cur); next[p] = this.dealtLength(p, cur[p]! - 1); next[piles + k] = h + 1;
            if (this.unseen(next) && this.fits(p, -1)) this.push(next);
          }
        }
      }
    }
  }

  /** The pile whose dealt part has card c on top, or -1. */
  private dealtTopPile(c: number): number {
    for (let p = 0; p < this.piles; p++) { const len = this.cur[p]!; if (len > 0 && this.start[p * this.capacity + len - 1] === c) return p; }
    return -1;
  }

  // The arrangement search's scratch: the piles taking chains, as keys (class of the top, times capacity, plus
  // room) sorted so that alike piles come together; what piles i on can take, and their room.
  private readonly slotKey = new Int32Array(256);
  private slots = 0;
  private readonly reach = new Int32Array(257);
  private readonly roomFrom = new Int32Array(257);
  /** Per key, the most cards of each class one of its chains holds: `keyMost[key * classes + k]`. */
  private keyMost: Uint8Array = new Uint8Array(0);
  /** Per pile i of `slotKey`, the most cards of each class piles i on can hold: `most[i * classes + k]`. */
  private most: Uint8Array = new Uint8Array(0);
  /** Per key, the classes its chains hold and the classes they end with, as masks. */
  private keyMask: Int32Array = new Int32Array(0);
  private keyEnds: Int32Array = new Int32Array(0);
  // Arrangements known to fail within one `fits` call, as (packed counts, needed top placed, pile index, first
  // chain allowed), in an
  // open-addressed table stamped with the call's number so that no call needs to clear it.
  private readonly memoKey = new Float64Array(MEMO_SLOTS);
  private readonly memoStamp = new Int32Array(MEMO_SLOTS);
  private stamp = 0;
  private packed = 0;
  /** Classes with a card left to place, as a mask. */
  private presentMask = 0;
  private need = -1;

  /**
   * Whether the cards counted in `counts` can lie as chains on the tops of the dealt parts (pile `off` left out,
   * with no chain), each pile holding at most its capacity, with a card of class `need` (unless -1) as a chain's top.
   */
  private fits(off: number, need: number): boolean {
    const { piles, cur, capacity } = this;
    const keys = this.slotKey;
    let room = 0, cards = 0, n = 0, ends = 0;
    for (let p = 0; p < piles; p++) {
      const len = cur[p]!;
      if (len === 0 || p === off || len >= capacity) continue;
      const key = this.classOf[this.start[p * capacity + len - 1]!]! * capacity + (capacity - len);
      // Insertion sort: a handful of piles.
      let i = n++;
      while (i > 0 && keys[i - 1]! > key) { keys[i] = keys[i - 1]!; i--; }
      keys[i] = key;
      room += capacity - len;
      ends |= this.keyEnds[key]!;
    }
    let packed = 0, present = 0;
    for (let k = 0; k < this.classes; k++) {
      const c = this.counts[k]!;
      if (c > 0) { cards += c; packed += c * this.classWeight[k]!; present |= 1 << k; }
    }
    this.steps++;
    if (cards > room) return false;
    if (cards === 0) return need < 0;
    if (need >= 0 && (((ends >>> need) & 1) === 0 || !this.canEnd(n, need))) return false;
    const reach = this.reach, roomFrom = this.roomFrom;
    reach[n] = 0;
    roomFrom[n] = 0;
    for (let i = n - 1; i >= 0; i--) {
      reach[i] = reach[i + 1]! | this.keyMask[keys[i]!]!;
      roomFrom[i] = roomFrom[i + 1]! + (keys[i]! % capacity);
    }
    if ((present & ~reach[0]!) !== 0) return false;
    const C = this.classes, most = this.most.length >= (n + 1) * C ? this.most : (this.most = new Uint8Array((piles + 1) * C));
    most.fill(0, n * C, (n + 1) * C);
    for (let i = n - 1; i >= 0; i--) {
      const from = this.keyMost, at = keys[i]! * C;
      for (let k = 0; k < C; k++) most[i * C + k] = most[(i + 1) * C + k]! + from[at + k]!;
    }
    for (let k = 0; k < C; k++) if (this.counts[k]! > most[k]!) return false;
    this.presentMask = present;
    this.slots = n;
    this.packed = packed;
    this.need = need;
    if (++this.stamp === 0x7fffffff) { this.stamp = 1; this.memoStamp.fill(0); }
    return this.arrange(0, cards, need < 0, 0);
  }

  /**
   * Whether some pile of the `n` in `slotKey` could have a card of class `need` as its chain's top: on the pile's
   * top, or on a counted card that lies on it (deeper chains are left to the arrangement search). A quick test
   * that settles most moves of a dealt part's top before any arrangement is searched.
   */
  private canEnd(n: number, need: number): boolean {
    const { capacity, classes, counts } = this;
    const lies = this.classPlace;
    for (let i = 0; i < n; i++) {
      const key = this.slotKey[i]!, top = (key / capacity) | 0, room = key % capacity;
      if (lies[top * classes + need]) return true;
      if (room < 2) continue;
      if (room > 2) return true;
      for (let m = 0; m < classes; m++) {
        if (lies[top * classes + m] && lies[m * classes + need] && counts[m]! > (m === need ? 1 : 0)) return true;
      }
    }
    return false;
  }

  /** Chains for piles i on, the cards left `left`, whether the needed top is placed; chains of alike piles in a non-decreasing order. */
  private arrange(i: number, left: number, met: boolean, from: number): boolean {
    if (left === 0) return met;
    if (i === this.slots || this.roomFrom[i]! < left) return false;
    this.steps++;
    if ((this.presentMask & ~this.reach[i]!) !== 0) return false;
    // Each class needs as many places as it has cards among the piles left (tested every other pile: it costs).
    if ((i & 1) === 1) {
      const C = this.classes, most = this.most, counts0 = this.counts;
      for (let bits = this.presentMask; bits !== 0; bits &= bits - 1) {
        const k = 31 - Math.clz32(bits & -bits);
        if (counts0[k]! > most[i * C + k]!) return false;
      }
    }
    const memo = ((this.packed * 2 + (met ? 1 : 0)) * 256 + i) * 64 + from;
    const home = (Math.imul(this.packed | 0, 0x9e3779b1) ^ Math.imul(i + (met ? 512 : 0) + from * 1024, 0x85ebca6b)) & (MEMO_SLOTS - 1);
    let slot = home;
    for (let probe = 0; probe < MEMO_PROBES; probe++, slot = (slot + 1) & (MEMO_SLOTS - 1)) {
      if (this.memoStamp[slot] !== this.stamp) break;
      if (this.memoKey[slot] === memo) return false;
    }
    const keys = this.slotKey, counts = this.counts;
    const options = this.patterns[keys[i]!]!;
    const same = i + 1 < this.slots && keys[i + 1] === keys[i];
    for (let o = from; o < options.length; o++) {
      const pat = options[o]!, cls = pat.cls, uses = pat.uses;
      let fits = true;
      for (let j = 0; j < cls.length; j++) if (counts[cls[j]!]! < uses[j]!) { fits = false; break; }
      if (!fits) continue;
      for (let j = 0; j < cls.length; j++) { const k = cls[j]!; if (--counts[k]! === 0) this.presentMask &= ~(1 << k); }
      this.packed -= pat.weight;
      const ok = this.arrange(i + 1, left - cls.length, met || (pat.end === this.need), same ? o : 0);
      this.packed += pat.weight;
      for (let j = 0; j < cls.length; j++) { const k = cls[j]!; if (counts[k]!++ === 0) this.presentMask |= 1 << k; }
      if (ok) return true;
    }
    // Remembered in the first free slot of the window, or not at all (a forgotten failure is only searched again).
    slot = home;
    for (let probe = 0; probe < MEMO_PROBES; probe++, slot = (slot + 1) & (MEMO_SLOTS - 1)) {
      if (this.memoStamp[slot] !== this.stamp) { this.memoStamp[slot] = this.stamp; this.memoKey[slot] = memo; break; }
    }
    return false;
  }

  /** Hands the table's memory back. */
  release(): void { this.table.release(); }
}
