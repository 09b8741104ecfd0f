/**
 * Deployment strips for generated tables (issue 24, part 3): until a scenario gives its sides deployment zones,
 * each side deploys "within N″ of its own edge" (red the south edge, blue the north, `from-warbands.ts`), and a
 * generated table keeps terrain out of both strips. `deploymentClear` takes the zones as polygons, so real zones
 * (issue 24, part 2) drop in unchanged. Inches.
 */
import type { Terrain } from '../engine/types';

/** A footprint vertex `[x, y]`, inches. */
type Vertex = [number, number];
import { polygonsOverlap } from './polygons';

/** How deep each side's deployment strip is, inches: the rows of `from-warbands.ts` (6″ and 8.5″ in) fit. */
export const DEPLOY_DEPTH = 10;

/** A side's deployment zone: the side id and a polygon in inches, e.g. `{ side: 'red', polygon: [[0,0], …] }`. */
export interface DeploymentZone {
  side: string;
  polygon: Vertex[];
}

/**
 * The strips "within `depth`″ of each side's own edge" on a table `width` × `height` inches: red along the south
 * edge (y 0 to depth), blue along the north edge. Example: `edgeZones({ width: 48, depth: 48 })[1].polygon` →
 * `[[0, 38], [48, 38], [48, 48], [0, 48]]`.
 */
export function edgeZones(
  table: { width: number; depth: number },
  depth = DEPLOY_DEPTH,
): [DeploymentZone, DeploymentZone] {
  const { width: w, depth: d } = table;
  return [
    {
      side: 'red',
      polygon: [
        [0, 0],
        [w, 0],
        [w, depth],
        [0, depth],
      ],
    },
    {
      side: 'blue',
      polygon: [
        [0, d - depth],
        [w, d - depth],
        [w, d],
        [0, d],
      ],
    },
  ];
}

/** Ids of the terrain pieces whose footprint reaches into any of the zones, e.g. `['wall-3']`. */
export function zoneIntruders(
  scenario: { terrain?: readonly Terrain[] },
  zones: readonly DeploymentZone[],
): string[] {
  return (scenario.terrain ?? [])
    .filter((t) => zones.some((z) => polygonsOverlap(t.polygon, z.polygon)))
    .map((t) => t.id);
}

/** Whether no terrain piece reaches into any of the deployment zones (`zoneIntruders` is empty). */
export function deploymentClear(
  scenario: { terrain?: readonly Terrain[] },
  zones: readonly DeploymentZone[],
): boolean {
  return zoneIntruders(scenario, zones).length === 0;
}
