/**
 * Base contact (RULES.md §4.1, §7.1): bases touching on one level, within a small tolerance for floating point,
 * or enemies held apart only by a low wall.
 */
import { baseDist } from './geometry';
import { LEVEL_TOLERANCE } from './levels';
import { pieceIntervals, terrainBoxes } from './terrain-boxes';
import type { GameState } from './types';

/** Bases this close (inches) or closer count as touching. */
export const CONTACT_TOLERANCE = 0.05;
/** Slack (inches) added to quick distance rejections so rounding never rejects a pair the full test accepts. */
const REACH_SLACK = 1e-9;
/**
 * Beyond the two bases, how far apart (inches, on either axis) two models' centres may be and their bases still
 * touch (`basesTouch`: held apart by at most 1" of low wall), with the slack: a quick rejection.
 */
export const CONTACT_REACH = 1 + REACH_SLACK;

/** Base-to-base distance in inches between models i and j (RULES.md §0). */
export function modelDist(s: GameState, i: number, j: number): number {
  const a = s.models[i]!;
  const b = s.models[j]!;
  return baseDist(a.x, a.y, s.static.models[i]!.base, b.x, b.y, s.static.models[j]!.base);
}

/** Walls this high or lower (inches), that block movement (over 1"), are low walls: enemies touch across them. */
export const LOW_WALL_HEIGHT = 2;
const scratch: number[] = [];

/**
 * Whether two bases `gap` inches apart, centres (ax, ay) and (bx, by), are held apart only by a low wall they
 * cannot cross (RULES.md §4.1): the line between the centres crosses a wall over 1" and at most 2" high whose
 * thickness along that line, plus the contact tolerance, covers the gap.
 */
export function acrossLowWall(
  s: GameState,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  gap: number,
): boolean {
  const len = Math.hypot(bx - ax, by - ay);
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const t = terrain[k]!;
    if (t.kind !== 'wall' || t.height <= 1 || t.height > LOW_WALL_HEIGHT) continue;
    const n = pieceIntervals(boxes, k, t, ax, ay, bx, by, scratch);
    let inside = 0;
    for (let k = 0; k < n; k++) inside += (scratch[2 * k + 1]! - scratch[2 * k]!) * len;
    if (n > 0 && gap <= inside + CONTACT_TOLERANCE) return true;
  }
  return false;
}

/**
 * Whether models i and j are both in play and in base contact: bases touching on the same level (heights
 * less than 1" apart, `LEVEL_TOLERANCE`), or, for enemies, held apart only by a low wall they cannot cross
 * (`acrossLowWall`), RULES.md §4.1, §7.1.
 */
export function inContact(s: GameState, i: number, j: number): boolean {
  const a = s.models[i]!;
  const b = s.models[j]!;
  if (a.status === 'outOfAction' || b.status === 'outOfAction') return false;
  return basesTouch(s, i, j);
}

/**
 * Whether the bases of models i and j touch, whatever their status (see `inContact`); a model inside a building
 * touches nobody outside it (RULES.md §11: buildings are assaulted, §11).
 */
export function basesTouch(s: GameState, i: number, j: number): boolean {
  const a = s.models[i]!;
  const b = s.models[j]!;
  if (Math.abs(a.z - b.z) >= LEVEL_TOLERANCE || a.building !== b.building) return false;
  const reach = s.static.models[i]!.base + s.static.models[j]!.base + 1;
  if (Math.abs(a.x - b.x) > reach || Math.abs(a.y - b.y) > reach) return false;
  const gap = modelDist(s, i, j);
  if (gap <= CONTACT_TOLERANCE) return true;
  if (gap > 1 || s.static.models[i]!.side === s.static.models[j]!.side) return false;
  return acrossLowWall(s, a.x, a.y, b.x, b.y, gap);
}

/**
 * Whether model i is in base contact with any enemy in play. Enemies whose centres are farther apart on an
 * axis than the two bases and 1" (the reach of `basesTouch`) are passed over without the full test.
 */
export function inCombat(s: GameState, i: number): boolean {
  const a = s.models[i]!;
  if (a.status === 'outOfAction') return false;
  const ms = s.static.models;
  const reach = ms[i]!.base + CONTACT_REACH;
  const enemies = s.static.sides[1 - ms[i]!.side]!.models;
  for (let k = 0; k < enemies.length; k++) {
    const j = enemies[k]!;
    const b = s.models[j]!;
    const r = reach + ms[j]!.base;
    if (Math.abs(a.x - b.x) > r || Math.abs(a.y - b.y) > r) continue;
    if (inContact(s, i, j)) return true;
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
