/**
 * A worker thread for root-parallel search (`analyse --workers N`): searches the position it is given and
 * posts the answer on its port, then wakes the main thread through the shared counter.
 */
import { workerData, type MessagePort } from 'node:worker_threads';
import { createGame, type ScenarioDocument } from '../engine';
import { search, type SearchOptions } from '../ai';

interface Job {
  position: ScenarioDocument;
  options: SearchOptions;
  port: MessagePort;
  done: Int32Array;
}

const job = workerData as Job;
try {
  const game = createGame(job.position);
  if (!game.ok) job.port.postMessage({ error: `${game.error.code}: ${game.error.message}` });
  else job.port.postMessage({ result: search(game.value.state, job.options) });
} catch (e) {
  job.port.postMessage({ error: (e as Error).stack ?? String(e) });
}
Atomics.add(job.done, 0, 1);
Atomics.notify(job.done, 0);
