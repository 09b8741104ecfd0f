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
import { movementBits } from './path-obstacles';
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
  return segmentClear(s, i, 0, 0, dx, dy, through);
}

/**
 * Whether model i's straight path from its position moved by (ax, ay) to its position moved by (bx, by) is
 * clear of blocking terrain and of models it may not pass (§10.3).
 */
function segmentClear(
  s: GameState,
  i: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  through: readonly number[],
): boolean {
  const m = s.models[i]!;
  const x0 = m.x + ax;
  const y0 = m.y + ay;
  const x1 = m.x + bx;
  const y1 = m.y + by;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  const bits = movementBits(terrain);
  for (let k = 0; k < terrain.length; k++)
    if (
      bits[k] !== 0 &&
      blocksHere(s, terrain[k]!, m.z) &&
      pieceIntervals(boxes, k, terrain[k]!, x0, y0, x1, y1, scratch) > 0
    )
      return false;
  const r = s.static.models[i]!.base;
  for (let k = 0; k < s.models.length; k++) {
    const o = s.models[k]!;
    if (k === i || o.status === 'outOfAction' || Math.abs(o.z - m.z) >= LEVEL_TOLERANCE) continue;
    const minD = r + s.static.models[k]!.base;
    if (o.x < Math.min(x0, x1) - minD || o.x > Math.max(x0, x1) + minD) continue;
    if (o.y < Math.min(y0, y1) - minD || o.y > Math.max(y0, y1) + minD) continue;
    if (passable(s, i, k, through)) continue;
    if (segPointDist(x0, y0, x1, y1, o.x, o.y) < minD - EPS && dist(x0, y0, o.x, o.y) >= minD - EPS)
      return false;
  }
  return true;
}

/** Whether model i's base, moved by (dx, dy), is on the table and clear of terrain that stops it (§10.3). */
function baseFits(s: GameState, i: number, dx: number, dy: number): boolean {
  if (offTable(s, i, dx, dy)) return false;
  const m = s.models[i]!;
  const terrain = s.static.terrain;
  const boxes = terrainBoxes(terrain);
  const bits = movementBits(terrain);
  const r = s.static.models[i]!.base - EPS;
  for (let k = 0; k < terrain.length; k++)
    if (
      bits[k] !== 0 &&
      blocksHere(s, terrain[k]!, m.z) &&
      pieceTouchesCircle(boxes, k, terrain[k]!, m.x + dx, m.y + dy, r)
    )
      return false;
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
  const bits = movementBits(terrain);
  for (let k = 0; k < terrain.length; k++)
    if (
      bits[k] !== 0 &&
      blocksHere(s, terrain[k]!, m.z) &&
      pieceTouchesCircle(boxes, k, terrain[k]!, x, y, ms.base - EPS)
    )
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
      if (!pathClear(s, i, dx, dy, through)) blocked = true;
      else if (reachesEdge(s, i, dx, dy, edge)) edgeHit = true;
      else if (offTable(s, i, dx, dy)) blocked = true;
      else if (!endClear(s, i, dx, dy)) endOk = false;
    }
    if (blocked) return { kind: 'blocked' };
    if (edgeHit) return { kind: 'edge' };
    if (endOk) return { kind: 'moved', dx, dy, len: l };
  }
  return { kind: 'blocked' };
}

/** Grid step of the fall-back route search, inches, on tables up to 24" (§10.3, decision). */
const ROUTE_STEP = 0.5;
/** At most this many grid steps across the table each way: larger tables get a coarser grid (bounded cost). */
const ROUTE_CELLS = 48;
/** Route search node states: not looked at, free, blocked, touching the unit's own table edge. */
const UNSEEN = 0;
const FREE = 1;
const BLOCKED = 2;
const EDGE = 3;
let routeCost = new Float64Array(0);
let routeF = new Float64Array(0);
let routeFrom = new Int32Array(0);
let routeState = new Uint8Array(0);
const routeHeap: number[] = [];
const routePath: number[] = [];

/** How far (inches) the unit's models, moved by (dx, dy), are from its own table edge: the closest one's base. */
function edgeGap(s: GameState, models: readonly number[], dx: number, dy: number, edge: Edge): number {
  const { width, depth } = s.static.table;
  let gap = Infinity;
  for (const i of models) {
    const m = s.models[i]!;
    const b = s.static.models[i]!.base;
    const x = m.x + dx;
    const y = m.y + dy;
    const g =
      edge === 'south' ? y - b : edge === 'north' ? depth - y - b : edge === 'west' ? x - b : width - x - b;
    if (g < gap) gap = g;
  }
  return gap;
}

/** Pushes node k onto the route search's binary heap, ordered by `routeF` (cost so far plus the edge gap). */
function heapPush(k: number): void {
  const h = routeHeap;
  h.push(k);
  let c = h.length - 1;
  while (c > 0) {
    const p = (c - 1) >> 1;
    if (routeF[h[p]!]! <= routeF[h[c]!]!) break;
    [h[p], h[c]] = [h[c]!, h[p]!];
    c = p;
  }
}

/** Pops the cheapest node of the route search's heap. */
function heapPop(): number {
  const h = routeHeap;
  const top = h[0]!;
  const last = h.pop()!;
  if (h.length > 0) {
    h[0] = last;
    let c = 0;
    for (;;) {
      const l = 2 * c + 1;
      if (l >= h.length) break;
      const r = l + 1;
      const m = r < h.length && routeF[h[r]!]! < routeF[h[l]!]! ? r : l;
      if (routeF[h[c]!]! <= routeF[h[m]!]!) break;
      [h[c], h[m]] = [h[m]!, h[c]!];
      c = m;
    }
  }
  return top;
}

/**
 * The shortest route of a falling-back unit's formation to its own table edge (RULES.md §10.3), when no
 * straight line or detour works: an A* search over the unit's offsets on a grid (0.5", coarser on tables over
 * 24" so that there are at most 48 steps across; 8 neighbours), every model moving by the same offset so the
 * unit keeps its coherency. A step is allowed when every model's base fits at both ends (on the table, clear
 * of terrain that stops it) and its path crosses no such terrain and no model it may not pass; the heuristic
 * is the closest model's distance to the edge. The route may first lead away from the edge. If it is no
 * longer than `len` the unit reaches the edge; else it moves `len` inches along it, then on in ¼" steps until
 * its models end clear (no base overlap, 1" from enemies). No route: Trapped!. Cost: at most
 * (2 × 48 + 1)² nodes, each checked once against every model and terrain piece; the arrays are reused.
 */
function routeFallBack(
  s: GameState,
  models: readonly number[],
  len: number,
  edge: Edge,
  through: readonly number[],
): Attempt {
  const { width, depth } = s.static.table;
  const step = Math.max(ROUTE_STEP, Math.max(width, depth) / ROUTE_CELLS);
  const hx = Math.ceil(width / step);
  const hy = Math.ceil(depth / step);
  const w = 2 * hx + 1;
  const n = w * (2 * hy + 1);
  if (routeCost.length < n) {
    routeCost = new Float64Array(n);
    routeF = new Float64Array(n);
    routeFrom = new Int32Array(n);
    routeState = new Uint8Array(n);
  }
  routeCost.fill(Infinity, 0, n);
  routeFrom.fill(-1, 0, n);
  routeState.fill(UNSEEN, 0, n);
  const ox = (k: number) => ((k % w) - hx) * step;
  const oy = (k: number) => (Math.floor(k / w) - hy) * step;
  const state = (k: number): number => {
    if (routeState[k] !== UNSEEN) return routeState[k]!;
    let v = FREE;
    for (const i of models) {
      if (reachesEdge(s, i, ox(k), oy(k), edge)) {
        v = EDGE;
        break;
      }
      if (!baseFits(s, i, ox(k), oy(k))) v = BLOCKED;
    }
    routeState[k] = v;
    return v;
  };
  const origin = hy * w + hx;
  routeCost[origin] = 0;
  routeF[origin] = edgeGap(s, models, 0, 0, edge);
  routeState[origin] = FREE;
  routeHeap.length = 0;
  heapPush(origin);
  let goal = -1;
  while (routeHeap.length > 0 && goal < 0) {
    const a = heapPop();
    if (state(a) === EDGE) {
      goal = a;
      break;
    }
    const ca = routeCost[a]!;
    const ax = a % w;
    const ay = Math.floor(a / w);
    for (let ddy = -1; ddy <= 1; ddy++)
      for (let ddx = -1; ddx <= 1; ddx++) {
        if (ddx === 0 && ddy === 0) continue;
        const bx = ax + ddx;
        const by = ay + ddy;
        if (bx < 0 || by < 0 || bx >= w || by > 2 * hy) continue;
        const b = by * w + bx;
        const cb = ca + (ddx !== 0 && ddy !== 0 ? Math.SQRT2 : 1) * step;
        if (cb >= routeCost[b]! - EPS || state(b) === BLOCKED) continue;
        let clear = true;
        for (const i of models)
          if (!segmentClear(s, i, ox(a), oy(a), ox(b), oy(b), through)) {
            clear = false;
            break;
          }
        if (!clear) continue;
        routeCost[b] = cb;
        routeF[b] = cb + Math.max(0, edgeGap(s, models, ox(b), oy(b), edge));
        routeFrom[b] = a;
        heapPush(b);
      }
  }
  if (goal < 0) return { kind: 'blocked' };
  if (routeCost[goal]! <= len + EPS) return { kind: 'edge' };
  routePath.length = 0;
  for (let k = goal; k >= 0; k = routeFrom[k]!) routePath.push(k);
  routePath.reverse();
  let k = 1;
  for (let l = len; l < routeCost[goal]!; l += KEEP_MOVING_STEP) {
    while (k < routePath.length - 1 && routeCost[routePath[k]!]! < l) k++;
    const p = routePath[k - 1]!;
    const q = routePath[k]!;
    const seg = routeCost[q]! - routeCost[p]!;
    const t = seg > 0 ? Math.min(1, Math.max(0, (l - routeCost[p]!) / seg)) : 1;
    const dx = ox(p) + (ox(q) - ox(p)) * t;
    const dy = oy(p) + (oy(q) - oy(p)) * t;
    let edgeHit = false;
    let endOk = true;
    for (const i of models) {
      if (reachesEdge(s, i, dx, dy, edge)) edgeHit = true;
      else if (!baseFits(s, i, dx, dy) || !endClear(s, i, dx, dy)) endOk = false;
    }
    if (edgeHit) return { kind: 'edge' };
    if (endOk) return { kind: 'moved', dx, dy, len: l };
  }
  return { kind: 'edge' };
}

/**
 * Moves falling-back unit u `len` inches toward its own table edge (RULES.md §10.3): straight if it can, else
 * along the least detour that works, else along the shortest route round what is in the way (`routeFallBack`); through the enemy units in `through` (those of the combat it leaves).
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
  for (let d = 0; d <= DETOURS.length; d++) {
    let res: Attempt;
    if (d < DETOURS.length) {
      const a = DETOURS[d]!;
      const ux = ex * Math.cos(a) - ey * Math.sin(a);
      const uy = ex * Math.sin(a) + ey * Math.cos(a);
      res = attempt(s, models, ux, uy, len, edge, through);
    } else res = routeFallBack(s, models, len, edge, through);
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
