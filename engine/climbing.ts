/**
 * Climbing and jumping, RULES.md §4.4: climbing a wall up or down (Initiative test: fail up → no move, fail
 * down → a fall), jumping down from up to 6" (one Initiative test per full 2"), and jumping a gap of up to 3"
 * between floors of one height. Each is worked out first as a plan (no dice), then resolved.
 */
import { CONTACT_TOLERANCE } from './contact';
import { log, logging, type Roller } from './dice';
import { jumpTestsPass, MAX_JUMP_DOWN } from './falling';
import { fall } from './wounds';
import { dist, polygonEdgeDist } from './geometry';
import { afterOwnMove } from './hiding';
import { firstUnsupported, lastUnsupported, SURFACE_STEP, surfaceBelow } from './levels';
import { checkSegment, checkStand, moveAllowance } from './movement';
import { profileOf } from './state';
import { characteristicTest } from './tests';
import type { GameState, Point3, Result, RuleError, Terrain } from './types';

/** The widest gap a model may jump, inches (RULES.md §4.4). */
export const MAX_GAP = 3;
/** Terrain up to this height (inches) is stepped over, not climbed (RULES.md §3.2 low obstacles). */
export const LOW_OBSTACLE = 1;
const EPS = 1e-6;

/** A climb or jump worked out before any die is rolled. Positions and lengths in inches. */
export interface VerticalPlan {
  /** Where the model ends when all goes well. */
  to: Point3;
  /** Height climbed or jumped down, or the gap's width. */
  size: number;
  /** Where it lands if it falls, or null (a failed climb up does not move; a jump with nowhere to fall stays). */
  fallTo: Point3 | null;
  /** Height of that fall. */
  fallHeight: number;
  /** A jump across that cannot succeed: too long for its move or wider than 3" (it falls without a test). */
  doomed: boolean;
}

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Model i's normal move this phase if it may climb or jump: standing, free to move, not fallen this turn. */
function verticalAllowance(s: GameState, i: number, code: RuleError['code']): Result<number> {
  const a = moveAllowance(s, i);
  if (!a.ok) return a;
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (m.status !== 'standing') return err(code, `${id} is ${m.status} and cannot climb or jump (§4.4)`);
  if (m.fell) return err(code, `${id} fell this turn and may not move further (§4.4)`);
  return { ok: true, value: a.value.move };
}

/** Whether a terrain piece can be climbed (RULES.md §4.4): a wall, building, platform or rubble over 1" high. */
export function climbable(t: Terrain): boolean {
  return (
    (t.kind === 'wall' || t.kind === 'building' || t.kind === 'platform' || t.kind === 'rubble') &&
    t.height > LOW_OBSTACLE
  );
}

/**
 * The piece model i is in base contact with and can climb between heights `low` and `high` (inches), or null:
 * its base touches the piece's outline (from outside or from its edge on top) and the piece is that high.
 */
export function wallAt(s: GameState, i: number, low: number, high: number): Terrain | null {
  const m = s.models[i]!;
  const reach = s.static.models[i]!.base + CONTACT_TOLERANCE;
  for (const t of s.static.terrain) {
    if (!climbable(t) || low < -EPS || high > t.height + EPS) continue;
    if (polygonEdgeDist(m.x, m.y, t.polygon) <= reach) return t;
  }
  return null;
}

/**
 * Plans a climb of model i to `to` (RULES.md §4.4): not an animal; in base contact with a wall it can climb at
 * the start of the phase (it has not moved); a change of height, with the horizontal distance plus the height
 * within its move (no running); a floor to stand on there. Errors: ERR_CANNOT_CLIMB, ERR_OUT_OF_RANGE, and
 * those of `checkStand` and `checkSegment`.
 */
export function planClimb(s: GameState, i: number, to: Point3): Result<VerticalPlan> {
  const id = s.static.models[i]!.id;
  if (s.static.models[i]!.rules.includes('animal'))
    return err('ERR_CANNOT_CLIMB', `${id} is an animal and cannot climb (§4.4)`);
  const allow = verticalAllowance(s, i, 'ERR_CANNOT_CLIMB');
  if (!allow.ok) return allow;
  const m = s.models[i]!;
  const [x, y, z] = to;
  if (Math.abs(z - m.z) <= EPS)
    return err('ERR_CANNOT_CLIMB', `${id} would stay at height ${z}": move instead of climbing`);
  const wall = wallAt(s, i, Math.min(z, m.z), Math.max(z, m.z));
  if (wall === null)
    return err('ERR_CANNOT_CLIMB', `${id} is not in base contact with a wall it can climb to ${z}" (§4.4)`);
  const len = dist(m.x, m.y, x, y) + Math.abs(z - m.z);
  if (len > allow.value + EPS)
    return err('ERR_OUT_OF_RANGE', `${id} may climb ${allow.value}" but ${len.toFixed(2)}" was asked (§4.4)`);
  const bad = checkStand(s, i, x, y, z, -1, true) ?? checkSegment(s, i, m.x, m.y, m.z, x, y, z, -1, wall);
  if (bad !== null) return { ok: false, error: bad };
  const down = z < m.z;
  return {
    ok: true,
    value: {
      to: [x, y, z],
      size: Math.abs(z - m.z),
      fallTo: down ? [x, y, z] : null,
      fallHeight: m.z - z,
      doomed: false,
    },
  };
}

/** Moves model i to `p` and logs the event of a climb or jump. */
function arrive(
  s: GameState,
  r: Roller,
  i: number,
  p: Point3,
  jump: 'climb' | 'down' | 'gap',
  size: number,
): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const from: Point3 = [m.x, m.y, m.z];
  m.x = p[0];
  m.y = p[1];
  m.z = p[2];
  if (!logging(r)) return;
  if (jump === 'climb')
    log(r, {
      kind: 'climbed',
      model: id,
      from,
      to: [p[0], p[1], p[2]],
      distance: dist(from[0], from[1], p[0], p[1]) + size,
    });
  else log(r, { kind: 'jumped', model: id, jump, from, to: [p[0], p[1], p[2]], distance: size });
}

/**
 * Resolves a planned climb (RULES.md §4.4): an Initiative test; pass → it climbs; fail going up → it does not
 * move this phase; fail going down → it falls from where it started. It has moved either way.
 */
export function resolveClimb(s: GameState, r: Roller, i: number, plan: VerticalPlan): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  m.moved = true;
  if (characteristicTest(r, 'initiative', '§4.4', id, undefined, profileOf(s, i).I)) {
    arrive(s, r, i, plan.to, 'climb', plan.size);
  } else if (plan.fallTo !== null) {
    fall(s, r, i, plan.fallTo[0], plan.fallTo[1], plan.fallTo[2], plan.fallHeight);
  }
  afterOwnMove(s, r, i);
}

/**
 * The first point from parameter `t0` of the path (x0, y0) → (x1, y1) where model i can stand on the floor at
 * height `z` with nothing higher below `zFrom` in between; writes it to `out`. Returns false if none.
 */
export function landing(
  s: GameState,
  i: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  t0: number,
  zFrom: number,
  z: number,
  out: number[],
): boolean {
  const len = dist(x0, y0, x1, y1);
  const n = Math.max(1, Math.ceil(len / SURFACE_STEP));
  for (let k = Math.floor(t0 * n); k <= n; k++) {
    const x = x0 + ((x1 - x0) * k) / n;
    const y = y0 + ((y1 - y0) * k) / n;
    if (Math.abs(surfaceBelow(s, x, y, zFrom) - z) > EPS) continue;
    if (checkStand(s, i, x, y, z, -1, false, false) !== null) continue;
    out[0] = x;
    out[1] = y;
    return true;
  }
  return false;
}

const at: number[] = [0, 0];

/**
 * Plans a jump down of model i to `to` (RULES.md §4.4): at most 6" lower, the horizontal distance within its
 * move (the drop itself costs nothing); it walks to the edge, lands on the first floor below, and carries on
 * to `to` on that floor. Errors: ERR_CANNOT_JUMP, ERR_OUT_OF_RANGE, and those of `checkStand`/`checkSegment`.
 */
export function planJumpDown(s: GameState, i: number, to: Point3): Result<VerticalPlan> {
  const id = s.static.models[i]!.id;
  const allow = verticalAllowance(s, i, 'ERR_CANNOT_JUMP');
  if (!allow.ok) return allow;
  const m = s.models[i]!;
  const [x, y, z] = to;
  const h = m.z - z;
  if (h <= EPS) return err('ERR_CANNOT_JUMP', `${id} can only jump down to a lower height (§4.4)`);
  if (h > MAX_JUMP_DOWN + EPS)
    return err('ERR_CANNOT_JUMP', `${id} may jump down at most 6", not ${h}" (§4.4)`);
  const len = dist(m.x, m.y, x, y);
  if (len > allow.value + EPS)
    return err('ERR_OUT_OF_RANGE', `${id} may move ${allow.value}" but ${len.toFixed(2)}" was asked`);
  const t0 = firstUnsupported(s, m.x, m.y, x, y, m.z);
  if (t0 < 0) return err('ERR_CANNOT_JUMP', `${id}'s path never leaves the floor at ${m.z}" (§4.4)`);
  if (!landing(s, i, m.x, m.y, x, y, t0, m.z, z, at))
    return err('ERR_CANNOT_JUMP', `${id} has nowhere to land at ${z}" on that path (§4.4)`);
  const lx = at[0]!;
  const ly = at[1]!;
  const bad =
    checkSegment(s, i, m.x, m.y, m.z, lx, ly, m.z, -1, null) ??
    checkSegment(s, i, lx, ly, z, x, y, z, -1, null) ??
    (firstUnsupported(s, lx, ly, x, y, z) >= 0
      ? {
          code: 'ERR_PATH_BLOCKED' as const,
          message: `${id} would step off the floor at ${z}" after landing`,
        }
      : null) ??
    checkStand(s, i, x, y, z, -1, true);
  if (bad !== null) return { ok: false, error: bad };
  return { ok: true, value: { to: [x, y, z], size: h, fallTo: [lx, ly, z], fallHeight: h, doomed: false } };
}

/**
 * Resolves a planned jump down (RULES.md §4.4): one Initiative test per full 2" of height; any fail → it falls
 * from that height where it lands and stops there; else it carries on to its destination.
 */
export function resolveJumpDown(s: GameState, r: Roller, i: number, plan: VerticalPlan): void {
  s.models[i]!.moved = true;
  if (jumpTestsPass(s, r, i, plan.size)) arrive(s, r, i, plan.to, 'down', plan.size);
  else fall(s, r, i, plan.fallTo![0], plan.fallTo![1], plan.fallTo![2], plan.fallHeight);
  afterOwnMove(s, r, i);
}

/**
 * Plans a jump of model i across a gap to `to` at the same height (RULES.md §4.4). The gap is the stretch of
 * its path with no floor underfoot. If the far side of the gap lies beyond its move, or the gap is wider than
 * 3", the jump is `doomed` (it falls without a test, decision); asking to go on past its move after a jump it
 * can make is ERR_OUT_OF_RANGE. Errors: ERR_CANNOT_JUMP, ERR_OUT_OF_RANGE, those of `checkStand`/`checkSegment`.
 */
export function planJumpGap(s: GameState, i: number, to: Point3): Result<VerticalPlan> {
  const id = s.static.models[i]!.id;
  const allow = verticalAllowance(s, i, 'ERR_CANNOT_JUMP');
  if (!allow.ok) return allow;
  const m = s.models[i]!;
  const [x, y, z] = to;
  if (m.z <= EPS) return err('ERR_CANNOT_JUMP', `${id} is on the table: there is no gap to jump (§4.4)`);
  if (Math.abs(z - m.z) > EPS)
    return err('ERR_CANNOT_JUMP', `${id} jumps gaps level: land at ${m.z}", not ${z}" (§4.4, decision)`);
  const t0 = firstUnsupported(s, m.x, m.y, x, y, z);
  if (t0 < 0) return err('ERR_CANNOT_JUMP', `${id}'s path has no gap: move instead (§4.4)`);
  const t1 = lastUnsupported(s, m.x, m.y, x, y, z);
  const len = dist(m.x, m.y, x, y);
  const step = len / Math.max(1, Math.ceil(len / SURFACE_STEP));
  const gap = Math.min(len, (t1 - t0) * len + step);
  const farSide = Math.min(len, t1 * len + step);
  const bad = checkStand(s, i, x, y, z, -1, true) ?? checkSegment(s, i, m.x, m.y, z, x, y, z, -1, null);
  if (bad !== null) return { ok: false, error: bad };
  const doomed = farSide > allow.value + EPS || gap > MAX_GAP + EPS;
  if (!doomed && len > allow.value + EPS)
    return err('ERR_OUT_OF_RANGE', `${id} may move ${allow.value}" but ${len.toFixed(2)}" was asked`);
  let fallTo: Point3 | null = null;
  let fallHeight = 0;
  const n = Math.max(1, Math.ceil(len / SURFACE_STEP));
  for (let k = Math.floor(t0 * n); k <= Math.ceil(t1 * n) && fallTo === null; k++) {
    const px = m.x + ((x - m.x) * k) / n;
    const py = m.y + ((y - m.y) * k) / n;
    const below = surfaceBelow(s, px, py, z);
    if (checkStand(s, i, px, py, below, -1, false, false) === null) {
      fallTo = [px, py, below];
      fallHeight = z - below;
    }
  }
  return { ok: true, value: { to: [x, y, z], size: gap, fallTo, fallHeight, doomed } };
}

/**
 * Resolves a planned gap jump (RULES.md §4.4): a doomed jump falls; otherwise an Initiative test, and a fail
 * falls into the gap. With nowhere to fall it stays where it was (decision). It has moved (it may still shoot).
 */
export function resolveJumpGap(s: GameState, r: Roller, i: number, plan: VerticalPlan): void {
  s.models[i]!.moved = true;
  const id = s.static.models[i]!.id;
  const ok = !plan.doomed && characteristicTest(r, 'initiative', '§4.4', id, undefined, profileOf(s, i).I);
  if (ok) arrive(s, r, i, plan.to, 'gap', plan.size);
  else if (plan.fallTo !== null)
    fall(s, r, i, plan.fallTo[0], plan.fallTo[1], plan.fallTo[2], plan.fallHeight);
  afterOwnMove(s, r, i);
}
