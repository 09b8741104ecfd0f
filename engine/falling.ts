/**
 * Falling, RULES.md §4.4: D3 hits at a Strength equal to the height fallen, no armour save, no criticals; the
 * model may not move further or hide this turn. Also the edge rule: a model knocked down or stunned within 1"
 * of a drop takes an Initiative test or falls.
 */
import { d6, log, logging, logRoll, type Roller } from './dice';
import { nearDrop, surfaceAt, surfaceBelow, SURFACE_STEP } from './levels';
import { checkStand } from './movement';
import { profileOf } from './state';
import { characteristicTest } from './tests';
import { resolveHit, type HitProfile } from './wounds';
import type { GameState } from './types';

/** The most a model may jump down, inches (RULES.md §4.4). */
export const MAX_JUMP_DOWN = 6;
/** Height (inches) per Initiative test when jumping down: one test for each full 2" (RULES.md §4.4). */
export const JUMP_TEST_HEIGHT = 2;
/** How far (inches) to look beyond an edge for somewhere to land. */
const LANDING_SEARCH = 4;
const dir: number[] = [0, 0];

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
 * Model i falls to (x, y, z) from `height` inches above it (RULES.md §4.4): it lands there, may not move further
 * or hide this turn, and takes D3 hits at Strength = height with no armour save and no criticals.
 * Events: `fell`, `roll` (fallHits), then the hits' rolls.
 */
export function fall(
  s: GameState,
  r: Roller,
  i: number,
  x: number,
  y: number,
  z: number,
  height: number,
): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (logging(r)) log(r, { kind: 'fell', model: id, from: [m.x, m.y, m.z], to: [x, y, z], height });
  m.x = x;
  m.y = y;
  m.z = z;
  m.fell = true;
  m.moved = true;
  if (m.hidden) {
    m.hidden = false;
    if (logging(r)) log(r, { kind: 'revealed', model: id, reason: 'moved' });
  }
  const face = d6(r);
  const hits = Math.ceil(face / 2);
  logRoll(r, 'fallHits', '§4.4', id, undefined, 0, face, 0, true, hits === 1 ? '1 hit' : `${hits} hits`);
  const hit: HitProfile = {
    strength: fallStrength(height),
    saveModifier: 0,
    ap: undefined,
    melee: false,
    killingBlow: false,
    source: 'fall',
    noArmour: true,
    noCritical: true,
  };
  for (let k = 0; k < hits && m.status !== 'outOfAction'; k++) resolveHit(s, r, -1, i, hit);
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

const spot: number[] = [0, 0, 0];

/**
 * The edge rule (RULES.md §4.4): model i, just knocked down or stunned, stands within 1" of a drop; it takes
 * an Initiative test or falls over the nearest edge. Nothing happens away from drops.
 */
export function edgeTest(s: GameState, r: Roller, i: number): void {
  if (!nearDrop(s, i, dir)) return;
  const m = s.models[i]!;
  if (!landingSpot(s, i, m.x, m.y, m.z, dir[0]!, dir[1]!, spot)) return;
  const id = s.static.models[i]!.id;
  if (characteristicTest(r, 'initiative', '§4.4', id, undefined, profileOf(s, i).I)) return;
  fall(s, r, i, spot[0]!, spot[1]!, spot[2]!, m.z - spot[2]!);
}
