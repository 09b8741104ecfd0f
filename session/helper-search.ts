/**
 * The search a helper runs for root-parallel search in the app (DESIGN.md "AI"; Chaslot, Winands and van den
 * Herik 2008): its own tree of the position the AI player searches, with its own seed. Once begun it runs on
 * its own, in slices that let messages in between, until its budget is spent or it is stopped; the AI player
 * only peeks at its progress and takes its answer at the root for `mergeResults` (ai/merge.ts). A helper worker
 * (`helper-worker.ts`) exposes one with Comlink; tests use one in process.
 */
import {
  createSearch,
  type Candidate,
  type Decision,
  type Search,
  type SearchOptions,
  type SearchResult,
  type SearchTree,
} from '../ai';
import { createGame, toScenario } from '../engine';
import type { GameState } from '../engine/types';

/** What a helper reports: e.g. `{ iterations: 412, kept: 960, done: false, candidates: [...] }`. */
export interface HelperProgress {
  /** Iterations of the current search so far. */
  iterations: number;
  /** Visits its tree kept from the last decision (tree reuse; 0 for a fresh tree). */
  kept: number;
  /** It has stopped: its budget is spent, there was nothing to decide, or it was told to stop. */
  done: boolean;
  /** The current top candidates, best first (at most `PROGRESS_TOP`). */
  candidates: Candidate[];
}

/**
 * A searcher beside the AI player's own search. Every call answers a promise, as over Comlink. Example:
 * `await h.begin(state, { iterations: 800, seed: 's/h1' }); await h.finished(); const r = await h.result();`
 */
export interface SearchHelper {
  /**
   * Starts a search of `state` (stopping any other), which then runs on its own: it goes on from the subtree
   * `keep` last kept when that stands for `state` (tree reuse, `Search.subtree`), else from a fresh tree.
   */
  begin(state: GameState, options: SearchOptions): Promise<void>;
  /**
   * Keeps the current search's subtree under `decision` (the one the AI player took) for the next `begin`; a
   * decision with dice keeps nothing (`Search.subtree`). Errors: no search begun.
   */
  keep(decision: Decision): Promise<void>;
  /** The current search's progress now. */
  progress(): Promise<HelperProgress>;
  /** Resolves with the progress once the current search stops (budget spent or `stop`). */
  finished(): Promise<HelperProgress>;
  /** Stops the current search where it is. */
  stop(): Promise<void>;
  /** The current search's answer at the root, every candidate (stops it first). Errors: no search begun. */
  result(): Promise<SearchResult>;
  /** Gives the helper up for good (it failed or hung): a worker is terminated. */
  retire(): void;
}

/** Candidates in a helper's progress report. */
export const PROGRESS_TOP = 8;

/** Wall time a helper searches between looks at its messages, milliseconds. */
export const HELPER_SLICE_MS = 20;

/** Wall-clock milliseconds (performance.now when present), for the search slices here and in the AI player. */
export function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now();
}

/**
 * Lets queued messages run, without the ≥4 ms clamp browsers put on nested `setTimeout(0)` (HTML standard,
 * "timer initialisation steps"): a message to itself through a `MessageChannel`.
 */
export function yieldToMessages(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    // The DOM's MessagePort has `onmessage`; Node's (tests) has it too but its types do not say so.
    const port = channel.port1 as unknown as { onmessage: (() => void) | null; close(): void };
    port.onmessage = () => {
      port.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * The same position built by the engine's own code: `createGame(toScenario(state))`, which continues the game
 * bit for bit (FORMATS.md §1, the save/continue guarantee). A state that arrives by structured clone (a worker
 * message) is searched about 13% slower than one the engine built: in Chromium a helper given the clone took
 * 4.1 s for the expert level's 6,000 iterations against the engine worker's 3.6 s, and 3.5 s once rebuilt
 * (docs/performance.md "Session 7"); the clone's objects do not share the hidden classes the engine's copies
 * give them (`engine/static-copies.ts`). Falls back to the state as given if it does not rebuild.
 */
function native(state: GameState): GameState {
  const made = createGame(toScenario(state));
  return made.ok ? made.value.state : state;
}

/** The helper's side of `SearchHelper`: what `helper-worker.ts` exposes, and `localHelper` wraps. */
export class HelperSearch {
  private search: Search | null = null;
  /** Bumped by every `begin`: a loop of an older generation ends. */
  private generation = 0;
  /** The generation `stop` ended. */
  private halted = -1;
  private running: Promise<void> = Promise.resolve();
  /** The subtree `keep` kept for the next search. */
  private kept: SearchTree | null = null;

  begin(state: GameState, options: SearchOptions): void {
    const search = createSearch(native(state), { ...options, reuse: this.kept ?? undefined });
    this.kept = null;
    this.search = search;
    const generation = ++this.generation;
    this.running = this.loop(search, generation);
  }

  progress(): HelperProgress {
    const search = this.current();
    const p = search.progress();
    return {
      iterations: p.iterations,
      kept: p.kept,
      done: search.done() || this.halted === this.generation,
      candidates: p.candidates.slice(0, PROGRESS_TOP),
    };
  }

  async finished(): Promise<HelperProgress> {
    await this.running;
    return this.progress();
  }

  stop(): void {
    this.halted = this.generation;
  }

  keep(decision: Decision): void {
    this.stop();
    this.kept = this.current().subtree(decision);
  }

  result(): SearchResult {
    this.stop();
    return this.current().result();
  }

  /** Runs `search` in slices of about `HELPER_SLICE_MS` until done or a newer generation begins. */
  private async loop(search: Search, generation: number): Promise<void> {
    let slice = 8;
    await yieldToMessages();
    while (generation === this.generation && this.halted !== generation && !search.done()) {
      const t0 = now();
      search.run(slice);
      const spent = now() - t0;
      if (spent < HELPER_SLICE_MS / 2) slice = Math.min(slice * 2, 100_000);
      else if (spent > HELPER_SLICE_MS * 2) slice = Math.max(1, Math.floor(slice / 2));
      await yieldToMessages();
    }
  }

  private current(): Search {
    if (this.search === null) throw new Error('ERR_NO_SEARCH: call begin() first');
    return this.search;
  }
}

/** A `SearchHelper` over a `HelperSearch` in this thread (tests, and hosts without workers). */
export function localHelper(): SearchHelper {
  const h = new HelperSearch();
  return {
    begin: async (state, options) => h.begin(state, options),
    progress: async () => h.progress(),
    finished: () => h.finished(),
    stop: async () => h.stop(),
    keep: async (decision) => h.keep(decision),
    result: async () => h.result(),
    retire: () => undefined,
  };
}
