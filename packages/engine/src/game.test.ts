import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Game,
  canRedo,
  canUndo,
  currentState,
  hasPlayerMoves,
  moveAt,
  play,
  playerMovesBefore,
  recordedMoves,
  redo,
  startGame,
  stateAt,
  undo,
  withCursor,
} from './game.js';
import { type Move, legalMoves } from './moves.js';
import { stockAction } from './queries.js';
import { UNLIMITED, type VariantDefinition } from './rules.js';
import { loadGame, serializeGame } from './save.js';
import type { GameState } from './state.js';
import { baseDef } from './testing.js';

const endless: VariantDefinition = { ...baseDef, id: 'test-endless', redeal: { kind: 'turnWaste', limit: UNLIMITED } };
const find = (id: string) => (id === endless.id ? endless : undefined);

/** The stock action of a position (a draw, or a redeal once the stock is out). */
const stockMove = (g: Game): Move => {
  const m = stockAction(g.rules, currentState(g));
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

const started = (deal = 3): Game => {
  const g = startGame(endless, deal);
  if (!g.ok) throw new Error(g.error);
  return g.value;
};

/** What a game shows of its history: every position and move it can reach, and where it stands. */
const seen = (g: Game) => ({
  states: Array.from({ length: g.length + 1 }, (_, i) => stateAt(g, i)),
  moves: recordedMoves(g),
  cursor: g.cursor,
  players: Array.from({ length: g.length + 1 }, (_, i) => playerMovesBefore(g, i)),
});

describe('a game history', () => {
  it('is shared, not copied, by a move played at its end', () => {
    const g = started();
    const a = play(g, stockMove(g));
    if (!a.ok) throw new Error(a.error);
    const b = play(a.value, stockMove(a.value));
    if (!b.ok) throw new Error(b.error);
    expect(b.value.log).toBe(a.value.log);
    expect(a.value.log).toBe(g.log);
    expect([g.length, a.value.length, b.value.length]).toEqual([0, 1, 2]);
  });

  it('stays exactly what each game saw, whatever is played, undone and redone from it or its elders later', () => {
    const op = fc.oneof(
      fc.constant('undo' as const),
      fc.constant('redo' as const),
      fc.nat({ max: 40 }),
      fc.nat({ max: 40 }),
    );
    fc.assert(
      fc.property(fc.nat({ max: 1000 }), fc.array(fc.tuple(fc.nat(), op), { maxLength: 60 }), (deal, ops) => {
        const games: Game[] = [started(deal + 1)];
        const views = [seen(games[0]!)];
        for (const [which, o] of ops) {
          // Any earlier game may be taken up again, as undo, redo and saved sessions do.
          const g = games[which % games.length]!;
          let next: Game;
          if (o === 'undo') next = undo(g);
          else if (o === 'redo') next = redo(g);
          else {
            const moves = legalMoves(g.rules, currentState(g));
            if (moves.length === 0) continue;
            const r = play(g, moves[o % moves.length]!, o % 3 === 0);
            if (!r.ok) throw new Error(r.error);
            next = r.value;
          }
          games.push(next);
          views.push(seen(next));
        }
        games.forEach((g, i) => expect(seen(g)).toEqual(views[i]));
      }),
      { numRuns: 60 },
    );
  });

  it("counts the player's moves apart from the automatic ones, for undo and the move counter", () => {
    let g = started();
    const first = play(g, legalMoves(g.rules, currentState(g))[0]!);
    if (!first.ok) throw new Error(first.error);
    const auto = play(first.value, legalMoves(g.rules, currentState(first.value))[0]!, true);
    if (!auto.ok) throw new Error(auto.error);
    g = auto.value;
    expect([playerMovesBefore(g), hasPlayerMoves(g), canUndo(g)]).toEqual([1, true, true]);
    expect(moveAt(g, 1).auto).toBe(true);
    const back = undo(g);
    expect([back.cursor, canUndo(back), canRedo(back), hasPlayerMoves(back)]).toEqual([0, false, true, true]);
    expect(redo(back).cursor).toBe(2);
    expect(() => stateAt(back, 3)).toThrow(RangeError);
    expect(() => withCursor(back, 3)).toThrow(RangeError);
  });

  it('plays 100,000 moves and loads them back from a save, every move replayed, through one shared history', () => {
    let g = started(11);
    for (let i = 0; i < 100_000; i++) {
      const r = play(g, stockMove(g));
      if (!r.ok) throw new Error(r.error);
      g = r.value;
    }
    const loaded = loadGame(serializeGame(withCursor(g, 99_990), 5), find);
    if (!loaded.ok) throw new Error(`${loaded.error} ${loaded.detail}`);
    const back = loaded.value.game;
    expect([back.length, back.cursor]).toEqual([100_000, 99_990]);
    expect(currentState(back)).toEqual(stateAt(g, 99_990));
    // One log grew under the whole replay: no position was copied per move.
    const distinct = new Set<GameState[]>();
    for (let c = 0; c <= back.length; c += 10_000) distinct.add(withCursor(back, c).log.states);
    expect(distinct.size).toBe(1);
  });
});
