/**
 * The Web Worker hosting the engine and the AI (DESIGN.md "Shape"), exposed with Comlink. One coarse call per
 * job; progress callbacks arrive as Comlink proxies and are released when the job ends.
 */
import * as Comlink from 'comlink';
import { GameService } from '../../../session/game-service';
import { installHelperWorkers } from './helper-workers';
import type { AiLevel, ProgressCallback } from '../../../session/service-types';

/** Releases a progress callback's Comlink proxy (a no-op for a plain function). */
function release(onProgress: ProgressCallback | undefined): void {
  (onProgress as Partial<Comlink.ProxyMethods> | undefined)?.[Comlink.releaseProxy]?.();
}

/** `think` decides through `decide`, so releasing there covers both calls; a hint releases its own. */
class WorkerGameService extends GameService {
  override async decide(onProgress?: ProgressCallback) {
    try {
      return await super.decide(onProgress);
    } finally {
      release(onProgress);
    }
  }

  override async hint(level: AiLevel, onProgress?: ProgressCallback) {
    try {
      return await super.hint(level, onProgress);
    } finally {
      release(onProgress);
    }
  }
}

installHelperWorkers(navigator.hardwareConcurrency);
Comlink.expose(new WorkerGameService());
