import { describe, it, expect } from 'vitest';
import { createGame, DEFAULT_BASE, PRESET_OPTIONS, type ScenarioDocument } from '../../engine';
import { man, scenario, start } from '../support/scenario';

function code(doc: unknown): string {
  const g = createGame(doc as ScenarioDocument);
  return g.ok ? 'ok' : g.error.code;
}

describe('§1 Presets and options', () => {
  it('§1 warhammer-skirmish is the default preset, with its options', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20)]));
    expect(state.static.preset).toBe('warhammer-skirmish');
    expect(state.static.options).toEqual(PRESET_OPTIONS['warhammer-skirmish']);
    expect(state.static.options).toMatchObject({
      casualties: 'injury',
      combatOrder: 'chargersFirst',
      combatResult: 'none',
      saves: 'strengthModifier',
      criticals: true,
      allAlone: true,
      routTest: true,
      panic: true,
      morale: false,
      buildings: false,
      singleTargetPenalty: false,
      premeasure: true,
    });
  });

  it('§1 squad-assault has its own defaults, and a scenario may override any option', () => {
    const doc = scenario([man('r1', 5, 5)], [man('b1', 20, 20)], {
      ruleset: { preset: 'squad-assault', options: { criticals: true } },
    });
    const { state } = start(doc);
    expect(state.static.options).toMatchObject({
      casualties: 'removal',
      combatOrder: 'initiativeSteps',
      combatResult: 'unsavedWounds',
      saves: 'armourPiercing',
      criticals: true,
      routTest: false,
      morale: true,
      buildings: true,
    });
  });
});

describe('§2 Models and units', () => {
  it('§2 a model gets the documented defaults: base 0.5", own unit, W wounds, standing, no saves', () => {
    const { state } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20, { profile: { W: 3 } })]));
    expect(DEFAULT_BASE).toBe(0.5);
    expect(state.static.models[1]).toMatchObject({
      id: 'b1',
      unit: 'b1',
      base: 0.5,
      save: 7,
      invulnerable: 7,
    });
    expect(state.models[1]).toMatchObject({
      x: 20,
      y: 20,
      z: 0,
      wounds: 3,
      status: 'standing',
      hidden: false,
    });
  });

  it('§2 a scenario may start a model with fewer wounds and another status', () => {
    const doc = scenario([man('r1', 5, 5, { wounds: 0, status: 'stunned' })], [man('b1', 20, 20)], {
      phase: 'movement',
    });
    expect(start(doc).state.models[0]).toMatchObject({ wounds: 0, status: 'stunned' });
  });

  it('§2 a scenario that would break the engine is refused with ERR_INVALID_SCENARIO', () => {
    const ok = scenario([man('r1', 5, 5)], [man('b1', 20, 20)]);
    expect(code(ok)).toBe('ok');
    expect(code({ ...ok, format: 'other/1' })).toBe('ERR_INVALID_SCENARIO');
    expect(code({ ...ok, sides: [ok.sides[0]] })).toBe('ERR_INVALID_SCENARIO');
    expect(code({ ...ok, activeSide: 'green' })).toBe('ERR_INVALID_SCENARIO');
    expect(code({ ...ok, phase: 'lunch' })).toBe('ERR_INVALID_SCENARIO');
    expect(code(scenario([man('r1', 5, 5, { weapons: ['lance'] })], [man('b1', 20, 20)]))).toBe(
      'ERR_INVALID_SCENARIO',
    );
    expect(code(null)).toBe('ERR_INVALID_SCENARIO');
  });

  it('§3 FORMATS §2.1 a new game reports its turn and phase start; a started position reports nothing', () => {
    const { events } = start(scenario([man('r1', 5, 5)], [man('b1', 20, 20)]));
    expect(events).toEqual([
      { kind: 'turnStarted', side: 'red', turn: 1 },
      { kind: 'phaseStarted', side: 'red', phase: 'recovery', turn: 1 },
    ]);
    const mid = start(
      scenario([man('r1', 5, 5)], [man('b1', 20, 20)], { phase: 'shooting', phaseStarted: true }),
    );
    expect(mid.events).toEqual([]);
  });
});

describe('§13 a finished game written as a scenario reloads finished', () => {
  it('§13 keeps the result through toScenario → createGame and refuses further actions', async () => {
    const { man, scenario, start, play } = await import('../support/scenario');
    const { applyAction, createGame, toScenario } = await import('../../engine');
    const doc = scenario(
      [man('r1', 5, 5, { rules: ['leader'] })],
      [man('b1', 15, 5, { rules: ['leader'] })],
      {
        phase: 'shooting',
        phaseStarted: true,
        dice: [4, 4, 6],
      },
    );
    const over = play(start(doc).state, [{ type: 'shoot', model: 'r1', target: 'b1' }]).state;
    expect(over.result).toEqual({ winner: 'red', reason: 'wipeout' });
    const again = createGame(JSON.parse(JSON.stringify(toScenario(over))));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state.result).toEqual({ winner: 'red', reason: 'wipeout' });
    const r = applyAction(again.value.state, { type: 'endPhase' });
    expect(r.ok ? null : r.error.code).toBe('ERR_GAME_OVER');
  });
});

describe('§13 toScenario → createGame gives back what the document gave', () => {
  it('§12 a foot profile on a model that is not mounted (used once it is dismounted) is written back', async () => {
    const { toScenario, profileOf } = await import('../../engine');
    const doc = scenario(
      [man('r1', 5, 5, { foot: { M: 8, WS: 6, A: 3 }, dismounted: true })],
      [man('b1', 15, 5)],
      { phase: 'movement', phaseStarted: true },
    );
    const s = start(doc).state;
    const again = createGame(JSON.parse(JSON.stringify(toScenario(s))));
    if (!again.ok) throw new Error(again.error.message);
    expect(profileOf(again.value.state, 0)).toEqual(profileOf(s, 0));
    expect(profileOf(s, 0)).toMatchObject({ M: 8, WS: 6, A: 3 });
    expect(
      toScenario(start(scenario([man('r1', 5, 5)], [man('b1', 15, 5)])).state).sides[0].models[0]!.foot,
    ).toBe(undefined);
  });

  it('§10.2 phase-start unit sizes given with morale off are written back (the AI reads them)', async () => {
    const { toScenario } = await import('../../engine');
    const { squads, row } = await import('./squad-support');
    const doc: ScenarioDocument = {
      ...squads(row('r', 'mob', 3, 5, 5), row('b', 'vets', 2, 5, 20)),
      ruleset: { preset: 'squad-assault', options: { morale: false } },
      phase: 'shooting',
      phaseStarted: true,
      unitStart: { mob: 5 },
    };
    const s = start(doc).state;
    expect(toScenario(s).unitStart).toEqual({ mob: 5 });
    const again = createGame(JSON.parse(JSON.stringify(toScenario(s))));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.state.unitStart).toEqual(s.unitStart);
  });
});
