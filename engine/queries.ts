/** Read-only questions the UI and the AI ask before committing an action (no dice are rolled). */
import { cannotChargeReason, planCharge } from './charge';
import { planUnitCharge } from './squad-charge';
import { moveAllowance } from './movement';
import { planClimb, planJumpDown, planJumpGap } from './climbing';
import { jumpTests } from './falling';
import { cannotHideReason } from './hiding';
import { cannotShootReason } from './shooting';
import { modelIndex } from './state';
import type { Action, GameState, Point, Result } from './types';

/** What a model may do this turn, e.g. `{ move: 4, run: 8, canCharge: true, canShoot: false }` (inches). */
export interface MoveAllowanceInfo {
  /** Normal move in inches, 0 when it may not move. */
  move: number;
  /** Run distance in inches, or null when it may not run (§4.2). */
  run: number | null;
  /** Why it may not run when it may move, e.g. `enemy b1 is within 8" (§4.2)`; null when it may run or not move. */
  runBlocked: string | null;
  /** May declare a charge now (§4.1). */
  canCharge: boolean;
  /** May shoot this turn, ignoring the phase (§6.1). */
  canShoot: boolean;
}

/** Move, run, charge and shoot allowances of a model (RULES.md §3.2, §4.1, §4.2, §6.1); null for an unknown id. */
export function moveAllowanceOf(s: GameState, id: string): MoveAllowanceInfo | null {
  const i = modelIndex(s, id);
  if (i < 0) return null;
  const a = moveAllowance(s, i);
  return {
    move: a.ok ? a.value.move : 0,
    run: a.ok ? a.value.run : null,
    runBlocked: a.ok ? a.value.runBlocked : null,
    canCharge: s.movementStep === 'charges' && cannotChargeReason(s, i) === null,
    canShoot: cannotShootReason(s, i) === null,
  };
}

/** A charge worked out before declaring it (RULES.md §4.1). Distances in inches; `path` from start to end. */
export interface ChargePreview {
  distance: number;
  reach: number;
  reachable: boolean;
  /** Needs an Initiative test to notice the target (out of sight within 4"). */
  needsNotice: boolean;
  /** Id of the enemy that would intercept, or null. */
  interceptedBy: string | null;
  path: [number, number][];
  /** Id of the model that makes the charge: the previewed model, or in squad play the one of its unit that leads it (§4.1). */
  leader: string;
}

/** Previews the charge of `modelId` at `targetId`. Errors as the `charge` action (ERR_CANNOT_CHARGE, …). */
export function chargePreview(s: GameState, modelId: string, targetId: string): Result<ChargePreview> {
  const i = modelIndex(s, modelId);
  const j = modelIndex(s, targetId);
  if (i < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${modelId}` } };
  if (j < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${targetId}` } };
  const p = (s.static.squads ? planUnitCharge : planCharge)(s, i, j);
  if (!p.ok) return p;
  const v = p.value;
  return {
    ok: true,
    value: {
      distance: v.distance,
      reach: v.reach,
      reachable: v.reachable,
      needsNotice: v.needsNotice,
      interceptedBy: v.interceptor >= 0 ? s.static.models[v.interceptor]!.id : null,
      path: v.path,
      leader: s.static.models[v.leader]!.id,
    },
  };
}

/** Whether players may measure before declaring a charge (RULES.md §1 `premeasure`, §4.1): the UI reads this. */
export function measuringAllowed(s: GameState): boolean {
  return s.static.options.premeasure;
}

/**
 * What a player may be shown before declaring a charge (RULES.md §4.1): the full `chargePreview` with
 * `premeasure` on; with it off, no distance, reach verdict, interceptor or path (`null`s), only whether the
 * notice test is needed. Errors as `chargePreview`.
 */
export function playerChargePreview(
  s: GameState,
  modelId: string,
  targetId: string,
): Result<{
  distance: number | null;
  reach: number;
  reachable: boolean | null;
  needsNotice: boolean;
  interceptedBy: string | null;
  path: [number, number][] | null;
}> {
  const p = chargePreview(s, modelId, targetId);
  if (!p.ok || measuringAllowed(s)) return p;
  const v = p.value;
  return {
    ok: true,
    value: {
      distance: null,
      reach: v.reach,
      reachable: null,
      needsNotice: v.needsNotice,
      interceptedBy: null,
      path: null,
    },
  };
}

/**
 * Why the model could not be declared hidden where it stands, or after moving to `to` (inches), or null when
 * it could (RULES.md §4.3). Unknown model → a message.
 */
export function hidePreview(s: GameState, modelId: string, to?: Point): string | null {
  const i = modelIndex(s, modelId);
  if (i < 0) return `no model ${modelId}`;
  if (to === undefined) return cannotHideReason(s, i);
  const m = s.models[i]!;
  const [ox, oy, oz, om] = [m.x, m.y, m.z, m.moved];
  m.x = to[0];
  m.y = to[1];
  m.z = to.length === 3 ? to[2] : m.z;
  m.moved = true;
  const why = cannotHideReason(s, i);
  m.x = ox;
  m.y = oy;
  m.z = oz;
  m.moved = om;
  return why;
}

/** A climb or jump worked out before rolling (RULES.md §4.4): its Initiative tests and what a fall would do. */
export interface VerticalPreview {
  /** Initiative tests to take: 1 for a climb or a gap, one per full 2" for a jump down, 0 for a doomed jump. */
  tests: number;
  /** Height climbed or jumped down, or width of the gap, inches. */
  size: number;
  /** The jump cannot succeed (too long for its move or wider than 3"). */
  doomed: boolean;
  /** Height of the fall if a test fails, inches (0: a failed climb up does not move). */
  fallHeight: number;
}

/** Previews a `climb`, `jumpDown` or `jumpGap` action (RULES.md §4.4). Errors as the action. */
export function verticalPreview(
  s: GameState,
  a: Extract<Action, { type: 'climb' | 'jumpDown' | 'jumpGap' }>,
): Result<VerticalPreview> {
  const i = modelIndex(s, a.model);
  if (i < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${a.model}` } };
  const p =
    a.type === 'climb'
      ? planClimb(s, i, a.to)
      : a.type === 'jumpDown'
        ? planJumpDown(s, i, a.to)
        : planJumpGap(s, i, a.to);
  if (!p.ok) return p;
  const v = p.value;
  const tests = v.doomed ? 0 : a.type === 'jumpDown' ? jumpTests(v.size) : 1;
  return {
    ok: true,
    value: { tests, size: v.size, doomed: v.doomed, fallHeight: v.fallTo === null ? 0 : v.fallHeight },
  };
}
