import { type Game, currentState, play, saveGame, startGame } from '@solitaire/engine';
import { type SavedSession, dailySeedFor, dealInSequence } from '@solitaire/play';
import { formatDuration } from './gameText.js';
import { findVariant } from '@solitaire/variants';
import { beforeEach, describe, expect, it } from 'vitest';
import { tabSaves } from './tabSaves.js';
import { readItem, storageKeys, writeItem } from './browserStorage.js';

const athena = findVariant('athena')!;
const TODAY = '2026-12-03';
/** What a save keeps of a session playing `game`. */
const session = (game: Game, patch: Partial<SavedSession> = {}): SavedSession => ({
  game,
  dealPick: null,
  winRecorded: false,
  assisted: false,
  ...patch,
});
/** Deal 12 after one draw. */
const drawn = () => {
  const started = startGame(athena, 12);
  const r = started.ok ? play(started.value, { kind: 'draw' }) : started;
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

let tab = tabSaves(TODAY);
const readSavedGame = (id: string, _today: string) => tab.read(id);
const writeSavedGame = (s: SavedSession, elapsedMs: number) => tab.write(s, elapsedMs);
beforeEach(() => {
  localStorage.clear();
  tab = tabSaves(TODAY);
});

describe('the stored game', () => {
  it('reads a game stored by earlier versions of the page (the same shape, written by hand here)', () => {
    const game = drawn();
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({ format: 'solitaire-web-game', save: saveGame(game, 61_000), counted: true, finished: false }),
    );
    const saved = readSavedGame('athena', TODAY);
    if (!saved || 'code' in saved) throw new Error('not read');
    expect(currentState(saved.game)).toEqual(currentState(game));
    expect([saved.elapsedMs, saved.finished]).toEqual([61_000, false]);
  });

  it("writes what it reads back, in play's save format, and remembers the variant as the last one played", () => {
    expect(writeSavedGame(session(drawn(), { winRecorded: true, assisted: true }), 5000)).toBe('saved');
    expect(readItem(storageKeys.lastVariant)).toBe('athena');
    expect(JSON.parse(readItem(storageKeys.game('athena'))!)).toMatchObject({
      format: 'solitaire-game',
      finished: true,
      assisted: true,
    });
    expect(readSavedGame('athena', TODAY)).toMatchObject({ elapsedMs: 5000, finished: true, assisted: true });
  });

  it('keeps aside, and says so, a game another tab saved since this tab last read or wrote it', () => {
    expect(readSavedGame('athena', TODAY)).toBeNull();
    expect(writeSavedGame(session(drawn()), 1000)).toBe('saved');
    // Another tab (another writer) saves its own game of Athena over it.
    const mine = readItem(storageKeys.game('athena'))!;
    const theirs = mine.replace(/"writer":"[^"]*","revision":\d+/, '"writer":"other-tab","revision":7');
    writeItem(storageKeys.game('athena'), theirs);
    expect(writeSavedGame(session(drawn()), 2000)).toBe('otherTabKept');
    expect(readItem(storageKeys.otherGame('athena'))).toBe(theirs);
    expect(JSON.parse(readItem(storageKeys.game('athena'))!)).toMatchObject({ revision: 8 });
    expect(writeSavedGame(session(drawn()), 3000)).toBe('saved');
  });

  it('keeps a picked deal’s day or rating beside the game, and reads a save without one as untagged', () => {
    const daily = startGame(athena, dealInSequence(dailySeedFor(athena, '2026-12-01', {}), 3));
    if (!daily.ok) throw new Error(daily.error);
    writeSavedGame(session(daily.value, { dealPick: { day: '2026-12-01', rating: 'hard', practice: true } }), 0);
    expect(JSON.parse(readItem(storageKeys.game('athena'))!).pick).toEqual({
      kind: 'daily',
      day: '2026-12-01',
      practice: true,
      rating: 'hard',
    });
    expect(readSavedGame('athena', TODAY)).toMatchObject({
      dealPick: { day: '2026-12-01', rating: 'hard', practice: true },
    });
    writeSavedGame(session(drawn(), { dealPick: { day: null, rating: 'easy', practice: false } }), 0);
    expect(readSavedGame('athena', TODAY)).toMatchObject({ dealPick: { day: null, rating: 'easy' } });
    writeSavedGame(session(drawn()), 0);
    expect(JSON.parse(readItem(storageKeys.game('athena'))!)).not.toHaveProperty('pick');
    expect(readSavedGame('athena', TODAY)).toMatchObject({ dealPick: null });
  });

  it('restores the game of a save whose pick is corrupt, and says why the pick was dropped', () => {
    const save = saveGame(drawn(), 0);
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({
        format: 'solitaire-web-game',
        save,
        counted: true,
        finished: false,
        pick: { kind: 'rated', rating: 'impossible' },
      }),
    );
    const saved = readSavedGame('athena', TODAY);
    expect(saved).toMatchObject({ dealPick: null, pickProblem: 'ERR_PICK_RATING' });
    expect(readItem(storageKeys.game('athena'))).not.toBeNull();
  });

  it('forgets a save it cannot read, and a save of another variant under this one’s key', () => {
    writeItem(storageKeys.game('athena'), '{"format":"solitaire-web-game","counted":true}');
    expect(readSavedGame('athena', TODAY)).toEqual({ code: 'corrupt' });
    expect(readItem(storageKeys.game('athena'))).toBeNull();
    writeSavedGame(session(drawn()), 0);
    writeItem(storageKeys.game('shamrocks'), readItem(storageKeys.game('athena'))!);
    expect(readSavedGame('shamrocks', TODAY)).toEqual({ code: 'wrongVariant', variant: 'athena' });
    expect(readItem(storageKeys.game('shamrocks'))).toBeNull();
    expect(readSavedGame('klondike', TODAY)).toBeNull();
  });

  it('refuses a time past a year (1e300 ms) instead of showing it', () => {
    const save = { ...saveGame(drawn(), 0), elapsedMs: 1e300 };
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({ format: 'solitaire-web-game', save, counted: true, finished: false }),
    );
    expect(readSavedGame('athena', TODAY)).toEqual({ code: 'corrupt' });
    expect(formatDuration(1e300)).toBe('999:59:59');
  });

  it('a Klondike game stored as Athena’s is a wrong variant, not an illegal move', () => {
    const k = startGame(findVariant('klondike')!, 3);
    if (!k.ok) throw new Error(k.error);
    const r = play(k.value, { kind: 'draw' });
    if (!r.ok) throw new Error(r.error);
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({ format: 'solitaire-web-game', save: saveGame(r.value, 0), counted: true, finished: false }),
    );
    expect(readSavedGame('athena', TODAY)).toEqual({ code: 'wrongVariant', variant: 'klondike' });
  });
});
