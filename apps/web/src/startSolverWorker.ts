// Starts the solver worker in a browser. Over http(s) the worker is its own file; a page opened from disk may not
// start workers from files (Chrome refuses any file:// script for a worker), so there the same file is loaded as a
// plain script, which hands over its own source (see classic-script.ts), and the worker starts from a blob.
import { afterFirstPaint } from './firstPaint.js';
import { loadScript } from './loadScript.js';
import { workerSourceGlobal } from './workerSource.js';
import solverWorkerUrl from './solverWorker.ts?worker&url';

const loadSource = async (url: string): Promise<string> => {
  const source = await loadScript(url, workerSourceGlobal);
  if (typeof source !== 'string') throw new Error('the solver script did not hand over its source');
  return source;
};

let blobUrl: Promise<string> | null = null;

/** Starts one solver worker (rejects where workers cannot run). */
export const startSolverWorker = async (): Promise<Worker> => {
  if (typeof Worker !== 'function') throw new Error('no workers here');
  // The first worker waits for the first frame with cards: its download and a search running on another core must
  // not compete with the page's first paint.
  await afterFirstPaint();
  // The development server serves the worker as an ES module; the build makes it a classic script.
  if (location.protocol !== 'file:')
    return new Worker(solverWorkerUrl, { type: import.meta.env.DEV ? 'module' : 'classic' });
  blobUrl ??= loadSource(solverWorkerUrl).then((source) =>
    URL.createObjectURL(new Blob([source], { type: 'text/javascript' })),
  );
  blobUrl.catch(() => {
    blobUrl = null;
  });
  return new Worker(await blobUrl);
};
