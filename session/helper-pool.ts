/**
 * The search helpers of this engine worker (root-parallel search, DESIGN.md "AI"): the AI player and hints
 * search with their own tree plus one per helper, merged at the root (`parallel-search.ts`). The engine worker
 * installs helper workers (`helper-workers.ts`); tests install in-process ones; with none installed (Node, hosts
 * without nested workers) every search runs alone.
 */
import type { SearchHelper } from './helper-search';

let pool: SearchHelper[] = [];
let start: (() => SearchHelper[]) | null = null;
let playLimit = Infinity;
let planned = 0;

/** Most helpers started, whatever the core count: 4 searches in all. */
export const MAX_HELPERS = 3;

/**
 * Helpers worth starting on a machine with `cores` logical cores: one fewer than the cores (the engine worker
 * searches too), at most `MAX_HELPERS`; e.g. 1 on 2 cores, 3 on 8, 0 on 1 core or when unknown.
 */
export function helperCount(cores: number | undefined): number {
  if (cores === undefined || !Number.isFinite(cores)) return 0;
  return Math.max(0, Math.min(MAX_HELPERS, Math.floor(cores) - 1));
}

/**
 * Installs the helpers: a list (tests; `installHelpers([])` goes back to searching alone) or a function that
 * starts them on first use (the engine worker, so a game without AI starts no worker) and how many it starts
 * (`count`, for `helperTotal`).
 */
export function installHelpers(
  helpers: SearchHelper[] | (() => SearchHelper[]),
  options: { uiCores?: number; count?: number } = {},
): void {
  playLimit = options.uiCores === undefined ? Infinity : Math.max(0, Math.floor(options.uiCores) - 2);
  planned = options.count ?? 0;
  if (typeof helpers === 'function') {
    start = helpers;
    pool = [];
  } else {
    start = null;
    pool = [...helpers];
  }
}

/** The helpers still in service, started on the first call. */
export function helpers(): readonly SearchHelper[] {
  if (start !== null) {
    pool = start();
    start = null;
  }
  return pool;
}

/**
 * How many helpers a review would search with, without starting them: those in service, or before the first
 * use the `count` the start function was installed with (0 when not said). Example: 1 on a 2-core machine.
 */
export function helperTotal(): number {
  return start !== null ? planned : pool.length;
}

/**
 * The helpers the AI player and hints search with while the game is on the screen. Installed with the UI's
 * core count (`installHelpers(start, { uiCores: 2 })`), the searches leave the page a core: at most
 * `uiCores - 2` helpers beside the engine worker's own search, e.g. none on 2 cores, 2 on 4, all 3 on 8 (issue
 * 21, item 13: frames over 50 ms while the AI thought with a search on every core). Without `uiCores` (tests,
 * Node) all of them. A review, which the player waits for, takes them all (`helpers()`).
 */
export function playHelpers(): readonly SearchHelper[] {
  const all = helpers();
  return all.length <= playLimit ? all : all.slice(0, playLimit);
}

/** Takes a helper out of service for good (it failed or did not answer) and retires it. */
export function dropHelper(helper: SearchHelper): void {
  pool = pool.filter((h) => h !== helper);
  helper.retire();
}
