import { describe, it, expect } from 'vitest';
import {
  fallStrength,
  jumpTests,
  legalActions,
  verticalOptions,
  verticalPreview,
  modelIndex,
  type ScenarioDocument,
  type ScenarioModel,
} from '../../engine';
import { codeOf, man, model, play, rolls, scenario, start } from '../support/scenario';
import { box } from './terrain';

/** A platform 3" high from (10, 2) to (16, 10): its top is a floor; it is climbed, not walked onto. */
const low = box('deck', 'platform', 10, 2, 16, 10, 3);
/** The same platform 4" high. */
const high = box('deck', 'platform', 10, 2, 16, 10, 4);

function movement(
  red: ScenarioModel[],
  blue: ScenarioModel[] = [man('b1', 22, 22)],
  extra: Partial<ScenarioDocument> = {},
) {
  return start(scenario(red, blue, { phase: 'movement', terrain: [low], ...extra })).state;
}

describe('§4.4 Climb', () => {
  it('§4.4 a model in base contact with a wall climbs up on a passed Initiative test', () => {
    const s = movement([man('r1', 9.5, 5)], undefined, { dice: [3] });
    expect(verticalOptions(s, modelIndex(s, 'r1'))).toContainEqual({
      type: 'climb',
      model: 'r1',
      maxDistance: 4,
      maxHeight: 4,
    });
    const r = play(s, [{ type: 'climb', model: 'r1', to: [10.1, 5, 3] }]);
    expect(rolls(r.events, 'initiative')).toEqual([
      { kind: 'roll', test: 'initiative', rule: '§4.4', model: 'r1', need: 3, dice: [3], success: true },
    ]);
    expect(r.events).toContainEqual(
      expect.objectContaining({ kind: 'climbed', model: 'r1', from: [9.5, 5, 0], to: [10.1, 5, 3] }),
    );
    expect(model(r.state, 'r1')).toMatchObject({ x: 10.1, z: 3, moved: true });
  });

  it('§4.4 a failed Initiative test going up: the model does not move this phase', () => {
    const s = movement([man('r1', 9.5, 5)], undefined, { dice: [6] });
    const r = play(s, [{ type: 'climb', model: 'r1', to: [10.1, 5, 3] }]);
    expect(model(r.state, 'r1')).toMatchObject({ x: 9.5, z: 0, moved: true });
    expect(r.events.map((e) => e.kind)).toEqual(['roll']);
    expect(codeOf(r.state, { type: 'move', model: 'r1', to: [8, 5] })).toBe('ERR_ALREADY_ACTED');
  });

  it('§4.4 falling: a failed test going down falls from where it started: D3 hits at S = height, no armour save', () => {
    const s = movement([man('r1', 10.4, 5, { at: [10.4, 5, 3], save: 4 })], undefined, {
      dice: [6, 1, 4, 2],
    });
    const r = play(s, [{ type: 'climb', model: 'r1', to: [9.4, 5, 0] }]);
    expect(r.events.map((e) => e.kind)).toEqual([
      'roll',
      'fell',
      'roll',
      'roll',
      'wounded',
      'roll',
      'knockedDown',
    ]);
    expect(r.events[1]).toEqual({
      kind: 'fell',
      model: 'r1',
      from: [10.4, 5, 3],
      to: [9.4, 5, 0],
      height: 3,
    });
    expect(rolls(r.events, 'fallHits')).toEqual([
      expect.objectContaining({ rule: '§4.4', model: 'r1', dice: [1], outcome: '1 hit' }),
    ]);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ rule: '§4.4', need: 4, dice: [4], success: true });
    expect(rolls(r.events, 'armourSave')).toEqual([]);
    expect(model(r.state, 'r1')).toMatchObject({ z: 0, status: 'knockedDown', fell: true });
  });

  it('§4.4 a climb costs its height and distance from the move, no running: too high is out of range', () => {
    const s = movement([man('r1', 9.5, 5)], undefined, {
      terrain: [box('deck', 'platform', 10, 2, 16, 10, 4.5)],
    });
    expect(codeOf(s, { type: 'climb', model: 'r1', to: [10.1, 5, 4.5] })).toBe('ERR_OUT_OF_RANGE');
  });

  it('§4.4 only a model in base contact with a wall may climb, and not an animal', () => {
    expect(codeOf(movement([man('r1', 8, 5)]), { type: 'climb', model: 'r1', to: [10.1, 5, 3] })).toBe(
      'ERR_CANNOT_CLIMB',
    );
    const dog = movement([man('r1', 9.5, 5, { rules: ['animal'] })]);
    expect(codeOf(dog, { type: 'climb', model: 'r1', to: [10.1, 5, 3] })).toBe('ERR_CANNOT_CLIMB');
  });

  it('§3.2 §4.4 a normal move cannot go up onto a platform nor walk off its edge', () => {
    expect(codeOf(movement([man('r1', 9.5, 5)]), { type: 'move', model: 'r1', to: [10.1, 5, 3] })).toBe(
      'ERR_PATH_BLOCKED',
    );
    const top = movement([man('r1', 11, 5, { at: [11, 5, 3] })]);
    expect(codeOf(top, { type: 'move', model: 'r1', to: [13, 5, 3] })).toBe('ok');
    expect(codeOf(top, { type: 'move', model: 'r1', to: [8, 5, 3] })).toBe('ERR_BAD_ACTION');
    const edge = movement([man('r1', 10.4, 5, { at: [10.4, 5, 3] })]);
    expect(codeOf(edge, { type: 'move', model: 'r1', to: [9.4, 5, 0] })).toBe('ERR_PATH_BLOCKED');
    const twin = movement([man('r1', 15.4, 5, { at: [15.4, 5, 3] })], undefined, {
      terrain: [low, box('twin', 'platform', 16.5, 2, 20, 10, 3)],
    });
    expect(codeOf(twin, { type: 'move', model: 'r1', to: [17, 5, 3] })).toBe('ERR_PATH_BLOCKED');
  });
});

describe('§4.4 Jump down', () => {
  it.each([
    [1.5, 0],
    [2, 1],
    [3.9, 1],
    [4, 2],
    [6, 3],
  ])('§4.4 a jump down of %s" needs %i Initiative tests (one per full 2")', (h, n) => {
    expect(jumpTests(h)).toBe(n);
  });

  it('§4.4 a jump of 4" takes two Initiative tests; passed, the model carries on moving (no movement cost)', () => {
    const s = movement([man('r1', 10.6, 5, { at: [10.6, 5, 4] })], undefined, {
      terrain: [high],
      dice: [2, 3],
    });
    expect(verticalPreview(s, { type: 'jumpDown', model: 'r1', to: [7, 5, 0] })).toMatchObject({
      ok: true,
      value: { tests: 2, size: 4, fallHeight: 4, doomed: false },
    });
    const r = play(s, [{ type: 'jumpDown', model: 'r1', to: [7, 5, 0] }]);
    expect(rolls(r.events, 'initiative').map((e) => [e.rule, e.dice, e.success])).toEqual([
      ['§4.4', [2], true],
      ['§4.4', [3], true],
    ]);
    expect(r.events.at(-1)).toEqual({
      kind: 'jumped',
      model: 'r1',
      jump: 'down',
      from: [10.6, 5, 4],
      to: [7, 5, 0],
      distance: 4,
    });
  });

  it('§4.4 a failed jump falls from that height where it lands and stops; falls make no criticals', () => {
    const s = movement([man('r1', 10.6, 5, { at: [10.6, 5, 4], profile: { W: 3 } })], undefined, {
      terrain: [high],
      dice: [2, 6, 1, 6],
    });
    const r = play(s, [{ type: 'jumpDown', model: 'r1', to: [7, 5, 0] }]);
    const fell = r.events.find((e) => e.kind === 'fell');
    expect(fell).toMatchObject({ height: 4, to: [expect.closeTo(9.5, 1), 5, 0] });
    expect(rolls(r.events, 'toWound')).toEqual([
      expect.objectContaining({ rule: '§4.4', need: 3, dice: [6], success: true }),
    ]);
    expect(rolls(r.events, 'toWound')[0]!.outcome).toBeUndefined();
    expect(model(r.state, 'r1')).toMatchObject({ wounds: 2, fell: true, z: 0 });
    expect(fallStrength(4)).toBe(4);
  });

  it('§4.4 a jump down is from at most 6"', () => {
    const tower = box('tower', 'platform', 10, 2, 16, 10, 7);
    const s = movement([man('r1', 10.6, 5, { at: [10.6, 5, 7] })], undefined, { terrain: [tower] });
    expect(codeOf(s, { type: 'jumpDown', model: 'r1', to: [8, 5, 0] })).toBe('ERR_CANNOT_JUMP');
  });
});

describe('§4.4 Jump gap', () => {
  const west = box('west', 'platform', 2, 2, 8, 10, 3);
  const east = box('east', 'platform', 10, 2, 16, 10, 3);
  const gap = (extra = {}, dice: number[] = []) =>
    movement([man('r1', 7.6, 5, { at: [7.6, 5, 3], ...extra })], undefined, { terrain: [west, east], dice });

  it('§4.4 a gap of up to 3" is jumped on a passed Initiative test; it may still shoot', () => {
    const r = play(gap({}, [3]), [{ type: 'jumpGap', model: 'r1', to: [10.6, 5, 3] }]);
    expect(rolls(r.events, 'initiative')).toMatchObject([{ rule: '§4.4', dice: [3], success: true }]);
    expect(r.events.at(-1)).toMatchObject({ kind: 'jumped', jump: 'gap', to: [10.6, 5, 3] });
    expect((r.events.at(-1) as { distance: number }).distance).toBeCloseTo(2, 1);
    expect(model(r.state, 'r1')).toMatchObject({ x: 10.6, z: 3, moved: true, ran: false });
  });

  it('§4.4 a failed test falls into the gap', () => {
    const r = play(gap({}, [6, 1, 1]), [{ type: 'jumpGap', model: 'r1', to: [10.6, 5, 3] }]);
    expect(r.events.find((e) => e.kind === 'fell')).toMatchObject({
      height: 3,
      to: [expect.any(Number), 5, 0],
    });
    expect(model(r.state, 'r1')).toMatchObject({ z: 0, fell: true });
  });

  it('§4.4 a gap wider than 3" or beyond the model’s move is doomed: it falls without a test (decision)', () => {
    const wide = movement([man('r1', 7.6, 5, { at: [7.6, 5, 3], profile: { M: 6 } })], undefined, {
      terrain: [west, box('east', 'platform', 11.5, 2, 16, 10, 3)],
      dice: [1, 1],
    });
    const r = play(wide, [{ type: 'jumpGap', model: 'r1', to: [12, 5, 3] }]);
    expect(rolls(r.events, 'initiative')).toEqual([]);
    expect(r.events.some((e) => e.kind === 'fell')).toBe(true);
    const slow = gap({ profile: { M: 2 } }, [1, 1]);
    expect(verticalPreview(slow, { type: 'jumpGap', model: 'r1', to: [10.6, 5, 3] })).toMatchObject({
      ok: true,
      value: { doomed: true, tests: 0 },
    });
  });

  it('§4.4 a gap is only jumped level, and a path without a gap is a move', () => {
    expect(codeOf(gap(), { type: 'jumpGap', model: 'r1', to: [10.6, 5, 0] })).toBe('ERR_CANNOT_JUMP');
    expect(codeOf(gap(), { type: 'jumpGap', model: 'r1', to: [5, 5, 3] })).toBe('ERR_CANNOT_JUMP');
  });
});

describe('§4.4 Diving charge', () => {
  const ledge = (dice: number[], blue: ScenarioModel[] = [man('b1', 8, 5)]) =>
    movement([man('r1', 10.4, 5, { at: [10.4, 5, 4] })], blue, { terrain: [high], dice });

  it('§4.4 a model on a ledge charges an enemy within 2" of its landing point: +1 S and +1 To Hit next combat', () => {
    const s = ledge([2, 3]);
    expect(legalActions(s)).toContainEqual({ type: 'divingCharge', model: 'r1', target: 'b1' });
    const r = play(s, [{ type: 'divingCharge', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'initiative').map((e) => e.dice)).toEqual([[2], [3]]);
    expect(r.events.at(-1)).toMatchObject({
      kind: 'charged',
      model: 'r1',
      target: 'b1',
      engaged: ['b1'],
      diving: true,
    });
    expect(model(r.state, 'r1')).toMatchObject({ z: 0, charged: true, diving: true });
    let cc = r.state;
    for (const _ of [1, 2, 3]) cc = play(cc, [{ type: 'endPhase' }]).state;
    expect(cc.phase).toBe('closeCombat');
    const fight = play({ ...cc, dice: [3, 3, 1, 1] }, [{ type: 'endPhase' }]);
    const hit = rolls(fight.events, 'toHit')[0]!;
    expect(hit).toMatchObject({ model: 'r1', need: 3, dice: [3], success: true });
    expect(rolls(fight.events, 'toWound')[0]).toMatchObject({ model: 'r1', need: 3 });
    expect(model(fight.state, 'r1').diving).toBe(false);
  });

  it('§4.4 a failed diving charge falls where it lands, does not charge, and takes the falling hits', () => {
    const r = play(ledge([2, 6, 1, 2]), [{ type: 'divingCharge', model: 'r1', target: 'b1' }]);
    expect(r.events.map((e) => e.kind)).toEqual(['roll', 'roll', 'fell', 'roll', 'roll']);
    expect(r.events[2]).toMatchObject({ kind: 'fell', height: 4, to: [expect.any(Number), 5, 0] });
    expect(rolls(r.events, 'toWound')).toMatchObject([{ rule: '§4.4', need: 3, dice: [2], success: false }]);
    expect(model(r.state, 'r1')).toMatchObject({ charged: false, diving: false, fell: true });
  });

  it('§4.4 the target must be within 2" of the landing point; a normal charge cannot change level', () => {
    const far = ledge([], [man('b1', 6, 5)]);
    expect(codeOf(far, { type: 'divingCharge', model: 'r1', target: 'b1' })).toBe('ERR_OUT_OF_RANGE');
    expect(codeOf(ledge([]), { type: 'charge', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_CHARGE');
  });
});

describe('§4.4 Edge', () => {
  it('§4.4 §8 a model knocked down within 1" of a drop takes an Initiative test or falls', () => {
    const s = start(
      scenario([man('r1', 4, 5)], [man('b1', 10.4, 5, { at: [10.4, 5, 3] })], {
        phase: 'shooting',
        terrain: [low],
        dice: [6, 4, 1, 6, 1, 3],
      }),
    ).state;
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    const kinds = r.events.map((e) => (e.kind === 'roll' ? e.test : e.kind));
    expect(kinds).toEqual([
      'shot',
      'toHit',
      'toWound',
      'wounded',
      'injury',
      'knockedDown',
      'initiative',
      'fell',
      'fallHits',
      'toWound',
    ]);
    expect(model(r.state, 'b1')).toMatchObject({ z: 0, status: 'knockedDown', fell: true });
  });

  it('§4.4 away from a drop no Initiative test is taken', () => {
    const s = start(
      scenario([man('r1', 4, 5)], [man('b1', 13, 6, { at: [13, 6, 3] })], {
        phase: 'shooting',
        terrain: [low],
        dice: [6, 4, 1],
      }),
    ).state;
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'initiative')).toEqual([]);
  });
});

describe('§4.4 landing on another level', () => {
  it('§4.4 a jump down may not end overlapping a model on the ground (no overlap across levels)', async () => {
    const { scenario, man, start } = await import('../support/scenario');
    const { applyAction } = await import('../../engine');
    const doc = scenario(
      [man('r1', 9.4, 13.5, { rules: ['leader'], at: [9.4, 13.5, 3] }), man('r2', 9.9, 13.1)],
      [man('b1', 20, 20, { rules: ['leader'] })],
      {
        phase: 'movement',
        phaseStarted: true,
        dice: [1],
        terrain: [
          {
            id: 'house',
            kind: 'building',
            polygon: [
              [7, 12],
              [10, 12],
              [10, 15],
              [7, 15],
            ],
            height: 6,
            floors: [3],
            cover: 'hard',
          },
        ],
      },
    );
    const r = applyAction(start(doc).state, { type: 'jumpDown', model: 'r1', to: [10.7, 13.5, 0] });
    expect(r.ok).toBe(false);
  });
});
