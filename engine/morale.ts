/**
 * Morale in squad play, RULES.md §10: the test on the unit's best Ld with Insane Heroism (§10.1), when it is
 * taken (§10.2: 25% losses in a Movement or Shooting phase, a lost combat), falling back on a failure
 * (§10.3) and regrouping (§10.4: in the Recovery phase, or when charged while falling back).
 */
import { enemiesInContact } from './contact';
import { d6, log, logging, type Roller } from './dice';
import { fallBack } from './fall-back';
import { profileOf } from './state';
import { unitFallingBack, unitInPlay, unitLead } from './units';
import type { GameState, TestKind } from './types';

/** Ld is never treated as above this (RULES.md §0). */
const MAX_LD = 10;

/** The unit's Leadership: the best Ld among its models in play (RULES.md §10.1), or 0 with none left. */
export function unitLd(s: GameState, u: number): number {
  let ld = 0;
  for (const i of s.static.units[u]!.models)
    if (s.models[i]!.status !== 'outOfAction') ld = Math.max(ld, profileOf(s, i).Ld);
  return ld;
}

/** Whether unit u, with `left` models of its starting `size`, has 25% or more left (RULES.md §10.4). */
export function quarterLeft(left: number, size: number): boolean {
  return left * 4 >= size;
}

/**
 * Rolls 2D6 for a unit test and logs it (`morale` §10.1 or `regroup` §10.4): passes on a total ≤ `need`, or on
 * a double 1 (Insane Heroism) whatever the need. Returns whether it passed.
 */
function roll2d6(s: GameState, r: Roller, u: number, test: TestKind, rule: string, need: number): boolean {
  const a = d6(r);
  const b = d6(r);
  const heroism = a === 1 && b === 1;
  const success = heroism || a + b <= need;
  if (logging(r)) {
    const outcome = heroism && a + b > need ? 'Insane Heroism: a double 1 passes' : undefined;
    const lead = unitLead(s, u);
    log(r, {
      kind: 'roll',
      test,
      rule,
      model: lead >= 0 ? s.static.models[lead]!.id : s.static.units[u]!.id,
      unit: s.static.units[u]!.id,
      need,
      dice: [a, b],
      success,
      ...(outcome === undefined ? {} : { outcome }),
    });
  }
  return success;
}

/** The enemy units in base contact with unit u: the units of the combat it is in. */
export function combatEnemies(s: GameState, u: number): number[] {
  const out: number[] = [];
  for (const i of s.static.units[u]!.models)
    for (const j of enemiesInContact(s, i)) {
      const v = s.static.models[j]!.unitIndex;
      if (!out.includes(v)) out.push(v);
    }
  return out;
}

/**
 * A Morale test of unit u (RULES.md §10.1): 2D6 ≤ its best Ld (at most 10) + `modifier`, a double 1 always
 * passes; a unit already falling back fails automatically (§10.3). A failure makes it fall back at once,
 * through the enemy units `through` (default: those in base contact with it; after a combat, every enemy
 * unit that fought it that phase, §10.3), unless `fallBackOnFail` is false (the caller moves it, e.g. a
 * garrison leaving its building, §11). Returns whether it passed. Example: Ld 5 with −4 needs 1, and passes
 * only on a double 1.
 */
export function moraleTest(
  s: GameState,
  r: Roller,
  u: number,
  modifier: number,
  rule: string,
  fallBackOnFail = true,
  through?: readonly number[],
): boolean {
  if (unitInPlay(s, u) === 0) return true;
  const need = Math.min(MAX_LD, unitLd(s, u)) + modifier;
  let passed: boolean;
  if (unitFallingBack(s, u)) {
    passed = false;
    if (logging(r)) {
      const lead = unitLead(s, u);
      log(r, {
        kind: 'roll',
        test: 'morale',
        rule: '§10.3',
        model: s.static.models[lead]!.id,
        unit: s.static.units[u]!.id,
        need,
        dice: [],
        success: false,
        outcome: 'falling back: fails every Morale test',
      });
    }
  } else {
    passed = roll2d6(s, r, u, 'morale', rule, need);
  }
  if (!passed && fallBackOnFail) fallBack(s, r, u, through ?? combatEnemies(s, u));
  return passed;
}

/** Ends unit u's falling back (RULES.md §10.4); `turn`: it regrouped in its own Recovery phase. Event: `regrouped`. */
function regroup(s: GameState, r: Roller, u: number, turn: boolean): void {
  for (const i of s.static.units[u]!.models) {
    const m = s.models[i]!;
    m.fallingBack = false;
    if (turn) m.regrouped = true;
  }
  if (logging(r)) log(r, { kind: 'regrouped', unit: s.static.units[u]!.id });
}

/**
 * The Recovery phase regroup tests of the side to act (RULES.md §10.4): each falling-back unit with 25% or
 * more of its models left takes a normal Leadership test; below that it passes only on a double 1. A pass
 * stops it (a 3" move, counts as moved, no run or charge, snap shots this turn); a fail leaves it falling back.
 */
export function regroupTests(s: GameState, r: Roller): void {
  const units = s.static.units;
  for (let u = 0; u < units.length; u++) {
    if (units[u]!.side !== s.activeSide || !unitFallingBack(s, u)) continue;
    const left = unitInPlay(s, u);
    if (left === 0) continue;
    const normal = quarterLeft(left, units[u]!.size);
    const need = normal ? Math.min(MAX_LD, unitLd(s, u)) : 2;
    if (roll2d6(s, r, u, 'regroup', '§10.4', need)) regroup(s, r, u, true);
  }
}

/**
 * A falling-back unit u about to be reached by a charge tests to regroup (RULES.md §10.4), a normal
 * Leadership test whatever its size: pass → it regroups and fights normally; fail → returns false and the
 * caller destroys it at the end of the charge (`destroyUnit` in fall-back.ts, reason `charged`).
 */
export function chargedRegroup(s: GameState, r: Roller, u: number): boolean {
  const ok = roll2d6(s, r, u, 'regroup', '§10.4', Math.min(MAX_LD, unitLd(s, u)));
  if (ok) regroup(s, r, u, false);
  return ok;
}

/**
 * The 25% losses tests at the end of a Movement or Shooting phase (RULES.md §10.2): every unit, of either
 * side, that lost a quarter or more of the models it had when the phase started tests, in unit order.
 */
export function lossTests(s: GameState, r: Roller): void {
  for (let u = 0; u < s.static.units.length; u++) {
    const start = s.unitStart[u] ?? 0;
    const left = unitInPlay(s, u);
    if (start === 0 || left === 0 || (start - left) * 4 < start) continue;
    moraleTest(s, r, u, 0, '§10.2');
  }
}
