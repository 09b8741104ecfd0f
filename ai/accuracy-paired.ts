/**
 * Levels compared on the same positions (issue 23): every level decides at each position of a shared set,
 * taken from real games (by default the normal level playing itself), and the reviewing search (ai/review.ts)
 * weighs each level's action at that position with the same seed, so the levels' losses are paired: the dice
 * of the review and the position are common, and only the decision differs (common random numbers). A level's
 * difference from the next one then has a far narrower interval than two levels measured on games of their
 * own (`measureAccuracy`), which share neither positions nor dice. Intervals treat the source games as
 * clusters (`clusterMean`).
 */
import { type Action, type ScenarioDocument } from '../engine';
import { clusterMean, lossInterval, selfPlay, type LossEstimate } from './accuracy';
import { decideWithPlan } from './bots';
import { decisionKey } from './decision';
import { LEVELS, type Level } from './levels';
import { createSearch, search } from './mcts';
import { judgeDecision, reviewSearchOptions } from './review';
import { REVIEW_BUDGET, reviewThresholds } from './review-labels';
import { reviewPoints, type ReviewPoint } from './review-points';
import type { DecisionReview } from './review-types';

/** What `comparePaired` measures, e.g. `{ levels: ['easy', 'normal'], scenario: duel, games: 8, perGame: 10 }`. */
export interface PairedOptions {
  /** The levels compared, easiest first, e.g. `['easy', 'normal', 'hard', 'expert']`. */
  levels: readonly Level[];
  scenario: ScenarioDocument;
  /** Source games the positions come from. */
  games: number;
  /** The bot that plays the source games against itself (`makeBot`'s spec), default `'mcts:level=normal'`. */
  from?: string;
  /** Positions taken per source game, spread evenly over its decisions, default all of them. */
  perGame?: number;
  /** Iterations per decision of the reviewing search, default the expert level's (`REVIEW_BUDGET`). */
  budget?: number;
  /** Source game g is seeded `<seed>:<g>`, default `'paired'`. */
  seed?: string;
  /** Iterations per decision of a level in place of its own (a quick check), e.g. `{ normal: 60 }`. */
  budgets?: Partial<Record<Level, number>>;
}

/** `comparePaired`'s hooks: positions judged so far, and a flag that stops it between positions. */
export interface PairedHooks {
  /**
   * After each position: how many are done, the wall time so far (milliseconds) and each level's mean loss so
   * far (win-chance points 0..1, in the order of `levels`).
   */
  onPosition?: (done: number, elapsedMs: number, meanLoss: number[]) => void;
  /** Stops between positions when `aborted` becomes true (an `AbortSignal` fits). */
  signal?: { readonly aborted: boolean };
}

/** One level's decision at one position, judged: e.g. `{ level: 'easy', ply: 14, loss: 0.031, … }`. */
export interface PairedDecision {
  level: Level;
  game: number;
  ply: number;
  played: Action;
  /** Loss of the level's action, win-chance points 0..1. */
  loss: number;
  label: DecisionReview['label'];
}

/** The comparison: each level's mean loss and each step's mean paired difference (lower minus higher). */
export interface PairedAccuracy {
  positions: number;
  budget: number;
  levels: { level: Level; estimate: LossEstimate }[];
  /** `difference.meanLoss` = mean of (loss of `lower` − loss of `higher`) at the same positions. */
  steps: { lower: Level; higher: Level; difference: LossEstimate }[];
  decisions: PairedDecision[];
}

/**
 * Evenly spread indices of `n` items, at most `k` of them, e.g. `spread(10, 3)` → `[1, 4, 8]` (the middles of
 * three equal stretches).
 */
export function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  return Array.from({ length: k }, (_, j) => Math.floor(((j + 0.5) * n) / k));
}

/**
 * The action `level` takes at point `p` (its search with the point's phase plan, `iterations` in place of the
 * level's own when given), seeded with `seed`: the search's holds and declined charges come first, as a bot's.
 */
export function levelAction(level: Level, p: ReviewPoint, seed: string, iterations?: number): Action {
  let round = 0;
  const own = LEVELS[level].search;
  return decideWithPlan(p.state, p.plan.slice(), (s, plan) => {
    const opts = {
      ...own,
      iterations: iterations ?? own.iterations,
      plan: plan.slice(),
      seed: `${seed}:${round++}`,
    };
    const r = createSearch(s, opts);
    while (!r.done()) r.run(64);
    return r.result().action;
  });
}

/**
 * Compares `levels` on the positions of `games` source games, e.g. `comparePaired({ levels: ['easy', 'normal'],
 * scenario: duel, games: 6, perGame: 8, budget: 1500 })` → `{ levels: [{ level: 'easy', estimate }, …], steps:
 * [{ lower: 'easy', higher: 'normal', difference }], … }`. Deterministic for the same options. `hooks.signal`
 * stops it between positions (what is judged is kept); `hooks.onPosition` sees each position done. Throws as `selfPlay` does.
 */
export function comparePaired(o: PairedOptions, hooks: PairedHooks = {}): PairedAccuracy {
  const seed = o.seed ?? 'paired';
  const budget = o.budget ?? REVIEW_BUDGET;
  const thresholds = reviewThresholds(budget);
  const decisions: PairedDecision[] = [];
  const byGame: Map<Level, number[]>[] = [];
  const started = Date.now();
  let positions = 0;
  const stopped = (): boolean => hooks.signal?.aborted === true;
  for (let g = 0; g < o.games && !stopped(); g++) {
    const points = reviewPoints(selfPlay(o.from ?? 'mcts:level=normal', o.scenario, `${seed}:${g}`)).points;
    const chosen = spread(points.length, o.perGame ?? points.length).map((k) => points[k]!);
    const losses = new Map<Level, number[]>(o.levels.map((l) => [l, []]));
    byGame.push(losses);
    for (const p of chosen) {
      if (stopped()) break;
      const judged = new Map<string, DecisionReview>();
      for (const level of o.levels) {
        const played = levelAction(level, p, `${seed}:${g}/${p.ply}/${level}`, o.budgets?.[level]);
        const key = decisionKey(played);
        let d = judged.get(key);
        if (d === undefined) {
          const point = { ...p, played };
          d = judgeDecision(
            point,
            search(p.state, reviewSearchOptions(point, budget, `${seed}:${g}/review`)),
            thresholds,
          );
          judged.set(key, d);
        }
        losses.get(level)!.push(d.loss);
        decisions.push({ level, game: g, ply: p.ply, played, loss: d.loss, label: d.label });
      }
      positions++;
      hooks.onPosition?.(
        positions,
        Date.now() - started,
        o.levels.map((l) => {
          const all = byGame.flatMap((m) => m.get(l)!);
          return all.reduce((a, x) => a + x, 0) / all.length;
        }),
      );
    }
  }
  const lossesOf = (l: Level): number[][] => byGame.map((m) => m.get(l)!);
  return {
    positions,
    budget,
    levels: o.levels.map((level) => ({ level, estimate: lossInterval(lossesOf(level)) })),
    steps: o.levels.slice(1).map((higher, k) => {
      const lower = o.levels[k]!;
      const a = lossesOf(lower);
      const b = lossesOf(higher);
      return { lower, higher, difference: clusterMean(a.map((xs, g) => xs.map((x, j) => x - b[g]![j]!))) };
    }),
    decisions,
  };
}
