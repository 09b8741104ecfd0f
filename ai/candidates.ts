/**
 * The action generator (DESIGN.md "AI"): turns continuous movement into a few candidate decisions per
 * model — charge each reachable enemy, advance, run, take cover behind terrain, stay out of charge reach,
 * fall back, hold — and lists shots. Candidates are checked with the engine, so every one is legal.
 */
import {
  chargeLineReaches,
  copyModelAt,
  copyPlacesInto,
  emptyStateCopy,
  sameModelAt,
  samePlaces,
  unitModelsInPlay,
  unitMoveAllowance,
  moveDistance,
  enterActions,
  leaveActions,
  mayCharge,
  pathClear,
  modelDist,
  castActions,
  divingChargeActions,
  hasShot,
  hideActions,
  hidePreview,
  moveAllowance,
  shootActions,
  verticalActions,
  type GameState,
} from '../engine';
import type { Decision, Plan } from './decision';
import { centroid } from './geometry';
import { unitCharges, unitMoveCandidates } from './unit-candidates';
import {
  judgedSpots,
  moveJudge,
  positionMoves,
  runToCover,
  shotWorthyMoves,
  widenedMoves,
} from './position-candidates';
import { purposefulMoves } from './move-purpose';
import { leaderSafeMoves } from './leader-safety';
import { highGroundMoves } from './vertical-candidates';
import { harmfulShots } from './shot-candidates';

/**
 * Who decides next and what: `{ model: 3, kind: 'move', options: null }`, or null when the phase should end.
 * `options` are the model's charges (`reachableCharges`, skirmish play) or shots (`shootActions`) when
 * `nextChoice` found it (never empty then: they are how it was found), else null.
 */
export interface Decider {
  model: number;
  kind: 'charge' | 'move' | 'shoot' | 'cast';
  options: Decision[] | null;
}

/** Enemies model i could reach with a charge now (RULES.md §4.1), nearest first. */
export function reachableCharges(s: GameState, i: number): Decision[] {
  if (!mayCharge(s, i)) return [];
  const ms = s.static.models[i]!;
  const reach = 2 * ms.profile.M;
  let out: { d: Decision; dist: number }[] | null = null;
  for (const j of s.static.sides[1 - ms.side]!.models) {
    if (s.models[j]!.status === 'outOfAction' || s.models[j]!.hidden) continue;
    const dist = modelDist(s, i, j);
    if (dist > reach || !chargeLineReaches(s, i, j)) continue;
    (out ??= []).push({ d: { type: 'charge', model: ms.id, target: s.static.models[j]!.id }, dist });
  }
  const dives = s.models[i]!.z < 1 ? null : divingChargeActions(s, i);
  if (out === null) return dives ?? [];
  out.sort((a, b) => a.dist - b.dist);
  const charges = out.map((x) => x.d);
  if (dives !== null) charges.push(...dives);
  return charges;
}

/** Whether model i has a charge in `reachableCharges`, found without listing them all. */
export function hasReachableCharge(s: GameState, i: number): boolean {
  if (!mayCharge(s, i)) return false;
  const ms = s.static.models[i]!;
  const reach = 2 * ms.profile.M;
  for (const j of s.static.sides[1 - ms.side]!.models) {
    if (s.models[j]!.status === 'outOfAction' || s.models[j]!.hidden) continue;
    if (modelDist(s, i, j) <= reach && chargeLineReaches(s, i, j)) return true;
  }
  return s.models[i]!.z >= 1 && divingChargeActions(s, i).length > 0;
}

/** The next model to decide in the side's current phase, following the plan, or null to end the phase. */
export function nextDecider(s: GameState, plan: Plan): Decider | null {
  return scan(s, plan, false);
}

/**
 * `nextDecider` with the decider's `options` worked out for a skirmish charge or a shot: the same decider, and
 * the lists its caller would ask for next, found in the same pass.
 */
export function nextChoice(s: GameState, plan: Plan): Decider | null {
  return scan(s, plan, true);
}

/**
 * What scans learnt of the last state they looked at, exact: `none[i]` is 1 when model i was found to have no
 * charge (skirmish charges step) or no shot (Shooting phase); the phase and step held in `seen` say which. Such
 * an answer reads only the static part, the phase and step, model i's own state and every model's place and
 * standing (x, y, z, status, hidden, building): it is used again only while `samePlaces` and `sameModelAt(i)`
 * hold, so a state changed in place is looked at afresh where the change matters. Search asks again after
 * every `hold` or declined charge, and after shots that move nobody and change no status. Models in buildings
 * are not remembered (a garrison's shots left read its unit's other models).
 */
const seen = emptyStateCopy();
let none = new Uint8Array(0);
let remembered = false;

/** Forgets what scans learnt unless state s has the places and standing of the state they learnt it of. */
function recallFor(s: GameState): void {
  if (remembered && !samePlaces(seen, s)) remembered = false;
}

/** Whether model i is known to have no charge or shot in state s, last passed to `recallFor`. */
function knownNone(s: GameState, i: number): boolean {
  return remembered && none[i] === 1 && sameModelAt(seen, s, i);
}

/** Notes that model i of state s, last passed to `recallFor`, has no charge or shot. */
function noteNone(s: GameState, i: number): void {
  if (s.models[i]!.building >= 0) return;
  if (!remembered) {
    copyPlacesInto(seen, s);
    if (none.length < s.models.length) none = new Uint8Array(s.models.length);
    else none.fill(0);
    remembered = true;
  }
  copyModelAt(seen, s, i);
  none[i] = 1;
}

/**
 * The next decider (see `nextDecider`), with its options when `withOptions`. A model has a charge exactly when
 * `reachableCharges` lists one (`hasReachableCharge`) and a shot exactly when `shootActions` lists one (`hasShot`:
 * the closest enemy in range and sight is always a legal target), so both ways find the same decider.
 */
function scan(s: GameState, plan: Plan, withOptions: boolean): Decider | null {
  if (s.result !== null) return null;
  const models = s.static.sides[s.activeSide]!.models;
  if (s.phase === 'movement' && s.static.squads) return nextUnitDecider(s, plan);
  if (s.phase === 'movement') {
    if (s.movementStep === 'charges') {
      recallFor(s);
      for (const i of models) {
        if (plan[i] !== 0 || s.models[i]!.status !== 'standing' || knownNone(s, i)) continue;
        if (withOptions) {
          const charges = reachableCharges(s, i);
          if (charges.length > 0) return { model: i, kind: 'charge', options: charges };
        } else if (hasReachableCharge(s, i)) return { model: i, kind: 'charge', options: null };
        noteNone(s, i);
      }
    }
    for (const i of models) {
      if (plan[i] === 2 || s.models[i]!.status === 'outOfAction') continue;
      if (moveDistance(s, i) > 0) return { model: i, kind: 'move', options: null };
      if (hideActions(s, i).length > 0 || verticalActions(s, i).length > 0)
        return { model: i, kind: 'move', options: null };
    }
    return null;
  }
  if (s.phase === 'magic') {
    for (const i of models) {
      if (plan[i] === 2 || s.models[i]!.status !== 'standing') continue;
      if (castActions(s, i).length > 0) return { model: i, kind: 'cast', options: null };
    }
  }
  if (s.phase === 'shooting') {
    recallFor(s);
    for (const i of models) {
      if (plan[i] === 2 || s.models[i]!.status !== 'standing' || knownNone(s, i)) continue;
      if (withOptions) {
        const shots = shootActions(s, i);
        if (shots.length > 0) return { model: i, kind: 'shoot', options: shots };
      } else if (hasShot(s, i)) return { model: i, kind: 'shoot', options: null };
      noteNone(s, i);
    }
  }
  return null;
}

/**
 * The next unit to decide in a squad Movement phase (RULES.md §2), by its first model in play: first the units
 * that can charge something, then the units that can move.
 */
function nextUnitDecider(s: GameState, plan: Plan): Decider | null {
  const units = s.static.units;
  if (s.movementStep === 'charges')
    for (let u = 0; u < units.length; u++) {
      const lead = unitModelsInPlay(s, u)[0];
      if (units[u]!.side !== s.activeSide || lead === undefined || plan[lead] !== 0) continue;
      if (unitCharges(s, u, reachableCharges).length > 0)
        return { model: lead, kind: 'charge', options: null };
    }
  for (let u = 0; u < units.length; u++) {
    const lead = unitModelsInPlay(s, u)[0];
    if (units[u]!.side !== s.activeSide || lead === undefined || plan[lead] === 2) continue;
    if (unitMoveAllowance(s, u) !== null || enterActions(s, u).length > 0 || leaveActions(s, u).length > 0)
      return { model: lead, kind: 'move', options: null };
  }
  return null;
}

/**
 * Nearest enemy of model i in play (base to base, a downed one counted 3" farther), or −1; hidden enemies
 * (RULES.md §4.3) only when `hidden` is true.
 */
export function nearestEnemy(s: GameState, i: number, hidden = false): number {
  const side = s.static.models[i]!.side;
  let best = -1;
  let bestD = Infinity;
  for (let j = 0; j < s.models.length; j++) {
    const o = s.models[j]!;
    if (s.static.models[j]!.side === side || o.status === 'outOfAction' || (o.hidden && !hidden)) continue;
    const d = modelDist(s, i, j) + (s.models[j]!.status === 'standing' ? 0 : 3);
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  }
  return best;
}

/** Fractions of the length `moveToward` tries, longest first. */
const MOVE_FRACTIONS = [1, 0.75, 0.5, 0.25] as const;

/**
 * A legal move of model i toward (tx, ty), trying the full length `len` then shorter ones (¾, ½, ¼), or
 * null. Units: inches.
 */
export function moveToward(
  s: GameState,
  i: number,
  tx: number,
  ty: number,
  len: number,
  run: boolean,
): Decision | null {
  const m = s.models[i]!;
  const dx = tx - m.x;
  const dy = ty - m.y;
  const d = Math.sqrt(dx * dx + dy * dy);
  if (d < 1e-6 || len <= 0) return null;
  const full = Math.min(len, d);
  for (const f of MOVE_FRACTIONS) {
    const l = full * f;
    const x = m.x + (dx / d) * l;
    const y = m.y + (dy / d) * l;
    if (pathClear(s, i, x, y, m.z, -1))
      return { type: 'move', model: s.static.models[i]!.id, to: [x, y], run };
  }
  return null;
}

/**
 * Run `d` of a model standing at m, or null when it ends within `walk` inches of m (e.g. a run of 8″ cut to 2″
 * by friends in the way): a walk reaches the same spot and keeps the shot and the hide a run gives up (RULES.md
 * §4.2, §4.3), so such a run is never the better choice (a critic's review: a crossbowman ran 2″ and lost its
 * shot on ruined street).
 */
function beyondWalk(m: { x: number; y: number }, d: Decision | null, walk: number): Decision | null {
  if (d === null || d.type !== 'move') return d;
  return Math.hypot(d.to[0] - m.x, d.to[1] - m.y) > walk + 1e-6 ? d : null;
}

/** Spots just outside terrain that gives cover, on the side away from enemy `e`, within `len` of model i. */
function coverSpots(s: GameState, i: number, e: number, len: number): Decision[] {
  const m = s.models[i]!;
  const r = s.static.models[i]!.base + 0.3;
  const em = s.models[e]!;
  const out: { d: Decision; score: number }[] = [];
  for (const t of s.static.terrain) {
    if (t.cover === 'none' || t.height <= 0 || t.kind === 'impassable') continue;
    const [cx, cy] = centroid(t);
    const ex = cx - em.x;
    const ey = cy - em.y;
    const el = Math.sqrt(ex * ex + ey * ey) || 1;
    let maxR = 0;
    for (const p of t.polygon) maxR = Math.max(maxR, Math.hypot(p[0] - cx, p[1] - cy));
    const spots: [number, number][] = [[cx + (ex / el) * (maxR + r), cy + (ey / el) * (maxR + r)]];
    if (t.kind === 'wood' || t.kind === 'rubble' || t.kind === 'building') spots.push([cx, cy]);
    for (const [x, y] of spots) {
      const dd = Math.hypot(x - m.x, y - m.y);
      if (dd > len || dd < 0.3) continue;
      if (!pathClear(s, i, x, y, m.z, -1)) continue;
      out.push({
        d: { type: 'move', model: s.static.models[i]!.id, to: [x, y] },
        score: Math.hypot(x - em.x, y - em.y),
      });
    }
  }
  out.sort((a, b) => a.score - b.score);
  return out.slice(0, 2).map((o) => o.d);
}

/**
 * The move candidates of model i (DESIGN.md "AI"), most promising first, always ending with `hold`. With
 * `widen` (the search's candidates; the greedy script leaves it null) they add the moves from the whole position
 * (ai/position-candidates.ts) and `widen` more sampled spots by their feature score (progressive widening),
 * then keep those worth their cost (`shotWorthyMoves`), with a purpose (`purposefulMoves`) and that leave no
 * leader alone in two enemies' charge reach (`leaderSafeMoves`).
 * The quick moves are built against the nearest enemy, a hidden one included: it cannot be shot at or charged,
 * but walking on to find it (clear sight or its Initiative reveals it, RULES.md §4.3) must stay a choice, or a
 * hidden model would freeze the game in the search (issue 18, Session 10).
 */
export function moveCandidates(s: GameState, i: number, widen: number | null = null): Decision[] {
  const ms = s.static.models[i]!;
  const a = moveAllowance(s, ms.id);
  const out: Decision[] = [];
  const hold: Decision = { type: 'hold', model: ms.id };
  if (a === null || a.move <= 0) return withExtras(s, i, [], hold);
  const e = nearestEnemy(s, i, true);
  if (e < 0) return withExtras(s, i, [], hold);
  const m = s.models[i]!;
  const em = s.models[e]!;
  const gap = modelDist(s, i, e);
  const approach = Math.max(0, gap - 1.1);
  const push = (d: Decision | null): void => {
    if (
      d !== null &&
      !out.some(
        (o) =>
          o.type === 'move' && d.type === 'move' && Math.hypot(o.to[0] - d.to[0], o.to[1] - d.to[1]) < 0.5,
      )
    )
      out.push(d);
  };
  push(moveToward(s, i, em.x, em.y, Math.min(a.move, approach), false));
  if (a.run !== null)
    push(beyondWalk(m, moveToward(s, i, em.x, em.y, Math.min(a.run, approach), true), a.move));
  for (const d of coverSpots(s, i, e, a.move)) push(d);
  const enemyReach = 2 * s.static.models[e]!.profile.M + 0.5;
  if (gap < enemyReach + a.move) {
    const back = enemyReach - gap;
    if (back > 0.2) push(moveToward(s, i, 2 * m.x - em.x, 2 * m.y - em.y, Math.min(back, a.move), false));
    else push(moveToward(s, i, em.x, em.y, Math.min(-back, a.move), false));
  }
  push(moveToward(s, i, em.x, em.y, Math.min(a.move / 2, approach), false));
  push(moveToward(s, i, 2 * m.x - em.x, 2 * m.y - em.y, a.move, false));
  if (s.static.models[i]!.weapons.some((w) => s.static.weapons[w]?.type === 'missile'))
    for (const d of highGroundMoves(s, i, a.move)) push(d);
  if (widen !== null) {
    const spots = judgedSpots(s, i, a.move);
    const judge = moveJudge(s, i);
    if (spots.length > 0) {
      for (const d of positionMoves(s, i, spots, judge.here())) push(d);
      push(runToCover(s, i, spots, judge.here(), a.run));
    }
    for (const d of widenedMoves(s, i, spots, widen)) push(d);
    return withExtras(
      s,
      i,
      leaderSafeMoves(s, i, purposefulMoves(s, i, shotWorthyMoves(s, i, out, judge), judge)),
      hold,
    );
  }
  return withExtras(s, i, out, hold);
}

/** Adds hiding (§4.3) where a move can end hidden, hiding in place, and up to two climbs or jumps (§4.4). */
function withExtras(s: GameState, i: number, moves: Decision[], hold: Decision): Decision[] {
  const id = s.static.models[i]!.id;
  const out: Decision[] = [];
  for (const d of moves) {
    if (d.type === 'move' && d.run !== true && hidePreview(s, id, d.to) === null)
      out.push({ ...d, hide: true });
    out.push(d);
  }
  out.push(...hideActions(s, i));
  const vertical = verticalActions(s, i);
  if (vertical.length > 0) {
    const ups = vertical.filter((v) => v.type === 'climb' && v.to[2] > s.models[i]!.z);
    out.push(...(ups.length > 0 ? ups : vertical).slice(0, 2));
  }
  out.push(hold);
  return out;
}

/**
 * The candidate decisions at a state (DESIGN.md "AI"): for the next decider its charges (and declining),
 * its moves (`moveCandidates`, or `unitMoveCandidates` for a unit in squad play: with the whole position's and
 * `widen` more sampled spots, or only the quick ones when `widen` is null), or its shots that can do harm (holding fire
 * when none can, `harmfulShots`); `endPhase` when nobody is left to decide.
 */
export function candidates(s: GameState, plan: Plan, widen: number | null = 0): Decision[] {
  const d = nextChoice(s, plan);
  if (d === null) return [{ type: 'endPhase' }];
  const id = s.static.models[d.model]!.id;
  const u = s.static.models[d.model]!.unitIndex;
  const squad = s.static.squads && s.phase === 'movement';
  if (d.kind === 'charge')
    return [
      ...(squad ? unitCharges(s, u, reachableCharges) : (d.options ?? reachableCharges(s, d.model))),
      { type: 'noCharge', model: id },
    ];
  if (d.kind === 'move') return squad ? unitMoveCandidates(s, u, widen) : moveCandidates(s, d.model, widen);
  if (d.kind === 'cast') return [...castActions(s, d.model), { type: 'hold', model: id }];
  const shots = harmfulShots(s, d.model, d.options ?? shootActions(s, d.model));
  return shots.length > 0 ? shots : [{ type: 'hold', model: id }];
}
