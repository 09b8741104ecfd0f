/**
 * Hiding, RULES.md §4.3: who may hide and where (behind cover, out of every enemy's clear sight, beyond every
 * enemy's Initiative in inches), staying hidden while moving under cover, and being revealed when an enemy
 * gains a clear line of sight or comes within its Initiative (checked whenever any model moves).
 */
import { modelDist } from './contact';
import { log, logging, type Roller } from './dice';
import { canSee, coverBetween } from './sight';
import { profileOf } from './state';
import { pieceContains, pieceTouchesCircle, terrainBoxes } from './terrain-boxes';
import type { GameState, RevealReason } from './types';

/** A model is behind cover when its base is within this many inches of terrain that gives cover (decision). */
export const HIDE_COVER_DISTANCE = 1;
const EPS = 1e-6;

/** Reason of the last spotter found by `spotter` (module scratch, so nothing is allocated). */
let spotReason: RevealReason = 'sight';

/**
 * Whether model i stands behind cover where it is (RULES.md §4.3): inside a wood, rubble or a building, or
 * with its base within 1" of a piece of terrain that gives cover and rises above its feet (a wall, a column,
 * a building edge, a wood's edge).
 */
export function behindCover(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  const reach = s.static.models[i]!.base + HIDE_COVER_DISTANCE;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++) {
    const t = terrain[k]!;
    if (t.cover === 'none' || t.height <= 0) continue;
    const inside = pieceContains(boxes, k, t, m.x, m.y);
    if (inside && (t.kind === 'wood' || t.kind === 'rubble' || t.kind === 'building')) return true;
    if (t.height > m.z + EPS && pieceTouchesCircle(boxes, k, t, m.x, m.y, reach)) return true;
  }
  return false;
}

/** Whether enemy model k watches for hidden models: in play and not stunned (decision). */
function observes(s: GameState, k: number): boolean {
  const st = s.models[k]!.status;
  return st !== 'outOfAction' && st !== 'stunned';
}

/**
 * The first enemy that spots model i where it stands, or −1 (RULES.md §4.3): an enemy within its own
 * Initiative in inches (base to base), or one that sees it with no cover in the way (a clear line of sight).
 */
export function spotter(s: GameState, i: number): number {
  const side = s.static.models[i]!.side;
  for (let k = 0; k < s.models.length; k++) {
    if (s.static.models[k]!.side === side || !observes(s, k)) continue;
    if (modelDist(s, i, k) <= profileOf(s, k).I) {
      spotReason = 'initiative';
      return k;
    }
  }
  for (let k = 0; k < s.models.length; k++) {
    if (s.static.models[k]!.side === side || !observes(s, k)) continue;
    if (canSee(s, k, i) && coverBetween(s, k, i) === 'none') {
      spotReason = 'sight';
      return k;
    }
  }
  return -1;
}

/** Whether model i may be declared hidden where it stands now (`cannotHideReason` is null), allocation-free. */
export function canHideHere(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  if (m.status !== 'standing' || m.fleeing || m.ran || m.charged || m.failedCharge || m.rallied || m.fell)
    return false;
  if (m.fallingBack || m.building >= 0) return false;
  return behindCover(s, i) && spotter(s, i) < 0;
}

/**
 * Why model i may not be declared hidden where it stands now, or null (RULES.md §4.3): it must be standing,
 * not fleeing or falling back (§10.3), not inside a building (§11), and must not have run, charged (or failed a charge), rallied (it fled this turn) or fallen this
 * turn; it must be behind cover, with no enemy seeing it clearly or within that enemy's Initiative.
 */
export function cannotHideReason(s: GameState, i: number): string | null {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (m.status !== 'standing') return `${id} is ${m.status}`;
  if (m.fleeing) return `${id} is fleeing`;
  if (m.fallingBack) return `${id} is falling back (§10.3)`;
  if (m.building >= 0) return `${id} is inside a building`;
  if (m.ran) return `${id} ran this turn`;
  if (m.charged || m.failedCharge) return `${id} charged this turn`;
  if (m.rallied) return `${id} fled this turn`;
  if (m.fell) return `${id} fell this turn`;
  if (!behindCover(s, i)) return `${id} is not behind cover`;
  const k = spotter(s, i);
  if (k < 0) return null;
  const kid = s.static.models[k]!.id;
  return spotReason === 'initiative'
    ? `enemy ${kid} is within its Initiative (${profileOf(s, k).I}") of ${id}`
    : `enemy ${kid} has a clear line of sight to ${id}`;
}

/** Reveals hidden model i for `reason` (event `revealed`). */
export function reveal(s: GameState, r: Roller, i: number, reason: RevealReason, by = -1): void {
  const m = s.models[i]!;
  if (!m.hidden) return;
  m.hidden = false;
  if (!logging(r)) return;
  const e: { kind: 'revealed'; model: string; reason: RevealReason; by?: string } = {
    kind: 'revealed',
    model: s.static.models[i]!.id,
    reason,
  };
  if (by >= 0) e.by = s.static.models[by]!.id;
  log(r, e);
}

/**
 * The check made whenever any model moves (RULES.md §4.3): every hidden model that an enemy now sees clearly
 * or that has an enemy within that enemy's Initiative in inches is revealed. Cheap when nobody is hidden.
 */
export function revealCheck(s: GameState, r: Roller): void {
  for (let i = 0; i < s.models.length; i++) {
    if (!s.models[i]!.hidden) continue;
    const k = spotter(s, i);
    if (k >= 0) reveal(s, r, i, spotReason, k);
  }
}

/**
 * After model i's own move (RULES.md §4.3): a hidden model stays hidden only while it stays concealed under
 * cover and did not run (decision); then every hidden model is checked as after any move.
 */
export function afterOwnMove(s: GameState, r: Roller, i: number): void {
  const m = s.models[i]!;
  if (m.hidden && (m.ran || !behindCover(s, i))) reveal(s, r, i, 'moved');
  revealCheck(s, r);
}
