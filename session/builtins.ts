/** The built-in scenarios and warbands of `content/`, for the New game dialog and the editor. */
import { BUILTIN_SCENARIOS, BUILTIN_WARBANDS, scenarioFromWarbands } from '../content';
import type { ScenarioDocument } from '../engine/scenario-types';
import type { Terrain } from '../engine/types';
import { generateTerrain } from '../scenario-gen/generate';
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

/** A scenario of two built-in warbands (red south, blue north) on a table of `table` inches, bare unless given terrain. */
export function warbandScenario(
  red: string,
  blue: string,
  name: string,
  table: { width: number; depth: number },
  terrain?: Terrain[],
  description?: string,
): ScenarioValidation {
  const a = BUILTIN_WARBANDS[red];
  const b = BUILTIN_WARBANDS[blue];
  if (!a || !b) {
    return { ok: false, problems: [{ path: '$', message: `unknown warband ${a ? blue : red}` }] };
  }
  return scenarioFromWarbands(a, b, {
    name,
    ...(description !== undefined && { description }),
    table,
    ...(terrain !== undefined && { terrain }),
    maxTurns: 8,
    seed: name.toLowerCase().replace(/\W+/g, '-'),
  });
}

/**
 * Generated terrain for a game of two warbands (issue 24, part 3): the generator's seed, and whether the table
 * is mirrored (a half turn about its centre, fair to both sides), e.g. `{ seed: 'ash-moor-12', mirror: true }`.
 */
export interface WarbandTerrain {
  seed: string;
  mirror?: boolean;
}

/**
 * A game of two built-in warbands for the New game dialog (RULES.md §1): `'Iron Wardens vs Gorefang Mob'` on a
 * 48″ × 48″ table, with the warbands' own preset; on a table generated from `terrain` (the `squad` preset of the
 * generator for squad warbands, `skirmish` for the others), or bare when it is null. Warbands of different presets are refused with
 * `ERR_PRESET_MISMATCH` (a squad army does not play skirmish rules), unknown ids with `ERR_UNKNOWN_WARBAND`,
 * an invalid result with `ERR_BAD_SCENARIO`.
 */
export function warbandGame(
  red: string,
  blue: string,
  terrain: WarbandTerrain | null = null,
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
  const table = { width: 48, depth: 48 };
  const laid = terrain
    ? generateTerrain({
        seed: terrain.seed,
        preset: pa === 'squad-assault' ? 'squad' : 'skirmish',
        mirror: terrain.mirror === true,
        table,
      }).terrain
    : undefined;
  const about = terrain
    ? `${a.name} (south) against ${b.name} (north) on a generated table (seed ${JSON.stringify(terrain.seed)}${terrain.mirror ? ', mirrored' : ''}).`
    : undefined;
  const r = warbandScenario(red, blue, `${a.name} vs ${b.name}`, table, laid, about);
  if (!r.ok)
    return {
      ok: false,
      code: 'ERR_BAD_SCENARIO',
      message: r.problems.map((p) => `${p.path}: ${p.message}`).join('\n'),
    };
  return { ok: true, scenario: r.scenario };
}
