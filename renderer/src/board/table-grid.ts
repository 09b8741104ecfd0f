/**
 * The table's drawing helpers shared by the board and the editor's board, in SVG coordinates (inches; the
 * table's origin is its south-west corner and y grows north, so SVG y is `depth − y`).
 */

/** One grid line; `major` every 12″. */
export interface GridLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  major: boolean;
}

/** The grid of a `width` × `depth` table every `step` inches, e.g. `gridLines(48, 48, 6)`: 14 lines. */
export function gridLines(width: number, depth: number, step: number): GridLine[] {
  const lines: GridLine[] = [];
  for (let x = step; x < width; x += step)
    lines.push({ x1: x, y1: 0, x2: x, y2: depth, major: x % 12 === 0 });
  for (let y = step; y < depth; y += step)
    lines.push({ x1: 0, y1: depth - y, x2: width, y2: depth - y, major: y % 12 === 0 });
  return lines;
}

/** The inch ticks round the table, every 6″ from 0 to the edge, e.g. `{ xs: [0, 6, …, 48], ys: … }`. */
export function tableTicks(width: number, depth: number): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let x = 0; x <= width; x += 6) xs.push(x);
  for (let y = 0; y <= depth; y += 6) ys.push(y);
  return { xs, ys };
}

/** A table polygon as SVG `points` on a table `depth` inches deep, e.g. `'0,48 4,48 4,44'`. */
export function polygonPoints(poly: [number, number][], depth: number): string {
  return poly.map(([x, y]) => `${x},${depth - y}`).join(' ');
}
