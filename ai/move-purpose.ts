/**
 * Moves with a purpose (issue 18: "a player notices a pointless move at once"). A model that no enemy can
 * hurt next turn — beyond every enemy's charge reach (2 × M, RULES.md §4.1) and beyond every enemy shooter's
 * move plus missile range (§6.1; a run forbids shooting, §4.2) — has nothing to step away from: a move that
 * takes it farther from the enemy, sideways, or less than an inch, and gains nothing (a hidden spot §4.3, a
 * target in sight §6.1, support within 6″ §9.1 §9.2), only gives away tempo. Seen in a ruined-street game
 * (`play --red mcts --blue mcts --seed w16`): a Crossbowman and a Swordsman 35″ from every raider walked 4″
 * back to their own table edge on turn 1, where the search's values could not tell the options apart.
 */
import { profileOf, type GameState } from '../engine';
import type { Decision } from './decision';
import { moveJudge, REACH_MARGIN, threatens, type MoveJudge } from './position-candidates';
import { missileRange } from './vertical-candidates';

/** Least advance, inches, toward the nearest enemy that counts as one (base to base). */
const ADVANCE = 0.5;
/** Moves shorter than this, inches, need a gain to be kept even when they advance. */
const SHUFFLE = 1;

/**
 * Whether model i at (x, y) lies beyond what every enemy can do to it next turn: farther than its charge
 * reach (2 × M + 0.3″ margin) from each enemy that could charge (`threatens`), and farther than M + missile
 * range from each standing or knocked-down enemy shooter; never beside an enemy in a building (§11). Out of
 * action enemies do not count. Centre to centre less both bases, inches. E.g. a crossbowman 35″ from raiders
 * with M 5 and 18″ shortbows → true.
 */
export function safeNextTurn(s: GameState, i: number, x: number, y: number): boolean {
  const side = s.static.models[i]!.side;
  const base = s.static.models[i]!.base;
  for (const j of s.static.sides[1 - side]!.models) {
    const em = s.models[j]!;
    if (em.status === 'outOfAction') continue;
    if (em.building >= 0) return false;
    const d = Math.hypot(em.x - x, em.y - y) - base - s.static.models[j]!.base;
    const M = profileOf(s, j).M;
    if (threatens(s, j) && d <= 2 * M + REACH_MARGIN) return false;
    const range = missileRange(s, j);
    if (range > 0 && em.status !== 'stunned' && !em.fleeing && d <= M + range) return false;
  }
  return true;
}

/**
 * The moves of `moves` with a purpose for model i (see the file's comment): all of them unless the model is
 * safe next turn where it stands (`safeNextTurn`) and the scenario has no objectives (a building to take is a
 * purpose the spot features do not see); then a walk or run is kept only when it gains a hidden spot, a target
 * in sight or support it lacks here, or advances at least 0.5″ toward the nearest enemy over at least 1″.
 * Holds, climbs, charges and the rest pass. `judge` is shared with the other filters of the same candidate
 * list. E.g. a safe crossbowman keeps `hold` and a 4″ step forward, not a 4″ step back to its own edge.
 */
export function purposefulMoves(
  s: GameState,
  i: number,
  moves: readonly Decision[],
  judge: MoveJudge = moveJudge(s, i),
): Decision[] {
  const m = s.models[i]!;
  if (s.static.objectives.length > 0 || !safeNextTurn(s, i, m.x, m.y)) return [...moves];
  const here = judge.here();
  return moves.filter((d) => {
    if (d.type !== 'move') return true;
    const p = judge.of(d);
    if ((p.hide && !here.hide) || (p.sees && !here.sees) || (p.support && !here.support)) return true;
    return p.nearest <= here.nearest - ADVANCE && Math.hypot(d.to[0] - m.x, d.to[1] - m.y) >= SHUFFLE;
  });
}
