import { describe, expect, it } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { athena } from '@solitaire/variants';
import { SolverLane, type SolverTransport } from './lane.js';
import { type AssistQuery, type AssistRequest, type AssistResponse, budgets } from './protocol.js';

/** Threads that answer when the test says so: each keeps its requests and can answer, fail or be ended. */
const fakeThreads = () => {
  const threads: { requests: AssistRequest[]; terminated: boolean; answer: (r: AssistResponse) => void; fail: (m: string) => void }[] = [];
  const spawn = (): SolverTransport => {
    let onMessage: (r: AssistResponse) => void = () => undefined;
    let onError: (m: string) => void = () => undefined;
    const t = { requests: [] as AssistRequest[], terminated: false, answer: (r: AssistResponse) => onMessage(r), fail: (m: string) => onError(m) };
    threads.push(t);
    return {
      post: (r) => { t.requests.push(r); },
      terminate: () => { t.terminated = true; },
      onMessage: (l) => { onMessage = l; },
      onError: (l) => { onError = l; },
    };
  };
  return { threads, spawn };
};

const query: AssistQuery = { kind: 'position', variant: 'athena', options: {}, state: newDeal(rulesFor(athena), 1), budget: budgets.position };

describe('SolverLane', () => {
  it('answers each request once, with its id, and keeps an idle thread for the next one', () => {
    const fake = fakeThreads();
    const lane = new SolverLane(fake.spawn);
    const got: AssistResponse[] = [];
    const first = lane.submit(query, (r) => got.push(r));
    expect(lane.busy).toBe(true);
    fake.threads[0]!.answer({ id: first, kind: 'position', outcome: 'won', line: [] });
    fake.threads[0]!.answer({ id: first, kind: 'position', outcome: 'lost', line: null });
    expect(got).toEqual([{ id: first, kind: 'position', outcome: 'won', line: [] }]);
    expect(lane.busy).toBe(false);
    const second = lane.submit(query, (r) => got.push(r));
    expect(fake.threads).toHaveLength(1);
    expect(fake.threads[0]!.requests.map((r) => r.id)).toEqual([first, second]);
  });

  it('cancels a running request by ending its thread when a newer one comes; the old answer is never delivered', () => {
    const fake = fakeThreads();
    const lane = new SolverLane(fake.spawn);
    const got: string[] = [];
    const old = lane.submit(query, () => got.push('old'));
    const fresh = lane.submit(query, () => got.push('new'));
    expect(fake.threads.map((t) => t.terminated)).toEqual([true, false]);
    fake.threads[0]!.answer({ id: old, kind: 'position', outcome: 'won', line: [] });
    fake.threads[1]!.answer({ id: fresh, kind: 'position', outcome: 'won', line: [] });
    expect(got).toEqual(['new']);
    expect(lane.spawned).toBe(2);
  });

  it('ends the thread on cancel only when a request runs', () => {
    const fake = fakeThreads();
    const lane = new SolverLane(fake.spawn);
    lane.cancel();
    expect(fake.threads).toHaveLength(0);
    lane.submit(query, () => { throw new Error('a cancelled request was answered'); });
    lane.cancel();
    expect(fake.threads[0]!.terminated).toBe(true);
    expect(lane.busy).toBe(false);
  });

  it('turns a crashed or unstartable thread into an error answer, and starts a fresh one next time', () => {
    const fake = fakeThreads();
    const lane = new SolverLane(fake.spawn);
    const got: AssistResponse[] = [];
    const id = lane.submit(query, (r) => got.push(r));
    fake.threads[0]!.fail('out of memory');
    expect(got).toEqual([{ id, kind: 'error', message: 'out of memory' }]);
    lane.submit(query, (r) => got.push(r));
    expect(fake.threads).toHaveLength(2);

    const broken = new SolverLane(() => { throw new Error('no threads here'); });
    const none: AssistResponse[] = [];
    broken.submit(query, (r) => none.push(r));
    expect(none).toMatchObject([{ kind: 'error', message: 'no threads here' }]);
  });
});
