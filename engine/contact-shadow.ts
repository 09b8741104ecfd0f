/**
 * A bound for the charge's contact search (RULES.md §4.1, §3.2): whether bases standing between a charger and
 * its target stop every straight line from the charger to every point of base contact round the target, so
 * that the search may give up before trying the points one by one. Sound, not complete: true only when each
 * such line is certainly stopped by one of those bases under `checkSegment`'s own test, with margins far
 * above rounding error; false says nothing.
 */
import { dist } from './geometry';
import { LEVEL_TOLERANCE } from './levels';
import type { GameState } from './types';

/** `checkSegment`'s tolerance, inches. */
const EPS = 1e-6;
/** Margin (inches and radians) kept against rounding in every comparison of the bound. */
const MARGIN = 1e-9;
let lows = new Float64Array(0);
let highs = new Float64Array(0);

/** An angle brought into (−π, π]. */
function wrap(a: number): number {
  let x = a;
  while (x > Math.PI) x -= 2 * Math.PI;
  while (x <= -Math.PI) x += 2 * Math.PI;
  return x;
}

/**
 * Whether every straight line from model i's centre to a point within rr inches of model k's centre (the
 * points of base contact, rr the sum of the two bases' radii) sweeps model i's base through the base of a model other
 * than i and k, on i's level, that i's base does not overlap now (`checkSegment` stops them all, RULES.md
 * §3.2). Each such model shadows a cone of directions seen from i: every line in it reaches the model's base
 * before it ends, provided the ring lies beyond the cone's tangent points; the union of the cones must cover
 * the ring's directions. Bases behind i, or too far to reach the line before the ring, are passed over first
 * (leaving out a cone only makes the bound give up less often). Allocation-free once its scratch has grown to
 * the number of models.
 */
export function ringShadowed(s: GameState, i: number, k: number): boolean {
  const rr = s.static.models[i]!.base + s.static.models[k]!.base;
  const m = s.models[i]!;
  const o = s.models[k]!;
  const d = dist(m.x, m.y, o.x, o.y);
  if (d - rr <= MARGIN) return false;
  const ringHalf = Math.asin(rr / d) + MARGIN;
  const toRing = Math.atan2(o.y - m.y, o.x - m.x);
  if (lows.length < s.models.length) {
    lows = new Float64Array(s.models.length);
    highs = new Float64Array(s.models.length);
  }
  let count = 0;
  const r = s.static.models[i]!.base;
  const ux = o.x - m.x;
  const uy = o.y - m.y;
  const near = d - rr;
  for (let j = 0; j < s.models.length; j++) {
    if (j === i || j === k) continue;
    const b = s.models[j]!;
    const bx = b.x - m.x;
    const by = b.y - m.y;
    const R = r + s.static.models[j]!.base;
    if (bx * ux + by * uy <= 0 || bx * bx + by * by > near * near + R * R) continue;
    if (b.status === 'outOfAction' || b.building >= 0 || Math.abs(b.z - m.z) >= LEVEL_TOLERANCE) continue;
    const dj = Math.sqrt(bx * bx + by * by);
    if (dj - R < -EPS + MARGIN) continue;
    const inner = R - EPS - MARGIN;
    if (inner <= 0 || dj <= inner) continue;
    if (d - rr < Math.sqrt(dj * dj - inner * inner) + MARGIN) continue;
    const half = Math.asin(inner / dj) - MARGIN;
    const at = wrap(Math.atan2(b.y - m.y, b.x - m.x) - toRing);
    lows[count] = at - half;
    highs[count++] = at + half;
  }
  let covered = -ringHalf;
  for (let grew = true; grew && covered < ringHalf;) {
    grew = false;
    for (let c = 0; c < count; c++)
      if (lows[c]! < covered && highs[c]! > covered) {
        covered = highs[c]!;
        grew = true;
      }
  }
  return covered >= ringHalf;
}
