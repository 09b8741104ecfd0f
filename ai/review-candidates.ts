/**
 * The root candidates of a game review's decision (ai/review.ts, DESIGN.md "AI"): a player may act with any
 * model in any order and move to any point, so the review weighs the decision of the model that acted — its
 * charges (and declining), moves, spells or shots, as the search would list them for that model — with the
 * action actually played among them. A phase end is weighed against the next decider's options.
 */
import { castActions, shootActions, type GameState } from '../engine';
import { candidates, moveCandidates, reachableCharges } from './candidates';
import { decisionKey, decisionModel, type Decision, type Plan } from './decision';
import { unitCharges, unitMoveCandidates } from './unit-candidates';

/** The search's options for model i's decision in the phase, whatever the plan's order (see `candidates`). */
function modelCandidates(s: GameState, plan: Plan, i: number, widen: number | null): Decision[] {
  const id = s.static.models[i]!.id;
  if (s.phase === 'movement') {
    const charging = s.movementStep === 'charges' && plan[i] === 0;
    if (s.static.squads) {
      const u = s.static.models[i]!.unitIndex;
      const charges = charging ? unitCharges(s, u, reachableCharges) : [];
      return charges.length > 0
        ? [...charges, { type: 'noCharge', model: id }]
        : unitMoveCandidates(s, u, widen);
    }
    const charges = charging && s.models[i]!.status === 'standing' ? reachableCharges(s, i) : [];
    return charges.length > 0 ? [...charges, { type: 'noCharge', model: id }] : moveCandidates(s, i, widen);
  }
  if (s.phase === 'magic') return [...castActions(s, i), { type: 'hold', model: id }];
  if (s.phase === 'shooting') return shootActions(s, i);
  return [];
}

/**
 * The root candidates for reviewing `played` at `s` with the side's `plan`: the acting model's (or unit's)
 * options, or for `endPhase` the next decider's (`candidates`), then `played` itself when none of them is it
 * (by `decisionKey`). Example: a human's move of r2 to (10.3, 7.25) → r2's quick and sampled moves, its hold,
 * and that move. A list of one means the side had no choice.
 */
export function playedCandidates(
  s: GameState,
  plan: Plan,
  played: Decision,
  widen: number | null,
): Decision[] {
  const i = played.type === 'endPhase' ? -1 : decisionModel(s, played);
  const listed = i < 0 ? candidates(s, plan, widen) : modelCandidates(s, plan, i, widen);
  const key = decisionKey(played);
  return listed.some((d) => decisionKey(d) === key) ? listed : [...listed, played];
}
