import { type Move, currentState, legalMoves, newDeal, resolveRules } from '@solitaire/engine';
import { dailySeedFor, dealInSequence } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { beforeEach, describe, expect, it } from 'vitest';
import { cardLabel, refusalText } from './gameText.js';
import { createSession } from './pageSession.js';
import { nearlyWonSave } from './testPositions.js';
import { readItem, storageKeys, writeItem } from './browserStorage.js';

let clock = 1_000_000;
const env = { now: () => clock, randomDeal: () => 4242 };
const open = (hash: string) => {
  const s = createSession('en', env);
  s.openRoute(hash, '');
  return s;
};
const firstCardMove = (s: ReturnType<typeof open>) =>
  legalMoves(s.rules.value, s.state.value).find((m): m is Extract<Move, { kind: 'move' }> => m.kind === 'move')!;

beforeEach(() => {
  localStorage.clear();
  clock = 1_000_000;
});

describe('session', () => {
  it('opens the deal and options a link names', () => {
    const s = open('#/athena?deal=123&draw=1');
    expect(s.game.value.deal).toBe(123);
    expect(s.rules.value.stock?.draw).toBe(1);
    const rules = resolveRules(findVariant('athena')!, { draw: 1 });
    if (!rules.ok) throw new Error(rules.error);
    expect(s.state.value.tableau).toEqual(newDeal(rules.value, 123).tableau);
    expect(s.route.value).toBe('#/athena?deal=123&draw=1');
    expect(s.notices.value).toEqual([]);
  });

  it('explains a refused move in words', () => {
    const s = open('#/athena?deal=123');
    const code = s.tryMove({
      kind: 'move',
      from: { zone: 'tableau', index: 0 },
      to: { zone: 'foundation', index: 0 },
      count: 4,
    });
    expect(code).not.toBeNull();
    expect(s.toast.value?.text).toBe(refusalText(code!, 'en'));
    expect(s.announcement.value).toBe(refusalText(code!, 'en'));
    expect(s.state.value.moveCount).toBe(0);
  });

  it('plays, announces, undoes and redoes', () => {
    const s = open('#/athena?deal=123');
    const before = s.state.value;
    expect(s.tryMove({ kind: 'draw' })).toBeNull();
    const top = s.state.value.waste.at(-1)!.card;
    expect(s.announcement.value).toContain(cardLabel(top, 'en'));
    expect(s.canUndo.value).toBe(true);
    s.send({ type: 'undo' });
    expect(s.state.value).toEqual(before);
    s.send({ type: 'redo' });
    expect(s.state.value.waste.at(-1)!.card).toBe(top);
  });

  it('counts a game from its first move and keeps the clock running only while played', () => {
    const s = open('#/athena?deal=123');
    clock += 5000;
    s.tick();
    expect(s.elapsedMs.value).toBe(0);
    s.tryMove({ kind: 'draw' });
    expect(s.stats.value.athena?.played).toBe(1);
    clock += 7000;
    s.tick();
    expect(s.elapsedMs.value).toBe(7000);
    s.setVisible(false);
    clock += 60_000;
    s.tick();
    expect(s.elapsedMs.value).toBe(7000);
  });

  it('resumes the stored game after a reload of the same link', () => {
    const s = open('#/athena?deal=123');
    s.tryMove({ kind: 'draw' });
    s.tryMove(firstCardMove(s) ?? { kind: 'draw' });
    s.send({ type: 'undo' });
    const again = open('#/athena?deal=123');
    expect(again.state.value).toEqual(s.state.value);
    expect(again.canRedo.value).toBe(true);
    expect(again.announcement.value).toContain('resumed');
    expect(again.stats.value.athena?.played).toBe(1);
  });

  it('an empty address resumes the last game played', () => {
    const s = open('#/shamrocks?deal=8');
    s.tryMove(firstCardMove(s));
    const again = open('');
    expect(again.rules.value.id).toBe('shamrocks');
    expect(again.state.value).toEqual(s.state.value);
  });

  it('deals afresh with a message when the saved game is corrupt', () => {
    writeItem(
      storageKeys.game('athena'),
      '{"format":"solitaire-web-game","counted":true,"finished":false,"save":{"moves":"x"}}',
    );
    const s = open('#/athena?deal=55');
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.corruptSave']);
    expect(s.game.value.deal).toBe(55);
    expect(currentState(s.game.value).moveCount).toBe(0);
    expect(s.t(s.notices.value[0]!.key)).toMatch(/could not be restored/);
  });

  it('says a saved game of another variant is one, and bounds an absurd time', () => {
    const k = open('#/klondike?deal=9');
    k.send({ type: 'stock' });
    writeItem(storageKeys.game('athena'), readItem(storageKeys.game('klondike'))!);
    const s = open('#/athena');
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.wrongVariantSave']);
    expect(s.noticeText(s.notices.value[0]!)).toBe(
      'The saved game of Athena held a game of Klondike, another game, so a new game was dealt.',
    );
    const stored = JSON.parse(readItem(storageKeys.game('klondike'))!);
    writeItem(storageKeys.game('klondike'), JSON.stringify({ ...stored, save: { ...stored.save, elapsedMs: 1e300 } }));
    const t = open('#/klondike');
    expect(t.notices.value.map((n) => n.key)).toEqual(['notice.corruptSave']);
    expect(t.elapsedMs.value).toBeLessThan(1000);
  });

  it('resets unreadable statistics with a message', () => {
    writeItem(storageKeys.stats, '{"athena":{"played":"many"}}');
    const s = open('#/athena?deal=1');
    expect(s.notices.value.map((n) => n.key)).toContain('notice.corruptStats');
    s.tryMove({ kind: 'draw' });
    expect(JSON.parse(readItem(storageKeys.stats)!)).toEqual({
      athena: { played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null },
    });
  });

  it('gives up a played game on a new deal: the streak ends', () => {
    writeItem(
      storageKeys.stats,
      JSON.stringify({ athena: { played: 4, won: 3, currentStreak: 2, bestStreak: 2, bestTimeMs: 1000 } }),
    );
    const s = open('#/athena?deal=1');
    s.tryMove({ kind: 'draw' });
    s.send({ type: 'newGame' });
    expect(s.play.value.confirming).not.toBeNull(); // play asks first: the game in progress would be lost
    s.send({ type: 'confirm' });
    expect(s.play.value.confirming).toBeNull();
    expect(s.game.value.deal).toBe(4242);
    expect(s.stats.value.athena).toEqual({ played: 5, won: 3, currentStreak: 0, bestStreak: 2, bestTimeMs: 1000 });
  });

  it('keeps the game in progress when the player declines to leave it', () => {
    const s = open('#/athena?deal=1');
    s.tryMove({ kind: 'draw' });
    const played = s.state.value;
    for (const leave of [
      () => s.send({ type: 'newGame' }),
      () => s.send({ type: 'restart' }),
      () => s.openRoute('#/athena?deal=2', ''),
    ]) {
      leave();
      expect(s.play.value.confirming).not.toBeNull();
      s.send({ type: 'cancel' });
      expect(s.play.value.confirming).toBeNull();
      expect(s.state.value).toBe(played);
    }
    expect(s.stats.value.athena?.currentStreak).toBe(0);
    expect(s.stats.value.athena?.played).toBe(1);
  });

  it('switches to another game without asking: the one in progress stays saved', () => {
    const s = open('#/athena?deal=1');
    s.tryMove({ kind: 'draw' });
    const played = s.state.value;
    clock += 9000;
    s.openRoute('#/shamrocks?deal=3', '');
    expect([s.play.value.confirming, s.rules.value.id]).toEqual([null, 'shamrocks']);
    s.openRoute('#/athena', '');
    expect(s.state.value).toEqual(played);
    expect(s.elapsedMs.value).toBe(9000);
  });

  it('a bad link still deals a game and says what was wrong', () => {
    const s = open('#/nosuchgame?deal=-4&draw=9');
    expect(s.rules.value.id).toBe('athena');
    expect(s.game.value.deal).toBe(4242);
    expect(s.notices.value.map((n) => [n.key, n.more])).toEqual([['notice.badVariant', 2]]);
    expect(s.noticeText(s.notices.value[0]!)).toMatch(/“nosuchgame”.*2 more link problems were ignored\.$/);
  });

  it('hints without playing', () => {
    const s = open('#/athena?deal=123');
    s.send({ type: 'hint' });
    expect(s.hint.value).not.toBeNull();
    expect(s.state.value.moveCount).toBe(0);
    expect(s.announcement.value).toMatch(/^Hint/);
  });

  it('deals a new game with the same options', () => {
    const s = open('#/klondike?deal=5&draw=3');
    s.send({ type: 'newGame' });
    expect([s.game.value.deal, s.rules.value.stock?.draw]).toEqual([4242, 3]);
    expect(s.route.value).toBe('#/klondike?deal=4242&draw=3');
  });

  it('restarts the same deal', () => {
    const s = open('#/athena?deal=123');
    const start = s.state.value;
    s.tryMove({ kind: 'draw' });
    s.send({ type: 'restart' });
    s.send({ type: 'confirm' });
    expect(s.state.value).toEqual(start);
    expect(s.game.value.deal).toBe(123);
  });

  it('records a win with its time, once', () => {
    const { text, last } = nearlyWonSave(findVariant('athena')!, 2, true);
    writeItem(storageKeys.game('athena'), text);
    writeItem(
      storageKeys.stats,
      JSON.stringify({ athena: { played: 1, won: 0, currentStreak: 0, bestStreak: 0, bestTimeMs: null } }),
    );
    const s = open('#/athena?deal=2');
    expect(s.elapsedMs.value).toBe(42_000);
    clock += 3000;
    expect(s.tryMove(last)).toBeNull();
    expect(s.status.value).toBe('won');
    expect(s.announcement.value).toContain('You won!');
    expect(s.stats.value.athena).toEqual({ played: 1, won: 1, currentStreak: 1, bestStreak: 1, bestTimeMs: 45_000 });
    s.send({ type: 'undo' });
    s.send({ type: 'redo' });
    expect(s.stats.value.athena?.won).toBe(1);
    s.send({ type: 'newGame' });
    expect(s.play.value.confirming).toBeNull(); // nothing is lost by leaving a won game
    expect(s.stats.value.athena?.currentStreak).toBe(1);
  });

  it('counts one win for a game won, undone, saved, reloaded and redone; another deal at launch abandons nothing', () => {
    const { text, last } = nearlyWonSave(findVariant('athena')!, 2, true);
    writeItem(storageKeys.game('athena'), text);
    const s = open('#/athena?deal=2');
    s.tryMove(last);
    expect(s.stats.value.athena).toMatchObject({ won: 1, currentStreak: 1 });
    s.send({ type: 'undo' });
    s.setVisible(false); // the page hidden: the game is saved
    const again = open('#/athena?deal=2');
    expect(again.status.value).toBe('playing');
    again.send({ type: 'redo' });
    expect(again.status.value).toBe('won');
    // A launch that asks for another deal after the win: the won game is no game given up.
    const other = open('#/athena?deal=77');
    expect(other.game.value.deal).toBe(77);
    const book = JSON.parse(readItem(storageKeys.stats)!);
    expect(book.athena).toMatchObject({ won: 1, currentStreak: 1 });
  });

  it('a deal of the day reloaded keeps its day: its win still counts for the daily streak', () => {
    // The first deal 2026-12-01's pick tries for Athena: a save cannot make another deal count for a day.
    const deal = dealInSequence(dailySeedFor(findVariant('athena')!, '2026-12-01', {}), 1);
    const { text, last } = nearlyWonSave(findVariant('athena')!, deal, true);
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({
        ...JSON.parse(text),
        pick: { kind: 'daily', day: '2026-12-01', practice: false, rating: 'easy' },
      }),
    );
    const s = open(`#/athena?deal=${deal}`);
    expect(s.play.value.dealPick).toEqual({ day: '2026-12-01', rating: 'easy', practice: false });
    s.tryMove(last);
    expect(s.stats.value.athena).toMatchObject({ won: 1, dailyStreak: 1, dailyLast: '2026-12-01' });
    expect(JSON.parse(readItem(storageKeys.game('athena'))!).pick).toEqual({
      kind: 'daily',
      day: '2026-12-01',
      practice: false,
      rating: 'easy',
    });
  });

  it('a corrupt pick in a save is said with its code; the game still loads, as a plain deal', () => {
    const { text, last } = nearlyWonSave(findVariant('athena')!, 2, true);
    writeItem(
      storageKeys.game('athena'),
      JSON.stringify({ ...JSON.parse(text), pick: { kind: 'daily', day: 'yesterday' } }),
    );
    const s = open('#/athena?deal=2');
    expect(s.notices.value).toEqual([{ key: 'notice.corruptPick', values: { code: 'ERR_PICK_DAY' } }]);
    expect(s.noticeText(s.notices.value[0]!)).toContain('(ERR_PICK_DAY)');
    expect(s.play.value.dealPick).toBeNull();
    expect(s.tryMove(last)).toBeNull();
    expect(s.stats.value.athena).toMatchObject({ won: 1 });
    expect(s.stats.value.athena?.dailyStreak).toBeUndefined();
  });

  it('finishes automatically only when the finish is certain', () => {
    const { text } = nearlyWonSave(findVariant('athena')!, 2);
    writeItem(storageKeys.game('athena'), text);
    const s = open('#/athena?deal=2');
    expect(s.canFinish.value).toBe(true);
    s.send({ type: 'autoFinish' });
    expect(s.status.value).toBe('won');
    s.send({ type: 'undo' });
    expect(s.canFinish.value).toBe(true); // one undo takes the whole finish back
    const fresh = open('#/athena?deal=3');
    expect(fresh.canFinish.value).toBe(false);
  });
});
