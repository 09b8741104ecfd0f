/** Plane geometry of the generator: footprints overlapping, bounding boxes, point reflection. Inches. */
import { pointInPolygon } from '../engine/geometry';
/** A footprint vertex `[x, y]`, inches. */
type Vertex = [number, number];

type Poly = readonly (readonly number[])[];

function cross(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Whether segments p1p2 and q1q2 cross (touching counts). */
function segmentsCross(
  p1: readonly number[],
  p2: readonly number[],
  q1: readonly number[],
  q2: readonly number[],
): boolean {
  const d1 = cross(q1[0]!, q1[1]!, q2[0]!, q2[1]!, p1[0]!, p1[1]!);
  const d2 = cross(q1[0]!, q1[1]!, q2[0]!, q2[1]!, p2[0]!, p2[1]!);
  const d3 = cross(p1[0]!, p1[1]!, p2[0]!, p2[1]!, q1[0]!, q1[1]!);
  const d4 = cross(p1[0]!, p1[1]!, p2[0]!, p2[1]!, q2[0]!, q2[1]!);
  return d1 * d2 <= 0 && d3 * d4 <= 0;
}

/**
 * Whether two simple polygons share any area or touch: an edge of one crosses an edge of the other, or one holds
 * a vertex of the other. Example: `polygonsOverlap([[0,0],[2,0],[2,2]], [[1,0.5],[3,0.5],[3,3]])` → true.
 */
export function polygonsOverlap(a: Poly, b: Poly): boolean {
  for (let i = 0; i < a.length; i++)
    for (let j = 0; j < b.length; j++)
      if (segmentsCross(a[i]!, a[(i + 1) % a.length]!, b[j]!, b[(j + 1) % b.length]!)) return true;
  return pointInPolygon(a[0]![0]!, a[0]![1]!, b) || pointInPolygon(b[0]![0]!, b[0]![1]!, a);
}

/** The bounding box `[minX, minY, maxX, maxY]` of a polygon grown by `margin` inches. */
export function box(p: Poly, margin = 0): [number, number, number, number] {
  const xs = p.map((v) => v[0]!);
  const ys = p.map((v) => v[1]!);
  return [
    Math.min(...xs) - margin,
    Math.min(...ys) - margin,
    Math.max(...xs) + margin,
    Math.max(...ys) + margin,
  ];
}

/** Whether two boxes `[minX, minY, maxX, maxY]` overlap. */
export function boxesOverlap(a: readonly number[], b: readonly number[]): boolean {
  return a[0]! < b[2]! && b[0]! < a[2]! && a[1]! < b[3]! && b[1]! < a[3]!;
}

/** The polygon turned half a turn about the table's centre (`width`, `depth` inches): (x, y) → (w − x, d − y). */
export function reflect(p: Poly, width: number, depth: number): Vertex[] {
  return p.map((v) => [round(width - v[0]!), round(depth - v[1]!)]);
}

/** Rounds inches to 1/100 so generated files stay short. */
export function round(v: number): number {
  return Math.round(v * 100) / 100;
}
