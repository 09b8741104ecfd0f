/**
 * Choosing a shooting target, RULES.md §6.2: the closest visible enemy (knocked-down, stunned and fleeing
 * enemies may be ignored), farther ones easier to hit, large targets, no models engaged with friends, and
 * high ground (more than 2" up: any visible target, enemies in the shooter's building first).
 */
import { CONTACT_REACH, inContact, modelDist } from './contact';
import { pieceContains, terrainBoxes } from './terrain-boxes';
import { canSee } from './sight';
import { isLarge, toHitBeforeCover, toHitNumber } from './to-hit';
import type { GameState, Weapon } from './types';

/** Height above the table (inches) from which a shooter may pick any visible target (RULES.md §6.2). */
export const HIGH_GROUND = 2;

/**
 * Whether model j is engaged with a friend of `side` and so cannot be shot at (RULES.md §6.2). Friends farther
 * from it on an axis than the two bases and `CONTACT_REACH` are passed over without the full test.
 */
export function engagedWithSide(s: GameState, j: number, side: number): boolean {
  const friends = s.static.sides[side]!.models;
  const ms = s.static.models;
  const t = s.models[j]!;
  const reach = ms[j]!.base + CONTACT_REACH;
  for (let k = 0; k < friends.length; k++) {
    const f = s.models[friends[k]!]!;
    const r = reach + ms[friends[k]!]!.base;
    if (Math.abs(f.x - t.x) > r || Math.abs(f.y - t.y) > r) continue;
    if (inContact(s, j, friends[k]!)) return true;
  }
  return false;
}

/** The building id containing model i's centre, or null. */
function buildingOf(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const t = terrain[k]!;
    if (t.kind === 'building' && pieceContains(boxes, k, t, m.x, m.y)) return t.id;
  }
  return null;
}

/**
 * Whether `target` is an enemy in play, not hidden, in range of the weapon, not engaged with the shooter's
 * friends and visible: a candidate target before the closest rule (RULES.md §6.1, §6.2, §4.3, §5).
 */
export function inRangeAndVisible(s: GameState, shooter: number, target: number, weapon: Weapon): boolean {
  if (s.static.models[target]!.side === s.static.models[shooter]!.side) return false;
  const ts = s.models[target]!;
  if (ts.status === 'outOfAction' || ts.hidden) return false;
  if (modelDist(s, shooter, target) > (weapon.range ?? 0)) return false;
  return canSee(s, shooter, target) && !engagedWithSide(s, target, s.static.models[shooter]!.side);
}

/** Distance (inches) of the last target found by `closestTarget`: a module scratch, so nothing is allocated. */
let closestDist = Infinity;

/**
 * The closest standing, non-fleeing enemy model i may shoot at with the weapon (RULES.md §6.2: knocked-down,
 * stunned and fleeing enemies may be ignored when finding it), or −1. Its distance goes to `closestDist`. A model
 * no closer than the best so far is passed over before the sight test: it could not replace it.
 */
function closestTarget(s: GameState, shooter: number, weapon: Weapon): number {
  let closest = -1;
  closestDist = Infinity;
  for (let j = 0; j < s.models.length; j++) {
    const m = s.models[j]!;
    if (m.status !== 'standing' || m.fleeing) continue;
    const d = modelDist(s, shooter, j);
    if (d >= closestDist || !inRangeAndVisible(s, shooter, j, weapon)) continue;
    closestDist = d;
    closest = j;
  }
  return closest;
}

/**
 * Whether a candidate (visible, in range, not engaged) may be picked given the closest target (RULES.md
 * §6.2): it is the closest or as close, a large target, or easier to hit (a lower final To Hit number than
 * `closestNeed`, the closest target's; pass NaN to have it worked out). The number before cover, a lower bound,
 * rules most farther targets out without looking for their cover.
 */
function beatsClosest(
  s: GameState,
  shooter: number,
  j: number,
  weapon: Weapon,
  closest: number,
  closestD: number,
  closestNeed: number,
): boolean {
  if (closest < 0 || j === closest || modelDist(s, shooter, j) <= closestD || isLarge(s, j)) return true;
  const need = Number.isNaN(closestNeed) ? toHitNumber(s, shooter, closest, weapon) : closestNeed;
  return toHitBeforeCover(s, shooter, j, weapon) < need && toHitNumber(s, shooter, j, weapon) < need;
}

/** The building of a high shooter (more than 2" up) that holds a visible enemy it could shoot, else null. */
function occupiedBuilding(s: GameState, shooter: number, weapon: Weapon): string | null {
  const b = buildingOf(s, shooter);
  if (b === null) return null;
  for (let j = 0; j < s.models.length; j++)
    if (buildingOf(s, j) === b && inRangeAndVisible(s, shooter, j, weapon)) return b;
  return null;
}

/**
 * Whether model i may shoot `target` with the weapon under the target rules of RULES.md §6.2 (see
 * `legalTargets`). Allocation-free: the `shoot` action's check in the search's hot path.
 */
export function isLegalTarget(s: GameState, shooter: number, target: number, weapon: Weapon): boolean {
  if (!inRangeAndVisible(s, shooter, target, weapon)) return false;
  if (s.models[shooter]!.z > HIGH_GROUND) {
    const b = occupiedBuilding(s, shooter, weapon);
    return b === null || buildingOf(s, target) === b;
  }
  const closest = closestTarget(s, shooter, weapon);
  return beatsClosest(s, shooter, target, weapon, closest, closestDist, NaN);
}

/**
 * The enemies model i may shoot at with the weapon (RULES.md §6.2): the closest visible enemy (knocked-down,
 * stunned and fleeing enemies may be ignored when finding it), any farther one that is easier to hit, any
 * large target; from more than 2" up, any visible enemy, but enemies in its own building first.
 */
export function legalTargets(s: GameState, shooter: number, weaponId: string): number[] {
  const weapon = s.static.weapons[weaponId];
  const out: number[] = [];
  if (weapon === undefined || weapon.type !== 'missile') return out;
  if (s.models[shooter]!.z > HIGH_GROUND) {
    const b = occupiedBuilding(s, shooter, weapon);
    for (let j = 0; j < s.models.length; j++)
      if (inRangeAndVisible(s, shooter, j, weapon) && (b === null || buildingOf(s, j) === b)) out.push(j);
    return out;
  }
  let closest = -1;
  let closestD = Infinity;
  for (let j = 0; j < s.models.length; j++) {
    if (!inRangeAndVisible(s, shooter, j, weapon)) continue;
    out.push(j);
    const m = s.models[j]!;
    if (m.status !== 'standing' || m.fleeing) continue;
    const d = modelDist(s, shooter, j);
    if (d < closestD) {
      closestD = d;
      closest = j;
    }
  }
  if (closest < 0) return out;
  const closestNeed = toHitNumber(s, shooter, closest, weapon);
  let n = 0;
  for (const j of out) if (beatsClosest(s, shooter, j, weapon, closest, closestD, closestNeed)) out[n++] = j;
  out.length = n;
  return out;
}
