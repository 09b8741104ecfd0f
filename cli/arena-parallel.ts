/**
 * The games of an arena on N worker threads (`arena --workers N`, issue 6): each worker plays whole games,
 * taking the next game index from a shared counter, and the results are handed on in game order, so the
 * output is the same for any N (only decision times differ). Synchronous for the caller.
 */
import type { ArenaGame, ArenaSpec } from './arena-game';
import { runWorkers } from './worker-pool';

/**
 * Plays games `first` … `games` − 1 (0-based indices) of the series on `scenario` (a built-in name or a file, loaded by each worker
 * as the main thread loads it) on `workers` threads (at most one per game) and calls `onGame` with each
 * result in index order, as soon as it and all before it are done. Throws a CliError if a worker fails
 * (e.g. a bot answers an illegal action).
 */
export function playArenaInWorkers(
  scenario: string,
  spec: ArenaSpec,
  first: number,
  games: number,
  workers: number,
  onGame: (game: ArenaGame) => void,
): void {
  const next = new Int32Array(new SharedArrayBuffer(4));
  next[0] = first;
  const jobs = Array.from({ length: Math.min(workers, games - first) }, () => ({
    scenario,
    spec,
    games,
    next,
  }));
  const finished: (ArenaGame | undefined)[] = [];
  let handed = first;
  runWorkers(new URL('./arena-worker.ts', import.meta.url), jobs, 'arena worker', (message) => {
    const { game } = message as { game?: ArenaGame };
    if (game === undefined) return true;
    finished[game.index] = game;
    for (let g = finished[handed]; g !== undefined; g = finished[handed]) {
      onGame(g);
      finished[handed++] = undefined;
    }
    return false;
  });
}
