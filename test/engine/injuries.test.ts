import { describe, it, expect } from 'vitest';
import { type ScenarioDocument, type ScenarioModel } from '../../engine';
import { codeOf, man, model, play, rolls, scenario, start, type ManExtra } from '../support/scenario';

/** Blue's Shooting phase: blue shooters fire at red r1 at (5, 5); red r9 far away keeps the game going. */
function shootingAt(target: ManExtra, shooters: ScenarioModel[], extra: Partial<ScenarioDocument> = {}) {
  return start(
    scenario([man('r1', 5, 5, target), man('r9', 1, 23)], shooters, {
      phase: 'shooting',
      activeSide: 'blue',
      weapons: { kbow: { type: 'missile', range: 24, strength: 3, rules: ['killingBlow'] } },
      ...extra,
    }),
  ).state;
}

describe('§8 Injuries', () => {
  it.each([
    [1, 'knockedDown'],
    [2, 'knockedDown'],
    [3, 'stunned'],
    [4, 'stunned'],
    [5, 'outOfAction'],
    [6, 'outOfAction'],
  ])('§8 a model that loses its last Wound rolls %i on the Injury table: %s', (die, status) => {
    const s = shootingAt({}, [man('b1', 15, 5)], { dice: [4, 4, die] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury')).toEqual([
      {
        kind: 'roll',
        test: 'injury',
        rule: '§8',
        model: 'r1',
        target: 'b1',
        need: 5,
        dice: [die],
        success: status === 'outOfAction',
        outcome: status,
      },
    ]);
    expect(model(r.state, 'r1').status).toBe(status);
    expect(r.events.at(-1)).toEqual(
      status === 'outOfAction'
        ? { kind: 'outOfAction', model: 'r1', by: 'b1' }
        : { kind: status, model: 'r1' },
    );
  });

  it('§8 a model with Wounds left makes no Injury roll', () => {
    const s = shootingAt({ profile: { W: 2 } }, [man('b1', 15, 5)], { dice: [4, 4] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(model(r.state, 'r1')).toMatchObject({ status: 'standing', wounds: 1 });
  });

  it('§8 each further wound in the same turn gets its own roll and the worst result is kept', () => {
    const s = shootingAt({}, [man('b1', 15, 5), man('b2', 15, 7), man('b3', 15, 9)], {
      dice: [4, 4, 3, 4, 4, 1, 4, 4, 5],
    });
    const a = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(model(a.state, 'r1').status).toBe('stunned');
    const b = play(a.state, [{ type: 'shoot', model: 'b2', target: 'r1' }]);
    expect(rolls(b.events, 'injury')[0]).toMatchObject({ dice: [1], outcome: 'knockedDown' });
    expect(model(b.state, 'r1').status).toBe('stunned');
    const c = play(b.state, [{ type: 'shoot', model: 'b3', target: 'r1' }]);
    expect(model(c.state, 'r1').status).toBe('outOfAction');
  });

  it('§6.7 §8 a critical on the last Wound makes two Injury rolls; the worse counts', () => {
    const s = shootingAt({}, [man('b1', 15, 5)], { dice: [4, 6, 4, 2] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury').map((e) => e.dice[0])).toEqual([4, 2]);
    expect(model(r.state, 'r1').status).toBe('stunned');
  });

  it('§8 a knocked-down model wounded in a later turn makes a new Injury roll', () => {
    const s = shootingAt({ status: 'knockedDown', wounds: 0 }, [man('b1', 15, 5)], { dice: [4, 4, 6] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury')).toMatchObject([{ dice: [6] }]);
    expect(model(r.state, 'r1').status).toBe('outOfAction');
  });

  it('§8 a model that stood up with 0 Wounds fights on, and any later wound means a new Injury roll', () => {
    const s = shootingAt({ wounds: 0 }, [man('b1', 15, 5)], { dice: [4, 4, 3] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(r.events).toContainEqual({
      kind: 'wounded',
      model: 'r1',
      by: 'b1',
      wounds: 1,
      woundsLeft: 0,
      critical: false,
    });
    expect(model(r.state, 'r1').status).toBe('stunned');
  });

  it('§8 a killing blow takes the model out of action without an Injury roll', () => {
    const s = shootingAt({}, [man('b1', 15, 5, { weapons: ['kbow'] })], { dice: [4, 4] });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(r.events.at(-1)).toEqual({ kind: 'outOfAction', model: 'r1', by: 'b1' });
  });

  it('§8 a killing blow in close combat works the same', () => {
    const s = start(
      scenario([man('r1', 5, 5, { rules: ['killingBlow'] })], [man('b1', 6, 5, { profile: { I: 1 } })], {
        phase: 'closeCombat',
        dice: [4, 4],
      }),
    ).state;
    const r = play(s, [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(r.events).toContainEqual({ kind: 'outOfAction', model: 'b1', by: 'r1' });
  });

  it('§1 §8 with casualties: removal a model at 0 W is removed without a roll', () => {
    const s = shootingAt({}, [man('b1', 15, 5)], {
      dice: [4, 4],
      ruleset: { options: { casualties: 'removal' } },
    });
    const r = play(s, [{ type: 'shoot', model: 'b1', target: 'r1' }]);
    expect(rolls(r.events, 'injury')).toEqual([]);
    expect(model(r.state, 'r1').status).toBe('outOfAction');
  });

  it('§8 an out-of-action model can do nothing more', () => {
    const s = start(
      scenario([man('r1', 5, 5, { status: 'outOfAction' }), man('r2', 5, 8)], [man('b1', 15, 5)], {
        phase: 'movement',
      }),
    ).state;
    expect(codeOf(s, { type: 'move', model: 'r1', to: [5, 6] })).toBe('ERR_CANNOT_ACT');
  });
});
