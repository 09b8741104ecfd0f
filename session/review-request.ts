/**
 * A review request checked (`GameService.review`, issue 23), the game's line as a game to review, and whether
 * a review belongs to the line shown. Plain functions, no state.
 */
import type { GameReview, ReviewGame, ReviewOptions } from '../ai';
import { lineActions, type GameTree } from './game-tree';
import type { ReviewRequest, ServiceResult } from './service-types';
import { fail } from './service-helpers';

/** Largest review budget, iterations per decision (as `analyse --budget`). */
const MAX_BUDGET = 10_000_000;

function wholeIn(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
}

/**
 * The review options of a request, seeded with the game's seed (`<seed>/review`), or `ERR_BAD_REVIEW` naming
 * the field, e.g. `budget must be a whole number from 1 to 10000000 (iterations per decision), got 0`. With
 * `resume: true` the options resume `shown` (the review of the line shown), which must be a stopped one; a
 * `budget` other than its own is refused.
 */
export function reviewOptions(
  request: ReviewRequest,
  gameSeed: string,
  shown: GameReview | null,
): ServiceResult<ReviewOptions> {
  const r = (request ?? {}) as Record<string, unknown>;
  if (r.resume !== undefined && typeof r.resume !== 'boolean')
    return fail('ERR_BAD_REVIEW', `resume must be true or false, got ${String(r.resume)}`);
  const resume = r.resume === true ? shown : undefined;
  if (resume === null || resume?.complete === true)
    return fail('ERR_BAD_REVIEW', 'resume: the line shown has no stopped review to resume');
  if (resume !== undefined && r.budget !== undefined && r.budget !== resume.budget)
    return fail(
      'ERR_BAD_REVIEW',
      `budget must be the stopped review's ${resume.budget} to resume it, got ${String(r.budget)}`,
    );
  if (r.budget !== undefined && !wholeIn(r.budget, 1, MAX_BUDGET))
    return fail(
      'ERR_BAD_REVIEW',
      `budget must be a whole number from 1 to ${MAX_BUDGET} (iterations per decision), got ${String(r.budget)}`,
    );
  if (r.order !== undefined && r.order !== 'forward' && r.order !== 'fromEnd')
    return fail('ERR_BAD_REVIEW', `order must be "forward" or "fromEnd", got ${String(r.order)}`);
  if (r.side !== undefined && !wholeIn(r.side, 0, 1))
    return fail('ERR_BAD_REVIEW', `side must be 0 or 1, got ${String(r.side)}`);
  if (r.maxDecisions !== undefined && !wholeIn(r.maxDecisions, 1, MAX_BUDGET))
    return fail(
      'ERR_BAD_REVIEW',
      `maxDecisions must be a whole number from 1, got ${String(r.maxDecisions)}`,
    );
  return {
    ok: true,
    value: {
      budget: r.budget as number | undefined,
      order: r.order as ReviewOptions['order'],
      side: r.side as number | undefined,
      maxDecisions: r.maxDecisions as number | undefined,
      seed: `${gameSeed}/review`,
      resume,
    },
  };
}

/**
 * The line being viewed as a game to review: the scenario's position, the line's actions (its first `plies`
 * when given: a resumed review's line) and forced dice.
 */
export function lineGame(tree: GameTree, plies?: number): ReviewGame {
  const forcedDice: Record<string, number[]> = {};
  tree.line.slice(1).forEach((id, i) => {
    const dice = tree.nodes[id]!.dice;
    if (dice.length > 0) forcedDice[String(i)] = [...dice];
  });
  const actions = lineActions(tree);
  return { start: tree.nodes[0]!.state, actions: actions.slice(0, plies ?? actions.length), forcedDice };
}

/** A review and the line it was made of (node ids from the root, `review.plies + 1` of them). */
export interface KeptReview {
  review: GameReview;
  line: number[];
}

/**
 * Keeps `review` with the first `review.plies` actions of `line` (node ids from the root: the line that was
 * reviewed or loaded), or null when the line is shorter.
 */
export function keepReview(line: readonly number[], review: GameReview): KeptReview | null {
  if (review.plies > line.length - 1) return null;
  return { review, line: line.slice(0, review.plies + 1) };
}

/** Whether a kept review is of the line shown: the line starts with the reviewed actions. */
export function reviewOfLine(tree: GameTree, kept: KeptReview | null): GameReview | null {
  if (kept === null || kept.line.length > tree.line.length) return null;
  return kept.line.every((id, i) => tree.line[i] === id) ? kept.review : null;
}
