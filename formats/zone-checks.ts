/**
 * Checks of deployment zones (extension of FORMATS.md §1, engine/deployment.ts). Problems (`zoneProblems`, run
 * by `validateScenario` and `validateSavedGame`): a zone polygon that crosses itself, encloses no room or lies
 * off the table; in a deployment position (turn 0) a side without a zone, a phase other than the first
 * Recovery phase (the engine refuses both, engine/scenario.ts), and a model in play outside its side's zone. Warnings (`zoneWarnings`, shown by the scenario
 * editor): at the start of a game (turn 1 before its first Recovery phase started) a model outside its zone,
 * where "Deploy as the scenario says" would leave it; at the start or in a deployment, a `withinEdge` zone as
 * deep as the table, and two sides' zones that overlap. A scenario without zones gets neither.
 */
import { baseInZone, zoneText } from '../engine/deployment';
import { DEFAULT_BASE } from '../engine/scenario';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { DeploymentZone, Edge } from '../engine/types';
import { crossingEdges } from './playable-checks';
import { formatPath, type PathSegment, type Problem } from './problems';

/** A coordinate as a message shows it: at most two decimals, e.g. 3.5500000000000003 → 3.55 (inches). */
function round2(v: number): number {
  return Math.round(v * 100) / 100;
}

/** Whether the document is turn 1 before any of its steps ran (a game's start without deployment). */
function atStart(doc: ScenarioDocument): boolean {
  return (doc.turn ?? 1) === 1 && (doc.phase ?? 'recovery') === 'recovery' && doc.phaseStarted !== true;
}

/** Each model in play outside its side's zone, at `path` under `prefix`, e.g. `'model "r3" (24, 20) is outside…'`. */
function outside(doc: ScenarioDocument, prefix: PathSegment[], why: string): Problem[] {
  const out: Problem[] = [];
  doc.sides.forEach((side, k) => {
    const zone = side.deploymentZone;
    if (zone === undefined || ('polygon' in zone && crossingEdges(zone.polygon) !== null)) return;
    const edge: Edge = side.edge ?? (k === 0 ? 'south' : 'north');
    side.models.forEach((m, i) => {
      if (m.status === 'outOfAction') return;
      const [x, y] = m.at;
      if (baseInZone(zone, edge, doc.table.width, doc.table.depth, x, y, m.base ?? DEFAULT_BASE)) return;
      out.push({
        path: formatPath([...prefix, 'sides', k, 'models', i, 'at']),
        message: `model ${JSON.stringify(m.id)} (${round2(x)}, ${round2(y)}) is outside side ${side.id}'s ${zoneText(zone, edge)}: ${why}`,
      });
    });
  });
  return out;
}

/**
 * The problems of a schema-valid scenario's deployment zones, with paths under `prefix`, e.g.
 * `[{ path: 'sides[0].models[2].at', message: 'model "r3" (24, 20) is outside side red's deployment zone (within
 * 10″ of the south edge): a deploying model's whole base must be inside it' }]`.
 */
export function zoneProblems(doc: ScenarioDocument, prefix: PathSegment[] = []): Problem[] {
  const out: Problem[] = [];
  doc.sides.forEach((side, k) => {
    const zone = side.deploymentZone;
    if (zone === undefined || !('polygon' in zone)) return;
    const path = formatPath([...prefix, 'sides', k, 'deploymentZone', 'polygon']);
    if (crossingEdges(zone.polygon) !== null)
      out.push({
        path,
        message: `side ${side.id}'s deployment zone crosses itself: list its corners in order around it`,
      });
    else if (Math.abs(shoelace(zone.polygon)) < MIN_ZONE_AREA)
      out.push({
        path,
        message: `side ${side.id}'s deployment zone encloses no room for a base: expected an area of at least 1 square inch`,
      });
    else if (!overlapsTable(zone.polygon, doc.table.width, doc.table.depth))
      out.push({
        path,
        message: `side ${side.id}'s deployment zone lies off the ${doc.table.width}″×${doc.table.depth}″ table`,
      });
  });
  if (doc.turn === 0) {
    doc.sides.forEach((side, k) => {
      if (side.deploymentZone === undefined)
        out.push({
          path: formatPath([...prefix, 'sides', k, 'deploymentZone']),
          message: `turn 0 (deployment) needs a deployment zone for both sides; side ${side.id} has none`,
        });
    });
    if ((doc.phase ?? 'recovery') !== 'recovery' || doc.phaseStarted === true)
      out.push({
        path: formatPath([...prefix, doc.phaseStarted === true ? 'phaseStarted' : 'phase']),
        message:
          'turn 0 (deployment) is before the first Recovery phase: expected phase "recovery", not started',
      });
    out.push(...outside(doc, prefix, "a deploying model's whole base must be inside it"));
  }
  return out;
}

/** Least area (square inches) of a zone polygon: room for a 0.5″-radius base and a little more. */
const MIN_ZONE_AREA = 1;

/** Twice the signed area of a polygon (shoelace formula), e.g. 200 for a 10″ square; square inches. */
function shoelace(poly: readonly (readonly [number, number])[]): number {
  let a = 0;
  for (let k = 0, j = poly.length - 1; k < poly.length; j = k++)
    a += poly[j]![0] * poly[k]![1] - poly[k]![0] * poly[j]![1];
  return a / 2;
}

/** Whether a polygon's bounding box meets the table (0–width × 0–depth inches). */
function overlapsTable(poly: readonly (readonly [number, number])[], width: number, depth: number): boolean {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  return Math.max(...xs) > 0 && Math.min(...xs) < width && Math.max(...ys) > 0 && Math.min(...ys) < depth;
}

/**
 * The warnings about a scenario's start positions and its zones (the scenario editor shows them), e.g.
 * `[{ path: 'sides[0].models[1].at', message: 'model "r2" (12, 8) is outside side red's deployment zone (within 6″
 * of the south edge): "Deploy as the scenario says" would leave it there; move it in or widen the zone' }]`.
 */
export function zoneWarnings(doc: ScenarioDocument): Problem[] {
  const start = atStart(doc);
  if (!start && doc.turn !== 0) return [];
  return [
    ...shapeWarnings(doc),
    ...(start
      ? outside(doc, [], '"Deploy as the scenario says" would leave it there; move it in or widen the zone')
      : []),
  ];
}

/** A side's zone with its edge, or null when it has none or its polygon crosses itself (a problem already). */
interface SideZone {
  k: number;
  id: string;
  zone: DeploymentZone;
  edge: Edge;
}

/** Grid step (inches) of the overlap estimate between two zones. */
const OVERLAP_STEP = 0.5;

/**
 * Warnings about the zones' shapes, e.g. `[{ path: 'sides[0].deploymentZone.withinEdge', message: 'side red's
 * deployment zone (within 30″ of the south edge) covers the table's whole 24″ depth: expected less than 24″' }]`:
 * a `withinEdge` zone at least as deep as the table, and each pair of sides whose zones share ground (sampled on
 * a 0.5″ grid, so a sliver under a quarter of a square inch may pass), where models could be set up within 1″ of
 * each other.
 */
function shapeWarnings(doc: ScenarioDocument): Problem[] {
  const { width, depth } = doc.table;
  const zones: SideZone[] = [];
  doc.sides.forEach((side, k) => {
    const zone = side.deploymentZone;
    if (zone === undefined || ('polygon' in zone && crossingEdges(zone.polygon) !== null)) return;
    zones.push({ k, id: side.id, zone, edge: side.edge ?? (k === 0 ? 'south' : 'north') });
  });
  const out: Problem[] = [];
  for (const z of zones) {
    if (!('withinEdge' in z.zone)) continue;
    const across = z.edge === 'south' || z.edge === 'north' ? depth : width;
    if (z.zone.withinEdge < across) continue;
    out.push({
      path: formatPath(['sides', z.k, 'deploymentZone', 'withinEdge']),
      message: `side ${z.id}'s ${zoneText(z.zone, z.edge)} covers the table's whole ${across}″ ${across === depth ? 'depth' : 'width'}: expected less than ${across}″`,
    });
  }
  for (let a = 0; a < zones.length; a++)
    for (let b = a + 1; b < zones.length; b++) {
      const shared = sharedGround(zones[a]!, zones[b]!, width, depth);
      if (shared === null) continue;
      out.push({
        path: formatPath(['sides', zones[b]!.k, 'deploymentZone']),
        message: `side ${zones[a]!.id}'s and side ${zones[b]!.id}'s deployment zones overlap (about ${shared.area} square inches, from (${shared.from.join(', ')}) to (${shared.to.join(', ')})): models could be set up within 1″ of each other there; expected zones apart`,
      });
    }
  return out;
}

/**
 * The ground two zones share on the table, sampled at the centres of a 0.5″ grid: its area (square inches) and
 * the bounding box of the grid's cells (inches), e.g. `{ area: 48, from: [0, 10], to: [24, 12] }`; null when
 * they share none.
 */
function sharedGround(
  a: SideZone,
  b: SideZone,
  width: number,
  depth: number,
): { area: number; from: [number, number]; to: [number, number] } | null {
  let cells = 0;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let x = OVERLAP_STEP / 2; x < width; x += OVERLAP_STEP)
    for (let y = OVERLAP_STEP / 2; y < depth; y += OVERLAP_STEP) {
      if (!baseInZone(a.zone, a.edge, width, depth, x, y, 0)) continue;
      if (!baseInZone(b.zone, b.edge, width, depth, x, y, 0)) continue;
      cells++;
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    }
  if (cells === 0) return null;
  const h = OVERLAP_STEP / 2;
  return { area: cells * OVERLAP_STEP * OVERLAP_STEP, from: [x0 - h, y0 - h], to: [x1 + h, y1 + h] };
}
