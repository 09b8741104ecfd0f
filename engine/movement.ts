/**
 * Normal moves, runs and crawls (RULES.md §3.2, §4.2, §8). A move is a straight line from the model's
 * centre to `to`; its length is the horizontal distance plus any change of height (stairs count as normal
 * ground, §3.2). Models may not pass through other bases or blocking terrain, nor end within 1" of an enemy.
 */
import { inCombat, modelDist } from './contact';
import { circleTouchesPolygon, dist, pointInPolygon, segPointDist, segmentTouchesPolygon } from './geometry';
import type { GameState, Point, Result, RuleError, Terrain } from './types';

/** Distance (inches) within which a standing enemy forbids running (RULES.md §4.2). */
export const RUN_BLOCK_DISTANCE = 8;
/** Closest approach (inches, base to base) to an enemy allowed at the end of a move (RULES.md §3.2). */
export const ENEMY_CLEARANCE = 1;
/** How far a knocked-down model may crawl, inches (RULES.md §8). */
export const CRAWL_DISTANCE = 2;
const EPS = 1e-6;
const scratch: number[] = [];

/** Whether terrain stops movement on the ground: impassable terrain, and walls or platforms over 1" high. */
export function blocksMovement(t: Terrain): boolean {
  if (t.kind === 'impassable') return true;
  return (t.kind === 'wall' || t.kind === 'platform') && t.height > 1;
}

function err(code: RuleError['code'], message: string): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** How far model i may move this phase (inches) and whether it may run, or a reason it cannot move. */
export interface Allowance {
  move: number;
  /** Run distance, or null when it may not run (§4.2). */
  run: number | null;
  /** Why it may not run, when it may not. */
  runBlocked: string | null;
}

/** A standing, non-fleeing, non-hidden enemy within 8" of model i, or −1 (RULES.md §4.2). */
export function enemyWithinRunBlock(s: GameState, i: number): number {
  const side = s.static.models[i]!.side;
  for (let j = 0; j < s.models.length; j++) {
    const m = s.models[j]!;
    if (s.static.models[j]!.side === side || m.status !== 'standing' || m.fleeing || m.hidden) continue;
    if (modelDist(s, i, j) <= RUN_BLOCK_DISTANCE) return j;
  }
  return -1;
}

/**
 * The move allowance of model i in the Movement phase (RULES.md §3.2, §3.1 step 4, §4.2, §8): M, halved
 * after standing up; a crawl of 2" when knocked down; no move when stunned, fleeing, in close combat or
 * after moving or charging. Errors: ERR_CANNOT_ACT, ERR_ALREADY_ACTED, ERR_IN_COMBAT.
 */
export function moveAllowance(s: GameState, i: number): Result<Allowance> {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  if (m.status === 'outOfAction') return err('ERR_CANNOT_ACT', `${ms.id} is out of action`);
  if (m.status === 'stunned') return err('ERR_CANNOT_ACT', `${ms.id} is stunned and can do nothing (§8)`);
  if (m.fleeing)
    return err('ERR_CANNOT_ACT', `${ms.id} is fleeing and moves only in its compulsory move (§9.5)`);
  if (m.moved || m.charged || m.failedCharge)
    return err('ERR_ALREADY_ACTED', `${ms.id} has already moved this turn`);
  if (m.rallied) return err('ERR_CANNOT_ACT', `${ms.id} rallied this turn and may not move (§3.1)`);
  if (inCombat(s, i)) {
    return err(
      'ERR_IN_COMBAT',
      `${ms.id} is in base contact with an enemy and never leaves combat voluntarily (§7.10)`,
    );
  }
  if (m.status === 'knockedDown')
    return { ok: true, value: { move: CRAWL_DISTANCE, run: null, runBlocked: 'knocked down' } };
  const move = m.stoodUp ? ms.profile.M / 2 : ms.profile.M;
  if (m.stoodUp) return { ok: true, value: { move, run: null, runBlocked: 'stood up this turn (§3.1)' } };
  const blocker = enemyWithinRunBlock(s, i);
  if (blocker >= 0) {
    const bid = s.static.models[blocker]!.id;
    return { ok: true, value: { move, run: null, runBlocked: `enemy ${bid} is within 8" (§4.2)` } };
  }
  return { ok: true, value: { move, run: 2 * ms.profile.M, runBlocked: null } };
}

/** Heights a model may stand at, at (x, y): the table (0) and the floors of a building there. */
export function standingHeights(s: GameState, x: number, y: number): number[] {
  const out = [0];
  for (const t of s.static.terrain) {
    if (t.kind === 'building' && t.floors !== undefined && pointInPolygon(x, y, t.polygon))
      out.push(...t.floors);
  }
  return out;
}

/**
 * Checks that model i can stand at (x, y, z) after travelling straight from where it is (RULES.md §3.2): on
 * the table, at an allowed height, clear of blocking terrain and other bases (model `ignore` excepted, −1 for
 * none), and, unless `toContact` (a charge, §4.1), not within 1" of an enemy. Null when legal, else the error
 * (ERR_BAD_ACTION, ERR_OFF_TABLE, ERR_PATH_BLOCKED, ERR_TOO_CLOSE_TO_ENEMY).
 */
export function checkPath(
  s: GameState,
  i: number,
  x: number,
  y: number,
  z: number,
  ignore: number,
  toContact = false,
): RuleError | null {
  const ms = s.static.models[i]!;
  const m = s.models[i]!;
  const r = ms.base;
  const { width, depth } = s.static.table;
  if (!Number.isFinite(x) || !Number.isFinite(y) || !Number.isFinite(z))
    return {
      code: 'ERR_BAD_ACTION',
      message: `move of ${ms.id}: destination must be finite numbers (inches)`,
    };
  if (x - r < -EPS || y - r < -EPS || x + r > width + EPS || y + r > depth + EPS)
    return {
      code: 'ERR_OFF_TABLE',
      message: `${ms.id} would stand off the ${width}"×${depth}" table at (${x}, ${y})`,
    };
  if (!standingHeights(s, x, y).some((h) => Math.abs(h - z) < EPS))
    return {
      code: 'ERR_BAD_ACTION',
      message: `${ms.id} cannot stand at height ${z}" at (${x}, ${y}): only the table or a building floor`,
    };
  for (const t of s.static.terrain) {
    if (!blocksMovement(t)) continue;
    if (
      segmentTouchesPolygon(m.x, m.y, x, y, t.polygon, scratch) ||
      circleTouchesPolygon(x, y, r - EPS, t.polygon)
    )
      return { code: 'ERR_PATH_BLOCKED', message: `${ms.id} cannot move through ${t.kind} ${t.id}` };
  }
  const side = ms.side;
  for (let j = 0; j < s.models.length; j++) {
    if (j === i || j === ignore || s.models[j]!.status === 'outOfAction') continue;
    const o = s.models[j]!;
    const oid = s.static.models[j]!.id;
    const minD = r + s.static.models[j]!.base;
    if (segPointDist(m.x, m.y, x, y, o.x, o.y) < minD - EPS && dist(m.x, m.y, o.x, o.y) >= minD - EPS)
      return { code: 'ERR_PATH_BLOCKED', message: `${ms.id} cannot move through ${oid}` };
    if (
      !toContact &&
      s.static.models[j]!.side !== side &&
      dist(x, y, o.x, o.y) - minD < ENEMY_CLEARANCE - EPS
    )
      return {
        code: 'ERR_TOO_CLOSE_TO_ENEMY',
        message: `${ms.id} may not end within 1" of enemy ${oid} unless charging (§3.2)`,
      };
  }
  return null;
}

/** The length of a move from model i's position to (x, y, z): horizontal distance plus climb, inches. */
export function moveLength(s: GameState, i: number, x: number, y: number, z: number): number {
  const m = s.models[i]!;
  return dist(m.x, m.y, x, y) + Math.abs(z - m.z);
}

/** Reads a destination point `[x, y]` or `[x, y, z]`; z defaults to the model's height there. */
export function destination(s: GameState, i: number, to: Point): [number, number, number] {
  const z = to.length === 3 ? to[2] : s.models[i]!.z;
  return [to[0], to[1], z];
}
