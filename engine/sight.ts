/**
 * Line of sight and cover, RULES.md §5. Sight runs between eye points (z + 1") of model centres; terrain
 * blocks it where the line passes through the footprint below the terrain's height; woods block only past
 * 2" of wood in total. Cover is judged on the line from the shooter's eye to the target's feet.
 * Decisions (docs/rules-decisions.md): a building or platform that contains the viewer or the target does
 * not block their sight (windows, ledges); terrain within 1" of the shooter's base gives the target no cover.
 */
import { dist } from './geometry';
import { coverMemo, coverPairs, sightMemo, sightPairs } from './sight-cache';
import {
  BOX_MARGIN,
  pieceContains,
  pieceIntervals,
  pieceTouchesCircle,
  segmentMissesBox,
  terrainBoxes,
} from './terrain-boxes';
import { COVERS, type Cover, type GameState, type Terrain } from './types';

/** Eye height above a model's feet, inches (RULES.md §5). */
export const EYE_HEIGHT = 1;
/** Total inches of wood a line may cross before the wood blocks sight (RULES.md §5). */
export const WOOD_SIGHT_LIMIT = 2;

const scratch: number[] = [];

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
  const terrain = s.static.terrain;
  const pair = sightPairs.recall(terrain, s.models.length, a, b, ma, mb, 0);
  if (pair >= 0) return pair === 1;
  let known = sightMemo.recall(terrain, ma, mb, 0);
  if (known < 0) {
    known = lineOfSight(s, ma.x, ma.y, az, mb.x, mb.y, bz) ? 1 : 0;
    sightMemo.remember(ma, mb, 0, known);
  }
  sightPairs.remember(a, b, ma, mb, 0, known);
  return known === 1;
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
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    if (segmentMissesBox(boxes, k, ax, ay, bx, by, 0)) continue;
    const t = terrain[k]!;
    if (t.height <= 0) continue;
    if (
      isSeeThroughFromInside(t) &&
      (pieceContains(boxes, k, t, ax, ay) || pieceContains(boxes, k, t, bx, by))
    )
      continue;
    const n = pieceIntervals(boxes, k, t, ax, ay, bx, by, scratch);
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
 * The better cover counts; covers do not add up. Remembered by position (`coverPairs`, `coverMemo`).
 */
export function coverBetween(s: GameState, shooter: number, target: number): Cover {
  const a = s.models[shooter]!;
  const b = s.models[target]!;
  const ar = s.static.models[shooter]!.base;
  const terrain = s.static.terrain;
  const pair = coverPairs.recall(terrain, s.models.length, shooter, target, a, b, ar);
  if (pair >= 0) return COVERS[pair]!;
  let known = coverMemo.recall(terrain, a, b, ar);
  if (known < 0) {
    const k = coverPieceFrom(s, a.x, a.y, a.z + EYE_HEIGHT, ar, b.x, b.y, b.z);
    known = k < 0 ? 0 : COVERS.indexOf(terrain[k]!.cover);
    coverMemo.remember(a, b, ar, known);
  }
  coverPairs.remember(shooter, target, a, b, ar, known);
  return COVERS[known]!;
}

/**
 * The index of the terrain piece that gives a target its cover against a shooter (RULES.md §5: the better
 * cover counts), or −1 when it has none: which piece to name in a To Hit breakdown. Not remembered: for the UI.
 */
export function coverPiece(s: GameState, shooter: number, target: number): number {
  const a = s.models[shooter]!;
  const b = s.models[target]!;
  return coverPieceFrom(s, a.x, a.y, a.z + EYE_HEIGHT, s.static.models[shooter]!.base, b.x, b.y, b.z);
}

/**
 * The index of the terrain piece giving the best cover (RULES.md §5) to a target whose feet are at (bx, by,
 * bz) against a shooter's eye (ax, ay, az) with base radius `ar`, inches; −1 for none (see `coverBetween`).
 * Exported for the ruler between two table points (session/sight-view.ts), e.g.
 * `coverPieceFrom(s, 10, 4, 1, 0.5, 14, 20, 0)` → 0 when `terrain[0]` is a wall across that line.
 */
export function coverPieceFrom(
  s: GameState,
  ax: number,
  ay: number,
  az: number,
  ar: number,
  bx: number,
  by: number,
  bz: number,
): number {
  let best: Cover = 'none';
  let piece = -1;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    if (segmentMissesBox(boxes, k, ax, ay, bx, by, BOX_MARGIN)) continue;
    const t = terrain[k]!;
    if (t.cover === 'none' || t.height <= 0) continue;
    if (COVER_RANK[t.cover] <= COVER_RANK[best]) continue;
    if (pieceContains(boxes, k, t, bx, by)) {
      if (t.kind === 'wood' || t.kind === 'rubble' || t.kind === 'building' || bz < t.height) {
        best = t.cover;
        piece = k;
        continue;
      }
    }
    if (pieceTouchesCircle(boxes, k, t, ax, ay, ar + 1)) continue;
    const n = pieceIntervals(boxes, k, t, ax, ay, bx, by, scratch);
    for (let i = 0; i < n; i++) {
      const t0 = scratch[2 * i] as number;
      const t1 = scratch[2 * i + 1] as number;
      const h = Math.min(az + (bz - az) * t0, az + (bz - az) * t1);
      if (h < t.height) {
        best = t.cover;
        piece = k;
        break;
      }
    }
  }
  return piece;
}
