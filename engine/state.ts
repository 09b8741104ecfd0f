/** Small queries and the cheap copy of the game state. */
import type { GameState, ModelState, Profile } from './types';

/**
 * A copy of one model's changing state. Written out field by field in the order of `ModelState` (and of
 * `createGame`'s literal) so every copy shares one V8 hidden class with all fields in the object: a spread
 * copy keeps most fields in a separate property array.
 */
function cloneModel(m: ModelState): ModelState {
  return {
    x: m.x,
    y: m.y,
    z: m.z,
    wounds: m.wounds,
    status: m.status,
    hidden: m.hidden,
    fleeing: m.fleeing,
    fallingBack: m.fallingBack,
    charged: m.charged,
    ran: m.ran,
    moved: m.moved,
    shot: m.shot,
    failedCharge: m.failedCharge,
    rallied: m.rallied,
    stoodUp: m.stoodUp,
    critThisPhase: m.critThisPhase,
    injuryThisTurn: m.injuryThisTurn,
    chargeBlocked: m.chargeBlocked,
    downedBy: m.downedBy,
    fell: m.fell,
    diving: m.diving,
    blessed: m.blessed,
    cast: m.cast,
    panicCause: m.panicCause,
    dismounted: m.dismounted,
    regrouped: m.regrouped,
    building: m.building,
  };
}

/**
 * Copies the changing part of a state; `static` is shared. Used by `applyAction` and by search. Arrays are
 * built by `push` so they stay packed, like the ones `createGame` builds.
 */
export function cloneState(s: GameState): GameState {
  const models: ModelState[] = [];
  for (let i = 0; i < s.models.length; i++) models.push(cloneModel(s.models[i]!));
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
