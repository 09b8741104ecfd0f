/**
 * How much of a level's search budget one decision gets (DESIGN.md "AI"). The levels' budgets are per model
 * decision, as in skirmish play. In squad play each model of a unit shoots on its own decision (RULES.md §6),
 * but what matters is the unit's fire: the models' targets are nearly always worth the same, and searching
 * each shot with a whole budget made a mob's Shooting phase last a minute in the app at `expert`.
 */
import { unitModelsInPlay, type GameState } from '../engine';
import { decisionModel, type Decision } from './decision';

/** Most models a unit's fire is shared among: a shot gets at least a quarter of the budget. */
export const MAX_SHOT_SPLIT = 4;

/**
 * The share of the level's budget (iterations and time) for the decision at `s` among `cands`: in squad play, a
 * shot of a model of a unit of n models in play gets 1 / min(n, `MAX_SHOT_SPLIT`); every other decision, and a
 * single candidate, 1. Example: 0.25 for each Gorefang's shot of a mob of 10 (200 of the normal level's 800
 * iterations, 2,000 of its 8,000 ms), 0.5 for a unit down to two, 1 for a marksman alone in its unit.
 */
export function budgetShare(s: GameState, cands: readonly Decision[]): number {
  if (!s.static.squads || s.phase !== 'shooting' || cands.length <= 1) return 1;
  const i = decisionModel(s, cands[0]!);
  if (i < 0) return 1;
  return 1 / Math.min(MAX_SHOT_SPLIT, Math.max(1, unitModelsInPlay(s, s.static.models[i]!.unitIndex).length));
}
