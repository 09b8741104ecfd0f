// Boots a command-line worker thread (`analyse --workers`, `arena --workers`): registers tsx so the
// TypeScript worker module named by `workerData.entry` (a file URL, e.g. of cli/search-worker.ts) can load,
// and reports a failure to load on the job's port, then bumps the job's signal counter (Int32Array index 0)
// so the waiting main thread never hangs.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

try {
  register();
  await import(workerData.entry);
} catch (e) {
  workerData.port.postMessage({ error: String(e?.stack ?? e) });
  Atomics.add(workerData.signal, 0, 1);
  Atomics.notify(workerData.signal, 0);
}
