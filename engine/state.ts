/** Small queries and the cheap copy of the game state. */
import type { GameState, GameStatic, ModelRule, ModelState, Phase, Profile } from './types';

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

/**
 * A copy of the part of a state that the search's memos compare states by (`samePlaces`, `sameModelAt`): the
 * static part (by identity), turn, side, phase, its start and Movement step, and a copy of each model's state
 * (its place and standing kept by `copyPlacesInto`, the whole of it by `copyModelAt`). Not in it: the result,
 * the dice, the generator and the squad bookkeeping (`unitStart`, `assaults`, `fights`).
 */
export interface StateCopy {
  static: GameStatic | null;
  turn: number;
  activeSide: number;
  phase: Phase;
  phaseStarted: boolean;
  movementStep: GameState['movementStep'];
  models: ModelState[];
}

/** An empty copy (it matches no state) for `copyPlacesInto`. */
export function emptyStateCopy(): StateCopy {
  return {
    static: null,
    turn: 0,
    activeSide: 0,
    phase: 'recovery',
    phaseStarted: false,
    movementStep: 'charges',
    models: [],
  };
}

/**
 * Copies into `c` the parts of state s that `samePlaces` compares, reusing its model objects: their other fields
 * are left as they were (`copyModelAt` copies a whole model), except in models the copy did not have yet, which
 * are whole copies.
 */
export function copyPlacesInto(c: StateCopy, s: GameState): void {
  c.static = s.static;
  c.turn = s.turn;
  c.activeSide = s.activeSide;
  c.phase = s.phase;
  c.phaseStarted = s.phaseStarted;
  c.movementStep = s.movementStep;
  c.models.length = Math.min(c.models.length, s.models.length);
  for (let i = 0; i < s.models.length; i++) {
    const to = c.models[i];
    const from = s.models[i]!;
    if (to === undefined) {
      c.models.push(cloneModel(from));
      continue;
    }
    to.x = from.x;
    to.y = from.y;
    to.z = from.z;
    to.status = from.status;
    to.hidden = from.hidden;
    to.building = from.building;
  }
}

/**
 * Whether state s equals copy `c` in its static part, turn, side, phase, its start and Movement step, and every
 * model's place and standing: x, y, z, status, hidden and building (numbers compared exactly). The other fields
 * of a model are compared by `sameModelAt`, for the models whose own state matters.
 */
export function samePlaces(c: StateCopy, s: GameState): boolean {
  if (
    c.static !== s.static ||
    c.turn !== s.turn ||
    c.activeSide !== s.activeSide ||
    c.phase !== s.phase ||
    c.phaseStarted !== s.phaseStarted ||
    c.movementStep !== s.movementStep ||
    c.models.length !== s.models.length
  )
    return false;
  for (let i = 0; i < s.models.length; i++) {
    const a = c.models[i]!;
    const b = s.models[i]!;
    if (
      a.x !== b.x ||
      a.y !== b.y ||
      a.z !== b.z ||
      a.status !== b.status ||
      a.hidden !== b.hidden ||
      a.building !== b.building
    )
      return false;
  }
  return true;
}

/** Whether model i of state s equals its copy in `c` field by field (numbers compared exactly). */
export function sameModelAt(c: StateCopy, s: GameState, i: number): boolean {
  const a = c.models[i];
  return a !== undefined && sameModel(a, s.models[i]!);
}

/** Copies model i of state s into copy `c`, which must hold a copy of a state with as many models. */
export function copyModelAt(c: StateCopy, s: GameState, i: number): void {
  copyModel(c.models[i]!, s.models[i]!);
}

/** Copies every field of model state `from` into `to`. */
function copyModel(to: ModelState, from: ModelState): void {
  to.x = from.x;
  to.y = from.y;
  to.z = from.z;
  to.wounds = from.wounds;
  to.status = from.status;
  to.hidden = from.hidden;
  to.fleeing = from.fleeing;
  to.fallingBack = from.fallingBack;
  to.charged = from.charged;
  to.ran = from.ran;
  to.moved = from.moved;
  to.shot = from.shot;
  to.failedCharge = from.failedCharge;
  to.rallied = from.rallied;
  to.stoodUp = from.stoodUp;
  to.critThisPhase = from.critThisPhase;
  to.injuryThisTurn = from.injuryThisTurn;
  to.chargeBlocked = from.chargeBlocked;
  to.downedBy = from.downedBy;
  to.fell = from.fell;
  to.diving = from.diving;
  to.blessed = from.blessed;
  to.cast = from.cast;
  to.panicCause = from.panicCause;
  to.dismounted = from.dismounted;
  to.regrouped = from.regrouped;
  to.building = from.building;
}

/** Whether two model states are equal field by field. */
function sameModel(a: ModelState, b: ModelState): boolean {
  return (
    a.x === b.x &&
    a.y === b.y &&
    a.z === b.z &&
    a.status === b.status &&
    a.wounds === b.wounds &&
    a.hidden === b.hidden &&
    a.fleeing === b.fleeing &&
    a.fallingBack === b.fallingBack &&
    a.charged === b.charged &&
    a.ran === b.ran &&
    a.moved === b.moved &&
    a.shot === b.shot &&
    a.failedCharge === b.failedCharge &&
    a.rallied === b.rallied &&
    a.stoodUp === b.stoodUp &&
    a.critThisPhase === b.critThisPhase &&
    a.injuryThisTurn === b.injuryThisTurn &&
    a.chargeBlocked === b.chargeBlocked &&
    a.downedBy === b.downedBy &&
    a.fell === b.fell &&
    a.diving === b.diving &&
    a.blessed === b.blessed &&
    a.cast === b.cast &&
    a.panicCause === b.panicCause &&
    a.dismounted === b.dismounted &&
    a.regrouped === b.regrouped &&
    a.building === b.building
  );
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
export function hasRule(s: GameState, i: number, rule: ModelRule): boolean {
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
