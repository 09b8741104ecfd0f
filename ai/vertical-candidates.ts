/**
 * Candidate moves toward high ground (issue 3, RULES.md §4.4, §6.2): walking up the stairs of a building to
 * one of its floors, and walking to the foot of a climbable wall, platform or building so the model can climb
 * it next Movement phase. Checked with the engine, so every candidate is legal.
 */
import { climbable, HIGH_GROUND, validateAction, type Action, type GameState, type Terrain } from '../engine';
import { centroid } from './geometry';
import type { Decision } from './decision';

const CLEARANCE = 0.02;

/** The point of the polygon's outline closest to (px, py). */
function closestOnOutline(t: Terrain, px: number, py: number): [number, number] {
  let best: [number, number] = [px, py];
  let bestD = Infinity;
  const poly = t.polygon;
  for (let k = 0, j = poly.length - 1; k < poly.length; j = k++) {
    const [ax, ay] = poly[j]!;
    const [bx, by] = poly[k]!;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const u = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
    const x = ax + dx * u;
    const y = ay + dy * u;
    const d = Math.hypot(px - x, py - y);
    if (d < bestD) {
      bestD = d;
      best = [x, y];
    }
  }
  return best;
}

/** Whether a piece has somewhere to stand over 2" up: a platform's top or a building's upper floor. */
function standsHigh(t: Terrain): boolean {
  const floors =
    t.kind === 'platform' ? (t.floors ?? [t.height]) : t.kind === 'building' ? (t.floors ?? []) : [];
  return floors.some((f) => f > HIGH_GROUND);
}

function legal(s: GameState, a: Action): Decision | null {
  return validateAction(s, a) === null ? a : null;
}

/**
 * Moves of model i toward high ground within `len` inches: up the stairs to each floor of a building it can
 * reach, and to the foot of each platform or building with somewhere to stand over 2" up (at most `limit` in all, nearest first).
 */
export function highGroundMoves(s: GameState, i: number, len: number, limit = 2): Decision[] {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const found: { d: Decision; dist: number }[] = [];
  for (const t of s.static.terrain) {
    if (!climbable(t) || !standsHigh(t)) continue;
    const [cx, cy] = centroid(t);
    const dist = Math.hypot(cx - m.x, cy - m.y);
    if (t.kind === 'building' && t.floors !== undefined) {
      for (const f of t.floors) {
        if (f <= m.z + 0.5 || f <= HIGH_GROUND) continue;
        const d = legal(s, { type: 'move', model: ms.id, to: [cx, cy, f] });
        if (d !== null) found.push({ d, dist });
      }
    }
    if (m.z > 0.5) continue;
    const [ox, oy] = closestOnOutline(t, m.x, m.y);
    const away = Math.hypot(m.x - ox, m.y - oy);
    if (away < ms.base + 0.1 || away > len + ms.base) continue;
    const k = (ms.base + CLEARANCE) / away;
    const d = legal(s, { type: 'move', model: ms.id, to: [ox + (m.x - ox) * k, oy + (m.y - oy) * k] });
    if (d !== null) found.push({ d, dist });
  }
  found.sort((a, b) => a.dist - b.dist);
  return found.slice(0, limit).map((f) => f.d);
}

/** Model i's longest missile range in inches (a crossbow: 30), or 0 when it has no missile weapon. */
export function missileRange(s: GameState, i: number): number {
  let range = 0;
  for (const w of s.static.models[i]!.weapons) {
    const weapon = s.static.weapons[w];
    if (weapon?.type === 'missile') range = Math.max(range, weapon.range ?? 0);
  }
  return range;
}

/**
 * The greedy script's step toward high ground for a shooter (RULES.md §4.4, §6.2: from over 2" up it may pick
 * any target it sees): climb up from the foot of a wall, platform or building when an enemy is within twice its
 * range; while no enemy is in range, walk up a building's stairs or to the foot of a climbable piece (within its
 * move `len`, inches) unless that takes it farther from enemy e. `moves` are model i's move candidates. Null when
 * none applies or model i has no missile weapon.
 */
export function highGroundStep(
  s: GameState,
  i: number,
  e: number,
  moves: Decision[],
  len: number,
): Decision | null {
  const range = missileRange(s, i);
  if (range === 0 || e < 0) return null;
  const m = s.models[i]!;
  const em = s.models[e]!;
  const dist = Math.hypot(em.x - m.x, em.y - m.y);
  const up = moves.find((d) => d.type === 'climb' && d.to[2] > HIGH_GROUND && d.to[2] > m.z);
  if (up !== undefined && dist <= 2 * range) return up;
  if (m.z > HIGH_GROUND || dist <= range * 0.9) return null;
  for (const d of highGroundMoves(s, i, len)) {
    if (d.type === 'move' && Math.hypot(em.x - d.to[0], em.y - d.to[1]) <= dist + 1) return d;
  }
  return null;
}
