/**
 * A review's clock (issue 23): which decisions are searched and since when, and how long the finished ones
 * took, turned into `ReviewProgress` with the estimate of `reviewEta` (ai/review-estimate.ts). The wall clock
 * is passed in (`performance.now` in the app, a fake one in tests).
 */
import { decisionCostMs, costFeatures, reviewEta, type FinishedSearch } from './review-estimate';
import type { ReviewPlan } from './review-plan';
import type { ReviewProgress } from './review-types';

/**
 * The modelled wall time of `plan` before it starts, ms (`reviewEta` at the model's speed), e.g. 2 searches
 * over a ruined-street game at 1,500 iterations → about 4 minutes.
 */
export function planEtaMs(plan: ReviewPlan, searches: number): number {
  return reviewEta({
    queued: plan.queue.map((k) => decisionCostMs(plan.budget, costFeatures(plan.replayed.points[k]!.state))),
    running: [],
    finished: [],
    searches,
  });
}

/** The clock of one review run: `started(k)` and `finished(k)` around each decision's search (k: point index). */
export class ReviewTimer {
  private readonly cost = new Map<number, number>();
  private readonly running = new Map<number, number>();
  private readonly done: FinishedSearch[] = [];
  private readonly t0: number;

  /**
   * `plan`'s decisions to search, `searches` side by side, `now()` in ms. Example: `new ReviewTimer(plan, 2,
   * () => performance.now())`.
   */
  constructor(
    private readonly plan: ReviewPlan,
    private readonly searches: number,
    private readonly now: () => number,
  ) {
    this.t0 = now();
    for (const k of plan.queue)
      this.cost.set(k, decisionCostMs(plan.budget, costFeatures(plan.replayed.points[k]!.state)));
  }

  /** Decision `k`'s search begins. */
  started(k: number): void {
    this.running.set(k, this.now());
  }

  /** Decision `k`'s search ended: measured. */
  finished(k: number): void {
    const t = this.running.get(k);
    this.running.delete(k);
    if (t !== undefined) this.done.push({ cost: this.cost.get(k) ?? 0, wallMs: this.now() - t });
  }

  /** Decision `k`'s search was given up (a helper failed, or the review stopped): not measured. */
  dropped(k: number): void {
    this.running.delete(k);
  }

  /** Progress with `queue` (point indices) still to start; `done` counts the decisions searched in this run. */
  progress(queue: readonly number[]): ReviewProgress {
    const t = this.now();
    const done = this.done.length;
    const elapsedMs = t - this.t0;
    const etaMs = reviewEta({
      queued: queue.map((k) => this.cost.get(k) ?? 0),
      running: [...this.running].map(([k, since]) => ({ cost: this.cost.get(k) ?? 0, ranMs: t - since })),
      finished: this.done,
      searches: this.searches,
    });
    return {
      done,
      total: this.plan.queue.length,
      kept: this.plan.kept.length,
      elapsedMs,
      meanMs: done > 0 ? elapsedMs / done : 0,
      etaMs,
    };
  }
}
