/** Small plane geometry the candidate generators share (inches, table coordinates). */
import type { Terrain } from '../engine';

/** The centre of a terrain piece's footprint (mean of its vertices), inches, e.g. a 2" square at the origin → `[1, 1]`. */
export function centroid(t: Terrain): [number, number] {
  let x = 0;
  let y = 0;
  for (const p of t.polygon) {
    x += p[0];
    y += p[1];
  }
  return [x / t.polygon.length, y / t.polygon.length];
}
