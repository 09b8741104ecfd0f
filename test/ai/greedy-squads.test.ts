/**
 * The greedy script in squad play (ai/greedy.ts, the search's playout policy there): close-combat units run at
 * the enemy rather than stopping to fire their pistols, hold when no move toward the enemy is left (not a step
 * back), and the first unit to decide leaves the turn's one assault on a building (RULES.md §11) to a stronger unit.
 */
import { describe, expect, it } from 'vitest';
import { makeRand, newPlan } from '../../ai';
import { greedyDecision } from '../../ai/greedy';
import { applyInPlace, cloneState, modelIndex, searchRoller, type GameState } from '../../engine';
import type { ScenarioDocument } from '../../engine/scenario-types';
import { loadScenario, startGame } from '../../cli/load';

/** Storm the farmhouse with the Gorefang mobs moved `dx`, `dy` inches (mob by mob), at red's Movement phase. */
function farmhouse(shift: Record<string, [number, number]>): GameState {
  const doc = structuredClone(loadScenario('storm-the-farmhouse')) as ScenarioDocument;
  for (const m of doc.sides[0]!.models) {
    const [dx, dy] = shift[m.unit!] ?? [0, 0];
    m.at = [m.at![0] + dx, m.at![1] + dy];
  }
  const s = cloneState(startGame(doc).state);
  applyInPlace(s, { type: 'endPhase' }, searchRoller(makeRand('g')));
  expect(s.phase).toBe('movement');
  return s;
}

describe('greedy squad play', () => {
  it('runs a close-combat mob at the enemy 10" away instead of holding to fire 12" pistols', () => {
    const s = farmhouse({ 'mob-west': [4, 12], 'mob-east': [-4, 0] });
    const d = greedyDecision(s, newPlan(s));
    expect(d).toMatchObject({ type: 'moveUnit', unit: 'mob-west', run: true });
  });

  it('§11 a mob at the farmhouse wall that may not assault this turn holds rather than stepping back', () => {
    const s = farmhouse({ 'mob-west': [8, 21], 'mob-east': [-10, 0] });
    s.assaults[0] = 1;
    expect(greedyDecision(s, newPlan(s))).toEqual({ type: 'hold', model: 'r1' });
    const approaching = farmhouse({ 'mob-west': [8, 20], 'mob-east': [-10, 0] });
    approaching.assaults[0] = 1;
    const step = greedyDecision(approaching, newPlan(approaching));
    expect(step).toMatchObject({ type: 'moveUnit', unit: 'mob-west' });
    expect((step as { by: [number, number] }).by[1]).toBeGreaterThan(0);
  });

  it('§11 leaves the assault to the stronger mob when the first to decide is down to six models', () => {
    const s = farmhouse({ 'mob-west': [6, 18], 'mob-east': [-4, 18] });
    for (const id of ['r7', 'r8', 'r9', 'r10']) s.models[modelIndex(s, id)]!.status = 'outOfAction';
    const plan = newPlan(s);
    const first = greedyDecision(s, plan);
    expect(first).toEqual({ type: 'noCharge', model: 'r1' });
    plan[modelIndex(s, 'r1')] = 1;
    plan[modelIndex(s, 'r2')] = 1;
    const second = greedyDecision(s, plan);
    expect(second).toMatchObject({ type: 'charge', target: expect.stringMatching(/^b/) });
    expect(s.static.models[modelIndex(s, (second as { model: string }).model)]!.unit).toBe('mob-east');
  });

  it('§11 assaults with the first mob when it is the stronger one', () => {
    const s = farmhouse({ 'mob-west': [6, 18], 'mob-east': [-4, 18] });
    for (const id of ['r13', 'r14', 'r15', 'r16', 'r17', 'r18', 'r19', 'r20'])
      s.models[modelIndex(s, id)]!.status = 'outOfAction';
    const d = greedyDecision(s, newPlan(s));
    expect(d).toMatchObject({ type: 'charge', target: expect.stringMatching(/^b/) });
    expect(s.static.models[modelIndex(s, (d as { model: string }).model)]!.unit).toBe('mob-west');
  });
});
