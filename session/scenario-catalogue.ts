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
} from './builtins';
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
   * RULES.md §1) and its summary, e.g. `warbandGame('iron-wardens', 'gorefang-mob')`. Warbands of different
   * presets are refused (`ERR_PRESET_MISMATCH`): a squad army does not play skirmish rules.
   */
  warbandGame(
    red: string,
    blue: string,
  ): ServiceResult<{ scenario: ScenarioDocument; summary: ScenarioSummary }> {
    const made = warbandGame(red, blue);
    if (!made.ok) return fail(made.code, made.message);
    return {
      ok: true,
      value: { scenario: made.scenario, summary: scenarioSummary(`${red}+${blue}`, made.scenario) },
    };
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
