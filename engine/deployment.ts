/**
 * Deployment before turn 1 (turn 0; RULES.md is silent, docs/rules-decisions.md "Deployment" records the
 * ruling): the side that plays first in each game turn places its models in its zone, ends its deployment, then
 * the other side does; after that turn 1 starts as a scenario's first turn does. A pre-game step: nothing here
 * runs once turn 1 has started.
 */
import { logging, log, type Roller } from './dice';
import { pointInPolygon, polygonEdgeDist } from './geometry';
import { checkStand } from './movement';
import { modelIndex } from './state';
import { startTurn } from './turn';
import { unitCoherent } from './units';
import type { DeploymentZone, Edge, GameState, Point, RuleError } from './types';

/** Slack (inches) for hand-typed decimals when a base is checked against a zone's boundary. */
const ZONE_EPS = 1e-6;

function refuse(message: string): RuleError {
  return { code: 'ERR_DEPLOYMENT', message };
}

/**
 * Whether a base of radius r (inches) centred at (x, y) lies wholly inside the zone, on a `width`×`depth`
 * table; `withinEdge` zones count from `edge`. Example: `baseInZone({ withinEdge: 6 }, 'south', 24, 24, 8, 3,
 * 0.5)` → true.
 */
export function baseInZone(
  zone: DeploymentZone,
  edge: Edge,
  width: number,
  depth: number,
  x: number,
  y: number,
  r: number,
): boolean {
  if ('polygon' in zone)
    return pointInPolygon(x, y, zone.polygon) && polygonEdgeDist(x, y, zone.polygon) >= r - ZONE_EPS;
  const n = zone.withinEdge + ZONE_EPS;
  switch (edge) {
    case 'south':
      return y + r <= n;
    case 'north':
      return depth - (y - r) <= n;
    case 'west':
      return x + r <= n;
    case 'east':
      return width - (x - r) <= n;
  }
}

/** How a zone reads in messages, e.g. `'deployment zone (within 10″ of the south edge)'`. */
export function zoneText(zone: DeploymentZone, edge: Edge): string {
  return 'polygon' in zone
    ? `deployment zone (a polygon of ${zone.polygon.length} points)`
    : `deployment zone (within ${zone.withinEdge}″ of the ${edge} edge)`;
}

/**
 * Why model i may not be deployed at `to` (inches) in state s, or null when it may: its base wholly in its
 * side's zone, on the table, on the ground or a floor, clear of blocking terrain, of other bases and 1″ clear of
 * enemies (RULES.md §3.2's standing rules). Errors name the model and the zone: ERR_DEPLOYMENT, or the standing
 * error of `checkStand` (ERR_OFF_TABLE, ERR_PATH_BLOCKED, ERR_TOO_CLOSE_TO_ENEMY, ERR_BAD_ACTION).
 */
export function deploySpotProblem(s: GameState, i: number, to: Point): RuleError | null {
  const ms = s.static.models[i]!;
  const side = s.static.sides[ms.side]!;
  if (side.zone === undefined) return refuse(`${ms.id}: side ${side.id} has no deployment zone`);
  const [x, y] = to;
  const z = to[2] ?? 0;
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
    return refuse(`deploy ${ms.id}: "to" must be finite numbers [x, y] or [x, y, z] (inches)`);
  const { width, depth } = s.static.table;
  if (!baseInZone(side.zone, side.edge, width, depth, x, y, ms.base))
    return refuse(
      `${ms.id} at (${x}, ${y}) is outside the ${zoneText(side.zone, side.edge)} of ${side.name}: its whole base must be inside`,
    );
  return checkStand(s, i, x, y, z, -1, true);
}

/**
 * Applies `{ type: 'deploy', model, to }` in deployment (turn 0): the model of the side to act stands at `to`.
 * A model whose unit garrisons a building deploys with it as the scenario says (RULES.md §11 garrisons are not
 * placed piecemeal). Errors: ERR_WRONG_PHASE after deployment, ERR_UNKNOWN_MODEL, ERR_NOT_YOUR_TURN,
 * ERR_DEPLOYMENT and the standing errors of `deploySpotProblem`.
 */
export function applyDeploy(s: GameState, r: Roller, a: { model?: unknown; to?: unknown }): RuleError | null {
  if (s.turn !== 0)
    return { code: 'ERR_WRONG_PHASE', message: 'deploy is a deployment action; the game has started' };
  if (typeof a.model !== 'string')
    return { code: 'ERR_BAD_ACTION', message: 'action.model: expected a model id string' };
  const i = modelIndex(s, a.model);
  if (i < 0) return { code: 'ERR_UNKNOWN_MODEL', message: `action.model: no model "${a.model}"` };
  const ms = s.static.models[i]!;
  if (ms.side !== s.activeSide)
    return {
      code: 'ERR_NOT_YOUR_TURN',
      message: `${ms.id} belongs to ${s.static.sides[ms.side]!.id}, which is not deploying now`,
    };
  const to = a.to;
  if (!Array.isArray(to) || (to.length !== 2 && to.length !== 3) || !to.every((v) => typeof v === 'number'))
    return { code: 'ERR_BAD_ACTION', message: `deploy ${ms.id}: "to" must be [x, y] or [x, y, z] in inches` };
  const m = s.models[i]!;
  if (m.building >= 0)
    return refuse(
      `${ms.id} garrisons ${s.static.terrain[m.building]!.id}: its unit deploys as the scenario says`,
    );
  const point = to as Point;
  const problem = deploySpotProblem(s, i, point);
  if (problem !== null) return problem;
  const from: Point = [m.x, m.y, m.z];
  m.x = point[0];
  m.y = point[1];
  m.z = point[2] ?? 0;
  if (logging(r)) log(r, { kind: 'deployed', model: ms.id, from, to: [m.x, m.y, m.z] });
  return null;
}

/**
 * Applies `{ type: 'endDeployment' }`: the side to act has placed its models. In squad play every unit must be
 * in coherency (RULES.md §2), else ERR_COHERENCY naming the unit. After the first side the other side deploys;
 * after both, turn 1 starts (its Recovery phase's automatic steps run, FORMATS.md §2.1).
 */
export function applyEndDeployment(s: GameState, r: Roller): RuleError | null {
  if (s.turn !== 0)
    return { code: 'ERR_WRONG_PHASE', message: 'endDeployment is a deployment action; the game has started' };
  const side = s.static.sides[s.activeSide]!;
  if (s.static.squads)
    for (let u = 0; u < s.static.units.length; u++) {
      const unit = s.static.units[u]!;
      if (unit.side === s.activeSide && !unitCoherent(s, u))
        return {
          code: 'ERR_COHERENCY',
          message: `unit ${unit.id} is out of coherency (each model within 2″ of another of its unit, RULES.md §2): place it together before ending the deployment`,
        };
    }
  if (logging(r)) log(r, { kind: 'deploymentEnded', side: side.id });
  if (s.activeSide === s.static.firstSide) {
    s.activeSide = 1 - s.activeSide;
    return null;
  }
  s.activeSide = s.static.firstSide;
  s.turn = 1;
  s.phaseStarted = false;
  startTurn(s, r);
  return null;
}

/** The refusal of any other action while the sides deploy (turn 0). */
export function deployingError(type: string): RuleError {
  return refuse(`${type} is not allowed during deployment: place models with deploy, then endDeployment`);
}
