import { describe, expect, it, vi } from 'vitest';
import { newDeal } from '@solitaire/engine';
import { rulesFor } from '@solitaire/engine/testing';
import { athena } from '@solitaire/variants';
import { LANE_SLACK_MS, SolverLane, type SolverTransport, noAnswer, platformTimer, solverLanes } from './lane.js';
import { type AssistQuery, type AssistRequest, type AssistResponse, budgetMs, budgets } from './protocol.js';

/** Threads that answer when the test says so: each keeps its requests and can answer, fail or be ended. */
const fakeThreads = () => {
  const threads: {
    requests: AssistRequest[];
    terminated: boolean;
    answer: (r: AssistResponse) => void;
    fail: (m: string) => void;
  }[] = [];
  const spawn = (): SolverTransport => {
    let onMessage: (r: AssistResponse) => void = () => undefined;
    let onError: (m: string) => void = () => undefined;
    const t = {
      requests: [] as AssistRequest[],
      terminated: false,
      answer: (r: AssistResponse) => onMessage(r),
      fail: (m: string) => onError(m),
    };
    threads.push(t);
    return {
      post: (r) => {
        t.requests.push(r);
      },
      terminate: () => {
        t.terminated = true;
      },
      onMessage: (l) => {
        onMessage = l;
      },
      onError: (l) => {
        onError = l;
      },
    };
  };
  return { threads, spawn };
};

const query: AssistQuery = {
  kind: 'position',
  variant: 'athena',
  options: {},
  state: newDeal(rulesFor(athena), 1),
  budget: budgets.position,
};

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
    lane.submit(query, () => {
      throw new Error('a cancelled request was answered');
    });
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

    const broken = new SolverLane(() => {
      throw new Error('no threads here');
    });
    const none: AssistResponse[] = [];
    broken.submit(query, (r) => none.push(r));
    expect(none).toMatchObject([{ kind: 'error', message: 'no threads here' }]);
  });
});

/** A timer the test moves by hand: no wall clock. */
const handTimer = () => {
  let now = 0;
  let timers: { at: number; fire: () => void; stopped: boolean }[] = [];
  return {
    timer: {
      start: (ms: number, fire: () => void) => {
        const t = { at: now + ms, fire, stopped: false };
        timers.push(t);
        return () => {
          t.stopped = true;
        };
      },
    },
    advance: (ms: number) => {
      now += ms;
      const due = timers.filter((t) => !t.stopped && t.at <= now);
      timers = timers.filter((t) => !due.includes(t));
      for (const t of due) t.fire();
    },
    running: () => timers.filter((t) => !t.stopped).length,
  };
};

/** A lane on fake threads with a hand timer, and the answers it gave. */
const timedLane = () => {
  const fake = fakeThreads();
  const clock = handTimer();
  return { fake, clock, lane: new SolverLane(fake.spawn, clock.timer), got: [] as AssistResponse[] };
};

describe('SolverLane with a timer', () => {
  const budgetPlusSlack = budgets.position.timeMs + LANE_SLACK_MS;

  it('gives up a thread silent past the budget and the slack: ends it, answers an error, starts afresh next time', () => {
    const { fake, clock, lane, got } = timedLane();
    const id = lane.submit(query, (r) => got.push(r));
    clock.advance(budgetPlusSlack - 1);
    expect(got).toEqual([]);
    clock.advance(1);
    expect(got).toEqual([{ id, kind: 'error', message: noAnswer }]);
    expect(fake.threads[0]!.terminated).toBe(true);
    expect(lane.busy).toBe(false);
    fake.threads[0]!.answer({ id, kind: 'position', outcome: 'won', line: [] }); // too late: never delivered
    expect(got).toHaveLength(1);
    lane.submit(query, () => undefined);
    expect(fake.threads).toHaveLength(2);
  });

  it('stops the countdown when the answer comes, when cancelled, and when superseded', () => {
    const { fake, clock, lane, got } = timedLane();
    const id = lane.submit(query, (r) => got.push(r));
    fake.threads[0]!.answer({ id, kind: 'position', outcome: 'won', line: [] });
    expect(clock.running()).toBe(0);
    lane.submit(query, (r) => got.push(r));
    lane.cancel();
    expect(clock.running()).toBe(0);
    lane.submit(query, (r) => got.push(r));
    const last = lane.submit(query, (r) => got.push(r));
    expect(clock.running()).toBe(1);
    clock.advance(budgetPlusSlack);
    expect(got.map((r) => [r.id, r.kind])).toEqual([
      [id, 'position'],
      [last, 'error'],
    ]);
  });

  it('waits as long as a pick may take: every deal it may try has its budget', () => {
    const { clock, lane, got } = timedLane();
    const pick: AssistQuery = {
      kind: 'pickDeal',
      variant: 'athena',
      options: {},
      seed: 1,
      want: null,
      budget: budgets.pickDeal,
    };
    lane.submit(pick, (r) => got.push(r));
    clock.advance(budgets.pickDeal.timeMs + LANE_SLACK_MS);
    expect(got).toEqual([]);
    clock.advance(budgetMs(budgets.pickDeal));
    expect(got.map((r) => r.kind)).toEqual(['error']);
  });
});

describe('platformTimer and solverLanes', () => {
  it('fires once after its time unless stopped first', () => {
    vi.useFakeTimers();
    try {
      let fired = 0;
      platformTimer.start(100, () => fired++);
      const stop = platformTimer.start(100, () => (fired += 10));
      stop();
      vi.advanceTimersByTime(99);
      expect(fired).toBe(0);
      vi.advanceTimersByTime(1);
      expect(fired).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives two lanes of their own over one way of starting threads', () => {
    const lanes = solverLanes(() => {
      throw new Error('no threads here');
    }, null);
    expect(lanes.position).not.toBe(lanes.deals);
    let answer: AssistResponse | null = null;
    lanes.position.submit(
      {
        kind: 'position',
        variant: 'athena',
        options: {},
        state: newDeal(rulesFor(athena), 1),
        budget: budgets.position,
      },
      (r) => (answer = r),
    );
    expect(answer).toMatchObject({ kind: 'error', message: 'no threads here' });
    expect(lanes.deals.busy).toBe(false);
  });
});
