// The solver-based assistance on the page: links, the verdict line's words, the timer of "show me", the words said.
import { flushPromises } from '@vue/test-utils';
import { SHOW_ME_STEP_MS, dailySeed, dealInSequence } from '@solitaire/play';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assistKeys, assistToolbar, assistVerdict } from './assistActions.js';
import { fakeWorkers, promptTimer } from './fakeSolver.js';
import { readRoute, resolveRoute } from './route.js';
import { findVariant } from '@solitaire/variants';
import { createSession } from './pageSession.js';
import { createWebSolver } from './webSolver.js';

const open = async (hash: string) => {
  const fake = fakeWorkers();
  const s = createSession('en', {
    now: () => 0,
    randomDeal: () => 4242,
    solver: createWebSolver(fake.start),
    today: () => '2026-12-01',
    timer: promptTimer(),
  });
  s.openRoute(hash, '');
  await flushPromises();
  return { s, fake };
};
const athena = findVariant('athena')!;

beforeEach(() => localStorage.clear());

describe('links to the deal of the day', () => {
  it('read ?daily as today and ?daily=YYYY-MM-DD as that day, and refuse other days with a problem', () => {
    expect(resolveRoute(readRoute('#/athena?daily', ''), findVariant, athena)).toMatchObject({
      daily: 'today',
      problems: [],
    });
    expect(resolveRoute(readRoute('#/athena?daily=2026-12-01', ''), findVariant, athena)).toMatchObject({
      daily: '2026-12-01',
      problems: [],
    });
    expect(resolveRoute(readRoute('#/athena?daily=2026-02-30', ''), findVariant, athena)).toMatchObject({
      daily: null,
      problems: [{ kind: 'badDay', value: '2026-02-30' }],
    });
  });

  it("ask the solver for the day's deal, then deal it with its day and rating", async () => {
    const { s, fake } = await open('#/athena?daily=2026-11-30');
    expect(fake.pending()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'pickDeal', seed: dailySeed('2026-11-30', 'athena'), want: null }),
      ]),
    );
    expect(assistVerdict(s)).toBe('picking');
    fake.answer(() => ({ kind: 'pickDeal', deal: 31337, rating: 'medium', tried: 1 }));
    await flushPromises();
    expect(s.game.value.deal).toBe(31337);
    // The page's day is 2026-12-01: the day before is practice, and said to be.
    expect(s.play.value.dealPick).toEqual({ rating: 'medium', day: '2026-11-30', practice: true });
    expect(s.announcement.value).toContain('deal of the day for 2026-11-30: deal 31337, proved winnable, medium');
    expect(s.announcement.value).toContain('its win counts for no streak');
  });

  it('deal today’s deal of the day as one that counts, and refuse a later day’s with a notice', async () => {
    const { s, fake } = await open('#/athena?daily');
    fake.answer(() => ({
      kind: 'pickDeal',
      deal: dealInSequence(dailySeed('2026-12-01', 'athena'), 1),
      rating: 'easy',
      tried: 1,
    }));
    await flushPromises();
    expect(s.play.value.dealPick).toEqual({ rating: 'easy', day: '2026-12-01', practice: false });
    const later = await open('#/athena?daily=2026-12-02');
    expect(later.fake.pending()).not.toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'pickDeal' })]));
    expect(later.s.notices.value.map((n) => later.s.noticeText(n))).toEqual([
      'The deal of the day for 2026-12-02 is not out yet; the game on the table goes on.',
    ]);
  });
});

describe('the toolbar and keys', () => {
  it("send play's actions: T asks for today's deal, the difficulty entries for a rated one", async () => {
    const { s, fake } = await open('#/athena?deal=5');
    assistKeys(s).t!();
    await flushPromises();
    expect(fake.pending().at(-1)).toMatchObject({ kind: 'pickDeal', seed: dailySeed('2026-12-01', 'athena') });
    s.send({ type: 'cancel' });
    assistToolbar(s)
      .find((a) => a.id === 'hardDeal')!
      .run();
    await flushPromises();
    expect(fake.pending().at(-1)).toMatchObject({ kind: 'pickDeal', want: 'hard', seed: 4242 });
  });

  it('play the win on the page\'s timer with "show me", and any action takes over', async () => {
    vi.useFakeTimers();
    try {
      const { s, fake } = await open('#/athena?deal=1');
      fake.answer();
      await flushPromises();
      const label = () => assistToolbar(s).find((a) => a.id === 'showMe')!.label as () => string;
      s.send({ type: 'showMe' });
      expect(s.play.value.showing).toBe(true);
      expect(label()()).toBe('action.stopShowMe');
      vi.advanceTimersByTime(SHOW_ME_STEP_MS * 3);
      expect(s.state.value.moveCount).toBeGreaterThanOrEqual(3);
      s.send({ type: 'undo' });
      expect(s.play.value.showing).toBe(false);
      const at = s.state.value.moveCount;
      vi.advanceTimersByTime(SHOW_ME_STEP_MS * 2);
      expect(s.state.value.moveCount).toBe(at);
    } finally {
      vi.useRealTimers();
    }
  });
});
