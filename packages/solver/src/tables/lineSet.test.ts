import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineSet } from './lineSet.js';

describe('line set', () => {
  // A line is a stack: positions join at its end and leave from its end, but the set must also survive any
  // order of removals, since its removal shifts entries around. Keys share their low bits to force collisions.
  it('agrees with a plain set under any sequence of adds and removals', () => {
    const op = fc.record({ add: fc.boolean(), a: fc.integer({ min: 0, max: 40 }), b: fc.nat() });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 400 }), (ops) => {
        const set = new LineSet(),
          model = new Map<string, [number, number]>();
        for (const { add, a, b } of ops) {
          const key: [number, number] = [(a * 0x40000000 + (a & 7)) >>> 0, b | 1];
          const id = key.join();
          if (add && !model.has(id)) {
            set.add(...key);
            model.set(id, key);
          } else if (!add) {
            const first = model.keys().next();
            if (!first.done) {
              set.delete(...model.get(first.value)!);
              model.delete(first.value);
            }
          }
          for (const [x, y] of model.values()) expect(set.has(x, y)).toBe(true);
          expect(set.has(key[0], key[1])).toBe(model.has(id));
        }
        set.release();
      }),
    );
  });
});
