/**
 * The solver's transposition table: a set of 64-bit position hashes in buckets of four, growing by doubling up
 * to a memory cap; once at the cap, a full bucket gives up one entry. Forgetting a position only costs search
 * time (it may be searched again), never a wrong answer, so the cap bounds memory without breaking proofs.
 */
export class TranspositionTable {
  private keys: Uint32Array;
  private bucketMask: number;
  private readonly maxBuckets: number;
  /** Positions stored. */
  count = 0;
  /** Entries given up since the table reached its cap. */
  evictions = 0;

  constructor(maxBytes: number, initialBytes = 1 << 19) {
    // 32 bytes a bucket: four entries of two 32-bit lanes.
    this.maxBuckets = 2 ** Math.max(4, Math.floor(Math.log2(Math.max(512, maxBytes) / 32)));
    const initial = Math.min(this.maxBuckets, 2 ** Math.max(4, Math.floor(Math.log2(initialBytes / 32))));
    this.keys = new Uint32Array(initial * 8);
    this.bucketMask = initial - 1;
  }

  /** Bytes currently allocated. */
  get bytes(): number { return this.keys.byteLength; }

  /** Whether (a, b) is stored; stores it when it is not. */
  seenOrAdd(a: number, b: number): boolean {
    b = (b | 1) >>> 0; // a zero second lane marks an empty slot
    const keys = this.keys;
    const at = (a & this.bucketMask) << 3;
    for (let i = at; i < at + 8; i += 2) {
      const kb = keys[i + 1]!;
      if (kb === 0) {
        keys[i] = a; keys[i + 1] = b;
        this.count++;
        if (this.count > (this.bucketMask + 1) * 2 && this.bucketMask + 1 < this.maxBuckets) this.grow();
        return false;
      }
      if (kb === b && keys[i] === a) return true;
    }
    if (this.bucketMask + 1 < this.maxBuckets) {
      this.grow();
      return this.seenOrAdd(a, b);
    }
    const slot = at + ((b >>> 29) & 6);
    keys[slot] = a; keys[slot + 1] = b;
    this.evictions++;
    return false;
  }

  private grow(): void {
    const old = this.keys;
    this.keys = new Uint32Array(old.length * 2);
    this.bucketMask = this.bucketMask * 2 + 1;
    this.count = 0;
    for (let i = 0; i < old.length; i += 2) if (old[i + 1] !== 0) this.reinsert(old[i]!, old[i + 1]!);
  }

  private reinsert(a: number, b: number): void {
    const at = (a & this.bucketMask) << 3;
    for (let i = at; i < at + 8; i += 2)
      if (this.keys[i + 1] === 0) { this.keys[i] = a; this.keys[i + 1] = b; this.count++; return; }
    // Unreachable: a bucket after doubling receives the entries of one old bucket only.
  }
}
