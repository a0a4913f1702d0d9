import { PACKED_SET_MOST_LOAD } from '../tuning.js';
import { giveArray, takeFloat64 } from './arrayPool.js';

/** Most bits a key of `PackedSet` may have (keys are exact integers in a double). */
export const PACKED_KEY_BITS = 52;
/** Slots of a bucket: a key is looked for in its home bucket, then (when that is full) in its other bucket. */
const BUCKET = 16;
/** What `find` saw. */
const FOUND = 0,
  ABSENT = 1,
  FULL = 2;
/** Buckets of a new set (a power of two). */
const INITIAL_BUCKETS = 1 << 10;

/**
 * A set of integer keys below 2^bits (bits ≤ 52), with no false answers: a key is scrambled by a bijection of its
 * bits, the high bits of the result pick its home bucket and only the low bits are stored, with one more bit for
 * whether the key spilled over into its other bucket. Once the buckets outnumber 2^(bits - 31), what is stored fits
 * in 32 bits, so a large set costs 4 bytes a slot (a table of 64-bit hashes costs 8, and twice that at the half
 * load it grows at). It doubles at `PACKED_SET_MOST_LOAD`, up to a memory cap; a key that finds both its buckets full
 * takes the place of one of its home bucket's keys: forgetting a key only costs search time, never a wrong answer,
 * and a set that doubled instead at the first two full buckets would take twice the memory for the same keys.
 *
 * It grows in place, in one array of its cap taken at the start: the pages of memory past the buckets in use are
 * never written, so they cost nothing until the set reaches them. Bucket j doubles into buckets 2j and 2j + 1,
 * which lie where buckets 2j and 2j + 1 lay (or, when the words narrow to half their size, where bucket j lay),
 * so going from the last bucket down, every bucket is read before anything is written over it. Growing into a new
 * array instead would hold the old words and the new at once, and leave the old to the collector.
 */
export class PackedSet {
  private readonly bits: number;
  private readonly hiBits: number;
  private readonly loBits: number;
  /** 2^loBits, and the halves' masks. */
  private readonly loMod: number;
  private readonly loMask: number;
  private readonly hiMask: number;
  /** Where `locate` puts a key's home bucket and its stored word (spill bit clear). */
  private home = 0;
  private word = 0;
  /** The key `home` and `word` are for, and the buckets' shift then. */
  private located = -1;
  private locatedShift = 0;
  private readonly maxBuckets: number;
  private buckets = INITIAL_BUCKETS;
  /** log2 of `buckets`. */
  private shift = Math.log2(INITIAL_BUCKETS);
  /** The array of the set's cap, from the pool of typed arrays (`solverMemory.ts`). */
  private store: Float64Array;
  /** The slots, views of `store`: stored words as doubles while they may pass 32 bits, as 32-bit words after. */
  private wide: Float64Array | null;
  private narrow: Uint32Array | null = null;
  /** Keys stored. */
  count = 0;
  /** Keys given up (at the cap, or for two full buckets). */
  evictions = 0;

  constructor(bits: number, maxBytes: number) {
    if (!(bits >= 1 && bits <= PACKED_KEY_BITS))
      throw new RangeError(`PackedSet keys have 1 to ${PACKED_KEY_BITS} bits`);
    this.bits = bits;
    this.hiBits = Math.ceil(bits / 2);
    this.loBits = bits - this.hiBits;
    this.loMod = 2 ** this.loBits;
    this.loMask = this.loMod - 1;
    this.hiMask = 2 ** this.hiBits - 1;
    // 4 bytes a slot at the cap when its words fit in 32 bits there, else 8.
    let most = 2 ** Math.floor(Math.log2(Math.max(1, maxBytes / (4 * BUCKET))));
    if (!this.fitsNarrow(Math.log2(most))) most /= 2;
    this.maxBuckets = Math.max(INITIAL_BUCKETS, most);
    const capBytes = Math.max(
      this.maxBuckets * BUCKET * this.slotBytes(Math.log2(this.maxBuckets)),
      INITIAL_BUCKETS * BUCKET * 8,
    );
    // Not zeroed: only the buckets in use are ever read, and each is written in full before it is.
    this.store = takeFloat64(capBytes / 8);
    this.wide = this.store;
    this.use(this.shift);
    (this.narrow ?? this.wide!).fill(0, 0, INITIAL_BUCKETS * BUCKET);
  }

  /** Bytes of slots in use (the pages of the array past them are never written). */
  get bytes(): number {
    return this.buckets * BUCKET * this.slotBytes(this.shift);
  }

  /**
   * Whether stored words fit in 32 bits with `shift` bits of bucket: the key's other bits, the spill bit, and one more
   * so that no word is zero.
   */
  private fitsNarrow(shift: number): boolean {
    return this.bits - shift + 1 <= 31;
  }

  private slotBytes(shift: number): number {
    return this.fitsNarrow(shift) ? 4 : 8;
  }

  /** Points `wide` or `narrow` at the store, as words of the size `shift` bits of bucket take. */
  private use(shift: number): void {
    if (this.fitsNarrow(shift)) {
      this.narrow ??= new Uint32Array(this.store.buffer, this.store.byteOffset, this.store.length * 2);
      this.wide = null;
    } else {
      this.wide = this.store;
      this.narrow = null;
    }
  }

  /**
   * Sets `home` and `word` for a key: the key scrambled by a three-round Feistel network on its two halves (so
   * distinct keys stay distinct), its high bits the home bucket, its low bits the word. Three rounds, so that every
   * bit of the key reaches the home bucket (with two, a search whose positions differed in the low half's high bits
   * only piled them into a few buckets).
   */
  private locate(key: number): void {
    // A search asks whether it holds a position, then stores it: the second call needs nothing worked out again.
    if (key === this.located && this.shift === this.locatedShift) return;
    this.located = key;
    this.locatedShift = this.shift;
    const loMask = this.loMask,
      hiMask = this.hiMask;
    let hi = Math.floor(key / this.loMod),
      lo = key - hi * this.loMod;
    lo = (lo ^ round(hi, 0x9e3779b1)) & loMask;
    hi = (hi ^ round(lo, 0x85ebca6b)) & hiMask;
    lo = (lo ^ round(hi, 0xc2b2ae35)) & loMask;
    const shift = this.shift;
    if (shift <= this.hiBits) {
      const kept = this.hiBits - shift;
      this.home = hi >>> kept;
      this.word = ((hi & ((1 << kept) - 1)) * this.loMod + lo) * 2 + 1;
    } else {
      const below = 2 ** (this.bits - shift),
        s = hi * this.loMod + lo;
      this.home = Math.floor(s / below);
      this.word = (s - this.home * below) * 2 + 1;
    }
  }

  /** The key a scrambled key came from (the rounds of `locate` undone in reverse order). */
  private unscramble(s: number): number {
    const loMask = this.loMask,
      hiMask = this.hiMask;
    let lo = s % this.loMod,
      hi = (s - lo) / this.loMod;
    lo = (lo ^ round(hi, 0xc2b2ae35)) & loMask;
    hi = (hi ^ round(lo, 0x85ebca6b)) & hiMask;
    lo = (lo ^ round(hi, 0x9e3779b1)) & loMask;
    return hi * this.loMod + lo;
  }

  /** The scrambled key a word in a bucket stands for. */
  private scrambled(bucket: number, word: number, buckets: number, below: number): number {
    const spill = (word - 1) % 2,
      stored = (word - 1 - spill) / 2;
    return (spill === 0 ? bucket : otherBucket(bucket, stored, buckets)) * below + stored;
  }

  /** Whether the key is stored, storing nothing. */
  has(key: number): boolean {
    this.locate(key);
    const inHome = this.find(this.home, this.word);
    return (
      inHome === FOUND || (inHome === FULL && this.find(this.other(this.home, this.word), this.word + 1) === FOUND)
    );
  }

  /** Whether the key is stored; stores it when it is not. */
  seenOrAdd(key: number): boolean {
    this.locate(key);
    const inHome = this.find(this.home, this.word);
    if (inHome === FOUND || (inHome === FULL && this.find(this.other(this.home, this.word), this.word + 1) === FOUND))
      return true;
    this.add(this.home, this.word);
    return false;
  }

  /** The other bucket of a key at `home` with `word` (spill bit clear). */
  private other(home: number, word: number): number {
    return otherBucket(home, (word - 1) / 2, this.buckets);
  }

  /**
   * Looks for a word in a bucket: `FOUND`, `ABSENT` (it reached a free slot: a key spills over only from a full bucket)
   * or `FULL`.
   */
  private find(bucket: number, word: number): number {
    const at = bucket * BUCKET;
    if (this.narrow !== null) {
      const slots = this.narrow;
      for (let i = 0; i < BUCKET; i++) {
        const w = slots[at + i]!;
        if (w === word) return FOUND;
        if (w === 0) return ABSENT;
      }
    } else {
      const slots = this.wide!;
      for (let i = 0; i < BUCKET; i++) {
        const w = slots[at + i]!;
        if (w === word) return FOUND;
        if (w === 0) return ABSENT;
      }
    }
    return FULL;
  }

  /** Stores a key known to be absent, at `home` with `word` as `locate` set them. */
  private add(home: number, word: number): void {
    for (;;) {
      const slots = this.buckets * BUCKET,
        full = this.count + 1 > PACKED_SET_MOST_LOAD * slots;
      if (!full && this.place(home, word)) {
        this.count++;
        return;
      }
      // Two full buckets below `PACKED_SET_MOST_LOAD` are bad luck, not want of room: the key is forgotten (see below).
      if (this.buckets < this.maxBuckets && full) {
        // The buckets double: the key's home gains a bit from its word.
        const below = 2 ** (this.bits - this.shift),
          s = home * below + (word - 1) / 2;
        this.grow();
        home = Math.floor(s / (below / 2));
        word = (s - home * (below / 2)) * 2 + 1;
        continue;
      }
      if (this.place(home, word)) {
        this.count++;
        return;
      }
      // Both buckets full, at the cap or by bad luck: the key takes a slot of its home bucket, that slot's key is
      // forgotten.
      this.write(home * BUCKET + (word % BUCKET), word);
      this.evictions++;
      return;
    }
  }

  /** Puts a key in the first free slot of its home bucket, else of its other bucket; false when both are full. */
  private place(home: number, word: number): boolean {
    const slots = this.narrow ?? this.wide!;
    for (let spill = 0; spill < 2; spill++) {
      const at = (spill === 0 ? home : this.other(home, word)) * BUCKET;
      for (let i = 0; i < BUCKET; i++)
        if (slots[at + i] === 0) {
          this.write(at + i, word + spill);
          return true;
        }
    }
    return false;
  }

  private write(at: number, word: number): void {
    if (this.narrow !== null) this.narrow[at] = word;
    else this.wide![at] = word;
  }

  /**
   * Doubles the buckets in place (see the class's comment). A key in its home bucket j goes to 2j or 2j + 1, which
   * have room for all of j's; a key that spilled over may go anywhere, so those are set aside and placed last.
   */
  private grow(): void {
    const from = this.narrow ?? this.wide!,
      oldBuckets = this.buckets,
      oldBelow = 2 ** (this.bits - this.shift);
    this.buckets *= 2;
    this.shift++;
    this.use(this.shift);
    const to = this.narrow ?? this.wide!,
      below = oldBelow / 2;
    const kept = this.growKept;
    let spilled = this.growSpilled,
      nSpilled = 0;
    this.count = 0;
    for (let j = oldBuckets - 1; j >= 0; j--) {
      let n = 0;
      for (let i = 0; i < BUCKET; i++) {
        const word = from[j * BUCKET + i]!;
        if (word === 0) break;
        const s = this.scrambled(j, word, oldBuckets, oldBelow);
        if ((word - 1) % 2 === 0) {
          kept[n++] = s;
          continue;
        }
        if (nSpilled === spilled.length) {
          const more = takeFloat64(spilled.length * 2);
          more.set(spilled);
          giveArray(spilled);
          spilled = more;
        }
        spilled[nSpilled++] = s;
      }
      let a = 2 * j * BUCKET,
        b = a + BUCKET;
      const endA = b,
        endB = b + BUCKET;
      for (let k = 0; k < n; k++) {
        const s = kept[k]!,
          home = Math.floor(s / below),
          word = (s - home * below) * 2 + 1;
        if (home === 2 * j) to[a++] = word;
        else to[b++] = word;
      }
      to.fill(0, a, endA);
      to.fill(0, b, endB);
      this.count += n;
    }
    for (let k = 0; k < nSpilled; k++) {
      const s = spilled[k]!,
        home = Math.floor(s / below);
      // Placing can only fail for want of room, which a doubled set has unless one bucket drew more than its share.
      if (this.place(home, (s - home * below) * 2 + 1)) this.count++;
      else this.evictions++;
    }
    this.growSpilled = spilled;
  }

  /** `grow`'s scratch: one bucket's keys that stay home, and the keys that had spilled over. */
  private readonly growKept = new Float64Array(BUCKET);
  private growSpilled = takeFloat64(1 << 12);

  /** Hands the memory back; the set must not be used again. */
  release(): void {
    giveArray(this.store);
    giveArray(this.growSpilled);
    this.store = this.growSpilled = new Float64Array(BUCKET * 2);
    this.narrow = null;
    this.wide = this.store;
    this.buckets = 2;
  }

  /** The keys stored, in no order (for tests). */
  keys(): number[] {
    const out: number[] = [],
      slots = this.narrow ?? this.wide!,
      below = 2 ** (this.bits - this.shift);
    for (let at = 0; at < this.buckets * BUCKET; at++) {
      const word = slots[at]!;
      if (word !== 0) out.push(this.unscramble(this.scrambled((at / BUCKET) | 0, word, this.buckets, below)));
    }
    return out;
  }
}

/**
 * A key's other bucket: its home bucket xor an odd number drawn from its stored bits, so that from either bucket
 * and the stored bits the other comes back. Not the next bucket: that one takes the spills of its own neighbour,
 * so both would fill up together.
 */
const otherBucket = (bucket: number, high: number, buckets: number): number => {
  const h = Math.imul((high >>> 0) ^ ((high / 0x100000000) | 0), 0x9e3779b1);
  return (bucket ^ ((h ^ (h >>> 15)) | 1)) & (buckets - 1);
};

/** One round's function of the Feistel network: a full avalanche of a half (26 bits at most) and a round constant. */
const round = (x: number, k: number): number => {
  let h = Math.imul(x ^ k, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};
