/** What `WordSet.add` did: stored a new key, found it stored, or had no room for it. */
const ADDED = 0;
/** `WordSet.add` found the key stored already. */
export const PRESENT = 1;
/** `WordSet.add` had no room for a new key. */
export const NO_ROOM = 2;

/** Slots of a new set (a power of two): most searches store tens of thousands of keys, growing costs a copy. */
const INITIAL_SLOTS = 1 << 16;

/**
 * An exact set of keys of `width` 32-bit words, by open addressing with linear probing; it doubles at half load up
 * to `maxBytes`, then stores nothing more (the caller searches such positions again, which costs time only).
 */
export class WordSet {
  private slots = INITIAL_SLOTS;
  /** Each slot: its key's hash with the low bit set (0 when empty), then the key's words. */
  private words: Int32Array;
  private readonly stride: number;
  /** Keys stored. */
  count = 0;

  constructor(
    private readonly width: number,
    private readonly maxBytes: number,
  ) {
    this.stride = width + 1;
    this.words = new Int32Array(this.slots * this.stride);
  }

  /** Bytes the set holds. */
  get bytes(): number {
    return this.words.byteLength;
  }

  /** Murmur3's mixing of each word and its finalizer: keys that differ in a few low bits spread over the slots. */
  private static hash(key: Int32Array, at: number, width: number): number {
    let h = 0x9e3779b9;
    for (let i = 0; i < width; i++) {
      let k = Math.imul(key[at + i]!, 0xcc9e2d51);
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

  /** Stores the key of `width` words at `key[from]` unless it is there already or there is no room. */
  add(key: Int32Array, from = 0): number {
    const h = WordSet.hash(key, from, this.width) | 1;
    if (2 * (this.count + 1) > this.slots && !this.grow())
      return this.words[this.find(key, from, h)] ? PRESENT : NO_ROOM;
    const at = this.find(key, from, h);
    if (this.words[at]) return PRESENT;
    this.words[at] = h;
    for (let i = 0; i < this.width; i++) this.words[at + 1 + i] = key[from + i]!;
    this.count++;
    return ADDED;
  }

  /** Whether the key at `key[from]` is stored. */
  has(key: Int32Array, from = 0): boolean {
    return this.words[this.find(key, from, WordSet.hash(key, from, this.width) | 1)] !== 0;
  }

  /** Where the slot holding the key at `key[from]` (hashed `h`) starts, or the empty slot where it would go. */
  private find(key: Int32Array, from: number, h: number): number {
    const words = this.words,
      w = this.width,
      stride = this.stride,
      mask = this.slots - 1;
    for (let slot = (h >>> 1) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * stride,
        stored = words[at]!;
      if (stored === 0) return at;
      if (stored !== h) continue;
      let same = true;
      for (let i = 0; i < w && same; i++) same = words[at + 1 + i] === key[from + i];
      if (same) return at;
    }
  }

  /** Doubles the slots, unless that would pass the cap. */
  private grow(): boolean {
    const slots = this.slots * 2,
      stride = this.stride;
    if (slots * stride * 4 > this.maxBytes) return false;
    const old = this.words;
    this.slots = slots;
    this.words = new Int32Array(slots * stride);
    const mask = slots - 1,
      words = this.words;
    // The stored keys differ from one another: each goes to the first empty slot from its hash, no key compared.
    for (let at = 0; at < old.length; at += stride) {
      const h = old[at]!;
      if (h === 0) continue;
      let slot = (h >>> 1) & mask;
      while (words[slot * stride] !== 0) slot = (slot + 1) & mask;
      for (let i = 0; i < stride; i++) words[slot * stride + i] = old[at + i]!;
    }
    return true;
  }
}
