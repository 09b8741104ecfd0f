/**
 * The game review the app asks for (issue 23): its depths and whose decisions come first. Plain data with no
 * engine or AI code (type imports only), so the UI thread's bundle stays free of them.
 */
import type { PlayerSpec, ReviewRequest } from './service-types';

/**
 * Iterations per decision of the app's quick review (the default): a quarter of the expert level's 6,000
 * (`REVIEW_BUDGET`, the command line's default), so a whole ruined-street game (100 to 145 decisions, about 3
 * CPU-seconds each at this budget) is reviewed in a few minutes on 2 cores instead of about 15. The labels
 * follow the budget (`reviewThresholds(1500)`: inaccuracy 12.5 points, mistake 20, blunder 30;
 * docs/performance.md "The app's review").
 */
export const APP_REVIEW_BUDGET = 1500;

/**
 * The app's review depths, iterations per decision: `quick` (`APP_REVIEW_BUDGET`) and `expert` (the expert
 * level's 6,000, `REVIEW_BUDGET`, which test/renderer/review.test.ts checks: finer labels, about 4× as long).
 */
export const REVIEW_DEPTHS = { quick: APP_REVIEW_BUDGET, expert: 6000 } as const;
/** A review depth, e.g. `'quick'`. */
export type ReviewDepth = keyof typeof REVIEW_DEPTHS;

/**
 * The review the app asks for a game with these seats, e.g. `appReviewRequest([{ kind: 'human' }, { kind: 'ai',
 * level: 'normal' }])` → `{ budget: 1500, order: 'forward', side: 0 }`: every decision in game order at the
 * `depth`'s budget (default `quick`), the person's own decisions first when one person played the AI (a
 * review stopped early has theirs).
 */
export function appReviewRequest(
  players: readonly [PlayerSpec, PlayerSpec],
  depth: ReviewDepth = 'quick',
): ReviewRequest {
  const humans = players.map((p, i) => (p.kind === 'human' ? i : -1)).filter((i) => i >= 0);
  const request: ReviewRequest = { budget: REVIEW_DEPTHS[depth], order: 'forward' };
  if (humans.length === 1) request.side = humans[0];
  return request;
}
