import { giveArray, takeUint32 } from './arrayPool.js';

/**
 * The positions on the search's current line, for when the table has forgotten some (a line must never come back
 * to one of its own positions). Open addressing on the two hash lanes with linear probing; removal shifts the
 * entries behind back, so no tombstones pile up. Typed arrays, so no number is boxed on the hot path.
 */
export class LineSet {
  private keys = takeUint32(1 << 11, true);
  private mask = (1 << 10) - 1;
  private count = 0;

  /** Whether (a, b) is on the line. */
  has(a: number, b: number): boolean {
    a >>>= 0; // the board's lanes are signed (see `mixA`), the stored keys unsigned
    b = (b | 1) >>> 0;
    const keys = this.keys,
      mask = this.mask;
    for (let i = a & mask; ; i = (i + 1) & mask) {
      const kb = keys[2 * i + 1]!;
      if (kb === 0) return false;
      if (kb === b && keys[2 * i] === a >>> 0) return true;
    }
  }

  /** Adds (a, b), which must not be there yet. */
  add(a: number, b: number): void {
    if (++this.count * 2 > this.mask + 1) this.grow();
    this.put(a >>> 0, (b | 1) >>> 0);
  }

  private put(a: number, b: number): void {
    const keys = this.keys,
      mask = this.mask;
    let i = a & mask;
    while (keys[2 * i + 1] !== 0) i = (i + 1) & mask;
    keys[2 * i] = a;
    keys[2 * i + 1] = b;
  }

  /** Removes (a, b) if it is there. */
  delete(a: number, b: number): void {
    b = (b | 1) >>> 0;
    a >>>= 0;
    const keys = this.keys,
      mask = this.mask;
    let i = a & mask;
    for (; ; i = (i + 1) & mask) {
      const kb = keys[2 * i + 1]!;
      if (kb === 0) return;
      if (kb === b && keys[2 * i] === a) break;
    }
    this.count--;
    // Shift back every later entry of the run that may sit in the hole.
    for (let j = (i + 1) & mask; keys[2 * j + 1] !== 0; j = (j + 1) & mask) {
      const home = keys[2 * j]! & mask;
      if (((j - home) & mask) >= ((j - i) & mask)) {
        keys[2 * i] = keys[2 * j]!;
        keys[2 * i + 1] = keys[2 * j + 1]!;
        i = j;
      }
    }
    keys[2 * i] = 0;
    keys[2 * i + 1] = 0;
  }

  private grow(): void {
    const old = this.keys,
      slots = (this.mask + 1) * 2;
    this.keys = takeUint32(slots * 2, true);
    this.mask = slots - 1;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.put(old[i]!, old[i + 1]!);
    giveArray(old);
  }

  /** Gives the set's memory back; it must not be used again. */
  release(): void {
    giveArray(this.keys);
  }
}
