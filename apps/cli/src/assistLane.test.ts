import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerTransport } from './assistLane.js';

/** How many of the resources keeping this process alive are of `kind`. */
const holding = (kind: string) => process.getActiveResourcesInfo().filter((r) => r === kind).length;

describe('the solver thread transport', () => {
  it('never lets an idle thread it listens to keep the program alive', async () => {
    const before = [holding('Worker'), holding('MessagePort')];
    // A thread that never ends by itself, as an idle solver thread waiting for its next request.
    const worker = new Worker('setInterval(() => {}, 1000);', { eval: true });
    try {
      const transport = workerTransport(worker);
      transport.onMessage(() => {});
      transport.onError(() => {});
      expect([holding('Worker'), holding('MessagePort')]).toEqual(before);
    } finally {
      await worker.terminate();
    }
  });
});
