/** Loading scenarios, saved games and action lists for the command line, with every problem named. */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createGame, type Action, type GameEvent, type GameState, type ScenarioDocument } from '../engine';
import { BUILTIN_SCENARIOS, findScenario } from '../content';
import { parseJsonText, validateActions, validateScenario, validateSavedGame } from '../formats/validate';
import { savedGameScenario } from '../formats/saved-game';
import { CliError } from './errors';

/** Largest file the command line reads, bytes (FORMATS.md files are far smaller). */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Why a file could not be looked at, from its error code, e.g. `ELOOP` → `a loop of symbolic links`. */
function statFailure(code: string | undefined): string {
  if (code === 'ELOOP') return 'a loop of symbolic links (a link that leads back to itself)';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'ENAMETOOLONG') return 'the path is too long';
  if (code === 'ENOTDIR') return 'no such file (a part of the path is not a folder)';
  return 'no such file';
}

/**
 * Reads and parses a JSON file, or throws a CliError naming the file and the problem: missing, not a regular
 * file (a folder, a device), a loop of symbolic links, over `MAX_FILE_BYTES`, or not JSON (with line and column).
 */
export function readJson(file: string): unknown {
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(file);
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${statFailure((e as NodeJS.ErrnoException).code)}`);
  }
  if (!stat.isFile()) throw new CliError(`cannot read ${file}: not a regular file`);
  if (stat.size > MAX_FILE_BYTES)
    throw new CliError(`${file}: ${stat.size} bytes is over the ${MAX_FILE_BYTES}-byte limit`);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new CliError(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok)
    throw new CliError(`${file}: ${parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`, 1, {
      ok: false,
      problems: parsed.problems,
    });
  return parsed.value;
}

/**
 * Checks before a long run that `file` can be written: its folder exists and it is not a folder itself.
 * Throws a usage error naming the path.
 */
export function checkWritable(file: string): void {
  const dir = dirname(file);
  let dirStat: ReturnType<typeof statSync> | undefined;
  try {
    dirStat = statSync(dir);
  } catch {
    dirStat = undefined;
  }
  if (dirStat === undefined || !dirStat.isDirectory())
    throw new CliError(`cannot write ${file}: no folder ${dir}`, 2);
  if (existsSync(file) && !statSync(file).isFile())
    throw new CliError(`cannot write ${file}: not a regular file`, 2);
}

/** Writes a text file, or throws a CliError naming the path. */
export function writeText(file: string, text: string): void {
  try {
    writeFileSync(file, text);
  } catch (e) {
    throw new CliError(`cannot write ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
  }
}

/** A CliError (exit 1) listing every problem of `what`, one `path: message` a line. */
export function problemsError(what: string, problems: { path: string; message: string }[]): CliError {
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
  const format = typeof raw === 'object' && raw !== null ? (raw as { format?: unknown }).format : undefined;
  if (typeof format === 'string' && format.startsWith('skirmisher-game/')) {
    const g = validateSavedGame(raw);
    if (!g.ok) throw problemsError(nameOrFile, g.problems);
    return savedGameScenario(g.game);
  }
  const isPuzzle = format === 'skirmisher-puzzle/1';
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
