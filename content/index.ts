/**
 * The built-in scenarios (FORMATS.md §1) and warbands (RULES.md §2) shipped with Skirmisher, validated when
 * this module loads (an invalid built-in file is a programmer error and throws). The exported objects are
 * deeply frozen; `findScenario` hands out a fresh copy that may be changed.
 */
import type { ScenarioDocument } from '../engine/scenario-types';
import { validatePointsTable, type PointsTable } from '../formats/points-schema';
import { validateScenario, validateWarband, type WarbandDocument } from '../formats/validate';
import pointsJson from './points.json';
import duelJson from './scenarios/duel.json';
import ruinedStreetJson from './scenarios/ruined-street.json';
import squadAssaultJson from './scenarios/squad-assault.json';
import stormJson from './scenarios/storm-the-farmhouse.json';
import gorefangJson from './warbands/gorefang-mob.json';
import greyCircleJson from './warbands/grey-circle.json';
import ironWardensJson from './warbands/iron-wardens.json';
import mercenariesJson from './warbands/mercenaries.json';
import raidersJson from './warbands/raiders.json';

export { scenarioFromWarbands, WARBAND_SIDES, type WarbandGameSetup } from './from-warbands';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

function builtinScenario(file: string, json: unknown): ScenarioDocument {
  const r = validateScenario(json);
  if (!r.ok)
    throw new Error(
      `built-in scenario ${file} is invalid: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  return deepFreeze(r.scenario);
}

function builtinWarband(file: string, json: unknown): WarbandDocument {
  const r = validateWarband(json);
  if (!r.ok)
    throw new Error(
      `built-in warband ${file} is invalid: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  return deepFreeze(r.warband);
}

/** Built-in scenarios by name (the file name without `.json`), e.g. `BUILTIN_SCENARIOS['ruined-street']`. Frozen. */
export const BUILTIN_SCENARIOS: Readonly<Record<string, ScenarioDocument>> = Object.freeze({
  'ruined-street': builtinScenario('ruined-street.json', ruinedStreetJson),
  duel: builtinScenario('duel.json', duelJson),
  'squad-assault': builtinScenario('squad-assault.json', squadAssaultJson),
  'storm-the-farmhouse': builtinScenario('storm-the-farmhouse.json', stormJson),
});

/** Built-in warbands by id, e.g. `BUILTIN_WARBANDS.mercenaries` (a `skirmisher-warband/1` document). Frozen. */
export const BUILTIN_WARBANDS: Readonly<Record<string, WarbandDocument>> = Object.freeze({
  mercenaries: builtinWarband('mercenaries.json', mercenariesJson),
  raiders: builtinWarband('raiders.json', raidersJson),
  'iron-wardens': builtinWarband('iron-wardens.json', ironWardensJson),
  'gorefang-mob': builtinWarband('gorefang-mob.json', gorefangJson),
  'grey-circle': builtinWarband('grey-circle.json', greyCircleJson),
});

function builtinPoints(json: unknown): PointsTable {
  const r = validatePointsTable(json);
  if (!r.ok)
    throw new Error(
      `built-in points.json is invalid: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`,
    );
  return deepFreeze(r.table);
}

/** The built-in points table (content/points.json, `skirmisher-points/1`). Frozen. */
export const BUILTIN_POINTS: PointsTable = builtinPoints(pointsJson);

/**
 * A fresh, changeable copy of a built-in scenario, looked up by key (`'ruined-street'`) or by its display
 * name ignoring case (`'Ruined street'`); undefined if there is none. Used by `--scenario <name>` (FORMATS.md §5).
 */
export function findScenario(name: string): ScenarioDocument | undefined {
  const key = name.trim().toLowerCase();
  const found = Object.prototype.hasOwnProperty.call(BUILTIN_SCENARIOS, key)
    ? BUILTIN_SCENARIOS[key]
    : Object.values(BUILTIN_SCENARIOS).find((s) => s.name?.toLowerCase() === key);
  return found === undefined ? undefined : (JSON.parse(JSON.stringify(found)) as ScenarioDocument);
}

/** A fresh, changeable copy of a built-in warband by id (`'raiders'`) or display name ignoring case. */
export function findWarband(name: string): WarbandDocument | undefined {
  const key = name.trim().toLowerCase();
  const found = Object.prototype.hasOwnProperty.call(BUILTIN_WARBANDS, key)
    ? BUILTIN_WARBANDS[key]
    : Object.values(BUILTIN_WARBANDS).find((w) => w.name.toLowerCase() === key);
  return found === undefined ? undefined : (JSON.parse(JSON.stringify(found)) as WarbandDocument);
}
