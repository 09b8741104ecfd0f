/**
 * Diving charges, RULES.md §4.4: a model on a ledge jumps down onto an enemy within 2" of its landing point, as
 * a charge, taking the Initiative tests of a jump down (one per full 2"); a fail → it falls where it lands and
 * does not charge; a success → base contact, and +1 Strength and +1 To Hit in the next close combat phase.
 */
import { cannotChargeReason, CHARGE_MULTIPLIER, chargeUnits } from './charge';
import { enemiesInContact, modelDist } from './contact';
import { log, logging, type Roller } from './dice';
import { jumpTestsPass, MAX_JUMP_DOWN } from './falling';
import { fall } from './wounds';
import { flee } from './fleeing';
import { baseDist, dist } from './geometry';
import { reveal, revealCheck } from './hiding';
import { firstUnsupported, LEVEL_TOLERANCE } from './levels';
import { landing } from './climbing';
import { checkSegment, checkStand } from './movement';
import { canSee } from './sight';
import { profileOf } from './state';
import type { GameState, Point3, Result, RuleError } from './types';

/** Distance (inches, base to base) from the landing point within which the target may be (RULES.md §4.4). */
export const DIVE_DISTANCE = 2;
const EPS = 1e-6;

/** A diving charge worked out before any die is rolled. Positions in inches. */
export interface DivePlan {
  /** Where the charger lands at the target's height. */
  landing: Point3;
  /** Where it ends in base contact with the target. */
  contact: Point3;
  /** Height of the jump. */
  height: number;
}

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

const at: number[] = [0, 0];

/** The error for a target the charger cannot reach within 2 × M (RULES.md §4.1). */
function beyondReach(charger: string, target: string): { ok: false; error: RuleError } {
  return err('ERR_OUT_OF_RANGE', `${target} is beyond ${charger}'s charge range (§4.1)`);
}

/**
 * Plans a diving charge of model i at enemy j (RULES.md §4.4): it may charge (§4.1), sees the target, which is
 * not hidden and is 1" to 6" below it; it lands where its straight line toward the target first meets the
 * target's floor, within 2" of the target and 2 × M of its start, and can move on into base contact.
 * Errors: ERR_CANNOT_CHARGE, ERR_BAD_ACTION, ERR_NOT_VISIBLE, ERR_OUT_OF_RANGE, ERR_PATH_BLOCKED.
 */
export function planDivingCharge(s: GameState, i: number, j: number): Result<DivePlan> {
  const why = cannotChargeReason(s, i);
  if (why !== null) return err('ERR_CANNOT_CHARGE', why);
  const ms = s.static.models[i]!;
  const ts = s.static.models[j]!;
  const m = s.models[i]!;
  const t = s.models[j]!;
  if (ts.side === ms.side) return err('ERR_BAD_ACTION', `${ts.id} is not an enemy of ${ms.id}`);
  if (t.status === 'outOfAction') return err('ERR_BAD_ACTION', `${ts.id} is out of action`);
  if (t.hidden) return err('ERR_NOT_VISIBLE', `${ts.id} is hidden and cannot be charged (§4.3)`);
  const height = m.z - t.z;
  if (height < LEVEL_TOLERANCE)
    return err('ERR_CANNOT_CHARGE', `${ms.id} is not on a ledge above ${ts.id}: charge normally (§4.4)`);
  if (height > MAX_JUMP_DOWN + EPS)
    return err('ERR_CANNOT_CHARGE', `${ms.id} is ${height}" above ${ts.id}: at most 6" (§4.4)`);
  const reach = CHARGE_MULTIPLIER * profileOf(s, i).M;
  if (dist(m.x, m.y, t.x, t.y) > reach + ms.base + ts.base + EPS) return beyondReach(ms.id, ts.id);
  if (!canSee(s, i, j)) return err('ERR_NOT_VISIBLE', `${ms.id} cannot see ${ts.id} (§5)`);
  const t0 = firstUnsupported(s, m.x, m.y, t.x, t.y, m.z);
  if (t0 < 0 || !landing(s, i, m.x, m.y, t.x, t.y, t0, m.z, t.z, at))
    return err('ERR_PATH_BLOCKED', `${ms.id} has nowhere to land toward ${ts.id} (§4.4)`);
  const lx = at[0]!;
  const ly = at[1]!;
  const gap = baseDist(lx, ly, ms.base, t.x, t.y, ts.base);
  if (gap > DIVE_DISTANCE + EPS)
    return err(
      'ERR_OUT_OF_RANGE',
      `${ts.id} is ${gap.toFixed(1)}" from the landing point: at most 2" (§4.4)`,
    );
  const d = dist(t.x, t.y, lx, ly);
  const reachD = ms.base + ts.base;
  const cx = d > EPS ? t.x + ((lx - t.x) / d) * reachD : lx;
  const cy = d > EPS ? t.y + ((ly - t.y) / d) * reachD : ly;
  if (dist(m.x, m.y, lx, ly) + dist(lx, ly, cx, cy) > reach + EPS) return beyondReach(ms.id, ts.id);
  const bad =
    checkSegment(s, i, m.x, m.y, m.z, lx, ly, m.z, -1, null) ??
    checkSegment(s, i, lx, ly, t.z, cx, cy, t.z, j, null) ??
    checkStand(s, i, cx, cy, t.z, j, false);
  if (bad !== null) return err('ERR_PATH_BLOCKED', `diving charge of ${ms.id} at ${ts.id}: ${bad.message}`);
  return { ok: true, value: { landing: [lx, ly, t.z], contact: [cx, cy, t.z], height } };
}

/**
 * Resolves a planned diving charge (RULES.md §4.4): a fleeing target flees first (§9.5); then the jump's
 * Initiative tests; a fail → the charger falls at its landing point and does not charge; a pass → base contact
 * with the target if it is still within 2" of the landing point (else it only lands: a failed charge), with
 * the diving bonus. Events: `roll`s, `fell` or `charged` (with `diving: true`) or `failedCharge`.
 */
export function resolveDivingCharge(s: GameState, r: Roller, i: number, j: number, plan: DivePlan): void {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const tid = s.static.models[j]!.id;
  reveal(s, r, i, 'charged');
  m.moved = true;
  if (s.models[j]!.fleeing && s.models[j]!.status === 'standing') flee(s, r, j, 'charged');
  const [lx, ly, lz] = plan.landing;
  if (!jumpTestsPass(s, r, i, plan.height)) {
    fall(s, r, i, lx, ly, lz, plan.height);
    revealCheck(s, r);
    return;
  }
  const from: Point3 = [m.x, m.y, m.z];
  m.x = lx;
  m.y = ly;
  m.z = lz;
  const t = s.models[j]!;
  const still =
    t.status !== 'outOfAction' &&
    Math.abs(t.z - lz) < LEVEL_TOLERANCE &&
    modelDist(s, i, j) <= DIVE_DISTANCE + EPS;
  if (still) {
    const d = dist(t.x, t.y, lx, ly);
    const reachD = ms.base + s.static.models[j]!.base;
    const cx = d > EPS ? t.x + ((lx - t.x) / d) * reachD : lx;
    const cy = d > EPS ? t.y + ((ly - t.y) / d) * reachD : ly;
    if (
      checkSegment(s, i, lx, ly, lz, cx, cy, lz, j, null, false) === null &&
      checkStand(s, i, cx, cy, lz, j, false, false) === null
    ) {
      m.x = cx;
      m.y = cy;
      m.charged = true;
      m.diving = true;
      if (logging(r)) {
        const engaged = enemiesInContact(s, i).map((k) => s.static.models[k]!.id);
        log(r, {
          kind: 'charged',
          model: ms.id,
          target: tid,
          from,
          to: [cx, cy, lz],
          engaged,
          diving: true,
          ...chargeUnits(s, i, j),
        });
      }
      revealCheck(s, r);
      return;
    }
  }
  m.failedCharge = true;
  if (logging(r))
    log(r, {
      kind: 'failedCharge',
      model: ms.id,
      target: tid,
      from,
      to: [lx, ly, lz],
      reason: `${tid} fled out of reach`,
    });
  revealCheck(s, r);
}
