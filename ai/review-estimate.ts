/**
 * How long a review will take (issue 23), from before its first search: each decision's cost modelled from
 * what is known up front — the budget, the models in play and the game turns left, since the review's playouts
 * run to the end of the game — in CPU milliseconds of the reference machine (docs/performance.md "The app's
 * review": calibrated on greedy games of duel, ruined street and squad assault at 1,500 iterations), shared out
 * among the searches that run side by side, then scaled by this machine's measured speed as decisions finish
 * (the measured wall time per modelled millisecond, weighed against the model's 1 by the decisions measured).
 */
import type { GameState } from '../engine';
import { inPlay } from '../engine/state';

/** What a decision's search cost depends on, e.g. `{ models: 18, turnsLeft: 8 }` (ruined street's first turn). */
export interface CostFeatures {
  /** Models in play (not out of action). */
  models: number;
  /** Game turns to play to the scenario's last, counting the current one (1 in the last turn). */
  turnsLeft: number;
}

/** Reference CPU ms per iteration, whatever the position (the tree's own work). */
export const BASE_MS_PER_ITERATION = 0.05;
/** Reference CPU ms per iteration per model in play per game turn left (the playout to the end of the game). */
export const PLAYOUT_MS_PER_MODEL_TURN = 0.024;
/** Decisions measured that weigh as much as the model's own speed (1) in the blend. */
export const PRIOR_DECISIONS = 2;

/** The cost features of the position before a decision. */
export function costFeatures(s: GameState): CostFeatures {
  let models = 0;
  for (let i = 0; i < s.models.length; i++) if (inPlay(s, i)) models++;
  return { models, turnsLeft: Math.max(1, s.static.maxTurns - s.turn + 1) };
}

/**
 * Modelled cost of a review search of `budget` iterations, reference CPU ms, e.g. `decisionCostMs(1500, {
 * models: 18, turnsLeft: 8 })` → 5,259 (ruined street's first turn; measured 5.2 s, 6.6 s the search that warmed
 * up the JIT).
 */
export function decisionCostMs(budget: number, f: CostFeatures): number {
  return budget * (BASE_MS_PER_ITERATION + PLAYOUT_MS_PER_MODEL_TURN * f.models * f.turnsLeft);
}

/** A decision being searched: its modelled cost and the wall ms it has run. */
export interface RunningSearch {
  cost: number;
  ranMs: number;
}

/** A decision searched: its modelled cost and the wall ms its search took. */
export interface FinishedSearch {
  cost: number;
  wallMs: number;
}

/** What the estimate knows of a review under way (or about to start: nothing running or finished). */
export interface ReviewClock {
  /** Modelled costs of the decisions not started, in the order they will be searched. */
  queued: readonly number[];
  running: readonly RunningSearch[];
  finished: readonly FinishedSearch[];
  /** Searches side by side (the engine worker's and one per helper), at least 1. */
  searches: number;
}

/**
 * Wall ms per modelled ms on this machine: 1 (the model's machine) before any decision is done, then the
 * measured ratio `Σ wallMs / Σ cost`, blended geometrically with weight `n / (n + PRIOR_DECISIONS)` after n
 * decisions, e.g. after 2 decisions twice as slow as modelled → `2^0.5` ≈ 1.41; after 20 → `2^0.91`.
 */
export function reviewSpeed(finished: readonly FinishedSearch[]): number {
  const n = finished.length;
  const cost = finished.reduce((a, f) => a + f.cost, 0);
  const wall = finished.reduce((a, f) => a + f.wallMs, 0);
  if (n === 0 || cost <= 0 || wall <= 0) return 1;
  return (wall / cost) ** (n / (n + PRIOR_DECISIONS));
}

/**
 * Estimated wall ms until the review ends: the decisions left shared out among `searches` in order (each goes to
 * the search free first, the running ones first finishing what the model says they have left), at
 * `reviewSpeed`, e.g. `reviewEta({ queued: [4000, 4000, 2000], running: [], finished: [], searches: 2 })` →
 * 6000. 0 when nothing is left.
 */
export function reviewEta(c: ReviewClock): number {
  const speed = reviewSpeed(c.finished);
  const free = c.running.map((r) => Math.max(0, r.cost * speed - r.ranMs));
  while (free.length < Math.max(1, c.searches)) free.push(0);
  for (const cost of c.queued) {
    let k = 0;
    for (let j = 1; j < free.length; j++) if (free[j]! < free[k]!) k = j;
    free[k]! += cost * speed;
  }
  return Math.max(0, ...free);
}
