/**
 * What a model may try in height this Movement phase (RULES.md §4.4), for `legalActions`, the UI and the AI:
 * descriptors of the continuous choices (climb, jump down, jump a gap) and a few concrete actions (climbing
 * the wall it touches, jumping down its nearest edge, jumping each gap it faces) that are legal now.
 */
import { climbable, MAX_GAP, planClimb, planJumpDown, planJumpGap } from './climbing';
import { CONTACT_TOLERANCE } from './contact';
import { MAX_JUMP_DOWN } from './falling';
import { closestT, dist, polygonEdgeDist } from './geometry';
import { hasFloorAt, surfaceAt, surfaceBelow, SURFACE_STEP } from './levels';
import { moveAllowance } from './movement';
import type { Action, GameState, Terrain } from './types';

/** A climb or jump the model may try, with its limits in inches, e.g. `{ type: 'jumpDown', model: 'r1', maxDistance: 4, maxHeight: 6 }`. */
export interface VerticalOption {
  type: 'climb' | 'jumpDown' | 'jumpGap';
  model: string;
  /** Horizontal distance it may cover (for a climb: distance plus height). */
  maxDistance: number;
  /** Most height it may climb or jump down. */
  maxHeight?: number;
  /** Widest gap it may jump. */
  maxGap?: number;
}

/** Beyond the edge (inches, past the base's radius) where candidate destinations are put. */
const CLEAR = 0.1;
const DIRECTIONS = 8;
const EPS = 1e-6;
const q: number[] = [0, 0];

/** The point of the polygon's outline nearest to (x, y), into `out`. */
function nearestOutlinePoint(
  poly: readonly (readonly number[])[],
  x: number,
  y: number,
  out: number[],
): void {
  let best = Infinity;
  for (let a = 0, b = poly.length - 1; a < poly.length; b = a++) {
    const pa = poly[a]!;
    const pb = poly[b]!;
    const t = closestT(pb[0]!, pb[1]!, pa[0]!, pa[1]!, x, y);
    const px = pb[0]! + (pa[0]! - pb[0]!) * t;
    const py = pb[1]! + (pa[1]! - pb[1]!) * t;
    const d = dist(px, py, x, y);
    if (d < best) {
      best = d;
      out[0] = px;
      out[1] = py;
    }
  }
}

/** The point just across terrain t's nearest outline from model i (inside if it is outside, and back). */
function across(s: GameState, i: number, t: Terrain): [number, number] | null {
  const m = s.models[i]!;
  nearestOutlinePoint(t.polygon, m.x, m.y, q);
  const d = dist(m.x, m.y, q[0]!, q[1]!);
  if (d < EPS) return null;
  const k = (d + s.static.models[i]!.base + CLEAR) / d;
  return [m.x + (q[0]! - m.x) * k, m.y + (q[1]! - m.y) * k];
}

/** The floors (inches) of a piece a model may climb to, e.g. `[3, 6]`. */
function floorsOf(t: Terrain): readonly number[] {
  if (t.kind === 'platform') return t.floors ?? [t.height];
  return t.kind === 'building' ? (t.floors ?? []) : [];
}

/** Descriptors of the climbs and jumps model i may try now (RULES.md §4.4); empty when it may not move. */
export function verticalOptions(s: GameState, i: number): VerticalOption[] {
  const a = moveAllowance(s, i);
  const m = s.models[i]!;
  if (!a.ok || m.status !== 'standing' || m.fell) return [];
  const id = s.static.models[i]!.id;
  const out: VerticalOption[] = [];
  const reach = s.static.models[i]!.base + CONTACT_TOLERANCE;
  const touching = s.static.terrain.some(
    (t) => climbable(t) && polygonEdgeDist(m.x, m.y, t.polygon) <= reach,
  );
  if (touching && !s.static.models[i]!.rules.includes('animal'))
    out.push({ type: 'climb', model: id, maxDistance: a.value.move, maxHeight: a.value.move });
  if (m.z > EPS) {
    out.push({
      type: 'jumpDown',
      model: id,
      maxDistance: a.value.move,
      maxHeight: Math.min(MAX_JUMP_DOWN, m.z),
    });
    out.push({ type: 'jumpGap', model: id, maxDistance: a.value.move, maxGap: MAX_GAP });
  }
  return out;
}

/**
 * Concrete climbs and jumps of model i that are legal now (RULES.md §4.4): onto each floor of a wall it
 * touches and down from it, down its nearest edge, and across each gap of at most 3" in eight directions.
 */
export function verticalActions(s: GameState, i: number): Action[] {
  const opts = verticalOptions(s, i);
  if (opts.length === 0) return [];
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const out: Action[] = [];
  const reach = s.static.models[i]!.base + CONTACT_TOLERANCE;
  const move = opts[0]!.maxDistance;
  for (const t of s.static.terrain) {
    if (!climbable(t) || polygonEdgeDist(m.x, m.y, t.polygon) > reach) continue;
    const p = across(s, i, t);
    if (p === null) continue;
    const heights = m.z > EPS && hasFloorAt(t, m.z) ? [surfaceBelow(s, p[0], p[1], m.z)] : floorsOf(t);
    for (const z of heights) {
      if (Math.abs(z - m.z) < EPS) continue;
      const c: Action = { type: 'climb', model: id, to: [p[0], p[1], z] };
      if (planClimb(s, i, c.to).ok) out.push(c);
    }
  }
  if (m.z <= EPS) return out;
  for (const t of s.static.terrain) {
    if (!hasFloorAt(t, m.z) || polygonEdgeDist(m.x, m.y, t.polygon) > move) continue;
    const p = across(s, i, t);
    if (p === null) continue;
    const j: Action = { type: 'jumpDown', model: id, to: [p[0], p[1], surfaceBelow(s, p[0], p[1], m.z)] };
    if (planJumpDown(s, i, j.to).ok) out.push(j);
  }
  for (let k = 0; k < DIRECTIONS; k++) {
    const dx = Math.cos((2 * Math.PI * k) / DIRECTIONS);
    const dy = Math.sin((2 * Math.PI * k) / DIRECTIONS);
    let d0 = -1;
    for (let d = 0; d <= move; d += SURFACE_STEP) {
      const on = surfaceAt(s, m.x + dx * d, m.y + dy * d, m.z);
      if (!on && d0 < 0) d0 = d;
      if (on && d0 >= 0) {
        if (d - d0 > MAX_GAP) break;
        const end = Math.min(move, d + s.static.models[i]!.base + CLEAR);
        const g: Action = { type: 'jumpGap', model: id, to: [m.x + dx * end, m.y + dy * end, m.z] };
        const plan = planJumpGap(s, i, g.to);
        if (plan.ok && !plan.value.doomed) out.push(g);
        break;
      }
    }
  }
  return out;
}
