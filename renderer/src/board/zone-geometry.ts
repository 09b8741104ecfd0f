/**
 * The geometry of a deployment zone on the board (extension of FORMATS.md §1, engine/deployment.ts), shared by
 * the game board's deployment layer and the scenario editor: its corners in table inches and where its label
 * goes in SVG coordinates (SVG y is `depth − y`).
 */
import type { DeploymentZone, Edge } from '../../../engine/types';

/** A point `[x, y]`, inches. */
type Corner = [number, number];

/**
 * A zone's corners in table inches (y north): a polygon's own, or the strip's rectangle along `edge` of a table
 * `width` × `depth`, e.g. `zoneCorners({ withinEdge: 10 }, 'north', 48, 48)` → `[[0, 38], [48, 38], [48, 48],
 * [0, 48]]`.
 */
export function zoneCorners(zone: DeploymentZone, edge: Edge, width: number, depth: number): Corner[] {
  if ('polygon' in zone) return zone.polygon;
  const n = zone.withinEdge;
  const [W, D] = [width, depth];
  if (edge === 'south')
    return [
      [0, 0],
      [W, 0],
      [W, n],
      [0, n],
    ];
  if (edge === 'north')
    return [
      [0, D - n],
      [W, D - n],
      [W, D],
      [0, D],
    ];
  if (edge === 'west')
    return [
      [0, 0],
      [n, 0],
      [n, D],
      [0, D],
    ];
  return [
    [W - n, 0],
    [W, 0],
    [W, D],
    [W - n, D],
  ];
}

/** A zone's outline as SVG points (y flipped), e.g. `'0,10 48,10 48,0 0,0'` for the north strip above. */
export function zoneOutline(zone: DeploymentZone, edge: Edge, width: number, depth: number): string {
  return zoneCorners(zone, edge, width, depth)
    .map(([x, y]) => `${x},${depth - y}`)
    .join(' ');
}

/**
 * Where a zone's label goes by default (`zone-label.ts`'s `placeZoneLabel` moves it off terrain and models), SVG
 * coordinates: just inside a strip's inner boundary (clear of the models near the edge), or a polygon's centre,
 * e.g. `zoneLabelAt({ withinEdge: 6 }, 'south', 24, 24)` → `{ x: 12, y: 18.9 }`.
 */
export function zoneLabelAt(
  zone: DeploymentZone,
  edge: Edge,
  width: number,
  depth: number,
): { x: number; y: number } {
  if ('polygon' in zone) {
    const x = zone.polygon.reduce((a, p) => a + p[0], 0) / zone.polygon.length;
    const y = zone.polygon.reduce((a, p) => a + p[1], 0) / zone.polygon.length;
    return { x, y: depth - y };
  }
  const n = zone.withinEdge;
  if (edge === 'south') return { x: width / 2, y: depth - n + 0.9 };
  if (edge === 'north') return { x: width / 2, y: n - 0.5 };
  return { x: edge === 'west' ? n / 2 : width - n / 2, y: depth / 2 };
}

/**
 * A zone as the board draws it: the side's index, its label, SVG outline, label spot (`zone-label.ts`) and the
 * label's font size in inches, and whether lit, e.g. `{ side: 0, label: 'Free Company deployment zone', points:
 * '0,48 48,48 48,38 0,38', at: { x: 24, y: 47.5 }, font: 1.17, on: true }`.
 */
export interface ZoneShape {
  side: number;
  label: string;
  points: string;
  at: { x: number; y: number };
  font: number;
  on: boolean;
}
