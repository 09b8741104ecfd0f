/**
 * Fleeing models, RULES.md §9.5 and §7.10: the flee distance roll, fleeing toward the nearest table edge going
 * around enemies, fleeing directly away from a cause, leaving the table (out of action), breaking from close
 * combat with its automatic hits, a charged fleeing model's flight, and the compulsory moves of the Movement
 * phase. Flights are rare, so they favour clarity over speed; search still logs nothing.
 */
import { inContact } from './contact';
import { meleeHit } from './melee';
import { d6, log, logging, type Roller } from './dice';
import { fallingBackMoves } from './fall-back';
import { segPointDist } from './geometry';
import { revealCheck } from './hiding';
import { firstUnsupported, LEVEL_TOLERANCE } from './levels';
import { checkSegment, ENEMY_CLEARANCE, pathClear } from './movement';
import { profileOf } from './state';
import { resolveHit, takeOutOfAction } from './wounds';
import type { FleeCause, GameState } from './types';

/** Move (inches) from which a model breaking from combat flees 3D6" instead of 2D6" (RULES.md §7.10). */
export const FAST_MOVE = 6;
/** Step (inches) when looking for the farthest point a flight may stop at. */
const STOP_STEP = 0.1;
/** Turns (degrees) tried, in order, to flee around enemies toward the table edge (RULES.md §9.5). */
const DETOURS = [0, 30, -30, 60, -60, 90, -90];
const EPS = 1e-6;
const dir: number[] = [0, 0];
const strikers: number[] = [];

/** The flee distance: `n` D6 in inches, logged as a `fleeDistance` roll under `rule`. */
export function fleeDistance(s: GameState, r: Roller, i: number, n: number, rule: string): number {
  const a = d6(r);
  const b = d6(r);
  const c = n >= 3 ? d6(r) : 0;
  const total = a + b + c;
  if (logging(r))
    log(r, {
      kind: 'roll',
      test: 'fleeDistance',
      rule,
      model: s.static.models[i]!.id,
      need: 0,
      dice: n >= 3 ? [a, b, c] : [a, b],
      success: true,
      outcome: `${total}"`,
    });
  return total;
}

/** The unit direction from model i toward the nearest table edge, into `out` (ties: west, east, south, north). */
export function nearestEdgeDirection(s: GameState, i: number, out: number[]): void {
  const m = s.models[i]!;
  const { width, depth } = s.static.table;
  const d = [m.x, width - m.x, m.y, depth - m.y];
  let k = 0;
  for (let e = 1; e < 4; e++) if (d[e]! < d[k]!) k = e;
  out[0] = k === 0 ? -1 : k === 1 ? 1 : 0;
  out[1] = k === 2 ? -1 : k === 3 ? 1 : 0;
}

/** How far (inches) model i may go along the unit direction (dx, dy) before its base touches the table edge. */
function toEdge(s: GameState, i: number, dx: number, dy: number): number {
  const m = s.models[i]!;
  const rad = s.static.models[i]!.base;
  const { width, depth } = s.static.table;
  let t = Infinity;
  if (dx > EPS) t = Math.min(t, (width - rad - m.x) / dx);
  if (dx < -EPS) t = Math.min(t, (rad - m.x) / dx);
  if (dy > EPS) t = Math.min(t, (depth - rad - m.y) / dy);
  if (dy < -EPS) t = Math.min(t, (rad - m.y) / dy);
  return Math.max(0, t);
}

/**
 * Moves fleeing model i up to `dist` inches along the unit direction (dx, dy) (RULES.md §9.5): if the flight
 * carries its base past the table edge with the way clear, it leaves the table and is out of action;
 * otherwise it stops at the farthest point it may legally stand (not through models or blocking terrain, not
 * within 1" of an enemy, not off a ledge). Event `fled`; then hidden models are checked (§4.3).
 */
export function fleeAlong(
  s: GameState,
  r: Roller,
  i: number,
  dx: number,
  dy: number,
  dist: number,
  cause: FleeCause,
): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  const fx = m.x;
  const fy = m.y;
  m.fleeing = true;
  if (m.hidden) {
    m.hidden = false;
    if (logging(r)) log(r, { kind: 'revealed', model: id, reason: 'moved' });
  }
  const edge = toEdge(s, i, dx, dy);
  if (dist > edge + EPS) {
    const ex = fx + dx * edge;
    const ey = fy + dy * edge;
    const clear =
      checkSegment(s, i, fx, fy, m.z, ex, ey, m.z, -1, null, false) === null &&
      firstUnsupported(s, fx, fy, ex, ey, m.z) < 0;
    if (clear) {
      if (logging(r))
        log(r, {
          kind: 'fled',
          model: id,
          cause,
          from: [fx, fy, m.z],
          to: [ex, ey, m.z],
          distance: dist,
          offTable: true,
        });
      m.x = ex;
      m.y = ey;
      takeOutOfAction(s, r, i, -1, true);
      return;
    }
  }
  for (let l = Math.min(dist, edge); l > 0; l -= STOP_STEP) {
    const x = fx + dx * l;
    const y = fy + dy * l;
    if (!pathClear(s, i, x, y, m.z, -1)) continue;
    m.x = x;
    m.y = y;
    break;
  }
  if (logging(r))
    log(r, {
      kind: 'fled',
      model: id,
      cause,
      from: [fx, fy, m.z],
      to: [m.x, m.y, m.z],
      distance: dist,
      offTable: false,
    });
  revealCheck(s, r);
}

/** Whether the straight flight of model i along (dx, dy) for `len` inches keeps 1" from every enemy base on its level. */
function clearOfEnemies(s: GameState, i: number, dx: number, dy: number, len: number): boolean {
  const m = s.models[i]!;
  const side = s.static.models[i]!.side;
  const rad = s.static.models[i]!.base;
  for (let k = 0; k < s.models.length; k++) {
    const o = s.models[k]!;
    if (s.static.models[k]!.side === side || o.status === 'outOfAction') continue;
    if (Math.abs(o.z - m.z) >= LEVEL_TOLERANCE || inContact(s, i, k)) continue;
    const gap =
      segPointDist(m.x, m.y, m.x + dx * len, m.y + dy * len, o.x, o.y) - rad - s.static.models[k]!.base;
    if (gap < ENEMY_CLEARANCE) return false;
  }
  return true;
}

/**
 * Model i flees `dist` inches toward the nearest table edge, going around enemies (RULES.md §9.5): the first
 * of the directions straight at the edge, then turned 30°, 60°, 90° either way, whose line keeps 1" from every
 * enemy; straight at the edge if none does (decision).
 */
export function fleeToEdge(s: GameState, r: Roller, i: number, dist: number, cause: FleeCause): void {
  nearestEdgeDirection(s, i, dir);
  const bx = dir[0]!;
  const by = dir[1]!;
  let dx = bx;
  let dy = by;
  for (const deg of DETOURS) {
    const a = (deg * Math.PI) / 180;
    const cx = bx * Math.cos(a) - by * Math.sin(a);
    const cy = bx * Math.sin(a) + by * Math.cos(a);
    if (clearOfEnemies(s, i, cx, cy, Math.min(dist, toEdge(s, i, cx, cy)))) {
      dx = cx;
      dy = cy;
      break;
    }
  }
  fleeAlong(s, r, i, dx, dy, dist, cause);
}

/** Model i flees `dist` inches directly away from the point (px, py); toward the nearest edge if it stands on it. */
export function fleeAwayFrom(
  s: GameState,
  r: Roller,
  i: number,
  px: number,
  py: number,
  dist: number,
  cause: FleeCause,
): void {
  const m = s.models[i]!;
  const d = Math.hypot(m.x - px, m.y - py);
  if (d < EPS) {
    nearestEdgeDirection(s, i, dir);
    fleeAlong(s, r, i, dir[0]!, dir[1]!, dist, cause);
  } else fleeAlong(s, r, i, (m.x - px) / d, (m.y - py) / d, dist, cause);
}

/**
 * The automatic hits of breaking from combat (RULES.md §7.10): each standing, non-fleeing enemy in base contact
 * with model i hits it once at once (its close combat Strength; To Wound, saves and injuries as usual). The
 * strikers' indices are left in a scratch list, returned. Logged as `toHit` rolls under §7.10 with no dice.
 */
function breakingHits(s: GameState, r: Roller, i: number): readonly number[] {
  strikers.length = 0;
  for (let j = 0; j < s.models.length; j++) {
    const o = s.models[j]!;
    if (
      o.status === 'standing' &&
      !o.fleeing &&
      inContact(s, i, j) &&
      s.static.models[j]!.side !== s.static.models[i]!.side
    )
      strikers.push(j);
  }
  const id = s.static.models[i]!.id;
  for (const j of strikers) {
    if (s.models[i]!.status === 'outOfAction') break;
    const jid = s.static.models[j]!.id;
    if (logging(r))
      log(r, {
        kind: 'roll',
        test: 'toHit',
        rule: '§7.10',
        model: jid,
        target: id,
        need: 0,
        dice: [],
        success: true,
        outcome: 'automatic hit on a model breaking from combat',
      });
    resolveHit(s, r, j, i, meleeHit(s, j));
  }
  return strikers;
}

/**
 * Model i breaks from close combat (RULES.md §7.10, after a failed All Alone or panic test): each enemy in base
 * contact hits it automatically; if it is still standing it flees 2D6" (3D6" with M 6 or more) directly away
 * from them. A model knocked down or stunned by those hits stays where it is and does not flee (decision).
 */
export function breakFromCombat(s: GameState, r: Roller, i: number, cause: FleeCause): void {
  const hit = breakingHits(s, r, i);
  let cx = 0;
  let cy = 0;
  for (const j of hit) {
    cx += s.models[j]!.x / hit.length;
    cy += s.models[j]!.y / hit.length;
  }
  const m = s.models[i]!;
  if (m.status !== 'standing') {
    m.fleeing = false;
    return;
  }
  const dice = profileOf(s, i).M >= FAST_MOVE ? 3 : 2;
  const dist = fleeDistance(s, r, i, dice, '§7.10');
  if (hit.length === 0) fleeToEdge(s, r, i, dist, cause);
  else fleeAwayFrom(s, r, i, cx, cy, dist, cause);
}

/**
 * A fleeing model's flight toward the nearest edge (RULES.md §9.5): 2D6", after the automatic hits of §7.10
 * if it starts in base contact with enemies (decision). Used by compulsory moves and when it is charged.
 */
export function flee(s: GameState, r: Roller, i: number, cause: FleeCause): void {
  const m = s.models[i]!;
  const side = s.static.models[i]!.side;
  let engaged = false;
  for (let j = 0; j < s.models.length && !engaged; j++)
    engaged = s.static.models[j]!.side !== side && inContact(s, i, j);
  if (engaged) {
    breakingHits(s, r, i);
    if (m.status !== 'standing') return;
  }
  const dist = fleeDistance(s, r, i, 2, '§9.5');
  fleeToEdge(s, r, i, dist, cause);
}

/**
 * The compulsory moves of the Movement phase (RULES.md §3.2, §9.5, §10.3): every standing fleeing model of the
 * side to act flees 2D6" toward the nearest table edge, in scenario order; then its falling-back units fall
 * back 2D6" toward their own edge. Returns whether any model fled or fell back.
 */
export function compulsoryMoves(s: GameState, r: Roller): boolean {
  let any = false;
  for (const i of s.static.sides[s.activeSide]!.models) {
    const m = s.models[i]!;
    if (!m.fleeing || m.status !== 'standing') continue;
    flee(s, r, i, 'compulsory');
    m.moved = true;
    any = true;
  }
  return fallingBackMoves(s, r) || any;
}

/**
 * Starts the remaining moves of the Movement phase once (FORMATS.md §2.1): when the player first makes a
 * non-charge action or ends the phase, no more charges may be declared and the compulsory moves run.
 * Returns whether any model fled (callers then check their action again).
 */
export function beginRemainingMoves(s: GameState, r: Roller): boolean {
  if (s.phase !== 'movement' || s.movementStep !== 'charges') return false;
  s.movementStep = 'remaining';
  return compulsoryMoves(s, r);
}
