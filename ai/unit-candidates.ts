/**
 * The action generator for squad play (DESIGN.md "AI", RULES.md §2): a unit decides as one in the Movement
 * phase. Its charges are the reachable enemy units (declared by its model closest to each); its moves translate
 * the whole unit — advance on the nearest enemy, half way, run, back off out of charge reach, sidestep — each
 * shortened until the engine accepts it; and `hold`. These quick moves are all the greedy script (ai/greedy.ts,
 * the yardstick and the playouts' unit decision) and the reply's tree nodes see. The search's own nodes add
 * moves from the whole position (issue 18, ai/unit-position-candidates.ts): translations judged against every
 * enemy unit — out of the charge reach (2 × M) of every enemy model that could charge next turn, farther and
 * faster ones included; out of sight of or in cover from the enemy's shooters; seeing a target; toward each
 * enemy unit, not only the nearest — and, at the root, `widen` more by a cheap feature score (progressive
 * widening, ⌊√budget / 8⌋ as for single models). Support within 6″ (§9.1, §9.2) counts only where the options
 * turn those rules on: the squad preset's Morale uses the unit's own best Ld (§10.1).
 */
import {
  assaultActions,
  distanceToBuilding,
  enterActions,
  leaveActions,
  modelDist,
  modelIndex,
  unitModelsInPlay,
  unitMoveAllowance,
  validateAction,
  type GameState,
} from '../engine';
import type { Decision } from './decision';
import { judgedUnitSpots, near, unitPositionMoves, unitWidenedMoves } from './unit-position-candidates';

/** Shortening factors tried for a unit move that the engine refuses at full length. */
const SHRINK = [1, 0.75, 0.5, 0.25];
/** A charge reach margin (inches) used to back off out of an enemy's charge (RULES.md §4.1). */
const REACH_MARGIN = 0.5;

/**
 * The charges unit u may declare (RULES.md §4.1): one per reachable enemy unit, declared by the unit's model
 * closest to that unit's nearest model, nearest first, with assaults on garrisons (§11). `reach(s, i)` lists
 * model i's reachable charges.
 */
export function unitCharges(
  s: GameState,
  u: number,
  reach: (s: GameState, i: number) => Decision[],
): Decision[] {
  const best = new Map<number, { d: Decision; dist: number }>();
  for (const i of unitModelsInPlay(s, u))
    for (const d of [...reach(s, i), ...assaults(s, i)]) {
      if (d.type !== 'charge') continue;
      const j = s.static.models.findIndex((m) => m.id === d.target);
      const v = s.static.models[j]!.unitIndex;
      const dist = modelDist(s, i, j);
      const prev = best.get(v);
      if (prev === undefined || dist < prev.dist) best.set(v, { d, dist });
    }
  return [...best.values()].sort((a, b) => a.dist - b.dist).map((x) => x.d);
}

/** Assaults model i's unit may declare (RULES.md §11): charges at garrisons in reach, not yet assaulted. */
function assaults(s: GameState, i: number): Decision[] {
  if (!s.static.options.buildings || !s.models.some((m) => m.building >= 0)) return [];
  const reach = 2 * s.static.models[i]!.profile.M;
  return assaultActions(s, i).filter((a) => {
    if (a.type !== 'charge') return false;
    const k = s.models[modelIndex(s, a.target)]!.building;
    return k >= 0 && s.assaults[k] === -1 && distanceToBuilding(s, i, s.static.terrain[k]!) <= reach;
  });
}

/** The centre of unit u's models in play, inches. */
export function unitCentre(s: GameState, u: number): [number, number] {
  let x = 0;
  let y = 0;
  const ms = unitModelsInPlay(s, u);
  for (const i of ms) {
    x += s.models[i]!.x;
    y += s.models[i]!.y;
  }
  return [x / ms.length, y / ms.length];
}

/** The closest enemy model to unit u (base to base from any of its models), with the distance; −1 if none. */
export function closestEnemyOf(s: GameState, u: number): { model: number; dist: number } {
  const side = s.static.units[u]!.side;
  let best = -1;
  let bestD = Infinity;
  for (const i of unitModelsInPlay(s, u))
    for (let j = 0; j < s.models.length; j++) {
      if (s.static.models[j]!.side === side || s.models[j]!.status === 'outOfAction' || s.models[j]!.hidden)
        continue;
      const d = modelDist(s, i, j);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
  return { model: best, dist: bestD };
}

/** A legal `moveUnit` of unit u by up to `len` inches along (ux, uy), shortened until the engine accepts it. */
function unitMoveAlong(
  s: GameState,
  u: number,
  ux: number,
  uy: number,
  len: number,
  run: boolean,
): Decision | null {
  if (len <= 0.05) return null;
  const unit = s.static.units[u]!.id;
  for (const f of SHRINK) {
    const d: Decision = { type: 'moveUnit', unit, by: [ux * len * f, uy * len * f], ...(run ? { run } : {}) };
    if (validateAction(s, d) === null) return d;
  }
  return null;
}

/**
 * The move candidates of unit u, most promising first, ending with `hold` for its first model: the quick moves
 * against the closest enemy (`unitMoves`), entering or leaving a building, then — for the search (`widen` not
 * null; the greedy script and the reply's nodes leave it null) — the whole position's moves
 * (`unitPositionMoves`) and `widen` more sampled translations by their feature score (progressive widening,
 * ai/unit-position-candidates.ts). A move within 0.5″ of an earlier one is left out. E.g. with `widen` null
 * `[advance, run, half, back off, left, right, hold]`; with 2 the same, then a run out of a far wolf pack's
 * reach, a step behind a wall, walks toward each enemy unit and two more, then `hold`.
 */
export function unitMoveCandidates(s: GameState, u: number, widen: number | null = null): Decision[] {
  const ms = unitModelsInPlay(s, u);
  const hold: Decision = { type: 'hold', model: s.static.models[ms[0]!]!.id };
  const buildings = [...enterActions(s, u), ...leaveActions(s, u)];
  const quick = [...unitMoves(s, u)];
  const a = unitMoveAllowance(s, u);
  if (widen === null || a === null || ms.some((i) => s.models[i]!.building >= 0))
    return [...quick, ...buildings, hold];
  const moves: (Decision & { type: 'moveUnit' })[] = [...quick];
  const fresh = (by: readonly [number, number]): boolean => !moves.some((o) => near(o.by, by));
  const spots = judgedUnitSpots(s, u, a.move, a.run);
  for (const d of unitPositionMoves(s, u, spots, a.move, a.run)) if (fresh(d.by)) moves.push(d);
  for (const d of unitWidenedMoves(s, u, spots, widen, fresh)) moves.push(d);
  return [...quick, ...buildings, ...moves.slice(quick.length), hold];
}

/**
 * The unit moves of `unitMoveCandidates`, in its order, each worked out (and checked with the engine) only when
 * asked for: toward the closest enemy at a walk, at a run and at half a walk, back out of its charge reach, and
 * sideways both ways; a move within 0.5″ of an earlier one is left out. With `towardOnly` the first three alone,
 * the moves straight at the closest enemy (the greedy script's, ai/greedy.ts). Nothing when the unit may not
 * move or no enemy is left.
 */
export function* unitMoves(
  s: GameState,
  u: number,
  towardOnly = false,
): Generator<Decision & { type: 'moveUnit' }> {
  const a = unitMoveAllowance(s, u);
  const e = closestEnemyOf(s, u);
  if (a === null || e.model < 0) return;
  const [cx, cy] = unitCentre(s, u);
  const em = s.models[e.model]!;
  const dx = em.x - cx;
  const dy = em.y - cy;
  const d = Math.hypot(dx, dy) || 1;
  const [ux, uy] = [dx / d, dy / d];
  const approach = Math.max(0, e.dist - 1.1);
  const out: (Decision & { type: 'moveUnit' })[] = [];
  const fresh = (c: Decision | null): c is Decision & { type: 'moveUnit' } =>
    c !== null &&
    c.type === 'moveUnit' &&
    !out.some((o) => Math.hypot(o.by[0] - c.by[0], o.by[1] - c.by[1]) < 0.5);
  const enemyReach = 2 * s.static.models[e.model]!.profile.M + REACH_MARGIN;
  const tries: (() => Decision | null)[] = [
    () => unitMoveAlong(s, u, ux, uy, Math.min(a.move, approach), false),
    () => (a.run === null ? null : unitMoveAlong(s, u, ux, uy, Math.min(a.run, approach), true)),
    () => unitMoveAlong(s, u, ux, uy, Math.min(a.move / 2, approach), false),
  ];
  const away: (() => Decision | null)[] = [
    () =>
      e.dist < enemyReach + a.move
        ? unitMoveAlong(s, u, -ux, -uy, Math.min(Math.max(0.5, enemyReach - e.dist), a.move), false)
        : null,
    () => unitMoveAlong(s, u, -uy, ux, a.move, false),
    () => unitMoveAlong(s, u, uy, -ux, a.move, false),
  ];
  for (const t of towardOnly ? tries : [...tries, ...away]) {
    const c = t();
    if (!fresh(c)) continue;
    out.push(c);
    yield c;
  }
}
