/**
 * Bounding boxes of a game's terrain pieces (RULES.md §0 footprints, inches), worked out once per terrain list,
 * and the polygon tests of `geometry.ts` behind a box test: the search's loops over terrain skip most pieces
 * without looking at a vertex. The answers are the polygon tests' own; the box only rejects pieces that are
 * farther than `BOX_MARGIN` beyond what could change them. The terrain is static (shared, never changed in a
 * game), so a list is keyed by identity.
 */
import { circleTouchesPolygon, pointInPolygon, polygonBox, segmentInsideIntervals } from './geometry';
import type { Terrain } from './types';

/** Slack (inches) kept around every box, far above the rounding error of the polygon tests. */
export const BOX_MARGIN = 1e-6;

const cache = new WeakMap<readonly Terrain[], Float64Array>();
let lastTerrain: readonly Terrain[] | null = null;
let lastBoxes: Float64Array = new Float64Array(0);

/** The boxes of a terrain list, flat: piece k's [minX, minY, maxX, maxY] at 4k…4k+3, inches. */
export function terrainBoxes(terrain: readonly Terrain[]): Float64Array {
  if (terrain === lastTerrain && lastBoxes.length === 4 * terrain.length) return lastBoxes;
  let boxes = cache.get(terrain);
  if (boxes === undefined || boxes.length !== 4 * terrain.length) {
    boxes = new Float64Array(4 * terrain.length);
    for (let k = 0; k < terrain.length; k++) boxes.set(polygonBox(terrain[k]!.polygon), 4 * k);
    cache.set(terrain, boxes);
  }
  lastTerrain = terrain;
  lastBoxes = boxes;
  return boxes;
}

/** Whether (x, y) lies more than `reach` (plus the margin) outside box k, inches. */
function beyondBox(boxes: Float64Array, k: number, x: number, y: number, reach: number): boolean {
  const o = 4 * k;
  const d = reach + BOX_MARGIN;
  return x < boxes[o]! - d || y < boxes[o + 1]! - d || x > boxes[o + 2]! + d || y > boxes[o + 3]! + d;
}

/** `pointInPolygon` for piece k of the list whose boxes are given. */
export function pieceContains(boxes: Float64Array, k: number, t: Terrain, x: number, y: number): boolean {
  return !beyondBox(boxes, k, x, y, 0) && pointInPolygon(x, y, t.polygon);
}

/** `circleTouchesPolygon` (a base of radius r at (x, y)) for piece k of the list whose boxes are given. */
export function pieceTouchesCircle(
  boxes: Float64Array,
  k: number,
  t: Terrain,
  x: number,
  y: number,
  r: number,
): boolean {
  return !beyondBox(boxes, k, x, y, r > 0 ? r : 0) && circleTouchesPolygon(x, y, r, t.polygon);
}

/**
 * `segmentInsideIntervals` for piece k of the list whose boxes are given: the number of [t0, t1] pairs of
 * segment a→b inside the piece, written to `out`.
 */
export function pieceIntervals(
  boxes: Float64Array,
  k: number,
  t: Terrain,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  out: number[],
): number {
  if (segmentMissesBox(boxes, k, ax, ay, bx, by, 0)) return 0;
  return segmentInsideIntervals(ax, ay, bx, by, t.polygon, out);
}

/**
 * Whether segment a→b lies wholly more than `margin` beyond one edge of box k (inches). With margin 0,
 * `pieceIntervals` finds nothing then; with `BOX_MARGIN`, neither does it, and neither end is in the piece for
 * `pieceContains` (whose box test it passes over).
 */
export function segmentMissesBox(
  boxes: Float64Array,
  k: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  margin: number,
): boolean {
  const o = 4 * k;
  const x0 = boxes[o]! - margin;
  const y0 = boxes[o + 1]! - margin;
  const x1 = boxes[o + 2]! + margin;
  const y1 = boxes[o + 3]! + margin;
  return (ax < x0 && bx < x0) || (ay < y0 && by < y0) || (ax > x1 && bx > x1) || (ay > y1 && by > y1);
}
