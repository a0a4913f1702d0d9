import { WORD_SET_MOST_LOAD } from '../tuning.js';
import { giveArray, takeInt32 } from './arrayPool.js';

/** What `WordSet.add` did: stored a new key, found it stored, or had no room for it. */
const ADDED = 0;
/** `WordSet.add` found the key stored already. */
export const PRESENT = 1;
/** `WordSet.add` had no room for a new key. */
export const NO_ROOM = 2;

/** Slots of a new set (a power of two): most searches store tens of thousands of keys, growing costs a copy. */
const INITIAL_SLOTS = 1 << 15;
/**
 * How many times the slots grow when half full. Each growth moves every key to a random slot of the new table, a
 * cache miss as dear as a look-up: growing fourfold moves a key a third of a time on average instead of once.
 */
const GROWTH = 4;

/**
 * Whether the `width` words at `key[at]` are one of the first `count` keys laid end to end in `keys`: the keys of a
 * search's line, checked where a full set no longer tells a line coming back to its own position.
 */
export const keyAmong = (keys: Int32Array, count: number, width: number, key: Int32Array, at = 0): boolean => {
  for (let from = 0; from < count * width; from += width) {
    let same = true;
    for (let i = 0; i < width && same; i++) same = keys[from + i] === key[at + i];
    if (same) return true;
  }
  return false;
};

/**
 * An exact set of keys of `width` 32-bit words, by open addressing with linear probing; it grows at half load up
 * to `maxBytes`, then fills to `WORD_SET_MOST_LOAD` and stores nothing more (the caller searches such positions
 * again, which costs time only). A slot is the key's words alone, all zero when empty (the all-zero key is kept
 * aside): the searches it serves spend most of their time waiting on its cache misses, so the smaller the table, the
 * faster they run.
 */
export class WordSet {
  private slots = INITIAL_SLOTS;
  private words: Int32Array;
  /** Whether the all-zero key, which looks like an empty slot, is stored. */
  private zeroStored = false;
  /** Keys stored. */
  count = 0;
  /** Whether the slots can grow no more: the set then fills past half load (`WORD_SET_MOST_LOAD`). */
  private atCap = false;

  /**
   * `hashMask`, one word for each of a key's words, keeps bits out of the hash: keys that differ only there share a
   * chain of slots, so looking up one after another costs one cache miss, not one each.
   */
  constructor(
    private readonly width: number,
    private readonly maxBytes: number,
    private readonly hashMask: Int32Array = new Int32Array(width).fill(-1),
  ) {
    // A cap below the usual first table makes a smaller one: the set never takes more than its cap.
    while (this.slots > 16 && this.slots * width * 4 > maxBytes) this.slots /= 2;
    this.words = takeInt32(this.slots * width, true);
  }

  /** Bytes the set holds. */
  get bytes(): number {
    return this.words.byteLength;
  }

  /** Murmur3's mixing of each word and its finalizer: keys that differ in a few low bits spread over the slots. */
  private static hash(key: Int32Array, at: number, width: number, mask: Int32Array): number {
    let h = 0x9e3779b9;
    for (let i = 0; i < width; i++) {
      let k = Math.imul(key[at + i]! & mask[i]!, 0xcc9e2d51);
      k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
      h ^= k;
      h = Math.imul((h << 13) | (h >>> 19), 5) + 0xe6546b64;
    }
    h ^= h >>> 16;
    h = Math.imul(h, 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** Whether the `width` words at `words[at]` are all zero. */
  private zeroAt(words: Int32Array, at: number): boolean {
    for (let i = 0; i < this.width; i++) if (words[at + i] !== 0) return false;
    return true;
  }

  /** Stores the key of `width` words at `key[from]` unless it is there already or there is no room. */
  add(key: Int32Array, from = 0): number {
    if (this.zeroAt(key, from)) {
      if (this.zeroStored) return PRESENT;
      this.zeroStored = true;
      return ADDED;
    }
    if (2 * (this.count + 1) > this.slots && !this.atCap && !this.grow()) this.atCap = true;
    if (this.atCap && this.count + 1 > WORD_SET_MOST_LOAD * this.slots)
      return this.zeroAt(this.words, this.find(key, from)) ? NO_ROOM : PRESENT;
    const at = this.find(key, from);
    if (!this.zeroAt(this.words, at)) return PRESENT;
    for (let i = 0; i < this.width; i++) this.words[at + i] = key[from + i]!;
    this.count++;
    return ADDED;
  }

  /** Whether the key at `key[from]` is stored. */
  has(key: Int32Array, from = 0): boolean {
    if (this.zeroAt(key, from)) return this.zeroStored;
    return !this.zeroAt(this.words, this.find(key, from));
  }

  /**
   * Whether a key is stored that is the one at `key[from]` but for `count` fields of `bits` bits each in word `word`
   * from bit `shift` on (at most 31 bits in all), each of which is no smaller there (`atLeast`) or no greater (the
   * hash mask must leave those fields out, so that all such keys share a chain).
   */
  hasWithFields(
    key: Int32Array,
    from: number,
    word: number,
    shift: number,
    bits: number,
    count: number,
    atLeast: boolean,
  ): boolean {
    const words = this.words,
      w = this.width,
      mask = this.slots - 1,
      own = key[from + word]!,
      one = (1 << bits) - 1,
      outside = ~((((1 << (bits * count)) - 1) << shift) | 0);
    // The all-zero key, kept aside, is the key's own but for fields of 0 where the rest is zero (none is smaller).
    let zeroRest = this.zeroStored;
    for (let i = 0; i < w && zeroRest; i++) zeroRest = (key[from + i]! & (i === word ? outside : -1)) === 0;
    if (zeroRest && (!atLeast || (own & ~outside) === 0)) return true;
    for (let slot = WordSet.hash(key, from, w, this.hashMask) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * w;
      if (this.zeroAt(words, at)) return false;
      const stored = words[at + word]!;
      let same = (stored & outside) === (own & outside);
      for (let i = 0; i < w && same; i++) same = i === word || words[at + i] === key[from + i];
      for (let f = 0, at = shift; f < count && same; f++, at += bits) {
        const mine = (own >>> at) & one,
          theirs = (stored >>> at) & one;
        same = atLeast ? theirs >= mine : theirs <= mine;
      }
      if (same) return true;
    }
  }

  /** Where the slot holding the key at `key[from]` (not all zero) starts, or the empty slot where it would go. */
  private find(key: Int32Array, from: number): number {
    const words = this.words,
      w = this.width,
      mask = this.slots - 1,
      first = key[from]!;
    for (let slot = WordSet.hash(key, from, w, this.hashMask) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * w,
        stored = words[at]!;
      // A key's first word is most often enough to tell it from another, or the slot empty (rarely a key's is 0).
      if (stored !== first && stored !== 0) continue;
      let same = stored === first;
      for (let i = 1; i < w && same; i++) same = words[at + i] === key[from + i];
      if (same || this.zeroAt(words, at)) return at;
    }
  }

  /** Grows the slots `GROWTH`-fold (less near the cap), unless even twice as many would pass the cap. */
  private grow(): boolean {
    const w = this.width;
    let slots = this.slots * GROWTH;
    while (slots > this.slots && slots * w * 4 > this.maxBytes) slots /= 2;
    if (slots === this.slots) return false;
    const old = this.words;
    this.slots = slots;
    this.words = takeInt32(slots * w, true);
    const mask = slots - 1,
      words = this.words;
    // The stored keys differ from one another: each goes to the first empty slot from its hash, no key compared.
    for (let from = 0; from < old.length; from += w) {
      if (this.zeroAt(old, from)) continue;
      let at = (WordSet.hash(old, from, w, this.hashMask) & mask) * w;
      while (!this.zeroAt(words, at)) at = at + w === words.length ? 0 : at + w;
      for (let i = 0; i < w; i++) words[at + i] = old[from + i]!;
    }
    giveArray(old);
    return true;
  }

  /** Hands the table back for the next search; the set must not be used again. */
  release(): void {
    giveArray(this.words);
  }
}
