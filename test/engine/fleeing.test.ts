import { describe, it, expect } from 'vitest';
import {
  allAloneDue,
  modelIndex,
  routTestDue,
  type GameEvent,
  type ScenarioDocument,
  type ScenarioModel,
} from '../../engine';
import { codeOf, endPhasesUntil, man, model, play, rolls, scenario, start } from '../support/scenario';

function game(red: ScenarioModel[], blue: ScenarioModel[], extra: Partial<ScenarioDocument>) {
  return start(scenario(red, blue, extra));
}

function fled(events: GameEvent[]): Extract<GameEvent, { kind: 'fled' }>[] {
  return events.filter((e): e is Extract<GameEvent, { kind: 'fled' }> => e.kind === 'fled');
}

describe('§3.1 Rallying', () => {
  it('§3.1 a fleeing model with a friend closest takes a Leadership test; passed, it stops fleeing', () => {
    const { state, events } = game(
      [man('r1', 5, 5, { fleeing: true }), man('r2', 5, 8)],
      [man('b1', 5, 15)],
      {
        dice: [3, 4],
      },
    );
    expect(rolls(events, 'leadership')).toEqual([
      { kind: 'roll', test: 'leadership', rule: '§3.1', model: 'r1', need: 7, dice: [3, 4], success: true },
    ]);
    expect(events).toContainEqual({ kind: 'rallied', model: 'r1' });
    expect(model(state, 'r1')).toMatchObject({ fleeing: false, rallied: true });
  });

  it('§3.1 a rallied model may not move or shoot this turn', () => {
    const { state } = game([man('r1', 5, 5, { fleeing: true }), man('r2', 5, 8)], [man('b1', 5, 20)], {
      dice: [3, 4],
    });
    const mv = endPhasesUntil(state, 'movement').state;
    expect(codeOf(mv, { type: 'move', model: 'r1', to: [6, 5] })).toBe('ERR_CANNOT_ACT');
    const sh = endPhasesUntil(mv, 'shooting').state;
    expect(codeOf(sh, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });

  it('§3.1 a model cannot rally when the closest other model is an enemy: no test is taken', () => {
    const { state, events } = game(
      [man('r1', 5, 5, { fleeing: true }), man('r2', 5, 12)],
      [man('b1', 5, 8)],
      {
        dice: [1, 1],
      },
    );
    expect(events).toContainEqual({ kind: 'rallyRefused', model: 'r1', closest: 'b1' });
    expect(rolls(events, 'leadership')).toEqual([]);
    expect(model(state, 'r1').fleeing).toBe(true);
  });

  it('§3.1 fleeing, knocked-down, stunned and hidden enemies do not count as the closest', () => {
    for (const extra of [
      { fleeing: true },
      { status: 'knockedDown' as const },
      { status: 'stunned' as const },
      { hidden: true },
    ]) {
      const { events } = game(
        [man('r1', 5, 5, { fleeing: true }), man('r2', 5, 12)],
        [man('b1', 5, 8, extra)],
        { dice: [1, 1] },
      );
      expect(events).toContainEqual({ kind: 'rallied', model: 'r1' });
    }
  });

  it('§3.1 §9.1 the rally test uses the leader’s Ld within 6"', () => {
    const { events } = game(
      [
        man('r1', 5, 5, { fleeing: true, profile: { Ld: 5 } }),
        man('r2', 5, 9, { rules: ['leader'], profile: { Ld: 9 } }),
      ],
      [man('b1', 5, 20)],
      { dice: [4, 5] },
    );
    expect(rolls(events, 'leadership')).toMatchObject([
      { rule: '§3.1', need: 9, dice: [4, 5], success: true },
    ]);
  });
});

describe('§9.5 Fleeing', () => {
  it('§3.2 §9.5 a fleeing model that fails to rally flees 2D6" toward the nearest edge in the compulsory moves', () => {
    const { state } = game([man('r1', 8, 5, { fleeing: true }), man('r2', 8, 10)], [man('b1', 22, 22)], {
      dice: [6, 6, 1, 2],
    });
    const mv = endPhasesUntil(state, 'movement').state;
    expect(mv.movementStep).toBe('charges');
    const r = play(mv, [{ type: 'move', model: 'r2', to: [8, 12] }]);
    expect(rolls(r.events, 'fleeDistance')).toEqual([
      {
        kind: 'roll',
        test: 'fleeDistance',
        rule: '§9.5',
        model: 'r1',
        need: 0,
        dice: [1, 2],
        success: true,
        outcome: '3"',
      },
    ]);
    expect(fled(r.events)).toEqual([
      {
        kind: 'fled',
        model: 'r1',
        cause: 'compulsory',
        from: [8, 5, 0],
        to: [8, 2, 0],
        distance: 3,
        offTable: false,
      },
    ]);
    expect(model(r.state, 'r1')).toMatchObject({ fleeing: true, moved: true });
    expect(r.events.map((e) => e.kind).slice(-1)).toEqual(['moved']);
  });

  it('§9.5 the compulsory moves also run when the phase ends; a model reaching the edge leaves the table (out of action)', () => {
    const { state } = game([man('r1', 5, 4, { fleeing: true }), man('r2', 20, 20)], [man('b1', 22, 3)], {
      dice: [6, 6, 3, 3],
    });
    const r = play(endPhasesUntil(state, 'movement').state, [{ type: 'endPhase' }]);
    expect(fled(r.events)).toMatchObject([{ model: 'r1', offTable: true, to: [5, 0.5, 0] }]);
    expect(model(r.state, 'r1').status).toBe('outOfAction');
    expect(routTestDue(r.state, 0)).toBe(true);
  });

  it('§9.5 a fleeing model goes around enemies in its way (decision: the first turn of 30°, 60°, 90° clear of them)', () => {
    const { state } = game([man('r1', 12, 6, { fleeing: true }), man('r2', 20, 20)], [man('b1', 12, 2)], {
      dice: [6, 6, 4, 4],
    });
    const r = play(endPhasesUntil(state, 'movement').state, [{ type: 'endPhase' }]);
    const f = fled(r.events)[0]!;
    expect(f.offTable).toBe(true);
    expect(Math.abs(f.to[0] - 12)).toBeGreaterThan(2);
  });

  it('§9.5 a charged fleeing model flees 2D6" first; the charger then moves to contact if it can', () => {
    const doc = { phase: 'movement' as const };
    const caught = game([man('r1', 10, 12)], [man('b1', 14, 12, { fleeing: true }), man('b2', 2, 2)], {
      ...doc,
      dice: [1, 1],
    }).state;
    const r = play(caught, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events.map((e) => e.kind)).toEqual(['roll', 'fled', 'charged']);
    expect(fled(r.events)[0]).toMatchObject({ model: 'b1', cause: 'charged', to: [16, 12, 0] });
    expect(model(r.state, 'r1')).toMatchObject({ x: 15, charged: true });
    const away = game([man('r1', 10, 12)], [man('b1', 14, 12, { fleeing: true }), man('b2', 2, 2)], {
      ...doc,
      dice: [3, 3],
    }).state;
    const f = play(away, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(f.events.map((e) => e.kind)).toEqual(['roll', 'fled', 'failedCharge']);
    expect(model(f.state, 'r1')).toMatchObject({ x: 14, failedCharge: true });
  });
});

describe('§9.2 All Alone and §7.10 breaking from combat', () => {
  /** r1 fights b1 (west) and b2 (north) with no friend near; everyone misses (1s) before the test. */
  const surrounded = (dice: number[], red: ScenarioModel[] = [], r1 = {}) =>
    game([man('r1', 12, 12, r1), ...red], [man('b1', 11, 12), man('b2', 12, 13)], {
      phase: 'closeCombat',
      dice: [1, 1, 1, ...dice],
    }).state;

  it('§9.2 §7.10 a failed All Alone test: each enemy hits automatically, then it flees 2D6" away from them', () => {
    const s = surrounded([6, 6, 1, 1, 3, 4]);
    expect(allAloneDue(s, modelIndex(s, 'r1'))).toBe(true);
    const r = play(s, [{ type: 'endPhase' }]);
    const after = r.events.slice(r.events.findIndex((e) => e.kind === 'roll' && e.test === 'leadership'));
    expect(after.map((e) => (e.kind === 'roll' ? `${e.test} ${e.rule}` : e.kind))).toEqual([
      'leadership §9.2',
      'toHit §7.10',
      'toWound §7.4',
      'toHit §7.10',
      'toWound §7.4',
      'fleeDistance §7.10',
      'fled',
      'turnStarted',
      'phaseStarted',
    ]);
    expect(after[0]).toMatchObject({ model: 'r1', need: 7, dice: [6, 6], success: false });
    expect(fled(r.events)[0]).toMatchObject({ model: 'r1', cause: 'allAlone', distance: 7 });
    const m = model(r.state, 'r1');
    expect(m.fleeing).toBe(true);
    expect(Math.hypot(m.x - 11.5, m.y - 12.5)).toBeGreaterThan(7);
  });

  it('§9.2 a passed test, or a standing friend within 6", means no flight', () => {
    const passed = play(surrounded([3, 3]), [{ type: 'endPhase' }]);
    expect(fled(passed.events)).toEqual([]);
    const friend = surrounded([], [man('r2', 12, 16)]);
    expect(allAloneDue(friend, modelIndex(friend, 'r1'))).toBe(false);
    const downed = surrounded([], [man('r2', 12, 16, { status: 'knockedDown' })]);
    expect(allAloneDue(downed, modelIndex(downed, 'r1'))).toBe(true);
  });

  it('§7.10 a model with M 6 or more breaks 3D6"', () => {
    const r = play(surrounded([6, 6, 1, 1, 1, 2, 3], [], { profile: { M: 6 } }), [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'fleeDistance')).toMatchObject([
      { rule: '§7.10', dice: [1, 2, 3], outcome: '6"' },
    ]);
  });

  it('§1 §9.2 with allAlone off no test is taken', () => {
    const s = game([man('r1', 12, 12)], [man('b1', 11, 12), man('b2', 12, 13)], {
      phase: 'closeCombat',
      dice: [1, 1, 1],
      ruleset: { options: { allAlone: false } },
    }).state;
    expect(rolls(play(s, [{ type: 'endPhase' }]).events, 'leadership')).toEqual([]);
  });
});

describe('§9.3 Panic', () => {
  const shooting = (red: ScenarioModel[], blue: ScenarioModel[], dice: number[]) =>
    game(red, blue, { phase: 'shooting', dice }).state;

  it('§9.3 a standing model wounded by shooting tests at the end of the phase; failed, it flees 2D6" away from the shooter', () => {
    const s = shooting(
      [man('r1', 5, 12)],
      [man('b1', 12, 12, { profile: { W: 2 } }), man('b2', 20, 20)],
      [4, 4, 6, 6, 2, 2],
    );
    const shot = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(shot.events, 'leadership')).toEqual([]);
    const r = play(shot.state, [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'leadership')).toMatchObject([
      { rule: '§9.3', model: 'b1', dice: [6, 6], success: false },
    ]);
    expect(fled(r.events)).toEqual([
      {
        kind: 'fled',
        model: 'b1',
        cause: 'panic',
        from: [12, 12, 0],
        to: [16, 12, 0],
        distance: 4,
        offTable: false,
      },
    ]);
  });

  it('§9.3 a standing model within 6" of a friend taken out of action tests, on its leader’s Ld (§9.1)', () => {
    const s = shooting(
      [man('r1', 5, 12)],
      [
        man('b1', 12, 12),
        man('b2', 12, 16, { profile: { Ld: 5 } }),
        man('b3', 16, 16, { rules: ['leader'], profile: { Ld: 9 } }),
      ],
      [4, 4, 6, 4, 5],
    );
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'leadership')).toMatchObject([
      { rule: '§9.3', model: 'b2', need: 9, dice: [4, 5], success: true },
      { rule: '§9.3', model: 'b3', need: 9 },
    ]);
  });

  it('§9.3 a model tests for panic at most once per phase', () => {
    const s = shooting(
      [man('r1', 5, 12), man('r2', 5, 14)],
      [man('b1', 12, 12, { profile: { W: 3 } }), man('b2', 20, 20)],
      [4, 4, 4, 4, 1, 1],
    );
    const r = play(s, [
      { type: 'shoot', model: 'r1', target: 'b1' },
      { type: 'shoot', model: 'r2', target: 'b1' },
      { type: 'endPhase' },
    ]);
    expect(rolls(r.events, 'leadership')).toHaveLength(1);
  });

  it('§9.3 §7.10 a model in combat that panics breaks from combat with the automatic hits', () => {
    const s = game([man('r1', 11, 12), man('r9', 2, 2)], [man('b1', 12, 12), man('b2', 16, 12)], {
      phase: 'shooting',
      dice: [5, 4, 6, 6, 6, 1, 2, 2],
    }).state;
    const r = play(s, [{ type: 'shoot', model: 'r9', target: 'b2' }, { type: 'endPhase' }]);
    const kinds = r.events.map((e) => (e.kind === 'roll' ? `${e.test} ${e.rule}` : e.kind));
    expect(kinds.slice(kinds.indexOf('leadership §9.3'))).toEqual([
      'leadership §9.3',
      'toHit §7.10',
      'toWound §7.4',
      'fleeDistance §7.10',
      'fled',
      'phaseStarted',
    ]);
  });

  it('§1 §9.3 with panic off no test is taken', () => {
    const s = game([man('r1', 5, 12)], [man('b1', 12, 12, { profile: { W: 2 } })], {
      phase: 'shooting',
      dice: [4, 4],
      ruleset: { options: { panic: false } },
    }).state;
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'leadership')).toEqual([]);
  });
});
