/** Small squad-play scenarios for rules tests (RULES.md §1 `squad-assault`). */
import type { ScenarioDocument, ScenarioModel } from '../../engine';
import { man, scenario, start, type ManExtra } from '../support/scenario';

/** A model of unit `unit` at (x, y), e.g. `trooper('r1', 'vets', 5, 5, { save: 3 })`. */
export function trooper(id: string, unit: string, x: number, y: number, extra: ManExtra = {}): ScenarioModel {
  return man(id, x, y, { unit, ...extra });
}

/** `n` models of one unit in a row going east from (x, y), 1.5" apart, ids `<prefix>1…`. */
export function row(
  prefix: string,
  unit: string,
  n: number,
  x: number,
  y: number,
  extra: ManExtra = {},
): ScenarioModel[] {
  return Array.from({ length: n }, (_, k) => trooper(`${prefix}${k + 1}`, unit, x + 1.5 * k, y, extra));
}

/** A squad-assault scenario (red south, blue north) with the given models. */
export function squads(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  extra: Partial<ScenarioDocument> = {},
): ScenarioDocument {
  return scenario(red, blue, { ruleset: { preset: 'squad-assault' }, ...extra });
}

/** A squad game started in the given phase of red's turn. */
export function squadGame(
  red: ScenarioModel[],
  blue: ScenarioModel[],
  phase: ScenarioDocument['phase'],
  extra: Partial<ScenarioDocument> = {},
) {
  return start(squads(red, blue, { phase, ...extra })).state;
}
