/** The built-in scenarios and warbands of `content/`, for the New game dialog and the editor. */
import { BUILTIN_SCENARIOS, BUILTIN_WARBANDS, scenarioFromWarbands } from '../content';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { ScenarioValidation, WarbandDocument } from '../formats/validate';

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

/**
 * A game of two built-in warbands for the New game dialog (RULES.md §1): `'Iron Wardens vs Gorefang Mob'` on a
 * 48″ × 48″ table, with the warbands' own preset. Warbands of different presets are refused with
 * `ERR_PRESET_MISMATCH` (a squad army does not play skirmish rules), unknown ids with `ERR_UNKNOWN_WARBAND`,
 * an invalid result with `ERR_BAD_SCENARIO`.
 */
export function warbandGame(
  red: string,
  blue: string,
): { ok: true; scenario: ScenarioDocument } | { ok: false; code: string; message: string } {
  const a = BUILTIN_WARBANDS[red];
  const b = BUILTIN_WARBANDS[blue];
  if (!a || !b)
    return { ok: false, code: 'ERR_UNKNOWN_WARBAND', message: `No built-in warband "${a ? blue : red}"` };
  const pa = a.preset ?? 'warhammer-skirmish';
  const pb = b.preset ?? 'warhammer-skirmish';
  if (pa !== pb)
    return {
      ok: false,
      code: 'ERR_PRESET_MISMATCH',
      message: `${a.name} plays ${pa} rules and ${b.name} ${pb} rules (§1)`,
    };
  const r = warbandScenario(red, blue, `${a.name} vs ${b.name}`, { width: 48, depth: 48 });
  if (!r.ok)
    return {
      ok: false,
      code: 'ERR_BAD_SCENARIO',
      message: r.problems.map((p) => `${p.path}: ${p.message}`).join('\n'),
    };
  return { ok: true, scenario: r.scenario };
}
