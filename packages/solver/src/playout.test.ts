import { describe, expect, it } from 'vitest';
import { applyMove, isWon, legalMoves, newDeal, nextUint32 } from '@solitaire/engine';
import { at, baseDef, rulesFor } from '@solitaire/engine/testing';
import { randomPlayouts, umod } from './playout.js';
import {
  MOVE_FOUNDATION_TO_TABLEAU,
  MOVE_RESERVE_TO_TABLEAU,
  MOVE_TABLEAU_TO_TABLEAU,
  MOVE_WASTE_TO_TABLEAU,
  moveCount,
  moveKind,
  moveTo,
} from './board/packedMove.js';
import { SolverBoard } from './board/solverBoard.js';

const sevenPiles = rulesFor(
  {
    ...baseDef,
    tableau: { ...baseDef.tableau, count: 7 },
    deal: { ...baseDef.deal, tableau: { kind: 'staircase' } },
    redeal: { kind: 'turnWaste', limit: 'unlimited' },
  },
  { draw: 3 },
);

describe('random playouts', () => {
  it('play the step budget, leave the position untouched and repeat themselves for a seed', () => {
    const start = newDeal(sevenPiles, 12);
    const copy = structuredClone(start);
    const a = randomPlayouts(sevenPiles, start, { steps: 5000, seed: 9 });
    expect(a.steps).toBe(5000);
    expect(a.games).toBeGreaterThan(1);
    expect(start).toEqual(copy);
    expect(randomPlayouts(sevenPiles, start, { steps: 5000, seed: 9 })).toEqual(a);
  });

  // Without play-back or refilled piles, the last King has nowhere to go but home.
  const noWayBack = rulesFor({
    ...baseDef,
    foundations: { ...baseDef.foundations, playBack: false },
    tableau: { ...baseDef.tableau, whenEmpty: 'never' },
  });
  it('pick a source and a move as the full 32-bit remainder would (umod)', () => {
    let x = 0x9e3779b9,
      wrong = 0;
    for (let i = 0; i < 20_000; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      x >>>= 0;
      // Small counts (sources, moves), the largest the split handles, and larger ones.
      const n = [1 + (i % 300), 0x8000, 0x8001 + i][i % 3]!;
      if (umod(x, n) !== x % n) wrong++;
    }
    expect(wrong).toBe(0);
    expect(umod(0xffffffff, 13)).toBe(0xffffffff % 13);
  });

  it('count a position one move from the end as won every time', () => {
    const rules = noWayBack;
    const suit = (s: string, top: number) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, top).map((r) => r + s);
    const oneLeft = at(rules, {
      foundations: [suit('C', 13), suit('D', 13), suit('H', 13), suit('S', 12)],
      tableau: [['KS']],
    });
    const r = randomPlayouts(rules, oneLeft, { steps: 10 });
    expect(r).toEqual({ steps: 10, games: 10, won: 10, stuck: 0 });
  });

  it('count a position with no move as stuck', () => {
    const rules = rulesFor({ ...baseDef, stock: null, redeal: null, options: [] });
    const blocked = at(rules, { tableau: [['#AS', '2S']] });
    const r = randomPlayouts(rules, blocked, { steps: 3, maxLength: 5 });
    expect(r).toEqual({ steps: 0, games: 1, won: 0, stuck: 1 });
  });

  // Rule combinations the solver's board handles differently: floating runs, draws of three with unlimited
  // passes, a reserve without play-back, fans of capped piles with a shuffling redeal.
  const combinations = {
    sevenPiles,
    reserveNoPlayBack: rulesFor({
      ...baseDef,
      foundations: { ...baseDef.foundations, playBack: false },
      deal: { ...baseDef.deal, reserve: 5 },
    }),
    anySuitDrawOne: rulesFor({
      ...baseDef,
      tableau: {
        ...baseDef.tableau,
        count: 6,
        build: { direction: 'down', suit: 'any', wrap: false },
        whenEmpty: 'anyCard',
      },
    }),
    shufflingFans: rulesFor({
      ...baseDef,
      options: [],
      stock: null,
      redeal: { kind: 'shuffleTableau', limit: 2 },
      tableau: {
        count: 13,
        build: { direction: 'down', suit: 'sameSuit', wrap: false },
        moveUnit: 'topCard',
        capacity: null,
        whenEmpty: 'never',
        fans: true,
      },
      deal: { ...baseDef.deal, tableau: { kind: 'fans', size: 4 } },
    }),
  };
  it.each(Object.entries(combinations))(
    'only play moves the engine lists, each applied with applyMove (%s)',
    (_, rules) => {
      let rng = 3;
      for (let deal = 1; deal <= 20; deal++) {
        let state = newDeal(rules, deal);
        const board = new SolverBoard(rules, state);
        const buf = new Int32Array(board.rawMovesBound);
        for (let step = 0; step < 200 && !board.isWon(); step++) {
          const moves: number[] = [];
          for (let s = 0; s < board.sourceCount; s++) {
            const n = board.rawMovesFrom(s, buf);
            for (let i = 0; i < n; i++) moves.push(buf[i]!);
          }
          expect(moves.length).toBe(legalMoves(rules, state).length);
          if (moves.length === 0) break;
          const [u, next] = nextUint32(rng);
          rng = next;
          const m = moves[u % moves.length]!;
          const [move] = board.engineMoves(m);
          const r = applyMove(rules, state, move!);
          expect(r.ok, `deal ${deal} step ${step}: ${JSON.stringify(move)} ${r.ok ? '' : r.error}`).toBe(true);
          if (r.ok) state = r.value;
          board.apply(m);
          expect(board.isWon()).toBe(isWon(rules, state));
        }
        board.release();
      }
    },
  );

  // The random choice reads a source's moves by index: listed in another order, a seed would play other games.
  it.each(Object.entries(combinations))(
    "list each source's moves onto the tableau by target pile, then by count (%s)",
    (_, rules) => {
      const toTableau: readonly number[] = [
        MOVE_TABLEAU_TO_TABLEAU,
        MOVE_WASTE_TO_TABLEAU,
        MOVE_RESERVE_TO_TABLEAU,
        MOVE_FOUNDATION_TO_TABLEAU,
      ];
      let rng = 5,
        checked = 0;
      for (let deal = 1; deal <= 10; deal++) {
        const board = new SolverBoard(rules, newDeal(rules, deal), { hashing: false });
        const buf = new Int32Array(board.rawMovesBound);
        for (let step = 0; step < 150 && !board.isWon(); step++) {
          const all: number[] = [];
          for (let s = 0; s < board.sourceCount; s++) {
            const n = board.rawMovesFrom(s, buf);
            const keys = [...buf.subarray(0, n)]
              .filter((m) => toTableau.includes(moveKind(m)))
              .map((m) => moveTo(m) * 256 + moveCount(m));
            expect(keys).toEqual([...keys].sort((a, b) => a - b));
            checked += keys.length;
            for (let i = 0; i < n; i++) all.push(buf[i]!);
          }
          if (all.length === 0) break;
          const [u, next] = nextUint32(rng);
          rng = next;
          board.apply(all[u % all.length]!);
        }
        board.release();
      }
      expect(checked).toBeGreaterThan(50);
    },
  );

  it('reach a win by random play on an easy position and stop each game there', () => {
    const rules = noWayBack;
    const suit = (s: string, top: number) =>
      ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'].slice(0, top).map((r) => r + s);
    const easy = at(rules, {
      foundations: [suit('C', 13), suit('D', 13), suit('H', 10), suit('S', 10)],
      tableau: [
        ['KH', 'QH', 'JH'],
        ['KS', 'QS', 'JS'],
      ],
    });
    const r = randomPlayouts(rules, easy, { steps: 2000, seed: 4, maxLength: 50 });
    expect(r.won).toBeGreaterThan(0);
    expect(r.won + r.stuck).toBeLessThanOrEqual(r.games);
  });
});
