/**
 * Where a deployment zone's name label goes so a player can read it (extension of FORMATS.md §1,
 * engine/deployment.ts): among a few spots inside the zone, the one whose text box covers the fewest terrain
 * pieces and model bases. Shared by the game board's deployment layer and the scenario editor's board.
 */
import type { DeploymentZone, Edge } from '../../../engine/types';
import { pointInPolygon, polygonBox, segmentInsideIntervals } from '../../../engine/geometry';
import { zoneCorners, zoneLabelAt } from './zone-geometry';

/** A point `[x, y]`, table inches (y north). */
type Corner = [number, number];

/** What a zone's label should keep off, table inches (y north), e.g. `{ terrain: [ruin], bases: [] }`. */
export interface LabelObstacles {
  /** Terrain pieces' outlines; each counts by its bounding box, e.g. `[[22, 9], [25, 9], [25, 12], [22, 12]]`. */
  terrain: readonly (readonly Corner[])[];
  /** Model bases: centre and radius, e.g. `{ x: 24, y: 5, r: 0.5 }`. */
  bases: readonly { x: number; y: number; r: number }[];
}

/** A model as the obstacles read it: where it stands, inches, its status and its base radius. */
interface ObstacleModel {
  state: { x: number; y: number; status: string };
  static: { base: number };
}

/**
 * What labels on the game board keep off: the terrain pieces' outlines and the bases of the models in play
 * (not those out of action), e.g. `boardObstacles([{ polygon: tower }], [r1])` → `{ terrain: [tower], bases:
 * [{ x: 12, y: 4, r: 0.5 }] }`. The zone labels (`placeZoneLabel`) and the AI's and the review's candidate labels
 * (`label-layout.ts`) read the same obstacles.
 */
export function boardObstacles(
  terrain: readonly { polygon: readonly Corner[] }[],
  models: readonly ObstacleModel[],
): LabelObstacles {
  return {
    terrain: terrain.map((t) => t.polygon),
    bases: models
      .filter((m) => m.state.status !== 'outOfAction')
      .map((m) => ({ x: m.state.x, y: m.state.y, r: m.static.base })),
  };
}

/** A label's text: its width and font size, inches, e.g. `{ w: 21, font: 1.2 }` (`zoneLabelText`). */
export interface LabelText {
  w: number;
  font: number;
}

/** A box in table inches, y north: `{ x0, y0, x1, y1 }` with `x0 ≤ x1`, `y0 ≤ y1`. */
interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Room between a candidate's text box and the zone's boundary, inches. */
const MARGIN = 0.3;
/** Room kept round the text box when counting what it covers, inches. */
const PAD = 0.1;
/** Above the baseline and below it, in font sizes (an em box's ascent and descent). */
const ASCENT = 0.8;
const DESCENT = 0.2;
/** Average width of a character of the zone labels' bold sans-serif text, in font sizes (measured: ≈ 0.65). */
const CHAR_WIDTH = 0.65;

/**
 * The zone label's font size in inches for a board drawn at `upx` table inches per screen pixel: about 13 px on
 * screen, between 0.6″ and 1.6″; the editor's board (no zoom) draws at 1/20″ a pixel. E.g. `zoneLabelFont(0.09)`
 * → 1.17, `zoneLabelFont()` → 0.65.
 */
export function zoneLabelFont(upx = 0.05): number {
  return Math.max(0.6, Math.min(upx * 13, 1.6));
}

/**
 * The size of a zone label's text at `font` inches: an estimate from its length, e.g.
 * `zoneLabelText('Free Company deployment zone', 1)` → `{ w: 18.2, font: 1 }`.
 */
export function zoneLabelText(label: string, font: number): LabelText {
  return { w: label.length * CHAR_WIDTH * font, font };
}

/** The text box of a label centred on `x` with its baseline at `y`, table inches. */
function textBox(x: number, y: number, text: LabelText): Box {
  return { x0: x - text.w / 2, x1: x + text.w / 2, y0: y - DESCENT * text.font, y1: y + ASCENT * text.font };
}

function boxesOverlap(a: Box, b: Box): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/** How many terrain boxes and model bases the text box (padded by PAD) covers. */
function coverCount(box: Box, avoid: LabelObstacles): number {
  const b = { x0: box.x0 - PAD, y0: box.y0 - PAD, x1: box.x1 + PAD, y1: box.y1 + PAD };
  let n = 0;
  for (const poly of avoid.terrain) {
    const [x0, y0, x1, y1] = polygonBox(poly);
    if (boxesOverlap(b, { x0: x0!, y0: y0!, x1: x1!, y1: y1! })) n++;
  }
  for (const m of avoid.bases) {
    const dx = m.x - Math.max(b.x0, Math.min(m.x, b.x1));
    const dy = m.y - Math.max(b.y0, Math.min(m.y, b.y1));
    if (dx * dx + dy * dy < m.r * m.r) n++;
  }
  return n;
}

/** Whether the box lies inside the polygon: its sides wholly inside and no corner of the polygon within it. */
function boxInside(box: Box, poly: readonly Corner[]): boolean {
  const c: Corner[] = [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
  const spans: number[] = [];
  for (let k = 0; k < 4; k++) {
    const [a, b] = [c[k]!, c[(k + 1) % 4]!];
    if (!pointInPolygon(a[0], a[1], poly)) return false;
    const n = segmentInsideIntervals(a[0], a[1], b[0], b[1], poly, spans);
    if (n !== 1 || spans[0]! > 1e-9 || spans[1]! < 1 - 1e-9) return false;
  }
  return !poly.some(([x, y]) => x > box.x0 && x < box.x1 && y > box.y0 && y < box.y1);
}

/**
 * The candidate baselines' order across a zone and along it, as indices into `[middle, low, high]` of the
 * zone's box: a strip's inner edge first, then its table edge, then its middle; along it the centre, then the
 * ends. `across` is the axis across the strip (`'y'` for a south or north strip).
 */
function candidateOrder(zone: DeploymentZone, edge: Edge): { across: 'x' | 'y'; first: number[] } {
  if ('polygon' in zone) return { across: 'y', first: [0, 2, 1] };
  if (edge === 'south') return { across: 'y', first: [2, 1, 0] };
  if (edge === 'north') return { across: 'y', first: [1, 2, 0] };
  if (edge === 'west') return { across: 'x', first: [2, 1, 0] };
  return { across: 'x', first: [1, 2, 0] };
}

/** The candidate spots as `[x, baseline y]`, table inches: a 3 × 3 grid over the zone's box, in preference order. */
function candidates(zone: DeploymentZone, edge: Edge, corners: readonly Corner[], text: LabelText): Corner[] {
  const b = polygonBox(corners);
  const [bx0, by0, bx1, by1] = [b[0]!, b[1]!, b[2]!, b[3]!];
  const xs = [(bx0 + bx1) / 2, bx0 + MARGIN + text.w / 2, bx1 - MARGIN - text.w / 2];
  const ys = [
    (by0 + by1) / 2 + ((DESCENT - ASCENT) * text.font) / 2,
    by0 + MARGIN + DESCENT * text.font,
    by1 - MARGIN - ASCENT * text.font,
  ];
  const { across, first } = candidateOrder(zone, edge);
  const along = across === 'y' ? [0, 1, 2] : [0, 2, 1];
  const out: Corner[] = [];
  for (const i of first)
    for (const j of along) out.push(across === 'y' ? [xs[j]!, ys[i]!] : [xs[i]!, ys[j]!]);
  return out;
}

/**
 * Where a zone's label goes, SVG coordinates (x inches, y = `depth − y` inches; the text's centre and baseline):
 * today's spot (`zoneLabelAt`) while its text box covers nothing in `avoid`, else of the spots along the
 * zone's inner edge, its table-edge side and its middle (left, centre, right; a polygon's box top, middle,
 * bottom) whose text box lies inside the zone and the table, the one covering the fewest terrain boxes and
 * model bases, the earlier on a tie (today's spot first). A zone too small for any spot keeps today's. E.g. a
 * south strip `{ withinEdge: 10 }` on a 48″ square table with a tower at `[[22, 9], [25, 9], [25, 12], [22,
 * 12]]` under today's `{ x: 24, y: 38.9 }`: `placeZoneLabel(zone, 'south', 48, 48, { w: 18, font: 1 }, { terrain:
 * [tower], bases: [] })` → `{ x: 9.3, y: 39.1 }` (the inner edge's left end).
 */
export function placeZoneLabel(
  zone: DeploymentZone,
  edge: Edge,
  width: number,
  depth: number,
  text: LabelText,
  avoid: LabelObstacles,
): { x: number; y: number } {
  const today = zoneLabelAt(zone, edge, width, depth);
  let best = { at: today, n: coverCount(textBox(today.x, depth - today.y, text), avoid) };
  if (best.n === 0) return today;
  const corners = zoneCorners(zone, edge, width, depth);
  const table: Corner[] = [
    [0, 0],
    [width, 0],
    [width, depth],
    [0, depth],
  ];
  for (const [x, y] of candidates(zone, edge, corners, text)) {
    const box = textBox(x, y, text);
    if (!boxInside(box, corners) || !boxInside(box, table)) continue;
    const n = coverCount(box, avoid);
    if (n < best.n) best = { at: { x, y: depth - y }, n };
    if (n === 0) break;
  }
  return best.at;
}
