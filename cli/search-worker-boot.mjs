// Boots a search worker thread: registers tsx so the TypeScript worker (search-worker.ts) can load, and
// reports a failure to load on the job's port so the waiting main thread never hangs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  register();
  await import('./search-worker.ts');
} catch (e) {
  workerData.port.postMessage({ error: String(e?.stack ?? e) });
  Atomics.add(workerData.done, 0, 1);
  Atomics.notify(workerData.done, 0);
}
