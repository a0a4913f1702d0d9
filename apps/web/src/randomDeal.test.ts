import { MAX_PICKED_DEAL, randomDeal } from '@solitaire/play';
import { flushPromises } from '@vue/test-utils';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWorkers, promptTimer } from './fakeSolver.js';
import { createSession } from './pageSession.js';
import { createWebSolver } from './webSolver.js';

const inRange = (deal: number) => Number.isInteger(deal) && deal >= 1 && deal <= MAX_PICKED_DEAL;

// The page's own random source, the browser's: only the solver is faked.
const open = async (hash: string) => {
  const fake = fakeWorkers();
  const s = createSession('en', { now: () => 0, solver: createWebSolver(fake.start), timer: promptTimer() });
  s.openRoute(hash, '');
  await flushPromises();
  return { s, fake };
};

beforeEach(() => localStorage.clear());

describe('random deals', () => {
  it("range from 1 to play's MAX_PICKED_DEAL, whatever the 32 random bits", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 0xffff_ffff }), (bits) => inRange(randomDeal(() => bits))));
    expect([randomDeal(() => 0), randomDeal(() => MAX_PICKED_DEAL - 1), randomDeal(() => 0xffff_ffff)]).toEqual([
      1,
      MAX_PICKED_DEAL,
      (0xffff_ffff % MAX_PICKED_DEAL) + 1,
    ]);
  });

  it('give every deal the page deals at random, and every seed it starts a search from, a number in that range', async () => {
    const { s, fake } = await open('#/athena');
    const seen = [s.game.value.deal];
    for (let n = 0; n < 20; n++) {
      s.send({ type: 'newGame' });
      seen.push(s.game.value.deal);
    }
    const searches: { kind: string; seed: number }[] = [];
    const searchSeed = async () => {
      await flushPromises();
      for (const r of fake.pending()) if (r.kind !== 'position') searches.push({ kind: r.kind, seed: r.seed });
    };
    s.send({ type: 'ratedDeal', rating: 'easy' });
    await searchSeed();
    s.send({ type: 'cancel' });
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    await searchSeed();
    expect(searches.map((r) => r.kind)).toEqual(['pickDeal', 'winnableDeal']);
    const seeds = searches.map((r) => r.seed);
    expect([...seen, ...seeds].filter((d) => !inRange(d))).toEqual([]);
  });

  // The number of a winnable deal is the solver thread's answer: play numbers its tries as every random deal.
  it('give a deal the solver proved winnable a number in that range too', async () => {
    const { s, fake } = await open('#/athena');
    s.send({ type: 'setSettings', patch: { winnableOnly: true } });
    s.send({ type: 'newGame' });
    await flushPromises();
    fake.answer();
    await flushPromises();
    expect(s.seeking.value).toBe(false);
    expect(s.game.value.deal).toBeLessThanOrEqual(MAX_PICKED_DEAL);
  });
});
