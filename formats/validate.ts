/**
 * Validation of the public files of FORMATS.md: scenarios (§1), actions (§2), saved games (§4) and the
 * built-in warband files. Every function takes untrusted input, never throws, and lists every problem it
 * finds with its JSON path, e.g. `sides[0].models[2].profile.WS: expected an integer from 0 to 10, got "4"`
 * (past 1000 problems the rest are only counted). A document is checked in three passes: a walk that refuses
 * absurd sizes and nesting (`guard.ts`), the zod schema (`*-schema.ts`) and the cross-field rules (`checks.ts`).
 */
import type { z } from 'zod';
import { createGame } from '../engine/scenario';
import { fightProblems } from '../engine/fight-checks';
import { squadDocumentProblems } from '../engine/scenario-checks';
import type { ScenarioDocument } from '../engine/scenario-types';
import { actionListSchema, type FormatAction } from './action-schema';
import { actionRefProblems, MAX_PROBLEMS, scenarioCrossProblems, warbandCrossProblems } from './checks';
import { playableProblems } from './playable-checks';
import { puzzlePatternProblems } from './puzzle-checks';
import { PUZZLE_FORMAT, puzzleSchema, type PuzzlePattern } from './puzzle-schema';
import { zoneProblems } from './zone-checks';
import { SAVED_GAME_FORMAT, savedGameSchema, type SavedGame } from './game-schema';
import { inspectInput } from './guard';
import { locateJsonError } from './json-locate';
import { dedupeProblems, formatPath, problemsFromIssues, type PathSegment, type Problem } from './problems';
import { scenarioSchema } from './scenario-schema';
import { WARBAND_FORMAT, warbandSchema, type WarbandDocument } from './warband-schema';

export type { Problem } from './problems';
export type { FormatAction } from './action-schema';
export type { SavedGame } from './game-schema';
export type { WarbandDocument } from './warband-schema';

/** Largest JSON text `parseJsonText` accepts: 20 MB (20 × 1024 × 1024 bytes of UTF-8). */
export const MAX_TEXT_BYTES = 20 * 1024 * 1024;

/** Result of `validateScenario`: `{ ok: true, scenario }` or `{ ok: false, problems: [{ path, message }] }`. FORMATS.md §1. */
export type ScenarioValidation =
  { ok: true; scenario: ScenarioDocument } | { ok: false; problems: Problem[] };
/** Result of `validateSavedGame`: `{ ok: true, game }` or `{ ok: false, problems }`. FORMATS.md §4. */
export type SavedGameValidation = { ok: true; game: SavedGame } | { ok: false; problems: Problem[] };
/** Result of `validateActions`: `{ ok: true, actions }` or `{ ok: false, problems }`. FORMATS.md §2. */
export type ActionsValidation = { ok: true; actions: FormatAction[] } | { ok: false; problems: Problem[] };
/** Result of `validateWarband`: `{ ok: true, warband }` or `{ ok: false, problems }`. */
export type WarbandValidation = { ok: true; warband: WarbandDocument } | { ok: false; problems: Problem[] };
/** A puzzle file that validated, its scenario checked (formats/puzzle-schema.ts; ai/puzzle.ts `Puzzle`). */
export interface PuzzleDocument {
  format: typeof PUZZLE_FORMAT;
  id: string;
  title: string;
  why: string;
  scenario: ScenarioDocument;
  expect: PuzzlePattern[];
  reject?: PuzzlePattern[] | undefined;
  deep?: boolean | undefined;
}
/** Result of `validatePuzzle`: `{ ok: true, puzzle }` or `{ ok: false, problems }`. */
export type PuzzleValidation = { ok: true; puzzle: PuzzleDocument } | { ok: false; problems: Problem[] };
/** Result of `parseJsonText`: `{ ok: true, value }` or `{ ok: false, problems: [{ path: '$', message }] }`. */
export type JsonParse = { ok: true; value: unknown } | { ok: false; problems: Problem[] };
/**
 * Result of `validateDocument`, tagged by what the file turned out to be, e.g.
 * `{ ok: true, kind: 'scenario', scenario }` or `{ ok: true, kind: 'game', game }`. FORMATS.md §5 `validate`.
 */
export type DocumentValidation =
  | { ok: true; kind: 'scenario'; scenario: ScenarioDocument }
  | { ok: true; kind: 'game'; game: SavedGame }
  | { ok: true; kind: 'warband'; warband: WarbandDocument }
  | { ok: true; kind: 'puzzle'; puzzle: PuzzleDocument }
  | { ok: false; problems: Problem[] };

const FAMILIES: Record<string, string> = {
  'skirmisher-scenario': 'a scenario',
  'skirmisher-game': 'a saved game',
  'skirmisher-warband': 'a warband',
  'skirmisher-puzzle': 'a puzzle',
};

/**
 * A problem with `format` that makes the rest of the document meaningless to check: a newer version of this
 * format (`skirmisher-game/2`, or a minor one such as `skirmisher-game/1.5`), or another Skirmisher format altogether. Null when the format may be this one (or is simply bad,
 * which the schema reports). Example: `fatalFormatProblem({ format: 'skirmisher-puzzle/1' }, 'skirmisher-scenario/1',
 * [])` → `{ path: 'format', message: 'expected "skirmisher-scenario/1", got "skirmisher-puzzle/1": this is a puzzle' }`.
 */
export function fatalFormatProblem(input: unknown, expected: string, path: PathSegment[]): Problem | null {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return null;
  const format = (input as { format?: unknown }).format;
  if (typeof format !== 'string') return null;
  const m = /^(skirmisher-[a-z]+)\/(\d{1,9}(?:\.\d{1,9})?)$/.exec(format);
  const [family, version] = expected.split('/') as [string, string];
  if (m === null) return null;
  const where = formatPath([...path, 'format']);
  if (m[1] === family) {
    return Number(m[2]) > Number(version)
      ? {
          path: where,
          message: `this file was written by a newer version of Skirmisher (format ${format}); this version reads ${expected}`,
        }
      : null;
  }
  const what = FAMILIES[m[1]!];
  if (what === undefined) return null;
  return {
    path: where,
    message: `expected ${JSON.stringify(expected)}, got ${JSON.stringify(format)}: this is ${what}`,
  };
}

/** Runs `body`; a throw (a getter that throws, a Proxy…) becomes a problem at `$` instead. */
function safely<T>(body: () => T, fail: (problems: Problem[]) => T): T {
  try {
    return body();
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return fail([{ path: '$', message: `could not read the input: ${why}` }]);
  }
}

/**
 * All problems, without repeats; a `__proto__` key is reported only where nothing else already was. Past
 * `MAX_PROBLEMS` the rest are counted in one last problem at `$`.
 */
function finish(problems: Problem[], reserved: Problem[]): Problem[] {
  const seen = new Set(problems.map((p) => p.path));
  const all = dedupeProblems(problems.concat(reserved.filter((p) => !seen.has(p.path))));
  if (all.length <= MAX_PROBLEMS) return all;
  const listed = all.slice(0, MAX_PROBLEMS - 1);
  listed.push({
    path: '$',
    message: `and ${all.length - listed.length} more problems (only the first ${listed.length} are listed)`,
  });
  return listed;
}

function schemaProblems<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { data?: z.output<S>; problems: Problem[] } {
  const r = schema.safeParse(input);
  return r.success ? { data: r.data, problems: [] } : { problems: problemsFromIssues(r.error.issues) };
}

/**
 * Validates a scenario document (FORMATS.md §1): the schema, then the cross-field rules (unique ids, known
 * weapons and sides, wounds ≤ W, bases on the table and apart), then whether it can be played (no model inside
 * impassable terrain or floating, no self-crossing or flat footprint, no invisible characters in ids). Example:
 * `validateScenario({ format: 'skirmisher-scenario/1', table: { width: 48, depth: 48 }, sides: [...] })`
 * → `{ ok: true, scenario }`, or `{ ok: false, problems: [{ path: 'sides[0].models[2].profile.WS',
 * message: 'expected an integer from 0 to 10, got "4"' }] }`. Never throws.
 */
export function validateScenario(input: unknown): ScenarioValidation {
  return safely<ScenarioValidation>(
    () => {
      const inspection = inspectInput(input);
      if (inspection.fatal !== null) return { ok: false, problems: [inspection.fatal] };
      const fatal = fatalFormatProblem(input, 'skirmisher-scenario/1', []);
      if (fatal !== null) return { ok: false, problems: [fatal] };
      const { data, problems } = schemaProblems(scenarioSchema, input);
      const all = finish([...problems, ...scenarioCrossProblems(input)], inspection.reserved);
      if (data !== undefined && all.length === 0)
        all.push(
          ...playableProblems(data),
          ...zoneProblems(data),
          ...squadDocumentProblems(data),
          ...fightProblems(data),
        );
      if (data !== undefined && all.length === 0) all.push(...splitProblems(data));
      return data !== undefined && all.length === 0
        ? { ok: true, scenario: data }
        : { ok: false, problems: all };
    },
    (problems) => ({ ok: false, problems }),
  );
}

/**
 * Validates a file of actions (FORMATS.md §2): a JSON array such as
 * `[{ "type": "move", "model": "r1", "to": [10, 12] }, { "type": "endPhase" }]`. With a scenario, model
 * ids must also be models of it. Legality is left to the engine. Never throws.
 */
export function validateActions(input: unknown, scenario?: ScenarioDocument): ActionsValidation {
  return safely<ActionsValidation>(
    () => {
      const inspection = inspectInput(input);
      if (inspection.fatal !== null) return { ok: false, problems: [inspection.fatal] };
      const { data, problems } = schemaProblems(actionListSchema, input);
      const refs = scenario === undefined ? [] : actionRefProblems(input, scenario, []);
      const all = finish([...problems, ...refs], inspection.reserved);
      return data !== undefined && all.length === 0
        ? { ok: true, actions: data }
        : { ok: false, problems: all };
    },
    (problems) => ({ ok: false, problems }),
  );
}

/**
 * Validates a saved game (FORMATS.md §4): `{ "format": SAVED_GAME_FORMAT, "scenario": {…}, "actions":
 * [ … ], "seed": "…" }` plus metadata. The scenario gets the same checks as `validateScenario`, with paths
 * under `scenario.`; action model ids must be models of it. Replaying is the engine's job. Never throws.
 */
export function validateSavedGame(input: unknown): SavedGameValidation {
  return safely<SavedGameValidation>(
    () => {
      const inspection = inspectInput(input);
      if (inspection.fatal !== null) return { ok: false, problems: [inspection.fatal] };
      const fatal = fatalFormatProblem(input, SAVED_GAME_FORMAT, []);
      if (fatal !== null) return { ok: false, problems: [fatal] };
      const raw = (input !== null && typeof input === 'object' ? input : {}) as {
        scenario?: unknown;
        actions?: unknown;
      };
      const parsed = schemaProblems(savedGameSchema, input);
      let problems = parsed.problems;
      let cross: Problem[] = [];
      let refs: Problem[] = [];
      const scenarioFatal = fatalFormatProblem(raw.scenario, 'skirmisher-scenario/1', ['scenario']);
      if (scenarioFatal !== null) {
        const inScenario = (p: Problem) => /^scenario(?:$|[.[])/.test(p.path);
        problems = [scenarioFatal, ...problems.filter((p) => !inScenario(p))];
      } else {
        cross = scenarioCrossProblems(raw.scenario, ['scenario']);
        const scenario = scenarioSchema.safeParse(raw.scenario);
        if (scenario.success && cross.length === 0)
          cross = [
            ...playableProblems(scenario.data, ['scenario']),
            ...zoneProblems(scenario.data, ['scenario']),
            ...underScenario([...squadDocumentProblems(scenario.data), ...fightProblems(scenario.data)]),
          ];
        if (scenario.success && cross.length === 0)
          refs = actionRefProblems(raw.actions, scenario.data, ['actions']);
      }
      const all = finish([...problems, ...cross, ...refs], inspection.reserved);
      return parsed.data !== undefined && all.length === 0
        ? { ok: true, game: parsed.data }
        : { ok: false, problems: all };
    },
    (problems) => ({ ok: false, problems }),
  );
}

/** Problems of a saved game's scenario with their paths under `scenario`, e.g. `scenario.terrain[0].capacity`. */
function underScenario(problems: readonly Problem[]): Problem[] {
  return problems.map((p) => ({
    path: p.path === '$' ? 'scenario' : `scenario.${p.path}`,
    message: p.message,
  }));
}

/**
 * The declared Attacks splits (`fights`) of a position that a `fight` action could not have made there (RULES.md
 * §7.1, §11): the position is built to judge them, as loading it would. Example: `[{ path: 'fights.r1', message:
 * 'r1 has 1 Attacks but the split gives 3' }]`; none when the document has no splits.
 */
function splitProblems(doc: ScenarioDocument): Problem[] {
  if (Object.keys(doc.fights ?? {}).length === 0) return [];
  const g = createGame(doc);
  if (g.ok) return [];
  const m = /^(fights\.[^:]+): (.*)$/s.exec(g.error.message);
  return [m ? { path: m[1]!, message: m[2]! } : { path: 'fights', message: g.error.message }];
}

/**
 * Validates a warband file `skirmisher-warband/1` (content/warbands/*.json): `{ "format", "id", "name",
 * "weapons": {…}, "models": [ … ] }`, models without `at`; model ids unique, weapon ids known. Never throws.
 */
export function validateWarband(input: unknown): WarbandValidation {
  return safely<WarbandValidation>(
    () => {
      const inspection = inspectInput(input);
      if (inspection.fatal !== null) return { ok: false, problems: [inspection.fatal] };
      const fatal = fatalFormatProblem(input, WARBAND_FORMAT, []);
      if (fatal !== null) return { ok: false, problems: [fatal] };
      const { data, problems } = schemaProblems(warbandSchema, input);
      const all = finish([...problems, ...warbandCrossProblems(input)], inspection.reserved);
      return data !== undefined && all.length === 0
        ? { ok: true, warband: data }
        : { ok: false, problems: all };
    },
    (problems) => ({ ok: false, problems }),
  );
}

/**
 * Validates a puzzle file `skirmisher-puzzle/1` (test/puzzles/*.json, `cli puzzles`): its fields and decision
 * patterns (formats/puzzle-schema.ts), its `scenario` as `validateScenario` does with paths under `scenario.`,
 * and the ids the patterns name (formats/puzzle-checks.ts). Example: a pattern `{ "type": "move", "model": "r1",
 * "farFrom": { "model": "zz", "inches": 3 } }` → `{ ok: false, problems: [{ path: 'expect[0].farFrom.model',
 * message: 'no model "zz" in the puzzle\'s scenario' }] }`. Never throws.
 */
export function validatePuzzle(input: unknown): PuzzleValidation {
  return safely<PuzzleValidation>(
    () => {
      const inspection = inspectInput(input);
      if (inspection.fatal !== null) return { ok: false, problems: [inspection.fatal] };
      const fatal = fatalFormatProblem(input, PUZZLE_FORMAT, []);
      if (fatal !== null) return { ok: false, problems: [fatal] };
      const { data, problems } = schemaProblems(puzzleSchema, input);
      const raw = (input !== null && typeof input === 'object' ? input : {}) as { scenario?: unknown };
      const scenario = validateScenario(raw.scenario);
      const all = finish(
        [...problems, ...(scenario.ok ? [] : underScenario(scenario.problems))],
        inspection.reserved,
      );
      if (data !== undefined && scenario.ok && all.length === 0)
        all.push(...puzzlePatternProblems(data, scenario.scenario));
      return data !== undefined && scenario.ok && all.length === 0
        ? { ok: true, puzzle: { ...data, format: PUZZLE_FORMAT, scenario: scenario.scenario } }
        : { ok: false, problems: all };
    },
    (problems) => ({ ok: false, problems }),
  );
}

/**
 * Validates any Skirmisher file by its `format` (for `skirmisher validate <file>`, FORMATS.md §5):
 * `skirmisher-game/…` as a saved game, `skirmisher-warband/…` as a warband, `skirmisher-puzzle/…` as a puzzle, anything
 * else as a scenario.
 * Example: `validateDocument(parsed)` → `{ ok: true, kind: 'game', game }`. Never throws.
 */
export function validateDocument(input: unknown): DocumentValidation {
  const format = safely(
    () =>
      input !== null && typeof input === 'object' && !Array.isArray(input)
        ? (input as { format?: unknown }).format
        : undefined,
    () => undefined,
  );
  if (typeof format === 'string' && format.startsWith('skirmisher-game/')) {
    const r = validateSavedGame(input);
    return r.ok ? { ok: true, kind: 'game', game: r.game } : r;
  }
  if (typeof format === 'string' && format.startsWith('skirmisher-puzzle/')) {
    const r = validatePuzzle(input);
    return r.ok ? { ok: true, kind: 'puzzle', puzzle: r.puzzle } : r;
  }
  if (typeof format === 'string' && format.startsWith('skirmisher-warband/')) {
    const r = validateWarband(input);
    return r.ok ? { ok: true, kind: 'warband', warband: r.warband } : r;
  }
  const r = validateScenario(input);
  return r.ok ? { ok: true, kind: 'scenario', scenario: r.scenario } : r;
}

/** UTF-8 length of a string in bytes, without allocating. */
function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
  }
  return bytes;
}

function megabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * Parses JSON text, turning a syntax error into a problem at `$`, e.g.
 * `parseJsonText('{"a":')` → `{ ok: false, problems: [{ path: '$', message: 'invalid JSON at line 1 column 6:
 * expected a value, got the end of the text' }] }`. Refuses texts over 20 MB; a leading byte-order mark is ignored. FORMATS.md §1, §4.
 */
export function parseJsonText(text: string): JsonParse {
  if (typeof text !== 'string') {
    return { ok: false, problems: [{ path: '$', message: 'expected JSON text (a string)' }] };
  }
  const tooLarge = (size: string): JsonParse => ({
    ok: false,
    problems: [
      {
        path: '$',
        message: `the text is too large (${size}); Skirmisher reads files of at most ${megabytes(MAX_TEXT_BYTES)}`,
      },
    ],
  });
  // Each UTF-16 unit is 1 to 3 bytes of UTF-8: count exactly only when the length alone cannot decide.
  if (text.length > MAX_TEXT_BYTES) return tooLarge(`at least ${megabytes(text.length)}`);
  if (text.length * 3 > MAX_TEXT_BYTES) {
    const bytes = utf8Bytes(text);
    if (bytes > MAX_TEXT_BYTES) return tooLarge(megabytes(bytes));
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (e) {
    const where = locateJsonError(body);
    const why = e instanceof Error ? e.message : String(e);
    const message =
      where !== null
        ? `invalid JSON at line ${where.line} column ${where.column}: ${where.message}`
        : `invalid JSON: ${why}`;
    return { ok: false, problems: [{ path: '$', message }] };
  }
}
