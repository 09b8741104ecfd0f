/**
 * The model panel's note for a model that may shoot this turn but has nothing to shoot at in the Shooting phase
 * (RULES.md §6.1: a shooter needs line of sight and range to an eligible target). Without it the panel showed
 * "shoot" as allowed beside no target button, and a new player looked for the shot.
 */
import type { Weapon } from '../../../engine/types';

/**
 * E.g. `noTargetText([['crossbow', { type: 'missile', range: 30 }]])` →
 * `'No target: no enemy it may shoot is in sight within 30″ (crossbow, §6.1).'`; the longest missile range is
 * named (inches), with every weapon that has it; `''` when none of the weapons is a missile weapon.
 */
export function noTargetText(weapons: readonly (readonly [string, Weapon | undefined])[]): string {
  const missiles = weapons.flatMap(([id, w]) =>
    w?.type === 'missile' && w.range !== undefined ? [{ id, range: w.range }] : [],
  );
  if (missiles.length === 0) return '';
  const range = Math.max(...missiles.map((m) => m.range));
  const named = missiles.filter((m) => m.range === range).map((m) => m.id);
  return `No target: no enemy it may shoot is in sight within ${range}″ (${named.join(', ')}, §6.1).`;
}
