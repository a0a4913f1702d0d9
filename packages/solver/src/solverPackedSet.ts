import { giveArray, takeFloat64, takeUint32 } from './solverMemory.js';

/** Most bits a key of `PackedSet` may have (keys are exact integers in a double). */
export const PACKED_KEY_BITS = 52;
/** Slots of a bucket: a key is looked for in its home bucket, then (when that is full) in its other bucket. */
const BUCKET = 16;
/** What `find` saw. */
const FOUND = 0, ABSENT = 1, FULL = 2;
/** Buckets of a new set (a power of two). */
const INITIAL_BUCKETS = 1 << 10;
/** Outgrown arrays below this size go back to the pool of typed arrays (`solverMemory.ts`). */
const POOLED_BYTES = 8 * 2 ** 20;
/** The set doubles once this share of its slots is taken (below it, a key finding both its buckets full is forgotten: 0.7% of the keys of Shamrocks 221's proof). */
const MOST_LOAD = 0.8;

/**
 * A set of integer keys below 2^bits (bits ≤ 52), with no false answers: a key is scrambled by a bijection of its
 * bits, the low bits of the result pick its home bucket and only the high bits are stored, with one more bit for
 * whether the key spilled over into its other bucket. Once the buckets outnumber 2^(bits - 31), what is stored fits
 * in 32 bits, so a large set costs 4 bytes a slot (a table of 64-bit hashes costs 8, and twice that at the half
 * load it grows at). It doubles at 80% load, up to a memory cap; a key that finds both its buckets full takes the
 * place of one of its home bucket's keys: forgetting a key only costs search time, never a wrong answer. (Doubling
 * instead, the set of Shamrocks 221's proof took 64 MB for 2.6 million keys; with this, 32 MB, and the 0.7% of its
 * keys forgotten cost 0.3% more positions searched.)
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
  /** The slots: stored words in a Float64Array while they may pass 32 bits, in a Uint32Array after. */
  private wide: Float64Array | null;
  private narrow: Uint32Array | null = null;
  /** Keys stored. */
  count = 0;
  /** Keys given up (at the cap, or for two full buckets). */
  evictions = 0;

  constructor(bits: number, maxBytes: number) {
    if (!(bits >= 1 && bits <= PACKED_KEY_BITS)) throw new RangeError(`PackedSet keys have 1 to ${PACKED_KEY_BITS} bits`);
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
    if (this.fitsNarrow(this.shift)) { this.narrow = takeUint32(INITIAL_BUCKETS * BUCKET, true); this.wide = null; }
    else this.wide = takeFloat64(INITIAL_BUCKETS * BUCKET, true);
  }

  /** Bytes currently allocated. */
  get bytes(): number { return (this.narrow ?? this.wide)!.byteLength; }

  /** Whether stored words fit in 32 bits with `shift` bits of bucket: the key's other bits, the spill bit, and one more so that no word is zero. */
  private fitsNarrow(shift: number): boolean { return this.bits - shift + 1 <= 31; }

  /**
   * Sets `home` and `word` for a key: the key scrambled by a three-round Feistel network on its two halves (so
   * distinct keys stay distinct), its low bits the home bucket, its high bits the word. Three rounds, so that every
   * bit of the key reaches the home bucket (with two, a search whose positions differed in the low half's high bits
   * only piled them into a few buckets).
   */
  private locate(key: number): void {
    // A search asks whether it holds a position, then stores it: the second call needs nothing worked out again.
    if (key === this.located && this.shift === this.locatedShift) return;
    this.located = key;
    this.locatedShift = this.shift;
    const loMask = this.loMask, hiMask = this.hiMask;
    let hi = Math.floor(key / this.loMod), lo = key - hi * this.loMod;
    lo = (lo ^ round(hi, 0x9e3779b1)) & loMask;
    hi = (hi ^ round(lo, 0x85ebca6b)) & hiMask;
    lo = (lo ^ round(hi, 0xc2b2ae35)) & loMask;
    const shift = this.shift;
    if (shift <= this.loBits) {
      this.home = lo & (this.buckets - 1);
      this.word = (hi * (this.loMod / this.buckets) + (lo >>> shift)) * 2 + 1;
    } else {
      const s = hi * this.loMod + lo;
      this.home = s % this.buckets;
      this.word = ((s - this.home) / this.buckets) * 2 + 1;
    }
  }

  /** The key a scrambled key came from (the rounds of `locate` undone in reverse order). */
  private unscramble(s: number): number {
    const loMask = this.loMask, hiMask = this.hiMask;
    let lo = s % this.loMod, hi = (s - lo) / this.loMod;
    lo = (lo ^ round(hi, 0xc2b2ae35)) & loMask;
    hi = (hi ^ round(lo, 0x85ebca6b)) & hiMask;
    lo = (lo ^ round(hi, 0x9e3779b1)) & loMask;
    return hi * this.loMod + lo;
  }

  /** Whether the key is stored, storing nothing. */
  has(key: number): boolean {
    this.locate(key);
    const inHome = this.find(this.home, this.word);
    return inHome === FOUND || (inHome === FULL && this.find(this.other(this.home, this.word), this.word + 1) === FOUND);
  }

  /** Whether the key is stored; stores it when it is not. */
  seenOrAdd(key: number): boolean {
    this.locate(key);
    const inHome = this.find(this.home, this.word);
    if (inHome === FOUND || (inHome === FULL && this.find(this.other(this.home, this.word), this.word + 1) === FOUND)) return true;
    this.add(this.home, this.word);
    return false;
  }

  /** The other bucket of a key at `home` with `word` (spill bit clear). */
  private other(home: number, word: number): number { return otherBucket(home, (word - 1) / 2, this.buckets); }

  /** Looks for a word in a bucket: `FOUND`, `ABSENT` (it reached a free slot: a key spills over only from a full bucket) or `FULL`. */
  private find(bucket: number, word: number): number {
    const at = bucket * BUCKET;
    if (this.narrow !== null) {
      const slots = this.narrow;
      for (let i = 0; i < BUCKET; i++) { const w = slots[at + i]!; if (w === word) return FOUND; if (w === 0) return ABSENT; }
    } else {
      const slots = this.wide!;
      for (let i = 0; i < BUCKET; i++) { const w = slots[at + i]!; if (w === word) return FOUND; if (w === 0) return ABSENT; }
    }
    return FULL;
  }

  /** Stores a key known to be absent, at `home` with `word` as `locate` set them. */
  private add(home: number, word: number): void {
    for (;;) {
      const slots = this.buckets * BUCKET, full = this.count + 1 > MOST_LOAD * slots;
      if (!full && this.place(home, word)) { this.count++; return; }
      // Two full buckets below `MOST_LOAD` are bad luck, not want of room: the key is forgotten (see below).
      if (this.buckets < this.maxBuckets && full) {
        // The buckets double: the key's home gains a bit from its word.
        const s = ((word - 1) / 2) * this.buckets + home;
        this.grow();
        home = s % this.buckets;
        word = ((s - home) / this.buckets) * 2 + 1;
        continue;
      }
      if (this.place(home, word)) { this.count++; return; }
      // Both buckets full, at the cap or by bad luck: the key takes a slot of its home bucket, that slot's key is forgotten.
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
      for (let i = 0; i < BUCKET; i++) if (slots[at + i] === 0) { this.write(at + i, word + spill); return true; }
    }
    return false;
  }

  private write(at: number, word: number): void {
    if (this.narrow !== null) this.narrow[at] = word; else this.wide![at] = word;
  }

  /** Doubles the buckets and places every key again (a word and its slot give the scrambled key back). */
  private grow(): void {
    const old = this.narrow ?? this.wide!, oldBuckets = this.buckets;
    this.buckets *= 2;
    this.shift++;
    if (this.fitsNarrow(this.shift)) { this.narrow = takeUint32(this.buckets * BUCKET, true); this.wide = null; }
    else this.wide = takeFloat64(this.buckets * BUCKET, true);
    this.count = 0;
    for (let at = 0; at < old.length; at++) {
      const word = old[at]!;
      if (word === 0) continue;
      const spill = (word - 1) % 2, high = (word - 1 - spill) / 2, bucket = (at / BUCKET) | 0;
      const s = high * oldBuckets + (spill === 0 ? bucket : otherBucket(bucket, high, oldBuckets)), newHome = s % this.buckets;
      // Placing can only fail for want of room, which a doubled set has unless one bucket drew more than its share.
      if (this.place(newHome, ((s - newHome) / this.buckets) * 2 + 1)) this.count++; else this.evictions++;
    }
    // Outgrown arrays go back to the pool while small (the next proof grows through the same sizes); larger ones
    // to the collector, as `TranspositionTable` does when it doubles all the way.
    if (old.byteLength < POOLED_BYTES) giveArray(old);
  }

  /** Hands the memory back; the set must not be used again. */
  release(): void {
    giveArray(this.narrow ?? this.wide!);
    this.narrow = null;
    this.wide = new Float64Array(BUCKET * 2);
    this.buckets = 2;
  }

  /** The keys stored, in no order (for tests). */
  keys(): number[] {
    const out: number[] = [], slots = this.narrow ?? this.wide!;
    for (let at = 0; at < slots.length; at++) {
      const word = slots[at]!;
      if (word === 0) continue;
      const spill = (word - 1) % 2, high = (word - 1 - spill) / 2, bucket = (at / BUCKET) | 0;
      out.push(this.unscramble(high * this.buckets + (spill === 0 ? bucket : otherBucket(bucket, high, this.buckets))));
    }
    return out;
  }
}

/**
 * A key's other bucket: its home bucket xor an odd number drawn from its stored bits, so that from either bucket
 * and the stored bits the other comes back. Not the next bucket: that one takes the spills of its own neighbour,
 * and 1.3% of Shamrocks 97's keys found both full at 57% load.
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
