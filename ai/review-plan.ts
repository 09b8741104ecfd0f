/**
 * What a review searches (ai/review.ts, session/review-runner.ts): its budget, seed and thresholds, the
 * decisions a stopped review already judged (resumed, issue 23) and the order of the rest. A resumed review
 * keeps the stopped one's budget, seed and thresholds, so with the decision at ply p searched with seed
 * `<seed>/<p>` it ends equal to a review never stopped.
 */
import { reviewThresholds, REVIEW_BUDGET } from './review-labels';
import { reviewOrder, reviewPoints, type ReplayedGame, type ReviewGame } from './review-points';
import type { DecisionReview, GameReview, ReviewOrder, ReviewThresholds } from './review-types';

/** How to review: budget per decision (iterations, default `REVIEW_BUDGET`), seed, order and a limit. */
export interface ReviewOptions {
  budget?: number;
  /** Default `'review'`. */
  seed?: string;
  /** Default `'forward'`. */
  order?: ReviewOrder;
  /** This side's decisions first (the player's own), then the other's. */
  side?: number;
  /** Most decisions to search (the first ones in `order` not judged yet), default all. */
  maxDecisions?: number;
  /**
   * A stopped review of the same game to go on with (`complete: false`): its decisions are kept and not
   * searched again, and its budget, seed and thresholds are used whatever `budget` and `seed` say.
   */
  resume?: GameReview;
}

/** A review's plan, e.g. `{ budget: 1500, seed: 'c1/review', thresholds, replayed, kept: [41 decisions], queue: [41, 42, …] }`. */
export interface ReviewPlan {
  budget: number;
  seed: string;
  thresholds: ReviewThresholds;
  replayed: ReplayedGame;
  /** Decisions judged before (a resumed review's), in game order. */
  kept: DecisionReview[];
  /** The decisions to search, indices into `replayed.points`, in the order to search them. */
  queue: number[];
}

/**
 * The plan of reviewing `game` with `options`, e.g. `planReview(game, { resume: stopped })` → the stopped
 * review's budget, seed and thresholds and only the decisions it did not judge. Throws as `reviewPoints` does
 * for an action that does not replay, and an Error naming `resume` when the review to resume is of another
 * line (its `plies` differ from the game's actions, or it judged a ply that is no decision of this game).
 */
export function planReview(game: ReviewGame, options: ReviewOptions = {}): ReviewPlan {
  const replayed = reviewPoints(game);
  const r = options.resume;
  if (r !== undefined && r.plies !== game.actions.length)
    throw new Error(
      `resume: the review is of a line of ${r.plies} actions, not of these ${game.actions.length}`,
    );
  const kept = r === undefined ? [] : [...r.decisions].sort((a, b) => a.ply - b.ply);
  const done = new Set(kept.map((d) => d.ply));
  const plies = new Set(replayed.points.map((p) => p.ply));
  const stray = kept.find((d) => !plies.has(d.ply));
  if (stray !== undefined) throw new Error(`resume: ply ${stray.ply} is no decision of this game`);
  const all = reviewOrder(replayed.points, options.order ?? 'forward', replayed.points.length, options.side);
  const queue = all
    .filter((k) => !done.has(replayed.points[k]!.ply))
    .slice(0, Math.max(0, options.maxDecisions ?? replayed.points.length));
  const budget = r?.budget ?? options.budget ?? REVIEW_BUDGET;
  return {
    budget,
    seed: r?.seed ?? options.seed ?? 'review',
    thresholds: r?.thresholds ?? reviewThresholds(budget),
    replayed,
    kept,
    queue,
  };
}
