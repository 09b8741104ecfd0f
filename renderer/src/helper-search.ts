/**
 * The search a helper runs for root-parallel search in the app (DESIGN.md "AI"; Chaslot, Winands and van den
 * Herik 2008): its own tree of the position the AI player searches, with its own seed, run in slices of wall
 * time so the AI player can stop it, and answered at the root for `mergeResults` (ai/merge.ts). A helper worker
 * (`helper-worker.ts`) exposes one with Comlink; tests use one in process.
 */
import { createSearch, type Candidate, type Search, type SearchOptions, type SearchResult } from '../../ai';
import type { GameState } from '../../engine/types';

/** What a helper reports after a slice: e.g. `{ iterations: 412, done: false, candidates: [...] }`. */
export interface HelperProgress {
  /** Iterations of the current search so far. */
  iterations: number;
  /** Its budget is spent (or there was nothing to decide). */
  done: boolean;
  /** The current top candidates, best first (at most `PROGRESS_TOP`). */
  candidates: Candidate[];
}

/**
 * A searcher beside the AI player's own search. Every call answers a promise, as over Comlink: `begin` a
 * position, `run` it in slices, take its `result`; `retire` gives it up for good (a worker is terminated).
 */
export interface SearchHelper {
  /** Starts a fresh search of `state` (replacing any), e.g. `begin(state, { iterations: 800, seed: 's/h1' })`. */
  begin(state: GameState, options: SearchOptions): Promise<void>;
  /** Runs the current search for about `ms` milliseconds of wall time, or until its budget is spent. */
  run(ms: number): Promise<HelperProgress>;
  /** The current search's answer at the root, every candidate. Errors: no search begun. */
  result(): Promise<SearchResult>;
  /** Gives the helper up (it failed or hung); later calls are not made. */
  retire(): void;
}

/** Candidates in a helper's progress report. */
export const PROGRESS_TOP = 8;

/** Iterations of the first slice; later slices adapt so a `run(ms)` call ends close to `ms`. */
const FIRST_SLICE = 8;

/** Wall-clock milliseconds (performance.now when present). */
function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/** The helper's side of `SearchHelper`, synchronous: what `helper-worker.ts` exposes and tests call. */
export class HelperSearch {
  private search: Search | null = null;
  private slice = FIRST_SLICE;

  begin(state: GameState, options: SearchOptions): void {
    this.search = createSearch(state, options);
    this.slice = FIRST_SLICE;
  }

  run(ms: number): HelperProgress {
    const search = this.current();
    const started = now();
    while (!search.done() && now() - started < ms) {
      const t0 = now();
      search.run(this.slice);
      const spent = now() - t0;
      if (spent < ms / 8) this.slice = Math.min(this.slice * 2, 100_000);
      else if (spent > ms / 2) this.slice = Math.max(1, Math.floor(this.slice / 2));
    }
    const p = search.progress();
    return { iterations: p.iterations, done: search.done(), candidates: p.candidates.slice(0, PROGRESS_TOP) };
  }

  result(): SearchResult {
    return this.current().result();
  }

  private current(): Search {
    if (this.search === null) throw new Error('ERR_NO_SEARCH: call begin() before run() or result()');
    return this.search;
  }
}

/** A `SearchHelper` over a `HelperSearch` in this thread (tests, and hosts without workers). */
export function localHelper(): SearchHelper {
  const h = new HelperSearch();
  return {
    begin: async (state, options) => h.begin(state, options),
    run: async (ms) => h.run(ms),
    result: async () => h.result(),
    retire: () => undefined,
  };
}
