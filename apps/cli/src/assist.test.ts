import { describe, expect, it } from 'vitest';
import { type PileRef, startGame } from '@solitaire/engine';
import { dealQuery } from '@solitaire/play';
import { athena, variants } from '@solitaire/variants';
import { parseArgs } from './args.js';
import { actionForKey, helpLines } from './keys.js';
import { type Session, newSession, update } from './terminalSession.js';
import { translator } from './i18n.js';
import { gameFromLayout, testView } from './terminalTesting.js';
import { dealMenuLines, helpScreenLines, lineText, noticeText, statusLines } from './view.js';

const ids = variants.map((v) => v.id);
const session = (): Session => {
  const g = startGame(athena, 5);
  if (!g.ok) throw new Error(g.error);
  return newSession(athena, g.value, 'en');
};

describe('the assistance keys', () => {
  it('map s, b, t and m on the board; the deal menu maps 1 2 3 t g and closes on Esc', () => {
    expect(actionForKey('board', 's', {})).toEqual({ type: 'showMe' });
    expect(actionForKey('board', 'b', {})).toEqual({ type: 'backToWinnable' });
    expect(actionForKey('board', 't', {})).toMatchObject({ type: 'dailyDeal' });
    expect(actionForKey('board', 'm', {})).toEqual({ type: 'dealMenu' });
    expect(actionForKey('menu', '1', {})).toMatchObject({ type: 'ratedDeal', rating: 'easy' });
    expect(actionForKey('menu', '3', {})).toMatchObject({ type: 'ratedDeal', rating: 'hard' });
    expect(actionForKey('menu', 't', {})).toMatchObject({ type: 'dailyDeal' });
    expect(actionForKey('menu', 'g', {})).toEqual({ type: 'promptDeal' });
    expect(actionForKey('menu', '', { escape: true })).toEqual({ type: 'close' });
    expect(actionForKey('menu', 'x', {})).toBeNull();
  });

  it('are in the key help', () => {
    expect(helpLines).toEqual(expect.arrayContaining(['help.showMe', 'help.back', 'help.deals']));
    const text = helpScreenLines(testView()).map(lineText).join('\n');
    expect(text).toContain('s: show me');
    expect(text).toContain('b: back to the last position');
  });
});

describe('the deal menu', () => {
  it('opens, names the day, and a choice closes it and asks the solver for a deal of that rating', () => {
    let s = update(session(), { type: 'dealMenu' }).session;
    expect(s.screen).toBe('menu');
    expect(dealMenuLines('2026-12-01', testView()).map(lineText).join('\n')).toContain(
      'the deal of the day (2026-12-01)',
    );
    s = update(s, { type: 'ratedDeal', rating: 'medium', seed: 9 }).session;
    expect(s.screen).toBe('board');
    expect(dealQuery(s)).toMatchObject({ kind: 'pickDeal', want: 'medium', seed: 9 });
    expect(statusLines(s, testView())[0]).toContain('looking for a deal');
  });

  it('shows the rating and the day with a picked deal', () => {
    const s: Session = { ...session(), dealPick: { rating: 'hard', day: '2026-12-01', practice: false } };
    expect(statusLines(s, testView())[0]).toMatch(/deal 5 · deal of the day 2026-12-01 · hard/);
    const practice: Session = { ...s, dealPick: { rating: 'hard', day: '2026-11-01', practice: true } };
    expect(statusLines(practice, testView())[0]).toMatch(/deal 5 · deal of the day 2026-11-01 · hard · practice/);
  });
});

describe('a deal of the day of another day (--date)', () => {
  it('refuses a later day’s deal, not out yet, and keeps the game on the table', () => {
    const s = update(session(), { type: 'dailyDeal', day: '2026-12-02', today: '2026-12-01' }).session;
    expect(s.seeking).toBeNull();
    expect(noticeText(s, s.notice, testView())).toBe(
      'The deal of the day for 2026-12-02 is not out yet; this game goes on.',
    );
  });
  it('asks for an earlier day’s deal as practice', () => {
    const s = update(session(), { type: 'dailyDeal', day: '2026-11-02', today: '2026-12-01' }).session;
    expect(s.seeking?.pick).toEqual({ rating: null, day: '2026-11-02', practice: true });
  });
});

describe('--daily and --date', () => {
  it('ask for the deal of the day, of a given day', () => {
    expect(parseArgs(['--daily'], ids)).toMatchObject({ ok: true, args: { daily: { day: null } } });
    expect(parseArgs(['athena', '--date', '2026-12-01'], ids)).toMatchObject({
      ok: true,
      args: { daily: { day: '2026-12-01' } },
    });
    expect(parseArgs(['athena'], ids)).toMatchObject({ ok: true, args: { command: 'play' } });
    expect((parseArgs(['athena'], ids) as { args: object }).args).not.toHaveProperty('daily');
  });

  it('refuse a day that is not one, with a message', () => {
    for (const bad of ['2026-02-30', 'today', '1/12/2026', ''])
      expect(parseArgs(['--date', bad], ids)).toEqual({
        ok: false,
        error: { key: 'error.badDate', values: { value: bad } },
      });
  });
});

describe('the hint under the board', () => {
  it('names the card and where it goes, not pile numbers, in every language', () => {
    const game = gameFromLayout(athena, { tableau: [['KS', 'QH'], ['AC'], [], ['KD'], [], [], []] });
    const hint = (locale: 'en' | 'es' | 'fr', to: PileRef, from = 0) => {
      const s = newSession(athena, game, locale);
      const notice = {
        kind: 'hint',
        move: { kind: 'move', from: { zone: 'tableau', index: from }, to, count: 1 },
        proven: true,
        checking: false,
      } as const;
      return noticeText(s, notice, testView({ t: translator(locale) }));
    };
    expect(hint('en', { zone: 'tableau', index: 3 })).toMatch(/: Q♥ onto K♦\.$/);
    expect(hint('es', { zone: 'tableau', index: 3 })).toMatch(/: la Q♥ sobre el K♦\.$/);
    expect(hint('fr', { zone: 'tableau', index: 3 })).toMatch(/: la D♥ sur le R♦\.$/);
    expect(hint('en', { zone: 'foundation', index: 0 }, 1)).toMatch(/: A♣ to its foundation\.$/);
    expect(hint('fr', { zone: 'tableau', index: 2 }, 3)).toMatch(/: le R♦ sur la pile vide\.$/);
  });
});
