/**
 * The shapes of a game review (ai/review.ts): plain data, so a review crosses to the UI thread (Comlink) and is
 * kept in the saved-game file (`review`, docs/architecture.md "Format extensions"). Win chances are
 * probabilities 0..1 (the UI shows them as percentages); a loss of 0.12 is twelve win-chance points.
 */
import type { Action, Phase } from '../engine';
import type { Decision } from './decision';

/** How bad a decision was, by its loss (`ReviewThresholds`); null when the loss is within the search's noise. */
export type ReviewLabel = 'inaccuracy' | 'mistake' | 'blunder';

/** Least loss, win-chance points 0..1, of each label, e.g. `{ inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 }`. */
export interface ReviewThresholds {
  inaccuracy: number;
  mistake: number;
  blunder: number;
}

/** A root candidate the reviewing search weighed, e.g. `{ action: { type: 'charge', … }, visits: 1890, value: 0.61 }`. */
export interface ReviewedCandidate {
  action: Decision;
  visits: number;
  /** Win chance 0..1 for the deciding side. */
  value: number;
}

/**
 * One decision re-weighed: the action at `actions[ply]` (the position before it is ply `ply` of the game's
 * line), e.g. `{ ply: 14, turn: 2, side: 0, phase: 'movement', model: 'r2', played: { type: 'move', … },
 * best: { type: 'charge', model: 'r2', target: 'b1' }, winBefore: 0.58, playedValue: 0.41, winAfter: 0.41,
 * loss: 0.17, label: 'mistake', … }`. Win chances are the deciding side's.
 */
export interface DecisionReview {
  ply: number;
  turn: number;
  /** Side index (0 or 1) that decided. */
  side: number;
  phase: Phase;
  /** The model (for a unit decision: the unit's first model in play) the decision is about; null for a phase end. */
  model: string | null;
  played: Action;
  /** The search's choice (its most visited candidate after its tie-break); may be `hold` or `noCharge`. */
  best: Decision;
  /** The search's value of the position: its best candidate's value. */
  winBefore: number;
  /** The played action's value in the same search. */
  playedValue: number;
  /** `winBefore − loss`: the win chance expected after the decision, before its dice. */
  winAfter: number;
  /** `max(0, winBefore − playedValue)`, win-chance points. */
  loss: number;
  label: ReviewLabel | null;
  /** The best candidate's principal variation, starting with it (for the board's "better move"). */
  pv: Decision[];
  /** The search's top candidates, best first (at most `REVIEW_CANDIDATES`), the played one among them. */
  candidates: ReviewedCandidate[];
  /** Iterations of the reviewing search and its wall time, ms. */
  iterations: number;
  timeMs: number;
}

/**
 * The dice between one reviewed decision and the next (the played action's own rolls and every automatic step
 * up to the next reviewed decision, e.g. a charge's roll, the fights, a rout test), from the side that decided:
 * `luck = actual − expected`, e.g. `{ fromPly: 14, toPly: 17, side: 0, expected: 0.41, actual: 0.63, luck: 0.22,
 * rolls: 5, skipped: 0 }`. With no roll in between it is the two searches' noise; `skipped` counts decisions in
 * between that were not reviewed (their losses are then part of it).
 */
export interface LuckReview {
  /** Ply of the decision whose dice start the stretch. */
  fromPly: number;
  /** Ply of the next reviewed decision, or the line's length at the end of the game. */
  toPly: number;
  side: number;
  /** The decision's `winAfter`. */
  expected: number;
  /** The next reviewed decision's `winBefore` from `side`'s view, or the result at the end (1 win, 0.5 draw, 0 loss). */
  actual: number;
  luck: number;
  /** Dice rolls (the engine's `roll` events) in the stretch. */
  rolls: number;
  skipped: number;
}

/** A side's accuracy: its mean loss per reviewed decision, e.g. `{ decisions: 41, meanLoss: 0.031, … }`. */
export interface SideAccuracy {
  decisions: number;
  /** Mean loss per decision, win-chance points; 0 with no decision. */
  meanLoss: number;
  inaccuracies: number;
  mistakes: number;
  blunders: number;
}

/** The order decisions are reviewed in (the review lists them in game order whatever the order). */
export type ReviewOrder = 'forward' | 'fromEnd';

/**
 * A game's review, e.g. `{ version: 1, plies: 212, budget: 6000, seed: 'review', complete: true, total: 118,
 * thresholds, decisions: […], luck: […], accuracy: [{…}, {…}] }`. The chart from the deciding sides' views:
 * each decision's `winBefore`, then `winAfter`, then the next one's `winBefore`; per decision and stretch,
 * `next.winBefore − winBefore = −loss + luck` (seen from the decision's side), exactly.
 */
export interface GameReview {
  /** The review's own shape version (`REVIEW_VERSION`). */
  version: number;
  /** Actions of the line reviewed: the review belongs to the line of that many actions from the scenario. */
  plies: number;
  /** Iterations per decision of the reviewing search. */
  budget: number;
  seed: string;
  /** Every decision was reviewed (not stopped, not limited by `maxDecisions`). */
  complete: boolean;
  /** Decisions in the game (positions where the side to act had a choice the search can weigh). */
  total: number;
  thresholds: ReviewThresholds;
  /** Reviewed decisions in game order. */
  decisions: DecisionReview[];
  /** One stretch after each reviewed decision but a last one before an unfinished game's end. */
  luck: LuckReview[];
  /** Per side index. */
  accuracy: [SideAccuracy, SideAccuracy];
}

/**
 * Review progress, e.g. `{ done: 12, total: 89, kept: 41, elapsedMs: 40100, meanMs: 3340, etaMs: 254000 }`. A
 * resumed review counts only the decisions it searches: `kept` were judged before it.
 */
export interface ReviewProgress {
  /** Decisions searched so far in this run, of `total` to search (after `maxDecisions`, without the kept ones). */
  done: number;
  total: number;
  /** Decisions judged by the stopped review this run resumes (0 for a new review). */
  kept: number;
  elapsedMs: number;
  /** Mean wall time per decision searched in this run, ms (0 before the first). */
  meanMs: number;
  /**
   * Estimated wall time left, ms (`reviewEta`, ai/review-estimate.ts): the modelled cost of the decisions left,
   * shared among the searches side by side, at this machine's measured speed once decisions are done.
   */
  etaMs: number;
}

/** The shape version of `GameReview` written now. */
export const REVIEW_VERSION = 1;

/** Candidates kept per reviewed decision. */
export const REVIEW_CANDIDATES = 5;
