/**
 * Root-parallel search in the app (DESIGN.md "AI"; Chaslot, Winands and van den Herik 2008, "Parallel
 * Monte-Carlo Tree Search"): the AI player's own search in the engine worker and one search per helper
 * (`helper-pool.ts`), each with the full budget and its own seed, merged at the root by `mergeResults`. A helper
 * that fails or leaves a call unanswered for `HELPER_TIMEOUT_MS` is dropped and the search goes on without it.
 */
import {
  createSearch,
  mergeResults,
  type Candidate,
  type Search,
  type SearchOptions,
  type SearchResult,
} from '../../ai';
import type { GameState } from '../../engine/types';
import { dropHelper } from './helper-pool';
import type { HelperProgress, SearchHelper } from './helper-search';

/** How long a helper may take to answer one call before it is dropped, milliseconds. */
export const HELPER_TIMEOUT_MS = 5000;

/** The seed of helper k's search (k ≥ 1), from the decision's seed: e.g. `'duel/side0#3.0/h1'`. */
export function helperSeed(seed: string, k: number): string {
  return `${seed}/h${k}`;
}

/** `p`'s value, or null if it rejects or takes longer than `ms` milliseconds. */
function guard<T>(p: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    p.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

interface Running {
  helper: SearchHelper;
  last: HelperProgress;
}

/** The merged root of several searches' top candidates (a progress report's view). */
function mergeTops(tops: Candidate[][]): Candidate[] {
  return mergeResults(
    tops.map((candidates) => ({ action: { type: 'endPhase' }, iterations: 0, timeMs: 0, candidates })),
  ).candidates;
}

/** One decision's searches: the own search plus the helpers that answered `begin`. */
export class ParallelSearch {
  private constructor(
    private readonly own: Search,
    private running: Running[],
    private readonly timeoutMs: number,
  ) {}

  /**
   * Starts the own search of `state` and every helper's (seed `helperSeed(options.seed, k)`); helpers that do not
   * answer within `timeoutMs` are dropped. Example:
   * `await ParallelSearch.start(state, { iterations: 800, seed: 's' }, helpers())`.
   */
  static async start(
    state: GameState,
    options: SearchOptions,
    helpers: readonly SearchHelper[],
    timeoutMs = HELPER_TIMEOUT_MS,
  ): Promise<ParallelSearch> {
    const own = createSearch(state, options);
    if (own.done()) return new ParallelSearch(own, [], timeoutMs);
    const seed = options.seed ?? 'mcts';
    const begun = await Promise.all(
      helpers.map(async (helper, k) => {
        const ok = await guard(
          helper.begin(state, { ...options, seed: helperSeed(seed, k + 1) }).then(() => true),
          timeoutMs,
        );
        if (ok === null) dropHelper(helper);
        const running: Running = { helper, last: { iterations: 0, done: false, candidates: [] } };
        return ok === null ? null : running;
      }),
    );
    return new ParallelSearch(
      own,
      begun.filter((r): r is Running => r !== null),
      timeoutMs,
    );
  }

  /** Searches at once: the own search and every helper. */
  get searchers(): number {
    return 1 + this.running.length;
  }

  /** Every search has spent its budget. */
  done(): boolean {
    return this.own.done() && this.running.every((r) => r.last.done);
  }

  /**
   * One slice: the helpers run for `ms` milliseconds while the own search runs `iterations` (if not done), then
   * their reports are awaited.
   */
  async step(iterations: number, ms: number): Promise<void> {
    const reports = this.running.map((r) =>
      r.last.done ? Promise.resolve(r.last) : guard(r.helper.run(ms), ms + this.timeoutMs),
    );
    if (!this.own.done()) this.own.run(iterations);
    const answers = await Promise.all(reports);
    this.running = this.running.filter((r, k) => {
      const a = answers[k];
      if (a === null || a === undefined) {
        dropHelper(r.helper);
        return false;
      }
      r.last = a;
      return true;
    });
  }

  /** Iterations of every search so far, and the merged top candidates. */
  progress(): { iterations: number; elapsedMs: number; candidates: Candidate[] } {
    const p = this.own.progress();
    if (this.running.length === 0) return p;
    return {
      iterations: p.iterations + this.running.reduce((n, r) => n + r.last.iterations, 0),
      elapsedMs: p.elapsedMs,
      candidates: mergeTops([p.candidates, ...this.running.map((r) => r.last.candidates)]),
    };
  }

  /** The merged answer of every search (a helper that fails now is left out and dropped). */
  async result(): Promise<SearchResult> {
    const own = this.own.result();
    if (this.running.length === 0) return own;
    const theirs = await Promise.all(
      this.running.map(async (r) => {
        const res = await guard(r.helper.result(), this.timeoutMs);
        if (res === null) dropHelper(r.helper);
        return res;
      }),
    );
    return mergeResults([own, ...theirs.filter((x): x is SearchResult => x !== null)]);
  }
}
