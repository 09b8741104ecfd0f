/**
 * Helper workers for root-parallel search in the app (`helper-pool.ts`): module workers started by the engine
 * worker, each hosting a `HelperSearch` behind Comlink.
 */
import * as Comlink from 'comlink';
import { helperCount, installHelpers } from '../../../session/helper-pool';
import type { HelperProgress, HelperSearch, SearchHelper } from '../../../session/helper-search';

/** A `SearchHelper` over a new helper worker named `skirmisher-search-helper-<index>`; `retire` terminates it. */
function workerHelper(index: number): SearchHelper {
  const worker = new Worker(new URL('./helper-worker.ts', import.meta.url), {
    type: 'module',
    name: `skirmisher-search-helper-${index}`,
  });
  const remote = Comlink.wrap<HelperSearch>(worker);
  return {
    begin: (state, options) => remote.begin(state, options),
    progress: () => remote.progress() as Promise<HelperProgress>,
    finished: () => remote.finished() as Promise<HelperProgress>,
    stop: () => remote.stop(),
    keep: (decision) => remote.keep(decision),
    result: () => remote.result(),
    retire: () => {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}

/**
 * Installs `helperCount(cores)` helper workers, started when the AI first searches: e.g. one on a 2-core
 * machine (`navigator.hardwareConcurrency`). Nothing where `Worker` does not exist in a worker.
 */
export function installHelperWorkers(cores: number | undefined): void {
  const n = helperCount(cores);
  if (n === 0 || typeof Worker === 'undefined') return;
  installHelpers(() => Array.from({ length: n }, (_, k) => workerHelper(k + 1)), {
    uiCores: cores,
    count: n,
  });
}
