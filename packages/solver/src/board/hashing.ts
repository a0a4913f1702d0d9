// Two different 32-bit finalisers, one per hash lane; both keep 0 at 0 so empty piles add nothing. The lanes and
// every sum that makes them are signed 32-bit integers (`| 0`), not unsigned (`>>> 0`): V8 holds a number above
// 2^31 as a float, in a field as a box, where the same bits as an int32 stay a small integer.
export const mixA = (x: number): number => {
  x ^= x >>> 16;
  x = Math.imul(x, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return x | 0;
};
export const mixB = (x: number): number => {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x | 0;
};

/** Deterministic random keys (splitmix32), so runs are reproducible. */
export const randomKeys = (n: number, seed: number): Uint32Array => {
  const out = new Uint32Array(n);
  let s = seed >>> 0;
  for (let i = 0; i < n; i++) {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    out[i] = (z ^ (z >>> 15)) >>> 0;
  }
  return out;
};
