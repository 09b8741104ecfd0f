/**
 * Checks of deployment zones (extension of FORMATS.md §1, engine/deployment.ts): a zone polygon that crosses
 * itself, and, in a position at the start of the game (turn 0, or turn 1 before its first Recovery phase has
 * started), a model in play outside its side's zone (the positions "Deploy as the scenario says" uses). Run by
 * `validateScenario` and `validateSavedGame`; a scenario without zones gets none.
 */
import { baseInZone, zoneText } from '../engine/deployment';
import { DEFAULT_BASE } from '../engine/scenario';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Edge } from '../engine/types';
import { crossingEdges } from './playable-checks';
import { formatPath, type PathSegment, type Problem } from './problems';

/** Whether the document is a position before any turn's step ran: deployment or turn 1 not yet started. */
function atStart(doc: ScenarioDocument): boolean {
  const turn = doc.turn ?? 1;
  return turn === 0 || (turn === 1 && (doc.phase ?? 'recovery') === 'recovery' && doc.phaseStarted !== true);
}

/**
 * The problems of a schema-valid scenario's deployment zones, with paths under `prefix`, e.g.
 * `[{ path: 'sides[0].models[2].at', message: 'model "r3" (24, 20) is outside side red's deployment zone (within
 * 10″ of the south edge): the whole base must be inside at the start of the game' }]`.
 */
export function zoneProblems(doc: ScenarioDocument, prefix: PathSegment[] = []): Problem[] {
  const out: Problem[] = [];
  const start = atStart(doc);
  doc.sides.forEach((side, k) => {
    const zone = side.deploymentZone;
    if (zone === undefined) return;
    if ('polygon' in zone && crossingEdges(zone.polygon) !== null) {
      out.push({
        path: formatPath([...prefix, 'sides', k, 'deploymentZone', 'polygon']),
        message: `side ${side.id}'s deployment zone crosses itself: list its corners in order around it`,
      });
      return;
    }
    if (!start) return;
    const edge: Edge = side.edge ?? (k === 0 ? 'south' : 'north');
    side.models.forEach((m, i) => {
      if (m.status === 'outOfAction') return;
      const [x, y] = m.at;
      if (baseInZone(zone, edge, doc.table.width, doc.table.depth, x, y, m.base ?? DEFAULT_BASE)) return;
      out.push({
        path: formatPath([...prefix, 'sides', k, 'models', i, 'at']),
        message: `model ${JSON.stringify(m.id)} (${x}, ${y}) is outside side ${side.id}'s ${zoneText(zone, edge)}: the whole base must be inside at the start of the game`,
      });
    });
  });
  return out;
}
