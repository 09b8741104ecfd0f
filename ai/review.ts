/**
 * Game review (issue 23): every decision of a played game re-weighed by a deeper search than the level that
 * played (by default the expert level's budget), from the deciding side's view: the win chance before it
 * (the search's value of the position), the best action and the played one's value in the same search (the
 * played action is a root candidate visited in a fixed share of the iterations, `SearchOptions.played`), the
 * loss and its label. The dice between decisions are luck, not mistakes: per decision, the chart's change to
 * the next decision is `−loss + luck` exactly, by construction. Deterministic for the same seed and budget:
 * the decision at ply p is searched with seed `<seed>/<p>`, whatever the order or the worker.
 */
import type { GameState } from '../engine';
import { decisionKey, decisionModel } from './decision';
import { LEVELS } from './levels';
import { search, type SearchOptions, type SearchResult } from './mcts';
import { labelFor } from './review-labels';
import { planReview, type ReviewOptions } from './review-plan';
import type { ReplayedGame, ReviewGame, ReviewPoint } from './review-points';
import { ReviewTimer } from './review-timer';
import {
  REVIEW_CANDIDATES,
  REVIEW_VERSION,
  type DecisionReview,
  type GameReview,
  type LuckReview,
  type ReviewProgress,
  type ReviewThresholds,
  type SideAccuracy,
} from './review-types';

/** `reviewGame`'s hooks: progress after each decision, and a flag that stops it (what is done is kept). */
export interface ReviewHooks {
  onProgress?: (p: ReviewProgress) => void;
  /** Stops the review between searches when `aborted` becomes true (an `AbortSignal` fits). */
  signal?: { readonly aborted: boolean };
}

/**
 * The search options that review `p`: the expert level's search (to the end of the game, mixed) with `budget`
 * iterations, seed `<seed>/<ply>`, the side's plan and the played action. Plain data (helpers take it).
 */
export function reviewSearchOptions(p: ReviewPoint, budget: number, seed: string): SearchOptions {
  return {
    ...LEVELS.expert.search,
    iterations: budget,
    seed: `${seed}/${p.ply}`,
    plan: p.plan.slice(),
    played: p.played,
  };
}

/**
 * One decision's review from its search's answer (the own search's or a helper's, e.g. `search(p.state,
 * reviewSearchOptions(p, 6000, 'review'))`). Throws when the played action is not among the candidates (a
 * search made without `played`).
 */
export function judgeDecision(p: ReviewPoint, r: SearchResult, t: ReviewThresholds): DecisionReview {
  const s: GameState = p.state;
  const key = decisionKey(p.played);
  const played = r.candidates.find((c) => decisionKey(c.action) === key);
  const best = r.candidates[0];
  if (played === undefined || best === undefined)
    throw new Error(`ply ${p.ply}: the search did not weigh the played ${p.played.type}`);
  const loss = Math.max(0, best.value - played.value);
  const shown = r.candidates.slice(0, REVIEW_CANDIDATES);
  if (!shown.includes(played)) shown.push(played);
  const i = p.played.type === 'endPhase' ? -1 : decisionModel(s, p.played);
  return {
    ply: p.ply,
    turn: s.turn,
    side: s.activeSide,
    phase: s.phase,
    model: i < 0 ? null : s.static.models[i]!.id,
    played: p.played,
    best: best.action,
    winBefore: best.value,
    playedValue: played.value,
    winAfter: best.value - loss,
    loss,
    label: labelFor(loss, t),
    pv: best.pv,
    candidates: shown.map((c) => ({ action: c.action, visits: c.visits, value: c.value })),
    iterations: r.iterations,
    timeMs: r.timeMs,
  };
}

/** 1 for a win of `side`, 0 for a loss, 0.5 for a draw; null while the game goes on. */
function resultFor(final: GameState, side: number): number | null {
  if (final.result === null) return null;
  if (final.result.winner === null) return 0.5;
  return final.result.winner === final.static.sides[side]!.id ? 1 : 0;
}

function accuracyOf(decisions: readonly DecisionReview[], side: number): SideAccuracy {
  const mine = decisions.filter((d) => d.side === side);
  const count = (l: string): number => mine.filter((d) => d.label === l).length;
  return {
    decisions: mine.length,
    meanLoss: mine.length === 0 ? 0 : mine.reduce((a, d) => a + d.loss, 0) / mine.length,
    inaccuracies: count('inaccuracy'),
    mistakes: count('mistake'),
    blunders: count('blunder'),
  };
}

/**
 * The review of a replayed game from its judged decisions (any order; listed in game order): the luck of each
 * stretch between reviewed decisions and each side's accuracy. `complete` says every decision was judged.
 */
export function assembleReview(
  game: ReplayedGame,
  judged: readonly DecisionReview[],
  meta: { plies: number; budget: number; seed: string; thresholds: ReviewThresholds },
): GameReview {
  const decisions = [...judged].sort((a, b) => a.ply - b.ply);
  const reviewed = new Set(decisions.map((d) => d.ply));
  const luck: LuckReview[] = [];
  decisions.forEach((d, k) => {
    const next = decisions[k + 1];
    const actual =
      next === undefined
        ? resultFor(game.final, d.side)
        : next.side === d.side
          ? next.winBefore
          : 1 - next.winBefore;
    if (actual === null) return;
    const toPly = next === undefined ? meta.plies : next.ply;
    let rolls = 0;
    for (let ply = d.ply; ply < toPly; ply++) rolls += game.rolls[ply] ?? 0;
    const skipped = game.points.filter((p) => p.ply > d.ply && p.ply < toPly && !reviewed.has(p.ply)).length;
    luck.push({
      fromPly: d.ply,
      toPly,
      side: d.side,
      expected: d.winAfter,
      actual,
      luck: actual - d.winAfter,
      rolls,
      skipped,
    });
  });
  return {
    version: REVIEW_VERSION,
    plies: meta.plies,
    budget: meta.budget,
    seed: meta.seed,
    complete: decisions.length === game.points.length,
    total: game.points.length,
    thresholds: meta.thresholds,
    decisions,
    luck,
    accuracy: [accuracyOf(decisions, 0), accuracyOf(decisions, 1)],
  };
}

/**
 * Reviews a whole game here, one search after another (the command line; the app spreads the searches over
 * its helper workers, session/review-runner.ts). Example: `reviewGame({ start, actions }, { budget: 200 })`.
 * Stopped by `hooks.signal`, it answers what it reviewed (`complete: false`); `options.resume` goes on with such a
 * review (only the decisions it did not judge are searched). Throws as `planReview` does.
 */
export function reviewGame(
  game: ReviewGame,
  options: ReviewOptions = {},
  hooks: ReviewHooks = {},
): GameReview {
  const plan = planReview(game, options);
  const { budget, seed, thresholds, replayed } = plan;
  const judged: DecisionReview[] = [...plan.kept];
  const timer = new ReviewTimer(plan, 1, () => Date.now());
  const queue = [...plan.queue];
  for (let k = queue.shift(); k !== undefined && hooks.signal?.aborted !== true; k = queue.shift()) {
    const p = replayed.points[k]!;
    timer.started(k);
    judged.push(judgeDecision(p, search(p.state, reviewSearchOptions(p, budget, seed)), thresholds));
    timer.finished(k);
    hooks.onProgress?.(timer.progress(queue));
  }
  return assembleReview(replayed, judged, { plies: game.actions.length, budget, seed, thresholds });
}
