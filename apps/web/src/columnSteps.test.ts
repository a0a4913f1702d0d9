import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DOWN_STEP, UP_FLOOR, UP_STEP, columnOffsets } from './columnSteps.js';

const H = 100;
const steps = (offsets: readonly number[]) =>
  offsets.slice(1).map((y, i) => Math.round((y - offsets[i]!) * 1000) / 1000);
const column = (down: number, up: number) => [...Array<boolean>(down).fill(false), ...Array<boolean>(up).fill(true)];

describe('columnOffsets', () => {
  it('gives each card its full strip when the column fits, spread by the stretch asked for', () => {
    expect(steps(columnOffsets(column(2, 3), H, 1000))).toEqual([11, 11, 27, 27]);
    expect(steps(columnOffsets(column(2, 3), H, 1000, 2))).toEqual([22, 22, 54, 54]);
  });

  it('gives up the stretch first, evenly, down to the plain strips', () => {
    // 2 × 11 + 2 × 27 = 76 px of strips at stretch 1, 152 at stretch 2; 114 px of room makes a 1.5 stretch.
    expect(steps(columnOffsets(column(2, 3), H, H + 114, 2))).toEqual([16.5, 16.5, 40.5, 40.5]);
  });

  it('closes up the face-down strips before any face-up one, to their floor', () => {
    // Five face-down and two face-up cards: 55 + 27 px of strips in 52 px leaves 25 px for five face-down strips.
    expect(steps(columnOffsets(column(5, 2), H, H + 52))).toEqual([5, 5, 5, 5, 5, 27]);
    // No room at all: face-down strips at 3.5 px, then face-up ones closed up to their own floor.
    expect(steps(columnOffsets(column(5, 2), H, H))).toEqual([3.5, 3.5, 3.5, 3.5, 3.5, 20]);
  });

  it('closes up the face-up strips together once the face-down ones are at their floor (a 33-card Spider pile)', () => {
    // 5 face-down and 28 face-up cards in 800 px: 17.5 px for the face-down strips, 682.5 for 27 face-up ones.
    const s = steps(columnOffsets(column(5, 28), H, 800));
    expect(s.slice(0, 5)).toEqual([3.5, 3.5, 3.5, 3.5, 3.5]);
    expect(new Set(s.slice(5)).size).toBe(1);
    expect(s[5]).toBeCloseTo(682.5 / 27, 2);
  });

  it('never closes a strip past its floor, and keeps the column within its room whenever the floors allow', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (up, room, stretch) => {
          const offsets = columnOffsets(up, H, room, stretch);
          expect(offsets[0]).toBe(0);
          const s = steps(offsets);
          s.forEach((step, i) => {
            expect(step).toBeGreaterThanOrEqual((up[i] ? UP_FLOOR : 0.035) * H - 1e-3);
            expect(step).toBeLessThanOrEqual((up[i] ? UP_STEP : DOWN_STEP) * H * stretch + 1e-3);
          });
          const floors = up.slice(0, -1).reduce((a, u) => a + (u ? UP_FLOOR : 0.035) * H, H);
          const height = offsets.at(-1)! + H;
          if (floors <= room) expect(height).toBeLessThanOrEqual(room + 1e-6);
          else expect(height).toBeCloseTo(floors, 6);
        },
      ),
    );
  });
});
