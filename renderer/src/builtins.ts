/** The built-in scenarios and warbands of `content/`, for the New game dialog and the editor. */
import { BUILTIN_SCENARIOS, BUILTIN_WARBANDS, scenarioFromWarbands } from '../../content';
import type { ScenarioDocument } from '../../engine/scenario-types';
import type { ScenarioValidation, WarbandDocument } from '../../formats/validate';

/** A built-in scenario: `{ id: 'duel', doc: { format: 'skirmisher-scenario/1', … } }` (doc frozen). */
export interface BuiltinScenario {
  id: string;
  doc: ScenarioDocument;
}

/** Lists `BUILTIN_SCENARIOS` (keyed by file name, e.g. `'ruined-street'`). */
export function builtinScenarios(): BuiltinScenario[] {
  return Object.entries(BUILTIN_SCENARIOS).map(([id, doc]) => ({ id, doc }));
}

/** A built-in warband as the editor lists it, with its whole roster (plain copies). */
export interface WarbandSummary {
  id: string;
  name: string;
  description: string;
  warband: WarbandDocument;
}

/** Lists `BUILTIN_WARBANDS`, e.g. `[{ id: 'mercenaries', name: 'Reikland Mercenaries', … }]`. */
export function builtinWarbands(): WarbandSummary[] {
  return Object.entries(BUILTIN_WARBANDS).map(([id, w]) => ({
    id,
    name: w.name,
    description: w.description ?? '',
    warband: structuredClone(w) as WarbandDocument,
  }));
}

/** A scenario of two built-in warbands (red south, blue north) on an empty table of `table` inches. */
export function warbandScenario(
  red: string,
  blue: string,
  name: string,
  table: { width: number; depth: number },
): ScenarioValidation {
  const a = BUILTIN_WARBANDS[red];
  const b = BUILTIN_WARBANDS[blue];
  if (!a || !b) {
    return { ok: false, problems: [{ path: '$', message: `unknown warband ${a ? blue : red}` }] };
  }
  return scenarioFromWarbands(a, b, {
    name,
    table,
    maxTurns: 8,
    seed: name.toLowerCase().replace(/\W+/g, '-'),
  });
}
