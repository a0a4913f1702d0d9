import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newDeal } from './deal.js';
import { type Move, legalMoves, moveRefusal, playUnchecked, sourceRefusal } from './moves.js';
import { destinations, stockAction } from './queries.js';
import { nextUint32 } from './random.js';
import { type GameState, type PileRef, zones } from './state.js';
import { at, baseDef, pile, rulesFor } from './testing.js';

const rules = rulesFor(baseDef);
const key = (r: PileRef) => `${r.zone}${r.index}`;

/** A position reached by `steps` random legal moves from a deal. */
const randomPosition = (deal: number, seed: number, steps: number): GameState => {
  let s = newDeal(rules, deal);
  let rng = seed >>> 0;
  for (let i = 0; i < steps; i++) {
    const moves = legalMoves(rules, s);
    if (moves.length === 0) break;
    const [u, next] = nextUint32(rng);
    rng = next;
    s = playUnchecked(rules, s, moves[u % moves.length]!);
  }
  return s;
};

describe('destinations', () => {
  it('lists exactly the targets of the legal moves of that unit, in any position', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(), fc.nat(60), (deal, seed, steps) => {
        const s = randomPosition(deal, seed, steps);
        const legal = legalMoves(rules, s).filter((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move');
        for (const zone of zones) {
          const n = zone === 'tableau' ? s.tableau.length : zone === 'foundation' ? s.foundations.length : 1;
          for (let index = 0; index < n; index++) {
            const from: PileRef = { zone, index };
            for (let count = 1; count <= 3; count++) {
              const want = legal
                .filter((m) => key(m.from) === key(from) && m.count === count)
                .map((m) => key(m.to))
                .sort();
              expect(destinations(rules, s, from, count).map(key).sort()).toEqual(want);
            }
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('is empty for a unit that cannot be picked up, and sourceRefusal says why', () => {
    const s = at(rules, { tableau: [['#KS', '5H', '9C'], []] });
    expect(sourceRefusal(rules, s, pile('t0'), 3)).toBe('ERR_FACE_DOWN');
    expect(destinations(rules, s, pile('t0'), 3)).toEqual([]);
    expect(sourceRefusal(rules, s, pile('t0'), 2)).toBe('ERR_NOT_A_RUN');
    expect(sourceRefusal(rules, s, pile('t1'), 1)).toBe('ERR_EMPTY_SOURCE');
    expect(sourceRefusal(rules, s, pile('s'), 1)).toBe('ERR_NOT_A_SOURCE');
    expect(sourceRefusal(rules, s, pile('t0'), 1)).toBeNull();
  });

  it('agrees with moveRefusal on every source refusal', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.nat(),
        fc.nat(60),
        fc.nat(6),
        fc.integer({ min: 0, max: 4 }),
        (deal, seed, steps, index, count) => {
          const s = randomPosition(deal, seed, steps);
          const from: PileRef = { zone: 'tableau', index: index % s.tableau.length };
          const why = sourceRefusal(rules, s, from, count);
          if (why === null) return;
          // No target takes a unit that cannot be picked up, and the move says the same reason.
          for (let t = 0; t < s.tableau.length; t++) {
            if (t === from.index) continue;
            expect(moveRefusal(rules, s, { kind: 'move', from, to: { zone: 'tableau', index: t }, count })).toBe(why);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('stockAction', () => {
  it('draws while the stock has cards, then redeals, then says why neither is possible', () => {
    const s = at(rules, { tableau: [['KS']], stock: ['2H'], waste: ['3H'] });
    const drawn = stockAction(rules, s);
    expect(drawn).toEqual({ ok: true, value: { kind: 'draw' } });
    const empty = playUnchecked(rules, s, { kind: 'draw' });
    expect(stockAction(rules, empty)).toEqual({ ok: true, value: { kind: 'redeal' } });
    const spent = playUnchecked(rules, empty, { kind: 'redeal' });
    const allDrawn = playUnchecked(rules, playUnchecked(rules, spent, { kind: 'draw' }), { kind: 'draw' });
    const r = stockAction(rules, allDrawn);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('ERR_NO_REDEALS_LEFT');
  });

  it('gives the draw refusal in a game without redeals', () => {
    const noRedeal = rulesFor({ ...baseDef, redeal: null });
    const r = stockAction(noRedeal, at(noRedeal, { tableau: [['KS']] }));
    expect(r.ok ? null : r.error).toBe('ERR_STOCK_EMPTY');
  });
});
