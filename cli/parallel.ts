/**
 * Root-parallel search in Node (issue 6): N worker threads (search-worker.ts) search the same position with
 * different seeds and their root statistics are merged (ai/merge.ts). Synchronous for the caller.
 */
import { mergeResults, type SearchOptions, type SearchResult } from '../ai';
import type { PositionSource } from './position-source';
import { runWorkers } from './worker-pool';

/**
 * Searches the position of `source` on `workers` threads (seeds `<seed>:w0`, `<seed>:w1`, …, each with the
 * full budget) and merges the answers. Each worker rebuilds the position from `source` itself.
 */
export function searchInWorkers(
  source: PositionSource,
  options: SearchOptions,
  workers: number,
): SearchResult {
  const jobs = Array.from({ length: workers }, (_, k) => ({
    source,
    options: { ...options, seed: `${options.seed ?? 'mcts'}:w${k}` },
  }));
  const results: SearchResult[] = [];
  runWorkers(new URL('./search-worker.ts', import.meta.url), jobs, 'search worker', (message, k) => {
    results[k] = (message as { result: SearchResult }).result;
    return true;
  });
  return mergeResults(results);
}
