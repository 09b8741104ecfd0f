import { describe, expect, it } from 'vitest';
import { chargePreview, legalActions, unitSummaries } from '../../engine';
import { codeOf, model, play } from '../support/scenario';
import { row, squadGame, trooper } from './squad-support';

describe('§2 units and coherency (squad play)', () => {
  it('§2 a unit move moves every model by the same offset and logs the unit move', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), [trooper('b1', 'mob', 12, 20)], 'movement');
    const r = play(s, [{ type: 'moveUnit', unit: 'vets', by: [0, 4] }]);
    expect(['r1', 'r2', 'r3'].map((id) => [model(r.state, id).x, model(r.state, id).y])).toEqual([
      [5, 7],
      [6.5, 7],
      [8, 7],
    ]);
    expect(r.events[0]).toMatchObject({ kind: 'unitMoved', unit: 'vets', distance: 4 });
    expect(r.events.filter((e) => e.kind === 'moved')).toHaveLength(3);
    expect(model(r.state, 'r2').moved).toBe(true);
  });

  it('§2 the slowest model sets how far the unit moves', () => {
    const red = [...row('r', 'vets', 2, 5, 3), trooper('r3', 'vets', 8, 3, { profile: { M: 3 } })];
    const s = squadGame(red, [trooper('b1', 'mob', 12, 20)], 'movement');
    expect(codeOf(s, { type: 'moveUnit', unit: 'vets', by: [0, 3.5] })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(s, { type: 'moveUnit', unit: 'vets', by: [0, 3] })).toBe('ok');
  });

  it('§4.2 a unit runs only if every model may run', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), [trooper('b1', 'mob', 12, 10)], 'movement');
    expect(codeOf(s, { type: 'moveUnit', unit: 'vets', by: [-2, 0], run: true })).toBe('ERR_CANNOT_RUN');
    const far = squadGame(row('r', 'vets', 3, 5, 3), [trooper('b1', 'mob', 20, 22)], 'movement');
    expect(codeOf(far, { type: 'moveUnit', unit: 'vets', by: [0, 8], run: true })).toBe('ok');
  });

  it('§3.2 a unit move that would end a model within 1" of an enemy is refused and nothing moves', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), [trooper('b1', 'mob', 8, 8.5)], 'movement');
    expect(codeOf(s, { type: 'moveUnit', unit: 'vets', by: [0, 4] })).toBe('ERR_TOO_CLOSE_TO_ENEMY');
  });

  it('§2 a model moved on its own must end within 2" of another model of its unit', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), [trooper('b1', 'mob', 12, 20)], 'movement');
    expect(codeOf(s, { type: 'move', model: 'r3', to: [8, 6.9] })).toBe('ERR_COHERENCY');
    expect(codeOf(s, { type: 'move', model: 'r3', to: [8, 5.5] })).toBe('ok');
  });

  it('§2 errors name the unit: unknown unit, the other side’s unit, skirmish preset', () => {
    const s = squadGame(row('r', 'vets', 2, 5, 3), [trooper('b1', 'mob', 12, 20)], 'movement');
    expect(codeOf(s, { type: 'moveUnit', unit: 'nobody', by: [0, 1] })).toBe('ERR_UNKNOWN_UNIT');
    expect(codeOf(s, { type: 'moveUnit', unit: 'mob', by: [0, 1] })).toBe('ERR_NOT_YOUR_TURN');
    const skirmish = squadGame(row('r', 'vets', 2, 5, 3), [trooper('b1', 'mob', 12, 20)], 'movement', {
      ruleset: { preset: 'warhammer-skirmish' },
    });
    expect(codeOf(skirmish, { type: 'moveUnit', unit: 'vets', by: [0, 1] })).toBe('ERR_BAD_ACTION');
  });

  it('§2 one unit id on both sides is refused when the scenario loads', () => {
    expect(() =>
      squadGame([trooper('r1', 'same', 5, 3)], [trooper('b1', 'same', 12, 20)], 'movement'),
    ).toThrow(/unit "same" already belongs to the other side/);
  });
});

describe('§4.1 unit charges (squad play)', () => {
  it('§4.1 the whole unit charges: the declared model reaches, the others follow into contact', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 3, 5, 9), 'movement');
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    // The event names the charging unit and its target's, so the log reads "Veterans, led by …, charged Mob".
    expect(r.events.find((e) => e.kind === 'charged')).toMatchObject({
      model: 'r1',
      target: 'b1',
      unit: 'vets',
      targetUnit: 'mob',
    });
    for (const id of ['r1', 'r2', 'r3']) {
      const m = model(r.state, id);
      expect(m.charged).toBe(true);
      expect(m.y).toBeCloseTo(8, 1);
    }
  });

  it('§4.1 a charge declared by a model whose line runs through its own unit is led by the closest model', () => {
    const column = [trooper('r1', 'vets', 5, 2), trooper('r2', 'vets', 5, 3.5), trooper('r3', 'vets', 5, 5)];
    const s = squadGame(column, row('b', 'mob', 2, 5, 10), 'movement');
    expect(chargePreview(s, 'r2', 'b1')).toMatchObject({
      ok: true,
      value: { leader: 'r3', reachable: true },
    });
    const r = play(s, [{ type: 'charge', model: 'r2', target: 'b1' }]);
    expect(r.events.find((e) => e.kind === 'charged')).toMatchObject({ model: 'r3', target: 'b1' });
    for (const id of ['r1', 'r2', 'r3']) expect(model(r.state, id).charged).toBe(true);
    expect(legalActions(s)).toContainEqual({ type: 'charge', model: 'r1', target: 'b1' });
  });

  it('§4.1 a model that can make the unit’s charge itself leads it', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 3, 5, 9), 'movement');
    expect(chargePreview(s, 'r2', 'b2')).toMatchObject({ ok: true, value: { leader: 'r2' } });
    const r = play(s, [{ type: 'charge', model: 'r2', target: 'b2' }]);
    expect(r.events.find((e) => e.kind === 'charged')).toMatchObject({ model: 'r2', target: 'b2' });
  });

  it('§4.1 a unit may not charge when one of its models may not', () => {
    const s = squadGame(
      row('r', 'vets', 2, 5, 3, { fallingBack: true }),
      row('b', 'mob', 2, 5, 9),
      'movement',
    );
    expect(codeOf(s, { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
  });

  it('§4.1 a failed charge moves the declared model M toward the target and the unit follows', () => {
    const s = squadGame(row('r', 'vets', 2, 5, 2), row('b', 'mob', 2, 5, 15), 'movement');
    const r = play(s, [{ type: 'charge', model: 'r1', target: 'b1' }]);
    expect(r.events.some((e) => e.kind === 'failedCharge')).toBe(true);
    expect(model(r.state, 'r1').y).toBeCloseTo(6, 5);
    expect(model(r.state, 'r2').y).toBeCloseTo(6, 5);
    expect(model(r.state, 'r2').failedCharge).toBe(true);
  });
});

describe('FORMATS.md §5.1 legal actions in squad play', () => {
  it('§2 lists a unit move descriptor (and run) per unit, and charges that the whole unit may make', () => {
    const s = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 2, 5, 9), 'movement');
    const legal = legalActions(s);
    expect(legal).toContainEqual({ type: 'moveUnit', unit: 'vets', maxDistance: 4, run: false });
    expect(legal.some((a) => a.type === 'moveUnit' && a.run)).toBe(false);
    expect(legal).toContainEqual({ type: 'charge', model: 'r1', target: 'b1' });
    const far = squadGame(row('r', 'vets', 3, 5, 3), row('b', 'mob', 2, 5, 22), 'movement');
    expect(legalActions(far)).toContainEqual({ type: 'moveUnit', unit: 'vets', maxDistance: 8, run: true });
  });
});

describe('§2 §10 unit summaries', () => {
  it('§2 reports models left, size, falling back and coherency per unit', () => {
    const red = [
      ...row('r', 'vets', 2, 5, 3, { fallingBack: true }),
      trooper('r3', 'vets', 20, 3, { status: 'outOfAction' }),
    ];
    const s = squadGame(red, [trooper('b1', 'mob', 12, 20)], 'movement');
    expect(unitSummaries(s)).toEqual([
      {
        id: 'vets',
        side: 'red',
        models: 2,
        size: 3,
        fallingBack: true,
        regrouped: false,
        coherent: true,
        lead: 'r1',
      },
      {
        id: 'mob',
        side: 'blue',
        models: 1,
        size: 1,
        fallingBack: false,
        regrouped: false,
        coherent: true,
        lead: 'b1',
      },
    ]);
  });
});
