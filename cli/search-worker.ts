/**
 * A worker thread for root-parallel search (`analyse --workers N`, parallel.ts): rebuilds the position the
 * main thread analyses, waits until every worker is ready, searches it and posts `{ result }` (or
 * `{ error }`) to the main thread.
 */
import { workerData } from 'node:worker_threads';
import { search, type SearchOptions } from '../ai';
import { rebuildPosition, type PositionSource } from './position-source';
import { postToMain, startTogether, type WorkerLink } from './worker-pool';

/** The job parallel.ts sends: how to rebuild the position, and the search options. */
interface SearchJob extends WorkerLink {
  source: PositionSource;
  options: SearchOptions;
}

const job = workerData as SearchJob;
try {
  const state = rebuildPosition(job.source);
  startTogether(job);
  postToMain(job, { result: search(state, job.options) });
} catch (e) {
  postToMain(job, { error: (e as Error).stack ?? String(e) });
}
