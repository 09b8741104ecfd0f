/**
 * Falling and jumping down, RULES.md §4.4: the Initiative tests of a jump, the Strength of falling hits and
 * where a model going over an edge lands. The fall itself (its D3 hits) and the edge rule resolve hits, so
 * they live beside `resolveHit` in `wounds.ts`.
 */
import type { Roller } from './dice';
import { surfaceAt, surfaceBelow, SURFACE_STEP } from './levels';
import { checkStand } from './movement';
import { profileOf } from './state';
import { characteristicTest } from './tests';
import type { GameState } from './types';

/** The most a model may jump down, inches (RULES.md §4.4). */
export const MAX_JUMP_DOWN = 6;
/** Height (inches) per Initiative test when jumping down: one test for each full 2" (RULES.md §4.4). */
export const JUMP_TEST_HEIGHT = 2;
/** How far (inches) to look beyond an edge for somewhere to land. */
const LANDING_SEARCH = 4;

/** Initiative tests a jump down from `height` inches needs: one per full 2" (RULES.md §4.4), e.g. 4" → 2. */
export function jumpTests(height: number): number {
  return Math.floor(height / JUMP_TEST_HEIGHT + 1e-9);
}

/** The Strength of falling hits: the height in inches, rounded down, from 1 to 10 (RULES.md §4.4, decision). */
export function fallStrength(height: number): number {
  return Math.max(1, Math.min(10, Math.floor(height + 1e-9)));
}

/**
 * Rolls the Initiative tests of a jump from `height` inches (RULES.md §4.4), stopping at the first fail.
 * Returns whether every test passed.
 */
export function jumpTestsPass(s: GameState, r: Roller, i: number, height: number): boolean {
  const id = s.static.models[i]!.id;
  const I = profileOf(s, i).I;
  for (let k = jumpTests(height); k > 0; k--)
    if (!characteristicTest(r, 'initiative', '§4.4', id, undefined, I)) return false;
  return true;
}

/**
 * Where model i lands going over the edge from (x0, y0) at height z0 in the unit direction (dx, dy): the first
 * point past the edge where it can stand on the floor below (or the table). Writes x, y, z to `out` and
 * returns true, or false when there is nowhere to land within 4".
 */
export function landingSpot(
  s: GameState,
  i: number,
  x0: number,
  y0: number,
  z0: number,
  dx: number,
  dy: number,
  out: number[],
): boolean {
  for (let d = 0; d <= LANDING_SEARCH; d += SURFACE_STEP) {
    const x = x0 + dx * d;
    const y = y0 + dy * d;
    if (surfaceAt(s, x, y, z0)) continue;
    const z = surfaceBelow(s, x, y, z0);
    if (checkStand(s, i, x, y, z, -1, false, false) === null) {
      out[0] = x;
      out[1] = y;
      out[2] = z;
      return true;
    }
  }
  return false;
}
