/**
 * The melee basics every kind of close combat shares (RULES.md §7.1–§7.3, §4.4): who can strike, the strike
 * order keys, a model's melee hit profile and To Hit need, whom its next attack goes to, and its declared
 * Attacks split. Skirmish combat (`combat.ts`), squad combat (`squad-combat.ts`), assaults
 * (`assault-combat.ts`) and fleeing (`fleeing.ts`) build on it; it imports none of them.
 */
import { meleeToHit } from './charts';
import { basesTouch, inCombat } from './contact';
import { profileOf } from './state';
import type { HitProfile } from './wounds';
import type { AttackSplit, GameState } from './types';

/** Whether model i can strike this phase: standing and in base contact with an enemy (RULES.md §7.1). */
export function canFight(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return m.status === 'standing' && !m.fleeing && inCombat(s, i);
}

/**
 * Model `id`'s declared split of this close combat phase, e.g. `{ b1: 2 }`, or undefined: an own key only, so a
 * model named like an Object method (`toString`) is not taken to have declared one.
 */
export function declaredSplit(s: GameState, id: string): AttackSplit | undefined {
  return Object.hasOwn(s.fights, id) ? s.fights[id] : undefined;
}

/**
 * Strike priority of model i (higher strikes first), RULES.md §7.2: with `chargersFirst`, models that charged
 * this turn strike before everyone else, among themselves by Initiative (decision); then Initiative. Models
 * that stood up this turn strike after all others.
 */
export function strikeKey(s: GameState, i: number): number {
  const m = s.models[i]!;
  if (m.stoodUp) return -1;
  const I = profileOf(s, i).I;
  if (s.static.options.combatOrder === 'chargersFirst' && m.charged) return CHARGER_PRIORITY + I;
  return I;
}

/** The highest strike key below `above` (the next step of strikes, §7.2), or −Infinity when none is left. */
export function nextStrikeKey(keys: readonly number[], above: number): number {
  let key = -Infinity;
  for (const k of keys) if (k < above && k > key) key = k;
  return key;
}

/** Added to a charger's Initiative so that chargers strike before any Initiative value (§7.2). */
const CHARGER_PRIORITY = 100;

/** Strength and To Hit bonus of a diving charge in the next close combat phase (RULES.md §4.4). */
export const DIVING_BONUS = 1;

/**
 * The best melee weapon of model i (highest Strength bonus), as a hit profile. Bare hands: +0. A diving
 * charger adds +1 Strength (§4.4); `poisoned` from the model's or a melee weapon's rules (§12).
 */
export function meleeHit(s: GameState, i: number): HitProfile {
  const ms = s.static.models[i]!;
  let bonus = 0;
  let saveModifier = 0;
  let ap: number | undefined;
  let killingBlow = ms.rules.includes('killingBlow');
  let found = false;
  for (const w of ms.weapons) {
    const wp = s.static.weapons[w];
    if (wp === undefined || wp.type !== 'melee') continue;
    const b = wp.strengthBonus ?? 0;
    if (!found || b > bonus) {
      bonus = b;
      saveModifier = wp.saveModifier ?? 0;
      ap = wp.ap;
      killingBlow = killingBlow || (wp.rules?.includes('killingBlow') ?? false);
      found = true;
    }
  }
  const diving = s.models[i]!.diving ? DIVING_BONUS : 0;
  let poisoned = ms.rules.includes('poisoned');
  for (const w of ms.weapons)
    if (s.static.weapons[w]?.type === 'melee' && s.static.weapons[w]!.rules?.includes('poisoned'))
      poisoned = true;
  return {
    strength: profileOf(s, i).S + bonus + diving,
    saveModifier,
    ap,
    melee: true,
    killingBlow,
    source: 'melee',
    poisoned,
  };
}

/**
 * Whether enemy j is in play and in base contact with model i, whatever i's own status: a model taken out of
 * action during its own Initiative step still strikes (simultaneous strikes, §7.2).
 */
function touching(s: GameState, i: number, j: number): boolean {
  if (s.static.models[j]!.side === s.static.models[i]!.side) return false;
  if (s.models[j]!.status === 'outOfAction') return false;
  return basesTouch(s, i, j);
}

/** Whether some standing enemy is in base contact with model i (§7.1). */
function facesStandingEnemy(s: GameState, i: number): boolean {
  for (let j = 0; j < s.models.length; j++)
    if (s.models[j]!.status === 'standing' && touching(s, i, j)) return true;
  return false;
}

/** Whether model i may direct an attack at model j now (§7.1), whatever i's own status. */
function mayAttack(s: GameState, i: number, j: number, standingFoe: boolean): boolean {
  if (!touching(s, i, j)) return false;
  return !standingFoe || s.models[j]!.status === 'standing';
}

/** The enemy model i attacks by default: the first it may attack by id order (FORMATS.md §2.1), or −1. */
function firstTarget(s: GameState, i: number): number {
  const standingFoe = facesStandingEnemy(s, i);
  let best = -1;
  for (let j = 0; j < s.models.length; j++) {
    if (!mayAttack(s, i, j, standingFoe)) continue;
    if (best < 0 || s.static.models[j]!.id < s.static.models[best]!.id) best = j;
  }
  return best;
}

/**
 * The enemy model i's next attack goes to (RULES.md §7.1): `planned` while it may still attack it, else its
 * first target by id order (FORMATS.md §2.1); −1 when it has nobody left to attack.
 */
export function attackTarget(s: GameState, i: number, planned: number): number {
  if (planned >= 0 && mayAttack(s, i, planned, facesStandingEnemy(s, i))) return planned;
  return firstTarget(s, i);
}

/**
 * The D6 face model i needs To Hit model j in close combat (RULES.md §7.3, §14.1): the WS chart, 1 less for a
 * diving charger (§4.4) and for a model under a `buff` spell (§12); never below 2 (a 1 always misses, decision).
 */
export function meleeNeed(s: GameState, i: number, j: number): number {
  const m = s.models[i]!;
  let need = meleeToHit(profileOf(s, i).WS, profileOf(s, j).WS);
  if (m.diving) need -= DIVING_BONUS;
  if (m.blessed) need -= 1;
  return Math.max(2, need);
}

/** One target of a model's Attacks when the close combat resolves, e.g. `{ target: 'b1', attacks: 2 }`. */
export interface PlannedAttack {
  target: string;
  attacks: number;
}

/**
 * What model i will do when the close combat phase resolves (RULES.md §7.1, FORMATS.md §2.1): its declared
 * split (each enemy with its Attacks), else all its Attacks on its first target by id order, e.g.
 * `[{ target: 'b1', attacks: 1 }]`; empty when it has nobody in base contact to attack or cannot strike
 * (knocked down, stunned or fleeing: `canFight`, §7.6). Nothing is rolled.
 */
export function plannedAttacks(s: GameState, i: number): PlannedAttack[] {
  if (!canFight(s, i)) return [];
  const split = declaredSplit(s, s.static.models[i]!.id);
  if (split !== undefined)
    return Object.entries(split).flatMap(([target, attacks]) => (attacks > 0 ? [{ target, attacks }] : []));
  const j = attackTarget(s, i, -1);
  return j < 0 ? [] : [{ target: s.static.models[j]!.id, attacks: profileOf(s, i).A }];
}
