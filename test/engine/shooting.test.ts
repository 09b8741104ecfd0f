import { describe, it, expect } from 'vitest';
import {
  legalActions,
  shotPreview,
  type ScenarioDocument,
  type ScenarioModel,
  type Terrain,
} from '../../engine';
import { codeOf, man, model, play, rolls, scenario, start } from '../support/scenario';

function rect(
  id: string,
  kind: Terrain['kind'],
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  height: number,
): Terrain {
  return {
    id,
    kind,
    polygon: [
      [x0, y0],
      [x1, y0],
      [x1, y1],
      [x0, y1],
    ],
    height,
    cover: kind === 'wall' && height <= 1 ? 'hard' : kind === 'wood' ? 'soft' : 'hard',
  };
}

function shooting(red: ScenarioModel[], blue: ScenarioModel[], extra: Partial<ScenarioDocument> = {}) {
  return start(scenario(red, blue, { phase: 'shooting', ...extra })).state;
}

function shots(s: ReturnType<typeof shooting>, id: string): string[] {
  return legalActions(s)
    .filter((a) => a.type === 'shoot' && a.model === id)
    .map((a) => (a as { target: string }).target);
}

describe('§6.1 Who may shoot', () => {
  it('§6.1 §6.3 §6.4 a standing model with a bow shoots the closest enemy: shot, To Hit, To Wound', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 15, 5)], { dice: [4, 3] });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(r.events).toEqual([
      { kind: 'shot', model: 'r1', target: 'b1', weapon: 'bow' },
      {
        kind: 'roll',
        test: 'toHit',
        rule: '§6.3',
        model: 'r1',
        target: 'b1',
        need: 4,
        dice: [4],
        success: true,
      },
      {
        kind: 'roll',
        test: 'toWound',
        rule: '§6.4',
        model: 'r1',
        target: 'b1',
        need: 4,
        dice: [3],
        success: false,
      },
    ]);
    expect(model(r.state, 'r1').shot).toBe(true);
    expect(codeOf(r.state, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
  });

  it('§6.1 a model needs a missile weapon', () => {
    const s = shooting([man('r1', 5, 5, { weapons: ['sword'] })], [man('b1', 15, 5)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
    expect(
      codeOf(shooting([man('r1', 5, 5)], [man('b1', 15, 5)]), {
        type: 'shoot',
        model: 'r1',
        target: 'b1',
        weapon: 'crossbow',
      }),
    ).toBe('ERR_NO_WEAPON');
  });

  it('§6.1 the target must be within the weapon’s range', () => {
    const s = shooting([man('r1', 1, 1)], [man('b1', 23, 23)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_OUT_OF_RANGE');
  });

  it.each([
    ['ran', { ran: true }],
    ['failed a charge', { failedCharge: true }],
    ['rallied', { rallied: true }],
    ['stood up', { stoodUp: true }],
    ['is knocked down', { status: 'knockedDown' as const }],
    ['is stunned', { status: 'stunned' as const }],
    ['is fleeing', { fleeing: true }],
  ])('§6.1 a model that %s this turn cannot shoot', (_why, flags) => {
    const s = shooting([man('r1', 5, 5, flags)], [man('b1', 15, 5)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_CANNOT_ACT');
    expect(shots(s, 'r1')).toEqual([]);
  });

  it('§6.1 a model in base contact with an enemy cannot shoot', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 6, 5), man('b2', 15, 5)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b2' })).toBe('ERR_CANNOT_ACT');
  });

  it('§4.3 §6.1 a hidden model may shoot, and shooting reveals it', () => {
    const s = shooting([man('r1', 5, 5, { hidden: true })], [man('b1', 15, 5)], { dice: [1] });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(model(r.state, 'r1').hidden).toBe(false);
  });

  it('§6.5 a template weapon hits the target model without a To Hit roll (skirmish, decision)', () => {
    const s = shooting(
      [man('r1', 5, 5, { weapons: ['flamer'] })],
      [man('b1', 11, 5, { profile: { W: 3 } })],
      {
        weapons: { flamer: { type: 'missile', range: 8, strength: 4, template: true } },
        dice: [3],
      },
    );
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit')).toEqual([
      {
        kind: 'roll',
        test: 'toHit',
        rule: '§6.5',
        model: 'r1',
        target: 'b1',
        need: 0,
        dice: [],
        success: true,
        outcome: 'template: hits the target model',
      },
    ]);
    expect(rolls(r.events, 'toWound')).toMatchObject([{ need: 3, dice: [3], success: true }]);
  });

  it('§6.5 a weapon with shots: n rolls n To Hit dice', () => {
    const s = shooting([man('r1', 5, 5, { weapons: ['pistols'] })], [man('b1', 15, 5)], {
      weapons: { pistols: { type: 'missile', range: 12, strength: 3, shots: 2 } },
      dice: [1, 2],
    });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit').map((e) => e.dice)).toEqual([[1], [2]]);
  });
});

describe('§6.2 Choosing a target', () => {
  it('§6.2 the target must be the closest visible enemy', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5), man('b2', 5, 15)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b2' })).toBe('ERR_NOT_CLOSEST_TARGET');
    expect(shotPreview(s, 'r1', 'b2')).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_CLOSEST_TARGET' },
    });
    expect(shots(s, 'r1')).toEqual(['b1']);
  });

  it('§6.2 an enemy out of sight does not count as the closest', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5), man('b2', 5, 15)], {
      terrain: [rect('w', 'wall', 8, 3, 8.5, 7, 3)],
    });
    expect(shots(s, 'r1')).toEqual(['b2']);
  });

  it('§6.2 a farther target that is easier to hit may be chosen', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5), man('b2', 5, 15)], {
      terrain: [{ ...rect('hedge', 'wall', 9.8, 3, 10.1, 7, 1), cover: 'soft' }],
    });
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 5 } });
    expect(shotPreview(s, 'r1', 'b2')).toMatchObject({ ok: true, value: { toHit: 4 } });
    expect(shots(s, 'r1')).toEqual(['b1', 'b2']);
  });

  it('§6.2 knocked-down, stunned and fleeing enemies may be ignored when finding the closest', () => {
    for (const flags of [
      { status: 'knockedDown' as const },
      { status: 'stunned' as const },
      { fleeing: true },
    ]) {
      const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5, flags), man('b2', 5, 15)]);
      expect(shots(s, 'r1')).toEqual(['b1', 'b2']);
    }
  });

  it('§6.2 a visible large target may always be picked', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5), man('ogre', 5, 16, { base: 1 })], {
      terrain: [rect('w', 'wall', 3, 14, 7, 14.5, 1)],
    });
    expect(shotPreview(s, 'r1', 'ogre')).toMatchObject({ ok: true, value: { cover: 'hard', toHit: 5 } });
    expect(shots(s, 'r1')).toEqual(['b1', 'ogre']);
  });

  it('§6.2 models in base contact with friends cannot be targeted nor count as the closest', () => {
    const s = shooting([man('r1', 5, 5), man('r2', 11, 6)], [man('b1', 11, 5), man('b2', 5, 15)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_TARGET_ENGAGED');
    expect(shots(s, 'r1')).toEqual(['b2']);
  });

  it('§6.2 a hidden enemy cannot be targeted', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 11, 5, { hidden: true }), man('b2', 5, 15)]);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_NOT_VISIBLE');
    expect(shots(s, 'r1')).toEqual(['b2']);
  });

  it('§6.2 a model more than 2" above the table may pick any visible target', () => {
    const house = { ...rect('house', 'building', 3, 3, 7, 7, 6), floors: [3, 6] };
    const high = shooting([man('r1', 5, 5, { at: [5, 5, 3] })], [man('b1', 11, 5), man('b2', 5, 15)], {
      terrain: [house],
    });
    expect(shots(high, 'r1')).toEqual(['b1', 'b2']);
    const low = shooting([man('r1', 5, 5, { at: [5, 5, 2] })], [man('b1', 11, 5), man('b2', 5, 15)]);
    expect(shots(low, 'r1')).toEqual(['b1']);
  });

  it('§6.2 from high ground, visible enemies in the same building must be shot first', () => {
    const house = { ...rect('house', 'building', 3, 3, 10, 10, 6), floors: [3, 6] };
    const s = shooting(
      [man('r1', 4, 4, { at: [4, 4, 3] })],
      [man('b1', 11, 4), man('b3', 9.5, 9.5, { at: [9.5, 9.5, 6] })],
      {
        terrain: [house],
      },
    );
    expect(shots(s, 'r1')).toEqual(['b3']);
    expect(codeOf(s, { type: 'shoot', model: 'r1', target: 'b1' })).toBe('ERR_NOT_CLOSEST_TARGET');
  });
});

describe('§6.3 To Hit', () => {
  it.each([
    [1, 6],
    [2, 5],
    [3, 4],
    [4, 3],
    [5, 2],
    [6, 1],
  ])('§14.3 BS %i needs %i+ before modifiers', (BS, need) => {
    const s = shooting([man('r1', 5, 5, { profile: { BS } })], [man('b1', 15, 5)]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: need } });
  });

  it('§6.3 long range is more than half the weapon’s range: −1', () => {
    const half = shooting([man('r1', 5, 5)], [man('b1', 18, 5)]);
    expect(shotPreview(half, 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { distance: 12, longRange: false, toHit: 4 },
    });
    const long = shooting([man('r1', 5, 5)], [man('b1', 18.5, 5)]);
    expect(shotPreview(long, 'r1', 'b1')).toMatchObject({ ok: true, value: { longRange: true, toHit: 5 } });
  });

  it('§6.3 the shooter moved this turn: −1', () => {
    const s = shooting([man('r1', 5, 5, { moved: true })], [man('b1', 15, 5)]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 5 } });
  });

  it('§6.3 a large target: +1', () => {
    const s = shooting([man('r1', 5, 5)], [man('b1', 15, 5, { base: 1 })]);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 3 } });
  });

  it('§1 §6.3 singleTargetPenalty: −1 when on, nothing by default', () => {
    const on = shooting([man('r1', 5, 5)], [man('b1', 15, 5)], {
      ruleset: { options: { singleTargetPenalty: true } },
    });
    expect(shotPreview(on, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 5 } });
  });

  it('§6.3 a needed 1 or less still fails on a natural 1', () => {
    const s = shooting([man('r1', 5, 5, { profile: { BS: 6 } })], [man('b1', 15, 5, { base: 1 })], {
      dice: [1, 2, 1],
    });
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 0 } });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ need: 0, dice: [1], success: false });
  });

  it.each([
    ['7: a 6 then 4+', { moved: true }, [], [6, 4], true],
    ['7: a 6 then a 3 misses', { moved: true }, [], [6, 3], false],
    ['7: a 5 misses on one die', { moved: true }, [], [5], false],
    ['8: a 6 then 5+', { moved: true }, [18.5, 5], [6, 5], true],
    ['8: a 6 then a 4 misses', { moved: true }, [18.5, 5], [6, 4], false],
  ])('§6.3 a needed %s', (_what, flags, at, dice, hit) => {
    const b1 = man('b1', ...((at.length === 2 ? at : [15, 5]) as [number, number]), { save: 7 });
    const s = shooting([man('r1', 5, 5, { profile: { BS: 1 }, ...flags })], [b1], { dice: [...dice, 1] });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    const [roll] = rolls(r.events, 'toHit');
    expect(roll).toMatchObject({ rule: '§6.3', dice, success: hit });
    expect(roll?.need).toBe(at.length === 2 ? 8 : 7);
  });

  it('§6.3 a needed 9: a 6 then a 6', () => {
    const wall = rect('w', 'wall', 13, 3, 13.5, 7, 1);
    const hit = shooting([man('r1', 5, 5, { profile: { BS: 1 }, moved: true })], [man('b1', 15, 5)], {
      terrain: [wall],
      dice: [6, 6, 1],
    });
    const r = play(hit, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ need: 9, dice: [6, 6], success: true });
    const miss = shooting([man('r1', 5, 5, { profile: { BS: 1 }, moved: true })], [man('b1', 15, 5)], {
      terrain: [wall],
      dice: [6, 5],
    });
    const m = play(miss, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(m.events, 'toHit')[0]).toMatchObject({ need: 9, dice: [6, 5], success: false });
  });

  it('§6.3 a needed 10 or more cannot hit: no die is rolled', () => {
    const s = shooting([man('r1', 5, 5, { profile: { BS: 1 }, moved: true })], [man('b1', 18.5, 5)], {
      terrain: [rect('w', 'wall', 16.5, 3, 17, 7, 1)],
      dice: [6, 6],
    });
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toHit: 10 } });
    const r = play(s, [{ type: 'shoot', model: 'r1', target: 'b1' }]);
    expect(rolls(r.events, 'toHit')).toEqual([
      {
        kind: 'roll',
        test: 'toHit',
        rule: '§6.3',
        model: 'r1',
        target: 'b1',
        need: 10,
        dice: [],
        success: false,
        outcome: 'impossible',
      },
    ]);
    expect(r.state.dice).toEqual([6, 6]);
  });
});
