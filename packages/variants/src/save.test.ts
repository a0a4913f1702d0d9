import { describe, expect, it } from 'vitest';
import {
  type Game,
  currentState,
  legalMoves,
  loadGame,
  play,
  saveGame,
  serializeGame,
  startGame,
} from '@solitaire/engine';
import { athena } from './athena.js';
import { findVariant } from './registry.js';

const playSome = (n: number): Game => {
  const s = startGame(athena, 42, { draw: 1 });
  if (!s.ok) throw new Error(s.error);
  let g = s.value;
  for (let i = 0; i < n; i++) {
    const moves = legalMoves(g.rules, currentState(g));
    const r = play(g, moves[i % moves.length]!);
    if (!r.ok) throw new Error(r.error);
    g = r.value;
  }
  return g;
};

describe('save files', () => {
  const game = playSome(25);
  const good = saveGame(game, 5000);

  it("U1: keeps Spider's suit count: a two-suit game resumes in two suits, its row dealt", () => {
    const started = startGame(findVariant('spider')!, 8, { suits: 2 });
    if (!started.ok) throw new Error(started.error);
    const dealt = play(started.value, { kind: 'draw' });
    if (!dealt.ok) throw new Error(dealt.error);
    const saved = saveGame(dealt.value, 1000);
    expect(saved.options).toEqual({ suits: 2 });
    const loaded = loadGame(JSON.stringify(saved), findVariant);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.game.rules.chosen).toEqual({ suits: 2 });
    expect(currentState(loaded.value.game)).toEqual(currentState(dealt.value));
  });

  it('round-trips variant, options, deal, moves and position', () => {
    const loaded = loadGame(JSON.stringify(good), findVariant);
    if (!loaded.ok) throw new Error(loaded.error);
    expect(loaded.value.game.rules.id).toBe('athena');
    expect(loaded.value.game.rules.stock?.draw).toBe(1);
    expect(loaded.value.game.deal).toBe(42);
    expect(currentState(loaded.value.game)).toEqual(currentState(game));
    expect(loaded.value.elapsedMs).toBe(5000);
    expect(good.options).toEqual({ draw: 1 });
  });

  it.each([
    ['truncated text', serializeGame(game).slice(0, 100), 'ERR_SAVE_JSON'],
    ['empty text', '', 'ERR_SAVE_JSON'],
    ['not a save', '{"hello":1}', 'ERR_SAVE_FORMAT'],
    ['a JSON array', '[]', 'ERR_SAVE_FORMAT'],
    ['wrong version', JSON.stringify({ ...good, version: 2 }), 'ERR_SAVE_VERSION'],
    ['unknown variant', JSON.stringify({ ...good, variant: 'no-such-game' }), 'ERR_SAVE_VARIANT'],
    ['option the variant lacks', JSON.stringify({ ...good, options: { kingsToBottom: false } }), 'ERR_SAVE_OPTIONS'],
    ['option value out of range', JSON.stringify({ ...good, options: { draw: 5 } }), 'ERR_SAVE_OPTIONS'],
    ['unknown option key', JSON.stringify({ ...good, options: { speed: 1 } }), 'ERR_SAVE_OPTIONS'],
    ['negative deal', JSON.stringify({ ...good, deal: -1 }), 'ERR_SAVE_DEAL'],
    ['fractional deal', JSON.stringify({ ...good, deal: 1.5 }), 'ERR_SAVE_DEAL'],
    ['moves not a list', JSON.stringify({ ...good, moves: 'draw' }), 'ERR_SAVE_MOVES'],
    ['cursor past the moves', JSON.stringify({ ...good, cursor: good.moves.length + 1 }), 'ERR_SAVE_MOVES'],
    ['malformed move', JSON.stringify({ ...good, moves: [{ kind: 'fly' }] }), 'ERR_SAVE_MOVES'],
    [
      'an illegal move in the list',
      JSON.stringify({
        ...good,
        moves: [{ kind: 'move', from: { zone: 'tableau', index: 0 }, to: { zone: 'foundation', index: 0 }, count: 4 }],
        cursor: 1,
      }),
      'ERR_SAVE_ILLEGAL_MOVE',
    ],
    [
      'a snapshot that disagrees',
      JSON.stringify({ ...good, snapshot: { ...good.snapshot, redeals: 3 } }),
      'ERR_SAVE_SNAPSHOT',
    ],
    ['a snapshot missing', JSON.stringify({ ...good, snapshot: undefined }), 'ERR_SAVE_SNAPSHOT'],
    ['bad time', JSON.stringify({ ...good, elapsedMs: -5 }), 'ERR_SAVE_FORMAT'],
    [
      'an absurd time (1e15 ms, shown as 277777777 hours)',
      JSON.stringify({ ...good, elapsedMs: 1e15 }),
      'ERR_SAVE_FORMAT',
    ],
    ['a time past a year', JSON.stringify({ ...good, elapsedMs: 365 * 24 * 3600 * 1000 + 1 }), 'ERR_SAVE_FORMAT'],
  ])('refuses %s', (_what, text, code) => {
    const r = loadGame(text, findVariant);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe(code);
  });
});
