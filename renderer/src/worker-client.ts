/** Starts the engine worker (an ES module worker) and wraps its `GameService` with Comlink. */
import * as Comlink from 'comlink';
import type { AsyncService, GameClient } from './client';
import type { GameService } from './game-service';

/** A client whose calls run in a dedicated module worker, keeping the UI thread free. */
export function createWorkerClient(): GameClient {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'skirmisher-engine',
  });
  const remote = Comlink.wrap<GameService>(worker);
  return {
    service: remote as unknown as AsyncService<GameService>,
    proxy: (callback) => Comlink.proxy(callback),
    dispose: () => {
      remote[Comlink.releaseProxy]();
      worker.terminate();
    },
  };
}
