import { POOL_LARGE_SPARES, POOL_MAX_BYTES, POOL_MIN_BYTES, POOL_SMALL_BYTES, POOL_SMALL_SPARES } from '../tuning.js';

/*
 * Large typed arrays the solver is done with, kept (a few of each type and size, more of small ones, up to
 * `POOL_MAX_BYTES` in all) for the next search. A process that solves deal after deal then holds a fixed set of them
 * instead of a trail of garbage that the collector frees late and the memory allocator may keep: its peak memory
 * stays near that of one search.
 */
const spares = new Map<string, (Int32Array | Uint32Array | Float64Array)[]>();
let spareBytes = 0;

type Ctor<T> = { new (length: number): T; readonly name: string };

const take = <T extends Int32Array | Uint32Array | Float64Array>(ctor: Ctor<T>, length: number, zero: boolean): T => {
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
/** A Float64Array of `length` (zeroed only when `zero`). */
export const takeFloat64 = (length: number, zero = false): Float64Array => take(Float64Array, length, zero);

/** Hands an array back for reuse; the caller must not touch it again. */
export const giveArray = (a: Int32Array | Uint32Array | Float64Array): void => {
  if (a.byteLength < POOL_MIN_BYTES || spareBytes + a.byteLength > POOL_MAX_BYTES) return;
  const key = `${a.constructor.name}:${a.length}`;
  const list = spares.get(key) ?? [];
  if (list.length >= (a.byteLength <= POOL_SMALL_BYTES ? POOL_SMALL_SPARES : POOL_LARGE_SPARES)) return;
  list.push(a);
  spareBytes += a.byteLength;
  spares.set(key, list);
};

/** Forgets every spare, so the memory goes back to the collector (and a test starts from an empty pool). */
export const dropSpares = (): void => {
  spares.clear();
  spareBytes = 0;
};

/** A copy of `a` twice as long, `a` handed back. */
export const doubled = <T extends Int32Array | Uint32Array>(a: T): T => {
  const b = (a instanceof Int32Array ? takeInt32(a.length * 2) : takeUint32(a.length * 2)) as T;
  b.set(a);
  giveArray(a);
  return b;
};
