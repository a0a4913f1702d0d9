import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Game, play, recordedMoves, serializeGame, startGame } from '@solitaire/engine';
import {
  type PlaySession,
  type SavedSession,
  type SaveStamp,
  type StatsEvent,
  clockAt,
  newPlaySession,
  readSaveIn,
  recordInBook,
} from '@solitaire/play';
import { athena, findVariant } from '@solitaire/variants';
import { newSession } from './terminalSession.js';
import { type TerminalHost, prefsSaver, storeNotice, terminalHost } from './startup.js';
import {
  type FileSystem,
  type StatsContext,
  StorageError,
  cleanLeftovers,
  compactStats,
  corruptName,
  fileSaves,
  latestSaveVariant,
  loadSettings,
  loadStats,
  otherCopyFileFor,
  realFs,
  saveFileFor,
  settingsFileIn,
  stateDir,
  statsFileIn,
  statsJournalIn,
  storeStats,
  updateSettings,
  writeFileAtomic,
} from './stateFiles.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'solitaire-storage-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const game = (deal = 7): Game => {
  const g = startGame(athena, deal);
  if (!g.ok) throw new Error(g.error);
  const drawn = play(g.value, { kind: 'draw' });
  if (!drawn.ok) throw new Error(drawn.error);
  return drawn.value;
};
const sessionOf = (g: Game, patch: Partial<PlaySession> = {}): SavedSession => ({
  ...newPlaySession(athena, g),
  ...patch,
});
const now = new Date('2025-01-02T03:04:05.678Z');
const TODAY = '2026-12-03';
const context: StatsContext = { known: (id) => findVariant(id) !== undefined, today: TODAY };
const dead = 2 ** 22 + 12345; // above Linux's default pid_max: no such process

/**
 * A running copy of the game on the folder: play's host over its files, as the terminal starts it. `known`: the
 * stamps of the saves it read at start (none: it never read the folder's saves).
 */
const copy = (writer = 'me', fs: FileSystem = realFs, known?: ReadonlyMap<string, SaveStamp | null>): TerminalHost =>
  terminalHost(newSession(athena, game(), 'en'), {
    dir,
    fs,
    writer,
    randomDeal: () => 1,
    now: () => now,
    stats: loadStats(dir, context).stats,
    ...(known ? { known } : {}),
  });
/** Saves a session's game with `elapsedMs` on its clock through a copy's host: the notice the terminal would show. */
const storeGame = (host: TerminalHost, session: SavedSession, elapsedMs: number) => {
  host.install({ ...host.session, ...session, clock: clockAt(elapsedMs) });
  host.save();
  return host.problem ? storeNotice(host.problem) : null;
};
/**
 * Reads a variant's save as the terminal does at start (a save that does not load is moved aside, with `at`'s
 * time).
 */
const loadSave = (id: string, at: Date = now) => {
  const { read, stamp } = readSaveIn(
    fileSaves(dir, () => at),
    id,
    findVariant,
    TODAY,
  );
  if (read.kind === 'refused') return { kind: 'corrupt' as const, code: read.code, movedTo: read.keptIn };
  return read.kind === 'ok' ? { ...read, stamp } : read;
};
/** Records a statistics event through a copy's host: the notice the terminal would show. */
const recordStats = (host: TerminalHost, variant: string, event: StatsEvent, elapsedMs: number) => {
  host.record({ variant, event, elapsedMs });
  return host.problem ? storeNotice(host.problem) : null;
};

describe('stateDir', () => {
  it('follows XDG_STATE_HOME when absolute, else ~/.local/state', () => {
    expect(stateDir({ XDG_STATE_HOME: '/x/state' }, '/home/p')).toBe('/x/state/solitaire');
    expect(stateDir({ XDG_STATE_HOME: 'relative' }, '/home/p')).toBe('/home/p/.local/state/solitaire');
    expect(stateDir({}, '/home/p')).toBe('/home/p/.local/state/solitaire');
  });
  it('never puts state under the current folder: an empty or relative HOME is no home', () => {
    expect(stateDir({ HOME: '' }, '')).toBeNull();
    expect(stateDir({ HOME: 'rel' }, 'rel')).toBeNull();
    // Without a usable HOME, the account's own home folder is the home.
    const found = stateDir({ HOME: '' });
    expect(found === null || found.startsWith('/')).toBe(true);
  });
});

/** A file system that writes at most `chunk` bytes a call, and fails with `code` once `limit` bytes were written. */
const shortWrites = (chunk: number, limit = Number.POSITIVE_INFINITY, code = 'ENOSPC'): FileSystem => {
  let written = 0;
  return {
    ...realFs,
    writeSync: ((fd: number, buffer: Buffer, offset?: number, length?: number) => {
      if (typeof buffer === 'string') return realFs.writeSync(fd, buffer);
      const room = limit - written;
      if (room <= 0) throw Object.assign(new Error(`${code}: no room`), { code });
      const n = Math.min(chunk, length ?? buffer.length, room);
      written += n;
      return realFs.writeSync(fd, buffer, offset ?? 0, n);
    }) as FileSystem['writeSync'],
  };
};

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
    expect(() => writeFileAtomic(blocked, 'new')).toThrow(StorageError);
    expect(readFileSync(path, 'utf8')).toBe('good');
    expect(readdirSync(dir).sort()).toEqual(['blocked', 'f.json']);
  });
  it('writes on after a short write, to the last byte', () => {
    // The save used to take one write's count on trust: a short write was renamed over the good file.
    const text = `${'é'.repeat(5000)}end`;
    writeFileAtomic(join(dir, 'f.json'), text, shortWrites(7));
    expect(readFileSync(join(dir, 'f.json'), 'utf8')).toBe(text);
  });
  it.each(['ENOSPC', 'EFBIG', 'EDQUOT'])(
    'keeps the old file whole when the disk fills up (%s), and says why',
    (code) => {
      const path = join(dir, 'f.json');
      writeFileAtomic(path, 'the good save');
      let thrown: unknown;
      try {
        writeFileAtomic(path, 'x'.repeat(10_000), shortWrites(512, 4096, code));
      } catch (e) {
        thrown = e;
      }
      expect(thrown).toBeInstanceOf(StorageError);
      expect((thrown as StorageError).code).toBe(code);
      expect(readFileSync(path, 'utf8')).toBe('the good save');
      expect(readdirSync(dir)).toEqual(['f.json']);
    },
  );
});

describe('saves', () => {
  it("stores and resumes a game with its time, in play's save format", () => {
    const g = game();
    expect(storeGame(copy(), sessionOf(g), 12_345)).toBeNull();
    const loaded = loadSave('athena');
    expect(loaded).toMatchObject({ kind: 'ok', saved: { elapsedMs: 12_345 }, stamp: { writer: 'me', revision: 1 } });
    if (loaded.kind === 'ok') expect(recordedMoves(loaded.saved.game)).toEqual(recordedMoves(g));
    expect(JSON.parse(readFileSync(saveFileFor(dir, 'athena'), 'utf8')).format).toBe('solitaire-game');
    expect(loadSave('klondike')).toEqual({ kind: 'none' });
  });
  it('keeps whether the win was counted and was assisted, and the pick', () => {
    storeGame(
      copy(),
      sessionOf(game(), {
        winRecorded: true,
        assisted: true,
        dealPick: { day: null, rating: 'medium', practice: false },
      }),
      0,
    );
    expect(loadSave('athena')).toMatchObject({
      kind: 'ok',
      saved: { finished: true, assisted: true, dealPick: { day: null, rating: 'medium', practice: false } },
    });
  });
  it("still loads a save the terminal wrote before (the engine's save with the pick beside it)", () => {
    writeFileSync(
      saveFileFor(dir, 'athena'),
      JSON.stringify({ ...JSON.parse(serializeGame(game(), 500)), pick: { kind: 'rated', rating: 'easy' } }),
    );
    expect(loadSave('athena')).toMatchObject({ kind: 'ok', saved: { elapsedMs: 500, dealPick: { rating: 'easy' } } });
  });
  it('loads the game of a save whose pick is corrupt, with the pick’s code, and leaves the file in place', () => {
    writeFileSync(
      saveFileFor(dir, 'athena'),
      JSON.stringify({ ...JSON.parse(serializeGame(game(), 0)), pick: { kind: 'daily', day: 20261201 } }),
    );
    const loaded = loadSave('athena');
    expect(loaded).toMatchObject({ kind: 'ok', saved: { dealPick: null }, pickProblem: 'ERR_PICK_DAY' });
    expect(readdirSync(dir)).toEqual(['game-athena.json']);
  });
  it('moves a corrupt save aside, keeping its bytes, and reports the engine code', () => {
    const path = saveFileFor(dir, 'athena');
    writeFileSync(path, '{"format":"solitaire-save", "version": 1, "varia');
    const loaded = loadSave('athena');
    expect(loaded).toEqual({ kind: 'corrupt', code: 'ERR_SAVE_JSON', movedTo: corruptName(path, now) });
    expect(readFileSync(corruptName(path, now), 'utf8')).toContain('varia');
    expect(readdirSync(dir)).toEqual([`game-athena.json.corrupt-2025-01-02T03-04-05-678Z`]);
  });
  it('moves aside a save of an unknown version, one that does not replay, or one with crafted values', () => {
    const text = serializeGame(game(), 0);
    const cases: [string, string][] = [
      [text.replace('"version":1', '"version":99'), 'ERR_SAVE_VERSION'],
      [text.replace('"deal":7', '"deal":8'), 'ERR_SAVE_SNAPSHOT'],
      [text.replace('"deal":7', '"deal":{"toString":1}'), 'ERR_SAVE_DEAL'],
      [text.replace('"options":{}', '"options":{"draw":{"toString":1}}'), 'ERR_SAVE_OPTIONS'],
    ];
    cases.forEach(([bad, code], i) => {
      writeFileSync(saveFileFor(dir, 'athena'), bad);
      expect(loadSave('athena', new Date(now.getTime() + i))).toMatchObject({ kind: 'corrupt', code });
    });
    expect(readdirSync(dir)).toHaveLength(cases.length);
  });
  it('finds the variant saved last', () => {
    const me = copy();
    storeGame(me, sessionOf(game()), 0);
    const k = startGame(findVariant('klondike')!, 3);
    if (!k.ok) throw new Error(k.error);
    storeGame(me, { ...sessionOf(k.value), game: k.value }, 0);
    utimesSync(saveFileFor(dir, 'athena'), new Date(), new Date(Date.now() + 10_000));
    expect(latestSaveVariant(dir, (id) => !!findVariant(id))).toBe('athena');
    expect(latestSaveVariant(dir, (id) => id === 'klondike')).toBe('klondike');
    expect(latestSaveVariant(join(dir, 'missing'), () => true)).toBeUndefined();
    expect(latestSaveVariant(null, () => true)).toBeUndefined();
  });
});

describe('two running copies saving one game', () => {
  it("never lose a game silently: the other copy's save is kept aside and the player told where", () => {
    // Two terminals on Athena: each read nothing at start, then each plays its own deal.
    const none = new Map([['athena', null]]);
    const a = copy('copy-a', realFs, none);
    const b = copy('copy-b', realFs, none);
    expect(storeGame(a, sessionOf(game(7)), 1000)).toBeNull();
    expect(storeGame(b, sessionOf(game(8)), 2000)).toEqual({
      key: 'notice.saveOtherCopy',
      values: { file: otherCopyFileFor(dir, 'athena') },
    });
    // Deal 7 (copy A's) is kept aside whole, deal 8 (copy B's, the later) is the save.
    expect(JSON.parse(readFileSync(otherCopyFileFor(dir, 'athena'), 'utf8')).save.deal).toBe(7);
    expect(JSON.parse(readFileSync(saveFileFor(dir, 'athena'), 'utf8')).save.deal).toBe(8);
    // B goes on saving over its own save without a word; A, saving again, keeps B's aside in turn.
    expect(storeGame(b, sessionOf(game(8)), 3000)).toBeNull();
    expect(storeGame(a, sessionOf(game(7)), 4000)).toMatchObject({ key: 'notice.saveOtherCopy' });
    expect(JSON.parse(readFileSync(otherCopyFileFor(dir, 'athena'), 'utf8')).save.deal).toBe(8);
  });

  it('say so in words, as a notice and never a throw, and a full disk loses no save', () => {
    storeGame(copy('copy-a'), sessionOf(game(7)), 1000);
    const b = copy('copy-b', realFs, new Map([['athena', null]]));
    expect(storeGame(b, sessionOf(game(8)), 0)).toEqual({
      key: 'notice.saveOtherCopy',
      values: { file: otherCopyFileFor(dir, 'athena') },
    });
    expect(storeGame(b, sessionOf(game(8)), 0)).toBeNull();
    expect(storeGame(copy('copy-c', shortWrites(64, 100)), sessionOf(game(9)), 0)).toEqual({
      key: 'notice.saveFailed',
      values: { code: 'ENOSPC' },
    });
    expect(JSON.parse(readFileSync(saveFileFor(dir, 'athena'), 'utf8')).save.deal).toBe(8);
  });
});

describe('statistics files', () => {
  it('round-trips', () => {
    let variants = loadStats(dir, context).stats.variants;
    for (const e of [
      { variant: 'athena', event: 'started', elapsedMs: 0 },
      { variant: 'athena', event: 'won', elapsedMs: 1000 },
    ] as const) {
      variants = recordInBook(variants, e, context);
    }
    const stats = { ...loadStats(dir, context).stats, variants };
    storeStats(dir, stats);
    expect(loadStats(dir, context)).toEqual({ stats });
  });
  it.each([
    ['inconsistent values', { athena: { played: 1, won: 5 } }, 'ERR_STATS_VALUES'],
    ['values that throw when turned into text', { athena: { played: { toString: 1 }, won: 0 } }, 'ERR_STATS_VALUES'],
  ])('moves a file of %s aside and starts counting again', (_, variants, code) => {
    writeFileSync(statsFileIn(dir), JSON.stringify({ format: 'solitaire-stats', version: 1, variants }));
    const loaded = loadStats(dir, context, now);
    expect(loaded.stats.variants).toEqual({});
    expect(loaded.corrupt).toEqual({ code, movedTo: corruptName(statsFileIn(dir), now) });
    expect(readdirSync(dir)).toEqual(['stats.json.corrupt-2025-01-02T03-04-05-678Z']);
  });
  it('moves aside a file whose version is a crafted value', () => {
    writeFileSync(statsFileIn(dir), '{"format":"solitaire-stats","version":{"toString":1},"variants":{}}');
    expect(loadStats(dir, context, now).corrupt).toMatchObject({ code: 'ERR_STATS_VERSION' });
  });
  it('is not wiped by a journal line of a variant named constructor', () => {
    const store = copy();
    recordStats(store, 'athena', 'started', 0);
    recordStats(store, 'athena', 'won', 1000);
    writeFileSync(
      statsJournalIn(dir),
      `${readFileSync(statsJournalIn(dir), 'utf8')}{"variant":"constructor","event":"won","elapsedMs":1}\n`,
    );
    expect(compactStats(dir, context)).toBe(true);
    expect(loadStats(dir, context).stats.variants).toEqual({ athena: expect.objectContaining({ played: 1, won: 1 }) });
  });
});

describe('statistics written by two copies of the game at once', () => {
  it('keeps both wins: each copy appends its events, a reader folds them all', () => {
    const a = copy('copy-a');
    const b = copy('copy-b');
    for (const store of [a, b, a, b]) expect(recordStats(store, 'athena', 'started', 0)).toBeNull();
    expect(recordStats(a, 'athena', 'won', 90_000)).toBeNull();
    expect(recordStats(b, 'athena', 'won', 80_000)).toBeNull();
    // A setting saved by one copy (in the settings file) keeps the other's games.
    a.dispatch({ type: 'setSettings', patch: { verdict: false } });
    expect(a.problem).toBeNull();
    const seen = loadStats(dir, context).stats;
    expect(seen.variants.athena).toMatchObject({ played: 4, won: 2, bestTimeMs: 80_000 });
    expect(loadSettings(dir).settings.play).toEqual({ verdict: false });
  });

  it('folds the journal into the file at start, once, without losing a line appended meanwhile', () => {
    const a = copy();
    recordStats(a, 'athena', 'started', 0);
    recordStats(a, 'athena', 'won', 1000);
    expect(compactStats(dir, context)).toBe(true);
    expect(readdirSync(dir).sort()).toEqual(['stats.json']);
    recordStats(a, 'athena', 'started', 0);
    expect(loadStats(dir, context).stats.variants.athena).toMatchObject({ played: 2, won: 1 });
    // A lock held by a running copy stops a second fold; one whose holder died is taken over at once.
    writeFileSync(join(dir, 'stats.lock'), String(process.ppid));
    expect(compactStats(dir, context, Date.now(), 60_000, realFs, process.pid)).toBe(false);
    writeFileSync(join(dir, 'stats.lock'), String(dead));
    expect(compactStats(dir, context)).toBe(true);
    expect(loadStats(dir, context).stats.variants.athena).toMatchObject({ played: 2, won: 1 });
    // A lock of an earlier version (no id in it) is taken over once old.
    writeFileSync(join(dir, 'stats.lock'), '');
    expect(compactStats(dir, context)).toBe(false);
    expect(compactStats(dir, context, Date.now() + 120_000)).toBe(true);
  });

  it('counts every event once whatever step a copy is killed at while folding', () => {
    const events = [
      ['started', 0],
      ['won', 5000],
      ['started', 0],
      ['won', 4000],
      ['started', 0],
    ] as const;
    let killAt = 1;
    for (; ; killAt++) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      // One game folded before, then three more events in the journal.
      const store = copy();
      recordStats(store, 'athena', events[0][0], events[0][1]);
      recordStats(store, 'athena', events[1][0], events[1][1]);
      expect(compactStats(dir, context)).toBe(true);
      for (const [e, ms] of events.slice(2)) recordStats(store, 'athena', e, ms);
      // A copy (a dead process's id) killed at its `killAt`-th change to the folder.
      let count = 0;
      const killed = new Error('killed');
      const step =
        <A extends unknown[], R>(f: (...a: A) => R) =>
        (...a: A): R => {
          // Killed: this step and every later one never happen.
          if (++count >= killAt) throw killed;
          return f(...a);
        };
      const dying: FileSystem = {
        ...realFs,
        openSync: step(realFs.openSync),
        writeSync: step(realFs.writeSync) as FileSystem['writeSync'],
        renameSync: step(realFs.renameSync),
        linkSync: step(realFs.linkSync),
        unlinkSync: step(realFs.unlinkSync),
        fsyncSync: step(realFs.fsyncSync),
        closeSync: step(realFs.closeSync),
      };
      let finished = false;
      try {
        finished = compactStats(dir, context, Date.now(), 60_000, dying, dead);
      } catch (e) {
        if (e !== killed) throw e;
      }
      // Meanwhile another copy records an event; then a copy starts, cleans up and folds.
      recordStats(store, 'athena', 'abandoned', 0);
      cleanLeftovers(dir);
      expect(compactStats(dir, context)).toBe(true);
      const athenaStats = loadStats(dir, context).stats.variants.athena;
      expect({ killAt, stats: athenaStats }).toEqual({
        killAt,
        stats: { played: 3, won: 2, currentStreak: 0, bestStreak: 2, bestTimeMs: 4000 },
      });
      expect(
        readdirSync(dir)
          .filter((n) => !n.startsWith('.stats.json.'))
          .sort(),
      ).toEqual(['stats.json']);
      if (count < killAt && finished) break;
    }
    // The fold has a dozen steps or so: each was a kill point.
    expect(killAt).toBeGreaterThan(8);
  });

  it('cleans what killed copies left: temporary files and their lock; a fold caught halfway is folded once', () => {
    writeFileSync(join(dir, `.game-athena.json.${dead}.3.tmp`), '{');
    writeFileSync(
      join(dir, `stats.journal.${dead}.k9.folding`),
      '{"variant":"athena","event":"started","elapsedMs":0}\n',
    );
    writeFileSync(join(dir, `.stats.json.${process.pid}.1.tmp`), 'mine, still being written');
    writeFileSync(join(dir, 'stats.lock'), String(dead));
    expect(cleanLeftovers(dir).sort()).toEqual([`.game-athena.json.${dead}.3.tmp`, 'stats.lock']);
    expect(loadStats(dir, context).stats.variants.athena).toMatchObject({ played: 1 });
    expect(compactStats(dir, context)).toBe(true);
    expect(loadStats(dir, context).stats.variants.athena).toMatchObject({ played: 1 });
    expect(readdirSync(dir)).toContain(`.stats.json.${process.pid}.1.tmp`);
  });

  it('names the error code of a statistics path that is a folder, not a file', () => {
    mkdirSync(statsFileIn(dir));
    expect(() => loadStats(dir, context)).toThrow(StorageError);
    expect(() => loadStats(dir, context)).toThrow('EISDIR');
  });
});

describe('files crafted by anyone', () => {
  // JSON of any shape, with objects whose own toString is no function wherever a value may stand.
  const hostile = fc.letrec((tie) => ({
    value: fc.oneof(
      fc.jsonValue(),
      fc.constant({ toString: 1 }),
      fc.constant({ valueOf: null, toString: null }),
      fc.dictionary(
        fc.constantFrom('format', 'version', 'variants', 'play', 'prefs', 'save', 'pick', 'athena', 'played', 'writer'),
        tie('value'),
        { maxKeys: 5 },
      ),
    ),
  })).value;
  const shaped = (format: string) =>
    hostile.map((v) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? { format, version: 1, ...v } : v));

  it('never make a loader throw: each file loads, or is moved aside with a code', () => {
    const cases: [string, (d: string) => unknown, string][] = [
      ['settings.json', (d) => loadSettings(d, now), 'solitaire-settings'],
      ['stats.json', (d) => loadStats(d, context, now), 'solitaire-stats'],
      [
        'game-athena.json',
        (d) =>
          readSaveIn(
            fileSaves(d, () => now),
            'athena',
            findVariant,
            TODAY,
          ),
        'solitaire-game',
      ],
    ];
    for (const [name, load, format] of cases) {
      fc.assert(
        fc.property(shaped(format), (data) => {
          rmSync(dir, { recursive: true, force: true });
          mkdirSync(dir);
          writeFileSync(join(dir, name), JSON.stringify(data) ?? 'null');
          expect(() => load(dir)).not.toThrow();
          const left = readdirSync(dir);
          expect(left.length).toBe(1);
        }),
        { numRuns: 150 },
      );
    }
  });
});

describe('the settings file', () => {
  it('keeps language, colours and play settings, each changed alone, by a whole-file replace', () => {
    const savePrefs = prefsSaver(dir);
    expect(savePrefs({ locale: 'fr' })).toBeNull();
    expect(savePrefs({ theme: 'light' })).toBeNull();
    const host = copy();
    host.dispatch({ type: 'setSettings', patch: { autoFoundations: false } });
    expect(host.problem).toBeNull();
    expect(loadSettings(dir).settings).toMatchObject({
      prefs: { locale: 'fr', theme: 'light' },
      play: { autoFoundations: false },
    });
    // Written through a temporary file renamed over it: nothing else is left in the folder.
    expect(readdirSync(dir).sort()).toEqual(['settings.json']);
  });
  it.each([
    ['not JSON', '{"format": "solitaire-settings", ', 'ERR_SETTINGS_JSON'],
    ['another file', '{"format": "solitaire-stats", "version": 1}', 'ERR_SETTINGS_FORMAT'],
    ['a later version', '{"format": "solitaire-settings", "version": 9}', 'ERR_SETTINGS_VERSION'],
    ['a crafted version', '{"format": "solitaire-settings", "version": {"toString": 1}}', 'ERR_SETTINGS_VERSION'],
  ])('moves a file that is %s aside, and the defaults apply', (_, text, code) => {
    writeFileSync(settingsFileIn(dir), text);
    const loaded = loadSettings(dir, now);
    expect(loaded.corrupt).toEqual({ code, movedTo: corruptName(settingsFileIn(dir), now) });
    expect(loaded.settings).toMatchObject({ play: {}, prefs: {} });
    expect(readdirSync(dir)).toEqual(['settings.json.corrupt-2025-01-02T03-04-05-678Z']);
  });
  it('leaves out a bad value, keeping the others', () => {
    writeFileSync(
      settingsFileIn(dir),
      JSON.stringify({
        format: 'solitaire-settings',
        version: 1,
        prefs: { locale: 'xx', theme: 'light' },
        play: { verdict: 'no', autoFoundations: false },
      }),
    );
    expect(loadSettings(dir).settings).toMatchObject({ prefs: { theme: 'light' }, play: { autoFoundations: false } });
    expect(loadSettings(dir).settings.prefs.locale).toBeUndefined();
  });
  it('replaces a file that does not read when a setting is changed', () => {
    writeFileSync(settingsFileIn(dir), 'garbage');
    updateSettings(dir, (s) => ({ ...s, prefs: { theme: 'mono' } }));
    expect(loadSettings(dir).settings.prefs).toEqual({ theme: 'mono' });
  });
});
