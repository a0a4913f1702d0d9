import { currentState, play, saveGame, startGame } from '@solitaire/engine';
import { formatDuration } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { beforeEach, describe, expect, it } from 'vitest';
import { isRefusal, readSavedGame, writeSavedGame } from './savedGame.js';
import { readItem, storageKeys, writeItem } from './storage.js';

const athena = findVariant('athena')!;
/** Deal 12 after one draw. */
const drawn = () => {
  const started = startGame(athena, 12);
  const r = started.ok ? play(started.value, { kind: 'draw' }) : started;
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

beforeEach(() => localStorage.clear());

describe('the stored game', () => {
  it('reads a game stored by earlier versions of the page (the same shape, written by hand here)', () => {
    const game = drawn();
    writeItem(storageKeys.game('athena'), JSON.stringify({ format: 'solitaire-web-game', save: saveGame(game, 61_000), counted: true, finished: false }));
    const saved = readSavedGame('athena');
    if (!saved || isRefusal(saved)) throw new Error('not read');
    expect(currentState(saved.game)).toEqual(currentState(game));
    expect([saved.elapsedMs, saved.finished]).toEqual([61_000, false]);
  });

  it('writes what it reads back, and remembers the variant as the last one played', () => {
    writeSavedGame(drawn(), 5000, true, true);
    expect(readItem(storageKeys.lastVariant)).toBe('athena');
    expect(JSON.parse(readItem(storageKeys.game('athena'))!)).toMatchObject({ format: 'solitaire-web-game', counted: true, finished: true });
    expect(readSavedGame('athena')).toMatchObject({ elapsedMs: 5000, finished: true });
  });

  it('keeps a picked deal’s day or rating beside the game, and reads a save without one as untagged', () => {
    writeSavedGame(drawn(), 0, true, false, { day: '2026-12-01', rating: 'hard', practice: true });
    expect(JSON.parse(readItem(storageKeys.game('athena'))!).pick).toEqual({ kind: 'daily', day: '2026-12-01', practice: true, rating: 'hard' });
    expect(readSavedGame('athena')).toMatchObject({ tag: { day: '2026-12-01', rating: 'hard', practice: true } });
    writeSavedGame(drawn(), 0, true, false, { day: null, rating: 'easy', practice: false });
    expect(readSavedGame('athena')).toMatchObject({ tag: { day: null, rating: 'easy' } });
    writeSavedGame(drawn(), 0, true, false);
    expect(JSON.parse(readItem(storageKeys.game('athena'))!)).not.toHaveProperty('pick');
    expect(readSavedGame('athena')).toMatchObject({ tag: null });
  });

  it('restores the game of a save whose pick is corrupt, and says why the pick was dropped', () => {
    const save = saveGame(drawn(), 0);
    writeItem(storageKeys.game('athena'), JSON.stringify({ format: 'solitaire-web-game', save, counted: true, finished: false, pick: { kind: 'rated', rating: 'impossible' } }));
    const saved = readSavedGame('athena');
    expect(saved).toMatchObject({ tag: null, pickProblem: 'ERR_PICK_RATING' });
    expect(readItem(storageKeys.game('athena'))).not.toBeNull();
  });

  it('forgets a save it cannot read, and a save of another variant under this one’s key', () => {
    writeItem(storageKeys.game('athena'), '{"format":"solitaire-web-game","counted":true}');
    expect(readSavedGame('athena')).toEqual({ code: 'corrupt' });
    expect(readItem(storageKeys.game('athena'))).toBeNull();
    writeSavedGame(drawn(), 0, true, false);
    writeItem(storageKeys.game('shamrocks'), readItem(storageKeys.game('athena'))!);
    expect(readSavedGame('shamrocks')).toEqual({ code: 'wrongVariant', variant: 'athena' });
    expect(readItem(storageKeys.game('shamrocks'))).toBeNull();
    expect(readSavedGame('klondike')).toBeNull();
  });

  it('refuses a time past a year (1e300 ms) instead of showing it', () => {
    const save = { ...saveGame(drawn(), 0), elapsedMs: 1e300 };
    writeItem(storageKeys.game('athena'), JSON.stringify({ format: 'solitaire-web-game', save, counted: true, finished: false }));
    expect(readSavedGame('athena')).toEqual({ code: 'corrupt' });
    expect(formatDuration(1e300)).toBe('999:59:59');
  });

  it('a Klondike game stored as Athena’s is a wrong variant, not an illegal move', () => {
    const k = startGame(findVariant('klondike')!, 3);
    if (!k.ok) throw new Error(k.error);
    const r = play(k.value, { kind: 'draw' });
    if (!r.ok) throw new Error(r.error);
    writeItem(storageKeys.game('athena'), JSON.stringify({ format: 'solitaire-web-game', save: saveGame(r.value, 0), counted: true, finished: false }));
    expect(readSavedGame('athena')).toEqual({ code: 'wrongVariant', variant: 'klondike' });
  });
});
