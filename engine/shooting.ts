/**
 * Shooting, RULES.md §6: who may shoot (§6.1), checking a shot against the target rules of `targets.ts`
 * (§6.2), the preview of its numbers, and resolving it: shots (§6.5), To Hit (`to-hit.ts`, §6.3), then wounds
 * and saves through `wounds.ts` (§6.4–§6.7).
 */
import { toWound } from './charts';
import { inCombat, modelDist } from './contact';
import { d6, log, logging, logRoll, type Roller } from './dice';
import { coverBetween, canSee } from './sight';
import { modelIndex, profileOf } from './state';
import { engagedWithSide, isLegalTarget } from './targets';
import { rollToHit, toHitModifiers, toHitNumber, type ToHitBreakdown } from './to-hit';
import { armourNeeded, resolveHit, type HitProfile } from './wounds';
import type { Cover, GameState, Result, RuleError, Weapon } from './types';

export { HIGH_GROUND, legalTargets } from './targets';
export { isLarge, rollToHit, toHitNumber, type ToHitBreakdown, type ToHitModifier } from './to-hit';

/** What a shot would need, before rolling: the numbers shown to a player (RULES.md §6.3, §6.4, §6.6). */
export interface ShotPreview {
  /** Weapon id used. */
  weapon: string;
  /** D6 face needed To Hit after modifiers; 7–9 need a 6 then a follow-up, 10 or more cannot hit. */
  toHit: number;
  /** D6 face needed To Wound, or null when it cannot wound. */
  toWound: number | null;
  /** Armour save the target needs (after the Strength modifier), or null when none. */
  armourSave: number | null;
  /** Invulnerable save, or null. */
  invulnerableSave: number | null;
  cover: Cover;
  longRange: boolean;
  /** Base-to-base distance in inches. */
  distance: number;
  shots: number;
}

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** The missile weapons of model i, in the order of its profile. */
export function missileWeapons(s: GameState, i: number): string[] {
  const out: string[] = [];
  for (const w of s.static.models[i]!.weapons) if (s.static.weapons[w]?.type === 'missile') out.push(w);
  return out;
}

/** Whether model i carries a missile weapon (allocation-free). */
function hasMissileWeapon(s: GameState, i: number): boolean {
  for (const w of s.static.models[i]!.weapons) if (s.static.weapons[w]?.type === 'missile') return true;
  return false;
}

/**
 * Whether model i's unit is assaulting a building this turn (squad play, RULES.md §11, decision): from the
 * assault until its close combat is fought the unit is at the walls fighting its way in, as a unit engaged in
 * close combat, so it does not shoot (§6.1; seed 003 brings the assaulters into contact with the building).
 */
function assaulting(s: GameState, i: number): boolean {
  return s.static.squads && s.assaults.indexOf(s.static.models[i]!.unitIndex) >= 0;
}

/**
 * Why model i may not shoot now, or null if it may (RULES.md §6.1): it needs a missile weapon, must be
 * standing, not fleeing, not in base contact with an enemy (nor assaulting a building, §11), and must not have
 * run, failed a charge, rallied, stood up or already shot this turn.
 */
export function cannotShootReason(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (!hasMissileWeapon(s, i)) return `${id} has no missile weapon`;
  if (m.status !== 'standing') return `${id} is ${m.status}`;
  if (m.fleeing) return `${id} is fleeing`;
  if (m.shot) return `${id} has already shot this turn`;
  if (m.ran) return `${id} ran this turn`;
  if (m.failedCharge) return `${id} failed a charge this turn`;
  if (m.rallied) return `${id} rallied this turn`;
  if (m.stoodUp) return `${id} stood up this turn`;
  if (inCombat(s, i)) return `${id} is in close combat`;
  if (assaulting(s, i)) return `${id}'s unit assaulted a building this turn (§11)`;
  if (m.building >= 0 && garrisonShotsLeft(s, i) <= 0)
    return `${id}'s garrison has already shot with 5 models per floor it occupies (§11)`;
  return null;
}

/**
 * Whether model i may shoot now (RULES.md §6.1): `cannotShootReason(s, i) === null` without building the
 * reason's text, for the search's hot loops. Checked against it by a property test.
 */
export function mayShoot(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return (
    hasMissileWeapon(s, i) &&
    m.status === 'standing' &&
    !m.fleeing &&
    !m.shot &&
    !m.ran &&
    !m.failedCharge &&
    !m.rallied &&
    !m.stoodUp &&
    !inCombat(s, i) &&
    !assaulting(s, i) &&
    (m.building < 0 || garrisonShotsLeft(s, i) > 0)
  );
}

/** Whether the last `pickWeapon` found a weapon the target is a legal target of (module scratch, no allocation). */
let pickedLegal = false;

/**
 * Picks the weapon for a shot: the named one, else the first missile weapon that can target the enemy (then
 * `pickedLegal` is set), else the first missile weapon.
 */
function pickWeapon(
  s: GameState,
  shooter: number,
  target: number,
  weaponId: string | undefined,
): string | null {
  pickedLegal = false;
  if (weaponId !== undefined) return weaponId;
  let first: string | null = null;
  for (const w of s.static.models[shooter]!.weapons) {
    const wp = s.static.weapons[w];
    if (wp === undefined || wp.type !== 'missile') continue;
    if (isLegalTarget(s, shooter, target, wp)) {
      pickedLegal = true;
      return w;
    }
    first ??= w;
  }
  return first;
}

/**
 * Checks a shot and says why it is illegal, or returns the weapon to use. Errors: ERR_CANNOT_ACT,
 * ERR_NO_WEAPON, ERR_OUT_OF_RANGE, ERR_NOT_VISIBLE, ERR_TARGET_ENGAGED, ERR_NOT_CLOSEST_TARGET.
 */
export function checkShot(s: GameState, shooter: number, target: number, weaponId?: string): Result<string> {
  if (!mayShoot(s, shooter)) return err('ERR_CANNOT_ACT', cannotShootReason(s, shooter)!);
  const sid = s.static.models[shooter]!.id;
  const tid = s.static.models[target]!.id;
  if (s.static.models[target]!.side === s.static.models[shooter]!.side)
    return err('ERR_BAD_ACTION', `${tid} is not an enemy of ${sid}`);
  const w = pickWeapon(s, shooter, target, weaponId);
  if (pickedLegal) return { ok: true, value: w! };
  const weapon = w === null ? undefined : s.static.weapons[w];
  if (
    w === null ||
    weapon === undefined ||
    weapon.type !== 'missile' ||
    !s.static.models[shooter]!.weapons.includes(w)
  )
    return err('ERR_NO_WEAPON', `${sid} has no missile weapon ${weaponId ?? ''}`.trim());
  const ts = s.models[target]!;
  if (ts.status === 'outOfAction') return err('ERR_BAD_ACTION', `${tid} is out of action`);
  if (ts.hidden) return err('ERR_NOT_VISIBLE', `${tid} is hidden (§4.3)`);
  const d = modelDist(s, shooter, target);
  if (d > (weapon.range ?? 0))
    return err(
      'ERR_OUT_OF_RANGE',
      `${tid} is ${d.toFixed(1)}" away; ${w} has range ${weapon.range ?? 0}" (§6.1)`,
    );
  if (engagedWithSide(s, target, s.static.models[shooter]!.side))
    return err('ERR_TARGET_ENGAGED', `${tid} is in close combat with a friend of ${sid} (§6.2)`);
  if (!canSee(s, shooter, target)) return err('ERR_NOT_VISIBLE', `${sid} cannot see ${tid} (§5)`);
  if (!isLegalTarget(s, shooter, target, weapon))
    return err(
      'ERR_NOT_CLOSEST_TARGET',
      `${tid} is not the closest target of ${sid} nor easier to hit (§6.2)`,
    );
  return { ok: true, value: w };
}

/** The numbers a shot needs, for the UI and the AI (RULES.md §6.3–§6.6). Errors as `checkShot`. */
export function shotPreview(
  s: GameState,
  shooterId: string,
  targetId: string,
  weaponId?: string,
): Result<ShotPreview> {
  const shooter = modelIndex(s, shooterId);
  const target = modelIndex(s, targetId);
  if (shooter < 0) return err('ERR_UNKNOWN_MODEL', `no model ${shooterId}`);
  if (target < 0) return err('ERR_UNKNOWN_MODEL', `no model ${targetId}`);
  const c = checkShot(s, shooter, target, weaponId);
  if (!c.ok) return c;
  return { ok: true, value: shotNumbers(s, shooter, target, c.value) };
}

/**
 * Each To Hit modifier of a shot by model ids with its cause (RULES.md §6.3), e.g. `{ base: 4, snap: false,
 * modifiers: [{ cause: 'cover', label: 'hard', value: -2, piece: 'wall-1' }] }`; null for an unknown model or
 * weapon. Not checked: for a shot `shotPreview` accepted.
 */
export function toHitBreakdown(
  s: GameState,
  shooterId: string,
  targetId: string,
  weaponId: string,
): ToHitBreakdown | null {
  const shooter = modelIndex(s, shooterId);
  const target = modelIndex(s, targetId);
  const weapon = s.static.weapons[weaponId];
  if (shooter < 0 || target < 0 || !weapon) return null;
  return toHitModifiers(s, shooter, target, weapon);
}

/**
 * `shotPreview`'s numbers for a shot of model `shooter` at model `target` (indices) with the weapon, without
 * checking the shot: for shots already known to be legal, e.g. those `shootActions` lists (RULES.md §6.3–§6.6).
 */
export function shotNumbers(s: GameState, shooter: number, target: number, weaponId: string): ShotPreview {
  const weapon = s.static.weapons[weaponId]!;
  const hit = missileHit(weapon);
  const armour = armourNeeded(s, target, hit);
  const inv = s.static.models[target]!.invulnerable;
  return {
    weapon: weaponId,
    toHit: toHitNumber(s, shooter, target, weapon),
    toWound: toWound(hit.strength, profileOf(s, target).T),
    armourSave: armour <= 6 ? armour : null,
    invulnerableSave: inv <= 6 ? inv : null,
    cover: coverBetween(s, shooter, target),
    longRange: modelDist(s, shooter, target) > (weapon.range ?? 0) / 2,
    distance: modelDist(s, shooter, target),
    shots: weapon.shots ?? 1,
  };
}

/** The hit a missile weapon makes; `poisoned` from the weapon's rules (§12, used with `poisonedAttacks`). */
export function missileHit(weapon: Weapon): HitProfile {
  return {
    strength: weapon.strength ?? 3,
    saveModifier: weapon.saveModifier ?? 0,
    ap: weapon.ap,
    melee: false,
    killingBlow: weapon.rules?.includes('killingBlow') ?? false,
    source: 'missile',
    poisoned: weapon.rules?.includes('poisoned') ?? false,
  };
}

/** Whether model i's attacks with this hit are poisoned under `poisonedAttacks` (RULES.md §12). */
export function isPoisoned(s: GameState, i: number, hit: HitProfile): boolean {
  return (
    s.static.options.poisonedAttacks &&
    (hit.poisoned === true || s.static.models[i]!.rules.includes('poisoned'))
  );
}

/** Models a garrison may shoot with per floor it occupies (RULES.md §11). */
export const GARRISON_SHOTS_PER_FLOOR = 5;

/**
 * How many more models of model i's garrison may shoot this phase (RULES.md §11): 5 per floor the garrison
 * occupies (its models spread over the floors, each floor holding an equal share of the capacity), less those
 * that already shot.
 */
export function garrisonShotsLeft(s: GameState, i: number): number {
  const k = s.models[i]!.building;
  let shot = 0;
  for (const j of s.static.units[s.static.models[i]!.unitIndex]!.models)
    if (s.models[j]!.status !== 'outOfAction' && s.models[j]!.building === k && s.models[j]!.shot) shot++;
  return GARRISON_SHOTS_PER_FLOOR * floorsHeld(s, i) - shot;
}

/**
 * Floors held by the garrison of model i's building (RULES.md §11), for its 5 shooters per floor: each floor
 * holds an equal share of the capacity and the garrison fills as many as its models need.
 */
export function floorsHeld(s: GameState, i: number): number {
  const k = s.models[i]!.building;
  const t = s.static.terrain[k]!;
  let inside = 0;
  for (const j of s.static.units[s.static.models[i]!.unitIndex]!.models)
    if (s.models[j]!.status !== 'outOfAction' && s.models[j]!.building === k) inside++;
  const floors = Math.max(1, t.floors?.length ?? 1);
  const perFloor = Math.max(1, Math.ceil((t.capacity ?? inside) / floors));
  return Math.min(floors, Math.ceil(inside / perFloor));
}

/** Strength of a stone thrower's partial hits: half, rounded up (RULES.md §11, decision). */
function reducedStrength(strength: number): number {
  return Math.ceil(strength / 2);
}

/**
 * A template or blast at a unit in a building (RULES.md §11): it hits D6 models of the garrison (the target
 * first, then its unit in scenario order); a stone thrower (`stoneThrower` weapon rule) rolls a D6 for its
 * centre hole, 4+ on the building for full Strength, else reduced Strength (decision). Events: `roll`
 * (stoneThrower, templateModels) and the hits.
 */
function templateOnGarrison(
  s: GameState,
  r: Roller,
  shooter: number,
  target: number,
  weapon: Weapon,
  hit: HitProfile,
): void {
  const sid = s.static.models[shooter]!.id;
  const tid = s.static.models[target]!.id;
  let h = hit;
  if (weapon.rules?.includes('stoneThrower') === true) {
    const centre = d6(r);
    const onBuilding = centre >= 4;
    logRoll(
      r,
      'stoneThrower',
      '§11',
      sid,
      tid,
      4,
      centre,
      0,
      onBuilding,
      onBuilding ? 'full Strength' : 'reduced Strength',
    );
    if (!onBuilding) h = { ...hit, strength: reducedStrength(hit.strength) };
  }
  const n = d6(r);
  logRoll(r, 'templateModels', '§11', sid, tid, 0, n, 0, true, `${n} models hit`);
  const k = s.models[target]!.building;
  const victims = [target];
  for (const j of s.static.units[s.static.models[target]!.unitIndex]!.models)
    if (j !== target && s.models[j]!.building === k) victims.push(j);
  for (let v = 0; v < Math.min(n, victims.length); v++)
    if (s.models[victims[v]!]!.status !== 'outOfAction') resolveHit(s, r, shooter, victims[v]!, h);
}

/**
 * Resolves a legal shot in place (RULES.md §6): shooting reveals a hidden shooter (§4.3); shots, To Hit, then
 * each hit through `resolveHit`; a poisoned natural 6 To Hit wounds automatically (`poisonedAttacks`, §12).
 * A template or blast weapon hits the target model without a To Hit roll (§6.5 skirmish, decision).
 */
export function shoot(s: GameState, r: Roller, shooter: number, target: number, weaponId: string): void {
  const weapon = s.static.weapons[weaponId]!;
  const need = toHitNumber(s, shooter, target, weapon);
  const sm = s.models[shooter]!;
  const sid = s.static.models[shooter]!.id;
  const tid = s.static.models[target]!.id;
  sm.shot = true;
  if (sm.hidden) {
    sm.hidden = false;
    if (logging(r)) log(r, { kind: 'revealed', model: sid, reason: 'shot' });
  }
  if (logging(r)) log(r, { kind: 'shot', model: sid, target: tid, weapon: weaponId });
  const hit = missileHit(weapon);
  const poisoned = isPoisoned(s, shooter, hit);
  const shots = weapon.shots ?? 1;
  for (let k = 0; k < shots; k++) {
    if (s.models[target]!.status === 'outOfAction') break;
    if (weapon.template === true && s.models[target]!.building >= 0 && s.static.squads) {
      templateOnGarrison(s, r, shooter, target, weapon, hit);
      continue;
    }
    if (weapon.template === true) {
      logRoll(r, 'toHit', '§6.5', sid, tid, 0, 0, 0, true, 'template: hits the target model');
      resolveHit(s, r, shooter, target, hit);
      continue;
    }
    const face = rollToHit(r, need, sid, tid);
    if (face > 0) resolveHit(s, r, shooter, target, hit, poisoned && face === 6);
  }
}
