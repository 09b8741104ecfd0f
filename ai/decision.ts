/**
 * The search's view of a turn: one decision per model (DESIGN.md "AI"). In the Movement phase every model
 * that can reach a charge first decides whether to charge; then every model decides where to move; in the
 * Shooting phase every model that can shoot picks a target or holds fire; other phases simply end.
 * `hold` is the AI's own pseudo-action ("this model does nothing more this phase"); it never reaches the engine.
 */
import { modelIndex, validateAction, type Action, type GameState } from '../engine';

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
    case 'enterBuilding':
      return `in:${d.unit}:${d.building}`;
    case 'leaveBuilding':
      return `out:${d.unit}:${d.to[0].toFixed(2)},${d.to[1].toFixed(2)}`;
    case 'moveUnit':
      return `u:${d.unit}:${d.by[0].toFixed(2)},${d.by[1].toFixed(2)}${d.run === true ? ':r' : ''}`;
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
    case 'deploy':
      return `d:${d.model}:${d.to[0].toFixed(2)},${d.to[1].toFixed(2)}`;
    case 'endDeployment':
      return 'ed';
    case 'hold':
    case 'noCharge':
    case 'hide':
    case 'fight':
      return `${d.type}:${d.model}`;
    case 'endPhase':
      return 'e';
  }
}

/** The model a decision is about: its `model`, or for a unit move the unit's first model in play; −1 if none. */
export function decisionModel(s: GameState, d: Decision): number {
  if (d.type === 'endPhase' || d.type === 'endDeployment') return -1;
  if (d.type === 'moveUnit' || d.type === 'enterBuilding' || d.type === 'leaveBuilding') {
    const u = s.static.units.findIndex((un) => un.id === d.unit);
    return u < 0 ? -1 : (s.static.units[u]!.models.find((i) => s.models[i]!.status !== 'outOfAction') ?? -1);
  }
  return modelIndex(s, d.model);
}

/** `hold` for the model a refused decision was about (see `decisionModel`), or `endPhase` when there is none. */
export function holdFor(s: GameState, d: Decision): Decision {
  const i = decisionModel(s, d);
  return i < 0 ? { type: 'endPhase' } : { type: 'hold', model: s.static.models[i]!.id };
}

/**
 * Notes in the plan what a decision settled (charge declined, moved, shot, held). In squad play a Movement
 * phase decision settles the whole unit of its model (units move and charge together, RULES.md §2).
 */
export function notePlan(plan: Plan, d: Decision, s: GameState): void {
  if (d.type === 'endPhase' || d.type === 'fight') return;
  const i = decisionModel(s, d);
  if (i < 0) return;
  const level = d.type === 'noCharge' ? 1 : 2;
  if (s.static.squads && s.phase === 'movement')
    for (const k of s.static.units[s.static.models[i]!.unitIndex]!.models)
      plan[k] = Math.max(plan[k]!, level);
  else plan[i] = level;
}

/**
 * The most rounds a player (a bot or the app's AI player) may take to turn pseudo-decisions into one engine
 * action: every model may decline a charge and hold (two rounds each) with room to spare, e.g. 7 models → 32.
 * Past it the player ends the phase.
 */
export function decisionRounds(s: GameState): number {
  return 4 * s.models.length + 4;
}

/**
 * One round of a player's decision loop settled: a chosen engine action the engine would refuse (a candidate
 * built from a cheaper check) becomes `hold` for its model (`holdFor`), and what it settles is noted in the
 * plan (`notePlan`). Returns the decision to act on: an engine action ends the loop, a pseudo-decision
 * (`hold`, `noCharge`) asks for another round. Shared by the bots (ai/bots.ts) and the app (session/ai-player.ts).
 */
export function settleDecision(s: GameState, plan: Plan, chosen: Decision): Decision {
  const refused = isEngineAction(chosen) && chosen.type !== 'endPhase' && validateAction(s, chosen) !== null;
  const d = refused ? holdFor(s, chosen) : chosen;
  notePlan(plan, d, s);
  return d;
}
