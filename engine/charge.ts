/**
 * Charges, RULES.md §4.1: declared first in the Movement phase, a straight line to base contact within 2 × M,
 * the Initiative test to notice a target within 4" out of sight, interception by an enemy within 2" of the
 * line, and failed charges (the charger moves M toward the target and may not shoot).
 */
import { acrossLowWall, enemiesInContact, inCombat, LOW_WALL_HEIGHT, modelDist } from './contact';
import { log, logging, type Roller } from './dice';
import { closestT, dist, segPointDist } from './geometry';
import { checkPath, pathClear } from './movement';
import { flee } from './fleeing';
import { reveal, revealCheck } from './hiding';
import { ringShadowed } from './contact-shadow';
import { contactReached, ringContact } from './contact-ring';
import { LEVEL_TOLERANCE } from './levels';
import { canSee } from './sight';
import { characteristicTest } from './tests';
import { profileOf } from './state';
import { pieceIntervals, terrainBoxes } from './terrain-boxes';
import type { GameState, Point, Result, RuleError } from './types';

/** Charge range multiplier: a model charges up to 2 × M inches (RULES.md §4.1). */
export const CHARGE_MULTIPLIER = 2;
/** Distance from the charge line (inches, to the interceptor's base edge) that lets an enemy intercept. */
export const INTERCEPT_DISTANCE = 2;
/** Distance (inches, base to base) within which an unseen, unhidden target may be noticed (RULES.md §4.1). */
export const NOTICE_DISTANCE = 4;

/** A charge worked out before any die is rolled: where the charger would end and whom it meets. */
export interface ChargePlan {
  /** Base-to-base distance to the target, inches. */
  distance: number;
  /** Charge range, 2 × M inches. */
  reach: number;
  reachable: boolean;
  /** Needs the Initiative test to notice an out-of-sight target first. */
  needsNotice: boolean;
  /** Index of the intercepting enemy, or −1. */
  interceptor: number;
  /** Where the charger's centre ends, inches. */
  end: [number, number];
  /** Path of the charger's centre, inches: start then end. */
  path: [number, number][];
  /**
   * Index of the model that makes the charge: the declared model in skirmish; in squad play the unit's model
   * that leads it (RULES.md §4.1: any of its models that could make it, the closest first).
   */
  leader: number;
}

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Why model i may not charge now, or null (RULES.md §4.1, §3.1 step 4, §9.5). */
export function cannotChargeReason(s: GameState, i: number): string | null {
  if (mayCharge(s, i)) return null;
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (m.status !== 'standing') return `${id} is ${m.status}`;
  if (m.fleeing) return `${id} is fleeing`;
  if (m.fallingBack) return `${id} is falling back`;
  if (m.stoodUp) return `${id} stood up this turn`;
  if (m.moved || m.charged || m.failedCharge) return `${id} has already moved this turn`;
  if (m.chargeBlocked) return `${id} failed to notice its charge target this turn`;
  if (m.rallied) return `${id} rallied this turn`;
  if (m.regrouped) return `${id} regrouped this turn (§10.4)`;
  if (m.building >= 0) return `${id} is inside a building: its unit leaves with leaveBuilding first (§11)`;
  if (inCombat(s, i)) return `${id} is already in close combat`;
  return null;
}

/**
 * Whether model i may declare a charge now (RULES.md §4.1): `cannotChargeReason(s, i) === null` without
 * building the reason's text, for the search's hot loops. Checked against it by a property test.
 */
export function mayCharge(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return (
    m.status === 'standing' &&
    !m.fleeing &&
    !m.fallingBack &&
    !m.stoodUp &&
    !m.moved &&
    !m.charged &&
    !m.failedCharge &&
    !m.chargeBlocked &&
    !m.rallied &&
    !m.regrouped &&
    m.building < 0 &&
    !inCombat(s, i)
  );
}

/**
 * Whether a charge of model i at model j would be declared and reach (RULES.md §4.1): the same answer as
 * `planCharge(s, i, j)` being ok with `reachable`, without the interception search or any allocation beyond the
 * path check. For the search's charge candidates.
 */
export function chargeReaches(s: GameState, i: number, j: number): boolean {
  return mayCharge(s, i) && chargeLineReaches(s, i, j);
}

/**
 * `chargeReaches(s, i, j)` for a model i already known to be allowed to charge (`mayCharge(s, i)`): the target,
 * level, range, sight and path checks only, so a loop over one charger's targets tests `mayCharge` once.
 */
export function chargeLineReaches(s: GameState, i: number, j: number): boolean {
  const m = s.models[i]!;
  const t = s.models[j]!;
  if (s.static.models[j]!.side === s.static.models[i]!.side || t.status === 'outOfAction' || t.hidden)
    return false;
  if (Math.abs(t.z - m.z) >= LEVEL_TOLERANCE) return false;
  const distance = modelDist(s, i, j);
  if (distance > CHARGE_MULTIPLIER * profileOf(s, i).M + 1e-9) return false;
  if (distance > NOTICE_DISTANCE && !canSee(s, i, j)) return false;
  if (freeContact(s, i, j, CHARGE_MULTIPLIER * profileOf(s, i).M, contactScratch)) return true;
  const end = contactPoint(s, i, j);
  return lowWallStop(s, i, j, end[0], end[1]) !== null;
}

/** A point `len` inches from (ax, ay) toward (bx, by). */
function toward(ax: number, ay: number, bx: number, by: number, len: number): [number, number] {
  const d = dist(ax, ay, bx, by);
  if (d === 0) return [ax, ay];
  return [ax + ((bx - ax) / d) * len, ay + ((by - ay) / d) * len];
}

/** The farthest point up to `len` inches toward (bx, by) that model i may legally stop at, in 0.05" steps. */
function farthestStop(s: GameState, i: number, bx: number, by: number, len: number): [number, number] {
  const m = s.models[i]!;
  for (let l = len; l > 0; l -= 0.05) {
    const [x, y] = toward(m.x, m.y, bx, by, l);
    if (pathClear(s, i, x, y, m.z, -1)) return [x, y];
  }
  return [m.x, m.y];
}

/** Interception candidates of `findInterceptor`: enemy indices and their places along the line (reused). */
let interceptors = new Int32Array(0);
let interceptorT = new Float64Array(0);

/**
 * The first enemy other than the target within 2" of the path from model i's centre to `end` (measured to the
 * enemy's base edge, only enemies before the end of the line, hidden ones excepted), that model i can reach
 * in a straight line, on the charger's level; −1 if none (RULES.md §4.1 interception; decisions in
 * docs/rules-decisions.md). The enemies near the line are tried in their order along it (equal places by
 * index), so the first that can be reached is the one; its point of contact is written to `out`.
 * Allocation-free.
 */
export function findInterceptor(
  s: GameState,
  i: number,
  target: number,
  ex: number,
  ey: number,
  out: [number, number],
): number {
  const m = s.models[i]!;
  const side = s.static.models[i]!.side;
  if (interceptors.length < s.models.length) {
    interceptors = new Int32Array(s.models.length);
    interceptorT = new Float64Array(s.models.length);
  }
  let count = 0;
  for (let k = 0; k < s.models.length; k++) {
    if (k === target || s.static.models[k]!.side === side) continue;
    const o = s.models[k]!;
    if (o.status !== 'standing' || o.fleeing || o.hidden) continue;
    if (Math.abs(o.z - m.z) >= LEVEL_TOLERANCE) continue;
    if (segPointDist(m.x, m.y, ex, ey, o.x, o.y) - s.static.models[k]!.base > INTERCEPT_DISTANCE) continue;
    const t = closestT(m.x, m.y, ex, ey, o.x, o.y);
    if (t >= 1) continue;
    interceptors[count] = k;
    interceptorT[count++] = t;
  }
  for (let tries = count; tries > 0; tries--) {
    let pick = 0;
    for (let c = 1; c < count; c++) if (interceptorT[c]! < interceptorT[pick]!) pick = c;
    if (freeContact(s, i, interceptors[pick]!, Infinity, out)) return interceptors[pick]!;
    interceptorT[pick] = Infinity;
  }
  return -1;
}

/** Where model i's centre ends in base contact with model k, on the line from k toward i. */
function contactPoint(s: GameState, i: number, k: number): [number, number] {
  const m = s.models[i]!;
  const o = s.models[k]!;
  return toward(o.x, o.y, m.x, m.y, s.static.models[i]!.base + s.static.models[k]!.base);
}

const contactScratch: [number, number] = [0, 0];

/**
 * The nearest free point of base contact of model i with model k (RULES.md §4.1 contact point): the points
 * around k every 5°, starting on the line between the centres and going out both ways (nearest to i first),
 * the first that i's centre reaches in a straight line within `reach` inches, not through a model or terrain
 * that stops movement, where its base fits. Writes it to `out`, e.g. [10.2, 5.9]; false when there is none.
 * The points farther round are farther from i, so the first beyond `reach` ends the search; when bases in
 * the way stop every line to the ring (`ringShadowed`) no point is tried; the walk round the ring
 * (`ringContact`) passes over the points a base certainly stops without working them out. Allocation-free.
 */
export function freeContact(
  s: GameState,
  i: number,
  k: number,
  reach: number,
  out: [number, number],
): boolean {
  const m = s.models[i]!;
  const o = s.models[k]!;
  const rr = s.static.models[i]!.base + s.static.models[k]!.base;
  const d = dist(o.x, o.y, m.x, m.y);
  const cx = d === 0 ? o.x : o.x + ((m.x - o.x) / d) * rr;
  const cy = d === 0 ? o.y : o.y + ((m.y - o.y) / d) * rr;
  if (dist(m.x, m.y, cx, cy) > reach + 1e-9) return false;
  if (contactReached(s, i, k, cx, cy)) {
    out[0] = cx;
    out[1] = cy;
    return true;
  }
  return !ringShadowed(s, i, k) && ringContact(s, i, k, rr, reach, out);
}

const lineScratch: number[] = [];

/** Whether a low wall (over 1" and at most 2" high, RULES.md §4.1) crosses the line from (ax, ay) to (bx, by). */
function lowWallOnLine(s: GameState, ax: number, ay: number, bx: number, by: number): boolean {
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const w = terrain[k]!;
    if (
      w.kind === 'wall' &&
      w.height > 1 &&
      w.height <= LOW_WALL_HEIGHT &&
      pieceIntervals(boxes, k, w, ax, ay, bx, by, lineScratch) > 0
    )
      return true;
  }
  return false;
}

/**
 * Where a charge of model i at enemy j blocked on its way to (cx, cy) stops in contact across a low wall
 * (RULES.md §4.1: models separated by a low wall they cannot cross still count as in contact): the farthest
 * legal point of the line whose base is held apart from the target only by such a wall; null if none.
 */
function lowWallStop(s: GameState, i: number, j: number, cx: number, cy: number): [number, number] | null {
  const m = s.models[i]!;
  const t = s.models[j]!;
  if (!lowWallOnLine(s, m.x, m.y, t.x, t.y)) return null;
  const rr = s.static.models[i]!.base + s.static.models[j]!.base;
  const len = dist(m.x, m.y, cx, cy);
  for (let l = len; l > 0; l -= 0.05) {
    const [x, y] = toward(m.x, m.y, cx, cy, l);
    if (!pathClear(s, i, x, y, m.z, j, true)) continue;
    const gap = dist(x, y, t.x, t.y) - rr;
    return gap <= 1 && acrossLowWall(s, x, y, t.x, t.y, gap) ? [x, y] : null;
  }
  return null;
}

/**
 * Works out the charge of model i at enemy j without rolling (RULES.md §4.1). Errors: ERR_CANNOT_CHARGE,
 * ERR_BAD_ACTION (not an enemy, out of action), ERR_NOT_VISIBLE (hidden, or unseen beyond 4"),
 * ERR_PATH_BLOCKED (terrain or a friend on the line).
 */
export function planCharge(s: GameState, i: number, j: number): Result<ChargePlan> {
  const why = cannotChargeReason(s, i);
  if (why !== null) return err('ERR_CANNOT_CHARGE', why);
  const ms = s.static.models[i]!;
  const ts = s.static.models[j]!;
  const m = s.models[i]!;
  const t = s.models[j]!;
  if (ts.side === ms.side) return err('ERR_BAD_ACTION', `${ts.id} is not an enemy of ${ms.id}`);
  if (t.status === 'outOfAction') return err('ERR_BAD_ACTION', `${ts.id} is out of action`);
  if (t.hidden) return err('ERR_NOT_VISIBLE', `${ts.id} is hidden and cannot be charged (§4.3)`);
  if (Math.abs(t.z - m.z) >= LEVEL_TOLERANCE)
    return err(
      'ERR_CANNOT_CHARGE',
      `${ts.id} is on another level (${t.z}" against ${m.z}"): climb, or make a diving charge from above (§4.4)`,
    );
  const distance = modelDist(s, i, j);
  const visible = canSee(s, i, j);
  if (!visible && distance > NOTICE_DISTANCE)
    return err('ERR_NOT_VISIBLE', `${ms.id} cannot see ${ts.id}, which is more than 4" away (§4.1)`);
  const reach = CHARGE_MULTIPLIER * profileOf(s, i).M;
  const reachable = distance <= reach + 1e-9;
  let end: [number, number];
  if (reachable && freeContact(s, i, j, reach, contactScratch)) {
    end = [contactScratch[0], contactScratch[1]];
  } else if (reachable) {
    const c = contactPoint(s, i, j);
    const atWall = lowWallStop(s, i, j, c[0], c[1]);
    if (atWall === null) {
      const blocked = checkPath(s, i, c[0], c[1], m.z, j, true)?.message ?? 'no room';
      return err(
        'ERR_PATH_BLOCKED',
        `charge of ${ms.id} at ${ts.id}: no free point of base contact within ${reach}" in a straight line (on the line between centres, ${blocked}; §4.1)`,
      );
    }
    end = atWall;
  } else {
    end = farthestStop(s, i, t.x, t.y, profileOf(s, i).M);
  }
  const interceptor = findInterceptor(s, i, j, end[0], end[1], contactScratch);
  if (interceptor >= 0) end = [contactScratch[0], contactScratch[1]];
  return {
    ok: true,
    value: {
      distance,
      reach,
      reachable,
      needsNotice: !visible,
      interceptor,
      end,
      path: [[m.x, m.y], end],
      leader: i,
    },
  };
}

/**
 * In squad play, the units of a charge's leading model i and of its target j for the charge events (the charge
 * is the unit's, RULES.md §4.1), e.g. `{ unit: 'mob-west', targetUnit: 'wardens' }`; empty in skirmish.
 */
export function chargeUnits(s: GameState, i: number, j: number): { unit?: string; targetUnit?: string } {
  if (!s.static.squads) return {};
  const unitOf = (k: number): string => s.static.units[s.static.models[k]!.unitIndex]!.id;
  return { unit: unitOf(i), targetUnit: unitOf(j) };
}

/**
 * Resolves a declared charge in place (RULES.md §4.1): the notice test if needed; a fleeing target flees 2D6"
 * first and the charger then moves to contact if it can (§9.5; if the target is gone or out of the charger's
 * way it is a failed charge that does not move); then the move to contact, the interception or the failed
 * charge. Charging reveals a hidden charger (§4.3), and hidden models are checked after the move. Events:
 * `roll` (chargeNotice), `fled`, `charged`, `intercepted`, `failedCharge`, `revealed`.
 */
export function resolveCharge(s: GameState, r: Roller, i: number, j: number, planned: ChargePlan): void {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const tid = s.static.models[j]!.id;
  if (planned.needsNotice) {
    const noticed = characteristicTest(r, 'chargeNotice', '§4.1', ms.id, tid, profileOf(s, i).I);
    if (!noticed) {
      m.chargeBlocked = true;
      return;
    }
  }
  let plan = planned;
  if (s.models[j]!.fleeing && s.models[j]!.status === 'standing') {
    flee(s, r, j, 'charged');
    const again = planCharge(s, i, j);
    if (!again.ok) {
      m.moved = true;
      m.failedCharge = true;
      reveal(s, r, i, 'charged');
      if (logging(r))
        log(r, {
          kind: 'failedCharge',
          model: ms.id,
          target: tid,
          from: [m.x, m.y],
          to: [m.x, m.y],
          reason: `${tid} fled: ${again.error.message}`,
        });
      return;
    }
    plan = again.value;
  }
  const fx = m.x;
  const fy = m.y;
  m.x = plan.end[0];
  m.y = plan.end[1];
  m.moved = true;
  reveal(s, r, i, 'charged');
  const failed = plan.interceptor < 0 && !plan.reachable;
  m.charged = !failed;
  m.failedCharge = failed;
  if (logging(r)) logCharge(s, r, i, j, plan, fx, fy, failed);
  revealCheck(s, r);
}

/** Logs how a charge ended: `intercepted`, `failedCharge` or `charged` (RULES.md §4.1). */
function logCharge(
  s: GameState,
  r: Roller,
  i: number,
  j: number,
  plan: ChargePlan,
  fx: number,
  fy: number,
  failed: boolean,
): void {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const tid = s.static.models[j]!.id;
  const from: Point = [fx, fy];
  const to: Point = [m.x, m.y];
  const units = chargeUnits(s, i, j);
  if (plan.interceptor >= 0) {
    const by = s.static.models[plan.interceptor]!.id;
    log(r, { kind: 'intercepted', model: ms.id, target: tid, by, from, to, ...units });
  } else if (failed) {
    const reason = `${tid} is ${plan.distance.toFixed(1)}" away, beyond the ${plan.reach}" charge range`;
    log(r, { kind: 'failedCharge', model: ms.id, target: tid, from, to, reason, ...units });
  } else {
    const engaged = enemiesInContact(s, i).map((k) => s.static.models[k]!.id);
    log(r, { kind: 'charged', model: ms.id, target: tid, from, to, engaged, ...units });
  }
}
