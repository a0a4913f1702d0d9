import { describe, expect, it } from 'vitest';
import {
  applyMove,
  canRedo,
  canUndo,
  currentState,
  finishingMoves,
  gameStatus,
  isSafeForFoundation,
  play,
  playAutoMoves,
  playSafeAutoMoves,
  redo,
  safeAutoMove,
  startGame,
  undo,
} from '@solitaire/engine';
import { athena, athenaAisleriot } from './athena.js';
import { shamrocks } from './shamrocks.js';
import { card, move as mv, at as position, rulesFor as rulesOf } from '@solitaire/engine/testing';

const rules = rulesOf(athena);

describe('safe automatic moves', () => {
  it('sends Aces and cards nothing can still be built on, and keeps the rest', () => {
    const s = position(rules, {
      tableau: [['AS'], ['3H'], ['2D'], ['KC', 'QH', 'JS']],
      foundations: [['AC', '2C'], ['AD'], ['AH', '2H']],
      stock: ['2S'],
    });
    expect(isSafeForFoundation(rules, s, card('AS'))).toBe(true);
    // 3H could still take the 2 of spades, which is not on a foundation.
    expect(isSafeForFoundation(rules, s, card('3H'))).toBe(false);
    // 2D: both black Aces are home or about to be.
    const after = playSafeAutoMoves(rules, s);
    expect(after.moves).toEqual([mv('t0', 'f3'), mv('t2', 'f1')]);
    expect(after.state.tableau[1]!.map((c) => c.card)).toEqual([card('3H')]);
  });

  it('never sends back a card the player has just taken off a foundation', () => {
    const s = position(rules, { tableau: [['3S'], ['9C']], foundations: [['AH', '2H']] });
    const back = applyMove(rules, s, mv('f0', 't0'));
    if (!back.ok) throw new Error(back.error);
    expect(back.value.playedBack).toEqual([card('2H')]);
    expect(safeAutoMove(rules, back.value)).toBeNull();
    const moved = applyMove(
      rules,
      position(rules, { tableau: [['3S', '2H'], ['3C']], foundations: [['AH']] }),
      mv('t0', 't1'),
    );
    if (!moved.ok) throw new Error(moved.error);
    expect(moved.value.playedBack).toEqual([]);
  });

  it('undo takes back the player move together with the automatic moves after it', () => {
    const start = startGame(athena, 1);
    if (!start.ok) throw new Error(start.error);
    let g = start.value;
    const before = currentState(g);
    const drawn = play(g, { kind: 'draw' });
    if (!drawn.ok) throw new Error(drawn.error);
    g = playAutoMoves(drawn.value);
    expect(canUndo(g)).toBe(true);
    const u = undo(g);
    expect(currentState(u)).toEqual(before);
    expect(canRedo(u)).toBe(true);
    expect(currentState(redo(u))).toEqual(currentState(g));
  });
});

describe('verdicts and finishing', () => {
  it('a position with every card home is won; one with only fruitless stock turns is blocked', () => {
    const ar = rulesOf(athenaAisleriot);
    const won = position(ar, { tableau: [], foundations: [['AS', '2S']] });
    expect(gameStatus(ar, won)).toBe('won');
    const stuck = position(ar, {
      tableau: [
        ['KS', 'QS'],
        ['KH', '3C'],
      ],
      stock: ['9D', '8D'],
      redeals: 0,
    });
    expect(gameStatus(ar, stuck)).toBe('blocked');
    const open = position(ar, {
      tableau: [
        ['KS', 'QS'],
        ['KH', '3C'],
      ],
      stock: ['9D', 'JD'],
    });
    expect(gameStatus(ar, open)).toBe('playing');
    const sh = rulesOf(shamrocks);
    expect(gameStatus(sh, position(sh, { tableau: [['5S'], ['9H']] }))).toBe('blocked');
  });

  it('finishes a game that only needs foundation moves and draws, and declines one that does not', () => {
    const s = position(rules, { tableau: [['2S'], ['AS']], foundations: [['AH']], stock: ['3S', '2H'] });
    const finish = finishingMoves(rules, s);
    expect(finish).not.toBeNull();
    let st = s;
    for (const m of finish!) {
      const r = applyMove(rules, st, m);
      if (!r.ok) throw new Error(r.error);
      st = r.value;
    }
    expect(gameStatus(rules, st)).toBe('won');
    expect(finishingMoves(rules, position(rules, { tableau: [['AS', '2S']], foundations: [] }))).toBeNull();
  });
});
