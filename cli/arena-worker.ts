/**
 * A worker thread of `arena --workers N` (arena-parallel.ts): loads the scenario, takes the next game index
 * from the shared counter until none is left, plays each game (arena-game.ts) and posts `{ game }`; then
 * `{ done: true }`, or `{ error }` on the first failure.
 */
import { workerData } from 'node:worker_threads';
import { playArenaGame, type ArenaSpec } from './arena-game';
import { loadScenario } from './load';
import { postToMain, type WorkerLink } from './worker-pool';

/** The job arena-parallel.ts sends: the scenario, the series, its length and the shared next-game counter. */
interface ArenaJob extends WorkerLink {
  /** Built-in scenario name or file, loaded here as in the main thread (position-source.ts says why). */
  scenario: string;
  spec: ArenaSpec;
  games: number;
  /** Index of the next game to play (Int32Array index 0), shared by all workers. */
  next: Int32Array;
}

const job = workerData as ArenaJob;
try {
  const doc = loadScenario(job.scenario);
  for (let k = Atomics.add(job.next, 0, 1); k < job.games; k = Atomics.add(job.next, 0, 1)) {
    postToMain(job, { game: playArenaGame(doc, job.spec, k) });
  }
  postToMain(job, { done: true });
} catch (e) {
  postToMain(job, { error: (e as Error).stack ?? String(e) });
}
