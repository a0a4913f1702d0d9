/**
 * Large typed arrays the solver is done with, kept (one of each type and size, more of small ones,
 * `SPARE_BYTES` in all) for the next search. A process that solves deal after deal then holds a fixed set of them instead of a trail of
 * garbage that the collector frees late and the memory allocator may keep: its peak memory stays near that of
 * one search.
 */
const KEEP_BYTES = 2 ** 16;
/**
 * Arrays up to this size are kept up to `SMALL_SPARES` of a size: a search takes a dozen of the same size
 * (its depth stacks, its boards' move histories), and allocating them afresh, zeroed, for every solve cost
 * about as much as a few thousand positions searched.
 */
const SMALL_BYTES = 2 ** 18;
const SMALL_SPARES = 16;
/** Most bytes kept aside: a 64 MB table, a 16 MB probe table and the sizes a table passes through as it grows (larger caps than the default fit). */
const SPARE_BYTES = 112 * 2 ** 20;
const spares = new Map<string, (Int32Array | Uint32Array)[]>();
let spareBytes = 0;

type Ctor<T> = { new (length: number): T; readonly name: string };

const take = <T extends Int32Array | Uint32Array>(ctor: Ctor<T>, length: number, zero: boolean): T => {
  const a = spares.get(`${ctor.name}:${length}`)?.pop() as T | undefined;
  if (!a) return new ctor(length);
  spareBytes -= a.byteLength;
  if (zero) a.fill(0);
  return a;
};

/** An Int32Array of `length` (zeroed only when `zero`). */
export const takeInt32 = (length: number, zero = false): Int32Array => take(Int32Array, length, zero);
/** A Uint32Array of `length` (zeroed only when `zero`). */
export const takeUint32 = (length: number, zero = false): Uint32Array => take(Uint32Array, length, zero);

/** Hands an array back for reuse; the caller must not touch it again. */
export const giveArray = (a: Int32Array | Uint32Array): void => {
  if (a.byteLength < KEEP_BYTES || spareBytes + a.byteLength > SPARE_BYTES) return;
  const key = `${a.constructor.name}:${a.length}`;
  const list = spares.get(key) ?? [];
  if (list.length >= (a.byteLength <= SMALL_BYTES ? SMALL_SPARES : 1)) return;
  list.push(a);
  spareBytes += a.byteLength;
  spares.set(key, list);
};

/** A copy of `a` twice as long, `a` handed back. */
export const doubled = <T extends Int32Array | Uint32Array>(a: T): T => {
  const b = (a instanceof Int32Array ? takeInt32(a.length * 2) : takeUint32(a.length * 2)) as T;
  b.set(a);
  giveArray(a);
  return b;
};
