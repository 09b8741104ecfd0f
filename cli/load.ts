/** Loading scenarios, saved games and action lists for the command line, with every problem named. */
import { readFileSync, statSync } from 'node:fs';
import { createGame, type Action, type GameEvent, type GameState, type ScenarioDocument } from '../engine';
import { BUILTIN_SCENARIOS, findScenario } from '../content';
import { parseJsonText, validateActions, validateScenario, validateSavedGame } from '../formats/validate';
import { CliError } from './errors';

/** Largest file the command line reads, bytes (FORMATS.md files are far smaller). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Reads and parses a JSON file, or throws a CliError naming the file and the problem. */
export function readJson(file: string): unknown {
  let size: number;
  try {
    size = statSync(file).size;
  } catch {
    throw new CliError(`cannot read ${file}: no such file`);
  }
  if (size > MAX_FILE_BYTES)
    throw new CliError(`${file}: ${size} bytes is over the ${MAX_FILE_BYTES}-byte limit`);
  const parsed = parseJsonText(readFileSync(file, 'utf8'));
  if (!parsed.ok)
    throw new CliError(`${file}: ${parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return parsed.value;
}

function problemsError(what: string, problems: { path: string; message: string }[]): CliError {
  return new CliError(
    `${what} is not valid:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join('\n')}`,
    1,
    { ok: false, problems },
  );
}

/**
 * A scenario by built-in name (e.g. `ruined-street`) or file path, validated (FORMATS.md §1); a saved game
 * gives its starting scenario and a puzzle file its position.
 */
export function loadScenario(nameOrFile: string): ScenarioDocument {
  const builtin = findScenario(nameOrFile);
  if (builtin !== undefined) return builtin;
  if (!nameOrFile.includes('.') && !nameOrFile.includes('/'))
    throw new CliError(
      `unknown scenario "${nameOrFile}": built-ins are ${Object.keys(BUILTIN_SCENARIOS).join(', ')}`,
    );
  const raw = readJson(nameOrFile);
  if (
    typeof raw === 'object' &&
    raw !== null &&
    (raw as { format?: unknown }).format === 'skirmisher-game/1'
  ) {
    const g = validateSavedGame(raw);
    if (!g.ok) throw problemsError(nameOrFile, g.problems);
    return g.game.scenario as ScenarioDocument;
  }
  const isPuzzle =
    typeof raw === 'object' && raw !== null && (raw as { format?: unknown }).format === 'skirmisher-puzzle/1';
  const v = validateScenario(isPuzzle ? (raw as { scenario?: unknown }).scenario : raw);
  if (!v.ok) throw problemsError(isPuzzle ? `${nameOrFile} (its scenario)` : nameOrFile, v.problems);
  return v.scenario;
}

/** An action list file (FORMATS.md §2), validated. */
export function loadActions(file: string): Action[] {
  const v = validateActions(readJson(file));
  if (!v.ok) throw problemsError(file, v.problems);
  return v.actions as Action[];
}

/** Creates the game from a scenario with optional seed and forced dice overrides. */
export function startGame(
  doc: ScenarioDocument,
  opts: { seed?: string; dice?: number[] } = {},
): { state: GameState; events: GameEvent[] } {
  const d: ScenarioDocument = { ...doc };
  if (opts.seed !== undefined) {
    d.seed = opts.seed;
    delete d.rng;
  }
  if (opts.dice !== undefined) d.dice = [...opts.dice, ...(doc.dice ?? [])];
  const g = createGame(d);
  if (!g.ok) throw new CliError(`${g.error.code}: ${g.error.message}`);
  return g.value;
}
