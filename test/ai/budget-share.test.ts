/**
 * The share of a level's budget each decision gets (ai/budget-share.ts): in squad play each model's shot is part
 * of its unit's fire (RULES.md §6), so it gets 1 / min(models in play, 4) of the budget; every other decision
 * keeps it.
 */
import { describe, expect, it } from 'vitest';
import { candidates, createSearch, makeRand, newPlan } from '../../ai';
import { budgetShare, MAX_SHOT_SPLIT } from '../../ai/budget-share';
import { applyInPlace, cloneState, modelIndex, searchRoller, type GameState } from '../../engine';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { loadScenario, startGame } from '../../cli/load';
import { AiPlayer } from '../../session/ai-player';
import type { ThinkingProgress } from '../../session/service-types';

/**
 * Storm the farmhouse with mob-west 9" from the garrison and the marksman out in the open 12" east of it (a
 * farther but easier target, RULES.md §6.2), advanced to red's phase `phase`.
 */
function farmhouseAt(phase: 'movement' | 'shooting', outOfAction: string[] = []): GameState {
  const doc = structuredClone(loadScenario('storm-the-farmhouse')) as ScenarioDocument;
  for (const m of doc.sides[0]!.models) if (m.unit === 'mob-west') m.at = [m.at![0] + 4, m.at![1] + 14];
  doc.sides[1]!.models.find((m) => m.id === 'b7')!.at = [26, 14];
  const s = cloneState(startGame(doc).state);
  for (const id of outOfAction) s.models[modelIndex(s, id)]!.status = 'outOfAction';
  const roll = searchRoller(makeRand('share'));
  while (s.phase !== phase) applyInPlace(s, { type: 'endPhase' }, roll);
  return s;
}

/** Runs a search of `iterations` per model decision (and `timeMs`) to its end: its budgets and its answer. */
function searched(s: GameState, iterations: number, timeMs?: number) {
  const search = createSearch(s, { iterations, seed: 'share', ...(timeMs ? { timeMs } : {}) });
  const budget = search.progress();
  while (!search.done()) search.run(64);
  return { budget, result: search.result() };
}

describe('budget shares (DESIGN.md "AI")', () => {
  it("§6 each Gorefang's shot gets a quarter of the budget, iterations and time; the mob's move all of it", () => {
    const shot = farmhouseAt('shooting');
    const cands = candidates(shot, newPlan(shot));
    expect(cands[0]).toMatchObject({ type: 'shoot', model: 'r1' });
    expect(cands.length).toBeGreaterThan(1);
    expect(budgetShare(shot, cands)).toBe(1 / MAX_SHOT_SPLIT);
    const s = searched(shot, 100, 60_000);
    expect(s.budget).toMatchObject({ iterationBudget: 25, timeBudgetMs: 15_000 });
    expect(s.result.iterations).toBe(25);

    const move = farmhouseAt('movement');
    expect(budgetShare(move, candidates(move, newPlan(move)))).toBe(1);
    const m = searched(move, 50, 60_000);
    expect(m.budget).toMatchObject({ iterationBudget: 50, timeBudgetMs: 60_000 });
    expect(m.result.iterations).toBe(50);
  });

  it('§6 the share follows the models in play: a mob down to two shares its fire in halves', () => {
    const shot = farmhouseAt('shooting', ['r3', 'r4', 'r5', 'r6', 'r7', 'r8', 'r9', 'r10']);
    expect(budgetShare(shot, candidates(shot, newPlan(shot)))).toBe(0.5);
  });

  it("§6 the app's AI panel shows the share: a Gorefang's shot at the normal level has 200 iterations, 2,000 ms", async () => {
    const reports: ThinkingProgress[] = [];
    const player = new AiPlayer({ kind: 'ai', level: 'normal' }, 0, 'share');
    const d = await player.decide(farmhouseAt('shooting'), {
      stopRequest: () => null,
      onProgress: (p) => reports.push(p),
    });
    expect(d!.action).toMatchObject({ type: 'shoot', model: 'r1' });
    expect(d!.summary.iterations).toBeGreaterThan(0);
    expect(d!.summary.iterations).toBeLessThanOrEqual(200);
    expect(reports[0]).toMatchObject({ iterationBudget: 200, timeBudgetMs: 2000, searchers: 1 });
  });

  it('skirmish decisions and single candidates keep the whole budget', () => {
    const duel = cloneState(startGame(loadScenario('duel')).state);
    applyInPlace(duel, { type: 'endPhase' }, searchRoller(makeRand('share')));
    expect(budgetShare(duel, candidates(duel, newPlan(duel)))).toBe(1);
    expect(searched(duel, 40).result.iterations).toBe(40);
    const shot = farmhouseAt('shooting');
    expect(budgetShare(shot, [{ type: 'endPhase' }])).toBe(1);
  });
});
