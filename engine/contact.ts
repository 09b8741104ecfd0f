/** Base contact (RULES.md §4.1, §7.1): bases touching, within a small tolerance for floating point. */
import { baseDist } from './geometry';
import type { GameState } from './types';

/** Bases this close (inches) or closer count as touching. */
export const CONTACT_TOLERANCE = 0.05;

/** Base-to-base distance in inches between models i and j (RULES.md §0). */
export function modelDist(s: GameState, i: number, j: number): number {
  const a = s.models[i]!;
  const b = s.models[j]!;
  return baseDist(a.x, a.y, s.static.models[i]!.base, b.x, b.y, s.static.models[j]!.base);
}

/** Whether models i and j are both in play and in base contact. */
export function inContact(s: GameState, i: number, j: number): boolean {
  if (s.models[i]!.status === 'outOfAction' || s.models[j]!.status === 'outOfAction') return false;
  return modelDist(s, i, j) <= CONTACT_TOLERANCE;
}

/** Whether model i is in base contact with any enemy in play. */
export function inCombat(s: GameState, i: number): boolean {
  const side = s.static.models[i]!.side;
  for (let j = 0; j < s.models.length; j++) {
    if (s.static.models[j]!.side !== side && inContact(s, i, j)) return true;
  }
  return false;
}

/** Indices of enemies in play in base contact with model i, in id order of the scenario. */
export function enemiesInContact(s: GameState, i: number): number[] {
  const side = s.static.models[i]!.side;
  const out: number[] = [];
  for (let j = 0; j < s.models.length; j++) {
    if (s.static.models[j]!.side !== side && inContact(s, i, j)) out.push(j);
  }
  return out;
}
