/**
 * Garrisons, RULES.md §11 (squad play, `buildings` on): a unit enters a building that no other unit holds,
 * up to its capacity, and stands inside it (in hard cover, §5, seeing out of its windows); it leaves by
 * stepping out within its move. Occupiable buildings stop every other movement. FORMATS.md §2 actions
 * `enterBuilding` and `leaveBuilding`.
 */
import { log, logging, type Roller } from './dice';
import { beginRemainingMoves } from './fleeing';
import { closestOnPolygon, dist, pointInPolygon, polygonEdgeDist } from './geometry';
import { checkStand, moveAllowance } from './movement';
import { profileOf } from './state';
import { COHERENCY, unitIndexOf, unitModelsInPlay } from './units';
import type { Action, GameState, Result, RuleError, Terrain } from './types';

const EPS = 1e-6;
/** Gap left between garrison models laid out inside a building, inches. */
const INSIDE_GAP = 0.15;
/** Spacing of the rings searched for places to step out to, inches. */
const RING_STEP = 1.1;

function e(message: string, code: RuleError['code'] = 'ERR_BUILDING'): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message } };
}

/** Whether terrain t is a building units can garrison in this game (RULES.md §11): `buildings` on, a capacity. */
export function occupiable(s: GameState, t: Terrain): boolean {
  return s.static.options.buildings && s.static.squads && t.kind === 'building' && (t.capacity ?? 0) > 0;
}

/** The unit garrisoning building k (index into `static.terrain`), or −1. */
export function occupant(s: GameState, k: number): number {
  for (let i = 0; i < s.models.length; i++) {
    const m = s.models[i]!;
    if (m.building === k && m.status !== 'outOfAction') return s.static.models[i]!.unitIndex;
  }
  return -1;
}

/** The building unit u garrisons, or −1 (its first model in play decides). */
export function buildingOfUnit(s: GameState, u: number): number {
  for (const i of s.static.units[u]!.models)
    if (s.models[i]!.status !== 'outOfAction') return s.models[i]!.building;
  return -1;
}

/** Distance in inches from model i's base edge to building t's walls (0 when touching or inside). */
export function distanceToBuilding(s: GameState, i: number, t: Terrain): number {
  const m = s.models[i]!;
  if (pointInPolygon(m.x, m.y, t.polygon)) return 0;
  return Math.max(0, polygonEdgeDist(m.x, m.y, t.polygon) - s.static.models[i]!.base);
}

/** Up to `n` places for bases of radius `r` inside building t, on a grid, nearest the centre first. */
export function placesInside(t: Terrain, n: number, r: number): [number, number][] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const [x, y] of t.polygon) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  const step = 2 * r + INSIDE_GAP;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  const out: [number, number][] = [];
  for (let y = y0 + r + INSIDE_GAP; y <= y1 - r; y += step)
    for (let x = x0 + r + INSIDE_GAP; x <= x1 - r; x += step)
      if (pointInPolygon(x, y, t.polygon) && polygonEdgeDist(x, y, t.polygon) >= r) out.push([x, y]);
  out.sort((a, b) => dist(a[0], a[1], cx, cy) - dist(b[0], b[1], cx, cy));
  while (out.length < n) out.push([cx, cy]);
  return out.slice(0, n);
}

/** Places every model of unit u inside building k (in place). Event: `enteredBuilding`. */
export function garrison(s: GameState, r: Roller, u: number, k: number): void {
  const t = s.static.terrain[k]!;
  const models = unitModelsInPlay(s, u);
  const r0 = Math.max(...models.map((i) => s.static.models[i]!.base));
  const spots = placesInside(t, models.length, r0);
  models.forEach((i, n) => {
    const m = s.models[i]!;
    m.x = spots[n]![0];
    m.y = spots[n]![1];
    m.z = 0;
    m.building = k;
    m.hidden = false;
  });
  if (logging(r))
    log(r, {
      kind: 'enteredBuilding',
      unit: s.static.units[u]!.id,
      building: t.id,
      models: models.map((i) => s.static.models[i]!.id),
    });
}

/**
 * Where unit u's models could step out of building k around (x, y): for each model in play, the nearest free
 * spot (rings around the point, outside the walls, clear of bases and 1" from enemies) within `reach` inches of
 * the building; null when some model finds none.
 */
export function placesOutside(
  s: GameState,
  u: number,
  k: number,
  x: number,
  y: number,
  reach: number,
): [number, number][] | null {
  const t = s.static.terrain[k]!;
  const models = unitModelsInPlay(s, u);
  const saved = models.map((i) => [s.models[i]!.x, s.models[i]!.y, s.models[i]!.building] as const);
  for (const i of models) {
    s.models[i]!.x = -1000;
    s.models[i]!.y = -1000;
    s.models[i]!.building = -1;
  }
  const out: [number, number][] = [];
  for (const i of models) {
    const r0 = s.static.models[i]!.base;
    let found: [number, number] | null = null;
    for (let ring = 0; ring <= 8 && found === null; ring++) {
      const count = ring === 0 ? 1 : 6 * ring;
      for (let a = 0; a < count && found === null; a++) {
        const px = x + Math.cos((2 * Math.PI * a) / count) * ring * RING_STEP;
        const py = y + Math.sin((2 * Math.PI * a) / count) * ring * RING_STEP;
        if (pointInPolygon(px, py, t.polygon) || polygonEdgeDist(px, py, t.polygon) < r0 - EPS) continue;
        if (polygonEdgeDist(px, py, t.polygon) - r0 > reach + EPS) continue;
        if (checkStand(s, i, px, py, 0, -1, true, false) !== null) continue;
        found = [px, py];
      }
    }
    if (found === null) break;
    s.models[i]!.x = found[0];
    s.models[i]!.y = found[1];
    out.push(found);
  }
  models.forEach((i, n) => {
    s.models[i]!.x = saved[n]![0];
    s.models[i]!.y = saved[n]![1];
    s.models[i]!.building = saved[n]![2];
  });
  return out.length === models.length ? out : null;
}

/** Whether unit u's models placed at `spots` keep coherency: each within 2" of another (RULES.md §2). */
function spotsCoherent(s: GameState, u: number, spots: [number, number][]): boolean {
  const models = unitModelsInPlay(s, u);
  if (models.length < 2) return true;
  return models.every((i, n) =>
    models.some(
      (j, m) =>
        m !== n &&
        dist(spots[n]![0], spots[n]![1], spots[m]![0], spots[m]![1]) -
          s.static.models[i]!.base -
          s.static.models[j]!.base <=
          COHERENCY + EPS,
    ),
  );
}

/** Moves unit u out of its building to `spots` (in place). Event: `leftBuilding`. */
export function ungarrison(s: GameState, r: Roller, u: number, spots: [number, number][]): void {
  const models = unitModelsInPlay(s, u);
  const k = s.models[models[0]!]!.building;
  models.forEach((i, n) => {
    const m = s.models[i]!;
    m.x = spots[n]![0];
    m.y = spots[n]![1];
    m.building = -1;
  });
  if (logging(r))
    log(r, {
      kind: 'leftBuilding',
      unit: s.static.units[u]!.id,
      building: s.static.terrain[k]!.id,
      models: models.map((i) => s.static.models[i]!.id),
    });
}

type Enter = Extract<Action, { type: 'enterBuilding' }>;
type Leave = Extract<Action, { type: 'leaveBuilding' }>;

/** The unit of a building action, checked to be the active side's and in squad play with buildings on. */
function actingUnit(s: GameState, id: unknown): Result<number> {
  if (!s.static.squads || !s.static.options.buildings)
    return e(
      'buildings are garrisoned only in squad play with the `buildings` option (§1, §11)',
      'ERR_BAD_ACTION',
    );
  if (typeof id !== 'string') return e('action.unit: expected a unit id string', 'ERR_BAD_ACTION');
  const u = unitIndexOf(s, id);
  if (u < 0) return e(`action.unit: no unit "${id}"`, 'ERR_UNKNOWN_UNIT');
  if (s.static.units[u]!.side !== s.activeSide)
    return e(`unit ${id} is not the side to act's`, 'ERR_NOT_YOUR_TURN');
  if (unitModelsInPlay(s, u).length === 0) return e(`unit ${id} has no models left`, 'ERR_CANNOT_ACT');
  return { ok: true, value: u };
}

/**
 * Checks an `enterBuilding` (RULES.md §11): an occupiable building no other unit holds, with room for every
 * model in play, each of which may move this turn and reaches the walls within its move. Errors:
 * ERR_BAD_ACTION, ERR_UNKNOWN_UNIT, ERR_NOT_YOUR_TURN, ERR_BUILDING (not a building, occupied, full, already
 * inside), ERR_OUT_OF_RANGE, and those of `moveAllowance`.
 */
function planEnter(s: GameState, a: Enter): Result<{ u: number; k: number }> {
  const au = actingUnit(s, a.unit);
  if (!au.ok) return au;
  const u = au.value;
  const k = s.static.terrain.findIndex((t) => t.id === a.building);
  const t = s.static.terrain[k];
  if (t === undefined || !occupiable(s, t))
    return e(`action.building: "${String(a.building)}" is not a building a unit may enter`);
  if (buildingOfUnit(s, u) >= 0) return e(`unit ${a.unit} is already inside a building`);
  const holder = occupant(s, k);
  if (holder >= 0) return e(`${t.id} is held by unit ${s.static.units[holder]!.id}`);
  const models = unitModelsInPlay(s, u);
  if (models.length > (t.capacity ?? 0))
    return e(`${t.id} holds ${t.capacity} models; unit ${a.unit} has ${models.length}`);
  for (const i of models) {
    const allow = moveAllowance(s, i);
    if (!allow.ok) return allow;
    const d = distanceToBuilding(s, i, t);
    if (d > allow.value.move + EPS)
      return e(
        `${s.static.models[i]!.id} is ${d.toFixed(1)}" from ${t.id}, beyond its ${allow.value.move}" move`,
        'ERR_OUT_OF_RANGE',
      );
  }
  return { ok: true, value: { u, k } };
}

/** Applies an `enterBuilding` (RULES.md §11): the unit moves in. Events: `enteredBuilding`. */
export function applyEnter(s: GameState, r: Roller, a: Enter): RuleError | null {
  const first = planEnter(s, a);
  if (!first.ok) return first.error;
  const p = beginRemainingMoves(s, r) ? planEnter(s, a) : first;
  if (!p.ok) return p.error;
  garrison(s, r, p.value.u, p.value.k);
  for (const i of unitModelsInPlay(s, p.value.u)) s.models[i]!.moved = true;
  return null;
}

/**
 * Checks a `leaveBuilding` (RULES.md §11): the unit is inside a building and steps out around `to`, every
 * model within its move of the walls, clear of bases and 1" from enemies. Errors: as `actingUnit`,
 * ERR_BUILDING (not inside), ERR_ALREADY_ACTED, ERR_BAD_ACTION (bad point), ERR_PATH_BLOCKED (no room).
 */
function planLeave(s: GameState, a: Leave): Result<{ u: number; spots: [number, number][] }> {
  const au = actingUnit(s, a.unit);
  if (!au.ok) return au;
  const u = au.value;
  const k = buildingOfUnit(s, u);
  if (k < 0) return e(`unit ${a.unit} is not inside a building`);
  const to = a.to as unknown;
  if (!Array.isArray(to) || to.length !== 2 || !to.every((v) => typeof v === 'number' && Number.isFinite(v)))
    return e('action.to: expected [x, y] in inches', 'ERR_BAD_ACTION');
  let reach = Infinity;
  for (const i of unitModelsInPlay(s, u)) {
    const m = s.models[i]!;
    if (m.moved || m.charged || m.fallingBack || m.status !== 'standing')
      return e(`${s.static.models[i]!.id} may not move this turn`, 'ERR_ALREADY_ACTED');
    reach = Math.min(reach, m.regrouped ? 3 : profileOf(s, i).M);
  }
  if (pointInPolygon(a.to[0], a.to[1], s.static.terrain[k]!.polygon))
    return e(
      `action.to: (${a.to[0]}, ${a.to[1]}) is inside ${s.static.terrain[k]!.id}; give a point outside its walls`,
      'ERR_BAD_ACTION',
    );
  const spots = placesOutside(s, u, k, a.to[0], a.to[1], reach);
  if (spots === null)
    return e(
      `no room for unit ${a.unit} to step out around (${a.to[0]}, ${a.to[1]}) within ${reach}" of the walls`,
      'ERR_PATH_BLOCKED',
    );
  if (!spotsCoherent(s, u, spots))
    return e(
      `unit ${a.unit} would step out of coherency around (${a.to[0]}, ${a.to[1]}) (§2)`,
      'ERR_COHERENCY',
    );
  return { ok: true, value: { u, spots } };
}

/** Applies a `leaveBuilding` (RULES.md §11): the unit steps out. Events: `leftBuilding`. */
export function applyLeave(s: GameState, r: Roller, a: Leave): RuleError | null {
  const first = planLeave(s, a);
  if (!first.ok) return first.error;
  const p = beginRemainingMoves(s, r) ? planLeave(s, a) : first;
  if (!p.ok) return p.error;
  ungarrison(s, r, p.value.u, p.value.spots);
  for (const i of unitModelsInPlay(s, p.value.u)) s.models[i]!.moved = true;
  return null;
}

/** The `enterBuilding` actions unit u may take now (RULES.md §11): every building it can enter. */
export function enterActions(s: GameState, u: number): Action[] {
  if (s.phase !== 'movement' || !s.static.options.buildings || !s.static.squads) return [];
  const out: Action[] = [];
  const unit = s.static.units[u]!.id;
  for (const t of s.static.terrain) {
    if (!occupiable(s, t)) continue;
    const a: Enter = { type: 'enterBuilding', unit, building: t.id };
    if (planEnter(s, a).ok) out.push(a);
  }
  return out;
}

/**
 * The `leaveBuilding` actions unit u may take now (RULES.md §11): stepping out on each of the four sides of its
 * building (just outside the walls, north, east, south, west of its centre) where there is room.
 */
export function leaveActions(s: GameState, u: number): Action[] {
  const k = buildingOfUnit(s, u);
  if (s.phase !== 'movement' || k < 0) return [];
  const t = s.static.terrain[k]!;
  let cx = 0;
  let cy = 0;
  for (const [x, y] of t.polygon) {
    cx += x / t.polygon.length;
    cy += y / t.polygon.length;
  }
  const out: Action[] = [];
  const unit = s.static.units[u]!.id;
  for (const [dx, dy] of [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const) {
    const [px, py] = closestOnPolygon(cx + dx * 1000, cy + dy * 1000, t.polygon);
    const a: Leave = { type: 'leaveBuilding', unit, to: [px + dx * 1.5, py + dy * 1.5] };
    if (planLeave(s, a).ok) out.push(a);
  }
  return out;
}
