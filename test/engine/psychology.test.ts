import { describe, it, expect } from 'vitest';
import { effectiveLd, modelIndex, routTestDue, type GameState, type ScenarioModel } from '../../engine';
import { endPhasesUntil, man, rolls, scenario, start } from '../support/scenario';

function ld(s: GameState, id: string): number {
  return effectiveLd(s, modelIndex(s, id));
}

/** Red's warband at red's Recovery phase (the rout test runs when the game is created). */
function recovery(red: ScenarioModel[], dice: number[] = [], extra = {}) {
  return start(scenario(red, [man('b1', 20, 20)], { dice, ...extra }));
}

const leader = (extra = {}) => man('r1', 5, 5, { rules: ['leader'], profile: { Ld: 8 }, ...extra });

describe('§9.1 Leader', () => {
  it('§9.1 a friend within 6" of its standing leader uses the leader’s Ld', () => {
    const s = recovery([
      leader(),
      man('r2', 11, 5, { profile: { Ld: 6 } }),
      man('r3', 12.1, 5, { profile: { Ld: 6 } }),
    ]).state;
    expect(ld(s, 'r2')).toBe(8);
    expect(ld(s, 'r3')).toBe(6);
    expect(ld(s, 'r1')).toBe(8);
  });

  it('§9.1 a knocked-down, stunned or fleeing leader lends no Ld; a friend keeps a better Ld of its own', () => {
    for (const flags of [
      { status: 'knockedDown' as const },
      { status: 'stunned' as const },
      { fleeing: true },
    ]) {
      const s = start(
        scenario([leader(flags), man('r2', 7, 5, { profile: { Ld: 6 } })], [man('b1', 20, 20)], {
          phase: 'movement',
        }),
      ).state;
      expect(ld(s, 'r2')).toBe(6);
    }
    const s = recovery([leader(), man('r2', 7, 5, { profile: { Ld: 9 } })]).state;
    expect(ld(s, 'r2')).toBe(9);
  });
});

describe('§9.4 Rout test', () => {
  const four = (dead: number, leaderFlags = {}) => [
    leader(leaderFlags),
    man('r2', 5, 7, { profile: { Ld: 6 }, ...(dead >= 1 ? { status: 'outOfAction' as const } : {}) }),
    man('r3', 5, 9, { profile: { Ld: 9 }, ...(dead >= 2 ? { status: 'outOfAction' as const } : {}) }),
    man('r4', 5, 11, { profile: { Ld: 7 } }),
  ];

  it('§9.4 a side with a quarter of its models out of action tests on its leader’s Ld; failure loses the game', () => {
    const { state, events } = recovery(four(1), [5, 4]);
    expect(rolls(events, 'rout')).toEqual([
      { kind: 'roll', test: 'rout', rule: '§9.4', model: 'r1', need: 8, dice: [5, 4], success: false },
    ]);
    expect(events).toContainEqual({ kind: 'routed', side: 'red' });
    expect(state.result).toEqual({ winner: 'blue', reason: 'rout' });
    expect(events.at(-1)).toMatchObject({ kind: 'gameOver', winner: 'blue', reason: 'rout' });
  });

  it('§9.4 a passed rout test lets the game go on', () => {
    const { state, events } = recovery(four(1), [4, 4]);
    expect(rolls(events, 'rout')).toMatchObject([{ success: true }]);
    expect(state.result).toBeNull();
  });

  it('§9.4 the quarter is rounded up: 12 models test at 3 out of action, not at 2', () => {
    const twelve = (dead: number) =>
      Array.from({ length: 12 }, (_, k) =>
        man(`r${k + 1}`, 1 + k, 1, k < dead ? { status: 'outOfAction' as const } : {}),
      );
    expect(routTestDue(recovery(twelve(2), [1, 1]).state, 0)).toBe(false);
    expect(routTestDue(recovery(twelve(3), [1, 1]).state, 0)).toBe(true);
    expect(rolls(recovery(twelve(2)).events, 'rout')).toEqual([]);
    const five = Array.from({ length: 5 }, (_, k) =>
      man(`r${k + 1}`, 1 + k, 1, k < 1 ? { status: 'outOfAction' as const } : {}),
    );
    expect(rolls(recovery(five).events, 'rout')).toEqual([]);
  });

  it('§9.4 with the leader out of action, the highest Ld among standing models is used', () => {
    const red = four(0, { status: 'outOfAction' });
    red[2] = man('r3', 5, 9, { profile: { Ld: 9 }, status: 'knockedDown' });
    const { events } = recovery(red, [4, 4]);
    expect(rolls(events, 'rout')).toMatchObject([{ model: 'r4', need: 7, success: false }]);
  });

  it('§9.4 with the leader stunned, the highest Ld among standing models is used', () => {
    const { events } = start(
      scenario(four(1, { status: 'stunned' }), [man('b1', 20, 20)], { dice: [4, 4], phase: 'recovery' }),
    );
    expect(rolls(events, 'rout')).toMatchObject([{ model: 'r3', need: 9 }]);
  });

  it('§9.4 a knocked-down leader still lends its Ld to the rout test', () => {
    const { events } = recovery(four(1, { status: 'knockedDown' }), [4, 4]);
    expect(rolls(events, 'rout')).toMatchObject([{ model: 'r1', need: 8, success: true }]);
  });

  it('§0 §9.4 Ld is never treated as above 10', () => {
    const red = four(1);
    red[0] = man('r1', 5, 5, { rules: ['leader'], profile: { Ld: 12 } });
    const { events } = recovery(red, [6, 5]);
    expect(rolls(events, 'rout')).toMatchObject([{ need: 10, dice: [6, 5], success: false }]);
  });

  it('§9.4 the test is taken at the start of the side’s own turn only', () => {
    const doc = scenario(
      [man('r1', 5, 5)],
      [man('b1', 20, 20), man('b2', 20, 22, { status: 'outOfAction' })],
      {
        dice: [6, 6],
      },
    );
    const { state, events } = start(doc);
    expect(rolls(events, 'rout')).toEqual([]);
    const blue = endPhasesUntil(state, 'recovery');
    expect(rolls(blue.events, 'rout')).toMatchObject([{ model: 'b1', dice: [6, 6], success: false }]);
    expect(blue.state.result).toEqual({ winner: 'red', reason: 'rout' });
  });

  it('§1 §9.4 no rout test when the routTest option is off', () => {
    const { events } = recovery(four(2), [6, 6], { ruleset: { options: { routTest: false } } });
    expect(rolls(events, 'rout')).toEqual([]);
  });
});
