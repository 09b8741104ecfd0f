// The review's time estimate (issue 23, ai/review-estimate.ts): a decision's modelled cost from the budget, the
// models in play and the turns left; the decisions shared out among the searches side by side; this machine's
// measured speed blended in as decisions finish, so the estimate converges to the measured one. Fake clocks and
// fixed numbers only: nothing here reads the wall time.
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, type Action, type GameState } from '../../engine';
import { findScenario } from '../../content';
import {
  costFeatures,
  decisionCostMs,
  greedyBot,
  planEtaMs,
  planReview,
  reviewEta,
  reviewSpeed,
  ReviewTimer,
} from '../../ai';

/** A whole greedy-against-greedy game of a built-in scenario with `seed`. */
function greedyGame(id: string, seed: string): { start: GameState; actions: Action[] } {
  const g = createGame({ ...findScenario(id)!, seed });
  if (!g.ok) throw new Error(g.error.message);
  const bots = [greedyBot(), greedyBot()];
  const actions: Action[] = [];
  let s = g.value.state;
  while (s.result === null) {
    const a = bots[s.activeSide]!.decide(s);
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(r.error.message);
    actions.push(a);
    s = r.value.state;
  }
  return { start: g.value.state, actions };
}

describe('a decision’s modelled cost', () => {
  it('grows with the budget, the models in play and the turns left', () => {
    const first = decisionCostMs(1500, { models: 18, turnsLeft: 8 });
    expect(first).toBeCloseTo(5259, 6);
    expect(decisionCostMs(6000, { models: 18, turnsLeft: 8 })).toBeCloseTo(4 * first, 6);
    expect(decisionCostMs(1500, { models: 18, turnsLeft: 2 })).toBeLessThan(first / 3);
    expect(decisionCostMs(1500, { models: 6, turnsLeft: 8 })).toBeLessThan(first / 2);
  });

  it('reads the models in play and the turns left to the scenario’s last from a position', () => {
    const g = createGame({ ...findScenario('ruined-street')!, seed: 'e1' });
    if (!g.ok) throw new Error(g.error.message);
    const s = g.value.state;
    expect(costFeatures(s)).toEqual({ models: s.models.length, turnsLeft: s.static.maxTurns - s.turn + 1 });
    const lastTurn = { ...s, turn: s.static.maxTurns };
    expect(costFeatures(lastTurn).turnsLeft).toBe(1);
    const down = {
      ...s,
      models: s.models.map((m, i) => (i < 3 ? { ...m, status: 'outOfAction' as const } : m)),
    };
    expect(costFeatures(down).models).toBe(s.models.length - 3);
  });
});

describe('the estimate', () => {
  it('shares the decisions out among the searches, each to the one free first', () => {
    const none = { running: [], finished: [] };
    expect(reviewEta({ ...none, queued: [4000, 4000, 2000], searches: 1 })).toBe(10_000);
    expect(reviewEta({ ...none, queued: [4000, 4000, 2000], searches: 2 })).toBe(6000);
    expect(reviewEta({ ...none, queued: [4000], searches: 4 })).toBe(4000);
    expect(reviewEta({ ...none, queued: [], searches: 2 })).toBe(0);
    // A search under way finishes what the model says it has left first.
    expect(
      reviewEta({ queued: [1000], running: [{ cost: 3000, ranMs: 1000 }], finished: [], searches: 1 }),
    ).toBe(3000);
    expect(reviewEta({ queued: [], running: [{ cost: 3000, ranMs: 5000 }], finished: [], searches: 2 })).toBe(
      0,
    );
  });

  it('takes the model’s speed at first, then converges to the measured one as decisions finish', () => {
    expect(reviewSpeed([])).toBe(1);
    const twiceAsSlow = (n: number) => Array.from({ length: n }, () => ({ cost: 1000, wallMs: 2000 }));
    expect(reviewSpeed(twiceAsSlow(2))).toBeCloseTo(Math.SQRT2, 12);
    const speeds = [1, 2, 5, 20, 100].map((n) => reviewSpeed(twiceAsSlow(n)));
    for (let k = 1; k < speeds.length; k++) expect(speeds[k]!).toBeGreaterThan(speeds[k - 1]!);
    expect(speeds.at(-1)!).toBeGreaterThan(1.97);
    expect(speeds.at(-1)!).toBeLessThan(2);
    // Twice as slow as modelled, 100 decisions measured: the 10 left (1,000 ms each, 2 searches) take nearly 10 s.
    const left = reviewEta({
      queued: Array(10).fill(1000),
      running: [],
      finished: twiceAsSlow(100),
      searches: 2,
    });
    expect(left).toBeGreaterThan(9800);
    expect(left).toBeLessThan(10_000);
  });

  it('follows a review on a fake clock: the estimate from the start, only the decisions left counted', () => {
    const game = greedyGame('duel', 'e2');
    const plan = planReview(game, { budget: 1500 });
    let t = 0;
    const timer = new ReviewTimer(plan, 2, () => t);
    const queue = [...plan.queue];
    const before = timer.progress(queue);
    expect(before).toMatchObject({ done: 0, total: plan.queue.length, kept: 0, elapsedMs: 0, meanMs: 0 });
    expect(before.etaMs).toBeGreaterThan(0);
    expect(before.etaMs).toBe(planEtaMs(plan, 2));
    // Every decision takes exactly its modelled cost: the estimate stays the model's.
    const etas: number[] = [];
    for (let k = queue.shift(); k !== undefined; k = queue.shift()) {
      timer.started(k);
      t += decisionCostMs(1500, costFeatures(plan.replayed.points[k]!.state));
      timer.finished(k);
      etas.push(timer.progress(queue).etaMs);
    }
    for (let k = 1; k < etas.length; k++) expect(etas[k]!).toBeLessThanOrEqual(etas[k - 1]! + 1e-6);
    expect(timer.progress([])).toMatchObject({ done: plan.queue.length, etaMs: 0 });
  });

  it('models a ruined-street game as minutes on 2 searches, about half of one search’s, the first turns the longest', () => {
    const game = greedyGame('ruined-street', 'c1');
    const plan = planReview(game, { budget: 1500 });
    const one = planEtaMs(plan, 1);
    const two = planEtaMs(plan, 2);
    expect(two).toBeGreaterThan(one / 2 - 1);
    expect(two).toBeLessThan(one / 2 + 10_000);
    expect(two / 60_000).toBeGreaterThan(2);
    expect(two / 60_000).toBeLessThan(10);
    const costs = plan.queue.map((k) => decisionCostMs(1500, costFeatures(plan.replayed.points[k]!.state)));
    expect(costs[0]!).toBeGreaterThan(costs.at(-1)! * 3);
  });
});
