/**
 * The legal actions of the side to act (FORMATS.md §2, §5.1 `legal`): discrete actions (charges, diving
 * charges, hiding, climbs and jumps, casts, shots, fights, end phase) and move descriptors for continuous moves.
 */
import { cannotChargeReason, planCharge } from './charge';
import { planAssault } from './assault';
import { enterActions, leaveActions } from './garrison';
import { planUnitCharge } from './squad-charge';
import { unitMoveAllowance } from './unit-move';
import { assaultCharacters } from './assault-combat';
import { attackableEnemies } from './combat';
import { canFight } from './melee';
import { planDivingCharge } from './diving';
import { canHideHere } from './hiding';
import { cannotCastReason, checkCast } from './magic';
import { moveAllowance } from './movement';
import { legalTargets, mayShoot } from './shooting';
import { inRangeAndVisible } from './targets';
import { verticalActions } from './vertical-options';
import type { Action, GameState } from './types';

/** A continuous move: any point within `maxDistance` inches may be tried, e.g. `{ type: 'move', model: 'r1', maxDistance: 8, run: true }`. */
export interface MoveOption {
  type: 'move';
  model: string;
  maxDistance: number;
  run: boolean;
}

/**
 * A continuous unit move in squad play (RULES.md §2): any offset up to `maxDistance` inches may be tried, e.g.
 * `{ type: 'moveUnit', unit: 'vets', maxDistance: 4, run: false }`.
 */
export interface UnitMoveOption {
  type: 'moveUnit';
  unit: string;
  maxDistance: number;
  run: boolean;
}

/** An entry of the legal actions list: a concrete action, or a move descriptor. */
export type LegalAction = Action | MoveOption | UnitMoveOption;

/** Whether an entry is a move descriptor (of a model or a unit) rather than a concrete action. */
export function isMoveOption(a: LegalAction): a is MoveOption | UnitMoveOption {
  return (a.type === 'move' || a.type === 'moveUnit') && 'maxDistance' in a;
}

/** The unit move descriptors of unit u (squad play): the slowest model's move, and its run if all may run. */
function unitMoveOptions(s: GameState, u: number): UnitMoveOption[] {
  const a = unitMoveAllowance(s, u);
  if (a === null) return [];
  const unit = s.static.units[u]!.id;
  const out: UnitMoveOption[] = [{ type: 'moveUnit', unit, maxDistance: a.move, run: false }];
  if (a.run !== null) out.push({ type: 'moveUnit', unit, maxDistance: a.run, run: true });
  return out;
}

/** Charges model i may declare now: every enemy a charge at is legal to declare (in reach or not). */
export function chargeActions(s: GameState, i: number): Action[] {
  return declarableCharges(s, i, false);
}

/**
 * The building assaults among `chargeActions` (squad play, RULES.md §11): a charge at the first garrisoned enemy
 * of each building whose assault model i may declare, e.g. `[{ type: 'charge', model: 'r5', target: 'b3' }]`;
 * the same entries `chargeActions` lists for garrisons, without planning a charge at every enemy in the open
 * (the AI asks for them in every playout of a squad game).
 */
export function assaultActions(s: GameState, i: number): Action[] {
  return s.static.squads ? declarableCharges(s, i, true) : [];
}

/** `chargeActions`, or with `garrisonsOnly` only its assaults on buildings (squad play). */
function declarableCharges(s: GameState, i: number, garrisonsOnly: boolean): Action[] {
  if (s.phase !== 'movement' || s.movementStep !== 'charges' || cannotChargeReason(s, i) !== null) return [];
  const out: Action[] = [];
  const id = s.static.models[i]!.id;
  const plan = s.static.squads ? planUnitCharge : planCharge;
  const assaulted: number[] = [];
  for (let j = 0; j < s.models.length; j++) {
    if (s.static.models[j]!.side === s.static.models[i]!.side || s.models[j]!.status === 'outOfAction')
      continue;
    const k = s.models[j]!.building;
    if (s.static.squads && k >= 0) {
      if (assaulted.includes(k)) continue;
      assaulted.push(k);
      if (planAssault(s, i, j).ok) out.push({ type: 'charge', model: id, target: s.static.models[j]!.id });
    } else if (!garrisonsOnly && plan(s, i, j).ok)
      out.push({ type: 'charge', model: id, target: s.static.models[j]!.id });
  }
  return out;
}

/** Diving charges model i may declare now (RULES.md §4.4): every enemy below it in reach of one. */
export function divingChargeActions(s: GameState, i: number): Action[] {
  if (s.phase !== 'movement' || s.movementStep !== 'charges' || cannotChargeReason(s, i) !== null) return [];
  if (s.models[i]!.z < 1) return [];
  const out: Action[] = [];
  const id = s.static.models[i]!.id;
  for (let j = 0; j < s.models.length; j++) {
    if (s.static.models[j]!.side === s.static.models[i]!.side) continue;
    if (planDivingCharge(s, i, j).ok)
      out.push({ type: 'divingCharge', model: id, target: s.static.models[j]!.id });
  }
  return out;
}

/** The `hide` action of model i where it stands, if it may hide there now (RULES.md §4.3). */
export function hideActions(s: GameState, i: number): Action[] {
  if (s.phase !== 'movement' || s.models[i]!.hidden || !canHideHere(s, i)) return [];
  return [{ type: 'hide', model: s.static.models[i]!.id }];
}

/** Casts model i may make now (RULES.md §12): each spell it knows at each legal target. */
export function castActions(s: GameState, i: number): Action[] {
  if (s.phase !== 'magic' || s.static.models[i]!.spells.length === 0 || cannotCastReason(s, i) !== null)
    return [];
  const out: Action[] = [];
  const id = s.static.models[i]!.id;
  for (const spell of s.static.models[i]!.spells)
    for (let j = 0; j < s.models.length; j++)
      if (checkCast(s, i, spell, j).ok)
        out.push({ type: 'cast', model: id, spell, target: s.static.models[j]!.id });
  return out;
}

/** Shots model i may take now: each legal target with each of its missile weapons (RULES.md §6.2). */
export function shootActions(s: GameState, i: number): Action[] {
  if (s.phase !== 'shooting' || !mayShoot(s, i)) return [];
  const out: Action[] = [];
  const ms = s.static.models[i]!;
  let missiles = 0;
  for (const w of ms.weapons) if (s.static.weapons[w]?.type === 'missile') missiles++;
  for (const w of ms.weapons) {
    if (s.static.weapons[w]?.type !== 'missile') continue;
    for (const j of legalTargets(s, i, w)) {
      const a: Action = { type: 'shoot', model: ms.id, target: s.static.models[j]!.id };
      if (missiles > 1) a.weapon = w;
      out.push(a);
    }
  }
  return out;
}

/**
 * Whether model i has any shot now (RULES.md §6.1, §6.2): it may shoot and some enemy is in range and in
 * sight of one of its missile weapons (the closest such enemy is always a legal target). Cheaper than
 * `shootActions` (no To Hit numbers are worked out).
 */
export function hasShot(s: GameState, i: number): boolean {
  if (s.phase !== 'shooting' || !mayShoot(s, i)) return false;
  for (const w of s.static.models[i]!.weapons) {
    const weapon = s.static.weapons[w];
    if (weapon?.type !== 'missile') continue;
    for (let j = 0; j < s.models.length; j++) if (inRangeAndVisible(s, i, j, weapon)) return true;
  }
  return false;
}

/**
 * Every legal action of the side to act, `endPhase` last. Example in the shooting phase:
 * `[{ type: 'shoot', model: 'r2', target: 'b1' }, { type: 'endPhase' }]`. Empty when the game is over.
 * Movement: charges and diving charges, `hide`, move and run descriptors, and concrete climbs and jumps
 * (their continuous choices are described by `verticalOptions`); in squad play also a unit move descriptor for
 * each unit of several models, entering buildings and stepping out of them (§11), and assaults (a charge at a
 * garrison, one per building). Magic: casts. In deployment (turn 0) only `endDeployment`: a `deploy` is a
 * continuous choice (engine/deployment.ts).
 */
export function legalActions(s: GameState): LegalAction[] {
  if (s.result !== null) return [];
  const out: LegalAction[] = [];
  const side = s.static.sides[s.activeSide]!;
  for (const i of side.models) {
    if (s.models[i]!.status === 'outOfAction') continue;
    const id = s.static.models[i]!.id;
    if (s.phase === 'movement') {
      out.push(...chargeActions(s, i), ...divingChargeActions(s, i), ...hideActions(s, i));
      const allow = moveAllowance(s, i);
      if (allow.ok) {
        out.push({ type: 'move', model: id, maxDistance: allow.value.move, run: false });
        if (allow.value.run !== null)
          out.push({ type: 'move', model: id, maxDistance: allow.value.run, run: true });
      }
      out.push(...verticalActions(s, i));
    } else if (s.phase === 'magic') {
      out.push(...castActions(s, i));
    } else if (s.phase === 'shooting') {
      out.push(...shootActions(s, i));
    } else if (
      s.phase === 'closeCombat' &&
      ((canFight(s, i) && attackableEnemies(s, i).length > 0) || assaultCharacters(s, i).length > 0)
    ) {
      out.push({ type: 'fight', model: id });
    }
  }
  if (s.phase === 'movement' && s.static.squads)
    for (let u = 0; u < s.static.units.length; u++) {
      if (s.static.units[u]!.side !== s.activeSide) continue;
      if (s.static.units[u]!.models.length > 1) out.push(...unitMoveOptions(s, u));
      out.push(...enterActions(s, u), ...leaveActions(s, u));
    }
  out.push(s.turn === 0 ? { type: 'endDeployment' } : { type: 'endPhase' });
  return out;
}
