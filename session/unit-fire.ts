/**
 * "Fire the unit" in squad play (RULES.md §6, §10.2): every model of a unit that may shoot fires at one enemy
 * unit, each still bound by the target rules of §6.2. The engine's `shoot` action stays one model's shot
 * (FORMATS.md §2): the unit's fire is the sequence of those shots, each model in unit order at the closest
 * model of the enemy unit it may legally shoot at the moment it fires (a model killed by an earlier shot is
 * no longer there). Worked out in the worker: the plan (who fires at whom, who may not and why) and the
 * combined odds by simulation of the whole sequence through the engine.
 */
import {
  applyInPlace,
  cannotShootReason,
  cloneState,
  modelDist,
  modelIndex,
  mayShoot,
  shootActions,
  shotPreview,
  unitInPlay,
  unitModelsInPlay,
  type Action,
  type GameEvent,
  type GameState,
  type Roller,
} from '../engine';
import { makeRand } from '../ai';

/** One model's shot of the unit's fire, e.g. `{ model: 'r2', target: 'b3', weapon: 'boltgun', toHit: 4 }`. */
export interface UnitShot {
  model: string;
  target: string;
  weapon: string;
  /** D6 face needed To Hit (RULES.md §6.3), 7–9 with a follow-up, 10 or more impossible. */
  toHit: number;
  /** D6 face needed To Wound, or null when it cannot wound (§6.4). */
  toWound: number | null;
  /** Shots of its weapon (§6.5). */
  shots: number;
}

/** A model of the unit that may not fire at the enemy unit, with the engine's reason (ids, not names). */
export interface UnitFireRefusal {
  model: string;
  code: string;
  /** E.g. `'r5 cannot see b3 (§5)'`, `'r2 has already shot this turn'`. */
  reason: string;
}

/**
 * The plan of a unit's fire at the position shown, e.g. `{ unit: 'wardens', targetUnit: 'mob-west', shots:
 * [{ model: 'r1', target: 'b2', … }], refused: [{ model: 'r6', code: 'ERR_NOT_VISIBLE', reason: '…' }],
 * targetModels: 10, moraleAt: 3, lostThisPhase: 0 }`. `moraleAt` is how many models the enemy unit must lose
 * in all this phase to take the 25% Morale test (§10.2), `lostThisPhase` how many it has lost already.
 */
export interface UnitFirePlan {
  unit: string;
  targetUnit: string;
  shots: UnitShot[];
  refused: UnitFireRefusal[];
  /** Models of the enemy unit in play. */
  targetModels: number;
  moraleAt: number;
  lostThisPhase: number;
}

/**
 * The combined odds of a unit's fire by `samples` simulations, e.g. `{ samples: 600, shooters: 5, hits: 2.6,
 * wounds: 1.1, casualties: 1.1, moraleTest: 0.21, destroyed: 0 }`: mean hits on, unsaved wounds on and models
 * lost by the enemy unit; the chance that it then takes the 25% Morale test at the end of the phase (§10.2:
 * a quarter of the models it had when the phase started lost, and some left) and that it is wiped out.
 */
export interface UnitFireOdds {
  samples: number;
  shooters: number;
  hits: number;
  wounds: number;
  casualties: number;
  moraleTest: number;
  destroyed: number;
}

/** Simulations of a unit's fire by default (each plays every shot of the unit). */
export const UNIT_FIRE_SAMPLES = 600;

/** Whether a unit that had `start` models when the phase began and has `left` now tests (RULES.md §10.2). */
export function lossTestDue(start: number, left: number): boolean {
  return start > 0 && left > 0 && (start - left) * 4 >= start;
}

/** The smallest number of models lost this phase that forces the 25% Morale test (§10.2), e.g. 3 of 10. */
function lossesForTest(start: number): number {
  return Math.ceil(start / 4);
}

/**
 * Model i's shot at unit v in `s`: at the closest model of v it may shoot now (ties: scenario order), with the
 * first weapon that may (RULES.md §6.1, §6.2); null when it has none.
 */
function modelShot(s: GameState, i: number, v: number): Extract<Action, { type: 'shoot' }> | null {
  if (!mayShoot(s, i)) return null;
  let best: Extract<Action, { type: 'shoot' }> | null = null;
  let bestDist = Infinity;
  for (const a of shootActions(s, i)) {
    if (a.type !== 'shoot') continue;
    const j = modelIndex(s, a.target);
    if (s.static.models[j]!.unitIndex !== v) continue;
    const d = modelDist(s, i, j);
    if (d < bestDist) {
      best = a;
      bestDist = d;
    }
  }
  return best;
}

/**
 * The next shot of unit u's fire at unit v in `s`, e.g. `{ type: 'shoot', model: 'r2', target: 'b3' }`: the
 * first model of u (in unit order) not in `done` that may shoot a model of v now, at the closest such model
 * (`modelShot`); null when no model of u has a shot at v left.
 */
export function nextUnitShot(
  s: GameState,
  u: number,
  v: number,
  done: ReadonlySet<string> = new Set(),
): Extract<Action, { type: 'shoot' }> | null {
  for (const i of s.static.units[u]!.models) {
    if (done.has(s.static.models[i]!.id)) continue;
    const shot = modelShot(s, i, v);
    if (shot) return shot;
  }
  return null;
}

/** Why model i may not fire at unit v now: the engine's refusal of a shot at v's closest model in play. */
function refusalOf(s: GameState, i: number, v: number): UnitFireRefusal {
  const id = s.static.models[i]!.id;
  const why = cannotShootReason(s, i);
  if (why !== null) return { model: id, code: 'ERR_CANNOT_ACT', reason: why };
  let closest = -1;
  for (const j of unitModelsInPlay(s, v))
    if (closest < 0 || modelDist(s, i, j) < modelDist(s, i, closest)) closest = j;
  const r = closest < 0 ? null : shotPreview(s, id, s.static.models[closest]!.id);
  if (r && !r.ok) return { model: id, code: r.error.code, reason: r.error.message };
  return { model: id, code: 'ERR_NOT_VISIBLE', reason: `${id} has no target in its enemy unit (§6.2)` };
}

/**
 * The plan of the fire of the unit of model `modelId` at the unit of enemy model `targetId` (see
 * `UnitFirePlan`): the shots as the position stands (each model's closest legal target of that unit) and every
 * model of the unit in play that may not fire with its reason. Errors: an unknown model, a model of the same
 * side, outside squad play or the Shooting phase.
 */
export function unitFirePlan(
  s: GameState,
  modelId: string,
  targetId: string,
): { ok: true; value: UnitFirePlan } | { ok: false; error: { code: string; message: string } } {
  const i = modelIndex(s, modelId);
  const j = modelIndex(s, targetId);
  if (i < 0 || j < 0)
    return {
      ok: false,
      error: { code: 'ERR_UNKNOWN_MODEL', message: `no model ${i < 0 ? modelId : targetId}` },
    };
  if (!s.static.squads)
    return {
      ok: false,
      error: { code: 'ERR_BAD_ACTION', message: 'units fire together only in squad play' },
    };
  if (s.phase !== 'shooting')
    return {
      ok: false,
      error: { code: 'ERR_WRONG_PHASE', message: 'units fire in the Shooting phase (§6)' },
    };
  const ms = s.static.models;
  if (ms[i]!.side === ms[j]!.side)
    return {
      ok: false,
      error: { code: 'ERR_BAD_ACTION', message: `${targetId} is not an enemy of ${modelId}` },
    };
  if (ms[i]!.side !== s.activeSide)
    return {
      ok: false,
      error: { code: 'ERR_NOT_YOUR_TURN', message: `${modelId}'s side is not the side to act (§6)` },
    };
  const u = ms[i]!.unitIndex;
  const v = ms[j]!.unitIndex;
  const shots: UnitShot[] = [];
  const refused: UnitFireRefusal[] = [];
  for (const k of unitModelsInPlay(s, u)) {
    const shot = modelShot(s, k, v);
    if (!shot) {
      refused.push(refusalOf(s, k, v));
      continue;
    }
    const p = shotPreview(s, shot.model, shot.target, shot.weapon);
    if (!p.ok) continue;
    shots.push({
      model: shot.model,
      target: shot.target,
      weapon: p.value.weapon,
      toHit: p.value.toHit,
      toWound: p.value.toWound,
      shots: p.value.shots,
    });
  }
  const start = s.unitStart[v] ?? 0;
  const left = unitInPlay(s, v);
  return {
    ok: true,
    value: {
      unit: s.static.units[u]!.id,
      targetUnit: s.static.units[v]!.id,
      shots,
      refused,
      targetModels: left,
      moraleAt: lossesForTest(start),
      lostThisPhase: Math.max(0, start - left),
    },
  };
}

/**
 * Plays unit u's whole fire at unit v in `s` in place with roller `r` (shot after shot, `nextUnitShot`);
 * returns the actions played, in order. Stops at the first shot the engine refuses (none should be).
 */
export function playUnitFire(s: GameState, r: Roller, u: number, v: number): Action[] {
  const played: Action[] = [];
  const done = new Set<string>();
  for (let shot = nextUnitShot(s, u, v, done); shot; shot = nextUnitShot(s, u, v, done)) {
    done.add(shot.model);
    if (applyInPlace(s, shot, r) !== null) break;
    played.push(shot);
  }
  return played;
}

/**
 * The combined odds of the fire of the unit of `modelId` at the unit of `targetId` (see `UnitFireOdds`):
 * `samples` simulations of the whole sequence of shots through the engine, each from its own seed `seed#k`;
 * dice queued in the state (what-if, §13) are used first. Null when the plan is refused (see `unitFirePlan`).
 */
export function unitFireOdds(
  s: GameState,
  modelId: string,
  targetId: string,
  seed: string,
  samples = UNIT_FIRE_SAMPLES,
): UnitFireOdds | null {
  const plan = unitFirePlan(s, modelId, targetId);
  if (!plan.ok) return null;
  const u = s.static.models[modelIndex(s, modelId)]!.unitIndex;
  const v = s.static.models[modelIndex(s, targetId)]!.unitIndex;
  const ids = new Set(s.static.units[v]!.models.map((j) => s.static.models[j]!.id));
  const start = s.unitStart[v] ?? 0;
  const before = unitInPlay(s, v);
  const events: GameEvent[] = [];
  const sum = { hits: 0, wounds: 0, casualties: 0, moraleTest: 0, destroyed: 0 };
  for (let k = 0; k < samples; k++) {
    const c = cloneState(s);
    events.length = 0;
    playUnitFire(c, { forced: c.dice, uniform: makeRand(`${seed}#${k}`), events }, u, v);
    for (const e of events) {
      if (e.kind === 'roll' && e.test === 'toHit' && e.success && ids.has(e.target ?? '')) sum.hits++;
      if (e.kind === 'wounded' && ids.has(e.model)) sum.wounds += e.wounds;
    }
    const left = unitInPlay(c, v);
    sum.casualties += before - left;
    // The chance of forcing the test: a test already due before this fire is not this fire's doing.
    if (lossTestDue(start, left) && !lossTestDue(start, before)) sum.moraleTest++;
    if (left === 0) sum.destroyed++;
  }
  const n = Math.max(1, samples);
  return {
    samples,
    shooters: plan.value.shots.length,
    hits: sum.hits / n,
    wounds: sum.wounds / n,
    casualties: sum.casualties / n,
    moraleTest: sum.moraleTest / n,
    destroyed: sum.destroyed / n,
  };
}
