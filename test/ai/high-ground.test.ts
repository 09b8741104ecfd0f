/**
 * The scripted player and the search take high ground with their shooters (issue 3; RULES.md §4.4 climbing,
 * §6.2 shooting from high ground). A 2.5" tower in front of a crossbowman, enemies beyond a 2.2" wall that hides
 * them from the ground but not from the tower.
 */
import { describe, expect, it } from 'vitest';
import { newPlan, search } from '../../ai';
import { greedyDecision } from '../../ai/greedy';
import type { ScenarioDocument, Terrain } from '../../engine';
import { man, scenario, start } from '../support/scenario';

const TOWER: Terrain = {
  id: 'tower',
  kind: 'platform',
  polygon: [
    [10, 8],
    [13, 8],
    [13, 11],
    [10, 11],
  ],
  height: 2.5,
  cover: 'hard',
};
const WALL: Terrain = {
  id: 'wall',
  kind: 'wall',
  polygon: [
    [0, 12],
    [24, 12],
    [24, 12.6],
    [0, 12.6],
  ],
  height: 2.2,
  cover: 'hard',
};

/** The crossbowman at (x, y) facing two swordsmen at y = `enemyY`. */
function position(x: number, y: number, enemyY: number): ScenarioDocument {
  const doc = scenario(
    [man('r1', x, y, { weapons: ['sword', 'crossbow'], rules: ['leader'] })],
    [
      man('b1', 9, enemyY, { weapons: ['sword'], rules: ['leader'] }),
      man('b2', 14, enemyY, { weapons: ['sword'] }),
    ],
    { phase: 'movement', phaseStarted: true, terrain: [TOWER, WALL], table: { width: 24, depth: 48 } },
  );
  return doc;
}

describe('high ground for shooters (§4.4, §6.2)', () => {
  it('greedy climbs the tower from its foot when an enemy is within twice its range', () => {
    const s = start(position(11.5, 7.45, 22)).state;
    const d = greedyDecision(s, newPlan(s));
    expect(d.type).toBe('climb');
    expect(d.type === 'climb' && d.to[2]).toBe(2.5);
  });

  it('greedy walks to the foot of the tower when nothing is in range and the tower is on its way', () => {
    const s = start(position(11.5, 4.5, 46)).state;
    const d = greedyDecision(s, newPlan(s));
    expect(d.type).toBe('move');
    if (d.type !== 'move') return;
    expect(d.to[1]).toBeGreaterThan(7.3);
    expect(d.to[1]).toBeLessThan(8);
  });

  it('greedy does not walk back to a tower behind it', () => {
    const s = start(position(11.5, 14, 46)).state;
    const d = greedyDecision(s, newPlan(s));
    expect(d.type === 'move' && d.to[1] < 14).toBe(false);
  });

  it('the search climbs to shoot over the wall rather than wait below', () => {
    const s = start(position(11.5, 7.45, 22)).state;
    const r = search(s, { iterations: 800, seed: 'high-ground' });
    expect(r.action.type).toBe('climb');
    expect(r.candidates[0]!.value).toBeGreaterThan(r.candidates[1]!.value);
  });
});
