import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Game,
  type GameState,
  canRedo,
  canUndo,
  cardsInPlay,
  currentState,
  deckCards,
  legalMoves,
  loadGame,
  play,
  redo,
  restartGame,
  serializeGame,
  startGame,
  statesEqual,
  undo,
} from '@solitaire/engine';
import { findAny } from './random-play.js';
import { unregistered, variants } from './registry.js';

/** What the game should be, kept the simplest way: the positions of the line played, and where we stand on it. */
interface Model {
  line: GameState[];
  at: number;
}
interface Real {
  game: Game;
}

const check = (m: Model, r: Real) => {
  expect(statesEqual(currentState(r.game), m.line[m.at]!)).toBe(true);
  const cards = cardsInPlay(currentState(r.game)).sort((a, b) => a - b);
  expect(cards).toEqual(deckCards(r.game.rules));
};

// Each command is a player's action; fast-check runs random sequences of them against the model and, on a failure,
// shrinks the sequence to the shortest one that still fails.
class PlayMove implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  run(m: Model, r: Real) {
    const moves = legalMoves(r.game.rules, currentState(r.game));
    if (moves.length === 0) return;
    const played = play(r.game, moves[this.pick % moves.length]!);
    if (!played.ok) throw new Error(`a listed move was refused: ${played.error}`);
    r.game = played.value;
    m.line = [...m.line.slice(0, m.at + 1), currentState(r.game)];
    m.at++;
    check(m, r);
  }
  toString = () => `play(${this.pick})`;
}
class Undo implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.at > 0;
  run(m: Model, r: Real) {
    expect(canUndo(r.game)).toBe(true);
    r.game = undo(r.game);
    m.at--;
    check(m, r);
  }
  toString = () => 'undo';
}
class Redo implements fc.Command<Model, Real> {
  check = (m: Readonly<Model>) => m.at < m.line.length - 1;
  run(m: Model, r: Real) {
    expect(canRedo(r.game)).toBe(true);
    r.game = redo(r.game);
    m.at++;
    check(m, r);
  }
  toString = () => 'redo';
}
class SaveAndLoad implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    const loaded = loadGame(serializeGame(r.game, 1000), findAny);
    if (!loaded.ok) throw new Error(`${loaded.error} ${loaded.detail ?? ''}`);
    r.game = loaded.value.game;
    check(m, r);
  }
  toString = () => 'save+load';
}
class Restart implements fc.Command<Model, Real> {
  check = () => true;
  run(m: Model, r: Real) {
    r.game = restartGame(r.game);
    m.line = [m.line[0]!];
    m.at = 0;
    check(m, r);
  }
  toString = () => 'restart';
}

const commands = [
  fc.nat().map((n) => new PlayMove(n)),
  fc.constant(new Undo()),
  fc.constant(new Redo()),
  fc.constant(new SaveAndLoad()),
  fc.constant(new Restart()),
];

describe.each([...variants, ...unregistered].map((v) => [v.id, v] as const))(
  '%s against a model of play, undo, redo, save and restart',
  (_, def) => {
    it('keeps the position the model expects, every card once', () => {
      fc.assert(
        fc.property(fc.nat(100_000), fc.commands(commands, { maxCommands: 60 }), (deal, cmds) => {
          const started = startGame(def, deal);
          if (!started.ok) throw new Error(started.error);
          const real: Real = { game: started.value };
          fc.modelRun(() => ({ model: { line: [currentState(started.value)], at: 0 }, real }), cmds);
        }),
        { numRuns: 25, seed: 20261201 },
      );
    });
  },
);
