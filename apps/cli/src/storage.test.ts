import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { play, recordedMoves, serializeGame, startGame } from '@solitaire/engine';
import { athena, findVariant } from '@solitaire/variants';
import { recordEvent } from './stats.js';
import { fileStore } from './startup.js';
import {
  cleanLeftovers, compactStats, corruptName, latestSaveVariant, loadSave, loadSettings, loadStats, saveFileFor, settingsFileIn, stateDir, statsFileIn,
  storeGame, storeStats, updateSettings, writeFileAtomic,
} from './storage.js';

let dir: string;
beforeEach(() => { dir = mkdtempSync(join(tmpdir(), 'solitaire-storage-')); });
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const game = () => {
  const g = startGame(athena, 7);
  if (!g.ok) throw new Error(g.error);
  const drawn = play(g.value, { kind: 'draw' });
  if (!drawn.ok) throw new Error(drawn.error);
  return drawn.value;
};
const now = new Date('2025-01-02T03:04:05.678Z');

describe('stateDir', () => {
  it('follows XDG_STATE_HOME when absolute, else ~/.local/state', () => {
    expect(stateDir({ XDG_STATE_HOME: '/x/state' }, '/home/p')).toBe('/x/state/solitaire');
    expect(stateDir({ XDG_STATE_HOME: 'relative' }, '/home/p')).toBe('/home/p/.local/state/solitaire');
    expect(stateDir({}, '/home/p')).toBe('/home/p/.local/state/solitaire');
  });
});

describe('writeFileAtomic', () => {
  it('creates the folder, replaces the file whole and leaves no temporary file behind', () => {
    const path = join(dir, 'deep', 'f.json');
    writeFileAtomic(path, 'one');
    writeFileAtomic(path, 'two');
    expect(readFileSync(path, 'utf8')).toBe('two');
    expect(readdirSync(join(dir, 'deep'))).toEqual(['f.json']);
  });
  it('leaves the old file intact when the new one cannot be written', () => {
    const path = join(dir, 'f.json');
    writeFileAtomic(path, 'good');
    // A folder where the file should be makes the rename fail after the temporary file was written.
    const blocked = join(dir, 'blocked');
    writeFileAtomic(join(blocked, 'x'), 'x');
    expect(() => writeFileAtomic(blocked, 'new')).toThrow();
    expect(readFileSync(path, 'utf8')).toBe('good');
    expect(readdirSync(dir).sort()).toEqual(['blocked', 'f.json']);
  });
});

describe('saves', () => {
  it('stores and resumes a game with its time', () => {
    const g = game();
    storeGame(dir, g, 12_345);
    const loaded = loadSave(dir, 'athena', findVariant, now);
    expect(loaded).toMatchObject({ kind: 'ok', elapsedMs: 12_345 });
    if (loaded.kind === 'ok') expect(recordedMoves(loaded.game)).toEqual(recordedMoves(g));
    expect(loadSave(dir, 'klondike', findVariant, now)).toEqual({ kind: 'none' });
  });
  it('keeps a picked deal’s day or rating beside the engine’s save; a save in today’s format (no pick) loads untagged', () => {
    storeGame(dir, game(), 0, { day: '2026-12-01', rating: 'medium', practice: false });
    expect(JSON.parse(readFileSync(saveFileFor(dir, 'athena'), 'utf8')).pick).toEqual({ kind: 'daily', day: '2026-12-01', practice: false, rating: 'medium' });
    expect(loadSave(dir, 'athena', findVariant, now)).toMatchObject({ kind: 'ok', tag: { day: '2026-12-01', rating: 'medium', practice: false } });
    writeFileSync(saveFileFor(dir, 'athena'), serializeGame(game(), 0));
    expect(loadSave(dir, 'athena', findVariant, now)).toMatchObject({ kind: 'ok', tag: null });
  });
  it('loads the game of a save whose pick is corrupt, with the pick’s code, and leaves the file in place', () => {
    writeFileSync(saveFileFor(dir, 'athena'), JSON.stringify({ ...JSON.parse(serializeGame(game(), 0)), pick: { kind: 'daily', day: 20261201 } }));
    const loaded = loadSave(dir, 'athena', findVariant, now);
    expect(loaded).toMatchObject({ kind: 'ok', tag: null, pickProblem: 'ERR_PICK_DAY' });
    expect(readdirSync(dir)).toEqual(['game-athena.json']);
  });
  it('moves a corrupt save aside, keeping its bytes, and reports the engine code', () => {
    const path = saveFileFor(dir, 'athena');
    writeFileSync(path, '{"format":"solitaire-save", "version": 1, "varia');
    const loaded = loadSave(dir, 'athena', findVariant, now);
    expect(loaded).toEqual({ kind: 'corrupt', code: 'ERR_SAVE_JSON', movedTo: corruptName(path, now) });
    expect(readFileSync(corruptName(path, now), 'utf8')).toContain('varia');
    expect(readdirSync(dir)).toEqual([`game-athena.json.corrupt-2025-01-02T03-04-05-678Z`]);
  });
  it('moves aside a save of an unknown version, or one that does not replay', () => {
    const text = serializeGame(game(), 0);
    writeFileSync(saveFileFor(dir, 'athena'), text.replace('"version":1', '"version":99'));
    expect(loadSave(dir, 'athena', findVariant, now)).toMatchObject({ kind: 'corrupt', code: 'ERR_SAVE_VERSION' });
    writeFileSync(saveFileFor(dir, 'athena'), text.replace('"deal":7', '"deal":8'));
    expect(loadSave(dir, 'athena', findVariant, new Date(now.getTime() + 1))).toMatchObject({ kind: 'corrupt', code: 'ERR_SAVE_SNAPSHOT' });
    expect(readdirSync(dir)).toHaveLength(2);
  });
  it('finds the variant saved last', () => {
    storeGame(dir, game(), 0);
    const k = startGame(findVariant('klondike')!, 3);
    if (!k.ok) throw new Error(k.error);
    storeGame(dir, k.value, 0);
    utimesSync(saveFileFor(dir, 'athena'), new Date(), new Date(Date.now() + 10_000));
    expect(latestSaveVariant(dir, (id) => !!findVariant(id))).toBe('athena');
    expect(latestSaveVariant(dir, (id) => id === 'klondike')).toBe('klondike');
    expect(latestSaveVariant(join(dir, 'missing'), () => true)).toBeUndefined();
  });
});

describe('statistics files', () => {
  it('round-trips', () => {
    const stats = recordEvent(recordEvent(loadStats(dir).stats, 'athena', 'started'), 'athena', 'won', 1000);
    storeStats(dir, stats);
    expect(loadStats(dir)).toEqual({ stats });
  });
  it('moves an invalid file aside and starts counting again', () => {
    writeFileSync(statsFileIn(dir), JSON.stringify({ format: 'solitaire-stats', version: 1, variants: { athena: { played: 1, won: 5 } } }));
    const loaded = loadStats(dir, now);
    expect(loaded.stats.variants).toEqual({});
    expect(loaded.corrupt).toEqual({ code: 'ERR_STATS_VALUES', movedTo: corruptName(statsFileIn(dir), now) });
    expect(readdirSync(dir)).toEqual(['stats.json.corrupt-2025-01-02T03-04-05-678Z']);
  });
});

describe('statistics written by two copies of the game at once', () => {
  it('keeps both wins: each copy appends its events, a reader folds them all', () => {
    const a = fileStore(dir, loadStats(dir).stats);
    const b = fileStore(dir, loadStats(dir).stats);
    for (const store of [a, b, a, b]) expect(store.recordStats('athena', 'started', 0)).toBeNull();
    expect(a.recordStats('athena', 'won', 90_000)).toBeNull();
    expect(b.recordStats('athena', 'won', 80_000)).toBeNull();
    // A setting saved by one copy (in the settings file) keeps the other's games.
    expect(a.saveSettings({ verdict: false })).toBeNull();
    const seen = loadStats(dir).stats;
    expect(seen.variants.athena).toMatchObject({ played: 4, won: 2, bestTimeMs: 80_000 });
    expect(loadSettings(dir).settings.play).toEqual({ verdict: false });
  });

  it('folds the journal into the file at start, once, without losing a line appended meanwhile', () => {
    const a = fileStore(dir, loadStats(dir).stats);
    a.recordStats('athena', 'started', 0);
    a.recordStats('athena', 'won', 1000);
    expect(compactStats(dir)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['stats.json']);
    a.recordStats('athena', 'started', 0);
    expect(loadStats(dir).stats.variants.athena).toMatchObject({ played: 2, won: 1 });
    // A lock held by a live copy stops a second fold; an old one left by a dead copy does not.
    writeFileSync(join(dir, 'stats.lock'), '');
    expect(compactStats(dir)).toBe(false);
    expect(compactStats(dir, Date.now() + 120_000)).toBe(true);
    expect(loadStats(dir).stats.variants.athena).toMatchObject({ played: 2, won: 1 });
  });

  it('cleans what killed copies left: temporary files, and folds caught halfway (their lines kept)', () => {
    const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process
    writeFileSync(join(dir, `.game-athena.json.${dead}.3.tmp`), '{');
    writeFileSync(join(dir, `stats.journal.${dead}.folding`), '{"variant":"athena","event":"started","elapsedMs":0}\n');
    writeFileSync(join(dir, `.stats.json.${process.pid}.1.tmp`), 'mine, still being written');
    expect(cleanLeftovers(dir).sort()).toEqual([`.game-athena.json.${dead}.3.tmp`, `stats.journal.${dead}.folding`]);
    expect(loadStats(dir).stats.variants.athena).toMatchObject({ played: 1 });
    expect(readdirSync(dir)).toContain(`.stats.json.${process.pid}.1.tmp`);
  });

  it('names a statistics path that is a folder, not a file', () => {
    mkdirSync(statsFileIn(dir));
    expect(() => loadStats(dir)).toThrow(`${statsFileIn(dir)} is a folder, not a file`);
  });
});

describe('the settings file', () => {
  const now = new Date('2025-01-02T03:04:05.678Z');
  it('keeps language, colours and play settings, each changed alone, by a whole-file replace', () => {
    const store = fileStore(dir, loadStats(dir).stats);
    expect(store.savePrefs({ locale: 'fr' })).toBeNull();
    expect(store.savePrefs({ theme: 'light' })).toBeNull();
    expect(store.saveSettings({ autoFoundations: false })).toBeNull();
    expect(loadSettings(dir).settings).toMatchObject({ prefs: { locale: 'fr', theme: 'light' }, play: { autoFoundations: false } });
    // Written through a temporary file renamed over it: nothing else is left in the folder.
    expect(readdirSync(dir).sort()).toEqual(['settings.json']);
  });
  it.each([
    ['not JSON', '{"format": "solitaire-settings", ', 'ERR_SETTINGS_JSON'],
    ['another file', '{"format": "solitaire-stats", "version": 1}', 'ERR_SETTINGS_FORMAT'],
    ['a later version', '{"format": "solitaire-settings", "version": 9}', 'ERR_SETTINGS_VERSION'],
  ])('moves a file that is %s aside, and the defaults apply', (_, text, code) => {
    writeFileSync(settingsFileIn(dir), text);
    const loaded = loadSettings(dir, now);
    expect(loaded.corrupt).toEqual({ code, movedTo: corruptName(settingsFileIn(dir), now) });
    expect(loaded.settings).toMatchObject({ play: {}, prefs: {} });
    expect(readdirSync(dir)).toEqual(['settings.json.corrupt-2025-01-02T03-04-05-678Z']);
  });
  it('leaves out a bad value, keeping the others', () => {
    writeFileSync(settingsFileIn(dir), JSON.stringify({ format: 'solitaire-settings', version: 1, prefs: { locale: 'xx', theme: 'light' }, play: { verdict: 'no', autoFoundations: false } }));
    expect(loadSettings(dir).settings).toMatchObject({ prefs: { theme: 'light' }, play: { autoFoundations: false } });
    expect(loadSettings(dir).settings.prefs.locale).toBeUndefined();
  });
  it('replaces a file that does not read when a setting is changed', () => {
    writeFileSync(settingsFileIn(dir), 'garbage');
    updateSettings(dir, (s) => ({ ...s, prefs: { theme: 'mono' } }));
    expect(loadSettings(dir).settings.prefs).toEqual({ theme: 'mono' });
  });
});
