/**
 * From a hit to its consequences: To Wound (§6.4), criticals (§6.7), saves (§6.6), wounds and injuries (§8),
 * the close combat special cases of knocked-down targets (§7.6), and the house rules of §12 that change
 * them (`poisonedAttacks`, `mountedInjuries`, `swarms`). Hits without an attacker (falls, §4.4) pass −1.
 * Falls are here too (§4.4: a fall's hits, and the edge rule a knocked-down model tests), since a hit may
 * make a model fall and a fall hits it.
 */
import { apSaveNeeded, armourSaveNeeded, toWound } from './charts';
import { d6, log, logging, logRoll, type Roller } from './dice';
import { fallStrength, landingSpot } from './falling';
import { reveal } from './hiding';
import { nearDrop } from './levels';
import { noteLossPanic, noteWoundPanic } from './panic-causes';
import { profileOf } from './state';
import { characteristicTest } from './tests';
import type { GameState, Status } from './types';

/** Where a hit comes from: panic counts shooting and magic (§9.3); falls and magic score no criticals. */
export type HitSource = 'melee' | 'missile' | 'magic' | 'fall';

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
  /** Where it comes from; default `'melee'` when `melee`, else `'missile'`. */
  source?: HitSource;
  /** No armour save is allowed (falling, §4.4); an invulnerable save still may be taken (§6.6). */
  noArmour?: boolean;
  /** Scores no criticals (falling §4.4; magic, decision). */
  noCritical?: boolean;
  /** A poisoned attack (`poisonedAttacks`, §12): a natural 6 To Hit wounds automatically. */
  poisoned?: boolean;
}

const INJURY_STATUS: Status[] = ['standing', 'knockedDown', 'stunned', 'outOfAction'];

/** The source of a hit (§9.3, §12). */
export function sourceOf(hit: HitProfile): HitSource {
  return hit.source ?? (hit.melee ? 'melee' : 'missile');
}

/** The rule § a hit's To Wound roll is logged under. */
function woundRule(hit: HitProfile): string {
  const src = sourceOf(hit);
  return src === 'fall' ? '§4.4' : src === 'magic' ? '§12' : src === 'melee' ? '§7.4' : '§6.4';
}

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
  const armour = noArmour || hit.noArmour === true ? 7 : armourNeeded(s, target, hit);
  const inv = s.static.models[target]!.invulnerable;
  if (inv <= 6 && inv < armour) return { need: inv, invulnerable: true };
  if (armour <= 6) return { need: armour, invulnerable: false };
  return null;
}

/** Id a hit's events name as its author: the attacker, or `'fall'` for a hit without one. */
function authorId(s: GameState, attacker: number, hit: HitProfile): string {
  return attacker >= 0 ? s.static.models[attacker]!.id : sourceOf(hit);
}

/** What one To Wound roll did (§6.4, §6.7): no wound, an ordinary wound, or a critical (2 wounds, no armour). */
export const NO_WOUND = 0;
/** An ordinary wound of `rollToWound`. */
export const WOUND = 1;
/** A critical of `rollToWound` (§6.7). */
export const CRITICAL = 2;

/**
 * Rolls To Wound for one hit of `attacker` (−1 for a fall) on `target` and logs it: returns NO_WOUND, WOUND or
 * CRITICAL (only a model's first critical of a close combat phase counts, §6.7). `autoWound`: a poisoned
 * natural 6 To Hit (§12), which wounds automatically and rolls only to look for a critical. Source: RULES.md
 * §6.4, §6.7, §7.4, §12.
 */
export function rollToWound(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  hit: HitProfile,
  autoWound = false,
): number {
  const st = s.static;
  const tid = st.models[target]!.id;
  const aid = attacker >= 0 ? st.models[attacker]!.id : tid;
  const other = attacker >= 0 ? tid : undefined;
  const need = toWound(hit.strength, profileOf(s, target).T);
  const rule = woundRule(hit);
  if (need === null && !autoWound) {
    logRoll(r, 'toWound', rule, aid, other, 7, 0, 0, false, 'cannot wound');
    return NO_WOUND;
  }
  const roll = d6(r);
  if (!autoWound && roll < need!) {
    logRoll(r, 'toWound', rule, aid, other, need!, roll, 0, false);
    return NO_WOUND;
  }
  let critical = st.options.criticals && hit.noCritical !== true && roll === 6 && need !== null && need < 6;
  if (critical && hit.melee && attacker >= 0) {
    const am = s.models[attacker]!;
    if (am.critThisPhase) critical = false;
    else am.critThisPhase = true;
  }
  const outcome = critical ? 'critical' : autoWound ? 'poisoned: wounds automatically' : undefined;
  logRoll(r, 'toWound', critical ? '§6.7' : rule, aid, other, need ?? 7, roll, 0, true, outcome);
  return critical ? CRITICAL : WOUND;
}

/**
 * Rolls the save against one wound (`kind` WOUND or CRITICAL, which allows no armour save) and logs it:
 * returns the unsaved wounds it leaves, 0 when saved, else 1 (WOUND) or 2 (CRITICAL). A natural 1 always
 * fails a save (decision). Source: RULES.md §6.6, §6.7.
 */
export function rollSave(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  hit: HitProfile,
  kind: number,
): number {
  const st = s.static;
  const tid = st.models[target]!.id;
  const critical = kind === CRITICAL;
  const save = saveFor(s, target, hit, critical);
  if (save !== null) {
    const sv = d6(r);
    const saved = sv !== 1 && sv >= save.need;
    const k = save.invulnerable ? 'invulnerableSave' : 'armourSave';
    const aid = attacker >= 0 ? st.models[attacker]!.id : undefined;
    logRoll(r, k, '§6.6', tid, aid, save.need, sv, 0, saved);
    if (saved) {
      if (logging(r)) log(r, { kind: 'saved', model: tid, by: authorId(s, attacker, hit) });
      return 0;
    }
  }
  return critical ? 2 : 1;
}

/**
 * Rolls To Wound and the save for one hit of `attacker` (−1 for a fall) on `target`, then applies any unsaved
 * wounds. Returns the unsaved wounds caused (0, 1 or 2 for a critical). `autoWound` as `rollToWound`.
 * Source: RULES.md §6.4–§6.7, §7.5, §8, §4.4 falling, §12.
 */
export function resolveHit(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  hit: HitProfile,
  autoWound = false,
): number {
  const kind = rollToWound(s, r, attacker, target, hit, autoWound);
  if (kind === NO_WOUND) return 0;
  const n = rollSave(s, r, attacker, target, hit, kind);
  if (n > 0) applyWounds(s, r, attacker, target, n, hit, n > 1);
  return n;
}

/**
 * Applies `n` unsaved wounds at once (one roll's, §7.1; `critical` when one of them came from a critical): each
 * wound from the one that takes the last Wound on makes an Injury roll, the worst result of the turn counts
 * (RULES.md §8); a knocked-down model wounded in close combat goes out of action (§7.6), but not by
 * the attacker that knocked it down or stunned it this phase; `casualties: removal` and `swarms` remove at
 * 0 W; with `mountedInjuries` the first wound on a mounted model kills its mount instead (§12). A model
 * wounded by shooting or magic that stays standing will test for panic (§9.3).
 */
export function applyWounds(
  s: GameState,
  r: Roller,
  attacker: number,
  target: number,
  n: number,
  hit: HitProfile,
  critical = n > 1,
): void {
  const st = s.static;
  const tm = s.models[target]!;
  const tid = st.models[target]!.id;
  const by = authorId(s, attacker, hit);
  if (tm.status === 'outOfAction') return;
  if (hit.melee && attacker >= 0 && tm.downedBy === attacker) return;
  if (st.options.mountedInjuries && !tm.dismounted && st.models[target]!.rules.includes('mounted')) {
    tm.dismounted = true;
    if (logging(r)) log(r, { kind: 'mountKilled', model: tid, by });
    return;
  }
  if (hit.melee && tm.status === 'knockedDown') {
    if (logging(r)) log(r, { kind: 'wounded', model: tid, by, wounds: n, woundsLeft: 0, critical });
    takeOutOfAction(s, r, target, attacker);
    return;
  }
  const removal =
    st.options.casualties === 'removal' || (st.options.swarms && st.models[target]!.rules.includes('swarm'));
  for (let k = 0; k < n; k++) {
    if (k > 0 && (tm.status as Status) === 'outOfAction') return;
    const hadWounds = tm.wounds > 0;
    if (hadWounds) tm.wounds -= 1;
    if (logging(r)) log(r, { kind: 'wounded', model: tid, by, wounds: 1, woundsLeft: tm.wounds, critical });
    if (tm.wounds > 0) continue;
    if (removal) {
      takeOutOfAction(s, r, target, attacker);
      return;
    }
    injuryRoll(s, r, attacker, target, hit);
  }
  const src = sourceOf(hit);
  if (src === 'missile' || src === 'magic') noteWoundPanic(s, target, attacker);
}

/**
 * The Injury roll of RULES.md §8, rolled for a model at 0 W: 1–2 knocked down, 3–4 stunned, 5–6 out of
 * action; killing blow → out of action without a roll. The worst result of the turn counts. A hidden model
 * knocked down or stunned is revealed (§4.3); within 1" of a drop it then tests against falling (§4.4 edge).
 */
export function injuryRoll(s: GameState, r: Roller, attacker: number, target: number, hit: HitProfile): void {
  const st = s.static;
  const tm = s.models[target]!;
  const tid = st.models[target]!.id;
  let result: number;
  if (hit.killingBlow) {
    result = 3;
  } else {
    const roll = d6(r);
    result = roll <= 2 ? 1 : roll <= 4 ? 2 : 3;
    const by = attacker >= 0 ? st.models[attacker]!.id : undefined;
    logRoll(r, 'injury', '§8', tid, by, 5, roll, 0, result === 3, INJURY_STATUS[result]);
  }
  const current = tm.status === 'stunned' ? 2 : tm.status === 'knockedDown' ? 1 : 0;
  const worst = Math.max(result, tm.injuryThisTurn, current);
  tm.injuryThisTurn = worst;
  if (worst === 3) {
    takeOutOfAction(s, r, target, attacker);
  } else if (worst === 2 && tm.status !== 'stunned') {
    tm.status = 'stunned';
    reveal(s, r, target, 'injured');
    if (hit.melee) tm.downedBy = attacker;
    if (logging(r)) log(r, { kind: 'stunned', model: tid });
    edgeTest(s, r, target);
  } else if (worst === 1 && tm.status === 'standing') {
    tm.status = 'knockedDown';
    reveal(s, r, target, 'injured');
    if (hit.melee) tm.downedBy = attacker;
    if (logging(r)) log(r, { kind: 'knockedDown', model: tid });
    edgeTest(s, r, target);
  }
}

/**
 * Takes a model out of action (RULES.md §8): it leaves the table for the rest of the game. Friends within 6"
 * test for panic (§9.3) unless `noPanic` (a model that fled off the table, decision).
 */
export function takeOutOfAction(
  s: GameState,
  r: Roller,
  target: number,
  attacker: number,
  noPanic = false,
): void {
  const tm = s.models[target]!;
  if (tm.status === 'outOfAction') return;
  tm.status = 'outOfAction';
  tm.hidden = false;
  tm.fleeing = false;
  tm.wounds = 0;
  tm.panicCause = -1;
  if (!noPanic) noteLossPanic(s, target);
  if (!logging(r)) return;
  const e: { kind: 'outOfAction'; model: string; by?: string } = {
    kind: 'outOfAction',
    model: s.static.models[target]!.id,
  };
  if (attacker >= 0) e.by = s.static.models[attacker]!.id;
  log(r, e);
}

/**
 * Model i falls to (x, y, z) from `height` inches above it (RULES.md §4.4): it lands there, may not move further
 * or hide this turn, and takes D3 hits at Strength = height with no armour save and no criticals.
 * Events: `fell`, `roll` (fallHits), then the hits' rolls.
 */
export function fall(
  s: GameState,
  r: Roller,
  i: number,
  x: number,
  y: number,
  z: number,
  height: number,
): void {
  const m = s.models[i]!;
  const id = s.static.models[i]!.id;
  if (logging(r)) log(r, { kind: 'fell', model: id, from: [m.x, m.y, m.z], to: [x, y, z], height });
  m.x = x;
  m.y = y;
  m.z = z;
  m.fell = true;
  m.moved = true;
  if (m.hidden) {
    m.hidden = false;
    if (logging(r)) log(r, { kind: 'revealed', model: id, reason: 'moved' });
  }
  const face = d6(r);
  const hits = Math.ceil(face / 2);
  logRoll(r, 'fallHits', '§4.4', id, undefined, 0, face, 0, true, hits === 1 ? '1 hit' : `${hits} hits`);
  const hit: HitProfile = {
    strength: fallStrength(height),
    saveModifier: 0,
    ap: undefined,
    melee: false,
    killingBlow: false,
    source: 'fall',
    noArmour: true,
    noCritical: true,
  };
  for (let k = 0; k < hits && m.status !== 'outOfAction'; k++) resolveHit(s, r, -1, i, hit);
}

const dir: number[] = [0, 0];
const spot: number[] = [0, 0, 0];

/**
 * The edge rule (RULES.md §4.4): model i, just knocked down or stunned, stands within 1" of a drop; it takes
 * an Initiative test or falls over the nearest edge. Nothing happens away from drops.
 */
export function edgeTest(s: GameState, r: Roller, i: number): void {
  if (!nearDrop(s, i, dir)) return;
  const m = s.models[i]!;
  if (!landingSpot(s, i, m.x, m.y, m.z, dir[0]!, dir[1]!, spot)) return;
  const id = s.static.models[i]!.id;
  if (characteristicTest(r, 'initiative', '§4.4', id, undefined, profileOf(s, i).I)) return;
  fall(s, r, i, spot[0]!, spot[1]!, spot[2]!, m.z - spot[2]!);
}
