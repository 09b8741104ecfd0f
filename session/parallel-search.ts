/**
 * Root-parallel search in the app (DESIGN.md "AI"; Chaslot, Winands and van den Herik 2008, "Parallel
 * Monte-Carlo Tree Search"): the AI player's own search in the engine worker and one search per helper
 * (`helper-pool.ts`), each with the full budget and its own seed, merged at the root by `mergeResults`. Helpers
 * run on their own once begun; the own search runs in the AI player's slices and only peeks at them. A helper
 * that fails, or leaves a call unanswered for `HELPER_TIMEOUT_MS`, is dropped and the decision goes on without it.
 */
import {
  createSearch,
  mergeResults,
  parallelSeed,
  type Candidate,
  type Decision,
  type Search,
  type SearchOptions,
  type SearchProgress,
  type SearchResult,
  type SearchTree,
} from '../ai';
import type { GameState } from '../engine/types';
import { dropHelper } from './helper-pool';
import { now, type HelperProgress, type SearchHelper } from './helper-search';

/**
 * How long a helper may take to answer a call, and to finish after the own search has, before it is given up
 * (a call) or stopped where it is (finishing), milliseconds.
 */
export const HELPER_TIMEOUT_MS = 5000;

/**
 * `p`'s value, or null if it rejects or takes longer than `ms` milliseconds, e.g.
 * `await guard(helper.result(), HELPER_TIMEOUT_MS)`: a helper worker's call that may hang or fail.
 */
export function guard<T>(p: Promise<T>, ms: number): Promise<T | null> {
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

/** Resolves after `ms` milliseconds. */
function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface Running {
  helper: SearchHelper;
  last: HelperProgress;
  /** Resolves when the helper's search has stopped (its `finished` answered, or it failed). */
  finishing: Promise<void>;
  finished: boolean;
  failed: boolean;
  /** A `progress` call is on its way. */
  peeking: boolean;
  /** It has been told to stop. */
  halted: boolean;
}

/** The merged root of several searches' top candidates (a progress report's view). */
function mergeTops(tops: Candidate[][]): Candidate[] {
  return mergeResults(
    tops.map((candidates) => ({ action: { type: 'endPhase' }, iterations: 0, timeMs: 0, candidates })),
  ).candidates;
}

/** One decision's searches: the own search plus the helpers that answered `begin`. */
export class ParallelSearch {
  /** When the own search finished (its budget spent), ms; null while it runs. */
  private ownDoneAt: number | null = null;

  private constructor(
    private readonly own: Search,
    private running: Running[],
    private readonly timeoutMs: number,
  ) {}

  /**
   * Starts the own search of `state` (going on from `options.reuse`, if any) and every helper's (seed
   * `parallelSeed(options.seed, k)`, going on from the tree it kept); helpers that do not
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
    const { reuse: _ownTreeOnly, ...shared } = options;
    const seed = options.seed ?? 'mcts';
    const begun = await Promise.all(
      helpers.map(async (helper, k) => {
        const ok = await guard(
          helper.begin(state, { ...shared, seed: parallelSeed(seed, k + 1) }).then(() => true),
          timeoutMs,
        );
        if (ok === null) dropHelper(helper);
        return ok === null ? null : follow(helper);
      }),
    );
    return new ParallelSearch(
      own,
      begun.filter((r): r is Running => r !== null),
      timeoutMs,
    );
  }

  /** Searches at once: the own search and every helper still in service. */
  get searchers(): number {
    return 1 + this.running.length;
  }

  /** Every search has stopped. */
  done(): boolean {
    return this.own.done() && this.running.every((r) => r.finished);
  }

  /**
   * One slice of the own search (`iterations`), with a look at the helpers' progress; once the own search is
   * done, waits up to `ms` for the helpers instead: a helper still running `timeoutMs` later is stopped, and
   * one that has not stopped `timeoutMs` after that is dropped.
   */
  async step(iterations: number, ms: number): Promise<void> {
    if (!this.own.done()) {
      this.own.run(iterations);
      for (const r of this.running) if (!r.finished && !r.peeking) this.peek(r);
    } else {
      this.ownDoneAt ??= now();
      const waiting = this.running.filter((r) => !r.finished);
      if (waiting.length > 0) await Promise.race([sleep(ms), ...waiting.map((r) => r.finishing)]);
      const late = now() - this.ownDoneAt;
      for (const r of waiting) {
        if (late > 2 * this.timeoutMs) r.failed = true;
        else if (late > this.timeoutMs) this.halt(r);
      }
    }
    this.dropFailed();
  }

  /**
   * Keeps every search's subtree under the decision taken, `d`, for the next decision (`Search.subtree`): each
   * helper still in service keeps its own for its next `begin` (a helper that fails to is dropped); the own
   * search's is returned, for the next `options.reuse`.
   */
  keep(d: Decision): SearchTree | null {
    for (const r of this.running) {
      void guard(
        r.helper.keep(d).then(() => true),
        this.timeoutMs,
      ).then((ok) => {
        if (ok === null) dropHelper(r.helper);
      });
    }
    return this.own.subtree(d);
  }

  /** Stops every helper where it is (a "move now" or an abandoned decision). */
  stop(): void {
    for (const r of this.running) if (!r.finished) this.halt(r);
  }

  /** Iterations of every search so far, and the merged top candidates. */
  progress(): SearchProgress {
    const p = this.own.progress();
    if (this.running.length === 0) return p;
    return {
      ...p,
      iterations: p.iterations + this.running.reduce((n, r) => n + r.last.iterations, 0),
      kept: p.kept + this.running.reduce((n, r) => n + r.last.kept, 0),
      candidates: mergeTops([p.candidates, ...this.running.map((r) => r.last.candidates)]),
    };
  }

  /** The merged answer of every search, helpers stopped where they are (one that fails now is dropped). */
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
    this.running = this.running.filter((_, k) => theirs[k] !== null);
    return this.own.settle(mergeResults([own, ...theirs.filter((x): x is SearchResult => x !== null)]));
  }

  /** Asks a helper for its progress without waiting for the answer. */
  private peek(r: Running): void {
    r.peeking = true;
    void guard(r.helper.progress(), this.timeoutMs).then((p) => {
      r.peeking = false;
      if (p === null) r.failed = true;
      else if (!r.finished) r.last = p;
    });
  }

  /** Tells a helper to stop; it counts as finished once it says so. */
  private halt(r: Running): void {
    if (r.halted) return;
    r.halted = true;
    void guard(r.helper.stop(), this.timeoutMs).then((ok) => {
      if (ok === null) r.failed = true;
    });
  }

  private dropFailed(): void {
    for (const r of this.running) if (r.failed) dropHelper(r.helper);
    this.running = this.running.filter((r) => !r.failed);
  }
}

/** Follows a begun helper: its `finished` answer marks it finished (or failed when the call fails). */
function follow(helper: SearchHelper): Running {
  const r: Running = {
    helper,
    last: { iterations: 0, kept: 0, done: false, candidates: [] },
    finishing: Promise.resolve(),
    finished: false,
    failed: false,
    peeking: false,
    halted: false,
  };
  r.finishing = helper.finished().then(
    (p) => {
      r.last = p;
      r.finished = true;
    },
    () => {
      r.failed = true;
      r.finished = true;
    },
  );
  return r;
}
