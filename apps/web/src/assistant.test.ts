// The solver's assistance as the session uses it, with a fake worker the tests answer by hand or with the real
// solver (in the test's own thread).
import { currentState, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { flushPromises } from '@vue/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWorkers } from './fakeSolver.js';
import { createSession } from './session.js';
import { createSolverClient } from './solverClient.js';
import { readItem, storageKeys, writeItem } from './storage.js';

const open = async (hash: string, broken: 'throws' | null = null) => {
  const fake = fakeWorkers(broken);
  const s = createSession('en', { now: () => 0, randomDeal: () => 4242, solver: createSolverClient(fake.factory) });
  s.openRoute(hash, '');
  await flushPromises();
  return { s, fake };
};
const verdictOf = (verdict: 'won' | 'lost' | 'unknown') => () => ({ kind: 'verdict' as const, verdict, move: null, proven: false });

beforeEach(() => localStorage.clear());

describe('the live verdict', () => {
  it('asks about each new position, says when the answer changes, and cancels the question about an older one', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    expect(s.verdict.value).toBe('thinking');
    expect(fake.pending()).toMatchObject([{ kind: 'verdict', variant: 'athena', state: s.state.value }]);
    fake.answer();
    await flushPromises();
    expect(s.verdict.value).toBe('won');
    expect(s.announcement.value).toBe('Athena, deal 2. This game can still be won.');

    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(s.verdict.value).toBe('thinking');
    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(fake.started.filter((w) => w.terminated)).toHaveLength(1);
    expect(fake.pending()).toHaveLength(1);
    fake.answer(verdictOf('lost'));
    await flushPromises();
    expect(s.verdict.value).toBe('lost');
    expect(s.announcement.value).toMatch(/ This game cannot be won any more\.$/);
  });

  it('remembers answers across undo and redo, and knows that what follows a lost position is lost', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    fake.answer(verdictOf('lost'));
    await flushPromises();
    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(s.verdict.value).toBe('lost');
    s.undo();
    await flushPromises();
    expect(s.verdict.value).toBe('lost');
    expect(fake.pending()).toHaveLength(0);
    expect(fake.started[0]!.received).toHaveLength(1);
  });

  it('can be switched off, and stays off after a reload', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.verdictOn.value = false;
    await flushPromises();
    expect(s.verdict.value).toBe('off');
    expect(fake.pending()).toHaveLength(0); // the question was cancelled
    expect(readItem(storageKeys.verdict)).toBe('off');
    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(fake.pending()).toHaveLength(0);
    const again = await open('#/athena?deal=2');
    expect(again.s.verdict.value).toBe('off');
    expect(again.fake.started).toHaveLength(0);
  });

  it('says "solver unavailable" when no worker can start, and the page still plays', async () => {
    const { s } = await open('#/athena?deal=2', 'throws');
    await flushPromises();
    expect(s.verdict.value).toBe('unavailable');
    expect(s.tryMove({ kind: 'draw' })).toBeNull();
  });
});

describe('hints', () => {
  it('gives the solver’s move at once when the verdict already proved a win, and says it is proven', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    fake.answer();
    await flushPromises();
    s.showHint();
    expect(s.hint.value).not.toBeNull();
    expect(s.announcement.value).toMatch(/^Hint: .* Proven: this move leads to a win\.$/);
    expect(s.toast.value?.text).toBe(s.announcement.value);
  });

  it('waits for the verdict search already under way instead of starting another', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.showHint();
    expect(s.hintPending.value).toBe(true);
    expect(s.toast.value?.text).toBe('Looking for a hint…');
    await flushPromises();
    expect(fake.pending()).toHaveLength(1);
    fake.answer();
    await flushPromises();
    expect(s.hintPending.value).toBe(false);
    expect(s.announcement.value).toMatch(/Proven/);
  });

  it('asks for a hint when the verdict is off, and falls back on a suggestion without a proof', async () => {
    writeItem(storageKeys.verdict, 'off');
    const { s, fake } = await open('#/athena?deal=3');
    s.showHint();
    await flushPromises();
    expect(fake.pending()).toMatchObject([{ kind: 'hint' }]);
    fake.answer(() => ({ kind: 'hint', verdict: 'unknown', move: { kind: 'draw' }, proven: false }));
    await flushPromises();
    expect(s.announcement.value).toMatch(/A suggestion, not proven\.$/);
  });

  it('drops a hint that arrives after the position changed', async () => {
    writeItem(storageKeys.verdict, 'off');
    const { s, fake } = await open('#/athena?deal=2');
    s.showHint();
    await flushPromises();
    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(fake.pending()).toHaveLength(0); // cancelled by the newer position
    expect(s.hint.value).toBeNull();
    expect(s.announcement.value).not.toMatch(/^Hint/);
  });

  it('suggests at once when the solver is unavailable', async () => {
    const { s } = await open('#/athena?deal=2', 'throws');
    s.showHint();
    expect(s.announcement.value).toMatch(/^Hint: .* A suggestion, not proven\.$/);
  });
});

describe('winnable deals only', () => {
  it('deals what the solver found, keeping the old game untouchable meanwhile, and the link names the deal', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    fake.answer();
    await flushPromises();
    s.winnableOnly.value = true;
    s.newGame();
    expect(s.seeking.value).toBe(true);
    expect(s.announcement.value).toBe('Looking for a deal that can be won…');
    await flushPromises();
    expect(fake.pending()).toMatchObject([{ kind: 'winnableDeal', variant: 'athena', seed: 4242 }]);
    const before = s.state.value;
    s.tryMove({ kind: 'draw' });
    expect(s.state.value).toBe(before);
    fake.answer(() => ({ kind: 'winnableDeal', deal: 123456789 }));
    await flushPromises();
    expect(s.seeking.value).toBe(false);
    expect(s.game.value.deal).toBe(123456789);
    expect(s.route.value).toBe('#/athena?deal=123456789');
    expect(s.announcement.value).toMatch(/^Athena, deal 123456789: the solver proved it can be won\./);
    expect(readItem(storageKeys.winnableOnly)).toBe('on');
  });

  it('says so and deals an ordinary deal when none is found in time', async () => {
    const { s, fake } = await open('#/klondike?deal=5&draw=3');
    s.winnableOnly.value = true;
    s.newGame();
    await flushPromises();
    fake.answer(() => ({ kind: 'winnableDeal', deal: null }));
    await flushPromises();
    expect(s.game.value.deal).toBe(4242);
    expect(s.rules.value.chosen).toEqual({ draw: 3 });
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.noWinnableDeal']);
  });

  it('deals an ordinary deal with a notice when the solver is unavailable', async () => {
    const { s } = await open('#/athena?deal=2', 'throws');
    await flushPromises();
    s.winnableOnly.value = true;
    s.newGame();
    expect(s.game.value.deal).toBe(4242);
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.solverUnavailable']);
  });

  it('leaves linked deals and chosen deal numbers alone', async () => {
    writeItem(storageKeys.winnableOnly, 'on');
    const { s, fake } = await open('#/athena?deal=31');
    expect(s.game.value.deal).toBe(31);
    s.startChosen(findVariant('shamrocks')!, {}, 8);
    await flushPromises();
    expect([s.rules.value.id, s.game.value.deal]).toEqual(['shamrocks', 8]);
    expect(fake.pending().map((r) => r.kind)).toEqual(['verdict']);
  });

  it('a game put on the table meanwhile wins over the search', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.winnableOnly.value = true;
    s.newGame();
    await flushPromises();
    s.openRoute('#/athena?deal=9', '');
    await flushPromises();
    expect(s.seeking.value).toBe(false);
    expect(fake.pending().map((r) => r.kind)).toEqual(['verdict']);
    const g = startGame(findVariant('athena')!, 9);
    expect(g.ok && currentState(g.value)).toEqual(s.state.value);
    expect(s.tryMove({ kind: 'draw' })).toBeNull();
    expect(s.state.value.moveCount).toBe(1);
  });
});
