/**
 * From a hit to its consequences: To Wound (§6.4), criticals (§6.7), saves (§6.6), wounds and injuries (§8),
 * and the close combat special cases of knocked-down targets (§7.6).
 */
import { apSaveNeeded, armourSaveNeeded, toWound } from './charts';
import { d6, log, logging, logRoll, type Roller } from './dice';
import type { GameState, Status } from './types';

/** What a hit carries: Strength, save modifiers and whether it comes from close combat. */
export interface HitProfile {
  /** Strength of the hit. */
  strength: number;
  /** Armour save modifier (§6.6 strengthModifier), e.g. −1. */
  saveModifier: number;
  /** Armour piercing (§6.6 armourPiercing), e.g. 4. */
  ap: number | undefined;
  /** Close combat hit (criticals: only the first in the phase counts, §6.7; knocked-down targets, §7.6). */
  melee: boolean;
  /** Killing blow: out of action without an Injury roll (§8). */
  killingBlow: boolean;
}

const INJURY_STATUS: Status[] = ['standing', 'knockedDown', 'stunned', 'outOfAction'];

/** The armour save needed against a hit under the ruleset's save rule; above 6 means none. RULES.md §6.6. */
export function armourNeeded(s: GameState, target: number, hit: HitProfile): number {
  const save = s.static.models[target]!.save;
  if (save > 6) return 7;
  return s.static.options.saves === 'strengthModifier'
    ? armourSaveNeeded(save, hit.strength, hit.saveModifier)
    : apSaveNeeded(save, hit.ap);
}

/**
 * The save that will be taken against a hit, RULES.md §6.6: the invulnerable save instead of the armour save
 * when it is better or when no armour save is allowed (`noArmour`, e.g. after a critical). Returns the face
 * needed and the kind, or null when no save can be taken.
 */
export function saveFor(
  s: GameState,
  target: number,
  hit: HitProfile,
  noArmour: boolean,
): { need: number; invulnerable: boolean } | null {
  const armour = noArmour ? 7 : armourNeeded(s, target, hit);
  const inv = s.static.models[target]!.invulnerable;
  if (inv <= 6 && inv < armour) return { need: inv, invulnerable: true };
  if (armour <= 6) return { need: armour, invulnerable: false };
  return null;
}

/**
 * Rolls To Wound and the save for one hit of `attacker` on `target`, then applies any unsaved wounds.
 * Returns the unsaved wounds caused (0, 1 or 2 for a critical). A natural 1 always fails a save (decision).
 * Source: RULES.md §6.4–§6.7, §7.5, §8.
 */
export function resolveHit(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  hit: HitProfile,
): number {
  const st = s.static;
  const aid = st.models[attacker]!.id;
  const tid = st.models[target]!.id;
  const need = toWound(hit.strength, st.models[target]!.profile.T);
  const rule = hit.melee ? '§7.4' : '§6.4';
  if (need === null) {
    logRoll(r, 'toWound', rule, aid, tid, 7, 0, 0, false, 'cannot wound');
    return 0;
  }
  const roll = d6(r);
  if (roll < need) {
    logRoll(r, 'toWound', rule, aid, tid, need, roll, 0, false);
    return 0;
  }
  const am = s.models[attacker]!;
  let critical = st.options.criticals && roll === 6 && need < 6;
  if (critical && hit.melee) {
    if (am.critThisPhase) critical = false;
    else am.critThisPhase = true;
  }
  logRoll(
    r,
    'toWound',
    critical ? '§6.7' : rule,
    aid,
    tid,
    need,
    roll,
    0,
    true,
    critical ? 'critical' : undefined,
  );
  const save = saveFor(s, target, hit, critical);
  if (save !== null) {
    const sv = d6(r);
    const saved = sv !== 1 && sv >= save.need;
    logRoll(
      r,
      save.invulnerable ? 'invulnerableSave' : 'armourSave',
      '§6.6',
      tid,
      aid,
      save.need,
      sv,
      0,
      saved,
    );
    if (saved) {
      if (logging(r)) log(r, { kind: 'saved', model: tid, by: aid });
      return 0;
    }
  }
  const n = critical ? 2 : 1;
  applyWounds(s, r, attacker, target, n, hit);
  return n;
}

/**
 * Applies `n` unsaved wounds: each wound past the last makes an Injury roll, the worst result of the turn
 * counts (RULES.md §8); a knocked-down model wounded in close combat goes out of action (§7.6), but not by
 * the attacker that knocked it down or stunned it this phase; `casualties: removal` removes at 0 W.
 */
export function applyWounds(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  n: number,
  hit: HitProfile,
): void {
  const st = s.static;
  const tm = s.models[target]!;
  const tid = st.models[target]!.id;
  const aid = st.models[attacker]!.id;
  if (tm.status === 'outOfAction') return;
  if (hit.melee && tm.downedBy === attacker) return;
  if (hit.melee && tm.status === 'knockedDown') {
    if (logging(r))
      log(r, { kind: 'wounded', model: tid, by: aid, wounds: n, woundsLeft: 0, critical: n > 1 });
    takeOutOfAction(s, r, target, attacker);
    return;
  }
  for (let k = 0; k < n; k++) {
    if (k > 0 && (tm.status as Status) === 'outOfAction') return;
    const hadWounds = tm.wounds > 0;
    if (hadWounds) tm.wounds -= 1;
    if (logging(r))
      log(r, { kind: 'wounded', model: tid, by: aid, wounds: 1, woundsLeft: tm.wounds, critical: n > 1 });
    if (tm.wounds > 0) continue;
    if (st.options.casualties === 'removal') {
      takeOutOfAction(s, r, target, attacker);
      return;
    }
    injuryRoll(s, r, attacker, target, hit);
  }
}

/**
 * The Injury roll of RULES.md §8, rolled for a model at 0 W: 1–2 knocked down, 3–4 stunned, 5–6 out of
 * action; killing blow → out of action without a roll. The worst result of the turn counts.
 */
export function injuryRoll(s: GameState, r: Roller, attacker: number, target: number, hit: HitProfile): void {
  const st = s.static;
  const tm = s.models[target]!;
  const tid = st.models[target]!.id;
  const aid = st.models[attacker]!.id;
  let result: number;
  if (hit.killingBlow) {
    result = 3;
  } else {
    const roll = d6(r);
    result = roll <= 2 ? 1 : roll <= 4 ? 2 : 3;
    logRoll(r, 'injury', '§8', tid, aid, 5, roll, 0, result === 3, INJURY_STATUS[result]);
  }
  const current = tm.status === 'stunned' ? 2 : tm.status === 'knockedDown' ? 1 : 0;
  const worst = Math.max(result, tm.injuryThisTurn, current);
  tm.injuryThisTurn = worst;
  if (worst === 3) {
    takeOutOfAction(s, r, target, attacker);
  } else if (worst === 2 && tm.status !== 'stunned') {
    tm.status = 'stunned';
    tm.hidden = false;
    if (hit.melee) tm.downedBy = attacker;
    if (logging(r)) log(r, { kind: 'stunned', model: tid });
  } else if (worst === 1 && tm.status === 'standing') {
    tm.status = 'knockedDown';
    tm.hidden = false;
    if (hit.melee) tm.downedBy = attacker;
    if (logging(r)) log(r, { kind: 'knockedDown', model: tid });
  }
}

/** Takes a model out of action (RULES.md §8): it leaves the table for the rest of the game. */
export function takeOutOfAction(s: GameState, r: Roller, target: number, attacker: number): void {
  const tm = s.models[target]!;
  if (tm.status === 'outOfAction') return;
  tm.status = 'outOfAction';
  tm.hidden = false;
  tm.fleeing = false;
  tm.wounds = 0;
  if (!logging(r)) return;
  const e: { kind: 'outOfAction'; model: string; by?: string } = {
    kind: 'outOfAction',
    model: s.static.models[target]!.id,
  };
  if (attacker >= 0) e.by = s.static.models[attacker]!.id;
  log(r, e);
}
