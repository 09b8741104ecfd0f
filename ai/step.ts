/**
 * Applying a decision inside the search: engine actions in place with the search's dice, pseudo-actions
 * into the plan. Keeps the plan in step with the phase.
 */
import { applyInPlace, type GameState, type Phase, type Roller } from '../engine';
import { holdFor, isEngineAction, notePlan, type Decision, type Plan } from './decision';

/**
 * A state with the AI's per-phase plan; the plan is reset whenever the phase or side changes. `turn`, `side`
 * and `phase` say which side's phase of which turn the plan is for (the parts of `planKey`).
 */
export interface SearchState {
  s: GameState;
  plan: Plan;
  turn: number;
  side: number;
  phase: Phase;
}

/** A search state at `s` with the given plan, e.g. `searchState(cloneState(root), newPlan(root))`. */
export function searchState(s: GameState, plan: Plan): SearchState {
  return { s, plan, turn: s.turn, side: s.activeSide, phase: s.phase };
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
  if (s.turn !== ss.turn || s.activeSide !== ss.side || s.phase !== ss.phase) {
    ss.turn = s.turn;
    ss.side = s.activeSide;
    ss.phase = s.phase;
    ss.plan.fill(0);
  }
}

/** The ordinal of the current player turn: 2 × turn, +1 for the second side of the turn. */
export function turnOrdinal(s: GameState): number {
  return 2 * s.turn + (s.activeSide === s.static.firstSide ? 0 : 1);
}
