/**
 * Checks of deployment zones (extension of FORMATS.md §1, engine/deployment.ts). Problems (`zoneProblems`, run
 * by `validateScenario` and `validateSavedGame`): a zone polygon that crosses itself, encloses no room or lies
 * off the table; in a deployment position (turn 0) a side without a zone, a phase other than the first
 * Recovery phase (the engine refuses both, engine/scenario.ts), and a model in play outside its side's zone. Warnings (`zoneWarnings`, shown by the scenario
 * editor): at the start of a game (turn 1 before its first Recovery phase started) a model outside its zone,
 * where "Deploy as the scenario says" would leave it. A scenario without zones gets neither.
 */
import { baseInZone, zoneText } from '../engine/deployment';
import { DEFAULT_BASE } from '../engine/scenario';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Edge } from '../engine/types';
import { crossingEdges } from './playable-checks';
import { formatPath, type PathSegment, type Problem } from './problems';

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
        message: `model ${JSON.stringify(m.id)} (${x}, ${y}) is outside side ${side.id}'s ${zoneText(zone, edge)}: ${why}`,
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
  if (!atStart(doc)) return [];
  return outside(doc, [], '"Deploy as the scenario says" would leave it there; move it in or widen the zone');
}
