/**
 * Psychology tests at the end of a phase, RULES.md §9.2 and §9.3: All Alone at the end of the close combat
 * phase, then panic tests for the causes noted during the phase (`panic-causes.ts`). A failed test makes the
 * model break from combat (§7.10) or flee directly away from the cause.
 */
import { CONTACT_REACH, inCombat, inContact, modelDist } from './contact';
import type { Roller } from './dice';
import { breakFromCombat, fleeAwayFrom, fleeDistance } from './fleeing';
import { NO_PANIC, PANIC_TESTED } from './panic-causes';
import { effectiveLd, LEADER_RANGE } from './psychology';
import { leadershipTest } from './tests';
import type { GameState } from './types';

/** Enemies a model must be fighting for the All Alone test (RULES.md §9.2). */
export const ALL_ALONE_ENEMIES = 2;

/**
 * Standing, non-fleeing enemies in base contact with model i: those it is fighting (§9.2). Enemies farther on an
 * axis than the two bases and `CONTACT_REACH` are passed over without the full test.
 */
function foesFighting(s: GameState, i: number): number {
  const ms = s.static.models;
  const enemies = s.static.sides[1 - ms[i]!.side]!.models;
  const m = s.models[i]!;
  const reach = ms[i]!.base + CONTACT_REACH;
  let n = 0;
  for (let k = 0; k < enemies.length; k++) {
    const o = s.models[enemies[k]!]!;
    const r = reach + ms[enemies[k]!]!.base;
    if (Math.abs(o.x - m.x) > r || Math.abs(o.y - m.y) > r) continue;
    if (o.status === 'standing' && !o.fleeing && inContact(s, i, enemies[k]!)) n++;
  }
  return n;
}

/** Whether a standing, non-fleeing friend of model i is within 6" of it (knocked-down, stunned, fleeing friends do not count). */
function friendNear(s: GameState, i: number): boolean {
  const side = s.static.models[i]!.side;
  for (let k = 0; k < s.models.length; k++) {
    if (k === i || s.static.models[k]!.side !== side) continue;
    const o = s.models[k]!;
    if (o.status === 'standing' && !o.fleeing && modelDist(s, i, k) <= LEADER_RANGE) return true;
  }
  return false;
}

/**
 * Whether model i must take the All Alone test now (RULES.md §9.2): standing, not fleeing, fighting two or
 * more enemies, with no standing, non-fleeing friend within 6".
 */
export function allAloneDue(s: GameState, i: number): boolean {
  const m = s.models[i]!;
  if (m.status !== 'standing' || m.fleeing) return false;
  return foesFighting(s, i) >= ALL_ALONE_ENEMIES && !friendNear(s, i);
}

/**
 * All Alone tests at the end of a close combat phase (RULES.md §9.2), both sides, in scenario order: a
 * Leadership test (§9.1 leader's Ld within 6"); fail → it breaks from combat (§7.10).
 */
export function allAloneTests(s: GameState, r: Roller): void {
  for (let i = 0; i < s.models.length; i++) {
    if (!allAloneDue(s, i)) continue;
    const id = s.static.models[i]!.id;
    if (!leadershipTest(r, 'leadership', '§9.2', id, effectiveLd(s, i))) breakFromCombat(s, r, i, 'allAlone');
  }
}

/**
 * Panic tests at the end of a phase (RULES.md §9.3), in scenario order, each model at most once per phase:
 * a model with a cause that is still standing and not fleeing takes a Leadership test; fail → it flees 2D6"
 * directly away from the cause (the shooter or caster, or where the friend fell), or, in base contact with an
 * enemy, breaks from combat (§7.10). Causes raised by these flights are tested in the same phase.
 */
export function panicTests(s: GameState, r: Roller): void {
  for (let pass = 0; pass <= s.models.length; pass++) {
    let any = false;
    for (let i = 0; i < s.models.length; i++) {
      const m = s.models[i]!;
      const cause = m.panicCause;
      if (cause < 0) continue;
      any = true;
      m.panicCause = PANIC_TESTED;
      if (m.status !== 'standing' || m.fleeing) continue;
      const id = s.static.models[i]!.id;
      if (leadershipTest(r, 'leadership', '§9.3', id, effectiveLd(s, i))) continue;
      if (inCombat(s, i)) {
        breakFromCombat(s, r, i, 'panic');
        continue;
      }
      const c = s.models[cause]!;
      fleeAwayFrom(s, r, i, c.x, c.y, fleeDistance(s, r, i, 2, '§9.3'), 'panic');
    }
    if (!any) break;
  }
}

/**
 * The psychology of the end of a phase (RULES.md §3.5, §9.2, §9.3): All Alone after close combat (when the
 * option is on), then panic tests; afterwards every model may panic again in the next phase.
 */
export function endOfPhasePsychology(s: GameState, r: Roller): void {
  if (s.phase === 'closeCombat' && s.static.options.allAlone) allAloneTests(s, r);
  panicTests(s, r);
  for (const m of s.models) if (m.panicCause === PANIC_TESTED) m.panicCause = NO_PANIC;
}
