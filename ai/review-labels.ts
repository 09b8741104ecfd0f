/**
 * Labels of reviewed decisions by their loss (ai/review.ts), with thresholds set from the measured noise of
 * the reviewing search (docs/performance.md "Game review: thresholds from the search's noise"): a loss within
 * about two standard errors of that noise is never a mistake.
 */
import { LEVELS } from './levels';
import type { ReviewLabel, ReviewThresholds } from './review-types';

/** The reviewing search's default budget, iterations per decision: the expert level's. */
export const REVIEW_BUDGET = LEVELS.expert.iterations;

/**
 * Standard deviation of a loss (best value − played value) between seeds of the reviewing search at
 * `REVIEW_BUDGET`, win-chance points: measured over decisions of ruined street and duel (docs/performance.md).
 */
export const LOSS_NOISE = 0.025;

/**
 * The least loss of each label whatever the noise, win-chance points: the scale chess analysis uses for win
 * chances (an inaccuracy gives away 5 points, a mistake 10, a blunder 20).
 */
const BASE = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;

/** Each label's least loss in standard deviations of the search's noise at the budget: 2.5, 4 and 6. */
const SIGMAS = { inaccuracy: 2.5, mistake: 4, blunder: 6 } as const;

/**
 * The thresholds for a reviewing search of `budget` iterations: each label's `BASE`, raised to `SIGMAS`
 * standard deviations of the loss's noise, which shrinks as one over the square root of the iterations
 * (`LOSS_NOISE` at `REVIEW_BUDGET`), so a loss within 2.5 standard deviations is never even an inaccuracy.
 * Examples: at 6,000 `{ inaccuracy: 0.0625, mistake: 0.1, blunder: 0.2 }`; at 1,500 `{ 0.125, 0.2, 0.3 }`.
 * Capped at 0.95.
 */
export function reviewThresholds(budget: number = REVIEW_BUDGET): ReviewThresholds {
  const noise = LOSS_NOISE * Math.sqrt(REVIEW_BUDGET / Math.max(1, budget));
  const at = (k: keyof typeof BASE): number => Math.min(0.95, Math.max(BASE[k], SIGMAS[k] * noise));
  return { inaccuracy: at('inaccuracy'), mistake: at('mistake'), blunder: at('blunder') };
}

/** The label of a loss (win-chance points), e.g. `labelFor(0.3, reviewThresholds())` → `'blunder'`. */
export function labelFor(loss: number, t: ReviewThresholds): ReviewLabel | null {
  if (loss >= t.blunder) return 'blunder';
  if (loss >= t.mistake) return 'mistake';
  if (loss >= t.inaccuracy) return 'inaccuracy';
  return null;
}
