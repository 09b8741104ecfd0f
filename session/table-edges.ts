/**
 * Positions told in inches from the table edges (table-top mode), and back. RULES.md §0: the origin is the
 * table's south-west corner, x grows east, y grows north. Plain functions, safe on the UI thread.
 */

/** A table edge and the distance from it, inches. */
export interface EdgeDistance {
  edge: 'west' | 'east' | 'south' | 'north';
  inches: number;
}

/**
 * A table point told from the two nearest edges, e.g. `(3, 40)` on a 48″ × 48″ table →
 * `[{ edge: 'west', inches: 3 }, { edge: 'north', inches: 8 }]` (RULES.md §0: origin south-west, y north).
 */
export function fromEdges(x: number, y: number, table: { width: number; depth: number }): EdgeDistance[] {
  const ew: EdgeDistance =
    x <= table.width / 2 ? { edge: 'west', inches: x } : { edge: 'east', inches: table.width - x };
  const ns: EdgeDistance =
    y <= table.depth / 2 ? { edge: 'south', inches: y } : { edge: 'north', inches: table.depth - y };
  return [ew, ns];
}

/** `'3.0″ from the west edge, 8.0″ from the north edge'`. */
export function edgeText(x: number, y: number, table: { width: number; depth: number }): string {
  return fromEdges(x, y, table)
    .map((d) => `${d.inches.toFixed(1)}″ from the ${d.edge} edge`)
    .join(', ');
}

/** A table point from distances to two edges, e.g. `toPoint({ edge: 'east', inches: 2 }, …)`; inches. */
export function toPoint(
  a: EdgeDistance,
  b: EdgeDistance,
  table: { width: number; depth: number },
): [number, number] {
  let x = table.width / 2;
  let y = table.depth / 2;
  for (const d of [a, b]) {
    if (d.edge === 'west') x = d.inches;
    else if (d.edge === 'east') x = table.width - d.inches;
    else if (d.edge === 'south') y = d.inches;
    else y = table.depth - d.inches;
  }
  return [Math.round(x * 100) / 100, Math.round(y * 100) / 100];
}
