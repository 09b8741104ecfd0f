/**
 * A level's accuracy (issue 23): its mean loss per decision against the reviewing search (ai/review.ts), over
 * every decision of games the level plays against itself (so each decision is the level's, on positions its
 * own play leads to), with a 95% interval. A game's decisions are not independent (one game's plans and
 * dice), so the interval treats games as clusters: the cluster-robust standard error of a ratio mean, normal
 * approximation (Cameron and Miller 2015, "A Practitioner's Guide to Cluster-Robust Inference").
 */
import { applyAction, createGame, type Action, type GameState, type ScenarioDocument } from '../engine';
import { makeBot } from './bots';
import type { Level } from './levels';
import { reviewGame, type ReviewHooks } from './review';
import type { ReviewGame } from './review-points';
import type { GameReview } from './review-types';

/**
 * A mean loss (or a mean difference of losses) with its interval, e.g. `{ games: 10, decisions: 412, meanLoss:
 * 0.041, ci95: [0.033, 0.049] }`.
 */
export interface LossEstimate {
  games: number;
  decisions: number;
  /** Mean loss per decision, win-chance points 0..1. */
  meanLoss: number;
  /** 95% interval of `meanLoss`, clamped to 0..1. */
  ci95: [number, number];
}

/**
 * The mean of per-decision values over games and its 95% interval with games as clusters: `se² = G/(G−1) ·
 * Σ_g (L_g − m·n_g)² / N²` for G games, game g's total L_g over n_g decisions, N decisions in all and the mean
 * m = ΣL_g / N; not clamped (a paired difference may be negative). Example: `clusterMean([[0.1, -0.1], [0.3]])`
 * → mean 0.1 over 2 games, 3 decisions.
 */
export function clusterMean(byGame: readonly (readonly number[])[]): LossEstimate {
  const games = byGame.filter((g) => g.length > 0);
  const n = games.reduce((a, g) => a + g.length, 0);
  const total = games.reduce((a, g) => a + g.reduce((x, y) => x + y, 0), 0);
  const mean = n > 0 ? total / n : 0;
  const G = games.length;
  let sq = 0;
  for (const g of games) sq += (g.reduce((x, y) => x + y, 0) - mean * g.length) ** 2;
  const se = G > 1 ? Math.sqrt((G / (G - 1)) * sq) / n : 0;
  return { games: G, decisions: n, meanLoss: mean, ci95: [mean - 1.96 * se, mean + 1.96 * se] };
}

/**
 * The mean loss per decision over games and its 95% interval with games as clusters (`clusterMean`), the
 * interval clamped to 0..1. Example: `lossInterval([[0.1, 0], [0.05]])` → mean 0.05 over 2 games, 3 decisions.
 */
export function lossInterval(byGame: readonly (readonly number[])[]): LossEstimate {
  const e = clusterMean(byGame);
  return { ...e, ci95: [Math.max(0, e.ci95[0]), Math.min(1, e.ci95[1])] };
}

/** What `measureAccuracy` plays and how it reviews. */
export interface AccuracyOptions {
  level: Level;
  scenario: ScenarioDocument;
  games: number;
  /** Iterations per decision of the reviewing search, default the expert level's. */
  budget?: number;
  /** Seeds game g with `<seed>:<g>` (dice and both players), default `'accuracy'`. */
  seed?: string;
  /** Most decisions reviewed per game, the last ones first (`order: 'fromEnd'`), default all. */
  maxDecisions?: number;
}

/** Most actions of a self-play game (a safety cap: a ruined-street game takes about 200). */
const MAX_ACTIONS = 5000;

/**
 * The game bot `spec` (the command line's bots, e.g. `'mcts:level=normal'` or `'greedy'`) plays against itself
 * on `scenario` with seed `seed`: dice `seed`, the sides' bots `<seed>:0` and `<seed>:1`. Throws when the
 * scenario or a bot's action is refused.
 */
export function selfPlay(spec: string, scenario: ScenarioDocument, seed: string): ReviewGame {
  const g = createGame({ ...scenario, seed, rng: undefined });
  if (!g.ok) throw new Error(`${g.error.code}: ${g.error.message}`);
  const start: GameState = g.value.state;
  const bots = [makeBot(spec, `${seed}:0`), makeBot(spec, `${seed}:1`)];
  const actions: Action[] = [];
  let s = start;
  while (s.result === null && actions.length < MAX_ACTIONS) {
    const a = bots[s.activeSide]!.decide(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`self-play refused ${a.type}: ${r.error.code}: ${r.error.message}`);
    actions.push(a);
    s = r.value.state;
  }
  return { start, actions };
}

/**
 * Plays `games` games of the level against itself and reviews them, e.g. `measureAccuracy({ level: 'easy',
 * scenario: duel, games: 10, budget: 6000 })` → `{ estimate: { meanLoss: 0.05, ci95: [0.04, 0.06], … },
 * reviews }`. `hooks.onProgress` sees each game's review progress; `hooks.signal` stops between searches.
 */
export function measureAccuracy(
  o: AccuracyOptions,
  hooks: ReviewHooks & { onGame?: (index: number, review: GameReview) => void } = {},
): { estimate: LossEstimate; reviews: GameReview[] } {
  const seed = o.seed ?? 'accuracy';
  const reviews: GameReview[] = [];
  for (let g = 0; g < o.games && hooks.signal?.aborted !== true; g++) {
    const game = selfPlay(`mcts:level=${o.level}`, o.scenario, `${seed}:${g}`);
    const review = reviewGame(
      game,
      { budget: o.budget, seed: `${seed}:${g}/review`, order: 'fromEnd', maxDecisions: o.maxDecisions },
      hooks,
    );
    reviews.push(review);
    hooks.onGame?.(g, review);
  }
  return { estimate: lossInterval(reviews.map((r) => r.decisions.map((d) => d.loss))), reviews };
}
