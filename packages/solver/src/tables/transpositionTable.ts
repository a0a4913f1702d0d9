import { TABLE_INITIAL_BYTES, TABLE_WINDOW } from '../tuning.js';
import { giveArray, takeUint32 } from './arrayPool.js';

/**
 * The solver's transposition table: a set of 64-bit position hashes (two 32-bit lanes), open addressing with a
 * probe window of 16 slots, growing at half load up to a memory cap. Once at the cap, a full window gives up
 * one entry. Forgetting a position only costs search time (it may be searched again), never a wrong answer, so
 * the cap bounds memory without breaking proofs.
 *
 * The table lives in one array of its cap, taken when it is made, and grows in place: the pages past the slots in
 * use are never written until it reaches them, so a small search touches little memory, and a growing one leaves
 * no outgrown arrays behind. (Growing into new arrays, a 600-s solve held the sizes its tables had passed through
 * as spares, and as garbage the collector took its time over.) A window never wraps round: the array has a
 * window's worth of slots past the last home.
 */
export class TranspositionTable {
  /**
   * The slots, two lanes each: `(maxSlots + TABLE_WINDOW) * 2` words, of which `(slotMask + 1 + TABLE_WINDOW) * 2` are
   * in use.
   */
  private keys: Uint32Array;
  private slotMask: number;
  private readonly maxSlots: number;
  /** `grow`'s scratch: the entries of the window's slots past the last home. */
  private readonly tail = new Uint32Array(TABLE_WINDOW * 2);
  /** Positions stored. */
  count = 0;
  /** Entries given up since the table reached its cap. */
  evictions = 0;

  constructor(maxBytes: number, initialBytes = TABLE_INITIAL_BYTES) {
    // 8 bytes a slot.
    this.maxSlots = 2 ** Math.max(5, Math.floor(Math.log2(Math.max(256, maxBytes) / 8)));
    const initial = Math.min(this.maxSlots, 2 ** Math.max(5, Math.floor(Math.log2(initialBytes / 8))));
    // Not zeroed past the slots in use: each part is cleared as the table reaches it.
    this.keys = takeUint32((this.maxSlots + TABLE_WINDOW) * 2);
    this.keys.fill(0, 0, (initial + TABLE_WINDOW) * 2);
    this.slotMask = initial - 1;
  }

  /** Empties the table and uses about `bytes` of it from now on. */
  clear(bytes: number): void {
    const slots = Math.min(this.maxSlots, 2 ** Math.max(5, Math.ceil(Math.log2(Math.max(256, bytes) / 8))));
    this.keys.fill(0, 0, (slots + TABLE_WINDOW) * 2);
    this.slotMask = slots - 1;
    this.count = 0;
    this.evictions = 0;
  }

  /** Hands the table's memory over to the next table; this one must not be used again. */
  release(): void {
    giveArray(this.keys);
    // A second release must not hand the same array over twice (two tables would then share it).
    this.keys = new Uint32Array((1 + TABLE_WINDOW) * 2);
    this.slotMask = 0;
  }

  /** Bytes of the slots in use. */
  get bytes(): number {
    return (this.slotMask + 1) * 8;
  }

  /** Whether (a, b) is stored (what `seenOrAdd` would answer), storing nothing. */
  has(a: number, b: number): boolean {
    a >>>= 0; // the board's lanes are signed (see `mixA`), the stored keys unsigned
    b = (b | 1) >>> 0;
    const keys = this.keys,
      home = a & this.slotMask;
    for (let i = 0; i < TABLE_WINDOW; i++) {
      const at = (home + i) << 1;
      const kb = keys[at + 1]!;
      if (kb === 0) return false;
      if (kb === b && keys[at] === a) return true;
    }
    return false;
  }

  /** Whether (a, b) is stored; stores it when it is not. */
  seenOrAdd(a: number, b: number): boolean {
    a >>>= 0; // as in `has`
    b = (b | 1) >>> 0; // a zero second lane marks an empty slot
    const keys = this.keys,
      mask = this.slotMask,
      home = a & mask;
    for (let i = 0; i < TABLE_WINDOW; i++) {
      const at = (home + i) << 1;
      const kb = keys[at + 1]!;
      if (kb === 0) {
        keys[at] = a;
        keys[at + 1] = b;
        if (++this.count > (mask + 1) >>> 1 && mask + 1 < this.maxSlots) this.grow();
        return false;
      }
      if (kb === b && keys[at] === a) return true;
    }
    if (mask + 1 < this.maxSlots) {
      this.grow();
      return this.seenOrAdd(a, b);
    }
    const at = (home + (b >>> 28)) << 1;
    keys[at] = a;
    keys[at + 1] = b;
    this.evictions++;
    return false;
  }

  /**
   * Doubles the slots in place. Every entry is taken out and placed again, in the order of the slots: an entry
   * whose home stays lands at or before the slot it left (the slots between its home and that one hold only
   * entries already placed again, or are free), so no entry still to move is written over, and none is left
   * behind a free slot; an entry whose home moves up goes to the new half, which holds only placed entries. The
   * window's slots past the old last home are set aside first, since the new half starts there.
   */
  private grow(): void {
    const keys = this.keys,
      tail = this.tail,
      n = this.slotMask + 1;
    tail.set(keys.subarray(n * 2, (n + TABLE_WINDOW) * 2));
    keys.fill(0, n * 2, (2 * n + TABLE_WINDOW) * 2);
    this.slotMask = 2 * n - 1;
    this.count = 0;
    for (let i = 0; i < n; i++) {
      const b = keys[i * 2 + 1]!;
      if (b === 0) continue;
      const a = keys[i * 2]!;
      keys[i * 2] = 0;
      keys[i * 2 + 1] = 0;
      this.place(a, b);
    }
    for (let i = 0; i < TABLE_WINDOW; i++) if (tail[i * 2 + 1] !== 0) this.place(tail[i * 2]!, tail[i * 2 + 1]!);
  }

  private place(a: number, b: number): void {
    const keys = this.keys,
      home = a & this.slotMask;
    for (let i = 0; i < TABLE_WINDOW; i++) {
      const at = (home + i) << 1;
      if (keys[at + 1] === 0) {
        keys[at] = a;
        keys[at + 1] = b;
        this.count++;
        return;
      }
    }
    // A window that fills up while growing drops the entry: only search time is lost.
  }
}
