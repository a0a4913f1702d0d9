import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { type GameState, newDeal } from '@solitaire/engine';
import { athena, bureau } from '@solitaire/variants';
import { AssistLane, assistWorkerUrl, spawnAssistWorker } from './assistLane.js';
import type { AssistQuery, AssistResponse } from './assistProtocol.js';
import { fakeWorkers, rulesOf } from './testing.js';

/** Polls until the check passes; fails with the last error after a generous wait (no timing is asserted). */
const until = async (check: () => void, timeoutMs = 30_000): Promise<void> => {
  const start = Date.now();
  for (;;) {
    try { check(); return; } catch (e) {
      if (Date.now() - start > timeoutMs) throw e;
      await new Promise((r) => setTimeout(r, 10));
    }
  }
};

const verdict = (state: GameState, timeMs = 10_000, variant = 'athena', kind: 'verdict' | 'hint' = 'verdict'): AssistQuery =>
  ({ kind, variant, options: {}, state, budget: { timeMs } });
const deal1 = newDeal(rulesOf(athena), 1);

/** A promise settled from outside: an answer the test releases when it wants. */
const deferred = <T,>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
};

describe('AssistLane', () => {
  it('answers each request once, with its id, and keeps an idle thread for the next one', async () => {
    const fake = fakeWorkers();
    const lane = new AssistLane(fake.spawn);
    const answers: AssistResponse[] = [];
    const first = lane.submit(verdict(deal1), (r) => answers.push(r));
    expect(lane.busy).toBe(true);
    await until(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({ id: first, kind: 'verdict', outcome: 'won' });
    expect(lane.busy).toBe(false);
    const second = lane.submit(verdict(deal1), (r) => answers.push(r));
    await until(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toMatchObject({ id: second });
    expect(second).not.toBe(first);
    expect(fake.workers).toHaveLength(1);
    expect(fake.workers[0]!.requests.map((r) => r.id)).toEqual([first, second]);
  });

  it('cancels a running request by ending its thread when a newer one comes; the old answer is never delivered', async () => {
    const held = deferred<AssistResponse>();
    const fake = fakeWorkers((r) => (r.kind === 'hint' ? held.promise : { id: r.id, kind: 'verdict', outcome: 'lost', move: null }));
    const lane = new AssistLane(fake.spawn);
    const answers: string[] = [];
    const old = lane.submit(verdict(deal1, 10_000, 'athena', 'hint'), () => answers.push('old'));
    lane.submit(verdict(deal1), (r) => answers.push(r.kind));
    expect(fake.workers.map((w) => w.terminated)).toEqual([true, false]);
    held.resolve({ id: old, kind: 'hint', move: null, proven: false, verdict: 'unknown' });
    await until(() => expect(answers).toEqual(['verdict']));
    expect(lane.spawned).toBe(2);
  });

  it('ends the thread on cancel only when a request runs', async () => {
    const fake = fakeWorkers(() => new Promise<AssistResponse>(() => undefined));
    const lane = new AssistLane(fake.spawn);
    lane.cancel();
    expect(fake.workers).toHaveLength(0);
    lane.submit(verdict(deal1), () => { throw new Error('a cancelled request was answered'); });
    lane.cancel();
    expect(fake.workers[0]!.terminated).toBe(true);
    expect(lane.busy).toBe(false);
  });

  it('turns a crashed or unstartable thread into an error answer, and starts a fresh one next time', async () => {
    const fake = fakeWorkers(() => new Promise<AssistResponse>(() => undefined));
    const lane = new AssistLane(fake.spawn);
    const answers: AssistResponse[] = [];
    const id = lane.submit(verdict(deal1), (r) => answers.push(r));
    fake.workers[0]!.fail('out of memory');
    expect(answers).toEqual([{ id, kind: 'error', message: 'out of memory' }]);
    lane.submit(verdict(deal1), (r) => answers.push(r));
    expect(fake.workers).toHaveLength(2);

    const broken = new AssistLane(() => { throw new Error('no threads here'); });
    const got: AssistResponse[] = [];
    broken.submit(verdict(deal1), (r) => got.push(r));
    expect(got).toMatchObject([{ kind: 'error', message: 'no threads here' }]);
  });
});

// The solver thread as built: the test needs dist/assistWorker.js (the end-to-end test needs dist/ too).
const built = new URL('../dist/assistWorker.js', import.meta.url);

describe('the built solver thread', () => {
  let lane: AssistLane | null = null;
  afterEach(() => lane?.close());

  it('answers through worker_threads, and a newer request ends a search still running', async () => {
    if (!existsSync(built)) throw new Error(`${built.pathname} is missing: build the CLI first (pnpm turbo run build --filter=@solitaire/cli)`);
    expect(assistWorkerUrl().pathname.endsWith('/assistWorker.js')).toBe(true);
    lane = new AssistLane(() => spawnAssistWorker(built));
    const answers: AssistResponse[] = [];
    lane.submit(verdict(deal1), (r) => answers.push(r));
    await until(() => expect(answers).toHaveLength(1));
    expect(answers[0]).toMatchObject({ kind: 'verdict', outcome: 'won' });

    // A Bureau deal the solver does not decide for a long time: only ending its thread can stop it.
    lane.submit(verdict(newDeal(rulesOf(bureau), 1), 600_000, 'bureau'), () => answers.push({ id: -1, kind: 'error', message: 'superseded answer' }));
    lane.submit({ kind: 'winnableDeal', variant: 'athena', options: {}, seed: 3, budget: { timeMs: 10_000, maxTries: 5 } }, (r) => answers.push(r));
    await until(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toMatchObject({ kind: 'winnableDeal' });
    expect((answers[1] as Extract<AssistResponse, { kind: 'winnableDeal' }>).deal).toEqual(expect.any(Number));
    expect(lane.spawned).toBe(2);
  });
});
