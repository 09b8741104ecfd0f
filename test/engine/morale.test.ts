import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import { codeOf, endPhasesUntil, model, play, rolls, start } from '../support/scenario';
import { row, squadGame, squads, trooper } from './squad-support';

function events<K extends GameEvent['kind']>(es: GameEvent[], kind: K): Extract<GameEvent, { kind: K }>[] {
  return es.filter((e): e is Extract<GameEvent, { kind: K }> => e.kind === kind);
}

describe('§10.2 Morale tests after 25% losses (squad)', () => {
  it('§10.2 a unit that lost a quarter of its models in the Shooting phase tests at the end of it', () => {
    const s = squadGame(
      [trooper('r1', 'a', 5, 3)],
      row('b', 'mob', 4, 5, 15, { profile: { Ld: 7 } }),
      'shooting',
      {
        dice: [6, 6, 2, 2],
      },
    );
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
    expect(rolls(r.events, 'morale')[0]).toMatchObject({
      rule: '§10.2',
      unit: 'mob',
      need: 7,
      dice: [2, 2],
      success: true,
    });
  });

  it('§10.2 fewer than 25% lost: no test', () => {
    const s = squadGame([trooper('r1', 'a', 5, 3)], row('b', 'mob', 5, 5, 15), 'shooting', { dice: [6, 6] });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'morale')).toEqual([]);
  });

  it('§10.2 the count is taken when the phase starts, also from a saved mid-phase position', () => {
    const s = squadGame([trooper('r1', 'a', 5, 3)], row('b', 'mob', 4, 5, 15), 'shooting', {
      dice: [6, 6, 2, 2],
      phaseStarted: true,
      unitStart: { a: 1, mob: 6 },
    });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'morale')).toHaveLength(1);
  });
});

describe('§10.3 falling back (squad)', () => {
  const failAt = (blue: Parameters<typeof squadGame>[1], extra = {}, dice: number[] = []) =>
    squadGame([trooper('r1', 'a', 5, 3)], blue, 'shooting', { dice: [6, 6, 6, 6, ...dice], ...extra });

  it('§10.3 a failed test falls back 2D6" toward its own table edge, every model the same distance', () => {
    const s = failAt(row('b', 'mob', 4, 5, 12), {}, [2, 3]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'fallBackDistance')[0]).toMatchObject({ rule: '§10.3', dice: [2, 3] });
    expect(events(r.events, 'fellBack')[0]).toMatchObject({ unit: 'mob', distance: 5 });
    expect(model(r.state, 'b2').y).toBeCloseTo(17, 5);
    expect(model(r.state, 'b4').y).toBeCloseTo(17, 5);
    expect(model(r.state, 'b2').fallingBack).toBe(true);
  });

  it('§10.3 a unit reaching its table edge is destroyed', () => {
    const s = failAt(row('b', 'mob', 4, 5, 17), {}, [6, 6]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(events(r.events, 'destroyed')[0]).toEqual({ kind: 'destroyed', unit: 'mob', reason: 'edge' });
    expect(['b2', 'b3', 'b4'].map((id) => model(r.state, id).status)).toEqual([
      'outOfAction',
      'outOfAction',
      'outOfAction',
    ]);
  });

  it('§10.3 Trapped!: a unit that cannot complete its move is destroyed', () => {
    const wall = {
      id: 'cliff',
      kind: 'impassable' as const,
      polygon: [
        [0, 14],
        [24, 14],
        [24, 15],
        [0, 15],
      ] as [number, number][],
      height: 3,
      cover: 'hard' as const,
    };
    const s = failAt(row('b', 'mob', 4, 5, 12), { terrain: [wall] }, [3, 3]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(events(r.events, 'destroyed')[0]).toMatchObject({ unit: 'mob', reason: 'trapped' });
  });

  it('§10.3 a unit behind an 11"-wide impassable wall falls back round it instead of being Trapped!', () => {
    const wall = {
      id: 'wall',
      kind: 'impassable' as const,
      polygon: [
        [6.5, 13],
        [17.5, 13],
        [17.5, 14],
        [6.5, 14],
      ] as [number, number][],
      height: 3,
      cover: 'hard' as const,
    };
    const s = failAt(row('b', 'mob', 4, 9.5, 12), { terrain: [wall] }, [6, 6]);
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(events(r.events, 'destroyed')).toEqual([]);
    expect(events(r.events, 'fellBack')[0]).toMatchObject({ unit: 'mob', distance: 12 });
    for (const id of ['b2', 'b3', 'b4']) {
      const m = model(r.state, id);
      const nx = Math.min(Math.max(m.x, 6.5), 17.5);
      const ny = Math.min(Math.max(m.y, 13), 14);
      expect(Math.hypot(m.x - nx, m.y - ny)).toBeGreaterThanOrEqual(0.5 - 1e-6);
    }
    expect(model(r.state, 'b2').y).toBeGreaterThan(14);
  });

  it('§10.3 out of combat it passes through the enemies of that combat and keeps moving until 1" clear', () => {
    const red = row('r', 'vets', 3, 5, 10);
    const blue = row('b', 'mob', 5, 5, 9, { profile: { I: 1, Ld: 6 } });
    const s = squadGame(red, blue, 'closeCombat', { dice: [6, 6, 6, 6, 6, 6, 6, 6, 1, 1] });
    const r = play(s, [{ type: 'endPhase' }]);
    const fell = events(r.events, 'fellBack')[0]!;
    expect(fell.unit).toBe('mob');
    expect(fell.distance).toBeGreaterThan(2);
    expect(model(r.state, 'b4').y - 10).toBeGreaterThanOrEqual(1.5);
  });

  it('§10.3 survivors whose front rank died pass through the enemy unit they fought', () => {
    const wall = (x: number) => ({
      id: `wall-${x}`,
      kind: 'impassable' as const,
      polygon: [
        [x, 0],
        [x + 1, 0],
        [x + 1, 20],
        [x, 20],
      ] as [number, number][],
      height: 3,
      cover: 'hard' as const,
    });
    const red = [
      trooper('r1', 'vets', 6, 9),
      trooper('r2', 'vets', 5.2, 10.5),
      trooper('r3', 'vets', 6.8, 10.5),
    ];
    const blue = [trooper('b1', 'mob', 6, 8), trooper('b2', 'mob', 4.6, 8), trooper('b3', 'mob', 7.4, 8)];
    const s = squadGame(red, blue, 'closeCombat', {
      terrain: [wall(3), wall(8)],
      dice: [1, 4, 4, 6, 6, 3, 3],
    });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(model(r.state, 'r1').status).toBe('outOfAction');
    expect(events(r.events, 'destroyed')).toEqual([]);
    expect(events(r.events, 'fellBack')[0]).toMatchObject({ unit: 'vets', distance: 6 });
    expect(model(r.state, 'r2').y).toBeCloseTo(4.5, 5);
  });

  it('§10.3 a falling-back unit fails every Morale test and falls back again', () => {
    const blue = row('b', 'mob', 4, 5, 12, { fallingBack: true });
    const s = squadGame([trooper('r1', 'a', 5, 3)], blue, 'shooting', { dice: [6, 6, 2, 2] });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }, { type: 'endPhase' }]);
    expect(rolls(r.events, 'morale')[0]).toMatchObject({ success: false, dice: [] });
    expect(events(r.events, 'fellBack')[0]).toMatchObject({ distance: 4 });
  });

  it('§10.3 a falling-back unit cannot charge and shoots only snap shots at BS 1', () => {
    const red = row('r', 'vets', 2, 5, 3, { fallingBack: true, profile: { BS: 4 } });
    const mv = squadGame(red, [trooper('b1', 'mob', 5, 8)], 'movement', { phaseStarted: true });
    expect(codeOf(mv, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
    const sh = squadGame(red, [trooper('b1', 'mob', 5, 8)], 'shooting', { dice: [5] });
    const r = play(sh, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ need: 6, success: false });
  });

  it('§10.3 it falls back again in each of its Movement phases (compulsory move)', () => {
    const red = row('r', 'vets', 2, 5, 12, { fallingBack: true });
    const s = squadGame(red, [trooper('b1', 'mob', 20, 22)], 'movement', { dice: [2, 2] });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(events(r.events, 'fellBack')[0]).toMatchObject({ unit: 'vets', distance: 4 });
    expect(model(r.state, 'r1').y).toBeCloseTo(8, 5);
  });
});

describe('§10.4 regrouping (squad)', () => {
  const recovery = (red: Parameters<typeof squadGame>[0], dice: number[]) =>
    start(squads(red, [trooper('b1', 'mob', 20, 22)], { phase: 'recovery', dice }));

  it('§10.4 with 25% or more left: a normal Leadership test; a pass stops it, with a 3" move and no run', () => {
    const { state: s, events: es } = recovery(row('r', 'vets', 4, 5, 12, { fallingBack: true }), [3, 3]);
    expect(rolls(es, 'regroup')[0]).toMatchObject({
      rule: '§10.4',
      unit: 'vets',
      need: 7,
      dice: [3, 3],
      success: true,
    });
    expect(events(es, 'regrouped')).toEqual([{ kind: 'regrouped', unit: 'vets' }]);
    expect(model(s, 'r1').fallingBack).toBe(false);
    expect(model(s, 'r1').regrouped).toBe(true);
    const mv = endPhasesUntil(s, 'movement').state;
    expect(codeOf(mv, { type: 'moveUnit', unit: 'vets', by: [0, 3.5] })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(mv, { type: 'moveUnit', unit: 'vets', by: [0, 3], run: true })).toBe('ERR_CANNOT_RUN');
    expect(codeOf(mv, { type: 'moveUnit', unit: 'vets', by: [0, 3] })).toBe('ok');
  });

  it('§10.4 below 25%: refused on 2+2, passed only on a double 1', () => {
    const red = [
      trooper('r1', 'vets', 5, 12, { fallingBack: true }),
      ...['r2', 'r3', 'r4', 'r5'].map((id) => trooper(id, 'vets', 20, 2, { status: 'outOfAction' })),
    ];
    const refused = recovery(red, [2, 2]);
    expect(rolls(refused.events, 'regroup')[0]).toMatchObject({ need: 2, dice: [2, 2], success: false });
    expect(model(refused.state, 'r1').fallingBack).toBe(true);
    const passed = recovery(red, [1, 1]);
    expect(rolls(passed.events, 'regroup')[0]).toMatchObject({ need: 2, dice: [1, 1], success: true });
    expect(model(passed.state, 'r1').fallingBack).toBe(false);
  });

  it('§10.4 a failed regroup leaves the unit falling back', () => {
    const r = recovery(row('r', 'vets', 4, 5, 12, { fallingBack: true }), [5, 5]);
    expect(model(r.state, 'r1').fallingBack).toBe(true);
  });

  it('§10.4 a charged falling-back unit tests at once: pass → it fights normally', () => {
    const blue = row('b', 'mob', 3, 5, 8, { fallingBack: true });
    const s = squadGame(row('r', 'vets', 2, 5, 3), blue, 'movement', { dice: [3, 3] });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'regroup')[0]).toMatchObject({ rule: '§10.4', success: true });
    expect(model(r.state, 'b1').fallingBack).toBe(false);
    expect(model(r.state, 'b1').status).toBe('standing');
  });

  it('§10.4 a charged falling-back unit that fails is destroyed at the end of the charge', () => {
    const blue = row('b', 'mob', 3, 5, 8, { fallingBack: true });
    const s = squadGame(row('r', 'vets', 2, 5, 3), blue, 'movement', { dice: [6, 6] });
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(events(r.events, 'destroyed')[0]).toMatchObject({ unit: 'mob', reason: 'charged' });
    expect(r.events.findIndex((e) => e.kind === 'charged')).toBeLessThan(
      r.events.findIndex((e) => e.kind === 'destroyed'),
    );
  });
});
