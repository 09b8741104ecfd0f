/**
 * Validating and applying actions (FORMATS.md §2): the single source of legality for the UI, the AI and the
 * command line. `applyAction` is pure; `applyInPlace` is the search's fast path.
 */
import { planCharge, resolveCharge } from './charge';
import { declareFight } from './combat';
import { applyDeploy, applyEndDeployment, deployingError } from './deployment';
import { restoreRng, type Roller, type Uniform } from './dice';
import { planDivingCharge, resolveDivingCharge } from './diving';
import { castSpell, checkCast } from './magic';
import { applyHide, applyMove, applyVertical } from './move-actions';
import { checkShot, shoot } from './shooting';
import { planAssault, resolveAssault } from './assault';
import { applyEnter, applyLeave } from './garrison';
import { planUnitCharge, resolveUnitCharge } from './squad-charge';
import { cloneState, modelIndex } from './state';
import { applyUnitMove } from './unit-move';
import { checkWipeout, endPhase } from './turn';
import type { Action, GameEvent, GameState, Result, RuleError } from './types';

function e(code: RuleError['code'], message: string): RuleError {
  return { code, message };
}

/** Finds the acting model and checks it belongs to the side to act. */
function actor(s: GameState, id: unknown): number | RuleError {
  if (typeof id !== 'string') return e('ERR_BAD_ACTION', 'action.model: expected a model id string');
  const i = modelIndex(s, id);
  if (i < 0) return e('ERR_UNKNOWN_MODEL', `action.model: no model "${id}"`);
  if (s.static.models[i]!.side !== s.activeSide)
    return e(
      'ERR_NOT_YOUR_TURN',
      `${id} belongs to ${s.static.sides[s.static.models[i]!.side]!.id}, not the side to act`,
    );
  if (s.models[i]!.status === 'outOfAction') return e('ERR_CANNOT_ACT', `${id} is out of action`);
  return i;
}

function target(s: GameState, id: unknown): number | RuleError {
  if (typeof id !== 'string') return e('ERR_BAD_ACTION', 'action.target: expected a model id string');
  const j = modelIndex(s, id);
  if (j < 0) return e('ERR_UNKNOWN_MODEL', `action.target: no model "${id}"`);
  return j;
}

function wrongPhase(a: Action, s: GameState, want: string): RuleError {
  if (s.turn === 0) return deployingError(a.type);
  return e('ERR_WRONG_PHASE', `${a.type} is a ${want} phase action; the game is in the ${s.phase} phase`);
}

/**
 * Applies an action to a state in place with the given roller (dice and event log). Returns null on
 * success or the rule error, leaving the state unchanged when the action is illegal. Source: FORMATS.md §2.
 */
export function applyInPlace(s: GameState, a: Action, r: Roller): RuleError | null {
  if (s.result !== null) return e('ERR_GAME_OVER', 'the game is over');
  if (a === null || typeof a !== 'object')
    return e('ERR_BAD_ACTION', 'an action must be an object with a "type"');
  switch (a.type) {
    case 'endPhase':
      if (s.turn === 0) return deployingError(a.type);
      endPhase(s, r);
      return null;
    case 'deploy':
      return applyDeploy(s, r, a);
    case 'endDeployment':
      return applyEndDeployment(s, r);
    case 'charge': {
      if (s.phase !== 'movement') return wrongPhase(a, s, 'movement');
      if (s.movementStep !== 'charges')
        return e('ERR_CHARGES_OVER', 'charges must be declared before any other move this phase (§3.2)');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const j = target(s, a.target);
      if (typeof j !== 'number') return j;
      if (s.static.squads && s.models[j]!.building >= 0) {
        const plan = planAssault(s, i, j);
        if (!plan.ok) return plan.error;
        resolveAssault(s, r, i, plan.value);
      } else if (s.static.squads) {
        const plan = planUnitCharge(s, i, j);
        if (!plan.ok) return plan.error;
        resolveUnitCharge(s, r, j, plan.value);
      } else {
        const plan = planCharge(s, i, j);
        if (!plan.ok) return plan.error;
        resolveCharge(s, r, i, j, plan.value);
      }
      checkWipeout(s, r);
      return null;
    }
    case 'enterBuilding':
    case 'leaveBuilding': {
      if (s.phase !== 'movement') return wrongPhase(a, s, 'movement');
      return a.type === 'enterBuilding' ? applyEnter(s, r, a) : applyLeave(s, r, a);
    }
    case 'moveUnit': {
      if (s.phase !== 'movement') return wrongPhase(a, s, 'movement');
      const error = applyUnitMove(s, r, a);
      if (error === null) checkWipeout(s, r);
      return error;
    }
    case 'move':
    case 'hide':
    case 'climb':
    case 'jumpDown':
    case 'jumpGap': {
      if (s.phase !== 'movement') return wrongPhase(a, s, 'movement');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const error =
        a.type === 'move'
          ? applyMove(s, r, i, a)
          : a.type === 'hide'
            ? applyHide(s, r, i)
            : applyVertical(s, r, i, a);
      if (error === null) checkWipeout(s, r);
      return error;
    }
    case 'divingCharge': {
      if (s.phase !== 'movement') return wrongPhase(a, s, 'movement');
      if (s.movementStep !== 'charges')
        return e('ERR_CHARGES_OVER', 'charges must be declared before any other move this phase (§3.2)');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const j = target(s, a.target);
      if (typeof j !== 'number') return j;
      const plan = planDivingCharge(s, i, j);
      if (!plan.ok) return plan.error;
      resolveDivingCharge(s, r, i, j, plan.value);
      checkWipeout(s, r);
      return null;
    }
    case 'cast': {
      if (s.phase !== 'magic') return wrongPhase(a, s, 'magic');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const j = target(s, a.target);
      if (typeof j !== 'number') return j;
      if (typeof a.spell !== 'string') return e('ERR_BAD_ACTION', 'action.spell: expected a spell id string');
      const c = checkCast(s, i, a.spell, j);
      if (!c.ok) return c.error;
      castSpell(s, r, i, a.spell, c.value, j);
      checkWipeout(s, r);
      return null;
    }
    case 'shoot': {
      if (s.phase !== 'shooting') return wrongPhase(a, s, 'shooting');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const j = target(s, a.target);
      if (typeof j !== 'number') return j;
      const c = checkShot(s, i, j, a.weapon);
      if (!c.ok) return c.error;
      shoot(s, r, i, j, c.value);
      checkWipeout(s, r);
      return null;
    }
    case 'fight': {
      if (s.phase !== 'closeCombat') return wrongPhase(a, s, 'close combat');
      const i = actor(s, a.model);
      if (typeof i !== 'number') return i;
      const d = declareFight(s, i, a.split);
      return d.ok ? null : d.error;
    }
    default:
      return e('ERR_BAD_ACTION', `unknown action type "${(a as { type: unknown }).type}"`);
  }
}

/**
 * Checks an action without changing the state: null when legal, else the rule error (FORMATS.md §2). The
 * generator is restored only if the check rolls a die: most checks roll none.
 */
export function validateAction(s: GameState, a: Action): RuleError | null {
  const copy = cloneState(s);
  let prng: Uniform | null = null;
  const uniform = (): number => (prng ??= restoreRng(copy.rng))();
  return applyInPlace(copy, a, { forced: copy.dice, uniform, events: null });
}

/**
 * Applies an action and returns the new state and the events it caused; the given state is not changed.
 * Example: `applyAction(state, { type: 'shoot', model: 'r2', target: 'b1' })` →
 * `{ ok: true, value: { state, events: [{ kind: 'roll', test: 'toHit', rule: '§6.3', … }] } }`, or
 * `{ ok: false, error: { code: 'ERR_NOT_CLOSEST_TARGET', message } }`.
 */
export function applyAction(s: GameState, a: Action): Result<{ state: GameState; events: GameEvent[] }> {
  const next = cloneState(s);
  const events: GameEvent[] = [];
  const prng = restoreRng(next.rng);
  const r: Roller = { forced: next.dice, uniform: prng, events };
  const error = applyInPlace(next, a, r);
  if (error !== null) return { ok: false, error };
  next.rng = prng.state();
  return { ok: true, value: { state: next, events } };
}

/** A roller for search: no forced dice, no log, numbers from `uniform` (e.g. a fast seeded generator). */
export function searchRoller(uniform: Uniform): Roller {
  return { forced: [], uniform, events: null };
}
