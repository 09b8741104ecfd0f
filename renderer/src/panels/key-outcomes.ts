/**
 * The key outcomes of an explained decision (DESIGN.md "Explanation"): does the charge reach, is the target
 * taken out of action, does the enemy rout — read from the engine's odds of the chosen action (`odds.ts`); in
 * squad play, does the charge reach, is the combat won, does the enemy unit fall back or get destroyed (ai
 * `unitOutcomes`, RULES.md §7.9, §10).
 */
import type { Action } from '../../../engine/types';
import type { Odds } from '../../../session/odds';
import type { UnitOutcomes } from '../../../session/unit-odds';
import { sideVerb, verb } from '../../../session/verbs';

/** Outcome keys shown for a decision. */
export const KEY_OUTCOMES = [
  'reaches',
  'outOfAction',
  'rout',
  'winsCombat',
  'enemyFallsBack',
  'enemyDestroyed',
  'chargerFallsBack',
] as const;
/** A key outcome's key, e.g. `'rout'`. */
export type KeyOutcomeKey = (typeof KEY_OUTCOMES)[number];

/** One key outcome and its probability 0..1, e.g. `{ key: 'reaches', label: 'Charge reaches', p: 0.72 }`. */
export interface KeyOutcome {
  key: KeyOutcomeKey;
  label: string;
  p: number;
}

/** Whether an action has dice outcomes worth working out for an explanation. */
export function hasKeyOutcomes(action: { type: string }): action is Extract<Action, { target: string }> {
  return ['charge', 'divingCharge', 'shoot', 'cast'].includes(action.type);
}

/**
 * The key outcomes of `odds` (of a charge, diving charge, shot or spell): a charge's chance to reach, the
 * target's chance to be out of action (after the turn's close combat for charges, at once for shots and
 * spells), and the enemy's chance to rout at the start of its next turn (when rout tests are on).
 * `name` and `sideName` give display names for model and side ids.
 */
export function keyOutcomes(
  odds: Odds,
  name: (id: string) => string,
  sideName: (id: string) => string,
): KeyOutcome[] {
  const out: KeyOutcome[] = [];
  const a = odds.action;
  const target = 'target' in a ? name(a.target) : 'Target';
  const p = (key: string, list = odds.outcomes): number => list.find((o) => o.key === key)?.p ?? 0;
  if (a.type === 'charge') out.push({ key: 'reaches', label: 'Charge reaches', p: p('reaches') });
  if (odds.combat) {
    out.push({
      key: 'outOfAction',
      label: `${target} out of action after the combat`,
      p: p('outOfAction', odds.combat.outcomes),
    });
  } else {
    out.push({ key: 'outOfAction', label: `${target} out of action`, p: p('outOfAction') });
  }
  if (odds.rout)
    out.push({
      key: 'rout',
      label: `${sideVerb(sideName(odds.rout.side), 'routs', 'rout')} next turn`,
      p: odds.rout.p,
    });
  return out;
}

/**
 * A unit as the subject of an outcome, e.g. `{ name: 'Wardens', plural: true }`: a unit of several models takes
 * the plural verb ("Wardens fall back"), a unit of one the singular ("Marksman falls back"; session/verbs.ts).
 */
export interface UnitSubject {
  name: string;
  plural: boolean;
}

/**
 * The subject for a unit of the squad snapshot, e.g. `unitSubject({ name: 'Wardens', members: ['b1', 'b2'] },
 * 'Enemy')` → `{ name: 'Wardens', plural: true }`; `fallback` names a unit that was not found.
 */
export function unitSubject(
  unit: { name: string; members: readonly string[] } | null | undefined,
  fallback: string,
): UnitSubject {
  return unit ? { name: unit.name, plural: unit.members.length > 1 } : { name: fallback, plural: false };
}

/**
 * The key outcomes of a squad-play charge or shot from its unit outcomes: `[{ key: 'reaches', label: 'Charge
 * reaches', p: 0.93 }, { key: 'winsCombat', label: 'Wins combat', p: 0.61 }, { key: 'enemyFallsBack', label:
 * 'Mob west fall back', p: 0.38 }, { key: 'enemyDestroyed', label: 'Mob west destroyed', …}, { key:
 * 'chargerFallsBack', label: 'Marksman falls back', p: 0.2 }]`. A shot has no combat of its own and no charger to
 * break; `enemy` names the target's unit and `own` the acting unit; an `assault` on a building (RULES.md §11) reads
 * "Assault reaches", and its charger's falling back includes breaking under the garrison's stand and shoot (§10.2).
 */
export function unitKeyOutcomes(
  u: UnitOutcomes,
  action: { type: string },
  enemy: UnitSubject,
  own: UnitSubject,
  assault = false,
): KeyOutcome[] {
  const out: KeyOutcome[] = [];
  if (u.reaches !== undefined)
    out.push({ key: 'reaches', label: assault ? 'Assault reaches' : 'Charge reaches', p: u.reaches });
  if (action.type === 'charge') out.push({ key: 'winsCombat', label: 'Wins combat', p: u.winsCombat });
  out.push({
    key: 'enemyFallsBack',
    label: verb(enemy.name, enemy.plural, 'falls back', 'fall back'),
    p: u.enemyFallsBack,
  });
  out.push({ key: 'enemyDestroyed', label: `${enemy.name} destroyed`, p: u.enemyDestroyed });
  if (u.chargerFallsBack !== undefined)
    out.push({
      key: 'chargerFallsBack',
      label: verb(own.name, own.plural, 'falls back', 'fall back'),
      p: u.chargerFallsBack,
    });
  return out;
}
