/**
 * The search's deciders with their options worked out (`nextChoice`, ai/candidates.ts) and its memo of models
 * with no charge or shot give the answers of the plain rules queries: along random playouts played in place
 * (as the search plays them), after `hold`s and shots, and after any field of a model is changed in place;
 * `legalShotValue` equals `shotValue` for the shots listed.
 */
import { describe, expect, it } from 'vitest';
import { makeRand, newPlan, shotValue } from '../../ai';
import {
  hasReachableCharge,
  nextChoice,
  nextDecider,
  reachableCharges,
  type Decider,
} from '../../ai/candidates';
import type { Plan } from '../../ai/decision';
import { legalShotValue } from '../../ai/greedy';
import { rolloutDecision } from '../../ai/rollout';
import { searchState, step } from '../../ai/step';
import {
  castActions,
  cloneState,
  hasShot,
  hideActions,
  moveAllowanceAt,
  searchRoller,
  shootActions,
  STATUSES,
  verticalActions,
  type GameState,
  type ModelState,
} from '../../engine';
import { loadScenario, startGame } from '../../cli/load';

/** The next decider by the rules queries alone, without options or memo (skirmish Movement, Magic, Shooting). */
function plainDecider(s: GameState, plan: Plan): Pick<Decider, 'model' | 'kind'> | null {
  if (s.result !== null) return null;
  const models = s.static.sides[s.activeSide]!.models;
  if (s.phase === 'movement') {
    if (s.movementStep === 'charges')
      for (const i of models)
        if (plan[i] === 0 && s.models[i]!.status === 'standing' && hasReachableCharge(s, i))
          return { model: i, kind: 'charge' };
    for (const i of models) {
      if (plan[i] === 2 || s.models[i]!.status === 'outOfAction') continue;
      const a = moveAllowanceAt(s, i);
      if ((a.ok && a.value.move > 0) || hideActions(s, i).length > 0 || verticalActions(s, i).length > 0)
        return { model: i, kind: 'move' };
    }
    return null;
  }
  if (s.phase === 'magic')
    for (const i of models)
      if (plan[i] !== 2 && s.models[i]!.status === 'standing' && castActions(s, i).length > 0)
        return { model: i, kind: 'cast' };
  if (s.phase === 'shooting')
    for (const i of models)
      if (plan[i] !== 2 && s.models[i]!.status === 'standing' && hasShot(s, i))
        return { model: i, kind: 'shoot' };
  return null;
}

/** Checks `nextChoice` and `nextDecider` at a state against the plain queries. */
function check(s: GameState, plan: Plan): void {
  if (s.static.squads && s.phase === 'movement') return;
  const want = plainDecider(s, plan);
  const got = nextChoice(s, plan);
  const plain = nextDecider(s, plan);
  expect(got === null ? null : { model: got.model, kind: got.kind }).toEqual(want);
  expect(plain === null ? null : { model: plain.model, kind: plain.kind }).toEqual(want);
  if (got?.kind === 'charge') expect(got.options).toEqual(reachableCharges(s, got.model));
  if (got?.kind === 'shoot') {
    expect(got.options).toEqual(shootActions(s, got.model));
    for (const a of got.options!)
      if (a.type === 'shoot')
        expect(
          legalShotValue(
            s,
            got.model,
            s.static.models.findIndex((m) => m.id === a.target),
            a.weapon,
          ),
        ).toBe(shotValue(s, a.model, a.target, a.weapon));
  }
  for (const i of s.static.sides[s.activeSide]!.models) {
    expect(hasShot(s, i)).toBe(shootActions(s, i).length > 0);
    if (!s.static.squads) expect(hasReachableCharge(s, i)).toBe(reachableCharges(s, i).length > 0);
  }
}

/** A value different from `v`, of the same type (a model field). */
function changed(v: ModelState[keyof ModelState]): ModelState[keyof ModelState] {
  if (typeof v === 'boolean') return !v;
  if (typeof v === 'number') return v + 0.75;
  return STATUSES.find((x) => x !== v)!;
}

describe('nextChoice and its memo', () => {
  for (const scenario of ['ruined-street', 'duel', 'squad-assault', 'storm-the-farmhouse'])
    it(`agree with the rules queries along playouts on ${scenario}`, () => {
      const start = startGame(loadScenario(scenario)).state;
      const rand = makeRand(`next-choice-${scenario}`);
      const roller = searchRoller(rand);
      for (let g = 0; g < 6; g++) {
        const ss = searchState(cloneState(start), newPlan(start));
        for (let n = 0; ss.s.result === null && n < 600; n++) {
          check(ss.s, ss.plan);
          if (rand() < 0.1) {
            const m = ss.s.models[Math.floor(rand() * ss.s.models.length)]!;
            const keys = Object.keys(m) as (keyof ModelState)[];
            const key = keys[Math.floor(rand() * keys.length)]!;
            const before = m[key];
            (m as unknown as Record<string, unknown>)[key] = changed(before);
            check(ss.s, ss.plan);
            (m as unknown as Record<string, unknown>)[key] = before;
            check(ss.s, ss.plan);
          }
          step(ss, rolloutDecision(ss.s, ss.plan, rand), roller);
        }
      }
    });
});
