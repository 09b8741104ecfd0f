/**
 * The search's playout policy past the tree's edge (DESIGN.md "AI"): `rolloutDecision` (a quick, slightly random
 * greedy) for single models, and in a squad Movement phase the greedy script's unit decision, so units charge,
 * assault buildings (RULES.md §11) and advance as a whole in the playouts instead of one model at a time.
 */
import type { GameState } from '../engine';
import type { Decision, Plan } from './decision';
import { greedyDecision } from './greedy';
import type { Rand } from './random';
import { rolloutDecision } from './rollout';

/** The playout decision at a state: e.g. `{ type: 'moveUnit', unit: 'mob-west', by: [2.6, 7.6], run: true }`. */
export function playoutDecision(s: GameState, plan: Plan, rand: Rand): Decision {
  if (s.static.squads && s.phase === 'movement') return greedyDecision(s, plan);
  return rolloutDecision(s, plan, rand);
}
