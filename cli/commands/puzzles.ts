/** `puzzles [--dir test/puzzles] [--level L | --budget N] [--seed S]`: the tactical puzzle suite (issue 6). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEVELS, search, type Level, type SearchOptions } from '../../ai';
import { solves, type Puzzle } from '../../ai/puzzle';
import { int, parse } from '../args';
import { describeDecision } from '../describe';
import { CliError, usage } from '../errors';
import { problemsError, readJson, startGame } from '../load';
import { validatePuzzle } from '../../formats/validate';
import type { Output } from '../output';

/** One puzzle's outcome. */
export interface PuzzleOutcome {
  id: string;
  title: string;
  solved: boolean;
  answer: string;
  iterations: number;
  timeMs: number;
}

/** The `*.json` files of a folder, sorted, or a CliError naming the folder (missing, not a folder, unreadable). */
function puzzleFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'no such folder'
        : code === 'ENOTDIR'
          ? 'not a folder'
          : (code ?? (e as Error).message);
    throw new CliError(`cannot read the puzzle folder ${dir}: ${why}`);
  }
  const files = names.filter((f) => f.endsWith('.json')).sort();
  if (files.length === 0) throw new CliError(`no puzzles in ${dir}: it holds no *.json files`);
  return files;
}

/**
 * Loads every `*.json` puzzle of a folder, sorted by file name, each validated as a whole (`validatePuzzle`:
 * its fields, its scenario and the ids its patterns name). A bad file, two puzzles with one id or a folder
 * with no puzzle is an input error (exit 1) naming the file and every problem.
 */
export function loadPuzzles(dir: string): Puzzle[] {
  const seen = new Map<string, string>();
  return puzzleFiles(dir).map((f) => {
    const file = join(dir, f);
    const v = validatePuzzle(readJson(file));
    if (!v.ok) throw problemsError(file, v.problems);
    const other = seen.get(v.puzzle.id);
    if (other !== undefined)
      throw new CliError(`${file}: id: puzzle id "${v.puzzle.id}" is also the id of ${other}`);
    seen.set(v.puzzle.id, file);
    return v.puzzle;
  });
}

/**
 * Runs the search on each puzzle with a fixed seed and reports which are solved, e.g.
 * `runPuzzles(puzzles, LEVELS.normal.search, 'puzzles')`.
 */
export function runPuzzles(
  puzzles: Puzzle[],
  options: SearchOptions & { iterations: number },
  seed: string,
): PuzzleOutcome[] {
  return puzzles.map((p) => {
    const s = startGame(p.scenario).state;
    const r = search(s, { ...options, seed: `${seed}:${p.id}` });
    return {
      id: p.id,
      title: p.title,
      solved: solves(p, s, r.action),
      answer: describeDecision(r.action),
      iterations: r.iterations,
      timeMs: r.timeMs,
    };
  });
}

/** The `puzzles` command. */
export function puzzles(argv: string[], out: Output): void {
  const { values } = parse(argv, {
    dir: { type: 'string' },
    level: { type: 'string' },
    budget: { type: 'string' },
    seed: { type: 'string' },
  });
  const level = ((values.level as string | undefined) ?? 'normal') as Level;
  if (!Object.hasOwn(LEVELS, level)) throw usage(`--level must be one of ${Object.keys(LEVELS).join(', ')}`);
  const budget = int(values, 'budget', LEVELS[level].iterations);
  const results = runPuzzles(
    loadPuzzles((values.dir as string | undefined) ?? 'test/puzzles'),
    { ...LEVELS[level].search, iterations: budget },
    (values.seed as string | undefined) ?? 'puzzles',
  );
  const solved = results.filter((r) => r.solved).length;
  out.result(
    values.json === true,
    { solved, total: results.length, rate: solved / results.length, budget, results },
    () =>
      [
        ...results.map(
          (r) =>
            `${r.solved ? 'solved' : 'FAILED'}  ${r.id.padEnd(28)} ${r.answer.padEnd(36)} ${r.timeMs} ms`,
        ),
        `${solved}/${results.length} solved (${((100 * solved) / results.length).toFixed(0)}%) at ${budget} iterations`,
      ].join('\n'),
  );
}
