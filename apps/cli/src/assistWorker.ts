// Entry of the solver thread (built to dist/assistWorker.js): one request at a time, answered when its search ends.
// A search cannot be interrupted by a message (it never yields), so the game cancels one by ending the thread.
import { parentPort } from 'node:worker_threads';
import { type AssistRequest, handleAssistRequest } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';
import { threadClock } from './threadClock.js';

parentPort?.on('message', (request: AssistRequest) =>
  parentPort!.postMessage(handleAssistRequest(request, findVariant, threadClock)),
);
