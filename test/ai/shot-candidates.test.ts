/**
 * The search lists only shots that can do harm (ai/shot-candidates.ts; RULES.md §6.3 a needed 10 cannot hit,
 * §6.4 a '–' on the To Wound chart cannot wound): a model whose every shot is hopeless holds its fire.
 */
import { describe, expect, it } from 'vitest';
import { candidates, newPlan } from '../../ai';
import { bestToHit, shotCanHarm } from '../../ai/shot-candidates';
import { shootActions, shotPreview, type ScenarioModel, type Terrain } from '../../engine';
import { man, scenario, start } from '../support/scenario';

/** A low wall (1" high, hard cover, §6.3) across the table at y 13–13.5. */
const WALL: Terrain = {
  id: 'wall',
  kind: 'wall',
  polygon: [
    [0, 13],
    [24, 13],
    [24, 13.5],
    [0, 13.5],
  ],
  height: 1,
  cover: 'hard',
};

function shooting(red: ScenarioModel, blue: ScenarioModel, terrain: Terrain[] = []) {
  return start(scenario([red], [blue], { phase: 'shooting', terrain })).state;
}

describe('shots that can do harm (§6.3, §6.4)', () => {
  it('§6.4 a bow (S 3) cannot wound T 7: the model holds its fire; against T 3 it shoots', () => {
    const s = shooting(man('r1', 5, 2), man('b1', 5, 10, { profile: { T: 7 } }));
    const shots = shootActions(s, 0);
    expect(shots).toEqual([{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(shotCanHarm(s, 0, shots[0]!)).toBe(false);
    expect(candidates(s, newPlan(s))).toEqual([{ type: 'hold', model: 'r1' }]);
    const soft = shooting(man('r1', 5, 2), man('b1', 5, 10));
    expect(candidates(soft, newPlan(soft))).toEqual(shots);
  });

  it('§6.3 BS 1, moved, long range, behind hard cover needs a 10: the model holds its fire', () => {
    const s = shooting(man('r1', 5, 0.5, { profile: { BS: 1 }, moved: true }), man('b1', 5, 14), [WALL]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { cover: 'hard', toHit: 10 } });
    expect(shotCanHarm(s, 0, shootActions(s, 0)[0]!)).toBe(false);
    expect(candidates(s, newPlan(s))).toEqual([{ type: 'hold', model: 'r1' }]);
    const still = shooting(man('r1', 5, 0.5, { profile: { BS: 1 } }), man('b1', 5, 14), [WALL]);
    expect(candidates(still, newPlan(still))).toEqual([{ type: 'shoot', model: 'r1', target: 'b1' }]);
  });

  it('the best To Hit from where a model stands: 4+ in the open, 7+ behind the wall at long range (§6.3, §5)', () => {
    const open = shooting(man('r1', 5, 2), man('b1', 5, 10));
    expect(bestToHit(open, 0)).toBe(4);
    const walled = shooting(man('r1', 5, 0.5), man('b1', 5, 14), [WALL]);
    expect(bestToHit(walled, 0)).toBe(7);
    const hidden = shooting(man('r1', 5, 2), man('b1', 5, 10, { hidden: true }));
    expect(bestToHit(hidden, 0)).toBe(Infinity);
  });
});
