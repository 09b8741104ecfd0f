/**
 * The heuristic leaf value (DESIGN.md "AI"): models weighted by status, wounds and points, the risk of
 * failing the next rout test (RULES.md §9.4), and a little position, mapped to a win probability.
 */
import {
  canSee,
  enemiesInContact,
  HIGH_GROUND,
  leaderOf,
  modelDist,
  occupant,
  type GameState,
} from '../engine';

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
 * A side's material in points: Σ points × status weight × (0.6 + 0.4 × wounds left / W), halved when fleeing
 * or falling back (RULES.md §9.5, §10.3).
 * Models without points count 10.
 */
export function material(s: GameState, side: number): number {
  let v = 0;
  for (const i of s.static.sides[side]!.models) {
    const m = s.models[i]!;
    const ms = s.static.models[i]!;
    const pts = ms.points > 0 ? ms.points : 10;
    const health = 0.6 + (0.4 * m.wounds) / Math.max(1, ms.profile.W);
    v += pts * statusWeight(s, i) * health * (m.fleeing || m.fallingBack ? 0.5 : 1);
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

/** Share of a model's points credited for threatening an enemy it could charge next turn. */
export const CHARGE_THREAT = 0.08;
/** Share of a shooter's points credited for having a visible enemy within range. */
export const SHOT_THREAT = 0.05;
/** Share of a model's points credited for being hidden (§4.3): it cannot be shot at or charged. */
export const HIDDEN_BONUS = 0.04;
/** Share of a shooter's points credited for standing on high ground (more than 2" up, §6.2: free choice of target). */
export const HIGH_GROUND_BONUS = 0.05;
/** Share of a model's points credited for standing within 6" of its standing leader (§9.1). */
export const NEAR_LEADER = 0.02;

/** Share of a close-combat model's points credited for closing on the enemy in squad play (at 0" → full). */
export const CLOSING_BONUS = 0.06;
/** Distance (inches) beyond which closing on the enemy earns nothing. */
export const CLOSING_RANGE = 30;
/** Missile range (inches) up to which a squad model counts as a close-combat model for `CLOSING_BONUS`. */
export const SHORT_RANGE = 12;

/**
 * The positional term of a side, in points: models that could charge an enemy next turn (within 2 × M),
 * shooters with a visible enemy in range, hidden models, and models within 6" of their leader; in squad play,
 * close-combat models closing on the enemy. Both sides get it, so an enemy's threat counts against us.
 */
export function position(s: GameState, side: number): number {
  let v = 0;
  const l = leaderOf(s, side);
  const leaderUp = l >= 0 && s.models[l]!.status === 'standing';
  for (const i of s.static.sides[side]!.models) {
    const m = s.models[i]!;
    if (m.status !== 'standing' || m.fleeing) continue;
    const ms = s.static.models[i]!;
    const pts = ms.points || 10;
    if (leaderUp && l !== i && modelDist(s, i, l) <= 6) v += NEAR_LEADER * pts;
    if (m.hidden) v += HIDDEN_BONUS * pts;
    let range = 0;
    for (const w of ms.weapons) {
      const wp = s.static.weapons[w];
      if (wp !== undefined && wp.type === 'missile' && (wp.range ?? 0) > range) range = wp.range ?? 0;
    }
    const reach = 2 * ms.profile.M;
    let threatens = false;
    let covers = false;
    let nearest = Infinity;
    for (const j of s.static.sides[1 - side]!.models) {
      const e = s.models[j]!;
      if (e.status === 'outOfAction' || e.hidden) continue;
      const d = modelDist(s, i, j);
      if (d < nearest) nearest = d;
      if (!threatens && d <= reach) threatens = true;
      if (!covers && range > 0 && d <= range && canSee(s, i, j)) covers = true;
      if (threatens && (covers || range === 0)) break;
    }
    if (range > 0 && m.z > HIGH_GROUND) v += HIGH_GROUND_BONUS * pts;
    if (threatens) v += CHARGE_THREAT * pts;
    if (s.static.squads && range <= SHORT_RANGE && nearest < CLOSING_RANGE)
      v += CLOSING_BONUS * pts * (1 - nearest / CLOSING_RANGE);
    if (covers) v += SHOT_THREAT * pts;
  }
  return v;
}

/** Points of the objectives a side holds now (its unit garrisons the building, RULES.md §11, §13 extension). */
export function objectives(s: GameState, side: number): number {
  let v = 0;
  for (const o of s.static.objectives) {
    const u = occupant(s, o.terrain);
    if (u >= 0 && s.static.units[u]!.side === side) v += o.points;
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
  const m0 = material(s, 0) + position(s, 0) + objectives(s, 0);
  const m1 = material(s, 1) + position(s, 1) + objectives(s, 1);
  const total = m0 + m1;
  const share = total > 0 ? (m0 - m1) / total : 0;
  const progress = Math.min(1, s.turn / Math.max(1, s.static.maxTurns));
  const v = 1 / (1 + Math.exp(-(SHARPNESS + SHARPNESS * progress) * share));
  const p0 = routRisk(s, 0);
  const p1 = routRisk(s, 1);
  return v * (1 - p0) * (1 - p1) + (1 - p0) * p1 + 0.5 * p0 * p1;
}
