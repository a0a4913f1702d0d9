// The solver's assistance as the page carries it out (play decides; the page asks its lanes and words the answers),
// with a fake worker the tests answer by hand or with the real
// solver (in the test's own thread).
import { currentState, startGame } from '@solitaire/engine';
import { findVariant } from '@solitaire/variants';
import { flushPromises } from '@vue/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWorkers, promptTimer } from './fakeSolver.js';
import { createSession } from './pageSession.js';
import { readItem, storageKeys, writeItem } from './browserStorage.js';
import { createWebSolver } from './webSolver.js';

const open = async (hash: string, broken: 'throws' | null = null) => {
  const fake = fakeWorkers(broken);
  const s = createSession('en', {
    now: () => 0,
    randomDeal: () => 4242,
    solver: createWebSolver(fake.start),
    timer: promptTimer(),
  });
  s.openRoute(hash, '');
  await flushPromises();
  return { s, fake };
};
const verdictOf = (outcome: 'won' | 'lost' | 'unknown') => () => ({ kind: 'position' as const, outcome, line: null });

beforeEach(() => localStorage.clear());

describe('the live verdict', () => {
  it('asks about each new position, says when the answer changes, and cancels the question about an older one', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    expect(s.verdict.value).toBe('thinking');
    expect(fake.pending()).toMatchObject([{ kind: 'position', variant: 'athena', state: s.state.value }]);
    fake.answer();
    await flushPromises();
    expect(s.verdict.value).toBe('won');
    expect(s.announcement.value).toBe('Athena, deal 2. This game can still be won.');

    // A move of the win found keeps the verdict without asking; leaving it asks again, and a newer position
    // cancels the question about an older one.
    s.send({ type: 'playHint' });
    await flushPromises();
    expect([s.verdict.value, fake.pending()]).toEqual(['won', []]);
    for (let n = 0; n < 10 && s.verdict.value === 'won'; n++) s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(s.verdict.value).toBe('thinking');
    expect(fake.started.filter((w) => w.terminated)).toHaveLength(0);
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
    s.send({ type: 'undo' });
    await flushPromises();
    // Back at the deal: it is the deal itself that cannot be won.
    expect(s.verdict.value).toBe('lostDeal');
    expect(fake.pending()).toHaveLength(0);
    expect(fake.started[0]!.received).toHaveLength(1);
  });

  it('can be switched off, and stays off after a reload', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.send({ type: 'setSettings', patch: { verdict: false } });
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
    s.send({ type: 'hint' });
    expect(s.hint.value).not.toBeNull();
    expect(s.announcement.value).toMatch(/^Hint: .* Proven: this move leads to a win\.$/);
    expect(s.toast.value?.text).toBe(s.announcement.value);
  });

  it('waits for the verdict search already under way instead of starting another', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.send({ type: 'hint' });
    expect(s.play.value.hintPending).toBe(true);
    expect(s.toast.value?.text).toMatch(/A suggestion, not proven\.$/); // until the proof comes
    await flushPromises();
    expect(fake.pending()).toHaveLength(1);
    fake.answer();
    await flushPromises();
    expect(s.play.value.hintPending).toBe(false);
    expect(s.announcement.value).toMatch(/Proven/);
  });

  it('asks for a hint when the verdict is off, and falls back on a suggestion without a proof', async () => {
    writeItem(storageKeys.verdict, 'off');
    const { s, fake } = await open('#/athena?deal=3');
    s.send({ type: 'hint' });
    await flushPromises();
    expect(fake.pending()).toMatchObject([{ kind: 'position' }]);
    fake.answer(verdictOf('unknown'));
    await flushPromises();
    expect(s.announcement.value).toMatch(/A suggestion, not proven\.\u200b?$/);
  });

  it('drops a hint that arrives after the position changed', async () => {
    writeItem(storageKeys.verdict, 'off');
    const { s, fake } = await open('#/athena?deal=2');
    s.send({ type: 'hint' });
    await flushPromises();
    s.tryMove({ kind: 'draw' });
    await flushPromises();
    expect(fake.pending()).toHaveLength(0); // cancelled by the newer position
    expect(s.hint.value).toBeNull();
    expect(s.announcement.value).not.toMatch(/^Hint/);
  });

  it('suggests at once when the solver is unavailable', async () => {
    const { s } = await open('#/athena?deal=2', 'throws');
    s.send({ type: 'hint' });
    expect(s.announcement.value).toMatch(/^Hint: .* A suggestion, not proven\.$/);
  });
});

describe('winnable deals only', () => {
  it('deals what the solver found, keeping the old game untouchable meanwhile, and the link names the deal', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    fake.answer();
    await flushPromises();
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    expect(s.seeking.value).toBe(true);
    expect(s.announcement.value).toBe('Looking for a deal that can be won…');
    await flushPromises();
    expect(fake.pending()).toMatchObject([{ kind: 'winnableDeal', variant: 'athena', seed: 4242 }]);
    const before = s.state.value;
    s.tryMove({ kind: 'draw' });
    expect(s.state.value).toBe(before);
    fake.answer(() => ({ kind: 'winnableDeal', deal: 123456789, tried: 1 }));
    await flushPromises();
    expect(s.seeking.value).toBe(false);
    expect(s.game.value.deal).toBe(123456789);
    expect(s.route.value).toBe('#/athena?deal=123456789');
    expect(s.announcement.value).toMatch(/^Athena, deal 123456789: the solver proved it can be won\./);
    expect(readItem(storageKeys.winnableOnly)).toBe('on');
  });

  it('says so and deals an ordinary deal when none is found in time', async () => {
    const { s, fake } = await open('#/klondike?deal=5&draw=3');
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    await flushPromises();
    fake.answer(() => ({ kind: 'winnableDeal', deal: null, tried: 8 }));
    await flushPromises();
    expect(s.game.value.deal).toBe(4242);
    expect(s.rules.value.chosen).toEqual({ draw: 3 });
    expect(s.notices.value.map((n) => n.key)).toEqual(['notice.noWinnableDeal']);
  });

  it('deals an ordinary deal with a notice when the solver is unavailable', async () => {
    const { s } = await open('#/athena?deal=2', 'throws');
    await flushPromises();
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    await flushPromises();
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
    expect(fake.pending().map((r) => r.kind)).toEqual(['position']);
  });

  it('a game put on the table meanwhile wins over the search', async () => {
    const { s, fake } = await open('#/athena?deal=2');
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    await flushPromises();
    s.openRoute('#/athena?deal=9', '');
    await flushPromises();
    expect(s.seeking.value).toBe(false);
    expect(fake.pending().map((r) => r.kind)).toEqual(['position']);
    const g = startGame(findVariant('athena')!, 9);
    expect(g.ok && currentState(g.value)).toEqual(s.state.value);
    expect(s.tryMove({ kind: 'draw' })).toBeNull();
    expect(s.state.value.moveCount).toBe(1);
  });
});
