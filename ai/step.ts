/**
 * Applying a decision inside the search: engine actions in place with the search's dice, pseudo-actions
 * into the plan. Keeps the plan in step with the phase.
 */
import { applyInPlace, type GameState, type Roller } from '../engine';
import { holdFor, isEngineAction, notePlan, planKey, type Decision, type Plan } from './decision';

/** A state with the AI's per-phase plan; the plan is reset whenever the phase or side changes. */
export interface SearchState {
  s: GameState;
  plan: Plan;
  key: string;
}

/** Applies a decision in place. An action the engine refuses is treated as `hold`. */
export function step(ss: SearchState, d: Decision, r: Roller): void {
  const s = ss.s;
  if (isEngineAction(d)) {
    const error = applyInPlace(s, d, r);
    if (error !== null && d.type !== 'endPhase') notePlan(ss.plan, holdFor(s, d), s);
    else if (error === null) notePlan(ss.plan, d, s);
  } else {
    notePlan(ss.plan, d, s);
  }
  const k = planKey(s);
  if (k !== ss.key) {
    ss.key = k;
    ss.plan.fill(0);
  }
}

/** The ordinal of the current player turn: 2 × turn, +1 for the second side of the turn. */
export function turnOrdinal(s: GameState): number {
  return 2 * s.turn + (s.activeSide === s.static.firstSide ? 0 : 1);
}
