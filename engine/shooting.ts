/**
 * Shooting, RULES.md §6: who may shoot (§6.1), the closest-target rule (§6.2), To Hit with modifiers and the
 * 6-then-follow-up rule (§6.3), multiple shots (§6.5), then wounds and saves through `wounds.ts`.
 */
import { inCombat, inContact, modelDist } from './contact';
import { d6, log, logRoll, type Roller } from './dice';
import { pointInPolygon } from './geometry';
import { coverBetween, canSee } from './sight';
import { modelIndex } from './state';
import { armourNeeded, resolveHit, type HitProfile } from './wounds';
import { toWound } from './charts';
import type { Cover, GameState, Result, RuleError, Weapon } from './types';

/** Height above the table (inches) from which a shooter may pick any visible target (RULES.md §6.2). */
export const HIGH_GROUND = 2;

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

/**
 * Why model i may not shoot now, or null if it may (RULES.md §6.1): it needs a missile weapon, must be
 * standing, not fleeing, not in base contact with an enemy, and must not have run, failed a charge, rallied,
 * stood up or already shot this turn.
 */
export function cannotShootReason(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (missileWeapons(s, i).length === 0) return `${id} has no missile weapon`;
  if (m.status !== 'standing') return `${id} is ${m.status}`;
  if (m.fleeing) return `${id} is fleeing`;
  if (m.shot) return `${id} has already shot this turn`;
  if (m.ran) return `${id} ran this turn`;
  if (m.failedCharge) return `${id} failed a charge this turn`;
  if (m.rallied) return `${id} rallied this turn`;
  if (m.stoodUp) return `${id} stood up this turn`;
  if (inCombat(s, i)) return `${id} is in close combat`;
  return null;
}

/** Whether a model counts as a large target (RULES.md §6.2): 2" or more wide, or the `large` rule. */
export function isLarge(s: GameState, i: number): boolean {
  const ms = s.static.models[i]!;
  return ms.base * 2 >= 2 || ms.rules.includes('large');
}

/** Whether model j is engaged with a friend of `side` and so cannot be shot at (RULES.md §6.2). */
function engagedWithSide(s: GameState, j: number, side: number): boolean {
  for (let k = 0; k < s.models.length; k++) {
    if (s.static.models[k]!.side === side && inContact(s, j, k)) return true;
  }
  return false;
}

/** The building id containing model i's centre, or null. */
function buildingOf(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  for (const t of s.static.terrain)
    if (t.kind === 'building' && pointInPolygon(m.x, m.y, t.polygon)) return t.id;
  return null;
}

/**
 * The modified To Hit number of a shot (RULES.md §6.3): 7 − BS, −1 soft / −2 hard cover (each lowers the
 * chance, so the number rises), +1 to the number at long range, +1 if the shooter moved, −1 against a large
 * target, +1 with `singleTargetPenalty`.
 */
export function toHitNumber(s: GameState, shooter: number, target: number, weapon: Weapon): number {
  const cover = coverBetween(s, shooter, target);
  let need = 7 - s.static.models[shooter]!.profile.BS;
  if (cover === 'soft') need += 1;
  if (cover === 'hard') need += 2;
  if (modelDist(s, shooter, target) > (weapon.range ?? 0) / 2) need += 1;
  if (s.models[shooter]!.moved) need += 1;
  if (isLarge(s, target)) need -= 1;
  if (s.static.options.singleTargetPenalty) need += 1;
  return need;
}

/** Whether `target` is a visible enemy in range of the weapon that may be shot at, ignoring the closest rule. */
function inRangeAndVisible(s: GameState, shooter: number, target: number, weapon: Weapon): boolean {
  const ts = s.models[target]!;
  if (ts.status === 'outOfAction' || ts.hidden) return false;
  if (s.static.models[target]!.side === s.static.models[shooter]!.side) return false;
  if (modelDist(s, shooter, target) > (weapon.range ?? 0)) return false;
  if (engagedWithSide(s, target, s.static.models[shooter]!.side)) return false;
  return canSee(s, shooter, target);
}

/**
 * The enemies model i may shoot at with the weapon (RULES.md §6.2): the closest visible enemy (knocked-down,
 * stunned and fleeing enemies may be ignored when finding it), any farther one that is easier to hit, any
 * large target; from more than 2" up, any visible enemy, but enemies in its own building first.
 */
export function legalTargets(s: GameState, shooter: number, weaponId: string): number[] {
  const weapon = s.static.weapons[weaponId];
  if (weapon === undefined || weapon.type !== 'missile') return [];
  const candidates: number[] = [];
  for (let j = 0; j < s.models.length; j++) if (inRangeAndVisible(s, shooter, j, weapon)) candidates.push(j);
  if (candidates.length === 0) return candidates;
  if (s.models[shooter]!.z > HIGH_GROUND) {
    const b = buildingOf(s, shooter);
    if (b !== null) {
      const same = candidates.filter((j) => buildingOf(s, j) === b);
      if (same.length > 0) return same;
    }
    return candidates;
  }
  let closest = -1;
  let closestD = Infinity;
  for (const j of candidates) {
    const m = s.models[j]!;
    if (m.status !== 'standing' || m.fleeing) continue;
    const d = modelDist(s, shooter, j);
    if (d < closestD) {
      closestD = d;
      closest = j;
    }
  }
  if (closest < 0) return candidates;
  const closestNeed = toHitNumber(s, shooter, closest, weapon);
  return candidates.filter(
    (j) =>
      j === closest ||
      modelDist(s, shooter, j) <= closestD ||
      isLarge(s, j) ||
      toHitNumber(s, shooter, j, weapon) < closestNeed,
  );
}

/** Picks the weapon for a shot: the named one, else the first missile weapon that can target the enemy. */
function pickWeapon(
  s: GameState,
  shooter: number,
  target: number,
  weaponId: string | undefined,
): string | null {
  if (weaponId !== undefined) return weaponId;
  for (const w of missileWeapons(s, shooter)) if (legalTargets(s, shooter, w).includes(target)) return w;
  return missileWeapons(s, shooter)[0] ?? null;
}

/**
 * Checks a shot and says why it is illegal, or returns the weapon to use. Errors: ERR_CANNOT_ACT,
 * ERR_NO_WEAPON, ERR_OUT_OF_RANGE, ERR_NOT_VISIBLE, ERR_TARGET_ENGAGED, ERR_NOT_CLOSEST_TARGET.
 */
export function checkShot(s: GameState, shooter: number, target: number, weaponId?: string): Result<string> {
  const why = cannotShootReason(s, shooter);
  if (why !== null) return err('ERR_CANNOT_ACT', why);
  const sid = s.static.models[shooter]!.id;
  const tid = s.static.models[target]!.id;
  if (s.static.models[target]!.side === s.static.models[shooter]!.side)
    return err('ERR_BAD_ACTION', `${tid} is not an enemy of ${sid}`);
  const w = pickWeapon(s, shooter, target, weaponId);
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
  if (!legalTargets(s, shooter, w).includes(target))
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
  const weapon = s.static.weapons[c.value]!;
  const hit = missileHit(weapon);
  const armour = armourNeeded(s, target, hit);
  const inv = s.static.models[target]!.invulnerable;
  return {
    ok: true,
    value: {
      weapon: c.value,
      toHit: toHitNumber(s, shooter, target, weapon),
      toWound: toWound(hit.strength, s.static.models[target]!.profile.T),
      armourSave: armour <= 6 ? armour : null,
      invulnerableSave: inv <= 6 ? inv : null,
      cover: coverBetween(s, shooter, target),
      longRange: modelDist(s, shooter, target) > (weapon.range ?? 0) / 2,
      distance: modelDist(s, shooter, target),
      shots: weapon.shots ?? 1,
    },
  };
}

/** The hit a missile weapon makes. */
export function missileHit(weapon: Weapon): HitProfile {
  return {
    strength: weapon.strength ?? 3,
    saveModifier: weapon.saveModifier ?? 0,
    ap: weapon.ap,
    melee: false,
    killingBlow: weapon.rules?.includes('killingBlow') ?? false,
  };
}

/**
 * Rolls one To Hit die for a needed number (RULES.md §6.3): ≤1 hits on anything but a 1; 2–6 as rolled;
 * 7/8/9 need a 6 then 4+/5+/6; 10 or more cannot hit. Logs each die.
 */
export function rollToHit(r: Roller, need: number, model: string, target: string): boolean {
  if (need >= 10) {
    logRoll(r, 'toHit', '§6.3', model, target, need, [], false, 'impossible');
    return false;
  }
  const roll = d6(r);
  if (need <= 6) {
    const ok = roll !== 1 && roll >= need;
    logRoll(r, 'toHit', '§6.3', model, target, need, [roll], ok);
    return ok;
  }
  if (roll !== 6) {
    logRoll(r, 'toHit', '§6.3', model, target, need, [roll], false);
    return false;
  }
  const second = d6(r);
  const ok = second >= need - 3;
  logRoll(r, 'toHit', '§6.3', model, target, need, [roll, second], ok);
  return ok;
}

/** Resolves a legal shot in place (RULES.md §6): shots, To Hit, then each hit through `resolveHit`. */
export function shoot(s: GameState, r: Roller, shooter: number, target: number, weaponId: string): void {
  const weapon = s.static.weapons[weaponId]!;
  const need = toHitNumber(s, shooter, target, weapon);
  const sm = s.models[shooter]!;
  sm.shot = true;
  sm.hidden = false;
  const sid = s.static.models[shooter]!.id;
  const tid = s.static.models[target]!.id;
  log(r, { kind: 'shot', model: sid, target: tid, weapon: weaponId });
  const hit = missileHit(weapon);
  const shots = weapon.shots ?? 1;
  for (let k = 0; k < shots; k++) {
    if (s.models[target]!.status === 'outOfAction') break;
    if (rollToHit(r, need, sid, tid)) resolveHit(s, r, shooter, target, hit);
  }
}
