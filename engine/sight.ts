/**
 * Line of sight and cover, RULES.md §5. Sight runs between eye points (z + 1") of model centres; terrain
 * blocks it where the line passes through the footprint below the terrain's height; woods block only past
 * 2" of wood in total. Cover is judged on the line from the shooter's eye to the target's feet.
 * Decisions (docs/rules-decisions.md): a building or platform that contains the viewer or the target does
 * not block their sight (windows, ledges); terrain within 1" of the shooter's base gives the target no cover.
 */
import { circleTouchesPolygon, dist, pointInPolygon, segmentInsideIntervals } from './geometry';
import { recallSight, rememberSight } from './sight-cache';
import type { Cover, GameState, Terrain } from './types';

/** Eye height above a model's feet, inches (RULES.md §5). */
export const EYE_HEIGHT = 1;
/** Total inches of wood a line may cross before the wood blocks sight (RULES.md §5). */
export const WOOD_SIGHT_LIMIT = 2;

const scratch: number[] = [];

function containsPoint(t: Terrain, x: number, y: number): boolean {
  return pointInPolygon(x, y, t.polygon);
}

function isSeeThroughFromInside(t: Terrain): boolean {
  return t.kind === 'building' || t.kind === 'platform' || t.kind === 'rubble';
}

/**
 * Whether model `a` can see model `b` (indices into the state's models). Pure geometry: statuses such as
 * hidden are the callers' business. Source: RULES.md §5.
 */
export function canSee(s: GameState, a: number, b: number): boolean {
  const ma = s.models[a]!;
  const mb = s.models[b]!;
  const az = ma.z + EYE_HEIGHT;
  const bz = mb.z + EYE_HEIGHT;
  const known = recallSight(s.static.terrain, ma.x, ma.y, az, mb.x, mb.y, bz);
  if (known >= 0) return known === 1;
  const clear = lineOfSight(s, ma.x, ma.y, az, mb.x, mb.y, bz);
  rememberSight(ma.x, ma.y, az, mb.x, mb.y, bz, clear);
  return clear;
}

/** Whether the 3-D line between two eye points (inches) is clear of blocking terrain. RULES.md §5. */
export function lineOfSight(
  s: GameState,
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
): boolean {
  const len = dist(ax, ay, bx, by);
  let wood = 0;
  for (const t of s.static.terrain) {
    if (t.height <= 0) continue;
    if (isSeeThroughFromInside(t) && (containsPoint(t, ax, ay) || containsPoint(t, bx, by))) continue;
    const n = segmentInsideIntervals(ax, ay, bx, by, t.polygon, scratch);
    if (n === 0) continue;
    if (t.kind === 'wood') {
      for (let i = 0; i < n; i++) wood += ((scratch[2 * i + 1] as number) - (scratch[2 * i] as number)) * len;
      if (wood > WOOD_SIGHT_LIMIT) return false;
      continue;
    }
    for (let i = 0; i < n; i++) {
      const t0 = scratch[2 * i] as number;
      const t1 = scratch[2 * i + 1] as number;
      const h = Math.min(az + (bz - az) * t0, az + (bz - az) * t1);
      if (h < t.height) return false;
    }
  }
  return true;
}

const COVER_RANK: Record<Cover, number> = { none: 0, soft: 1, hard: 2 };

/**
 * The cover a target has against a shooter (RULES.md §5): `'none'`, `'soft'` (−1 To Hit) or `'hard'` (−2).
 * The better cover counts; covers do not add up.
 */
export function coverBetween(s: GameState, shooter: number, target: number): Cover {
  const a = s.models[shooter]!;
  const b = s.models[target]!;
  const ar = s.static.models[shooter]!.base;
  const ax = a.x;
  const ay = a.y;
  const az = a.z + EYE_HEIGHT;
  let best: Cover = 'none';
  for (const t of s.static.terrain) {
    if (t.cover === 'none' || t.height <= 0) continue;
    if (COVER_RANK[t.cover] <= COVER_RANK[best]) continue;
    if (containsPoint(t, b.x, b.y)) {
      if (t.kind === 'wood' || t.kind === 'rubble' || t.kind === 'building' || b.z < t.height) {
        best = t.cover;
        continue;
      }
    }
    if (circleTouchesPolygon(ax, ay, ar + 1, t.polygon)) continue;
    const n = segmentInsideIntervals(ax, ay, b.x, b.y, t.polygon, scratch);
    for (let i = 0; i < n; i++) {
      const t0 = scratch[2 * i] as number;
      const t1 = scratch[2 * i + 1] as number;
      const h = Math.min(az + (b.z - az) * t0, az + (b.z - az) * t1);
      if (h < t.height) {
        best = t.cover;
        break;
      }
    }
  }
  return best;
}
