import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine';
import { model, play, rolls } from '../support/scenario';
import { row, squadGame, trooper } from './squad-support';

/** Resolves red's close combat phase with the given forced dice. */
function fight(red: Parameters<typeof squadGame>[0], blue: Parameters<typeof squadGame>[1], dice: number[]) {
  return play(squadGame(red, blue, 'closeCombat', { dice }), [{ type: 'endPhase' }]);
}

function allocated(events: GameEvent[], unit = 'b') {
  return events
    .filter(
      (e): e is Extract<GameEvent, { kind: 'woundAllocated' }> =>
        e.kind === 'woundAllocated' && e.unit === unit,
    )
    .map((e) => [e.model, e.reason]);
}

function result(events: GameEvent[]) {
  return events.find((e): e is Extract<GameEvent, { kind: 'combatResult' }> => e.kind === 'combatResult');
}

describe('§7.2 Initiative steps (squad)', () => {
  it('§7.2 higher Initiative strikes first and a model removed before its step does not strike', () => {
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { I: 5 } })], [trooper('b1', 'b', 6, 5)], [6, 6]);
    expect(rolls(r.events, 'toHit').map((e) => e.model)).toEqual(['r1']);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§7.2 models at the same step strike simultaneously: both strike even if both die', () => {
    const r = fight([trooper('r1', 'a', 5, 5)], [trooper('b1', 'b', 6, 5)], [6, 6, 6, 6]);
    expect(rolls(r.events, 'toHit').map((e) => e.model)).toEqual(['r1', 'b1']);
    expect(model(r.state, 'r1').status).toBe('outOfAction');
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });
});

describe('§7.3 §7.4 majority WS and Toughness (squad)', () => {
  it('§7.3 To Hit uses the WS most of the engaged models have', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { I: 1 } }),
      trooper('b2', 'b', 5, 6, { profile: { I: 1 } }),
      trooper('b3', 'b', 4, 5, { profile: { WS: 5, I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { WS: 4 } })], blue, [1]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ model: 'r1', target: 'b1', need: 3 });
  });

  it('§7.3 a tie goes to the highest tied WS', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { I: 1 } }),
      trooper('b2', 'b', 4, 5, { profile: { WS: 5, I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { WS: 4 } })], blue, [1]);
    expect(rolls(r.events, 'toHit')[0]).toMatchObject({ need: 4 });
  });

  it('§7.4 To Wound uses the majority Toughness, a tie resolved to the highest', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { I: 1 } }),
      trooper('b2', 'b', 4, 5, { profile: { T: 4, I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { S: 4 } })], blue, [6, 3]);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ need: 4, dice: [3], success: false });
  });

  it('§7.4 only engaged models count: a tougher model out of contact does not', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { I: 1 } }),
      trooper('b2', 'b', 7.5, 5, { profile: { T: 5, I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { S: 4 } })], blue, [6, 3]);
    expect(rolls(r.events, 'toWound')[0]).toMatchObject({ need: 3, success: true });
  });
});

describe('§7.7 wound allocation (squad)', () => {
  it('§7.7 wounds go to a model in base contact, then to the closest', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { I: 1 } }),
      trooper('b2', 'b', 7.5, 5, { profile: { I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { A: 2 } })], blue, [6, 6, 6, 6]);
    expect(allocated(r.events)).toEqual([
      ['b1', 'contact'],
      ['b2', 'closest'],
    ]);
  });

  it('§7.7 once a model has a wound, wounds stay on it until it is removed', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { profile: { W: 2, I: 1 } }),
      trooper('b2', 'b', 5, 6, { profile: { I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { A: 3 } })], blue, [6, 6, 6, 6, 6, 6]);
    expect(allocated(r.events)).toEqual([
      ['b1', 'contact'],
      ['b1', 'wounded'],
      ['b2', 'contact'],
    ]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§7.7 a saved wound stays with its model: the next wound goes to it too', () => {
    const blue = [
      trooper('b1', 'b', 6, 5, { save: 4, profile: { I: 1 } }),
      trooper('b2', 'b', 5, 6, { profile: { I: 1 } }),
    ];
    const r = fight([trooper('r1', 'a', 5, 5, { profile: { A: 2 } })], blue, [6, 6, 6, 6, 5, 1]);
    expect(allocated(r.events)).toEqual([
      ['b1', 'contact'],
      ['b1', 'wounded'],
    ]);
    expect(rolls(r.events, 'armourSave').map((e) => e.success)).toEqual([true, false]);
  });
});

describe('§7.7 wound groups (squad)', () => {
  it('§7.7 wounds with different save rules are separate groups, each saved by its own rule', () => {
    const weapons = { maul: { type: 'melee' as const, ap: 4 } };
    const red = [trooper('r1', 'a', 5, 5, { weapons: ['maul'] }), trooper('r2', 'a', 8, 5)];
    const blue = [
      trooper('b1', 'b', 5, 6, { save: 4, profile: { I: 1 } }),
      trooper('b2', 'b', 8, 6, { save: 4, profile: { I: 1 } }),
    ];
    const s = squadGame(red, blue, 'closeCombat', { dice: [6, 6, 6, 6, 5], weapons });
    const r = play(s, [{ type: 'endPhase' }]);
    expect(allocated(r.events)).toEqual([
      ['b1', 'contact'],
      ['b2', 'contact'],
    ]);
    const saves = rolls(r.events, 'armourSave').filter((e) => e.model.startsWith('b'));
    expect(saves.map((e) => [e.model, e.success])).toEqual([['b2', true]]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });
});

describe('§7.8 Look Out, Sir (squad)', () => {
  const sarge = { rules: ['character' as const], points: 40, profile: { I: 1 } };
  it('§7.8 a roll of 4 moves the wound from the character to another model of its unit', () => {
    const blue = [trooper('b1', 'b', 6, 5, sarge), trooper('b2', 'b', 9, 5, { profile: { I: 1 } })];
    const r = fight([trooper('r1', 'a', 5, 5)], blue, [6, 6, 4]);
    expect(rolls(r.events, 'lookOutSir')[0]).toMatchObject({
      rule: '§7.8',
      model: 'b1',
      need: 4,
      dice: [4],
      success: true,
    });
    expect(allocated(r.events)).toEqual([['b2', 'lookOutSir']]);
    expect(model(r.state, 'b1').status).toBe('standing');
    expect(model(r.state, 'b2').status).toBe('outOfAction');
  });

  it('§7.8 a roll of 3 fails: the character takes the wound', () => {
    const blue = [trooper('b1', 'b', 6, 5, sarge), trooper('b2', 'b', 9, 5, { profile: { I: 1 } })];
    const r = fight([trooper('r1', 'a', 5, 5)], blue, [6, 6, 3]);
    expect(model(r.state, 'b1').status).toBe('outOfAction');
  });

  it('§7.8 no other model within 6": no roll', () => {
    const blue = [trooper('b1', 'b', 6, 5, sarge), trooper('b2', 'b', 14, 5, { profile: { I: 1 } })];
    const r = fight([trooper('r1', 'a', 5, 5)], blue, [6, 6]);
    expect(rolls(r.events, 'lookOutSir')).toEqual([]);
  });

  it('§7.8 a unit made only of characters may still pass wounds among them', () => {
    const blue = [trooper('b1', 'b', 6, 5, sarge), trooper('b2', 'b', 9, 5, sarge)];
    const r = fight([trooper('r1', 'a', 5, 5)], blue, [6, 6, 5]);
    expect(allocated(r.events)).toEqual([['b2', 'lookOutSir']]);
  });
});

describe('§6.6 AP and invulnerable saves in close combat (squad)', () => {
  const weapons = { maul: { type: 'melee' as const, ap: 4 } };
  it('§6.6 AP equal to or better than the save negates it; the invulnerable save is taken instead', () => {
    const red = [trooper('r1', 'a', 5, 5, { weapons: ['maul'] })];
    const blue = [trooper('b1', 'b', 6, 5, { save: 4, invulnerable: 5, profile: { I: 1 } })];
    const r = play(squadGame(red, blue, 'closeCombat', { dice: [6, 6, 5], weapons }), [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'invulnerableSave')[0]).toMatchObject({ need: 5, success: true });
    expect(rolls(r.events, 'armourSave')).toEqual([]);
  });

  it('§6.6 a worse AP leaves the armour save unmodified', () => {
    const red = [trooper('r1', 'a', 5, 5, { weapons: ['maul'] })];
    const blue = [trooper('b1', 'b', 6, 5, { save: 3, profile: { I: 1 } })];
    const r = play(squadGame(red, blue, 'closeCombat', { dice: [6, 6, 3], weapons }), [{ type: 'endPhase' }]);
    expect(rolls(r.events, 'armourSave')[0]).toMatchObject({ need: 3, success: true });
  });
});

describe('§7.9 combat result (squad)', () => {
  const blueRow = (extra = {}) => row('b', 'mob', 5, 5, 6, { profile: { I: 1, Ld: 8 }, ...extra });
  it('§7.9 the side with more unsaved wounds wins; the loser tests at −1 per wound of difference', () => {
    const red = row('r', 'vets', 3, 5, 5);
    const r = fight(red, blueRow(), [6, 6, 6, 6, 6, 6, 3, 3, 2, 2]);
    expect(result(r.events)).toMatchObject({ winner: 'red', reason: 'wounds', wounds: { red: 3, blue: 0 } });
    expect(rolls(r.events, 'morale')[0]).toMatchObject({
      rule: '§7.9',
      need: 5,
      dice: [3, 3],
      success: false,
      unit: 'mob',
    });
    expect(r.events.some((e) => e.kind === 'fellBack')).toBe(true);
    expect(model(r.state, 'b4').fallingBack).toBe(true);
  });

  it('§10.1 Insane Heroism: a double 1 passes a test at Ld 5 with −4', () => {
    const red = row('r', 'vets', 4, 5, 5);
    const blue = row('b', 'mob', 6, 5, 6, { profile: { I: 1, Ld: 5 } });
    const r = fight(red, blue, [6, 6, 6, 6, 6, 6, 6, 6, 1, 1]);
    expect(rolls(r.events, 'morale')[0]).toMatchObject({ need: 1, dice: [1, 1], success: true });
    expect(rolls(r.events, 'morale')[0]!.outcome).toMatch(/Insane Heroism/);
    expect(model(r.state, 'b5').fallingBack).toBe(false);
  });

  it('§7.9 equal wounds is a draw and nobody tests', () => {
    const r = fight(
      [trooper('r1', 'a', 5, 5, { profile: { W: 2 } })],
      [trooper('b1', 'b', 6, 5, { profile: { W: 2 } })],
      [6, 6, 6, 6],
    );
    expect(result(r.events)).toMatchObject({ winner: null, reason: 'draw' });
    expect(rolls(r.events, 'morale')).toEqual([]);
  });

  it('§7.9 a side that destroys all its enemies wins regardless of wounds', () => {
    const red = [trooper('r1', 'a', 5, 5, { profile: { W: 3 } })];
    const blue = [trooper('b1', 'b', 6, 5, { profile: { A: 2, I: 5 } })];
    const r = fight(red, blue, [6, 6, 6, 6, 6, 6]);
    expect(result(r.events)).toMatchObject({
      winner: 'red',
      reason: 'wipedOut',
      wounds: { red: 1, blue: 2 },
    });
  });
});

describe('§7.7 wound events name their attacker (squad)', () => {
  it('§7.7 each pooled wound is reported as dealt by the model that rolled it', () => {
    const red = [trooper('r1', 'a', 5, 5), trooper('r2', 'a', 7, 5)];
    const blue = [
      trooper('b1', 'b', 5, 6, { profile: { I: 1, W: 3 } }),
      trooper('b2', 'b', 7, 6, { profile: { I: 1 } }),
    ];
    const r = fight(red, blue, [1, 6, 6]);
    const wounded = r.events.filter(
      (e): e is Extract<GameEvent, { kind: 'wounded' }> => e.kind === 'wounded',
    );
    expect(wounded[0]).toMatchObject({ by: 'r2' });
  });
});
