/**
 * Heights in three dimensions (RULES.md §0, §3.2, §4.4): the surfaces a model may stand on (the table, the
 * floors of buildings, the tops or floors of platforms), stairs, ledges, gaps and drops. Heights and
 * distances in inches; `z` is the height of a model's feet. Allocation-free: search moves models on roofs.
 */
import { pointInPolygon } from './geometry';
import { pieceContains, terrainBoxes } from './terrain-boxes';
import type { GameState, Terrain } from './types';

/** Models whose heights differ by less than this (inches) are on the same level: they touch, block, fight. */
export const LEVEL_TOLERANCE = 1;
/** Step (inches) at which paths are sampled for floors underfoot. */
export const SURFACE_STEP = 0.05;
/** How close to a drop (inches, from the base edge) a knocked-down or stunned model risks a fall (§4.4). */
export const EDGE_DISTANCE = 1;
const EPS = 1e-6;
const DIRECTIONS = 16;

function floorsInclude(floors: readonly number[], z: number): boolean {
  for (const f of floors) if (Math.abs(f - z) < EPS) return true;
  return false;
}

/**
 * Whether terrain t offers a floor at height z (RULES.md §3.2, §4.4): a building's `floors`; a platform's
 * `floors`, or its top (`height`) when it lists none. Walls, woods, rubble and impassable terrain do not.
 */
export function hasFloorAt(t: Terrain, z: number): boolean {
  if (t.kind === 'building') return t.floors !== undefined && floorsInclude(t.floors, z);
  if (t.kind === 'platform')
    return t.floors !== undefined ? floorsInclude(t.floors, z) : Math.abs(t.height - z) < EPS;
  return false;
}

/** Whether a model's centre at (x, y) has something to stand on at height z: the table at 0, else a floor. */
export function surfaceAt(s: GameState, x: number, y: number, z: number): boolean {
  if (Math.abs(z) < EPS) return true;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++)
    if (hasFloorAt(terrain[k]!, z) && pieceContains(boxes, k, terrain[k]!, x, y)) return true;
  return false;
}

/**
 * The floors terrain t offers (inches above the table; RULES.md §3.2, §4.4): a building's `floors` (none when
 * it lists none), a platform's `floors` or else its top, nothing for other kinds. Example: a platform of
 * height 3 with no `floors` → `[3]`; a wall → `[]`.
 */
export function floorsOf(t: Terrain): readonly number[] {
  if (t.kind === 'building') return t.floors ?? [];
  if (t.kind === 'platform') return t.floors ?? [t.height];
  return [];
}

/** Heights a model may stand at, at (x, y): the table (0) and the floors of buildings and platforms there. */
export function standingHeights(s: GameState, x: number, y: number): number[] {
  const out = [0];
  for (const t of s.static.terrain) if (pointInPolygon(x, y, t.polygon)) out.push(...floorsOf(t));
  return out;
}

/** The highest height below z (inches) a model could land on at (x, y): a lower floor, else the table (0). */
export function surfaceBelow(s: GameState, x: number, y: number, z: number): number {
  let best = 0;
  for (const t of s.static.terrain) {
    if (t.kind !== 'building' && t.kind !== 'platform') continue;
    if (!pointInPolygon(x, y, t.polygon)) continue;
    if (t.floors === undefined) {
      if (t.kind === 'platform' && t.height < z - EPS && t.height > best) best = t.height;
      continue;
    }
    for (const f of t.floors) if (f < z - EPS && f > best) best = f;
  }
  return best;
}

/**
 * Whether height z at (x, y) is reached by stairs (RULES.md §3.2: ladders and stairs are normal ground): the
 * table, or a floor of a building containing (x, y). Platforms have no stairs: they are climbed (§4.4).
 */
export function stairsAt(s: GameState, x: number, y: number, z: number): boolean {
  if (Math.abs(z) < EPS) return true;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const t = terrain[k]!;
    if (t.kind === 'building' && hasFloorAt(t, z) && pieceContains(boxes, k, t, x, y)) return true;
  }
  return false;
}

/**
 * Whether the floor at (x, y, z) is open to a drop (RULES.md §4.4 edge): a platform's floor, or a building's
 * roof (its floor at its full height). Lower floors of buildings are walled (decision).
 */
export function openSurfaceAt(s: GameState, x: number, y: number, z: number): boolean {
  if (Math.abs(z) < EPS) return false;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const t = terrain[k]!;
    if (!hasFloorAt(t, z) || !pieceContains(boxes, k, t, x, y)) continue;
    if (t.kind === 'platform' || Math.abs(t.height - z) < EPS) return true;
  }
  return false;
}

/**
 * The parameter t in [0, 1] of the first point of the path (x0, y0) → (x1, y1), sampled every 0.05", with
 * nothing to stand on at height z; −1 when the whole path is supported (RULES.md §3.2, §4.4 gaps and ledges).
 */
export function firstUnsupported(
  s: GameState,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
): number {
  if (Math.abs(z) < EPS) return -1;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const n = Math.max(1, Math.ceil(len / SURFACE_STEP));
  for (let k = 0; k <= n; k++) {
    const t = k / n;
    if (!surfaceAt(s, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, z)) return t;
  }
  return -1;
}

/**
 * The parameter t of the last point of the path with nothing to stand on at height z, or −1: with
 * `firstUnsupported` it bounds a gap (RULES.md §4.4 jump gap).
 */
export function lastUnsupported(
  s: GameState,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  z: number,
): number {
  if (Math.abs(z) < EPS) return -1;
  const len = Math.hypot(x1 - x0, y1 - y0);
  const n = Math.max(1, Math.ceil(len / SURFACE_STEP));
  for (let k = n; k >= 0; k--) {
    const t = k / n;
    if (!surfaceAt(s, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, z)) return t;
  }
  return -1;
}

/**
 * Whether model i stands within 1" (from its base edge) of a drop on an open floor (RULES.md §4.4 edge); when
 * it does, the unit direction toward the nearest drop is written to `out[0]`, `out[1]`.
 */
export function nearDrop(s: GameState, i: number, out: number[]): boolean {
  const m = s.models[i]!;
  if (m.z < EPS || !openSurfaceAt(s, m.x, m.y, m.z)) return false;
  const r = s.static.models[i]!.base;
  for (let d = r / 2; d <= r + EDGE_DISTANCE + EPS; d += SURFACE_STEP * 2) {
    for (let k = 0; k < DIRECTIONS; k++) {
      const a = (2 * Math.PI * k) / DIRECTIONS;
      const dx = Math.cos(a);
      const dy = Math.sin(a);
      if (!surfaceAt(s, m.x + dx * d, m.y + dy * d, m.z)) {
        out[0] = dx;
        out[1] = dy;
        return true;
      }
    }
  }
  return false;
}
