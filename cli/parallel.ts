/**
 * Root-parallel search in Node (issue 6): N worker threads search the same position with different seeds
 * and their root statistics are merged (ai/merge.ts). Synchronous for the caller: the main thread sleeps on
 * a shared counter (Atomics.wait) and reads each answer with receiveMessageOnPort.
 */
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { toScenario, type GameState } from '../engine';
import { mergeResults, type SearchOptions, type SearchResult } from '../ai';
import { CliError } from './errors';

/** Searches `state` on `workers` threads (seeds `<seed>:w0`, `<seed>:w1`, …) and merges the answers. */
export function searchInWorkers(state: GameState, options: SearchOptions, workers: number): SearchResult {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const position = toScenario(state);
  const channels = Array.from({ length: workers }, () => new MessageChannel());
  const threads = channels.map(
    (ch, k) =>
      new Worker(new URL('./search-worker-boot.mjs', import.meta.url), {
        workerData: {
          position,
          options: { ...options, seed: `${options.seed ?? 'mcts'}:w${k}` },
          port: ch.port2,
          done,
        },
        transferList: [ch.port2],
      }),
  );
  try {
    while (Atomics.load(done, 0) < workers) Atomics.wait(done, 0, Atomics.load(done, 0), 1000);
    const results: SearchResult[] = [];
    for (const ch of channels) {
      const msg = receiveMessageOnPort(ch.port1)?.message as
        { result?: SearchResult; error?: string } | undefined;
      if (msg?.result === undefined) throw new CliError(`search worker failed: ${msg?.error ?? 'no answer'}`);
      results.push(msg.result);
    }
    return mergeResults(results);
  } finally {
    for (const t of threads) void t.terminate();
    for (const ch of channels) ch.port1.close();
  }
}
