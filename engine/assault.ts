/**
 * Assaulting a building, RULES.md §11 (squad play, `buildings` on): a charge at a model of a garrison is an
 * assault on its building. Only one unit may assault a building in a turn (a later one fails its charge); the
 * charge succeeds when the charger can reach the walls; the chargers line up against the walls. The assault
 * is fought in the close combat phase by assault parties (`assault-combat.ts`).
 */
import { cannotChargeReason, CHARGE_MULTIPLIER } from './charge';
import { log, logging, type Roller } from './dice';
import { closestOnPolygon, dist } from './geometry';
import { distanceToBuilding, occupant } from './garrison';
import { pathClear } from './movement';
import { floorsHeld, GARRISON_SHOTS_PER_FLOOR, missileWeapons, shoot } from './shooting';
import { inRangeAndVisible } from './targets';
import { modelDist } from './contact';
import { profileOf } from './state';
import { unitModelsInPlay } from './units';
import type { GameState, Result } from './types';

/** Step, inches, when a model moves as far as it can toward the walls. */
const STEP = 0.1;
const EPS = 1e-6;

/** An assault worked out before it is resolved: the building, whether it is reached, why it fails. */
export interface AssaultPlan {
  /** Index of the building in `static.terrain`. */
  building: number;
  /** The garrison's unit index. */
  garrison: number;
  /** Whether the declared model reaches the walls within 2 × M (RULES.md §4.1, §11). */
  reachable: boolean;
  /** Why the assault fails although declared (out of reach, or another unit assaults it this turn), or null. */
  fails: string | null;
}

/**
 * Plans an assault by model i's unit on the building that model j garrisons (RULES.md §11). Errors:
 * ERR_CANNOT_CHARGE (a model of the unit may not charge, or it is itself inside a building), ERR_BAD_ACTION.
 */
export function planAssault(s: GameState, i: number, j: number): Result<AssaultPlan> {
  const k = s.models[j]!.building;
  const u = s.static.models[i]!.unitIndex;
  const t = s.static.terrain[k]!;
  if (s.static.models[j]!.side === s.static.models[i]!.side)
    return {
      ok: false,
      error: { code: 'ERR_BAD_ACTION', message: `${s.static.models[j]!.id} is not an enemy` },
    };
  for (const m of s.static.units[u]!.models) {
    if (s.models[m]!.status === 'outOfAction') continue;
    const why = cannotChargeReason(s, m) ?? (s.models[m]!.building >= 0 ? 'it is inside a building' : null);
    if (why !== null)
      return {
        ok: false,
        error: { code: 'ERR_CANNOT_CHARGE', message: `unit ${s.static.units[u]!.id}: ${why}` },
      };
  }
  const reach = CHARGE_MULTIPLIER * profileOf(s, i).M;
  const reachable = distanceToBuilding(s, i, t) <= reach + EPS;
  const other = s.assaults[k]!;
  const fails =
    other >= 0 && other !== u
      ? `unit ${s.static.units[other]!.id} already assaults ${t.id} this turn (§11)`
      : reachable
        ? null
        : `${t.id} is ${distanceToBuilding(s, i, t).toFixed(1)}" away, beyond the ${reach}" charge range`;
  return { ok: true, value: { building: k, garrison: occupant(s, k), reachable, fails } };
}

/** Moves model k straight toward the closest point of the building's walls, up to `len` inches, stopping at them. */
function toWalls(s: GameState, k: number, building: number, len: number): void {
  const m = s.models[k]!;
  const t = s.static.terrain[building]!;
  const [px, py] = closestOnPolygon(m.x, m.y, t.polygon);
  const d = dist(m.x, m.y, px, py);
  if (d < EPS) return;
  const want = Math.min(len, Math.max(0, d - s.static.models[k]!.base));
  for (let l = want; l > 0; l -= STEP) {
    const x = m.x + ((px - m.x) / d) * l;
    const y = m.y + ((py - m.y) / d) * l;
    if (!pathClear(s, k, x, y, m.z, -1, true)) continue;
    m.x = x;
    m.y = y;
    return;
  }
}

/**
 * Resolves a planned assault (RULES.md §11): on success every model of the unit moves up to its charge reach
 * to the walls and the building is marked as assaulted by the unit this turn (event `assault`); on a failure
 * the unit moves M toward the walls and may not shoot (event `assaultFailed`). No charge bonuses apply.
 */
export function resolveAssault(s: GameState, r: Roller, i: number, plan: AssaultPlan): void {
  const u = s.static.models[i]!.unitIndex;
  const t = s.static.terrain[plan.building]!;
  const failed = plan.fails !== null;
  const models = unitModelsInPlay(s, u);
  models.sort((a, b) => distanceToBuilding(s, a, t) - distanceToBuilding(s, b, t));
  for (const k of models) {
    const len = failed ? profileOf(s, k).M : CHARGE_MULTIPLIER * profileOf(s, k).M;
    toWalls(s, k, plan.building, len);
    const m = s.models[k]!;
    m.moved = true;
    m.hidden = false;
    if (failed) m.failedCharge = true;
    else m.charged = true;
  }
  const uid = s.static.units[u]!.id;
  if (failed) {
    if (logging(r)) log(r, { kind: 'assaultFailed', unit: uid, building: t.id, reason: plan.fails! });
    return;
  }
  s.assaults[plan.building] = u;
  if (logging(r))
    log(r, { kind: 'assault', unit: uid, building: t.id, garrison: s.static.units[plan.garrison]!.id });
  standAndShoot(s, r, plan.garrison, u);
}

/** Models of a garrison that may stand and shoot per floor it occupies (RULES.md §11, as its shooting). */
const STAND_AND_SHOOT_PER_FLOOR = GARRISON_SHOTS_PER_FLOOR;

/**
 * The garrison's reaction to an assault (RULES.md §11: defenders hold or stand and shoot): it always stands
 * and shoots (decision: holding gains nothing), with as many models as may shoot out of the building (5 per
 * floor it occupies), each with its first missile weapon at the nearest model of the assaulting unit it can
 * see in range, under the normal rules of §6 (no closest-target choice: the chargers are the target). Its
 * models' `shot` flags are left as they were (this is the enemy's turn).
 */
function standAndShoot(s: GameState, r: Roller, g: number, a: number): void {
  let left = -1;
  for (const i of s.static.units[g]!.models) {
    const m = s.models[i]!;
    if (m.status !== 'standing' || m.building < 0) continue;
    if (left < 0) left = STAND_AND_SHOOT_PER_FLOOR * floorsHeld(s, i);
    if (left === 0) return;
    const w = missileWeapons(s, i)[0];
    if (w === undefined) continue;
    const weapon = s.static.weapons[w]!;
    let target = -1;
    for (const j of s.static.units[a]!.models)
      if (inRangeAndVisible(s, i, j, weapon) && (target < 0 || modelDist(s, i, j) < modelDist(s, i, target)))
        target = j;
    if (target < 0) continue;
    const shot = m.shot;
    shoot(s, r, i, target, w);
    m.shot = shot;
    left--;
  }
}
