/**
 * How the stores reach the game service: through the Comlink-wrapped worker in the app, or in-process in
 * unit tests. Either way every call is async and carries plain data.
 */
import type { GameService } from '../../../session/game-service';

/** The service's public methods, each returning a promise (what `Comlink.wrap` gives). */
export type AsyncService<T> = {
  [K in keyof T as T[K] extends (...args: never[]) => unknown ? K : never]: T[K] extends (
    ...args: infer A
  ) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

/** A connection to a `GameService`. */
export interface GameClient {
  service: AsyncService<GameService>;
  /** Wraps a callback so it can be passed to the service (`Comlink.proxy` for a worker). */
  proxy<F extends (...args: never[]) => unknown>(callback: F): F;
  /** Ends the connection (terminates the worker). */
  dispose(): void;
}

let current: GameClient | null = null;

/** Installs the client the stores use (once at start-up, or per test). */
export function setGameClient(client: GameClient | null): void {
  current = client;
}

/** The installed client; throws (a programmer error) if none was installed. */
export function gameClient(): GameClient {
  if (!current) throw new Error('No game client installed: call setGameClient() first');
  return current;
}

/** A client over an in-process service: for unit tests and for hosts without workers. */
export function createLocalClient(service: GameService): GameClient {
  const wrapped = new Proxy({} as AsyncService<GameService>, {
    get(_target, key) {
      const member = (service as unknown as Record<PropertyKey, unknown>)[key];
      if (typeof member !== 'function') return undefined;
      // Copy arguments and results as the worker boundary would, so no object is shared by accident.
      return async (...args: unknown[]) => {
        const copied = args.map((a) => (typeof a === 'function' ? a : structuredClone(a)));
        const result = await (member as (...a: unknown[]) => unknown).apply(service, copied);
        return structuredClone(result);
      };
    },
  });
  return {
    service: wrapped,
    proxy: (callback) => callback,
    dispose: () => undefined,
  };
}
