import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentState, legalMoves, recordedMoves } from '@solitaire/engine';
import { athena, findVariant, klondike } from '@solitaire/variants';
import { SessionDriver } from './driver.js';
import {
  type SaveStamp,
  gameSaveText,
  nextStamp,
  readGameSave,
  sameStamp,
  saveStampOf,
  savedByAnotherCopy,
} from './gameSave.js';
import { newPlaySession, resumedPlaySession, updatePlay } from './playSession.js';
import { quietPlaySettings } from './settings.js';
import { startGame } from '@solitaire/engine';
import { terminalSave3559be1, webSave3559be1 } from './fixtures/saves3559be1.js';

const context = (variant: string) => ({ variant, find: findVariant, today: '2026-12-03' });
const stamp: SaveStamp = { writer: 'copy-a', revision: 3 };

const started = (deal: number) => {
  const g = startGame(athena, deal);
  if (!g.ok) throw new Error(g.error);
  let s = newPlaySession(athena, g.value, quietPlaySettings);
  for (let i = 0; i < 5; i++)
    s = updatePlay(s, { type: 'move', move: legalMoves(s.game.rules, currentState(s.game))[0]! }, 1000 * i).session;
  return s;
};

describe('the game save', () => {
  it('reads back what it wrote: the game, its time, its pick, whether its win counted and was assisted', () => {
    const s = {
      ...started(3),
      winRecorded: true,
      assisted: true,
      dealPick: { day: null, rating: 'hard', practice: false } as const,
    };
    const r = readGameSave(gameSaveText(s, 12_345.6, stamp), context('athena'));
    if (!r.ok) throw new Error(r.error);
    expect(recordedMoves(r.value.saved.game)).toEqual(recordedMoves(s.game));
    expect(r.value.saved).toMatchObject({
      elapsedMs: 12_346,
      finished: true,
      assisted: true,
      dealPick: s.dealPick,
      def: athena,
    });
    expect(r.value.stamp).toEqual(stamp);
    expect(saveStampOf(gameSaveText(s, 0, stamp))).toEqual(stamp);
  });

  it('still reads the saves both front ends wrote before it (terminal and web of 3559be1)', () => {
    const terminal = readGameSave(terminalSave3559be1, context('klondike'));
    if (!terminal.ok) throw new Error(terminal.error);
    expect(terminal.value.saved).toMatchObject({
      def: klondike,
      elapsedMs: 83_250,
      dealPick: { rating: 'medium', day: null },
      assisted: false,
    });
    expect(terminal.value.saved.finished).toBeUndefined();
    expect(terminal.value.saved.game.cursor).toBe(10);
    const web = readGameSave(webSave3559be1, context('athena'));
    if (!web.ok) throw new Error(web.error);
    expect(web.value.saved).toMatchObject({
      def: athena,
      elapsedMs: 61_000,
      finished: false,
      dealPick: { day: '2026-12-01', practice: false },
    });
    expect(web.value.saved.game.cursor).toBe(8);
    expect([terminal.value.stamp, web.value.stamp].every((st) => sameStamp(st, { writer: '', revision: 0 }))).toBe(
      true,
    );
  });

  it('refuses a save of another variant as such, and a pick it cannot believe without losing the game', () => {
    expect(readGameSave(terminalSave3559be1, context('athena'))).toMatchObject({
      ok: false,
      error: 'ERR_SAVE_VARIANT',
      detail: 'klondike',
    });
    const late = webSave3559be1.replace('"day":"2026-12-01"', '"day":"9999-12-31"');
    const r = readGameSave(late, context('athena'));
    expect(r).toMatchObject({ ok: true, value: { pickProblem: 'ERR_PICK_DAY', saved: { dealPick: null } } });
  });

  it('never throws on crafted or damaged text', () => {
    const good = gameSaveText(started(4), 1000, stamp);
    const cases = [
      '',
      'null',
      '[]',
      '{"format":"solitaire-game"}',
      good.slice(0, good.length / 2),
      good.replace('"finished":false', '"finished":{"toString":1}'),
      good.replace('"writer":"copy-a"', '"writer":{"toString":1}'),
      good.replace('"variant":"athena"', '"variant":{"toString":1}'),
      good.replace('"options":{}', '"options":{"draw":{"toString":1}}'),
      good.replace('"deal":4', '"deal":{"toString":1}'),
      good.replace(/"snapshot":\{"tableau":\[\[/, '"snapshot":{"tableau":[[{"toString":1},'),
    ];
    for (const [k, text] of cases.entries()) {
      const r = readGameSave(text, context('athena'));
      expect({ k, ok: r.ok }).toEqual({ k, ok: false });
      expect(() => saveStampOf(text)).not.toThrow();
    }
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(readGameSave(JSON.stringify(v) ?? '', context('athena')).ok).toBe(false);
      }),
    );
  });
});

describe('two running copies of one game', () => {
  it('see that another copy saved since they last read or wrote, and not when they were the last to write', () => {
    const mine = nextStamp('copy-a', null);
    expect(mine).toEqual({ writer: 'copy-a', revision: 1 });
    expect(savedByAnotherCopy(null, mine)).toBe(false); // nothing stored: nothing to lose
    expect(savedByAnotherCopy(mine, mine)).toBe(false);
    expect(savedByAnotherCopy({ writer: 'copy-b', revision: 1 }, mine)).toBe(true);
    expect(savedByAnotherCopy({ writer: 'copy-a', revision: 2 }, mine)).toBe(true);
    expect(savedByAnotherCopy({ writer: '', revision: 0 }, null)).toBe(true);
    expect(savedByAnotherCopy({ writer: '', revision: 0 }, { writer: '', revision: 0 })).toBe(false);
    expect(nextStamp('copy-b', { writer: 'copy-a', revision: 7 })).toEqual({ writer: 'copy-b', revision: 8 });
  });
});

describe('a won game, undone, saved and resumed', () => {
  it('is not counted twice when redone (the terminal used not to keep whether its win was counted)', () => {
    const g = startGame(athena, 7);
    if (!g.ok) throw new Error(g.error);
    const d = new SessionDriver(newPlaySession(athena, g.value, quietPlaySettings), findVariant, 400_000);
    d.dispatch({ type: 'hint' });
    for (let i = 0; i < 400 && d.session.status === 'playing'; i++) {
      const h = d.dispatch({ type: 'hint' }).notice;
      if (h?.kind !== 'hint') break;
      d.dispatch({ type: 'move', move: h.move });
    }
    expect(d.session.status).toBe('won');
    const wins = () => d.effects.filter((e) => e.kind === 'stats' && e.event === 'won').length;
    expect(wins()).toBe(1);
    d.dispatch({ type: 'undo' });
    const r = readGameSave(gameSaveText(d.session, 90_000, stamp), context('athena'));
    if (!r.ok) throw new Error(r.error);
    const resumed = new SessionDriver(resumedPlaySession(r.value.saved, quietPlaySettings), findVariant, 400_000);
    resumed.dispatch({ type: 'redo' });
    expect(resumed.session.status).toBe('won');
    expect(resumed.effects.filter((e) => e.kind === 'stats')).toEqual([]);
  });
});
