/**
 * The default (playout) policy: a quick version of the greedy script used past the tree's edge up to the
 * horizon — the most promising reachable charge, the shot with the best expected damage, otherwise advance
 * on the nearest enemy, hidden ones included (to find them, RULES.md §4.3), or now and then hold; end other
 * phases. Some randomness keeps the playouts varied.
 */
import { castActions, modelIndex, moveDistance, shootActions, type GameState } from '../engine';
import { moveToward, nearestEnemy, nextChoice, reachableCharges } from './candidates';
import type { Decision, Plan } from './decision';
import { chargeValue, legalShotValue } from './greedy';
import { pick, type Rand } from './random';

/** Chance that a playout takes a uniformly random charge or shot instead of the greedy one. */
export const PLAYOUT_EPSILON = 0.15;

/** The playout policy's decision at a state. */
export function rolloutDecision(s: GameState, plan: Plan, rand: Rand): Decision {
  const d = nextChoice(s, plan);
  if (d === null) return { type: 'endPhase' };
  const i = d.model;
  const id = s.static.models[i]!.id;
  if (d.kind === 'charge') {
    const cs = d.options ?? reachableCharges(s, i);
    if (cs.length === 0) return { type: 'noCharge', model: id };
    if (rand() < PLAYOUT_EPSILON) return pick(rand, cs);
    let best: Decision = { type: 'noCharge', model: id };
    let bestV = 0;
    for (const c of cs) {
      if (c.type !== 'charge') continue;
      const v = chargeValue(s, i, modelIndex(s, c.target));
      if (v > bestV) {
        bestV = v;
        best = c;
      }
    }
    return best;
  }
  if (d.kind === 'cast') {
    const casts = castActions(s, i);
    return casts.length > 0 ? pick(rand, casts) : { type: 'hold', model: id };
  }
  if (d.kind === 'shoot') {
    const shots = d.options ?? shootActions(s, i);
    if (shots.length === 0) return { type: 'hold', model: id };
    if (shots.length === 1 || rand() < PLAYOUT_EPSILON) return pick(rand, shots);
    let best = shots[0]!;
    let bestV = -1;
    for (const a of shots) {
      if (a.type !== 'shoot') continue;
      const v = legalShotValue(s, i, modelIndex(s, a.target), a.weapon);
      if (v > bestV) {
        bestV = v;
        best = a;
      }
    }
    return best;
  }
  if (rand() < 0.8) {
    const e = nearestEnemy(s, i, true);
    if (e >= 0) {
      const em = s.models[e]!;
      const m = s.models[i]!;
      const gap = Math.hypot(em.x - m.x, em.y - m.y) - s.static.models[i]!.base - s.static.models[e]!.base;
      const allowed = Math.max(0, moveDistance(s, i));
      const mv = moveToward(s, i, em.x, em.y, Math.min(allowed, gap - 1.1), false);
      if (mv !== null) return mv;
    }
  }
  return { type: 'hold', model: id };
}
