/** Small queries and the cheap copy of the game state. */
import type { GameState, ModelState, Profile } from './types';

/** Copies the changing part of a state; `static` is shared. Used by `applyAction` and by search. */
export function cloneState(s: GameState): GameState {
  const models: ModelState[] = new Array(s.models.length);
  for (let i = 0; i < s.models.length; i++) models[i] = { ...(s.models[i] as ModelState) };
  const fights: GameState['fights'] = {};
  for (const k in s.fights) fights[k] = { ...s.fights[k] };
  return {
    static: s.static,
    turn: s.turn,
    activeSide: s.activeSide,
    phase: s.phase,
    phaseStarted: s.phaseStarted,
    movementStep: s.movementStep,
    models,
    unitStart: s.unitStart.slice(),
    assaults: s.assaults.slice(),
    fights,
    rng: { ...s.rng },
    seed: s.seed,
    dice: s.dice.slice(),
    result: s.result === null ? null : { ...s.result },
  };
}

/** Index of the model with this id, or −1. */
export function modelIndex(s: GameState, id: string): number {
  const ms = s.static.models;
  for (let i = 0; i < ms.length; i++) if (ms[i]!.id === id) return i;
  return -1;
}

/** The model's id, e.g. `'r1'`. */
export function modelId(s: GameState, i: number): string {
  return s.static.models[i]!.id;
}

/** Whether model i is on the table and not out of action. */
export function inPlay(s: GameState, i: number): boolean {
  return s.models[i]!.status !== 'outOfAction';
}

/** Whether model i is standing and not fleeing. */
export function isActiveStanding(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return m.status === 'standing' && !m.fleeing;
}

/** Index of the other side. */
export function otherSide(side: number): number {
  return 1 - side;
}

/** Whether the model has this special rule, e.g. `hasRule(s, i, 'leader')`. */
export function hasRule(s: GameState, i: number, rule: string): boolean {
  return s.static.models[i]!.rules.includes(rule);
}

/**
 * The profile model i uses now (RULES.md §2): its own, or its foot version once its mount was killed
 * (`mountedInjuries`, §12). Allocation-free.
 */
export function profileOf(s: GameState, i: number): Profile {
  const ms = s.static.models[i]!;
  return s.models[i]!.dismounted ? ms.footProfile : ms.profile;
}
