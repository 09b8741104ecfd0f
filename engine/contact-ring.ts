/**
 * The walk round a charge target's ring of base contact points (RULES.md §4.1, §3.2) for `freeContact`: the
 * points every 5° from the line between centres, going out both ways, nearest to the charger first. A point
 * inside the ring's stretch that a base certainly stops (its disk, or the line to it passing through that
 * base, with a margin far above rounding error) is passed over by arithmetic on a precomputed rotation, with
 * no trigonometric call and no path check: the whole check would refuse it too. Every other point is worked
 * out and checked exactly as the plain search does, so the point chosen is the same to the last bit.
 */
import { dist } from './geometry';
import { LEVEL_TOLERANCE } from './levels';
import { knownObstacle, placeEnd } from './path-obstacles';
import { pathClear } from './movement';
import type { GameState } from './types';

/** Angle (radians) between the points of base contact tried around a target, 5° (decision). */
export const CONTACT_STEP = Math.PI / 36;
/** Steps of `CONTACT_STEP` each way from the line between centres: all the way round (36 × 5° = 180°). */
export const CONTACT_STEPS = 36;
/** `checkSegment`'s and `checkStand`'s tolerance, inches. */
const EPS = 1e-6;
/**
 * Margin (inches) kept in every comparison made on the rotated points: they differ from the points the
 * trigonometric calls give by some 1e-14" at most (a few units in the last place of coordinates under 100").
 */
const MARGIN = 1e-9;
/** cos and sin of n × 5°, n = 0 … 36. */
const COS_STEP = Float64Array.from({ length: CONTACT_STEPS + 1 }, (_, n) => Math.cos(n * CONTACT_STEP));
const SIN_STEP = Float64Array.from({ length: CONTACT_STEPS + 1 }, (_, n) => Math.sin(n * CONTACT_STEP));

/** Bases that stop a contact point they come near: x, y and the square of the distance they keep clear. */
let blockerX = new Float64Array(0);
let blockerY = new Float64Array(0);
let blockerClear2 = new Float64Array(0);

/**
 * Whether model i's centre can go straight to the point of base contact (x, y) with model k (RULES.md §4.1):
 * `pathClear(s, i, x, y, z, k, true)` for its own height, asking first whether what stopped the last checks
 * (the contact points tried before, a friend, a wall) stops this one (`knownObstacle`): the same answer.
 */
export function contactReached(s: GameState, i: number, k: number, x: number, y: number): boolean {
  const z = s.models[i]!.z;
  placeEnd(x, y, z);
  return !knownObstacle(s, i, k) && pathClear(s, i, x, y, z, k, true);
}

/**
 * Gathers the bases other than i and k that stop model i standing at, or moving straight to, any point
 * within `clear − EPS` of them (`baseStopsStand`, `baseStopsLine` in path-obstacles.ts: in play, not in a
 * building, on i's level, not overlapping i now) and that are near enough to the line from i to the ring of
 * radius rr round k to matter; returns how many.
 */
function gatherBlockers(s: GameState, i: number, k: number, rr: number): number {
  const m = s.models[i]!;
  const o = s.models[k]!;
  const n = s.models.length;
  if (blockerX.length < n) {
    blockerX = new Float64Array(n);
    blockerY = new Float64Array(n);
    blockerClear2 = new Float64Array(n);
  }
  const base = s.static.models[i]!.base;
  const xMin = Math.min(m.x, o.x - rr);
  const xMax = Math.max(m.x, o.x + rr);
  const yMin = Math.min(m.y, o.y - rr);
  const yMax = Math.max(m.y, o.y + rr);
  let count = 0;
  for (let j = 0; j < n; j++) {
    if (j === i || j === k) continue;
    const b = s.models[j]!;
    const R = base + s.static.models[j]!.base;
    if (b.x <= xMin - R || b.x >= xMax + R || b.y <= yMin - R || b.y >= yMax + R) continue;
    if (b.status === 'outOfAction' || b.building >= 0 || Math.abs(b.z - m.z) >= LEVEL_TOLERANCE) continue;
    if (Math.sqrt((m.x - b.x) * (m.x - b.x) + (m.y - b.y) * (m.y - b.y)) < R - EPS) continue;
    const clear = R - EPS - MARGIN;
    if (clear <= 0) continue;
    blockerX[count] = b.x;
    blockerY[count] = b.y;
    blockerClear2[count++] = clear * clear;
  }
  return count;
}

/**
 * Whether one of the `count` gathered bases comes within its clear distance of the segment from (ax, ay) to
 * (bx, by): then it stops that line, and the base standing at its end if it reaches that far.
 */
function blockedByBase(count: number, ax: number, ay: number, bx: number, by: number): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  for (let c = 0; c < count; c++) {
    const vx = blockerX[c]! - ax;
    const vy = blockerY[c]! - ay;
    let t = len2 === 0 ? 0 : (vx * dx + vy * dy) / len2;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const qx = dx * t - vx;
    const qy = dy * t - vy;
    if (qx * qx + qy * qy < blockerClear2[c]!) return true;
  }
  return false;
}

/**
 * The points of base contact of model i with model k after the one on the line between centres (RULES.md
 * §4.1): every 5° round k at `rr` inches from its centre, from the line `line` (radians, k toward i) out both
 * ways, the first that i's centre reaches in a straight line (`contactReached`) written to `out`; false when
 * the first point beyond `reach` inches comes before any reachable one, or none is. Allocation-free.
 */
export function ringContact(
  s: GameState,
  i: number,
  k: number,
  rr: number,
  reach: number,
  out: [number, number],
): boolean {
  const m = s.models[i]!;
  const o = s.models[k]!;
  const line = Math.atan2(m.y - o.y, m.x - o.x);
  const cl = Math.cos(line);
  const sl = Math.sin(line);
  const count = gatherBlockers(s, i, k, rr);
  // Within `reach` the point is within the plain search's reach + 1e-9 whatever the rounding.
  const sure2 = reach * reach;
  for (let n = 1; n <= CONTACT_STEPS; n++) {
    for (let side = 1; side >= -1; side -= 2) {
      if (n === CONTACT_STEPS && side < 0) break;
      if (count > 0) {
        const px = o.x + rr * (cl * COS_STEP[n]! - side * sl * SIN_STEP[n]!);
        const py = o.y + rr * (sl * COS_STEP[n]! + side * cl * SIN_STEP[n]!);
        const dx = px - m.x;
        const dy = py - m.y;
        if (dx * dx + dy * dy < sure2 && blockedByBase(count, m.x, m.y, px, py)) continue;
      }
      const a = line + side * n * CONTACT_STEP;
      const x = o.x + Math.cos(a) * rr;
      const y = o.y + Math.sin(a) * rr;
      if (dist(m.x, m.y, x, y) > reach + 1e-9) return false;
      if (!contactReached(s, i, k, x, y)) continue;
      out[0] = x;
      out[1] = y;
      return true;
    }
  }
  return false;
}
