/**
 * Falling back, RULES.md §10.3: a unit that fails a Morale test moves 2D6" toward its own table edge by the
 * shortest route, every model the same distance; it may pass through the enemies of the combat it leaves;
 * a model that ends within 1" of an enemy keeps moving; reaching the edge destroys the unit, and so does being
 * Trapped! (no way to complete the move). Destroyed units leave the table (`destroyUnit`).
 */
import { d6, log, logging, logRoll, type Roller } from './dice';
import { dist, segPointDist } from './geometry';
import { LEVEL_TOLERANCE } from './levels';
import { blocksHere, ENEMY_CLEARANCE } from './movement';
import { pieceIntervals, pieceTouchesCircle, terrainBoxes } from './terrain-boxes';
import { takeOutOfAction } from './wounds';
import { unitFallingBack, unitLead, unitModelsInPlay } from './units';
import type { Edge, GameState } from './types';

const EPS = 1e-6;
/** How far past a blocked end point a falling-back unit keeps moving, per try, inches (§10.3). */
const KEEP_MOVING_STEP = 0.25;
/** Detours tried around the straight line to the edge, in radians, shortest route first (§10.3, decision). */
const DETOURS = [0, 0.35, -0.35, 0.7, -0.7, 1.05, -1.05];
const scratch: number[] = [];

/** The unit vector toward a table edge, e.g. `'south'` → `[0, −1]`. */
export function edgeDirection(edge: Edge): [number, number] {
  return edge === 'south' ? [0, -1] : edge === 'north' ? [0, 1] : edge === 'west' ? [-1, 0] : [1, 0];
}

/**
 * Destroys unit u (RULES.md §10.3, §10.4): every model in play is removed as out of action, with no panic.
 * Event: `destroyed` with the reason, then `outOfAction` for each model.
 */
export function destroyUnit(
  s: GameState,
  r: Roller,
  u: number,
  reason: 'edge' | 'trapped' | 'charged',
): void {
  if (logging(r)) log(r, { kind: 'destroyed', unit: s.static.units[u]!.id, reason });
  for (const i of s.static.units[u]!.models) takeOutOfAction(s, r, i, -1, true);
}

/** Whether model i, moving by (dx, dy), would touch its table edge (it leaves the table, §10.3). */
function reachesEdge(s: GameState, i: number, dx: number, dy: number, edge: Edge): boolean {
  const m = s.models[i]!;
  const b = s.static.models[i]!.base;
  const x = m.x + dx;
  const y = m.y + dy;
  const { width, depth } = s.static.table;
  if (edge === 'south') return y - b <= EPS;
  if (edge === 'north') return y + b >= depth - EPS;
  if (edge === 'west') return x - b <= EPS;
  return x + b >= width - EPS;
}

/** Whether model i, moved by (dx, dy), would stand partly off the table. */
function offTable(s: GameState, i: number, dx: number, dy: number): boolean {
  const m = s.models[i]!;
  const b = s.static.models[i]!.base;
  const x = m.x + dx;
  const y = m.y + dy;
  const { width, depth } = s.static.table;
  return x - b < -EPS || y - b < -EPS || x + b > width + EPS || y + b > depth + EPS;
}

/** Whether model k is one model i may pass through: its own unit (moving with it) or an enemy in `through`. */
function passable(s: GameState, i: number, k: number, through: readonly number[]): boolean {
  const a = s.static.models[i]!;
  const b = s.static.models[k]!;
  return b.unitIndex === a.unitIndex || (b.side !== a.side && through.includes(b.unitIndex));
}

/** Whether model i's straight path by (dx, dy) is clear of blocking terrain and of models it may not pass. */
function pathClear(s: GameState, i: number, dx: number, dy: number, through: readonly number[]): boolean {
  const m = s.models[i]!;
  const x1 = m.x + dx;
  const y1 = m.y + dy;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++)
    if (
      blocksHere(s, terrain[k]!, m.z) &&
      pieceIntervals(boxes, k, terrain[k]!, m.x, m.y, x1, y1, scratch) > 0
    )
      return false;
  const r = s.static.models[i]!.base;
  for (let k = 0; k < s.models.length; k++) {
    const o = s.models[k]!;
    if (k === i || o.status === 'outOfAction' || Math.abs(o.z - m.z) >= LEVEL_TOLERANCE) continue;
    if (passable(s, i, k, through)) continue;
    const minD = r + s.static.models[k]!.base;
    if (segPointDist(m.x, m.y, x1, y1, o.x, o.y) < minD - EPS && dist(m.x, m.y, o.x, o.y) >= minD - EPS)
      return false;
  }
  return true;
}

/** Whether model i may end its fall back at its position moved by (dx, dy): no base overlap, 1" from enemies. */
function endClear(s: GameState, i: number, dx: number, dy: number): boolean {
  const m = s.models[i]!;
  const ms = s.static.models[i]!;
  const x = m.x + dx;
  const y = m.y + dy;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  for (let k = 0; k < terrain.length; k++)
    if (blocksHere(s, terrain[k]!, m.z) && pieceTouchesCircle(boxes, k, terrain[k]!, x, y, ms.base - EPS))
      return false;
  for (let k = 0; k < s.models.length; k++) {
    const o = s.models[k]!;
    const os = s.static.models[k]!;
    if (os.unitIndex === ms.unitIndex || o.status === 'outOfAction') continue;
    if (Math.abs(o.z - m.z) >= LEVEL_TOLERANCE) continue;
    const gap = dist(x, y, o.x, o.y) - ms.base - os.base;
    if (gap < -EPS) return false;
    if (os.side !== ms.side && gap < ENEMY_CLEARANCE - EPS) return false;
  }
  return true;
}

/** The outcome of one try at a fall back along a direction. */
type Attempt =
  { kind: 'edge' } | { kind: 'moved'; dx: number; dy: number; len: number } | { kind: 'blocked' };

/** Tries a fall back of `len` inches along (ux, uy), moving on past blocked end points (§10.3). */
function attempt(
  s: GameState,
  models: number[],
  ux: number,
  uy: number,
  len: number,
  edge: Edge,
  through: readonly number[],
): Attempt {
  const limit = s.static.table.width + s.static.table.depth;
  for (let l = len; l <= limit; l += KEEP_MOVING_STEP) {
    const dx = ux * l;
    const dy = uy * l;
    let blocked = false;
    let edgeHit = false;
    let endOk = true;
    for (const i of models) {
      if (reachesEdge(s, i, dx, dy, edge)) edgeHit = true;
      else if (offTable(s, i, dx, dy) || !pathClear(s, i, dx, dy, through)) blocked = true;
      else if (!endClear(s, i, dx, dy)) endOk = false;
    }
    if (blocked) return { kind: 'blocked' };
    if (edgeHit) return { kind: 'edge' };
    if (endOk) return { kind: 'moved', dx, dy, len: l };
  }
  return { kind: 'blocked' };
}

/**
 * Moves falling-back unit u `len` inches toward its own table edge (RULES.md §10.3): straight if it can, else
 * along the least detour that works; through the enemy units in `through` (those of the combat it leaves).
 * Destroys it on reaching the edge or when Trapped!. Events: `fellBack` or `destroyed`.
 */
export function fallBackMove(
  s: GameState,
  r: Roller,
  u: number,
  len: number,
  through: readonly number[],
): void {
  const unit = s.static.units[u]!;
  const edge = s.static.sides[unit.side]!.edge;
  const [ex, ey] = edgeDirection(edge);
  const models = unitModelsInPlay(s, u);
  for (const a of DETOURS) {
    const ux = ex * Math.cos(a) - ey * Math.sin(a);
    const uy = ex * Math.sin(a) + ey * Math.cos(a);
    const res = attempt(s, models, ux, uy, len, edge, through);
    if (res.kind === 'blocked') continue;
    if (res.kind === 'edge') {
      destroyUnit(s, r, u, 'edge');
      return;
    }
    for (const i of models) {
      s.models[i]!.x += res.dx;
      s.models[i]!.y += res.dy;
      s.models[i]!.moved = true;
    }
    if (logging(r))
      log(r, {
        kind: 'fellBack',
        unit: unit.id,
        distance: res.len,
        offset: [res.dx, res.dy],
        models: models.map((i) => s.static.models[i]!.id),
      });
    return;
  }
  destroyUnit(s, r, u, 'trapped');
}

/**
 * Unit u falls back (RULES.md §10.3): all its models are marked falling back, 2D6" is rolled and the unit
 * moves (`fallBackMove`). `through`: enemy units of the combat it leaves, which it may pass through.
 */
export function fallBack(s: GameState, r: Roller, u: number, through: readonly number[]): void {
  const lead = unitLead(s, u);
  if (lead < 0) return;
  for (const i of s.static.units[u]!.models) {
    const m = s.models[i]!;
    m.fallingBack = true;
    m.hidden = false;
  }
  const a = d6(r);
  const b = d6(r);
  logRoll(r, 'fallBackDistance', '§10.3', s.static.models[lead]!.id, undefined, 0, a, b, true, `${a + b}"`);
  fallBackMove(s, r, u, a + b, through);
}

/**
 * The falling-back units of the side to act fall back again in its compulsory moves (RULES.md §10.3), in
 * unit order; units that regrouped this turn do not. Returns whether any moved.
 */
export function fallingBackMoves(s: GameState, r: Roller): boolean {
  let any = false;
  for (let u = 0; u < s.static.units.length; u++) {
    if (s.static.units[u]!.side !== s.activeSide || !unitFallingBack(s, u)) continue;
    fallBack(s, r, u, []);
    any = true;
  }
  return any;
}
