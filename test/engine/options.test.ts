import { describe, it, expect } from 'vitest';
import {
  measuringAllowed,
  moveAllowance,
  playerChargePreview,
  PRESET_OPTIONS,
  toScenario,
  type RulesetOptions,
  type ScenarioModel,
} from '../../engine';
import { man, model, play, rolls, scenario, start } from '../support/scenario';

function shooting(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  options: Partial<RulesetOptions>,
  dice: number[],
) {
  return start(scenario(red, blue, { phase: 'shooting', ruleset: { options }, dice })).state;
}

describe('§1 §12 house rules of seed 002', () => {
  it('§1 every house rule is off in both presets by default; premeasure is on', () => {
    for (const p of Object.values(PRESET_OPTIONS)) {
      expect(p).toMatchObject({
        mountedInjuries: false,
        poisonedAttacks: false,
        swarms: false,
        spellGroups: false,
      });
      expect(p.premeasure).toBe(true);
    }
  });

  it('§12 mountedInjuries: the first wound on a mounted model kills the mount, no Injury roll; it goes on foot', () => {
    const rider = man('b1', 12, 5, { rules: ['mounted'], profile: { M: 8 } });
    const s = shooting([man('r1', 5, 5)], [rider], { mountedInjuries: true }, [4, 4]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(r.events.at(-1)).toEqual({ kind: 'mountKilled', model: 'b1', by: 'r1' });
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(model(r.state, 'b1')).toMatchObject({ wounds: 1, status: 'standing', dismounted: true });
    const blue = { ...r.state, activeSide: 1, phase: 'movement' as const };
    expect(moveAllowance(blue, 'b1')?.move).toBe(4);
    expect(toScenario(r.state).sides[1].models[0]).toMatchObject({ dismounted: true, foot: { M: 4 } });
  });

  it('§12 mountedInjuries: a critical still ignores armour but only kills the mount; the next wound is normal', () => {
    const rider = man('b1', 12, 5, { rules: ['mounted'], save: 4, foot: { M: 5 } });
    const s = shooting(
      [man('r1', 5, 5), man('r2', 5, 7)],
      [rider],
      { mountedInjuries: true },
      [4, 6, 4, 4, 1, 1],
    );
    const r = play(s, [
      { type: 'shoot', model: 'r1', target: 'b1' },
      { type: 'shoot', model: 'r2', target: 'b1' },
    ]);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ outcome: 'critical' });
    expect(r.events).toContainEqual({ kind: 'mountKilled', model: 'b1', by: 'r1' });
    expect(rolls(r.events, 'injury')).toMatchObject([{ model: 'b1', dice: [1], outcome: 'knockedDown' }]);
    const off = shooting([man('r1', 5, 5)], [man('b1', 12, 5, { rules: ['mounted'] })], {}, [4, 4, 1]);
    expect(rolls(play(off, [{ type: 'shoot', model: 'r1', target: 'b1' }]).events, 'injury')).toHaveLength(1);
  });

  it('§12 poisonedAttacks: a natural 6 To Hit wounds automatically; the To Wound die only looks for a critical', () => {
    const poisoned = man('r1', 5, 5, { rules: ['poisoned'] });
    const tough = man('b1', 12, 5, { profile: { T: 5, W: 3 } });
    const s = shooting([poisoned], [tough], { poisonedAttacks: true }, [6, 2]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toWound')).toMatchObject([
      { need: 6, dice: [2], success: true, outcome: 'poisoned: wounds automatically' },
    ]);
    expect(model(r.state, 'b1').wounds).toBe(2);
    const crit = play(
      shooting([poisoned], [man('b1', 12, 5, { profile: { W: 3 } })], { poisonedAttacks: true }, [6, 6]),
      [{ type: 'shoot', model: 'r1', target: 'b1' }],
    );
    expect(rolls(crit.events, 'toWound')).toMatchObject([{ outcome: 'critical' }]);
    const off = play(shooting([poisoned], [tough], {}, [6, 2]), [
      { type: 'shoot', model: 'r1', target: 'b1' },
    ]);
    expect(rolls(off.events, 'toWound')).toMatchObject([{ success: false }]);
  });

  it('§12 poisonedAttacks: poisoned melee weapons work the same in close combat', () => {
    const s = start(
      scenario(
        [man('r1', 5, 5, { weapons: ['fang'] })],
        [man('b1', 6, 5, { profile: { T: 5, W: 3, I: 1 } })],
        {
          phase: 'closeCombat',
          weapons: { fang: { type: 'melee', rules: ['poisoned'] } },
          ruleset: { options: { poisonedAttacks: true } },
          dice: [6, 3, 1],
        },
      ),
    ).state;
    const r = play(s, [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ model: 'r1', success: true });
  });

  it('§12 swarms: a swarm model makes no Injury roll; at 0 W it is removed', () => {
    const s = shooting(
      [man('r1', 5, 5)],
      [man('b1', 12, 5, { rules: ['swarm'] }), man('b2', 20, 20)],
      { swarms: true },
      [4, 4],
    );
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§1 §4.1 premeasure off: the charge preview reveals no distance, reach verdict, interceptor or path', () => {
    const doc = (premeasure: boolean) =>
      start(
        scenario([man('r1', 5, 5)], [man('b1', 12, 5)], {
          phase: 'movement',
          ruleset: { options: { premeasure } },
        }),
      ).state;
    expect(measuringAllowed(doc(true))).toBe(true);
    expect(playerChargePreview(doc(true), 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { distance: 6, reachable: true },
    });
    const blind = doc(false);
    expect(measuringAllowed(blind)).toBe(false);
    expect(playerChargePreview(blind, 'r1', 'b1')).toEqual({
      ok: true,
      value: {
        distance: null,
        reach: 8,
        reachable: null,
        needsNotice: false,
        interceptedBy: null,
        path: null,
      },
    });
    expect(play(blind, [{ type: 'charge', model: 'r1', target: 'b1' }]).events[0]).toMatchObject({
      kind: 'charged',
    });
  });
});
