/** Read-only questions the UI and the AI ask before committing an action (no dice are rolled). */
import { cannotChargeReason, planCharge } from './charge';
import { moveAllowance } from './movement';
import { cannotShootReason } from './shooting';
import { modelIndex } from './state';
import type { GameState, Result } from './types';

/** What a model may do this turn, e.g. `{ move: 4, run: 8, canCharge: true, canShoot: false }` (inches). */
export interface MoveAllowanceInfo {
  /** Normal move in inches, 0 when it may not move. */
  move: number;
  /** Run distance in inches, or null when it may not run (§4.2). */
  run: number | null;
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
}

/** Previews the charge of `modelId` at `targetId`. Errors as the `charge` action (ERR_CANNOT_CHARGE, …). */
export function chargePreview(s: GameState, modelId: string, targetId: string): Result<ChargePreview> {
  const i = modelIndex(s, modelId);
  const j = modelIndex(s, targetId);
  if (i < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${modelId}` } };
  if (j < 0) return { ok: false, error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${targetId}` } };
  const p = planCharge(s, i, j);
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
    },
  };
}
