/**
 * The `greedy` baseline (DESIGN.md "AI"): a sensible script and the yardstick for the search. It charges the
 * reachable enemy it is most likely to beat (preferring isolated, weak and knocked-down ones), shoots the target
 * with the best expected damage, and otherwise advances through cover, keeping shooters in range.
 */
import {
  castActions,
  enemiesInContact,
  meleeHit,
  HIGH_GROUND,
  meleeToHit,
  missileWeapons,
  modelDist,
  moveAllowance,
  modelIndex,
  shootActions,
  shotNumbers,
  shotPreview,
  toWound,
  unitInPlay,
  unitModelsInPlay,
  type GameState,
  type ShotPreview,
} from '../engine';
import { moveCandidates, nearestEnemy, nextDecider, reachableCharges } from './candidates';
import type { Decision, Plan } from './decision';
import { closestEnemyOf, unitCharges, unitMoves } from './unit-candidates';
import { SHORT_RANGE } from './evaluate';
import { highGroundStep, missileRange } from './vertical-candidates';

/** Chance that a D6 roll meets `need`+ with the follow-up rule for 7–9 (RULES.md §6.3). */
export function chanceOf(need: number | null): number {
  if (need === null || need >= 10) return 0;
  if (need <= 1) return 5 / 6;
  if (need <= 6) return (7 - need) / 6;
  return (1 / 6) * ((7 - (need - 3)) / 6);
}

/** Expected value of a shot: P(hit) × P(wound) × P(no save) × the target's points. */
export function shotValue(s: GameState, shooter: string, target: string, weapon?: string): number {
  const p = shotPreview(s, shooter, target, weapon);
  return p.ok ? previewValue(s, p.value, modelIndex(s, target)) : 0;
}

/**
 * `shotValue` of a shot `shootActions` listed for model i at model j (so legal, not checked again): `weapon` as
 * in the action, undefined for the only missile weapon of model i.
 */
export function legalShotValue(s: GameState, i: number, j: number, weapon: string | undefined): number {
  return previewValue(s, shotNumbers(s, i, j, weapon ?? missileWeapons(s, i)[0]!), j);
}

/** The expected value of a shot with these numbers at model j (see `shotValue`). */
function previewValue(s: GameState, v: ShotPreview, j: number): number {
  const save = Math.min(v.armourSave ?? 7, v.invulnerableSave ?? 7);
  const unsaved = 1 - chanceOf(save <= 6 ? save : null);
  const pts = s.static.models[j]!.points || 10;
  const downBonus = s.models[j]!.status === 'standing' ? 1 : 0.6;
  return chanceOf(v.toHit) * chanceOf(v.toWound) * unsaved * v.shots * pts * downBonus * focusFactor(s, j);
}

/** Extra weight of a shot at a unit that has lost models this phase, reaching 1 + this at the 25% mark (§10.2). */
export const FOCUS_FIRE = 0.5;

/**
 * Squad play: how much more a shot at model j is worth because its unit is closing on the quarter of losses
 * in this phase that forces a Morale test (RULES.md §10.2), e.g. 1.25 for a unit of 10 that lost 1 of the
 * 3 it may lose before testing. 1 in skirmish play, for units of one model and once the test is due.
 */
export function focusFactor(s: GameState, j: number): number {
  if (!s.static.squads) return 1;
  const u = s.static.models[j]!.unitIndex;
  const start = s.unitStart[u] ?? 0;
  if (start < 2) return 1;
  const lost = start - unitInPlay(s, u);
  const need = Math.ceil(start / 4);
  return lost >= need ? 1 : 1 + (FOCUS_FIRE * (lost + 1)) / need;
}

/** How good a charge of model i at enemy j looks: expected wounds dealt vs taken, isolated and downed targets first. */
export function chargeValue(s: GameState, i: number, j: number): number {
  const a = s.static.models[i]!;
  const t = s.static.models[j]!;
  const dealt =
    a.profile.A *
    chanceOf(meleeToHit(a.profile.WS, t.profile.WS)) *
    chanceOf(toWound(meleeHit(s, i).strength, t.profile.T));
  const taken =
    t.profile.A *
    chanceOf(meleeToHit(t.profile.WS, a.profile.WS)) *
    chanceOf(toWound(meleeHit(s, j).strength, a.profile.T));
  let friendsOfTarget = 0;
  for (let k = 0; k < s.models.length; k++) {
    if (k === j || s.static.models[k]!.side !== t.side || s.models[k]!.status !== 'standing') continue;
    if (modelDist(s, j, k) <= 6) friendsOfTarget++;
  }
  const downed = s.models[j]!.status !== 'standing' ? 1.5 : 0;
  return dealt - 0.7 * taken - 0.15 * friendsOfTarget + downed + enemiesInContact(s, j).length * 0.3;
}

/** Expected unsaved wounds model i deals model j's unit in one round of close combat (§7.3–§7.7, §14). */
function expectedWounds(s: GameState, i: number, j: number): number {
  const a = s.static.models[i]!;
  const t = s.static.models[j]!;
  const hit = meleeHit(s, i);
  const save = t.save <= 6 && !(hit.ap !== undefined && hit.ap <= t.save) ? (t.save - 1) / 6 : 1;
  return (
    a.profile.A *
    chanceOf(meleeToHit(a.profile.WS, t.profile.WS)) *
    chanceOf(toWound(hit.strength, t.profile.T)) *
    Math.min(1, save)
  );
}

/**
 * How good a unit charge of model i's unit at model j's unit looks in squad play: the unsaved wounds the
 * charging unit's models expect to deal minus those its target's models deal back (combat result, §7.9).
 */
export function unitChargeValue(s: GameState, i: number, j: number): number {
  const mine = unitModelsInPlay(s, s.static.models[i]!.unitIndex);
  const theirs = unitModelsInPlay(s, s.static.models[j]!.unitIndex);
  let dealt = 0;
  let taken = 0;
  for (const a of mine) dealt += expectedWounds(s, a, j);
  for (const b of theirs) taken += expectedWounds(s, b, i);
  return dealt - 0.8 * taken;
}

/**
 * The longest missile weapon range of unit u's lead model (its first in play), inches, e.g. 12 for a Gorefang mob's
 * sluggas, 24 for Wardens' boltguns, 0 for a unit without missile weapons: a unit within `SHORT_RANGE` of it is a
 * close-combat unit, which the script runs at the enemy (`greedyUnitMove`) and whose moves keep the script's
 * choice unless the search clearly beats it (ai/script-keep.ts).
 */
export function unitGunRange(s: GameState, u: number): number {
  return missileRange(s, unitModelsInPlay(s, u)[0]!);
}

/**
 * The greedy unit move (squad play): a unit with guns longer than 12" holds to shoot once the enemy is in range
 * and otherwise walks toward it (so it may shoot); a close-combat unit (pistols of 12" at most, as `SHORT_RANGE`)
 * runs at the enemy to charge it next turn. A garrison stays in its building. A unit with no move toward the
 * closest enemy left (a mob at a farmhouse wall that may not assault this turn, §11: the building is in the way)
 * holds where it is rather than stepping back or sideways.
 */
function greedyUnitMove(s: GameState, u: number): Decision {
  const e = closestEnemyOf(s, u);
  const lead = unitModelsInPlay(s, u)[0]!;
  const range = unitGunRange(s, u);
  const hold: Decision = { type: 'hold', model: s.static.models[lead]!.id };
  const longGun = range > SHORT_RANGE;
  if (longGun && e.model >= 0 && e.dist <= range * 0.9) return hold;
  let walk: Decision | undefined;
  for (const m of unitMoves(s, u, true)) {
    if (m.run === true) {
      if (!longGun) return m;
    } else if (walk === undefined) {
      walk = m;
      if (longGun) return m;
    }
  }
  return walk ?? hold;
}

/**
 * Whether model i's unit should leave its assault `c` (value `v`, RULES.md §11) to a friendly unit that has not
 * decided yet and would assault the same building for more: only one unit may assault a building each turn,
 * so the first unit to decide must not take the turn's assault from a stronger one.
 */
function leavesAssaultToAnother(
  s: GameState,
  plan: Plan,
  i: number,
  c: Decision & { type: 'charge' },
  v: number,
): boolean {
  const k = s.models[modelIndex(s, c.target)]!.building;
  if (k < 0) return false;
  const mine = s.static.models[i]!.unitIndex;
  for (let u = 0; u < s.static.units.length; u++) {
    const lead = unitModelsInPlay(s, u)[0];
    if (u === mine || s.static.units[u]!.side !== s.activeSide || lead === undefined || plan[lead] !== 0)
      continue;
    for (const o of unitCharges(s, u, reachableCharges)) {
      if (o.type !== 'charge') continue;
      const j = modelIndex(s, o.target);
      if (s.models[j]!.building === k && unitChargeValue(s, modelIndex(s, o.model), j) > v) return true;
    }
  }
  return false;
}

/** The greedy script's decision for the next model (or `endPhase`). */
export function greedyDecision(s: GameState, plan: Plan): Decision {
  const d = nextDecider(s, plan);
  if (d === null) return { type: 'endPhase' };
  const i = d.model;
  const id = s.static.models[i]!.id;
  const squad = s.static.squads && s.phase === 'movement';
  if (d.kind === 'charge') {
    let best: Decision | null = null;
    let bestV = 0;
    const charges = squad
      ? unitCharges(s, s.static.models[i]!.unitIndex, reachableCharges)
      : reachableCharges(s, i);
    for (const c of charges) {
      if (c.type !== 'charge') continue;
      const j = modelIndex(s, c.target);
      const v = squad ? unitChargeValue(s, modelIndex(s, c.model), j) : chargeValue(s, i, j);
      if (v > bestV) {
        bestV = v;
        best = c;
      }
    }
    if (squad && best !== null && best.type === 'charge' && leavesAssaultToAnother(s, plan, i, best, bestV))
      return { type: 'noCharge', model: id };
    return best ?? { type: 'noCharge', model: id };
  }
  if (d.kind === 'cast') return castActions(s, i)[0] ?? { type: 'hold', model: id };
  if (d.kind === 'shoot') {
    let best: Decision = { type: 'hold', model: id };
    let bestV = 0;
    for (const a of shootActions(s, i)) {
      if (a.type !== 'shoot') continue;
      const v = shotValue(s, a.model, a.target, a.weapon);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  }
  if (squad) return greedyUnitMove(s, s.static.models[i]!.unitIndex);
  const moves = moveCandidates(s, i);
  const e = nearestEnemy(s, i);
  const range = missileRange(s, i);
  const high = highGroundStep(s, i, e, moves, moveAllowance(s, id)?.move ?? 0);
  if (high !== null) return high;
  if (e >= 0 && range > 0 && modelDist(s, i, e) <= range * 0.9) {
    if (s.models[i]!.z > HIGH_GROUND) return { type: 'hold', model: id };
    const cover = moves.find((m) => m.type === 'move' && m.run !== true && m !== moves[0]);
    return cover ?? { type: 'hold', model: id };
  }
  return moves[0] ?? { type: 'hold', model: id };
}
