/**
 * The heuristic leaf value (DESIGN.md "AI"): models weighted by status, wounds and points, the risk of
 * failing the next rout test (RULES.md §9.4), and a little position, mapped to a win probability.
 */
import { effectiveLd, enemiesInContact, leaderOf, modelDist, type GameState } from '../engine';

/** Weight of a model by status: standing counts fully, knocked down and stunned less, out of action not at all. */
const STATUS_WEIGHT = { standing: 1, knockedDown: 0.55, stunned: 0.35, outOfAction: 0 } as const;

/**
 * Slope of the material share → win probability curve at the start of the game; it doubles by the last
 * turn, when a material lead is closer to a win on points (RULES.md §13).
 */
export const SHARPNESS = 8;

/** P(2D6 > ld): the chance of failing a Leadership test on `ld` (RULES.md §0). */
export function failChance(ld: number): number {
  const need = Math.min(10, ld);
  let pass = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= need) pass++;
  return 1 - pass / 36;
}

/** Weight left to a stunned model in base contact with a standing enemy: it goes out of action there (§7.6). */
export const DOOMED_STUNNED = 0.15;
/** Weight left to a knocked-down model in contact with a standing enemy: hit automatically (§7.3, §7.6). */
export const DOOMED_KNOCKED_DOWN = 0.45;

/** Status weight of model i, lower for a downed model that a standing enemy in contact will finish off. */
function statusWeight(s: GameState, i: number): number {
  const m = s.models[i]!;
  const w = STATUS_WEIGHT[m.status];
  if (m.status !== 'stunned' && m.status !== 'knockedDown') return w;
  for (const j of enemiesInContact(s, i)) {
    if (s.models[j]!.status === 'standing')
      return w * (m.status === 'stunned' ? DOOMED_STUNNED : DOOMED_KNOCKED_DOWN);
  }
  return w;
}

/**
 * A side's material in points: Σ points × status weight × (0.6 + 0.4 × wounds left / W), halved when fleeing.
 * Models without points count 10.
 */
export function material(s: GameState, side: number): number {
  let v = 0;
  for (const i of s.static.sides[side]!.models) {
    const m = s.models[i]!;
    const ms = s.static.models[i]!;
    const pts = ms.points > 0 ? ms.points : 10;
    const health = 0.6 + (0.4 * m.wounds) / Math.max(1, ms.profile.W);
    v += pts * statusWeight(s, i) * health * (m.fleeing ? 0.5 : 1);
  }
  return v;
}

/** The chance that a side fails its next rout test (RULES.md §9.4): 0 when the test is not due. */
export function routRisk(s: GameState, side: number): number {
  if (!s.static.options.routTest) return 0;
  const models = s.static.sides[side]!.models;
  let out = 0;
  for (const i of models) if (s.models[i]!.status === 'outOfAction') out++;
  if (out < Math.ceil(models.length / 4)) return 0;
  const l = leaderOf(s, side);
  let ld = 0;
  if (l >= 0 && s.models[l]!.status !== 'outOfAction' && s.models[l]!.status !== 'stunned')
    ld = s.static.models[l]!.profile.Ld;
  else
    for (const i of models)
      if (s.models[i]!.status === 'standing') ld = Math.max(ld, s.static.models[i]!.profile.Ld);
  return failChance(ld);
}

/** A small positional term for a side, in points: standing models near their leader, models in reach of enemies. */
function position(s: GameState, side: number): number {
  let v = 0;
  const l = leaderOf(s, side);
  for (const i of s.static.sides[side]!.models) {
    const m = s.models[i]!;
    if (m.status !== 'standing') continue;
    const pts = s.static.models[i]!.points || 10;
    if (l >= 0 && l !== i && s.models[l]!.status === 'standing' && modelDist(s, i, l) <= 6) {
      v += 0.03 * pts * (effectiveLd(s, i) - s.static.models[i]!.profile.Ld > 0 ? 1 : 0.5);
    }
  }
  return v;
}

/**
 * The estimated probability that side 0 wins (0..1), from the point of view of side 0. Finished games give
 * 1, 0 or 0.5. Source: DESIGN.md "AI" (heuristic leaf value mapped to a win probability).
 */
export function evaluate(s: GameState): number {
  const res = s.result;
  if (res !== null) {
    if (res.winner === null) return 0.5;
    return res.winner === s.static.sides[0].id ? 1 : 0;
  }
  const m0 = material(s, 0) + position(s, 0);
  const m1 = material(s, 1) + position(s, 1);
  const total = m0 + m1;
  const share = total > 0 ? (m0 - m1) / total : 0;
  const progress = Math.min(1, s.turn / Math.max(1, s.static.maxTurns));
  const v = 1 / (1 + Math.exp(-(SHARPNESS + SHARPNESS * progress) * share));
  const p0 = routRisk(s, 0);
  const p1 = routRisk(s, 1);
  return v * (1 - p0) * (1 - p1) + (1 - p0) * p1 + 0.5 * p0 * p1;
}
