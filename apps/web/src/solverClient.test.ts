import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeWorkers } from './fakeSolver.js';
import { createSolverClient } from './solverClient.js';
import { type SolverRequestBody, budgets } from './solverProtocol.js';

const deal = (seed: number): SolverRequestBody => ({ kind: 'winnableDeal', variant: 'athena', options: {}, seed, budget: budgets.winnableDeal });
const found = (d: number) => () => ({ kind: 'winnableDeal' as const, deal: d });
const settled = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => { vi.useRealTimers(); });

describe('solver client', () => {
  it('posts a request to a worker started on demand and resolves with its answer', async () => {
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    expect(fake.started).toHaveLength(0);
    const reply = client.request(deal(1));
    await settled();
    expect(fake.pending()).toMatchObject([{ kind: 'winnableDeal', seed: 1 }]);
    fake.answer(found(77));
    expect(await reply).toMatchObject({ kind: 'winnableDeal', deal: 77 });
  });

  it('keeps an idle worker for the next request', async () => {
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    const first = client.request(deal(1));
    await settled();
    fake.answer(found(1));
    await first;
    const second = client.request(deal(2));
    await settled();
    fake.answer(found(2));
    expect(await second).toMatchObject({ deal: 2 });
    expect(fake.started).toHaveLength(1);
    expect(fake.started[0]!.terminated).toBe(false);
  });

  it('cancels a request under way by terminating its worker when a newer one comes', async () => {
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    const older = client.request(deal(1));
    await settled();
    const newer = client.request(deal(2));
    expect(await older).toEqual({ kind: 'cancelled' });
    await settled();
    expect(fake.started.map((w) => w.terminated)).toEqual([true, false]);
    expect(fake.pending()).toMatchObject([{ seed: 2 }]);
    fake.answer(found(2));
    expect(await newer).toMatchObject({ deal: 2 });
  });

  it('ignores a late answer from a terminated worker', async () => {
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    const older = client.request(deal(1));
    await settled();
    const oldWorker = fake.started[0]!;
    client.cancel();
    expect(await older).toEqual({ kind: 'cancelled' });
    const newer = client.request(deal(2));
    await settled();
    oldWorker.on.message({ id: oldWorker.received[0]!.id, kind: 'winnableDeal', deal: 1 });
    fake.answer(found(2));
    expect(await newer).toMatchObject({ deal: 2 });
  });

  it('turns itself off when workers cannot start, and answers at once from then on', async () => {
    for (const broken of ['throws', 'errors'] as const) {
      const client = createSolverClient(fakeWorkers(broken).factory);
      expect(await client.request(deal(1))).toEqual({ kind: 'unavailable' });
      expect(client.available.value).toBe(false);
      expect(await client.request(deal(2))).toEqual({ kind: 'unavailable' });
    }
    expect(await createSolverClient(null).request(deal(1))).toEqual({ kind: 'unavailable' });
  });

  it('counts a crash after a first answer as one failed request, and starts a new worker next time', async () => {
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    const first = client.request(deal(1));
    await settled();
    fake.answer(found(1));
    await first;
    const second = client.request(deal(2));
    await settled();
    fake.started[0]!.on.error();
    expect(await second).toEqual({ kind: 'failed' });
    expect(client.available.value).toBe(true);
    const third = client.request(deal(3));
    await settled();
    expect(fake.started).toHaveLength(2);
    fake.answer(found(3));
    expect(await third).toMatchObject({ deal: 3 });
  });

  it('gives up on a worker that never answers', async () => {
    vi.useFakeTimers();
    const fake = fakeWorkers();
    const client = createSolverClient(fake.factory);
    const reply = client.request(deal(1));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(await reply).toEqual({ kind: 'failed' });
    expect(fake.started[0]!.terminated).toBe(true);
  });
});
