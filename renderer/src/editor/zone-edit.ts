/**
 * Editing a side's deployment zone in the scenario editor (extension of FORMATS.md §1, docs/architecture.md
 * "Deployment"): none, the strip within N″ of the side's own edge, or a polygon kept as the file gave it
 * ("custom zone", shown and kept but not edited here). Inches.
 */
import type { DeploymentZone, Edge } from '../../../engine/types';

/** The least strip the scenario format takes, inches (formats/scenario-schema.ts `withinEdge`). */
export const MIN_STRIP = 0.5;

/** What a side's zone is, as the inspector's choice shows it. */
export type ZoneChoice = 'none' | 'within' | 'custom';

/** The inspector's choice for a zone, e.g. `zoneChoice({ withinEdge: 6 })` → `'within'`. */
export function zoneChoice(zone: DeploymentZone | undefined): ZoneChoice {
  if (zone === undefined) return 'none';
  return 'polygon' in zone ? 'custom' : 'within';
}

/**
 * The deepest strip a side may take, inches: half the table across its edge (the depth for the north and south
 * edges, the width for east and west), so the two sides' strips never overlap, e.g. `maxStrip('south', { width:
 * 48, depth: 24 })` → 12.
 */
export function maxStrip(edge: Edge, table: { width: number; depth: number }): number {
  return (edge === 'south' || edge === 'north' ? table.depth : table.width) / 2;
}

/**
 * Why `n` inches is no strip for a side on `edge`, or null when it is, e.g. `stripProblem(30, 'south', { width:
 * 48, depth: 48 })` → `'at most 24″: half the table's 48″ depth'`.
 */
export function stripProblem(n: number, edge: Edge, table: { width: number; depth: number }): string | null {
  if (!Number.isFinite(n)) return 'a number of inches, e.g. 6';
  const most = maxStrip(edge, table);
  const across = edge === 'south' || edge === 'north' ? 'depth' : 'width';
  if (n < MIN_STRIP) return `at least ${MIN_STRIP}″`;
  if (n > most) return `at most ${most}″: half the table's ${most * 2}″ ${across}`;
  return null;
}

/**
 * The strip a side gets when its zone is first set to "within N″": 6″ on a table up to 24″ across its edge
 * (the duel's), 10″ on a bigger one, never past half the table, e.g. `defaultStrip('north', { width: 48, depth:
 * 48 })` → 10.
 */
export function defaultStrip(edge: Edge, table: { width: number; depth: number }): number {
  const most = maxStrip(edge, table);
  return Math.min(most * 2 <= 24 ? 6 : 10, most);
}

/**
 * Why a side's zone as it stands is no strip for its table, or null when it is (or is none or a polygon): a strip
 * kept from before the table was made smaller, e.g. `zoneProblem({ withinEdge: 12 }, 'south', { width: 24, depth:
 * 12 })` → `'at most 6″: half the table's 12″ depth'` (the two sides' strips would overlap).
 */
export function zoneProblem(
  zone: DeploymentZone | undefined,
  edge: Edge,
  table: { width: number; depth: number },
): string | null {
  if (zone === undefined || !('withinEdge' in zone)) return null;
  if (!(table.width > 0 && table.depth > 0)) return null;
  return stripProblem(zone.withinEdge, edge, table);
}
