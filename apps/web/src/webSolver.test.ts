import type { AssistQuery, AssistResponse } from '@solitaire/play';
import { flushPromises } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from './fakeSolver.js';
import { createWebSolver, workerTransport } from './webSolver.js';

const query: AssistQuery = {
  kind: 'winnableDeal',
  variant: 'athena',
  options: {},
  seed: 1,
  budget: { nodes: 1, timeMs: 1, memoryMB: 1 },
};

describe('the page’s solver', () => {
  it('holds requests until the worker has started, then posts them', async () => {
    const fake = fakeWorkers();
    let release: () => void = () => undefined;
    const t = workerTransport(
      new Promise((resolve) => {
        release = () => resolve(fake.start());
      }),
    );
    t.post({ ...query, id: 7 });
    await flushPromises();
    expect(fake.started).toHaveLength(0);
    release();
    await flushPromises();
    expect(fake.started[0]!.received.map((r) => r.id)).toEqual([7]);
  });

  it('ends a worker that arrives after it was given up', async () => {
    const fake = fakeWorkers();
    let release: () => void = () => undefined;
    const t = workerTransport(
      new Promise((resolve) => {
        release = () => resolve(fake.start());
      }),
    );
    t.terminate();
    release();
    await flushPromises();
    expect(fake.started[0]!.terminated).toBe(true);
  });

  it('turns itself off when workers cannot start: the request fails instead of waiting', async () => {
    const solver = createWebSolver(fakeWorkers('throws').start);
    const answers: AssistResponse[] = [];
    solver.deals.submit(query, (r) => answers.push(r));
    await flushPromises();
    expect(answers.map((a) => a.kind)).toEqual(['error']);
    expect(solver.available.value).toBe(false);
  });

  it('gives up on a worker that stays silent past the budget, without turning the solver off', async () => {
    vi.useFakeTimers();
    try {
      const fake = fakeWorkers();
      const solver = createWebSolver(fake.start);
      const answers: AssistResponse[] = [];
      solver.deals.submit(query, (r) => answers.push(r));
      await vi.advanceTimersByTimeAsync(15_000);
      expect(answers).toEqual([]);
      await vi.advanceTimersByTimeAsync(1000);
      expect(answers.map((a) => a.kind)).toEqual(['error']);
      expect(solver.available.value).toBe(true);
      solver.deals.submit({ ...query, seed: 2 }, () => undefined);
      await vi.advanceTimersByTimeAsync(0);
      expect(fake.started.map((w) => w.terminated)).toEqual([true, false]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a crash after a first answer as one failed request, and stays available', async () => {
    const fake = fakeWorkers();
    const solver = createWebSolver(fake.start);
    const answers: AssistResponse[] = [];
    solver.deals.submit(query, (r) => answers.push(r));
    await flushPromises();
    fake.answer(() => ({ kind: 'winnableDeal', deal: 3, tried: 1 }));
    solver.deals.submit({ ...query, seed: 2 }, (r) => answers.push(r));
    await flushPromises();
    fake.started[0]!.onerror?.({ message: 'boom', preventDefault: () => undefined } as ErrorEvent);
    expect(answers.map((a) => a.kind)).toEqual(['winnableDeal', 'error']);
    expect(solver.available.value).toBe(true);
    solver.deals.submit({ ...query, seed: 3 }, () => undefined);
    await flushPromises();
    expect(fake.started).toHaveLength(2);
  });
});
