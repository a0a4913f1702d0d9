// The solver's thread: one request at a time, answered in order. The page cancels a search by terminating the
// worker, so nothing here needs to watch for cancellation.
import { type AssistRequest, type AssistResponse, handleAssistRequest } from '@solitaire/play';
import { findVariant } from '@solitaire/variants';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<AssistRequest>) => void) | null;
  postMessage: (a: AssistResponse) => void;
};

scope.onmessage = (e) => scope.postMessage(handleAssistRequest(e.data, findVariant));
