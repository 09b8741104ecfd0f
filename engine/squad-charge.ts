/**
 * Unit charges in squad play (RULES.md §4.1 with §2 units, §10.4): the declared model's charge decides
 * whether the unit reaches (interception included); the rest of the unit then charges the engaged enemy unit,
 * each model moving up to 2 × M straight into base contact with its closest model if it can, else as far as
 * it can toward it while keeping coherency. A falling-back unit about to be reached tests to regroup.
 */
import { cannotChargeReason, planCharge, resolveCharge, CHARGE_MULTIPLIER, type ChargePlan } from './charge';
import { modelDist } from './contact';
import { log, logging, type Roller } from './dice';
import { destroyUnit } from './fall-back';
import { dist } from './geometry';
import { chargedRegroup } from './morale';
import { pathClear } from './movement';
import { profileOf } from './state';
import { coherentAt, unitFallingBack } from './units';
import type { GameState, Result } from './types';

/** Angles tried around the straight line to a contact point, radians, nearest first (decision). */
const CONTACT_ANGLES = [0, 0.4, -0.4, 0.8, -0.8, 1.2, -1.2, 1.6, -1.6];
/** Step, inches, when a model that cannot reach contact moves as far as it can. */
const STEP = 0.1;

/** Whether a planned charge brings its charger into base contact (reaches its target or is intercepted). */
function makesContact(p: Result<ChargePlan>): boolean {
  return p.ok && (p.value.reachable || p.value.interceptor >= 0);
}

/**
 * Plans the charge of model i's unit at enemy j (RULES.md §4.1): every model of the unit must be free to
 * charge; then the charge is led by the declared model if it can make it, else by whichever other model of
 * the unit can (the closest to the target first; `leader` of the plan). When none reaches, the declared
 * model's failed charge, or the closest model's whose line is clear. Errors as `planCharge` for the declared
 * model, naming the model of the unit that may not charge.
 */
export function planUnitCharge(s: GameState, i: number, j: number): Result<ChargePlan> {
  const unit = s.static.units[s.static.models[i]!.unitIndex]!;
  for (const k of unit.models) {
    if (k === i || s.models[k]!.status === 'outOfAction') continue;
    const why = cannotChargeReason(s, k);
    if (why !== null)
      return { ok: false, error: { code: 'ERR_CANNOT_CHARGE', message: `unit ${unit.id}: ${why}` } };
  }
  const own = planCharge(s, i, j);
  if (makesContact(own) || unit.models.length === 1) return own;
  const others = unit.models.filter((k) => k !== i && s.models[k]!.status !== 'outOfAction');
  others.sort((a, b) => modelDist(s, a, j) - modelDist(s, b, j));
  let fallback: Result<ChargePlan> | null = own.ok ? own : null;
  for (const k of others) {
    const p = planCharge(s, k, j);
    if (makesContact(p)) return p;
    if (fallback === null && p.ok) fallback = p;
  }
  return fallback ?? own;
}

/** Moves model k into base contact with some model of enemy unit v within its charge reach; false if none. */
function chargeIntoContact(s: GameState, k: number, v: number): boolean {
  const m = s.models[k]!;
  const reach = CHARGE_MULTIPLIER * profileOf(s, k).M;
  const targets = s.static.units[v]!.models.filter((t) => s.models[t]!.status !== 'outOfAction');
  targets.sort((a, b) => modelDist(s, k, a) - modelDist(s, k, b));
  for (const t of targets) {
    if (modelDist(s, k, t) > reach + 1e-9) return false;
    const o = s.models[t]!;
    const rr = s.static.models[k]!.base + s.static.models[t]!.base;
    const base = Math.atan2(m.y - o.y, m.x - o.x);
    for (const a of CONTACT_ANGLES) {
      const x = o.x + Math.cos(base + a) * rr;
      const y = o.y + Math.sin(base + a) * rr;
      if (dist(m.x, m.y, x, y) > reach + 1e-9) continue;
      if (!pathClear(s, k, x, y, m.z, t, true)) continue;
      m.x = x;
      m.y = y;
      return true;
    }
  }
  return false;
}

/** Moves model k up to its charge reach toward the closest model of unit v, stopping where it keeps coherency. */
function chargeToward(s: GameState, k: number, v: number): void {
  const m = s.models[k]!;
  let best = -1;
  for (const t of s.static.units[v]!.models)
    if (s.models[t]!.status !== 'outOfAction' && (best < 0 || modelDist(s, k, t) < modelDist(s, k, best)))
      best = t;
  if (best < 0) return;
  const o = s.models[best]!;
  const d = dist(m.x, m.y, o.x, o.y);
  const reach = Math.min(CHARGE_MULTIPLIER * profileOf(s, k).M, d);
  for (let l = reach; l > 0; l -= STEP) {
    const x = m.x + ((o.x - m.x) / d) * l;
    const y = m.y + ((o.y - m.y) / d) * l;
    if (!pathClear(s, k, x, y, m.z, -1, true) || !coherentAt(s, k, x, y)) continue;
    m.x = x;
    m.y = y;
    return;
  }
}

/** After a failed charge, the rest of the unit follows the declared model's move as far as each may. */
function followFailedCharge(s: GameState, i: number, dx: number, dy: number): void {
  const len = Math.hypot(dx, dy);
  for (const k of s.static.units[s.static.models[i]!.unitIndex]!.models) {
    const m = s.models[k]!;
    if (k === i || m.status === 'outOfAction') continue;
    for (let l = len; l > 0; l -= STEP) {
      const x = m.x + (dx / len) * l;
      const y = m.y + (dy / len) * l;
      if (!pathClear(s, k, x, y, m.z, -1)) continue;
      m.x = x;
      m.y = y;
      break;
    }
    m.moved = true;
    m.failedCharge = true;
  }
}

/**
 * Resolves a unit's charge at enemy j planned by `planUnitCharge` (RULES.md §4.1, §10.4): a falling-back unit
 * that would be reached tests to regroup first (fail → destroyed at the end of the charge); the plan's leader
 * (the declared model, or the one of its unit that can make the charge) charges as in skirmish; then each other
 * model, closest first, charges into contact with the engaged unit or moves toward it keeping coherency. Every
 * model counts as charging. Events: as `resolveCharge`, `moved` for the others, `roll` (regroup),
 * `regrouped`, `destroyed`.
 */
export function resolveUnitCharge(s: GameState, r: Roller, j: number, plan: ChargePlan): void {
  const engaged = plan.interceptor >= 0 ? plan.interceptor : j;
  const v = s.static.models[engaged]!.unitIndex;
  const reaches = plan.interceptor >= 0 || plan.reachable;
  const doomed = reaches && unitFallingBack(s, v) && !chargedRegroup(s, r, v);
  const lead = plan.leader;
  const m = s.models[lead]!;
  const [fx, fy] = [m.x, m.y];
  resolveCharge(s, r, lead, j, plan);
  const unit = s.static.units[s.static.models[lead]!.unitIndex]!;
  if (m.chargeBlocked) {
    for (const k of unit.models) s.models[k]!.chargeBlocked = true;
    return;
  }
  if (m.failedCharge) {
    followFailedCharge(s, lead, m.x - fx, m.y - fy);
  } else {
    const rest = unit.models.filter((k) => k !== lead && s.models[k]!.status !== 'outOfAction');
    rest.sort((a, b) => modelDist(s, a, engaged) - modelDist(s, b, engaged));
    for (const k of rest) {
      const mk = s.models[k]!;
      const from: [number, number] = [mk.x, mk.y];
      if (!chargeIntoContact(s, k, v)) chargeToward(s, k, v);
      mk.moved = true;
      mk.charged = true;
      if (logging(r))
        log(r, {
          kind: 'moved',
          model: s.static.models[k]!.id,
          from,
          to: [mk.x, mk.y, mk.z],
          run: false,
          distance: dist(from[0], from[1], mk.x, mk.y),
        });
    }
  }
  if (doomed) destroyUnit(s, r, v, 'charged');
}
