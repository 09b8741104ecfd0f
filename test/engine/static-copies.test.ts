/**
 * The copies `createGame` makes of a scenario's profiles, weapons, spells and terrain keep every field
 * (engine/static-copies.ts). Each literal is typed `Required<…>`, so a field added to the type fails to compile
 * here until it is listed, and then fails the test until the copy carries it.
 */
import { describe, expect, it } from 'vitest';
import { copyProfile, copyRecord, copySpell, copyTerrain, copyWeapon } from '../../engine/static-copies';
import type { Profile, Spell, Terrain, Weapon } from '../../engine';

const PROFILE: Required<Profile> = { M: 4, WS: 3, BS: 3, S: 3, T: 3, W: 1, I: 3, A: 1, Ld: 7 };
const WEAPON: Required<Weapon> = {
  type: 'missile',
  range: 24,
  strength: 4,
  strengthBonus: 1,
  saveModifier: -1,
  ap: 5,
  shots: 2,
  template: true,
  rules: ['stoneThrower'],
};
const SPELL: Required<Spell> = {
  castingValue: 7,
  range: 18,
  effect: 'magicMissile',
  hits: 'D6',
  strength: 4,
  saveModifier: -1,
};
const TERRAIN: Required<Terrain> = {
  id: 'house',
  kind: 'building',
  polygon: [
    [0, 0],
    [6, 0],
    [6, 6],
  ],
  height: 5,
  cover: 'hard',
  floors: [3],
  capacity: 12,
};

describe('static copies for createGame', () => {
  it('keep every field of a profile, weapon, spell and terrain piece, in their own arrays', () => {
    expect(copyProfile(PROFILE)).toEqual(PROFILE);
    expect(copyWeapon(WEAPON)).toEqual(WEAPON);
    expect(copySpell(SPELL)).toEqual(SPELL);
    const t = copyTerrain(TERRAIN);
    expect(t).toEqual(TERRAIN);
    expect(t.polygon).not.toBe(TERRAIN.polygon);
    expect(copyWeapon(WEAPON).rules).not.toBe(WEAPON.rules);
  });

  it('copy a record key by key, a "__proto__" key staying a plain entry', () => {
    const r = JSON.parse('{"sword":{"type":"melee"},"__proto__":{"type":"melee","ap":4}}') as Record<
      string,
      Weapon
    >;
    const out = copyRecord(r, copyWeapon);
    expect(Object.keys(out)).toEqual(['sword', '__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(out['__proto__']).toEqual({ type: 'melee', ap: 4 });
  });
});
