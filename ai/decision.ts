/**
 * The search's view of a turn: one decision per model (DESIGN.md "AI"). In the Movement phase every model
 * that can reach a charge first decides whether to charge; then every model decides where to move; in the
 * Shooting phase every model that can shoot picks a target or holds fire; other phases simply end.
 * `hold` is the AI's own pseudo-action ("this model does nothing more this phase"); it never reaches the engine.
 */
import type { Action, GameState } from '../engine';

/**
 * A decision: an engine action; `{ type: 'hold', model: 'r2' }` (the model does nothing more this phase);
 * or `{ type: 'noCharge', model: 'r2' }` (it declines to charge and will decide its move later).
 */
export type Decision = Action | { type: 'hold'; model: string } | { type: 'noCharge'; model: string };

/** Whether a decision is an engine action (not one of the AI's pseudo-actions). */
export function isEngineAction(d: Decision): d is Action {
  return d.type !== 'hold' && d.type !== 'noCharge';
}

/** Levels a model has reached in the current phase: 0 nothing decided, 1 charge declined, 2 done. */
export type Plan = Int8Array;

/** The plan's key: it is valid only for one side's phase of one turn. */
export function planKey(s: GameState): string {
  return `${s.turn}:${s.activeSide}:${s.phase}`;
}

/** A fresh plan for a state (all models undecided). */
export function newPlan(s: GameState): Plan {
  return new Int8Array(s.models.length);
}

/** Stable text key of a decision, used to match tree children across sampled states. */
export function decisionKey(d: Decision): string {
  switch (d.type) {
    case 'move':
      return `m:${d.model}:${d.to[0].toFixed(2)},${d.to[1].toFixed(2)}${d.run === true ? ':r' : ''}${d.hide === true ? ':h' : ''}`;
    case 'climb':
    case 'jumpDown':
    case 'jumpGap':
      return `${d.type}:${d.model}:${d.to[0].toFixed(2)},${d.to[1].toFixed(2)},${d.to[2].toFixed(2)}`;
    case 'charge':
    case 'divingCharge':
      return `${d.type}:${d.model}:${d.target}`;
    case 'shoot':
      return `s:${d.model}:${d.target}:${d.weapon ?? ''}`;
    case 'cast':
      return `cast:${d.model}:${d.spell}:${d.target}`;
    case 'hold':
    case 'noCharge':
    case 'hide':
    case 'fight':
      return `${d.type}:${d.model}`;
    case 'endPhase':
      return 'e';
  }
}

/** Notes in the plan what a decision settled for its model (charge declined, moved, shot, held). */
export function notePlan(plan: Plan, d: Decision, modelIndexOf: (id: string) => number): void {
  if (d.type === 'endPhase' || d.type === 'fight') return;
  const i = modelIndexOf(d.model);
  if (i < 0) return;
  plan[i] = d.type === 'noCharge' ? 1 : 2;
}
