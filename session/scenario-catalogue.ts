/**
 * The built-in content and scenario checks of the game host: the scenarios and warbands, a scenario of two
 * warbands, and the check of a scenario being edited. None of it needs a game; `GameService` extends it.
 */
import { createGame } from '../engine';
import type { ScenarioDocument } from '../engine/scenario-types';
import { standingWarnings } from '../formats/standing-warnings';
import { zoneWarnings } from '../formats/zone-checks';
import { validateScenario } from '../formats/validate';
import {
  builtinScenarios,
  builtinWarbands,
  warbandGame,
  warbandScenario,
  type WarbandSummary,
  type WarbandTerrain,
} from './builtins';
import type { Terrain } from '../engine/types';
import { generateTerrain } from '../scenario-gen/generate';
import { GENERATOR_PRESETS, isGeneratorPreset, type GeneratorPreset } from '../scenario-gen/presets';
import { scenarioSummary } from './scenario-summary';
import type { ScenarioCheck, ScenarioSummary, ServiceResult } from './service-types';
import { fail, plain } from './service-helpers';

/** The game host's answers about content (plain data in, plain data out, never throwing). */
export class ScenarioCatalogue {
  /** The built-in scenarios, in display order. */
  scenarios(): ScenarioSummary[] {
    return builtinScenarios().map((b) => scenarioSummary(b.id, b.doc));
  }

  /** A built-in scenario document by id, e.g. `scenario('duel')`. */
  scenario(id: string): ServiceResult<ScenarioDocument> {
    const found = builtinScenarios().find((b) => b.id === id);
    return found
      ? { ok: true, value: plain(found.doc) }
      : fail('ERR_UNKNOWN_SCENARIO', `No built-in scenario "${id}"`);
  }

  /** The built-in warbands, for the editor. */
  warbands(): WarbandSummary[] {
    return builtinWarbands();
  }

  /**
   * A new scenario of two built-in warbands facing each other on an empty table, e.g.
   * `fromWarbands('mercenaries', 'raiders', 'Open field', { width: 48, depth: 48 })`.
   */
  fromWarbands(
    red: string,
    blue: string,
    name: string,
    table: { width: number; depth: number },
  ): ServiceResult<ScenarioDocument> {
    const r = warbandScenario(red, blue, name, table);
    if (!r.ok) return fail('ERR_BAD_SCENARIO', r.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
    return { ok: true, value: r.scenario };
  }

  /**
   * A game of two built-in warbands for the New game dialog: the scenario (48″ × 48″, the warbands' preset,
   * RULES.md §1) and its summary, e.g. `warbandGame('iron-wardens', 'gorefang-mob', { seed: 'ash-12', mirror:
   * true })` on a generated table (issue 24; null: a bare table). Warbands of different presets are refused
   * (`ERR_PRESET_MISMATCH`): a squad army does not play skirmish rules.
   */
  warbandGame(
    red: string,
    blue: string,
    terrain: WarbandTerrain | null = null,
  ): ServiceResult<{ scenario: ScenarioDocument; summary: ScenarioSummary }> {
    if (terrain !== null && (typeof terrain !== 'object' || typeof terrain.seed !== 'string'))
      return fail('ERR_BAD_TERRAIN', 'terrain: expected { "seed": text, "mirror": true or false } or null');
    const made = warbandGame(
      red,
      blue,
      terrain === null ? null : { seed: terrain.seed, mirror: terrain.mirror === true },
    );
    if (!made.ok) return fail(made.code, made.message);
    return {
      ok: true,
      value: { scenario: made.scenario, summary: scenarioSummary(`${red}+${blue}`, made.scenario) },
    };
  }

  /**
   * Terrain generated for the editor (issue 24, part 3; `scenario-gen/`), e.g. `generateTerrain({ seed: 'ash-12',
   * preset: 'skirmish', mirror: true, table: { width: 48, depth: 48 } })` → the pieces; a small table (24″ ×
   * 24″ and up) gets a smaller set between 6″ strips (`scenario-gen/small-table.ts`). A table with no room even
   * for that (e.g. 20″ deep) is refused with `ERR_BAD_TERRAIN`.
   */
  generateTerrain(request: {
    seed: string;
    preset: string;
    mirror: boolean;
    table: { width: number; depth: number };
  }): ServiceResult<Terrain[]> {
    const { seed, preset, mirror, table } = request ?? {};
    if (typeof seed !== 'string' || !isGeneratorPreset(String(preset)))
      return fail(
        'ERR_BAD_TERRAIN',
        `preset: expected one of ${GENERATOR_PRESETS.join(', ')}, got ${String(preset)}`,
      );
    const size = (n: unknown) => typeof n === 'number' && n >= 12 && n <= 200;
    if (!table || !size(table.width) || !size(table.depth))
      return fail('ERR_BAD_TERRAIN', 'table: expected a width and depth from 12 to 200 inches');
    try {
      const made = generateTerrain({
        seed,
        preset: preset as GeneratorPreset,
        mirror: mirror === true,
        table: plain(table),
      });
      return { ok: true, value: made.terrain };
    } catch {
      return fail(
        'ERR_BAD_TERRAIN',
        `no room for terrain on a ${table.width}″ × ${table.depth}″ table between the deployment strips (6″ deep on a small table): try a table at least 24″ × 24″`,
      );
    }
  }

  /**
   * Checks a scenario being edited: every problem of the format (FORMATS.md §1), then the engine's own; a
   * valid one comes with its warnings (a model a wall runs across, `formats/standing-warnings.ts`).
   */
  checkScenario(doc: ScenarioDocument): ScenarioCheck {
    const v = validateScenario(plain(doc));
    if (!v.ok) return { ok: false, problems: v.problems };
    try {
      const created = createGame(v.scenario);
      if (!created.ok) return { ok: false, problems: [{ path: '$', message: created.error.message }] };
    } catch (err) {
      return { ok: false, problems: [{ path: '$', message: String(err) }] };
    }
    return {
      ok: true,
      problems: [],
      warnings: [...standingWarnings(v.scenario), ...zoneWarnings(v.scenario)],
    };
  }
}
