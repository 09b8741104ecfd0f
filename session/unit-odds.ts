/**
 * Squad-play previews worked out in the worker (RULES.md §7.9, §10, §11): the unit-level odds of a charge or
 * a shot (the AI's `unitOutcomes` simulation: charge reaches, combat won, enemy falls back or is destroyed)
 * and what an assault on a garrisoned building involves (its garrison, the distance to its walls, whether the
 * engine lets it reach).
 */
import { OUTCOME_SAMPLES, unitOutcomes, type UnitOutcomes } from '../ai';
import { applyAction, distanceToBuilding, modelIndex, occupant, profileOf } from '../engine';
import type { Action, GameState } from '../engine/types';
import { unitNames } from './squad-view';

export type { UnitOutcomes };

/**
 * An assault worked out before declaring it (RULES.md §11), e.g. `{ building: 'farmhouse', garrison: 'wardens',
 * garrisonName: 'Wardens', models: 5, capacity: 12, distance: 6.2, reach: 8, reachable: true, assaultedBy: null,
 * fails: null }`. `distance` is from the charger's base to the walls and `reach` its charge reach (2 × M, §4.1),
 * inches; `assaultedBy` names the unit already assaulting the building this turn; `fails` is the engine's
 * reason when the assault would fail (out of reach, another assault this turn), else null.
 */
export interface AssaultPreview {
  building: string;
  garrison: string;
  garrisonName: string;
  models: number;
  capacity: number;
  distance: number;
  reach: number;
  reachable: boolean;
  assaultedBy: string | null;
  fails: string | null;
}

/** The assault preview of `model` charging `target`, or null when the target is not inside a building. */
export function assaultPreview(s: GameState, model: string, target: string): AssaultPreview | null {
  const i = modelIndex(s, model);
  const j = modelIndex(s, target);
  if (i < 0 || j < 0 || !s.static.squads) return null;
  const k = s.models[j]!.building;
  if (k < 0) return null;
  // The engine decides: the charge applied to a copy reports `assault` or `assaultFailed` (no dice, §11).
  const tried = applyAction(s, { type: 'charge', model, target });
  if (!tried.ok) return null;
  const failed = tried.value.events.find((e) => e.kind === 'assaultFailed');
  const t = s.static.terrain[k]!;
  const g = occupant(s, k);
  const unit = s.static.units[g >= 0 ? g : s.static.models[j]!.unitIndex]!;
  const other = s.assaults[k] ?? -1;
  return {
    building: t.id,
    garrison: unit.id,
    garrisonName: unitNames(s.static)[unit.id] ?? unit.id,
    models: unit.models.filter((m) => s.models[m]!.building === k && s.models[m]!.status !== 'outOfAction')
      .length,
    capacity: t.capacity ?? 0,
    distance: distanceToBuilding(s, i, t),
    reach: 2 * profileOf(s, i).M,
    reachable: failed === undefined,
    assaultedBy: other >= 0 && other !== s.static.models[i]!.unitIndex ? s.static.units[other]!.id : null,
    fails: failed?.kind === 'assaultFailed' ? failed.reason : null,
  };
}

/**
 * The unit outcomes of a charge or a shot at `state` (ai `unitOutcomes`, `samples` seeded simulations from
 * `seed`), or null outside squad play or for an action without a target unit or that the engine refuses. An
 * assault's reach is the assault preview's verdict (no dice decide it, §11): the simulation counts only
 * `charged` and `intercepted` events, and an assault reports `assault`.
 */
export function unitOddsIn(
  state: GameState,
  action: Action,
  seed: string,
  samples = OUTCOME_SAMPLES,
): UnitOutcomes | null {
  if (!state.static.squads || (action.type !== 'charge' && action.type !== 'shoot')) return null;
  const out = unitOutcomes(state, action, seed, samples);
  const assault = action.type === 'charge' ? assaultPreview(state, action.model, action.target) : null;
  if (!out || !assault) return out;
  return { ...out, reaches: assault.reachable ? 1 : 0 };
}
