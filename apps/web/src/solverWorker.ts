// The solver's thread: one request at a time, answered in order. The page cancels a search by terminating the
// worker, so nothing here needs to watch for cancellation.
import { answerSolverRequest } from './solverAnswer.js';
import type { SolverAnswer, SolverRequest } from './solverProtocol.js';

const scope = self as unknown as { onmessage: ((e: MessageEvent<SolverRequest>) => void) | null; postMessage: (a: SolverAnswer) => void };

scope.onmessage = (e) => {
  let answer: SolverAnswer;
  try {
    answer = answerSolverRequest(e.data);
  } catch (error) {
    answer = { id: e.data.id, kind: 'error', message: String(error) };
  }
  scope.postMessage(answer);
};
