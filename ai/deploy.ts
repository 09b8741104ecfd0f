/**
 * The AI's deployment (turn 0, engine/deployment.ts): a script, not a search. Each model of the side to act gets
 * a spot in its zone, chosen on a 1″ grid: the leader first, near the middle of the zone and out of sight of the
 * enemy; then shooters with sight lanes to the enemy (their zone, or their models once they have deployed) and
 * cover close by; then the rest out of sight, forward, within 6″ of the leader (RULES.md §9.1) and spread 2.5″
 * apart (skirmish) or each model of a squad within 2″ of one already placed (coherency, RULES.md §2). Same
 * state and seed → same spots. A model garrisoning a building stays where the scenario put it.
 */
import {
  applyAction,
  baseInZone,
  cloneState,
  deploySpotProblem,
  lineOfSight,
  validateAction,
  type Action,
  type GameState,
  type Point,
} from '../engine';
import { makeRand } from './random';

/** Grid step (inches) of the spots weighed in a zone. */
const GRID = 1;
/** Grid step (inches) of the points the enemy is assumed to watch from, over the enemy zone. */
const WATCH_GRID = 4;
/** A leader's Leadership reaches this far (inches, RULES.md §9.1): the warband keeps within it. */
const LEADER_REACH = 6;
/** Skirmish models keep this far apart, base to base (inches), so one template or charge takes few. */
const SPREAD = 2.5;
/** Squad models are placed within this of another of their unit, base to base (inches; coherency is 2″). */
const SQUAD_GAP = 1.5;
/** Eye height above the table (inches), as RULES.md §5. */
const EYE = 1;
/** Cover counts as close by within this of the base's edge (inches). */
const COVER_REACH = 1.5;

type Spot = [number, number];

function segDist(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const len = dx * dx + dy * dy;
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Whether a terrain piece giving cover lies within `reach` inches of (x, y). */
function coverNear(s: GameState, x: number, y: number, reach: number): boolean {
  for (const t of s.static.terrain) {
    if (t.cover === 'none' || t.height < EYE) continue;
    const p = t.polygon;
    for (let k = 0; k < p.length; k++) {
      const a = p[k]!;
      const b = p[(k + 1) % p.length]!;
      if (segDist(x, y, a[0], a[1], b[0], b[1]) <= reach) return true;
    }
  }
  return false;
}

/** Grid points (inches) of a side's zone where a base of radius r fits, west to east, south to north. */
function zoneGrid(s: GameState, side: number, step: number, r: number): Spot[] {
  const sd = s.static.sides[side]!;
  const { width, depth } = s.static.table;
  if (sd.zone === undefined) return [];
  const out: Spot[] = [];
  for (let y = step / 2; y < depth; y += step)
    for (let x = step / 2; x < width; x += step)
      if (baseInZone(sd.zone, sd.edge, width, depth, x, y, r)) out.push([x, y]);
  return out;
}

/** Where the enemy is assumed to look from: its models once deployed, else points of its zone. */
function watchPoints(s: GameState, side: number): Spot[] {
  const enemy = 1 - side;
  if (side !== s.static.firstSide)
    return s.static.sides[enemy]!.models.map((i) => [s.models[i]!.x, s.models[i]!.y] as Spot);
  const pts = zoneGrid(s, enemy, WATCH_GRID, 0);
  return pts.length > 0 ? pts : [[s.static.table.width / 2, s.static.table.depth / 2]];
}

function shooter(s: GameState, i: number): boolean {
  return s.static.models[i]!.weapons.some((w) => s.static.weapons[w]?.type === 'missile');
}

/** The order models are placed in: leader, then unit by unit (shooting units first), in scenario order. */
function placingOrder(s: GameState, side: number): number[] {
  const own = s.static.sides[side]!.models.filter(
    (i) => s.models[i]!.status !== 'outOfAction' && s.models[i]!.building < 0,
  );
  const rank = (i: number): number =>
    s.static.models[i]!.rules.includes('leader') ? 0 : shooter(s, i) ? 1 : 2;
  const unitRank = new Map<number, number>();
  for (const i of own) {
    const u = s.static.models[i]!.unitIndex;
    unitRank.set(u, Math.min(unitRank.get(u) ?? 3, rank(i)));
  }
  return own
    .map((i, k) => ({ i, k, u: s.static.models[i]!.unitIndex }))
    .sort((a, b) => unitRank.get(a.u)! - unitRank.get(b.u)! || a.u - b.u || a.k - b.k)
    .map((e) => e.i);
}

/**
 * The spot (inches) of each model of the side to act in deployment, by model index, e.g. `Map { 0 → [12.5,
 * 4.5] }`; models it leaves where they stand (garrisons, models out of action) are not in it. Deterministic for
 * a state and seed.
 */
export function deploymentPlan(s: GameState, seed: string): Map<number, Spot> {
  const side = s.activeSide;
  const st = s.static;
  const scratch = cloneState(s);
  const order = placingOrder(s, side);
  for (const i of order) {
    scratch.models[i]!.x = -1000 - i * 10;
    scratch.models[i]!.y = -1000;
  }
  const rand = makeRand(`${seed}/deploy/${st.sides[side]!.id}`);
  const watch = watchPoints(s, side);
  const grid = zoneGrid(s, side, GRID, 0);
  const sightCache = new Map<number, number>();
  const seen = (k: number): number => {
    let v = sightCache.get(k);
    if (v === undefined) {
      const [x, y] = grid[k]!;
      let n = 0;
      for (const w of watch) if (lineOfSight(s, x, y, EYE, w[0], w[1], EYE)) n++;
      v = n / watch.length;
      sightCache.set(k, v);
    }
    return v;
  };
  const cx = watch.reduce((a, w) => a + w[0], 0) / watch.length;
  const cy = watch.reduce((a, w) => a + w[1], 0) / watch.length;
  const diag = Math.hypot(st.table.width, st.table.depth);
  const zoneX = grid.reduce((a, p) => a + p[0], 0) / Math.max(1, grid.length);
  const placed: number[] = [];
  const plan = new Map<number, Spot>();
  let leader = -1;
  for (const i of order) {
    const ms = st.models[i]!;
    const isLeader = ms.rules.includes('leader') && leader < 0;
    const shoots = shooter(s, i);
    const mates = st.squads ? placed.filter((j) => st.models[j]!.unitIndex === ms.unitIndex) : [];
    let best = -1;
    let bestScore = -Infinity;
    for (let k = 0; k < grid.length; k++) {
      const [x, y] = grid[k]!;
      const gap = (j: number): number =>
        Math.hypot(scratch.models[j]!.x - x, scratch.models[j]!.y - y) - ms.base - st.models[j]!.base;
      if (mates.length > 0 && !mates.some((j) => gap(j) <= SQUAD_GAP)) continue;
      if (deploySpotProblem(scratch, i, [x, y]) !== null) continue;
      const vis = seen(k);
      const cover = coverNear(s, x, y, ms.base + COVER_REACH) ? 1 : 0;
      const forward = 1 - Math.hypot(x - cx, y - cy) / diag;
      let score = shoots ? vis + 0.6 * cover + 0.2 * forward : -vis + 0.6 * cover + 0.4 * forward;
      if (isLeader) score -= Math.abs(x - zoneX) / diag;
      if (leader >= 0 && !isLeader) score -= 0.15 * Math.max(0, gap(leader) - LEADER_REACH);
      for (const j of placed) if (st.models[j]!.unitIndex !== ms.unitIndex && gap(j) < SPREAD) score -= 0.3;
      score += 0.03 * rand();
      if (score > bestScore) {
        bestScore = score;
        best = k;
      }
    }
    if (best < 0) continue;
    const [x, y] = grid[best]!;
    scratch.models[i]!.x = x;
    scratch.models[i]!.y = y;
    scratch.models[i]!.z = 0;
    plan.set(i, [x, y]);
    placed.push(i);
    if (isLeader) leader = i;
  }
  return plan;
}

/**
 * The next deployment action of the side to act (turn 0): a `deploy` to the next model's planned spot that the
 * engine accepts, or `endDeployment` once every model stands where the plan puts it (or no planned move is
 * legal). Example: `{ type: 'deploy', model: 'b3', to: [30.5, 43.5] }`.
 */
export function deploymentAction(s: GameState, seed: string): Action {
  const plan = deploymentPlan(s, seed);
  for (const [i, [x, y]] of plan) {
    const m = s.models[i]!;
    if (Math.abs(m.x - x) < 1e-9 && Math.abs(m.y - y) < 1e-9 && m.z === 0) continue;
    const to: Point = [x, y];
    const action: Action = { type: 'deploy', model: s.static.models[i]!.id, to };
    if (validateAction(s, action) === null) return action;
  }
  return { type: 'endDeployment' };
}

/**
 * Every action of the side to act's deployment, ending with `endDeployment`, e.g. `[{ type: 'deploy', model:
 * 'r1', to: [24.5, 3.5] }, …, { type: 'endDeployment' }]` (the command line, tests).
 */
export function deploymentActions(s: GameState, seed: string): Action[] {
  const out: Action[] = [];
  let state = s;
  for (let k = 0; k <= s.models.length; k++) {
    const a = deploymentAction(state, seed);
    if (a.type === 'endDeployment') break;
    const r = applyAction(state, a);
    if (!r.ok) break;
    out.push(a);
    state = r.value.state;
  }
  out.push({ type: 'endDeployment' });
  return out;
}
