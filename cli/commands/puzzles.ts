/** `puzzles [--dir test/puzzles] [--level L | --budget N] [--seed S]`: the tactical puzzle suite (issue 6). */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LEVELS, search, type Level, type SearchOptions } from '../../ai';
import { solves, type Puzzle } from '../../ai/puzzle';
import { int, parse } from '../args';
import { describeDecision } from '../describe';
import { usage } from '../errors';
import { readJson, startGame } from '../load';
import { validateScenario } from '../../formats/validate';
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

/** Loads every `*.json` puzzle of a folder, sorted by file name; a bad file is an input error. */
export function loadPuzzles(dir: string): Puzzle[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => {
      const p = readJson(join(dir, f)) as Puzzle;
      const v = validateScenario(p.scenario);
      if (!v.ok) throw usage(`${f}: scenario ${v.problems.map((x) => `${x.path}: ${x.message}`).join('; ')}`);
      return { ...p, scenario: v.scenario };
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
