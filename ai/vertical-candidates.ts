/**
 * Candidate moves toward high ground (issue 3, RULES.md §4.4, §6.2): walking up the stairs of a building to
 * one of its floors, and walking to the foot of a climbable wall, platform or building so the model can climb
 * it next Movement phase. Checked with the engine, so every candidate is legal.
 */
import { climbable, HIGH_GROUND, validateAction, type Action, type GameState, type Terrain } from '../engine';
import { centroid } from './candidates';
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

function legal(s: GameState, a: Action): Decision | null {
  return validateAction(s, a) === null ? a : null;
}

/**
 * Moves of model i toward high ground within `len` inches: up the stairs to each floor of a building it can
 * reach, and to the foot of each climbable piece within reach (at most `limit` in all, nearest first).
 */
export function highGroundMoves(s: GameState, i: number, len: number, limit = 2): Decision[] {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const found: { d: Decision; dist: number }[] = [];
  for (const t of s.static.terrain) {
    if (!climbable(t) || t.height <= HIGH_GROUND) continue;
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
