/**
 * Checks of deployment zones (extension of FORMATS.md §1, engine/deployment.ts). Problems (`zoneProblems`, run
 * by `validateScenario` and `validateSavedGame`): a zone polygon that crosses itself, and in a deployment
 * position (turn 0) a model in play outside its side's zone. Warnings (`zoneWarnings`, shown by the scenario
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
    if (zone !== undefined && 'polygon' in zone && crossingEdges(zone.polygon) !== null)
      out.push({
        path: formatPath([...prefix, 'sides', k, 'deploymentZone', 'polygon']),
        message: `side ${side.id}'s deployment zone crosses itself: list its corners in order around it`,
      });
  });
  if (doc.turn === 0) out.push(...outside(doc, prefix, "a deploying model's whole base must be inside it"));
  return out;
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
