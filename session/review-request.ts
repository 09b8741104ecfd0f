/**
 * A review request checked (`GameService.review`, issue 23), the game's line as a game to review, and whether
 * a review belongs to the line shown. Plain functions, no state.
 */
import type { GameReview, ReviewGame, ReviewOptions } from '../ai';
import { lineActions, type GameTree } from './game-tree';
import type { PlayerSpec, ReviewRequest, ServiceResult } from './service-types';
import { fail } from './service-helpers';

/** Largest review budget, iterations per decision (as `analyse --budget`). */
const MAX_BUDGET = 10_000_000;

function wholeIn(v: unknown, min: number, max: number): boolean {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= min && v <= max;
}

/**
 * The review options of a request, seeded with the game's seed (`<seed>/review`), or `ERR_BAD_REVIEW` naming
 * the field, e.g. `budget must be a whole number from 1 to 10000000 (iterations per decision), got 0`.
 */
export function reviewOptions(request: ReviewRequest, gameSeed: string): ServiceResult<ReviewOptions> {
  const r = (request ?? {}) as Record<string, unknown>;
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
    },
  };
}

/**
 * Iterations per decision of the app's review: a quarter of the expert level's 6,000 (`REVIEW_BUDGET`, the
 * command line's default), so a whole ruined-street game (100 to 145 decisions, about 3.2 CPU-seconds each at
 * this budget) is reviewed in about 4 minutes on 2 cores instead of 15. The labels follow the budget
 * (`reviewThresholds(1500)`: inaccuracy 12.5 points, mistake 20, blunder 30; docs/performance.md "Game review").
 */
export const APP_REVIEW_BUDGET = 1500;

/**
 * The review the app asks for a game with these seats, e.g. `appReviewRequest([{ kind: 'human' }, { kind: 'ai',
 * level: 'normal' }])` → `{ budget: 1500, order: 'forward', side: 0 }`: the person's own decisions first when
 * one person played against the AI (a review stopped early has theirs), every decision in game order.
 */
export function appReviewRequest(players: readonly [PlayerSpec, PlayerSpec]): ReviewRequest {
  const humans = players.map((p, i) => (p.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const request: ReviewRequest = { budget: APP_REVIEW_BUDGET, order: 'forward' };
  if (humans.length === 1) request.side = humans[0];
  return request;
}

/** The line being viewed as a game to review: the scenario's position, the line's actions and forced dice. */
export function lineGame(tree: GameTree): ReviewGame {
  const forcedDice: Record<string, number[]> = {};
  tree.line.slice(1).forEach((id, i) => {
    const dice = tree.nodes[id]!.dice;
    if (dice.length > 0) forcedDice[String(i)] = [...dice];
  });
  return { start: tree.nodes[0]!.state, actions: lineActions(tree), forcedDice };
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
