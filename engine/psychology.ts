/** Leaders, the rout test and rallying, RULES.md §9.1, §9.4 and §3.1 step 2. */
import { modelDist } from './contact';
import { log, logging, type Roller } from './dice';
import { leadershipTest } from './tests';
import { profileOf } from './state';
import type { GameState } from './types';

/** Distance (inches, base to base) within which a friend may use its leader's Ld (RULES.md §9.1). */
export const LEADER_RANGE = 6;

/** Index of the side's leader (the model with the `leader` rule), or −1. */
export function leaderOf(s: GameState, side: number): number {
  for (const i of s.static.sides[side]!.models) if (s.static.models[i]!.rules.includes('leader')) return i;
  return -1;
}

/**
 * The Ld model i tests on (RULES.md §9.1): its own, or its leader's when within 6" of a standing,
 * non-fleeing leader with better Ld.
 */
export function effectiveLd(s: GameState, i: number): number {
  const own = profileOf(s, i).Ld;
  const l = leaderOf(s, s.static.models[i]!.side);
  if (l < 0 || l === i) return own;
  const lm = s.models[l]!;
  if (lm.status !== 'standing' || lm.fleeing) return own;
  if (modelDist(s, i, l) > LEADER_RANGE) return own;
  return Math.max(own, profileOf(s, l).Ld);
}

/** Models of a side counting as out of action for the rout test: out of action or fled off the table (§9.4). */
export function outOfActionCount(s: GameState, side: number): number {
  let n = 0;
  for (const i of s.static.sides[side]!.models) if (s.models[i]!.status === 'outOfAction') n++;
  return n;
}

/** Whether the side must take a rout test: a quarter or more (rounded up) of its models out of action. */
export function routTestDue(s: GameState, side: number): boolean {
  const total = s.static.sides[side]!.models.length;
  if (total === 0) return false;
  return outOfActionCount(s, side) >= Math.ceil(total / 4);
}

/**
 * The model whose Ld the rout test uses (RULES.md §9.4): the leader, unless out of action or stunned; then
 * the standing model with the highest Ld. −1 if none.
 */
export function routTester(s: GameState, side: number): number {
  const l = leaderOf(s, side);
  if (l >= 0 && s.models[l]!.status !== 'outOfAction' && s.models[l]!.status !== 'stunned') return l;
  let best = -1;
  for (const i of s.static.sides[side]!.models) {
    if (s.models[i]!.status !== 'standing') continue;
    if (best < 0 || profileOf(s, i).Ld > profileOf(s, best).Ld) best = i;
  }
  return best;
}

/**
 * The rout test at the start of the side's turn (RULES.md §9.4). Returns true when the side routs (fails).
 * A side with no model able to take the test routs.
 */
export function routTest(s: GameState, r: Roller, side: number): boolean {
  const tester = routTester(s, side);
  if (tester < 0) return true;
  const ms = s.static.models[tester]!;
  return !leadershipTest(r, 'rout', '§9.4', ms.id, profileOf(s, tester).Ld);
}

/**
 * The closest other model that counts for rallying (RULES.md §3.1 step 2): in play, standing, not fleeing
 * and not hidden; −1 if none. On equal distances a friend is preferred (decision: the enemy is not closer).
 */
export function closestForRally(s: GameState, i: number): number {
  const side = s.static.models[i]!.side;
  let best = -1;
  let bestD = Infinity;
  for (let k = 0; k < s.models.length; k++) {
    if (k === i) continue;
    const o = s.models[k]!;
    if (o.status !== 'standing' || o.fleeing || o.hidden) continue;
    const d = modelDist(s, i, k);
    const friend = s.static.models[k]!.side === side;
    if (d < bestD - 1e-9 || (friend && Math.abs(d - bestD) <= 1e-9)) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/**
 * Rallying, RULES.md §3.1 step 2: each fleeing model of the side to act takes a Leadership test (§9.1 leader's
 * Ld within 6"), unless the closest other model is an enemy (fleeing, knocked-down, stunned and hidden models
 * do not count), which it cannot rally near. Pass → it stops fleeing, and may not move or shoot this turn.
 * Events: `rallyRefused`, `roll` (leadership, §3.1), `rallied`.
 */
export function rallyTests(s: GameState, r: Roller): void {
  for (const i of s.static.sides[s.activeSide]!.models) {
    const m = s.models[i]!;
    if (!m.fleeing || m.status === 'outOfAction') continue;
    const id = s.static.models[i]!.id;
    const c = closestForRally(s, i);
    if (c >= 0 && s.static.models[c]!.side !== s.static.models[i]!.side) {
      if (logging(r)) log(r, { kind: 'rallyRefused', model: id, closest: s.static.models[c]!.id });
      continue;
    }
    if (!leadershipTest(r, 'leadership', '§3.1', id, effectiveLd(s, i))) continue;
    m.fleeing = false;
    m.rallied = true;
    if (logging(r)) log(r, { kind: 'rallied', model: id });
  }
}
