/**
 * The Web Worker hosting the engine and the AI (DESIGN.md "Shape"), exposed with Comlink. One coarse call per
 * job; progress callbacks arrive as Comlink proxies and are released when the job ends.
 */
import * as Comlink from 'comlink';
import { GameService } from './game-service';
import type { ProgressCallback } from './service-types';

class WorkerGameService extends GameService {
  override async think(onProgress?: ProgressCallback) {
    try {
      return await super.think(onProgress);
    } finally {
      (onProgress as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
    }
  }
}

Comlink.expose(new WorkerGameService());
