/**
 * Large typed arrays the solver is done with, kept (a few of each type and size, more of small ones,
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
/**
 * Larger arrays are kept up to this many of a size: one for each table a solve holds at once (the main search's,
 * the probes' and two beams', each one array of its cap, grown into in place). With one kept, the others became
 * garbage after every solve, and the collector's timing set the peak: a process solving Shamrocks 1–500 at 10 s
 * peaked at 234–266 MB in six runs, against 226–234 MB in five with four kept (package README, "Tuning").
 */
const LARGE_SPARES = 4;
/**
 * Most bytes kept aside: the four tables of a solve at the default memory cap (64 MB, of which only the parts a
 * solve reached were ever written), the search stacks and a beam's copies; larger caps fit in part.
 */
const SPARE_BYTES = 160 * 2 ** 20;
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
  if (a.byteLength < KEEP_BYTES || spareBytes + a.byteLength > SPARE_BYTES) return;
  const key = `${a.constructor.name}:${a.length}`;
  const list = spares.get(key) ?? [];
  if (list.length >= (a.byteLength <= SMALL_BYTES ? SMALL_SPARES : LARGE_SPARES)) return;
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
