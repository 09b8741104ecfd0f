import { describe, it, expect } from 'vitest';
import { shotPreview, toWound, type ScenarioDocument } from '../../engine';
import { man, model, play, rolls, scenario, start, type ManExtra } from '../support/scenario';

/** RULES.md §14.2: S − T → the D6 face needed, null for '–'. */
function chart(diff: number): number | null {
  if (diff >= 2) return 2;
  if (diff === 1) return 3;
  if (diff === 0) return 4;
  if (diff === -1) return 5;
  if (diff >= -3) return 6;
  return null;
}

const GOLDEN: [number, number, number | null][] = [];
for (let S = 1; S <= 10; S++) for (let T = 1; T <= 10; T++) GOLDEN.push([S, T, chart(S - T)]);

/** r1 at (5, 5) shoots b1 at (15, 5) with `weapon` from the Shooting phase. */
function volley(target: ManExtra, weapon = 'bow', extra: Partial<ScenarioDocument> = {}) {
  const doc = scenario([man('r1', 5, 5, { weapons: [weapon] })], [man('b1', 15, 5, target)], {
    phase: 'shooting',
    weapons: {
      s1: { type: 'missile', range: 24, strength: 1 },
      s5: { type: 'missile', range: 24, strength: 5 },
      s6: { type: 'missile', range: 24, strength: 6 },
      ap4: { type: 'missile', range: 24, strength: 4, ap: 4 },
      ap5: { type: 'missile', range: 24, strength: 4, ap: 5 },
    },
    ...extra,
  });
  return start(doc).state;
}

function shoot(target: ManExtra, dice: number[], weapon = 'bow', extra: Partial<ScenarioDocument> = {}) {
  return play(volley(target, weapon, { dice, ...extra }), [{ type: 'shoot', model: 'r1', target: 'b1' }]);
}

describe('§6.4 To Wound', () => {
  it.each(GOLDEN)('§14.2 Strength %i against Toughness %i needs %s', (S, T, need) => {
    expect(toWound(S, T)).toBe(need);
  });

  it.each([
    ['s1', 3, 6],
    ['bow', 3, 4],
    ['crossbow', 3, 3],
    ['s5', 3, 2],
    ['s1', 5, null],
  ])('§6.4 a %s shot against T%i needs %s To Wound', (weapon, T, need) => {
    const s = volley({ profile: { T: T as number } }, weapon as string);
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({ ok: true, value: { toWound: need } });
  });

  it('§6.4 a hit that cannot wound rolls no die', () => {
    const r = shoot({ profile: { T: 5 } }, [4, 6], 's1');
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({
      dice: [],
      success: false,
      outcome: 'cannot wound',
    });
    expect(r.state.dice).toEqual([6]);
  });
});

describe('§6.6 Saves', () => {
  it.each([
    [4, 'bow', 4],
    [4, 'crossbow', 6],
    [4, 's5', 6],
    [4, 's6', null],
    [5, 'crossbow', null],
    [7, 'bow', null],
  ])(
    '§6.6 a %i+ armour save against a %s hit needs %s (Strength and weapon modifiers)',
    (save, weapon, need) => {
      expect(shotPreview(volley({ save }, weapon), 'r1', 'b1')).toMatchObject({
        ok: true,
        value: { armourSave: need, invulnerableSave: null },
      });
    },
  );

  it('§6.6 a passed armour save stops the wound', () => {
    const r = shoot({ save: 4 }, [4, 4, 4]);
    expect(rolls(r.events, 'armourSave')).toEqual([
      {
        kind: 'roll',
        test: 'armourSave',
        rule: '§6.6',
        model: 'b1',
        target: 'r1',
        need: 4,
        dice: [4],
        success: true,
      },
    ]);
    expect(r.events).toContainEqual({ kind: 'saved', model: 'b1', by: 'r1' });
    expect(model(r.state, 'b1')).toMatchObject({ status: 'standing', wounds: 1 });
  });

  it('§6.6 a failed armour save lets the wound through', () => {
    const r = shoot({ save: 4 }, [4, 4, 3, 6]);
    expect(rolls(r.events, 'armourSave')[0]).toMatchObject({ dice: [3], success: false });
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§6.6 the invulnerable save is taken instead when no armour save is allowed', () => {
    const s = volley({ save: 5, invulnerable: 5 }, 'crossbow');
    expect(shotPreview(s, 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { armourSave: null, invulnerableSave: 5 },
    });
    const r = shoot({ save: 5, invulnerable: 5 }, [4, 3, 5], 'crossbow');
    expect(rolls(r.events, 'invulnerableSave')).toMatchObject([
      { rule: '§6.6', need: 5, dice: [5], success: true },
    ]);
    expect(rolls(r.events, 'armourSave')).toEqual([]);
  });

  it('§6.6 the invulnerable save is taken instead when it is better, and only one save is taken', () => {
    const r = shoot({ save: 4, invulnerable: 5 }, [4, 3, 4, 6], 'crossbow');
    expect(rolls(r.events, 'invulnerableSave')).toMatchObject([{ need: 5, dice: [4], success: false }]);
    expect(rolls(r.events, 'armourSave')).toEqual([]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§6.6 the armour save is taken when it is better than or equal to the invulnerable save', () => {
    const better = shoot({ save: 3, invulnerable: 5 }, [4, 4, 2, 6]);
    expect(rolls(better.events, 'armourSave')).toMatchObject([{ need: 3, dice: [2], success: false }]);
    expect(rolls(better.events, 'invulnerableSave')).toEqual([]);
    const equal = shoot({ save: 5, invulnerable: 5 }, [4, 4, 5]);
    expect(rolls(equal.events, 'armourSave')).toMatchObject([{ need: 5, success: true }]);
  });

  it('§6.6 a natural 1 always fails a save, even a 1+ save (decision)', () => {
    const r = shoot({ save: 1 }, [4, 4, 1, 6]);
    expect(rolls(r.events, 'armourSave')).toMatchObject([{ need: 1, dice: [1], success: false }]);
  });

  it('§1 §6.6 armourPiercing: AP equal to or better than the save negates it; otherwise it is unmodified', () => {
    const ap = { ruleset: { options: { saves: 'armourPiercing' as const } } };
    expect(shotPreview(volley({ save: 4 }, 'ap4', ap), 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { armourSave: null },
    });
    expect(shotPreview(volley({ save: 4 }, 'ap5', ap), 'r1', 'b1')).toMatchObject({
      ok: true,
      value: { armourSave: 4 },
    });
  });
});

describe('§6.7 Criticals', () => {
  it('§6.7 a natural 6 To Wound causes 2 wounds and allows no armour save', () => {
    const r = shoot({ save: 4, profile: { W: 3 } }, [4, 6]);
    expect(rolls(r.events, 'toWound')).toEqual([
      {
        kind: 'roll',
        test: 'toWound',
        rule: '§6.7',
        model: 'r1',
        target: 'b1',
        need: 4,
        dice: [6],
        success: true,
        outcome: 'critical',
      },
    ]);
    expect(rolls(r.events, 'armourSave')).toEqual([]);
    expect(r.events.filter((e) => e.kind === 'wounded')).toEqual([
      { kind: 'wounded', model: 'b1', by: 'r1', wounds: 1, woundsLeft: 2, critical: true },
      { kind: 'wounded', model: 'b1', by: 'r1', wounds: 1, woundsLeft: 1, critical: true },
    ]);
    expect(model(r.state, 'b1').wounds).toBe(1);
  });

  it('§6.7 an invulnerable save may still be taken against a critical', () => {
    const r = shoot({ save: 4, invulnerable: 5, profile: { W: 3 } }, [4, 6, 5]);
    expect(rolls(r.events, 'invulnerableSave')).toMatchObject([{ need: 5, success: true }]);
    expect(model(r.state, 'b1').wounds).toBe(3);
  });

  it('§6.7 a model that needs a 6 to wound cannot score criticals', () => {
    const r = shoot({ save: 4, profile: { T: 5, W: 3 } }, [4, 6, 1]);
    const [w] = rolls(r.events, 'toWound');
    expect(w).toMatchObject({ rule: '§6.4', need: 6, dice: [6], success: true });
    expect(w?.outcome).toBeUndefined();
    expect(rolls(r.events, 'armourSave')).toMatchObject([{ need: 4 }]);
    expect(model(r.state, 'b1').wounds).toBe(2);
  });

  it('§1 §6.7 with criticals off a 6 is an ordinary wound', () => {
    const r = shoot({ save: 4, profile: { W: 3 } }, [4, 6, 1], 'bow', {
      ruleset: { options: { criticals: false } },
    });
    expect(rolls(r.events, 'toWound')[0]?.outcome).toBeUndefined();
    expect(model(r.state, 'b1').wounds).toBe(2);
  });
});
