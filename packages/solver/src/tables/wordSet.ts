/** What `WordSet.add` did: stored a new key, found it stored, or had no room for it. */
export const ADDED = 0,
  PRESENT = 1,
  NO_ROOM = 2;

/** Slots of a new set (a power of two). */
const INITIAL_SLOTS = 1 << 12;

/**
 * An exact set of keys of `width` 32-bit words, by open addressing with linear probing; it doubles at half load up
 * to `maxBytes`, then stores nothing more (the caller searches such positions again, which costs time only).
 */
export class WordSet {
  private slots = INITIAL_SLOTS;
  private words: Int32Array;
  private used: Uint8Array;
  /** Keys stored. */
  count = 0;

  constructor(
    private readonly width: number,
    private readonly maxBytes: number,
  ) {
    this.words = new Int32Array(this.slots * width);
    this.used = new Uint8Array(this.slots);
  }

  /** Bytes the set holds. */
  get bytes(): number {
    return this.words.byteLength + this.used.byteLength;
  }

  private static hash(key: Int32Array, width: number): number {
    let h = 0x9e3779b9;
    for (let i = 0; i < width; i++) {
      h = Math.imul(h ^ key[i]!, 0x85ebca6b);
      h ^= h >>> 13;
    }
    h = Math.imul(h, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }

  /** Stores `key` (its first `width` words) unless it is there already or there is no room. */
  add(key: Int32Array): number {
    if (2 * (this.count + 1) > this.slots && !this.grow()) {
      const at = this.find(key);
      return this.used[at] ? PRESENT : NO_ROOM;
    }
    const at = this.find(key);
    if (this.used[at]) return PRESENT;
    this.used[at] = 1;
    this.words.set(key.subarray(0, this.width), at * this.width);
    this.count++;
    return ADDED;
  }

  /** The slot holding `key`, or the empty slot where it would go. */
  private find(key: Int32Array): number {
    const w = this.width,
      mask = this.slots - 1;
    let at = WordSet.hash(key, w) & mask;
    for (;;) {
      if (!this.used[at]) return at;
      let same = true;
      for (let i = 0; i < w; i++)
        if (this.words[at * w + i] !== key[i]) {
          same = false;
          break;
        }
      if (same) return at;
      at = (at + 1) & mask;
    }
  }

  /** Doubles the slots, unless that would pass the cap. */
  private grow(): boolean {
    const slots = this.slots * 2;
    if (slots * (this.width * 4 + 1) > this.maxBytes) return false;
    const oldWords = this.words,
      oldUsed = this.used,
      w = this.width;
    this.slots = slots;
    this.words = new Int32Array(slots * w);
    this.used = new Uint8Array(slots);
    for (let s = 0; s < oldUsed.length; s++) {
      if (!oldUsed[s]) continue;
      const key = oldWords.subarray(s * w, s * w + w);
      const at = this.find(key);
      this.used[at] = 1;
      this.words.set(key, at * w);
    }
    return true;
  }
}
