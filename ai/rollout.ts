/**
 * The default (playout) policy: a quick, sensible script used past the tree's edge up to the horizon —
 * charge what can be reached, otherwise advance or hold, shoot a random legal target, end other phases.
 */
import { moveAllowance, shootActions, type GameState } from '../engine';
import { moveToward, nearestEnemy, nextDecider, reachableCharges } from './candidates';
import type { Decision, Plan } from './decision';
import { pick, type Rand } from './random';

/** The playout policy's decision at a state. */
export function rolloutDecision(s: GameState, plan: Plan, rand: Rand): Decision {
  const d = nextDecider(s, plan);
  if (d === null) return { type: 'endPhase' };
  const i = d.model;
  const id = s.static.models[i]!.id;
  if (d.kind === 'charge') {
    const cs = reachableCharges(s, i);
    return cs.length > 0 && rand() < 0.85 ? pick(rand, cs) : { type: 'noCharge', model: id };
  }
  if (d.kind === 'shoot') {
    const shots = shootActions(s, i);
    return shots.length > 0 ? pick(rand, shots) : { type: 'hold', model: id };
  }
  if (rand() < 0.6) {
    const e = nearestEnemy(s, i);
    if (e >= 0) {
      const em = s.models[e]!;
      const m = s.models[i]!;
      const gap = Math.hypot(em.x - m.x, em.y - m.y) - s.static.models[i]!.base - s.static.models[e]!.base;
      const allowed = moveAllowance(s, id)?.move ?? 0;
      const mv = moveToward(s, i, em.x, em.y, Math.min(allowed, gap - 1.1), false);
      if (mv !== null) return mv;
    }
  }
  return { type: 'hold', model: id };
}
