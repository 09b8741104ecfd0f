/**
 * Close combat, RULES.md §7.1–§7.6: who fights, Attacks splits, strike order (chargers first then Initiative,
 * or Initiative steps), To Hit by the WS chart, To Wound, saves, criticals, and knocked-down and stunned
 * targets. The whole combat resolves when the phase ends (FORMATS.md §2.1).
 */
import { meleeToHit } from './charts';
import { enemiesInContact } from './contact';
import { d6, log, logRoll, type Roller } from './dice';
import { resolveHit, takeOutOfAction, type HitProfile } from './wounds';
import type { AttackSplit, GameState, Result, RuleError } from './types';

/** Whether model i can strike this phase: standing and in base contact with an enemy (RULES.md §7.1). */
export function canFight(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  return m.status === 'standing' && !m.fleeing && enemiesInContact(s, i).length > 0;
}

/**
 * The enemies model i may attack (RULES.md §7.1): those in base contact; if any of them is standing, only
 * the standing ones (knocked-down and stunned enemies may not be attacked while a standing one fights it).
 */
export function attackableEnemies(s: GameState, i: number): number[] {
  const all = enemiesInContact(s, i);
  const standing = all.filter((j) => s.models[j]!.status === 'standing');
  return standing.length > 0 ? standing : all;
}

/**
 * Checks a `fight` declaration: the split names enemies model i may attack, with whole non-negative Attacks
 * adding up to its A. Errors: ERR_CANNOT_ACT, ERR_BAD_SPLIT.
 */
export function checkSplit(s: GameState, i: number, split: AttackSplit | undefined): RuleError | null {
  const ms = s.static.models[i]!;
  if (!canFight(s, i)) return { code: 'ERR_CANNOT_ACT', message: `${ms.id} is not fighting in close combat` };
  if (split === undefined) return null;
  const allowed = attackableEnemies(s, i).map((j) => s.static.models[j]!.id);
  let total = 0;
  for (const [id, n] of Object.entries(split)) {
    if (!allowed.includes(id))
      return {
        code: 'ERR_BAD_SPLIT',
        message: `${ms.id} cannot attack ${id}; it may attack ${allowed.join(', ')} (§7.1)`,
      };
    if (!Number.isInteger(n) || n < 0)
      return { code: 'ERR_BAD_SPLIT', message: `attacks on ${id} must be a whole number ≥ 0, got ${n}` };
    total += n;
  }
  if (total !== ms.profile.A)
    return {
      code: 'ERR_BAD_SPLIT',
      message: `${ms.id} has ${ms.profile.A} Attacks but the split gives ${total}`,
    };
  return null;
}

/** Records a split for this close combat phase. Errors as `checkSplit`. */
export function declareFight(s: GameState, i: number, split: AttackSplit | undefined): Result<null> {
  const e = checkSplit(s, i, split);
  if (e !== null) return { ok: false, error: e };
  const ms = s.static.models[i]!;
  if (split !== undefined) s.fights[ms.id] = { ...split };
  else delete s.fights[ms.id];
  return { ok: true, value: null };
}

/** Strike priority of model i (higher strikes first), RULES.md §7.2. */
function strikeKey(s: GameState, i: number): number {
  const m = s.models[i]!;
  if (m.stoodUp) return -1;
  if (s.static.options.combatOrder === 'chargersFirst' && m.charged) return 100;
  return s.static.models[i]!.profile.I;
}

/** The best melee weapon of model i (highest Strength bonus), as a hit profile. Bare hands: +0. */
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
  return { strength: ms.profile.S + bonus, saveModifier, ap, melee: true, killingBlow };
}

/** The attacks model i makes: its declared split, else all its Attacks on its first attackable enemy. */
function attacksOf(s: GameState, i: number): [number, number][] {
  const ms = s.static.models[i]!;
  const split = s.fights[ms.id];
  const targets = attackableEnemies(s, i);
  if (targets.length === 0) return [];
  if (split === undefined) return [[targets[0]!, ms.profile.A]];
  const out: [number, number][] = [];
  for (const j of targets) {
    const n = split[s.static.models[j]!.id];
    if (n !== undefined && n > 0) out.push([j, n]);
  }
  return out.length > 0 ? out : [[targets[0]!, ms.profile.A]];
}

/** One attacker's strikes in place: To Hit (auto against knocked down), wounds, stunned → out of action. */
function strike(s: GameState, r: Roller, i: number): void {
  const ms = s.static.models[i]!;
  const hit = meleeHit(s, i);
  for (const [planned, n] of attacksOf(s, i)) {
    for (let k = 0; k < n; k++) {
      let j = planned;
      if (s.models[j]!.status === 'outOfAction' || !attackableEnemies(s, i).includes(j)) {
        const alt = attackableEnemies(s, i);
        if (alt.length === 0) return;
        j = alt[0]!;
      }
      const t = s.models[j]!;
      const tid = s.static.models[j]!.id;
      if (t.status === 'stunned') {
        if (t.downedBy !== i) takeOutOfAction(s, r, j, i);
        continue;
      }
      if (t.status === 'knockedDown') {
        logRoll(r, 'toHit', '§7.3', ms.id, tid, 0, [], true, 'automatic hit on a knocked-down model');
      } else {
        const need = meleeToHit(ms.profile.WS, s.static.models[j]!.profile.WS);
        const roll = d6(r);
        const ok = roll >= need;
        logRoll(r, 'toHit', '§7.3', ms.id, tid, need, [roll], ok);
        if (!ok) continue;
      }
      resolveHit(s, r, i, j, hit);
    }
  }
}

/**
 * Resolves every close combat on the table in place (RULES.md §7.1–§7.6): fighters grouped by strike order;
 * a model removed, stunned or knocked down before its step does not strike; models in one step strike
 * simultaneously. Clears the phase's declarations and per-phase marks afterwards.
 */
export function resolveCloseCombat(s: GameState, r: Roller): void {
  const fighters: number[] = [];
  for (let i = 0; i < s.models.length; i++) if (canFight(s, i)) fighters.push(i);
  if (fighters.length > 0) {
    log(r, { kind: 'combatStarted', models: fighters.map((i) => s.static.models[i]!.id) });
    const keys = [...new Set(fighters.map((i) => strikeKey(s, i)))].sort((a, b) => b - a);
    for (const key of keys) {
      const step = fighters.filter((i) => strikeKey(s, i) === key && canFight(s, i));
      for (const i of step) strike(s, r, i);
    }
  }
  s.fights = {};
  for (const m of s.models) {
    m.critThisPhase = false;
    m.downedBy = -1;
  }
}
