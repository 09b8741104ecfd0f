/**
 * Starts the engine worker (an ES module worker), wraps its `GameService` with Comlink and watches it: a ping
 * every `pingIntervalMs`; a worker that fails or leaves a ping unanswered for `pingTimeoutMs` is terminated and
 * replaced, its pending calls fail with `ERR_WORKER_RESTARTED`, and `onRestart` restores the game.
 */
import * as Comlink from 'comlink';
import type { AsyncService, GameClient } from './client';
import type { GameService } from '../../../session/game-service';

/** Watchdog settings, milliseconds. */
export interface WatchdogOptions {
  pingIntervalMs: number;
  pingTimeoutMs: number;
  /** Called after a new worker replaced one that died or hung; `reason` says which. */
  onRestart(reason: string): void;
}

/** The error pending calls of a replaced worker fail with. */
export class WorkerRestartedError extends Error {
  constructor(reason: string) {
    super(`ERR_WORKER_RESTARTED: ${reason}`);
    this.name = 'WorkerRestartedError';
  }
}

interface Live {
  worker: Worker;
  remote: Comlink.Remote<GameService>;
  /** Rejects when this worker is given up. */
  dead: Promise<never>;
  kill(reason: string): void;
}

function spawn(onError: (reason: string) => void): Live {
  const worker = new Worker(new URL('./worker.ts', import.meta.url), {
    type: 'module',
    name: 'skirmisher-engine',
  });
  let kill: (reason: string) => void = () => undefined;
  const dead = new Promise<never>((_resolve, reject) => {
    kill = (reason) => reject(new WorkerRestartedError(reason));
  });
  dead.catch(() => undefined);
  worker.addEventListener('error', (e) => onError(`the engine worker failed: ${e.message || 'error'}`));
  return { worker, remote: Comlink.wrap<GameService>(worker), dead, kill };
}

/** A supervised client: `restart` and `kill` are for the watchdog and for tests. */
export interface SupervisedClient extends GameClient {
  /** Replaces the worker now (as if it had died), then calls `onRestart`. */
  restart(reason: string): void;
  /** Terminates the worker without telling anyone: the watchdog must notice (tests). */
  kill(): void;
  /** Workers started so far, 1 for the first. */
  readonly starts: number;
}

/** A client whose calls run in a dedicated module worker, keeping the UI thread free. */
export function createWorkerClient(options?: Partial<WatchdogOptions>): SupervisedClient {
  const opts: WatchdogOptions = {
    pingIntervalMs: 1000,
    pingTimeoutMs: 4000,
    onRestart: () => undefined,
    ...options,
  };
  let starts = 0;
  let disposed = false;
  let pingSent: number | null = null;
  let live = start();

  function start(): Live {
    starts++;
    pingSent = null;
    return spawn((reason) => restart(reason));
  }

  function restart(reason: string): void {
    if (disposed) return;
    const old = live;
    old.kill(reason);
    old.remote[Comlink.releaseProxy]();
    old.worker.terminate();
    live = start();
    opts.onRestart(reason);
  }

  const timer = setInterval(() => {
    if (disposed) return;
    const now = performance.now();
    if (pingSent !== null) {
      if (now - pingSent > opts.pingTimeoutMs) {
        restart(`the engine worker did not answer for ${Math.round((now - pingSent) / 1000)} s`);
      }
      return;
    }
    const current = live;
    pingSent = now;
    current.remote.ping().then(
      () => {
        if (live === current) pingSent = null;
      },
      () => undefined,
    );
  }, opts.pingIntervalMs);

  const service = new Proxy({} as AsyncService<GameService>, {
    get(_target, key) {
      if (typeof key !== 'string' || key === 'then') return undefined;
      return (...args: unknown[]) => {
        const current = live;
        const call = (current.remote as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[
          key
        ]!(...args);
        return Promise.race([call, current.dead]);
      };
    },
  });

  return {
    service,
    proxy: (callback) => Comlink.proxy(callback),
    restart,
    kill: () => live.worker.terminate(),
    get starts() {
      return starts;
    },
    dispose: () => {
      disposed = true;
      clearInterval(timer);
      live.remote[Comlink.releaseProxy]();
      live.worker.terminate();
    },
  };
}
