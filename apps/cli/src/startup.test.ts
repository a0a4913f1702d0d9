import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentState, play, recordedMoves } from '@solitaire/engine';
import { type PlaySettings, clockAt, dailySeedFor, dealInSequence } from '@solitaire/play';
import { SessionDriver } from '@solitaire/play/testing';
import { type CliArgs, parseArgs } from './args.js';
import { emptyStats } from './statsFile.js';
import { loadStats, saveFileFor, settingsFileIn, statsFileIn } from './stateFiles.js';
import type { Session } from './terminalSession.js';
import { type Startup, startup, storeNotice } from './startup.js';
import { athena, findVariant, variants } from '@solitaire/variants';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'solitaire-startup-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const args = (...argv: string[]): CliArgs => {
  const r = parseArgs(
    argv,
    variants.map((v) => v.id),
  );
  if (!r.ok) throw new Error(r.error.key);
  return r.args;
};
/**
 * Puts `session` in the host with `elapsedMs` on its clock and saves it: the notice the terminal would show, if
 * any.
 */
const saveAs = (s: Startup, session: Session, elapsedMs: number) => {
  s.host.install({ ...session, clock: clockAt(elapsedMs) });
  s.host.save();
  return s.host.problem ? storeNotice(s.host.problem) : null;
};
/** Changes settings as the game does: the notice the terminal would show, if any. */
const saveSettings = (s: Startup, patch: Partial<PlaySettings>) => {
  s.host.dispatch({ type: 'setSettings', patch });
  return s.host.problem ? storeNotice(s.host.problem) : null;
};
const start = (...argv: string[]) => {
  const r = startup(args(...argv), 'en', dir, () => 77, 100);
  if (!r.ok) throw new Error(r.error.key);
  return r.value;
};

/** Starts a game and plays one draw in it, saved as the terminal game would. */
const playedGame = (...argv: string[]) => {
  const s = start(...argv);
  const moved = play(s.host.session.game, { kind: 'draw' });
  if (!moved.ok) throw new Error(moved.error);
  s.host.record({ variant: moved.value.rules.id, event: 'started', elapsedMs: 0 });
  expect(saveAs(s, { ...s.host.session, game: moved.value }, 4000)).toBeNull();
  return moved.value;
};

describe('startup', () => {
  it('deals a random game of the default variant when nothing is saved', () => {
    const s = start();
    expect(s.host.session.def.id).toBe('athena');
    expect(s.host.session.game.deal).toBe(77);
    expect(s.host.session.notice).toEqual({ kind: 'text', key: 'notice.newGame', values: { deal: 77 } });
  });
  it('resumes the last saved game, same variant and options, with its time', () => {
    const g = playedGame('klondike', '--deal', '5', '--draw', '3');
    const s = start();
    expect(s.host.session.def.id).toBe('klondike');
    expect(s.host.session.game.deal).toBe(5);
    expect(s.host.session.game.rules.stock?.draw).toBe(3);
    expect(currentState(s.host.session.game)).toEqual(currentState(g));
    expect(s.elapsedMs).toBe(4000);
    expect(s.host.session.notice).toEqual({ kind: 'text', key: 'notice.resumed' });
    expect(start('klondike', '--deal', '5').host.session.game.length).toBe(1);
  });
  it('resumes a picked deal with its day and rating, and says so when the stored pick is corrupt', () => {
    const daily = dealInSequence(dailySeedFor(athena, '2026-12-01', {}), 1);
    const s = start('athena', '--deal', String(daily));
    const moved = play(s.host.session.game, { kind: 'draw' });
    if (!moved.ok) throw new Error(moved.error);
    saveAs(
      s,
      { ...s.host.session, game: moved.value, dealPick: { day: '2026-12-01', rating: 'easy', practice: false } },
      0,
    );
    expect(start().host.session.dealPick).toEqual({ day: '2026-12-01', rating: 'easy', practice: false });
    const path = saveFileFor(dir, 'athena');
    writeFileSync(path, JSON.stringify({ ...JSON.parse(readFileSync(path, 'utf8')), pick: 'daily' }));
    const again = start();
    expect(again.host.session.game.length).toBe(1);
    expect(again.host.session.dealPick).toBeNull();
    expect(again.host.session.notice).toEqual({
      kind: 'text',
      key: 'notice.corruptPick',
      values: { code: 'ERR_PICK_FORMAT' },
    });
  });
  it('starts afresh when another deal or other options are asked, counting the old game as given up', () => {
    playedGame('athena', '--deal', '5');
    const other = start('--deal', '6');
    expect(other.host.session.game.deal).toBe(6);
    expect(other.host.session.game.length).toBe(0);
    expect(JSON.parse(readFileSync(statsFileIn(dir), 'utf8')).variants.athena).toMatchObject({
      played: 1,
      currentStreak: 0,
    });
    playedGame('athena', '--deal', '5');
    expect(start('--draw', '1').host.session.game.rules.stock?.draw).toBe(1);
  });
  it('moves a corrupt save aside with a notice and deals a new game', () => {
    writeFileSync(saveFileFor(dir, 'athena'), 'not json');
    const s = start('athena');
    expect(s.host.session.notice).toMatchObject({
      kind: 'text',
      key: 'notice.corruptSave',
      values: { code: 'ERR_SAVE_JSON' },
    });
    expect(s.host.session.game.length).toBe(0);
    expect(readdirSync(dir).some((f) => f.startsWith('game-athena.json.corrupt-'))).toBe(true);
    expect(readdirSync(dir)).not.toContain('game-athena.json');
  });
  it('reports a corrupt statistics file', () => {
    writeFileSync(statsFileIn(dir), '{}');
    expect(start().host.session.notice).toMatchObject({
      key: 'notice.corruptStats',
      values: { code: 'ERR_STATS_FORMAT' },
    });
  });
  it('plays on, saying so, when the save folder cannot be used', () => {
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, '');
    const r = startup(args('klondike'), 'en', file, () => 3);
    if (!r.ok) throw new Error(r.error.key);
    expect(r.value.host.session.notice).toMatchObject({ kind: 'text', key: 'notice.saveFailed' });
    expect(r.value.host.session.game.deal).toBe(3);
    expect(saveAs(r.value, r.value.host.session, 0)).toMatchObject({
      key: 'notice.saveFailed',
      values: { code: expect.stringMatching(/ENOTDIR|EEXIST/) },
    });
  });
  it('takes the stored settings, with the command line on top for this run only', () => {
    writeFileSync(statsFileIn(dir), JSON.stringify({ ...emptyStats(), settings: { verdict: false } }));
    expect(start().host.session.settings).toEqual({
      verdict: false,
      winnableOnly: false,
      winnableExplained: false,
      confirmAbandon: true,
      autoFoundations: true,
    });
    expect(start().host.session.verdict).toBeNull();
    const s = start('--winnable');
    expect(s.host.session.settings).toMatchObject({ verdict: false, winnableOnly: true });
    expect(saveSettings(s, { winnableExplained: true })).toBeNull();
    // Settings are written to the settings file, the older ones of the statistics file still count beneath them.
    expect(JSON.parse(readFileSync(settingsFileIn(dir), 'utf8')).play).toEqual({ winnableExplained: true });
    expect(start().host.session.settings).toMatchObject({ verdict: false, winnableExplained: true });
    expect(start('--no-verdict').host.session.settings.verdict).toBe(false);
    rmSync(statsFileIn(dir));
    expect(start().host.session.verdict).toBe('thinking');
    expect(saveSettings(s, { verdict: false })).toBeNull();
    expect(start().host.session.verdict).toBeNull();
  });
  it('starts in the language and colours chosen before, unless --lang says otherwise', () => {
    expect(start().savePrefs({ locale: 'fr', theme: 'light' })).toBeNull();
    expect(start().host.session).toMatchObject({ locale: 'fr', theme: 'light' });
    expect(start('--lang', 'es').host.session).toMatchObject({ locale: 'es', theme: 'light' });
  });
  it('says so when the settings file does not read, moves it aside and starts with the defaults', () => {
    writeFileSync(settingsFileIn(dir), '{ not json');
    const s = start();
    expect(s.host.session.notice).toMatchObject({
      kind: 'text',
      key: 'notice.corruptSettings',
      values: { code: 'ERR_SETTINGS_JSON' },
    });
    expect(s.host.session).toMatchObject({ locale: 'en', theme: 'dark' });
    expect(readdirSync(dir).some((f) => f.startsWith('settings.json.corrupt-'))).toBe(true);
  });
  it('looks for a winnable deal at start when asked, showing the random deal meanwhile, unless a deal is named', () => {
    const s = start('--winnable');
    expect(s.host.session.seeking).toEqual({ seed: 77 });
    expect(s.host.session.game.deal).toBe(77);
    expect(s.host.session.notice).toEqual({ kind: 'info', code: 'seeking' });
    expect(start('--winnable', '--deal', '5').host.session.seeking).toBeNull();
    // A saved game is resumed as it is: winnable deals are for new games.
    playedGame('athena', '--deal', '5');
    expect(start('--winnable').host.session).toMatchObject({ seeking: null, game: { deal: 5 } });
  });
  it('says every problem it met at start, not only the last', () => {
    writeFileSync(saveFileFor(dir, 'athena'), 'not json');
    writeFileSync(statsFileIn(dir), '{}');
    writeFileSync(settingsFileIn(dir), '{ not json');
    const notice = start('athena').host.session.notice;
    expect(notice).toMatchObject({ kind: 'texts' });
    const keys = notice?.kind === 'texts' ? notice.items.map((n) => n.key) : [];
    expect(keys).toEqual(['notice.corruptStats', 'notice.corruptSettings', 'notice.corruptSave']);
  });
  it('plays on without saving, and says so, when there is no home folder', () => {
    const r = startup(args('klondike'), 'en', null, () => 3);
    if (!r.ok) throw new Error(r.error.key);
    expect(r.value.host.session.notice).toMatchObject({ kind: 'text', key: 'notice.noStateDir' });
    expect(saveAs(r.value, r.value.host.session, 0)).toBeNull();
    r.value.host.record({ variant: 'klondike', event: 'started', elapsedMs: 0 });
    expect(r.value.host.problem).toBeNull();
  });
  it('records a won game once: won, undone, saved, resumed and redone; and never as given up for another deal', () => {
    // The terminal did not keep whether a win was counted: a won game undone and resumed recorded a second win.
    const s = start('athena', '--deal', '7');
    const d = new SessionDriver({ ...s.host.session, notice: null }, findVariant, 400_000);
    d.winByHand();
    expect(d.session.status).toBe('won');
    // The same moves played in the game's host, which saves and records as the game does.
    for (const move of recordedMoves(d.session.game).filter((m) => !m.auto)) s.host.dispatch({ type: 'move', move });
    expect(s.host.session.status).toBe('won');
    s.host.dispatch({ type: 'undo' });
    expect(s.host.problem).toBeNull();
    const again = start();
    expect(again.host.session.winRecorded).toBe(true);
    again.host.dispatch({ type: 'redo' });
    expect(again.host.session.status).toBe('won');
    // Another deal asked for at launch: the won game was not in progress, so no game is given up.
    start('--deal', '9');
    expect(loadStats(dir, { known: () => true, today: '2026-12-03' }).stats.variants.athena).toMatchObject({
      played: 1,
      won: 1,
      currentStreak: 1,
    });
  });
  it('refuses options the variant does not offer', () => {
    expect(startup(args('shamrocks', '--draw', '1'), 'en', dir, () => 1)).toMatchObject({
      ok: false,
      error: { key: 'error.optionNotOffered' },
    });
  });
});
