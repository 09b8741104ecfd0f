/**
 * Plane geometry in inches (RULES.md §0): round bases, segments and terrain polygons.
 * Allocation-free where it runs in the search's hot loop.
 */

/** Centre-to-centre distance in inches between (ax, ay) and (bx, by). */
export function dist(ax: number, ay: number, bx: number, by: number): number {
  const dx = ax - bx;
  const dy = ay - by;
  return Math.sqrt(dx * dx + dy * dy);
}

/** Base-to-base distance in inches between two round bases (negative when they overlap). RULES.md §0. */
export function baseDist(ax: number, ay: number, ar: number, bx: number, by: number, br: number): number {
  return dist(ax, ay, bx, by) - ar - br;
}

/**
 * Parameter t in [0, 1] of the point of segment (ax,ay)→(bx,by) closest to (px,py).
 * A zero-length segment gives 0.
 */
export function closestT(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  if (len2 === 0) return 0;
  const t = ((px - ax) * dx + (py - ay) * dy) / len2;
  return t < 0 ? 0 : t > 1 ? 1 : t;
}

/** Distance in inches from point (px,py) to segment (ax,ay)→(bx,by). */
export function segPointDist(ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  const t = closestT(ax, ay, bx, by, px, py);
  return dist(ax + (bx - ax) * t, ay + (by - ay) * t, px, py);
}

/** Whether (px,py) lies inside the polygon (even-odd rule). Points on the boundary may go either way. */
export function pointInPolygon(px: number, py: number, poly: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const pi = poly[i] as readonly number[];
    const pj = poly[j] as readonly number[];
    const xi = pi[0] as number;
    const yi = pi[1] as number;
    const xj = pj[0] as number;
    const yj = pj[1] as number;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in inches from (px,py) to the polygon's boundary. */
export function polygonEdgeDist(px: number, py: number, poly: readonly (readonly number[])[]): number {
  let best = Infinity;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const pi = poly[i] as readonly number[];
    const pj = poly[j] as readonly number[];
    const d = segPointDist(pj[0] as number, pj[1] as number, pi[0] as number, pi[1] as number, px, py);
    if (d < best) best = d;
  }
  return best;
}

/** Whether a base of radius r at (px,py) touches or overlaps the polygon. */
export function circleTouchesPolygon(
  px: number,
  py: number,
  r: number,
  poly: readonly (readonly number[])[],
): boolean {
  return pointInPolygon(px, py, poly) || polygonEdgeDist(px, py, poly) < r;
}

const crossings = new Float64Array(64);
/** The polygon's bounding box [minX, minY, maxX, maxY] (`terrain-boxes.ts` keeps the boxes of a game's terrain). */
export function polygonBox(poly: readonly (readonly number[])[]): Float64Array {
  const b = new Float64Array([Infinity, Infinity, -Infinity, -Infinity]);
  for (const p of poly) {
    const x = p[0] as number;
    const y = p[1] as number;
    if (x < b[0]!) b[0] = x;
    if (y < b[1]!) b[1] = y;
    if (x > b[2]!) b[2] = x;
    if (y > b[3]!) b[3] = y;
  }
  return b;
}

/**
 * The intervals of parameter t in [0, 1] where segment a→b lies inside the polygon, written as flat
 * pairs [t0, t1, t0, t1, …] into the first entries of `out`. Returns the number of pairs. Allocation-free;
 * `pieceIntervals` (`terrain-boxes.ts`) puts a bounding-box test in front.
 */
export function segmentInsideIntervals(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  poly: readonly (readonly number[])[],
  out: number[],
): number {
  let nc = 0;
  const dx = bx - ax;
  const dy = by - ay;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const pi = poly[i] as readonly number[];
    const pj = poly[j] as readonly number[];
    const ex = (pi[0] as number) - (pj[0] as number);
    const ey = (pi[1] as number) - (pj[1] as number);
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const wx = (pj[0] as number) - ax;
    const wy = (pj[1] as number) - ay;
    const t = (wx * ey - wy * ex) / den;
    const u = (wx * dy - wy * dx) / den;
    if (t > 0 && t < 1 && u >= 0 && u < 1 && nc < crossings.length) {
      let k = nc++;
      while (k > 0 && crossings[k - 1]! > t) {
        crossings[k] = crossings[k - 1]!;
        k--;
      }
      crossings[k] = t;
    }
  }
  let prev = 0;
  let inside = pointInPolygon(ax, ay, poly);
  let n = 0;
  for (let k = 0; k < nc; k++) {
    const t = crossings[k]!;
    if (inside) {
      out[2 * n] = prev;
      out[2 * n + 1] = t;
      n++;
    }
    inside = !inside;
    prev = t;
  }
  if (inside) {
    out[2 * n] = prev;
    out[2 * n + 1] = 1;
    n++;
  }
  return n;
}

/** The closest point of a polygon's boundary to (x, y), inches. */
export function closestOnPolygon(
  x: number,
  y: number,
  poly: readonly (readonly number[])[],
): [number, number] {
  let best: [number, number] = [poly[0]![0]!, poly[0]![1]!];
  let bestD = Infinity;
  for (let k = 0; k < poly.length; k++) {
    const [ax, ay] = poly[k]! as [number, number];
    const [bx, by] = poly[(k + 1) % poly.length]! as [number, number];
    const len2 = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / len2));
    const px = ax + (bx - ax) * t;
    const py = ay + (by - ay) * t;
    const d = dist(x, y, px, py);
    if (d < bestD) {
      bestD = d;
      best = [px, py];
    }
  }
  return best;
}
