/**
 * A leader kept out of a gang-up (a critic's review, session 21): a strong player never stands the warband's
 * leader alone where two or more enemies can charge it next turn. The chargers strike first (RULES.md §7.2), the
 * leader's attacks are shared among them, and its loss costs the Ld every rout test is taken on (§9.1, §9.4).
 * The search's values could not tell such a run from a safe walk (a duel's Raider Chief ran 10″ into three
 * charge reaches at 49% against 49% for a walk behind the wall, 6,000 iterations).
 */
import { profileOf, type GameState } from '../engine';
import type { Decision } from './decision';
import { REACH_MARGIN, SUPPORT, threatens } from './position-candidates';

/** Enemies that could charge a model at (x, y) next turn, counted up to 2 (base to base, inches). */
function reachers(s: GameState, i: number, x: number, y: number): number {
  const side = s.static.models[i]!.side;
  const base = s.static.models[i]!.base;
  let n = 0;
  for (const j of s.static.sides[1 - side]!.models) {
    if (!threatens(s, j)) continue;
    const em = s.models[j]!;
    const d = Math.hypot(em.x - x, em.y - y) - base - s.static.models[j]!.base;
    if (d <= 2 * profileOf(s, j).M + REACH_MARGIN && ++n >= 2) return n;
  }
  return n;
}

/** Whether a friend of model i stands within 6″ (§9.2) of (x, y), base to base. */
function friendNear(s: GameState, i: number, x: number, y: number): boolean {
  const side = s.static.models[i]!.side;
  const base = s.static.models[i]!.base;
  for (const k of s.static.sides[side]!.models) {
    if (k === i) continue;
    const f = s.models[k]!;
    if (f.status !== 'standing' || f.fleeing) continue;
    if (Math.hypot(f.x - x, f.y - y) - base - s.static.models[k]!.base <= SUPPORT) return true;
  }
  return false;
}

/**
 * The moves of `moves` that do not leave leader i alone in reach of a gang-up: when the leader is not already
 * in the charge reach of two enemies, a walk or run ending within the reach (2 × M + 0.3″) of two or more enemies
 * that could charge (`threatens`) with no standing friend within 6″ is dropped. Other models' moves, and every
 * other decision, pass. E.g. a Raider Chief 14″ from three swordsmen keeps a walk behind the wall and `hold`,
 * not a 10″ run to 3″ from them.
 */
export function leaderSafeMoves(s: GameState, i: number, moves: readonly Decision[]): Decision[] {
  const m = s.models[i]!;
  if (!s.static.models[i]!.rules.includes('leader') || reachers(s, i, m.x, m.y) >= 2) return [...moves];
  return moves.filter(
    (d) => d.type !== 'move' || reachers(s, i, d.to[0], d.to[1]) < 2 || friendNear(s, i, d.to[0], d.to[1]),
  );
}
